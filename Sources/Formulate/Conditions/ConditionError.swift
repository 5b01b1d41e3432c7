/// Why a condition predicate was rejected, and where: what the lexer, the parser and the
/// checks report, before it reaches the caller as a ``FormDefinitionError`` (``problem``).
struct ConditionError: Error, Sendable, Hashable {
    /// The whole predicate that was rejected.
    var expression: String
    /// The 0-based offset, in characters, of the problem in ``expression``; equal to the
    /// expression's length when the problem is that it ends too early.
    var offset: Int
    /// What is wrong, without the position (`"unterminated string"`).
    var message: String
    /// How to fix it, when there is a likely fix (`"did you mean '$rememberMe'?"`).
    var suggestion: String?
    /// What kind of problem it is: syntax, an unknown field, a type mismatch or a limit.
    var reason: FormDefinitionError.Reason

    init(
        expression: String, offset: Int, message: String, suggestion: String? = nil,
        reason: FormDefinitionError.Reason = .conditionSyntax
    ) {
        self.expression = expression
        self.offset = offset
        self.message = message
        self.suggestion = suggestion
        self.reason = reason
    }

    /// The problem as the caller sees it, with its location in the predicate.
    var problem: FormDefinitionError.Problem {
        FormDefinitionError.Problem(
            key: nil, reason: reason, message: message, location: .init(text: expression, offset: offset),
            suggestion: suggestion)
    }

    /// The error thrown to the caller.
    var definitionError: FormDefinitionError { FormDefinitionError(problem) }
}
