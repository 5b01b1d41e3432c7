import Formulate

/// The form being exported, seen through what an export needs: which fields are exported
/// now, whether they are hidden or disabled, and their values.
///
/// Built once per export; it reads the form synchronously and is not kept.
struct ExportScope {
    /// The form's top-level fields.
    let fields: [Field]
    /// Whether fields hidden now are exported.
    let includeHidden: Bool
    /// Whether the field at a key is hidden now.
    let isHidden: (String) -> Bool
    /// Whether the field at a key is disabled now.
    let isDisabled: (String) -> Bool
    /// The draft value of the field at a key.
    let value: (String) -> FormValue
    /// Whether the optional subform at a key is absent: `nil` in the model, and none of its
    /// fields edited in the draft (an edit creates it on commit).
    let isAbsentSubform: (String) -> Bool
    /// How dates are written: in the form's time zone, with their offset.
    let dates: ISO8601Text
    /// The items of the collection of subforms at a key.
    let items: (String) -> [FormItem]

    init<Model>(form: ModelForm<Model>, includeHidden: Bool) {
        fields = form.fields
        self.includeHidden = includeHidden
        isHidden = { form.isHidden($0) }
        isDisabled = { form.isDisabled($0) }
        value = { form.value(for: $0) ?? .null }
        isAbsentSubform = { Self.isAbsent(subform: $0, in: form) }
        dates = ISO8601Text(timeZone: form.timeZone)
        items = { form.items(in: $0) }
    }

    /// The fields among `fields` that are exported, with their property names: fields
    /// that hold a value and subforms, hidden ones only when ``includeHidden``. Labels and
    /// buttons never are.
    ///
    /// - Parameter parentKey: The key of the enclosing subform, `nil` at the top level.
    func exported(_ fields: [Field], parentKey: String?) -> [ExportedField] {
        fields.compactMap { field in
            guard field.holdsValue || field.kind == .subform else { return nil }
            guard includeHidden || !isHidden(field.key) else { return nil }
            return ExportedField(field, propertyName: Self.propertyName(of: field.key, parentKey: parentKey))
        }
    }

    private static func isAbsent<Model>(subform key: String, in form: ModelForm<Model>) -> Bool {
        form.isNestedModelAbsent(key)
    }

    /// The key relative to its subform: `sound` for `notifications.sound`.
    static func propertyName(of key: String, parentKey: String?) -> String {
        guard let parentKey, key.hasPrefix(parentKey + ".") else { return key }
        return String(key.dropFirst(parentKey.count + 1))
    }
}
