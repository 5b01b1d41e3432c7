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
    /// Whether input may not write the field at a key that can be edited now, in a form that
    /// takes input for other fields: it is not among the model's
    /// ``FormCustomizing/inputFields`` (a `private(set)` status, say).
    let refusesInput: (String) -> Bool
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
        // A form that takes no input at all (``FormInput/none``, the default) is filled by
        // the program; only a form that takes some marks the fields it does not take.
        if Self.takesInput(form.fields, in: form) {
            refusesInput = { form.isEditable($0) && !form.acceptsInput(for: $0) }
        } else {
            refusesInput = { _ in false }
        }
        value = { form.value(for: $0) ?? .null }
        isAbsentSubform = { Self.isAbsent(subform: $0, in: form) }
        dates = ISO8601Text(timeZone: form.timeZone)
        items = { form.items(in: $0) }
    }

    /// The fields among `fields` that are exported, with their property names: fields
    /// that hold a value and subforms, hidden ones only when ``includeHidden``. Labels and
    /// buttons never are.
    ///
    /// - Parameters:
    ///   - parentKey: The key of the enclosing subform, `nil` at the top level.
    ///   - inItem: Whether the fields are inside a collection's item template, whose one
    ///     schema serves every item: a field's condition may hide it in some items.
    func exported(_ fields: [Field], parentKey: String?, inItem: Bool = false) -> [ExportedField] {
        fields.compactMap { field in
            guard field.holdsValue || field.kind == .subform else { return nil }
            guard includeHidden || !isHidden(field.key) else { return nil }
            return ExportedField(
                field, propertyName: Self.propertyName(of: field.key, parentKey: parentKey),
                inItem: inItem, conditionsVary: includeHidden)
        }
    }

    /// Whether the field is read-only for a client: read-only in the form, or not written by
    /// input (a submission ignores it). The schema says `readOnly`, the uiSchema `ui:readonly`.
    func isReadOnly(_ field: Field) -> Bool {
        field.isReadOnly || refusesInput(field.key)
    }

    /// Whether input may write any of `fields` (or the fields inside them) now.
    private static func takesInput<Model>(_ fields: [Field], in form: ModelForm<Model>) -> Bool {
        fields.contains { field in
            (field.holdsValue && form.acceptsInput(for: field)) || takesInput(field.children, in: form)
        }
    }

    private static func isAbsent<Model>(subform key: String, in form: ModelForm<Model>) -> Bool {
        form.isNestedModelAbsent(key)
    }

    /// The key relative to its subform: `sound` for `notifications.sound`.
    static func propertyName(of key: String, parentKey: String?) -> String {
        guard let parentKey, let name = DottedKey.removingPrefix(parentKey + ".", from: key) else { return key }
        return name
    }
}

/// The members of a JSON object being built, in the order they are added; absent values
/// are skipped.
struct MemberList {
    private(set) var members: [FormValueMember] = []

    /// Adds `value` under `key` when it is not `nil`.
    mutating func add(_ key: String, _ value: FormValue?) {
        if let value { members.append(FormValueMember(key, value)) }
    }

    /// Adds `true` under `key` when `isSet`.
    mutating func flag(_ key: String, _ isSet: Bool) {
        if isSet { members.append(FormValueMember(key, .bool(true))) }
    }

    /// Adds the members of `other` after these.
    mutating func append(contentsOf other: MemberList) {
        members.append(contentsOf: other.members)
    }

    /// Whether nothing was added.
    var isEmpty: Bool { members.isEmpty }

    /// The members as an object.
    var object: FormValue { .object(members) }
}
