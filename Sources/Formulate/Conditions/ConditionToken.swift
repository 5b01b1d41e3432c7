/// One lexical unit of a condition predicate, with where it starts in the source.
struct ConditionToken: Sendable, Hashable {
    /// What the token is.
    enum Kind: Sendable, Hashable {
        /// A field reference, `$name` or `$a.b.c`; the payload is the key path without `$`.
        case key(String)
        /// A number, string, `true`, `false` or `nil`/`null` literal.
        case literal(FormValue)
        /// `AND` or `&&`.
        case and
        /// `OR` or `||`.
        case or
        /// `NOT` or `!`.
        case not
        /// `IN`.
        case `in`
        /// `==`, `!=`, `<`, `<=`, `>` or `>=`.
        case comparison(ConditionOperator)
        /// `(`.
        case openParenthesis
        /// `)`.
        case closeParenthesis
        /// `{`.
        case openBrace
        /// `}`.
        case closeBrace
        /// `,`.
        case comma
        /// The end of the source.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The token as written (`"AND"`, `"&&"`, `"'US'"`); empty for ``Kind/end``.
    var text: String
    /// The 0-based offset, in characters, of the token's first character.
    var offset: Int
    /// The 0-based offset, in UTF-8 bytes, of the token's first character.
    var utf8Offset: Int

    /// How the token is quoted in an error message: `'AND'`, or "the end of the expression".
    var quoted: String {
        if case .end = kind { return "the end of the expression" }
        let limit = 40
        if text.count > limit { return "'\(text.prefix(limit))…'" }
        return "'\(text)'"
    }
}
