/// Writes US phone digits as `555-123-4567` while they are typed or pasted, for
/// ``ValidationRule/usPhone``'s ``ValidationRule/inputFormatter``.
enum RulePhoneFormatter {
    /// The characters people type between the digits of a phone number.
    private static let separators: Set<Character> = [" ", "-", ".", "(", ")"]

    /// `5551234567` -> `555-123-4567`, `(555) 123-4567` -> `555-123-4567`, `5551` ->
    /// `555-1`. Text with other characters (`+`, letters) or more than 10 digits is
    /// returned unchanged, so nothing a person typed is lost.
    @Sendable static func format(_ text: String) -> String {
        guard text.allSatisfy({ ($0.isASCII && $0.isNumber) || separators.contains($0) }) else { return text }
        let digits = text.filter { $0.isASCII && $0.isNumber }
        guard digits.count <= 10 else { return text }
        let area = digits.prefix(3)
        let exchange = digits.dropFirst(3).prefix(3)
        let line = digits.dropFirst(6)
        return [area, exchange, line].filter { !$0.isEmpty }.joined(separator: "-")
    }
}
