import Foundation

/// A regular expression for a ``ValidationRule/regex(_:message:)-(RegexPattern,_)`` rule: read once, refused
/// when it could make the server backtrack for a long time, matched against whole values of
/// bounded length, and carried to HTML and JSON Schema only where it means the same there.
///
/// The syntax is ICU's (`NSRegularExpression`), with two guarantees:
///
/// - **Bounded work.** A pattern that can backtrack exponentially — a repetition of a
///   repetition (`(a+)+`, `(a*)*`), a repetition of alternatives that can match alike
///   (`(a|a)*`, `(a|ab)*`, `(\w|\d)+`), a counted repetition of such things (`(.*a){20}`) —
///   or in more than quadratic time (`a*a*a*b`) is refused when it is made, with the
///   offset of the culprit: other engines given the pattern (a JSON Schema validator) would
///   backtrack on it. Values longer than ``maximumInputLength`` (1,000 Unicode scalars
///   unless set) are refused without running the pattern. What is accepted is matched in
///   time linear in the length of the value, with one table lookup per scalar
///   (``matchesInLinearTime``): the server builds a deterministic automaton of the pattern
///   when it is made, so `^[a-z]*[a-z]*[0-9]$`, which costs ICU the square of the length,
///   costs no more than `^[a-z]*[0-9]$`. Only patterns that need ICU's backtracking matcher
///   (lookarounds, back-references, `(?i)`, `\b`... see ``matchesInLinearTime``) are
///   matched by ICU, and those are refused from quadratic up (`(?i)a*a*b`).
/// - **One meaning.** `\d` and `\D` mean the ASCII digits `[0-9]` and their complement, as in
///   browsers, rather than ICU's any decimal digit (`٣`): write `\p{Nd}` for those. Every
///   other construct keeps ICU's meaning on the server. ``htmlPattern`` and ``schemaPattern``
///   give the pattern in the browsers' and JSON Schema's dialects when it can be written
///   there with exactly the same meaning, and are `nil` otherwise (`\w`, `\s`, `\b` and
///   `(?i)` differ between engines; possessive quantifiers, lookbehind and POSIX classes are
///   missing from some): a renderer then leaves the check to the server.
///
/// The pattern is matched against the whole value: `^` and `$` are implied.
///
/// ```swift
/// let code = try RegexPattern("[A-Z]{3}-[0-9]{3}")
/// code.matches("ABC-123")   // true
/// code.htmlPattern          // "[A-Z]{3}-[0-9]{3}"
/// code.schemaPattern        // "^(?:[A-Z]{3}-[0-9]{3})(?![\\s\\S])"
///
/// try RegexPattern("^(a+)+$")   // throws: nested quantifier at offset 5
/// let risky = try RegexPattern("^(a+)+$", allowsBacktracking: true, maximumInputLength: 20)
/// ```
public struct RegexPattern: Sendable, Hashable, CustomStringConvertible {
    /// The longest value a pattern is run on unless told otherwise, in Unicode scalars.
    public static let defaultMaximumInputLength = 1_000

    /// The pattern as written.
    public let source: String
    /// Whether the pattern was accepted without the backtracking check.
    public let allowsBacktracking: Bool
    /// The longest value, in Unicode scalars, that the pattern is run on; longer values fail.
    public let maximumInputLength: Int
    /// The ICU pattern the server matches: ``source`` with `\d` and `\D` written `[0-9]` and
    /// `[^0-9]`, wrapped so that only the whole value counts.
    public let serverPattern: String
    /// The pattern as an HTML `pattern` attribute (ECMAScript, compiled by browsers with the
    /// `v` flag as `^(?:...)$`), or `nil` when no browser pattern means the same.
    public let htmlPattern: String?
    /// The pattern as a JSON Schema `pattern`: anchored to the whole value
    /// (`^(?:...)(?![\s\S])`, since Python's `$` also matches before a final line feed) and
    /// written so that ECMAScript with the `u` flag, Python's `re` and ICU all read it with
    /// this meaning; `nil` when that is not possible.
    public let schemaPattern: String?
    /// What a matching value is, in words a person reads ("a 5-digit ZIP code, like 12345"),
    /// for the patterns built-in rules imply; `nil` for a pattern of your own. A renderer says
    /// it in place of the pattern. It is not part of the pattern's identity (`==`).
    public private(set) var explanation: String?

