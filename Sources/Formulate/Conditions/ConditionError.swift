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

/// The errors the lexer and the parser report, worded in one place.
extension ConditionError {
    // MARK: Lexical errors

    /// A character that starts no token.
    static func unknownCharacter(_ character: Character, in source: String, at offset: Int) -> ConditionError {
        let suggestion: String?
        switch character {
        case "=": suggestion = "did you mean '=='?"
        case "&": suggestion = "did you mean '&&'?"
        case "|": suggestion = "did you mean '||'?"
        case "[": suggestion = "write a set in braces: IN {'a', 'b'}"
        case "+", "*", "/", "%": suggestion = "arithmetic is not supported"
        case ".": suggestion = "write a number with a digit before the point, such as 0.5"
        default: suggestion = nil
        }
        let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        let shown =
            isControl
            ? character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            : String(character)
        return ConditionError(
            expression: source, offset: offset, message: "unknown character '\(shown)'", suggestion: suggestion)
    }

    /// A `-` that is not followed by a number.
    static func danglingMinus(in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "expected a number after '-'",
            suggestion: "only number literals can be negative, such as -2.5")
    }

    /// A `$` with no name after it.
    static func missingKeyName(in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "expected a field name after '$'",
            suggestion: "refer to a field by its key, such as $rememberMe or $notifications.sound")
    }

    /// A key path with an empty segment (`$a.`, `$a..b`).
    static func missingKeySegment(_ key: String, in source: String, at offset: Int) -> ConditionError {
        ConditionError(expression: source, offset: offset, message: "expected a name after '.' in '\(key)'")
    }

    /// A string with no closing quote; `offset` is where it opens.
    static func unterminatedString(quote: Character, in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "unterminated string",
            suggestion: "close the string with \(quote)")
    }

    /// A backslash escape other than `\\ \' \" \n \t`; `offset` is where the backslash is.
    static func unknownEscape(_ character: Character, in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "unknown escape '\\\(character)' in string",
            suggestion: "the escapes are \\\\, \\', \\\", \\n and \\t")
    }

    /// A number followed by letters or a second point (`1e5`, `18abc`, `1.2.3`, `5.`).
    static func invalidNumber(_ text: String, in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "invalid number '\(text)'",
            suggestion: "write digits with at most one decimal point, such as 18 or -2.5")
    }

    /// An integer that does not fit in `Int`, or a decimal that does not fit in `Double`.
    static func numberOutOfRange(_ text: String, in source: String, at offset: Int) -> ConditionError {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return ConditionError(
            expression: source, offset: offset, message: "number out of range: \(shown)",
            suggestion: "integers must lie between \(Int.min) and \(Int.max)")
    }

    /// A bare word that is not a keyword.
    static func unknownWord(
        _ word: String, keywords: some Collection<String>, in source: String, at offset: Int
    ) -> ConditionError {
        let lowercased = word.lowercased()
        let suggestion: String
        if ["is", "eq", "equals"].contains(lowercased) {
            suggestion = "compare with '=='"
        } else if let keyword = keywords.first(where: { isLikelyTypo(lowercased, of: $0) }) {
            suggestion = "did you mean '\(keyword.uppercased())'?"
        } else {
            suggestion = "field references start with '$': did you mean '$\(word)'?"
        }
        return ConditionError(
            expression: source, offset: offset, message: "unknown word '\(word)'", suggestion: suggestion)
    }

    /// Whether `word` is one edit or one swap of two letters away from `keyword`.
    private static func isLikelyTypo(_ word: String, of keyword: String) -> Bool {
        guard word.count >= 2 else { return false }
        let distance = ClosestMatch.editDistance(Array(word), Array(keyword))
        return distance <= 1 || (distance == 2 && word.count == keyword.count && word.sorted() == keyword.sorted())
    }

    /// A predicate longer than the limit (``FormLimits/maximumPredicateLength``).
    static func tooLong(_ source: String, limit: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: 0,
            message: "expression too long: \(source.utf8.count) bytes, at most \(limit) "
                + "(FormLimits.maximumPredicateLength)",
            suggestion: "use a closure condition for logic this large, or raise "
                + "FormConfiguration.shared.limits.maximumPredicateLength",
            reason: .conditionLimit)
    }

    // MARK: Syntax errors

    /// A predicate with nothing but white space in it.
    static func empty(_ source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: 0, message: "empty expression",
            suggestion: "write a condition such as $rememberMe == false")
    }

    /// An operand was expected but `found` came instead.
    static func expectedValue(after previous: ConditionToken?, found: ConditionToken, in source: String)
        -> ConditionError
    {
        let after = previous.map { " after \($0.quoted)" } ?? ""
        return ConditionError(
            expression: source, offset: found.offset, message: "expected a value\(after), found \(found.quoted)",
            suggestion: found.kind == .end
                ? nil : "a value is a $field, a number, a string, true, false, nil, NOT … or ( … )")
    }

    /// Something other than `{` after `IN`.
    static func expectedSet(found: ConditionToken, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: found.offset, message: "expected '{' after 'IN', found \(found.quoted)",
            suggestion: "write the values in braces: IN {'pro', 'team'}")
    }

    /// Something other than a literal inside a set.
    static func expectedSetElement(found: ConditionToken, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: found.offset,
            message: "expected a literal value in the set, found \(found.quoted)",
            suggestion: "a set holds numbers, strings, true, false and nil")
    }

    /// Something other than `,` or `}` after an element of a set.
    static func expectedSetSeparator(found: ConditionToken, open: ConditionToken, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: found.offset, message: "expected ',' or '}' in the set, found \(found.quoted)",
            suggestion: "separate the values with commas and close the '{' at position \(open.offset) with '}'")
    }

    /// The predicate ends inside a set.
    static func missingBrace(open: ConditionToken, in source: String, at offset: Int) -> ConditionError {
        ConditionError(
            expression: source, offset: offset, message: "missing '}'",
            suggestion: "add '}' to close the '{' at position \(open.offset)")
    }

    /// Something other than `)` where a parenthesized group should end.
    static func missingParenthesis(open: ConditionToken, found: ConditionToken, in source: String) -> ConditionError {
        if found.kind == .end {
            return ConditionError(
                expression: source, offset: found.offset, message: "missing ')'",
                suggestion: "add ')' to close the '(' at position \(open.offset)")
        }
        return ConditionError(
            expression: source, offset: found.offset,
            message: "expected AND, OR or ')', found \(found.quoted)",
            suggestion: "join conditions with AND or OR, or close the '(' at position \(open.offset) with ')'")
    }

    /// A `)` with no `(` before it.
    static func unmatchedParenthesis(_ token: ConditionToken, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: token.offset, message: "unexpected ')' without a matching '('",
            suggestion: "remove it, or add '(' where the group starts")
    }

    /// A complete expression followed by something that cannot continue it.
    static func expectedEnd(found: ConditionToken, in source: String) -> ConditionError {
        let suggestion: String
        switch found.kind {
        case .not: suggestion = "to test that a value is not in a set, write NOT ($key IN {…})"
        default: suggestion = "join conditions with AND or OR"
        }
        return ConditionError(
            expression: source, offset: found.offset,
            message: "expected AND, OR or the end of the expression, found \(found.quoted)", suggestion: suggestion)
    }

    /// A comparison directly after another (`1 < $a < 5`).
    static func chainedComparison(_ token: ConditionToken, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: token.offset,
            message: "cannot chain comparisons: \(token.quoted) follows another comparison",
            suggestion: "join the comparisons with AND, or group them with parentheses")
    }

    /// Parentheses and `NOT`s nested more deeply than the limit.
    static func nestingTooDeep(_ token: ConditionToken, limit: Int, in source: String) -> ConditionError {
        ConditionError(
            expression: source, offset: token.offset,
            message: "nesting too deep: more than \(limit) levels of parentheses and NOT",
            suggestion: "simplify the expression", reason: .conditionLimit)
    }

    /// A condition (true or false) compared with a number or a string, which is never true:
    /// usually `NOT $x == 'a'`, where `NOT` applies to `$x` alone.
    static func conditionComparedWithValue(
        _ literal: ConditionLiteral, condition: ConditionNode, in source: String
    ) -> ConditionError {
        let kind = literal.value.isNumber ? "a number" : "a string"
        var suggestion: String?
        if case .not = condition {
            suggestion = "NOT applies only to the value right after it; to negate the comparison, write NOT ( … )"
        }
        return ConditionError(
            expression: source, offset: literal.offset,
            message: "compares a condition, which is true or false, with \(kind)", suggestion: suggestion)
    }
}
