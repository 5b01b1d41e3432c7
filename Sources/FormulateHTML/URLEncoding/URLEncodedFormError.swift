/// Why a form body could not be decoded: where, and what was wrong.
///
/// ```swift
/// do {
///     _ = try URLEncodedForm.decode("name=%zz")
/// } catch {
///     print(error)   // offset 5: "%zz" is not a percent escape; expected % followed by two hexadecimal digits
/// }
/// ```
public struct URLEncodedFormError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems a body can have.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A `%` not followed by two hexadecimal digits.
        case malformedPercentEscape
        /// Bytes (raw or percent-decoded) that are not UTF-8.
        case invalidUTF8
        /// More bytes than ``URLEncodedForm/Limits/maximumBytes``.
        case bodyTooLarge
        /// More pairs than ``URLEncodedForm/Limits/maximumPairs``.
        case tooManyPairs
    }

    /// What was wrong.
    public var reason: Reason
    /// The byte offset in the body where the problem is (0-based).
    public var offset: Int
    /// A sentence for a person or a log: what was wrong and what is accepted.
    public var message: String

    /// Creates an error.
    public init(reason: Reason, offset: Int, message: String) {
        self.reason = reason
        self.offset = offset
        self.message = message
    }

    /// `offset N: message`.
    public var description: String { "offset \(offset): \(message)" }
}