    private let matcher: RegexMatcher

    /// Reads, checks and compiles `source`.
    ///
    /// - Parameters:
    ///   - source: The regular expression (ICU syntax), matched against whole values.
    ///   - allowsBacktracking: Accept a pattern that can backtrack exponentially or in more
    ///     than quadratic time (quadratic for a pattern only ICU can match). Only for
    ///     patterns you trust, with a small `maximumInputLength`: such a pattern is matched
    ///     by ICU, and `(a+)+` on 30 characters already takes seconds.
    ///   - maximumInputLength: The longest value, in Unicode scalars, the pattern is run on
    ///     (0 or more). A longer value fails the rule with a message that says so.
    /// - Throws: ``FormDefinitionError`` with reason
    ///   ``FormDefinitionError/Reason/invalidPattern`` when `source` is not a regular
    ///   expression or uses syntax this type does not read (the `x` flag, `\X`, `\R`...), and
    ///   ``FormDefinitionError/Reason/backtrackingPattern`` when it can backtrack for a long
    ///   time and `allowsBacktracking` is `false`. Each message names the pattern and the
    ///   offset of the problem.
    public init(
        _ source: String, allowsBacktracking: Bool = false, maximumInputLength: Int = defaultMaximumInputLength
    ) throws(FormDefinitionError) {
        guard maximumInputLength >= 0 else { throw FormDefinitionError.negativeInputLength(maximumInputLength) }
        // ICU first, so that only patterns it compiles are read here.
        guard RegexMatcher(compiling: source) != nil else { throw FormDefinitionError.invalidPattern(source) }
        var parser = RegexParser(source)
        let root: RegexNode
        do {
            root = try parser.parse()
        } catch {
            throw FormDefinitionError.unsupportedPattern(source, error)
        }
        let hazard = RegexAmbiguity.hazard(in: root)
        if !allowsBacktracking, let hazard { throw FormDefinitionError.backtrackingPattern(source, hazard) }
        var linearMatcher: RegexLinearMatcher?
        // An opted-in hazard stays with ICU: with a repetition of a repetition that can match
        // empty (`(a*)*?`), ICU gives up on texts the pattern's language holds.
        if hazard == nil {
            do {
                linearMatcher = try RegexLinearMatcher(root)
            } catch {
                // Left to ICU, a lazy repetition of an empty match runs until ICU gives up.
                if !allowsBacktracking, let offset = root.lazyRepetitionOfEmptyMatch {
                    throw FormDefinitionError.backtrackingPattern(source, .lazyEmptyRepetition(offset: offset))
                }
                // Left to ICU, a repetition after another one would cost the square of the length.
                if !allowsBacktracking,
                    case .polynomial(let offsets)? = RegexAmbiguity.hazard(in: root, refusingQuadratic: true)
                {
                    throw FormDefinitionError.backtrackingPattern(
                        source, .quadratic(offsets: offsets, construct: error.reason))
                }
            }
        }
        let server = parser.serverSource
        guard let matcher = RegexMatcher(wholeValue: server, linear: linearMatcher) else {
            throw FormDefinitionError.invalidPattern(source)
        }
        self.source = source
        self.allowsBacktracking = allowsBacktracking
        self.maximumInputLength = maximumInputLength
        self.serverPattern = RegexMatcher.wholeValue(server)
        self.matcher = matcher
        let isShort = source.unicodeScalars.count <= RegexTranslator.maximumLength
        htmlPattern = isShort ? RegexTranslator.translate(root, to: .html) : nil
        schemaPattern =
            isShort
            ? RegexTranslator.translate(root, to: .portable).map { "^(?:" + $0 + ")" + RegexTranslator.textEnd } : nil
    }

