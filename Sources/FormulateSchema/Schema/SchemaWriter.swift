import Formulate

/// Writes the JSON Schema of a form: the root object, one property per exported field,
/// nested objects for subforms and item schemas for collections.
struct SchemaWriter {
    let exporter: JSONSchemaExporter
    let scope: ExportScope

    /// The root schema.
    func rootSchema(modelName: String) -> FormValue {
        var members = MemberList()
        members.add("$schema", .string(JSONSchemaExporter.metaschema))
        members.add("$id", exporter.id.map(FormValue.string))
        members.add("title", .string(exporter.title ?? modelName))
        members.add("description", exporter.description.map(FormValue.string))
        members.add("type", .string("object"))
        members.append(contentsOf: objectBody(scope.exported(scope.fields, parentKey: nil)))
        return members.object
    }

    /// `properties`, `required` and `additionalProperties` of an object of `fields`.
    private func objectBody(_ fields: [ExportedField]) -> MemberList {
        var members = MemberList()
        members.add("properties", .object(fields.map { FormValueMember($0.propertyName, propertySchema($0)) }))
        let required = fields.filter(\.isListedAsRequired).map { FormValue.string($0.propertyName) }
        if !required.isEmpty { members.add("required", .array(required)) }
        if !exporter.allowsAdditionalProperties { members.add("additionalProperties", .bool(false)) }
        return members
    }

    /// The schema of one property.
    private func propertySchema(_ exported: ExportedField) -> FormValue {
        let field = exported.field
        var members = MemberList()
        members.add("type", typeKeyword(exported.shape.jsonTypes, nullable: exported.isNullable))
        members.add("title", .string(field.title))
        if exporter.helpPlacement != .uiHelp { members.add("description", field.help.map(FormValue.string)) }
        if case .object = exported.shape {
            members.append(
                contentsOf: objectBody(
                    scope.exported(field.children, parentKey: field.key, inItem: exported.isInItem)))
        } else {
            members.append(
                contentsOf: valueKeywords(
                    field: field, shape: exported.shape, enumValues: exported.enumValues,
                    isRequired: exported.isRequiredWherever))
            members.add(
                "default",
                field.defaultValue.map {
                    InstanceValue.encode($0, field: field, shape: exported.shape, dates: scope.dates)
                })
        }
        members.flag("readOnly", scope.isReadOnly(field))
        members.flag("writeOnly", exported.isWriteOnly)
        return members.object
    }

    /// The keywords that constrain a value: format, enum, items, bounds, lengths, patterns.
    ///
    /// - Parameter isRequired: Whether the `required` rule holds wherever the schema
    ///   applies; when a condition may hide the field, its implied minimum length is left out.
    private func valueKeywords(field: Field, shape: ValueShape, enumValues: [FormValue]?, isRequired: Bool)
        -> MemberList
    {
        let constraints = ValueConstraints(field: field, shape: shape, isRequired: isRequired)
        var members = MemberList()
        members.add("format", constraints.formatKeyword)
        members.add("enum", enumValues.map(FormValue.array))
        switch shape {
        case .choices(let options):
            members.add("items", choiceItems(options))
            members.add("uniqueItems", .bool(true))
        case .list(let template):
            members.add("items", template.map(itemSchema))
            members.flag("uniqueItems", field.typeName.hasPrefix("Set<") || Self.announcesUniqueItems(field, template))
        case .entries(let template):
            members.add("additionalProperties", template.map(itemSchema))
            members.add(
                "propertyNames", template?.kind == .subform ? Self.subformEntryKeyNames : Self.entryKeyNames)
        default:
            break
        }
        members.append(contentsOf: constraints.boundKeywords)
        members.add("allOf", constraints.allOfKeyword)
        return members
    }

    /// Whether the collection's ``ValidationRule/unique`` rule can be announced as
    /// `uniqueItems`: its items are values (text, numbers, dates, choices), so every repeat
    /// JSON Schema refuses is one the form refuses too. Items that are objects, and
    /// ``ValidationRule/unique(by:)``, have no exact keyword: the schema says nothing and
    /// the form checks them.
    private static func announcesUniqueItems(_ field: Field, _ template: Field?) -> Bool {
        guard field.constraints.itemsAreUnique, let template else { return false }
        if case .object = ValueShape(of: template) { return false }
        return true
    }

    /// What a dictionary's keys may be (Formulate's entry keys): not empty, at most 256
    /// Unicode scalars, no control characters and no bidirectional controls.
    private static let entryKeyNames: FormValue = .object([
        FormValueMember("minLength", 1), FormValueMember("maxLength", 256),
        FormValueMember(
            "pattern", "^[^\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$"),
    ])

    /// What the keys of a dictionary of subforms may be: entry keys without `.`, `[` or `]`,
    /// which separate the fields inside an entry.
    private static let subformEntryKeyNames: FormValue = .object([
        FormValueMember("minLength", 1), FormValueMember("maxLength", 256),
        FormValueMember(
            "pattern",
            "^[^\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069.\\[\\]]*$"),
    ])

    /// The item schema of a multiple choice: one of the options' values.
    private func choiceItems(_ options: [FieldOption]) -> FormValue {
        var members = MemberList()
        members.add("type", typeKeyword(ValueShape.jsonTypes(of: options.map(\.value)), nullable: false))
        members.add("enum", .array(options.map(\.value)))
        return members.object
    }

    /// The schema of each item of a collection, from its item template: an object of the
    /// template's fields for a collection of subforms.
    private func itemSchema(_ template: Field) -> FormValue {
        let shape = ValueShape(of: template)
        if case .object = shape {
            var members = MemberList()
            members.add("type", .string("object"))
            members.add("title", .string(template.title))
            members.append(
                contentsOf: objectBody(scope.exported(template.children, parentKey: template.key, inItem: true)))
            return members.object
        }
        let enumValues: [FormValue]? = shape.options.flatMap { options in
            if case .choice = shape { return options.map(\.value) }
            return nil
        }
        var members = MemberList()
        members.add("type", typeKeyword(shape.jsonTypes, nullable: false))
        members.add("title", .string(template.title))
        let keywords = valueKeywords(
            field: template, shape: shape, enumValues: enumValues, isRequired: template.constraints.isRequired)
        if Self.emptyItemSkipsRules(template, shape: shape) {
            // An empty item passes the form's rules (an empty value skips them), so they
            // apply only to text that is not empty.
            members.add("if", .object([FormValueMember("minLength", 1)]))
            members.add("then", keywords.object)
        } else {
            members.append(contentsOf: keywords)
        }
        return members.object
    }

    /// Whether an item of free text may be empty although its rules refuse "": the form
    /// skips an empty item's rules unless it has the `required` rule. Items of `URL` or
    /// `UUID` hold no empty value, and choices are checked against their options.
    private static func emptyItemSkipsRules(_ template: Field, shape: ValueShape) -> Bool {
        guard shape.isText, template.kind.isTextual, template.options.isEmpty, !template.constraints.isRequired,
            !template.typeName.hasPrefix("URL"), !template.typeName.hasPrefix("UUID")
        else { return false }
        let constraints = ValueConstraints(field: template, shape: shape, isRequired: false)
        return (constraints.minLength ?? 0) > 0 || !constraints.patterns.isEmpty || !constraints.formats.isEmpty
    }

    /// `"string"`, `["string", "null"]`, or nothing when the type is unknown.
    private func typeKeyword(_ types: [String], nullable: Bool) -> FormValue? {
        if types.isEmpty { return nil }
        let all = types + (nullable ? ["null"] : [])
        return all.count == 1 ? .string(all[0]) : .array(all.map(FormValue.string))
    }
}
