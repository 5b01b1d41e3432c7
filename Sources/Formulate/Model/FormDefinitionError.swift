/// Mistakes in how a form is defined: an override for a key that does not exist, an
/// attribute of the wrong type, a condition that does not parse.
///
/// These are the developer's mistakes, not the person's filling in the form; they are
/// reported when the form is built, each naming the field and what would be accepted.
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One mistake.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The field the mistake is about, if any.
        public var key: String?
        /// What is wrong and what would be accepted.
        public var message: String

        /// Creates a problem.
        public init(key: String?, message: String) {
            self.key = key
            self.message = message
        }

        /// `key: message`.
        public var description: String { key.map { "\($0): \(message)" } ?? message }
    }

    /// The model type the form was being built for.
    public var modelType: String
    /// Every mistake found.
    public var problems: [Problem]

    /// Creates an error.
    public init(modelType: String, problems: [Problem]) {
        self.modelType = modelType
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        "Form for \(modelType) is not valid:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
