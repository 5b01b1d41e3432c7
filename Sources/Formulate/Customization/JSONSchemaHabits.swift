/// What a form description writes for the JSON Schema keywords people carry over
/// (`"required": true`, `"minimum"`, `"enum"`, `"type": "string"`): the reader refuses
/// them as unknown, and says what to write instead.
enum JSONSchemaHabits {
    /// The description's spelling of a JSON Schema attribute, as a fix; `nil` for a name
    /// that is not one.
    static func attribute(_ name: String, value: FormValue) -> String? {
        switch name {
        case "required":
            return value == .bool(false)
                ? "a field is optional unless a rule requires it: leave \"required\" out"
                : "write \"rules\": [{\"rule\": \"required\"}]"
        case "minimum": return "write \"min\": \(number(value, or: "0"))"
        case "maximum": return "write \"max\": \(number(value, or: "100"))"
        case "exclusiveMinimum":
            return "write \"rules\": [{\"rule\": \"greaterThan\", \"value\": \(number(value, or: "0"))}]"
        case "exclusiveMaximum":
            return "write \"rules\": [{\"rule\": \"lessThan\", \"value\": \(number(value, or: "100"))}]"
        case "multipleOf": return "write \"step\": \(number(value, or: "1"))"
        case "minLength", "minItems":
            return "write \"rules\": [{\"rule\": \"minLength\", \"value\": \(number(value, or: "1"))}]"
        case "maxLength", "maxItems":
            return "write \"rules\": [{\"rule\": \"maxLength\", \"value\": \(number(value, or: "100"))}]"
        case "pattern": return "write \"rules\": [{\"rule\": \"regex\", \"value\": \(RuleValues.literal(value))}]"
        case "uniqueItems": return "write \"rules\": [{\"rule\": \"unique\"}]"
        case "enum":
            return "write \"type\": \"option\" and \"options\": [{\"value\": …, \"title\": …}, …]"
        case "description": return "write \"help\""
        case "format": return "give the format as the \"type\": \"email\", \"url\", \"date\", \"datetime\", \"time\""
        case "items": return "write \"item\""
        case "properties": return "write \"type\": \"subform\" and \"fields\": [{\"key\": …, \"type\": …}, …]"
        case "readonly": return "write \"readOnly\""
        default: return nil
        }
    }

    /// The description's type for a JSON Schema type that is not one of its own.
    static func type(_ name: String) -> String? {
        switch name {
        case "string": return "text"
        case "array": return "collection"
        case "object": return "subform"
        default: return nil
        }
    }

    /// The number `value` holds, as written; `fallback` for anything else.
    private static func number(_ value: FormValue, or fallback: String) -> String {
        value.isNumber ? RuleValues.literal(value) : fallback
    }
}
