/// The error for a `$key` that names no field.
extension ConditionError {
    /// How many known keys an error lists when none is close to the unknown one.
    private static let listedKeys = 10

    /// `$key` is not among `knownKeys`: suggests the closest known key, or lists them.
    static func unknownField(
        _ key: String, knownKeys: some Collection<String>, in source: String, at offset: Int
    ) -> ConditionError {
        let suggestion: String?
        if let match = ClosestMatch.suggestion(for: key, among: knownKeys) {
            suggestion = "did you mean '$\(match)'?"
        } else if knownKeys.isEmpty {
            suggestion = "the form has no fields"
        } else {
            let listed = knownKeys.prefix(listedKeys).map { "$" + $0 }.joined(separator: ", ")
            suggestion = "known fields: " + listed + (knownKeys.count > listedKeys ? ", …" : "")
        }
        return ConditionError(
            expression: source, offset: offset, message: "unknown field '$\(key)'", suggestion: suggestion,
            reason: .conditionUnknownField)
    }
}
