/// Mistakes in how a form is defined: an override for a key that does not exist, an
/// attribute of the wrong type, a condition that does not parse, a rule description or a
/// regular expression that cannot be used, a form description that is not JSON.
///
/// These are the developer's mistakes, not the person's filling in the form; they are
/// reported when the form (or the condition, rule or pattern) is made, each naming the
/// field and what would be accepted. It is the one error type of definitions: building a
/// ``ModelForm``, ``ConditionExpression/init(_:)``, ``ConditionExpression/checkReferences(knownKeys:)``,
/// ``ConditionExpression/checkTypes(_:)``, ``ValidationRule/init(description:)`` and
/// ``RegexPattern/init(_:allowsBacktracking:maximumInputLength:)`` all throw it.
///
/// ```swift
/// do {
///     _ = try ConditionExpression("$name == 'Bob")
/// } catch {
///     let problem = error.problems[0]
///     print(problem.reason)               // conditionSyntax
///     print(problem.messageKey)           // condition.syntax
///     print(problem)                      // unterminated string at position 9 in "$name == 'Bob" (close the string with ')
///     print(problem.location?.pointer ?? "")
///     // $name == 'Bob
///     //          ^
/// }
/// ```
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One mistake.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The field the mistake is about, if any.
        public var key: String?
        /// What kind of mistake it is, as a typed value to switch over.
        public var reason: Reason
        /// What is wrong and what would be accepted, without the position (``location``)
        /// and the suggestion (``suggestion``) of a condition: `"unterminated string"`.
        public var message: String
        /// Where in a predicate or in a JSON text the mistake is, when it is in one.
        public var location: Location?
        /// How to fix it, when a condition has a likely fix (`"did you mean '$rememberMe'?"`).
        /// Other problems say it in their ``message``.
        public var suggestion: String?
        /// The rule the mistake is in, for a rule description or a pattern (`"minLength"`).
        public var rule: String?

        /// Creates a problem.
        public init(
            key: String?, reason: Reason = .invalidDefinition, message: String, location: Location? = nil,
            suggestion: String? = nil, rule: String? = nil
        ) {
            self.key = key
            self.reason = reason
            self.message = message
            self.location = location
            self.suggestion = suggestion
            self.rule = rule
        }

        /// The stable identifier of the message: ``Reason/messageKey``.
        public var messageKey: String { reason.messageKey }

        /// `key: message`, then the location and the suggestion:
        /// `plan: disabled condition: unknown field '$seat' at position 0 in "$seat > 1" (did you mean '$seats'?)`.
        public var description: String {
            var text = key.map { "\($0): \(message)" } ?? message
            if let location { text += " \(location)" }
            if let suggestion { text += " (\(suggestion))" }
            return text
        }
    }

    /// The model type the form was being built for; `nil` for a condition, a rule or a
    /// pattern checked on its own.
    public var modelType: String?
    /// Every mistake found.
    public var problems: [Problem]

    /// Creates an error.
    public init(modelType: String?, problems: [Problem]) {
        self.modelType = modelType
        self.problems = problems
    }

    /// An error with one problem, for a condition, a rule or a pattern checked on its own.
    public init(_ problem: Problem) {
        self.init(modelType: nil, problems: [problem])
    }

    /// One line per problem, under the model type; a lone problem of no model type is its
    /// own line.
    public var description: String {
        guard let modelType else {
            return problems.map(\.description).joined(separator: "\n")
        }
        return "Form for \(modelType) is not valid:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension FormDefinitionError.Problem {
    /// The problem about `key`, its message after `prefix`: a rule's or a condition's
    /// problem as part of a field's.
    func about(_ key: String?, prefix: String = "") -> Self {
        var problem = self
        problem.key = key
        problem.message = prefix + message
        return problem
    }

    /// This problem of a collection's item template, read on its own, as the collection
    /// `key`'s: a field of a subform item keeps its key (`servers[].port`), the template's
    /// own problems are the collection's (`servers: item: …`).
    func inItem(of key: String) -> Self {
        self.key.map { DottedKey.hasPrefix($0, key + "[].") } == true ? self : about(key, prefix: "item: ")
    }
}
