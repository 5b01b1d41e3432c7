/// A parsed condition predicate, such as `$age >= 18 AND $country == 'US'`, that decides
/// whether a field or a section is hidden or disabled.
///
/// The language, in the spirit of Eureka's predicate conditions:
///
/// - `$key` is a field's value; `$notifications.sound` reaches into a nested form.
/// - Literals: numbers (`18`, `-2.5`), strings in single or double quotes with the escapes
///   `\\ \' \" \n \t`, `true`, `false`, and `nil` (or `null`).
/// - Comparisons: `== != < <= > >=`, and `$plan IN {'pro', 'team'}` (the value equals one
///   of the literals in the braces; an empty set `{}` contains nothing; a field that holds
///   a list is not "in" a set — look inside lists with a closure condition). Comparisons
///   do not chain: write `1 < $a AND $a < 5`.
/// - From tightest to loosest: `NOT` / `!`, the comparisons, `AND` / `&&`, `OR` / `||`;
///   parentheses group. Keywords are case-insensitive.
/// - A value on its own is a condition that holds when the value is truthy: `true`, a
///   number other than zero, a non-empty string or list, or a date. So `$rememberMe` and
///   `NOT $nickname` work as one would read them.
///
/// Because `NOT` binds tighter than a comparison, `NOT $plan == 'pro'` reads as
/// `(NOT $plan) == 'pro'`; that can never hold, so it is rejected: write
/// `NOT ($plan == 'pro')`.
///
/// Comparisons never fail at evaluation time. `==` and `!=` compare by
/// ``FormValue/isEquivalent(to:)`` (so `1 == 1.0`, `nil` equals a missing value, and
/// strings match case-sensitively); the orderings compare by ``FormValue/compare(to:)``,
/// and values that cannot be ordered, such as a string and a number or anything and `nil`,
/// satisfy none of them (while `!=` holds). ``checkTypes(_:)`` finds such comparisons
/// when the condition is set.
///
/// ```swift
/// let condition = try ConditionExpression("$age >= 18 AND $country == 'US'")
/// condition.references                                  // ["age", "country"]
/// condition.evaluate(["age": 21, "country": "US"])      // true
/// try condition.checkReferences(knownKeys: ["age", "country", "email"])
/// ```
public struct ConditionExpression: Sendable, Hashable, CustomStringConvertible {
    /// How deeply parentheses and `NOT`s may nest: ``FormLimits/maximumDepth``, the one
    /// limit of every nesting in Formulate. Deeper predicates are rejected with a
    /// ``FormDefinitionError`` rather than risk exhausting the stack; it is fixed for that
    /// reason. (The longest predicate accepted is configurable:
    /// ``FormLimits/maximumPredicateLength``.)
    public static let maximumNesting = FormLimits.maximumDepth

    /// The predicate as written.
    public let source: String

    /// The distinct keys the predicate refers to (without `$`), in order of first appearance:
    /// the fields whose changes make the condition worth evaluating again.
    public let references: [String]

    /// Where each of ``references`` first appears (0-based character offsets).
    let referenceOffsets: [Int]

    /// The syntax tree.
    let root: ConditionNode

    /// Parses a predicate.
    ///
    /// - Throws: ``FormDefinitionError`` with one problem, whose ``FormDefinitionError/Problem/location``
    ///   is the position of the first mistake: an empty predicate, an unknown character or
    ///   word, an unterminated string, a missing value, `)` or `}`, a number out of range
    ///   (reason ``FormDefinitionError/Reason/conditionSyntax``), nesting deeper than
    ///   ``maximumNesting`` or a predicate longer than ``FormLimits/maximumPredicateLength``
    ///   (reason ``FormDefinitionError/Reason/conditionLimit``).
    public init(_ source: String) throws(FormDefinitionError) {
        try self.init(source, limits: FormLimits.current)
    }

