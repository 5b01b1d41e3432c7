import Formulate

/// Writes the rjsf uiSchema of a form: `ui:order` for every object, and for each field the
/// `ui:` keys that say something rjsf cannot read from the schema.
///
/// Widgets: `textarea` for long text, `password` for secrets, `select` or `radio` for a
/// single choice, `checkboxes` for multiple choices and bitfields, `updown` for integers,
/// `date`, `time` and `datetime` for dates, `hidden` for hidden fields exported with
/// ``JSONSchemaExporter/includeHidden``. Email, phone and URL fields get
/// `ui:options.inputType` (`email`, `tel`, `url`). Titles stay in the schema's `title`.
/// The items of a collection and the values of a dictionary get the same entries, under
/// `items` and `additionalProperties` (`{"accounts": {"items": {"password": {"ui:widget": "password"}}}}`).
struct UISchemaWriter {
    let exporter: JSONSchemaExporter
    let scope: ExportScope

    /// The root uiSchema.
    func rootUISchema() -> FormValue {
        objectUISchema(scope.exported(scope.fields, parentKey: nil), own: MemberList())
    }

    /// `ui:order`, then the object's own keys, then one entry per field that has any.
    ///
    /// This and ``fieldUISchema(_:)`` recurse once per subform level, so their frames are
    /// kept small (a debug build gives every local and temporary of a function its own
    /// stack slot): the members are written by helpers that do not recurse.
    private func objectUISchema(_ fields: [ExportedField], own: MemberList) -> FormValue {
        var members = Self.orderedMembers(fields, own: own)
        for index in fields.indices {
            let entry = fieldUISchema(fields[index])
            if entry.objectValue?.isEmpty == false { members.add(fields[index].propertyName, entry) }
        }
        return members.object
    }

    @inline(never)
    private static func orderedMembers(_ fields: [ExportedField], own: MemberList) -> MemberList {
        var members = MemberList()
        members.add("ui:order", .array(fields.map { .string($0.propertyName) }))
        members.append(contentsOf: own)
        return members
    }

    /// The uiSchema of one field (an object, possibly empty).
    private func fieldUISchema(_ exported: ExportedField) -> FormValue {
        guard case .object = exported.shape else { return valueUISchema(exported) }
        return objectUISchema(
            scope.exported(exported.field.children, parentKey: exported.field.key),
            own: subformMembers(exported.field))
    }

    @inline(never)
    private func subformMembers(_ field: Field) -> MemberList {
        var members = MemberList()
        members.flag("ui:readonly", scope.isReadOnly(field))
        members.flag("ui:disabled", scope.isDisabled(field.key))
        if exporter.helpPlacement != .description { members.add("ui:help", field.help.map(FormValue.string)) }
        return members
    }

    /// The uiSchema of a field that is not a subform.
    @inline(never)
    private func valueUISchema(_ exported: ExportedField) -> FormValue {
        let field = exported.field
        var members = MemberList()
        let hidden = scope.isHidden(field.key)
        members.add("ui:widget", (hidden ? "hidden" : widget(for: field, shape: exported.shape)).map(FormValue.string))
        members.add("ui:placeholder", field.placeholder.map(FormValue.string))
        if exporter.helpPlacement != .description { members.add("ui:help", field.help.map(FormValue.string)) }
        members.add("ui:enumNames", exported.enumNames.map { .array($0.map(FormValue.string)) })
        members.flag("ui:readonly", scope.isReadOnly(field))
        members.flag("ui:disabled", scope.isDisabled(field.key))
        members.add("ui:autocomplete", field.textTraits.contentType?.htmlAutocomplete.map(FormValue.string))
        var options = MemberList()
        options.add("inputType", inputType(for: field.kind).map(FormValue.string))
        if field.kind == .collection && !field.isDictionary && !field.isSortable {
            options.add("orderable", .bool(false))
        }
        if !options.isEmpty { members.add("ui:options", options.object) }
        switch exported.shape {
        case .list(let template?): members.add("items", itemUISchema(template))
        case .entries(let template?): members.add("additionalProperties", itemUISchema(template))
        default: break
        }
        return members.object
    }

    /// The uiSchema of each item of a collection (rjsf's `items`) or each value of a
    /// dictionary (rjsf's `additionalProperties`), from its template: for items that are
    /// subforms, the uiSchema of an object of the template's fields, as a subform's;
    /// `nil` when it says nothing.
    private func itemUISchema(_ template: Field) -> FormValue? {
        if case .object = ValueShape(of: template) {
            return objectUISchema(
                scope.exported(template.children, parentKey: template.key), own: subformMembers(template))
        }
        let members = valueItemMembers(template)
        // Not `members.isEmpty ? nil : members.object`: that `nil` would be `FormValue.null`.
        if members.isEmpty { return nil }
        return members.object
    }

    /// The uiSchema of an item or value that is not a subform.
    @inline(never)
    private func valueItemMembers(_ template: Field) -> MemberList {
        let shape = ValueShape(of: template)
        var members = MemberList()
        members.add("ui:widget", widget(for: template, shape: shape).map(FormValue.string))
        members.add("ui:placeholder", template.placeholder.map(FormValue.string))
        if case .choice(let options) = shape { members.add("ui:enumNames", .array(options.map { .string($0.title) })) }
        members.add("ui:autocomplete", template.textTraits.contentType?.htmlAutocomplete.map(FormValue.string))
        if let inputType = inputType(for: template.kind) {
            members.add("ui:options", .object([FormValueMember("inputType", .string(inputType))]))
        }
        return members
    }

    /// The rjsf widget for a field, when rjsf's default for the schema is not the one.
    private func widget(for field: Field, shape: ValueShape) -> String? {
        if field.kind != .password && field.textTraits.isSecure && shape.isText { return "password" }
        switch field.kind {
        case .longText: return "textarea"
        case .password: return "password"
        case .option: return shape.options == nil ? nil : exporter.optionWidget.rawValue
        case .multipleChoice: return "checkboxes"
        case .bitfield: return shape.options == nil ? "updown" : "checkboxes"
        case .integer, .unsigned: return "updown"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "datetime"
        default: return nil
        }
    }

    /// The HTML input type for text that has one.
    private func inputType(for kind: FieldKind) -> String? {
        switch kind {
        case .email: return "email"
        case .phone: return "tel"
        case .url: return "url"
        default: return nil
        }
    }
}
