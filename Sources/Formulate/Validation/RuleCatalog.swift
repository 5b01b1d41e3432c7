/// Makes a built-in rule from its name and the parameters of its description.
enum RuleCatalog {
    /// The rule named `name` built from `reader`'s parameters, or `nil` when no built-in
    /// rule has that name.
    static func rule(named name: String, _ reader: inout RuleParameterReader) throws(FormDefinitionError)
        -> ValidationRule?
    {
        typealias Name = ValidationRule.Name
        let count = "a whole number of characters (or items), 0 or more"
        let bound = "a number, text, date or Boolean to compare with"
        switch name {
        case Name.required: return .required
        case Name.email: return .email
        case Name.url:
            let requireScheme = try reader.optional("requireScheme", "true or false", RuleParameterReader.bool) ?? false
            let schemes = try reader.optional(
                "allowedSchemes", "a non-empty list of schemes such as [\"https\"]", RuleParameterReader.textList)
            return .url(requireScheme: requireScheme, allowedSchemes: schemes)
        case Name.regex:
            let pattern = try reader.required("value", "a regular expression", RuleParameterReader.text)
            let allowsBacktracking =
                try reader.optional("allowsBacktracking", "true or false", RuleParameterReader.bool) ?? false
            let limit = try reader.optional("maximumInputLength", count, RuleParameterReader.count)
            return .regex(
                try RegexPattern(
                    pattern, allowsBacktracking: allowsBacktracking,
                    maximumInputLength: limit ?? RegexPattern.defaultMaximumInputLength))
        case Name.minLength:
            return .minLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.maxLength:
            return .maxLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.exactLength:
            return .exactLength(try reader.required("value", count, RuleParameterReader.count), unit: try unit(&reader))
        case Name.greaterThan: return .greaterThan(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.greaterOrEqual:
            return .greaterOrEqual(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.lessThan: return .lessThan(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.lessOrEqual: return .lessOrEqual(try reader.required("value", bound, RuleParameterReader.scalar))
        case Name.equalsField:
            return .equalsField(try reader.required("value", "the key path of another field", RuleParameterReader.text))
        case Name.integer: return .integer
        case Name.double:
            let places = try reader.optional(
                "maxDecimalPlaces", "a whole number of decimal places, 0 or more", RuleParameterReader.count)
            return .double(maxDecimalPlaces: places)
        case Name.usPhone: return .usPhone
        case Name.phoneNumber: return .phoneNumber
        case Name.fiveDigitZipCode: return .fiveDigitZipCode
        case Name.usState: return .usState
        case Name.expiration: return .expiration
        case Name.unique:
            let field = try reader.optional(
                "by", "the key of a field of the items, like \"name\"", RuleParameterReader.text)
            return field.map(ValidationRule.unique(by:)) ?? .unique
        default: return nil
        }
    }

    /// A length rule's optional `"unit"`: `characters` (the default), `unicodeScalars` or `utf16`.
    private static func unit(_ reader: inout RuleParameterReader) throws(FormDefinitionError) -> LengthUnit {
        let units = LengthUnit.allCases.map(\.rawValue).joined(separator: ", ")
        return try reader.optional("unit", "one of " + units, { $0.stringValue.flatMap(LengthUnit.init(rawValue:)) })
            ?? .characters
    }
}