    /// Parses a predicate under `limits` rather than ``FormConfiguration/shared``'s (for a
    /// predicate longer than ``FormLimits/maximumPredicateLength`` allows by default).
    ///
    /// - Throws: ``FormDefinitionError`` as ``init(_:)`` does.
    public init(_ source: String, limits: FormLimits) throws(FormDefinitionError) {
        do {
            try self.init(parsing: source, limits: limits)
        } catch {
            throw error.definitionError
        }
    }

    /// Parses a predicate, throwing the parser's own error.
    init(parsing source: String, limits: FormLimits = .current) throws(ConditionError) {
        let limit = limits.maximumPredicateLength
        guard source.utf8.count <= limit else {
            throw ConditionError.tooLong(source, limit: limit)
        }
        var parser = try ConditionParser(source)
        self.root = try parser.parse()
        self.source = source
        self.references = parser.references
        self.referenceOffsets = parser.referenceOffsets
    }

    /// Whether the condition holds, reading each field's value through `value`.
    ///
    /// `value` is called with keys from ``references``, only as often as AND and OR need
    /// (and possibly more than once for a key); return `.null` for a field without a value.
    public func evaluate(_ value: (String) -> FormValue) -> Bool {
        root.holds(value)
    }

    /// Whether the condition holds for the values in `values`; a key that is missing
    /// counts as `nil`.
    public func evaluate(_ values: [String: FormValue]) -> Bool {
        root.holds { values[$0] ?? .null }
    }

    /// The predicate as written.
    public var description: String { source }

    /// Two conditions are equal when they are written the same way.
    public static func == (lhs: ConditionExpression, rhs: ConditionExpression) -> Bool {
        lhs.source == rhs.source
    }

    /// Hashes the predicate as written.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}

extension ConditionExpression {
    /// Checks that every `$key` names a field that exists.
    ///
    /// ```swift
    /// let condition = try ConditionExpression("$rememberme == false")
    /// try condition.checkReferences(knownKeys: ["email", "rememberMe"])
    /// // unknown field '$rememberme' at position 0 in "$rememberme == false" (did you mean '$rememberMe'?)
    /// ```
    ///
    /// - Parameter knownKeys: the key paths of the form's fields (`"notifications.sound"`
    ///   for a field of a nested form).
    /// - Throws: ``FormDefinitionError`` (reason ``FormDefinitionError/Reason/conditionUnknownField``)
    ///   at the first unknown key's first appearance, suggesting the closest known key, or
    ///   listing the known keys when none is close.
    public func checkReferences(knownKeys: some Collection<String>) throws(FormDefinitionError) {
        do {
            try checkReferences(among: Set(knownKeys), knownKeys: knownKeys)
        } catch {
            throw error.definitionError
        }
    }

    /// ``checkReferences(knownKeys:)`` with the keys already in a set, for a form that
    /// checks many conditions against the same keys.
    func checkReferences(among known: Set<String>, knownKeys: some Collection<String>) throws(ConditionError) {
        for (key, offset) in zip(references, referenceOffsets) where !known.contains(key) {
            throw ConditionError.unknownField(key, knownKeys: knownKeys, in: source, at: offset)
        }
    }

    /// Checks that no comparison mixes kinds of values that could never compare true, such
    /// as a number field with a string literal (`$age == '18'`), a Boolean field with a
    /// number, or two fields of different kinds.
    ///
    /// `nil` compares with anything, and a key for which `category` returns `nil` is not
    /// checked. In `IN {…}` each literal is checked against the value tested.
    ///
    /// - Parameter category: the kind of value each key's field holds, or `nil` when unknown.
    /// - Throws: ``FormDefinitionError`` (reason ``FormDefinitionError/Reason/conditionTypeMismatch``)
    ///   at the first mismatch: at the literal when a field is compared with a literal,
    ///   naming the field and what it holds.
    public func checkTypes(_ category: (String) -> ValueCategory?) throws(FormDefinitionError) {
        do {
            try root.checkTypes(category, in: source)
        } catch {
            throw error.definitionError
        }
    }
}