    /// The pattern with `explanation` as its ``explanation``.
    func explained(_ explanation: String) -> RegexPattern {
        var pattern = self
        pattern.explanation = explanation
        return pattern
    }

    /// Whether `text` is no longer than ``maximumInputLength`` Unicode scalars (counted only
    /// as far as the limit).
    public func isWithinInputLimit(_ text: String) -> Bool {
        // Every scalar takes at least one UTF-8 byte.
        if text.utf8.count <= maximumInputLength { return true }
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > maximumInputLength { return false }
        }
        return true
    }

    /// Whether the whole of `text` matches; `false` without matching when `text` is longer
    /// than ``maximumInputLength``.
    public func matches(_ text: String) -> Bool {
        isWithinInputLimit(text) && matcher.matches(text)
    }

    /// Whether the server matches values in time linear in their length, with an automaton
    /// built when the pattern was made, rather than with ICU's backtracking matcher.
    ///
    /// It does for every pattern that passes the backtracking check (one opted in with
    /// `allowsBacktracking` that fails it stays with ICU) and has no lookaround,
    /// back-reference, atomic group, possessive repetition, `\b`, `\B`, `\G`, `\Z`, anchor
    /// under the `m` flag, `$` that a line terminator may follow, or characters only ICU can
    /// match exactly (the `i` flag, `[:name:]` classes, script properties, `&&` and `--` in
    /// classes, the `s` flag's dot), and whose automaton needs at most 4,096 states and 1,024
    /// characters once counted repetitions are written out.
    public var matchesInLinearTime: Bool { matcher.linear != nil }

    /// The ``source``.
    public var description: String { source }

    /// Whether two patterns have the same source and the same limits.
    public static func == (lhs: RegexPattern, rhs: RegexPattern) -> Bool {
        lhs.source == rhs.source && lhs.allowsBacktracking == rhs.allowsBacktracking
            && lhs.maximumInputLength == rhs.maximumInputLength
    }

    /// Hashes the source and the limits (what `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(allowsBacktracking)
        hasher.combine(maximumInputLength)
    }
}

/// A compiled ICU regular expression that matches whole values.
///
/// `NSRegularExpression` is immutable once created and documented as safe to use from
/// several threads at once; this box states that on every platform (not every SDK marks
/// the class `Sendable`), which is why `@unchecked Sendable` is sound here.
final class RegexMatcher: @unchecked Sendable {
    /// The pattern wrapped in `\A(?:...)\z`, so that only a match of the whole string counts
    /// (alternations such as `a|ab` backtrack to cover the whole string).
    private let wholeString: NSRegularExpression
    /// The linear-time matcher that answers instead of ICU, when the pattern has one.
    let linear: RegexLinearMatcher?

    /// `pattern` wrapped so that only a match of the whole value counts.
    static func wholeValue(_ pattern: String) -> String { "\\A(?:" + pattern + ")\\z" }

    /// Compiles `pattern` to match whole values, or returns `nil` when it is not a valid
    /// regular expression.
    init?(wholeValue pattern: String, linear: RegexLinearMatcher? = nil) {
        // Compile the pattern alone first so that an unbalanced ")" cannot pair with the wrapper.
        guard (try? NSRegularExpression(pattern: pattern)) != nil,
            let wrapped = try? NSRegularExpression(pattern: Self.wholeValue(pattern))
        else { return nil }
        wholeString = wrapped
        self.linear = linear
    }

    /// Compiles `pattern` as it is, or returns `nil` when it is not a valid regular expression.
    init?(compiling pattern: String) {
        guard let compiled = try? NSRegularExpression(pattern: pattern) else { return nil }
        wholeString = compiled
        linear = nil
    }

    /// Whether the whole of `text` matches (for a matcher made with ``init(wholeValue:)``).
    func matches(_ text: String) -> Bool {
        if let linear { return linear.matches(text) }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return wholeString.firstMatch(in: text, options: [], range: range) != nil
    }
}
