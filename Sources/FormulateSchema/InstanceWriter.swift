import Formulate

/// Writes a form's current values as an instance of its exported schema.
struct InstanceWriter {
    let exporter: JSONSchemaExporter
    let scope: ExportScope

    /// The root object.
    func rootInstance() -> FormValue {
        object(scope.exported(scope.fields, parentKey: nil))
    }

    /// One member per exported field, secrets left out unless asked for.
    private func object(_ fields: [ExportedField]) -> FormValue {
        var members = MemberList()
        for exported in fields where exporter.includeSecretValues || !exported.isWriteOnly {
            let value = value(of: exported)
            if exported.emptyTextIsAbsent && value == .string("") { continue }
            members.add(exported.propertyName, value)
        }
        return members.object
    }

    private func value(of exported: ExportedField) -> FormValue {
        let field = exported.field
        if case .list(let template?) = exported.shape, template.kind == .subform {
            return .array(scope.items(field.key).map { object(scope.exported($0.fields, parentKey: $0.key)) })
        }
        guard case .object = exported.shape else {
            return InstanceValue.encode(scope.value(field.key), field: field, shape: exported.shape, dates: scope.dates)
        }
        if field.isOptional && scope.isAbsentSubform(field.key) { return .null }
        return object(scope.exported(field.children, parentKey: field.key))
    }
}
