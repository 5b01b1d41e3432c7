/// A parsed pattern: the tree the backtracking analysis and the translations walk.
///
/// Offsets count Unicode scalars from the start of the pattern, from 0.
indirect enum RegexNode: Sendable {
    /// Matches the empty text.
    case empty
    /// One character of a set.
    case atom(RegexAtom)
    /// `^`, `$`, `\A`, `\z` and other zero-width assertions.
    case anchor(RegexAnchor, offset: Int)
    /// Items matched one after the other.
    case sequence([RegexNode])
    /// Alternatives; `offset` is that of the first `|`.
    case alternation([RegexNode], offset: Int)
    /// A group `(...)`, `(?:...)`, a lookaround, a named or atomic group; `offset` is that of
    /// its `(`.
    case group(RegexNode, RegexGroupKind, offset: Int)
    /// A repeated item.
    case repetition(RegexNode, RegexQuantifier)
    /// `\1`...`\9` or `\k<name>`: the text a group captured.
    case backreference(group: Int?, offset: Int)
    /// Syntax that changes nothing the analysis sees but has no equivalent in the other
    /// dialects: inline flags `(?i)`, comments `(?#...)`.
    case serverOnly(offset: Int)
}

/// One character matched by a literal, an escape, `.` or a class `[...]`.
struct RegexAtom: Sendable {
    /// The characters it can match (a superset when not exact).
    var set: RegexCharacterSet
    /// How it is written in the dialects, or `nil` where it cannot be written with the same
    /// meaning.
    var translation: RegexAtomTranslation
    /// Where it starts in the pattern.
    var offset: Int
}

/// How an atom is written for ECMAScript (HTML's `pattern`, `v` flag) and for the portable
/// dialect of JSON Schema (ECMAScript with the `u` flag, Python's `re` and ICU alike).
struct RegexAtomTranslation: Sendable {
    /// The text in HTML's dialect, or `nil`.
    var html: String?
    /// The text in the portable dialect, or `nil`.
    var portable: String?

    /// The same text in both dialects.
    static func both(_ text: String?) -> RegexAtomTranslation { RegexAtomTranslation(html: text, portable: text) }
    /// No translation.
    static let none = RegexAtomTranslation(html: nil, portable: nil)
}

/// A zero-width assertion.
enum RegexAnchor: Sendable, Equatable {
    /// `^`: the start of the text (or of a line with the `m` flag).
    case lineStart
    /// `$`: the end of the text, or before a line terminator that ends it.
    case lineEnd
    /// `\A`: the start of the text.
    case textStart
    /// `\z`: the end of the text.
    case textEnd
    /// `\Z`, `\b`, `\B`, `\G`, and `^` or `$` under the `m` flag: assertions with no
    /// portable equivalent.
    case other
}

/// What a group is.
enum RegexGroupKind: Sendable, Equatable {
    /// `(...)`, numbered from 1 in the order of the `(`.
    case capturing(number: Int)
    /// `(?:...)`.
    case nonCapturing
    /// `(?=...)` or, negated, `(?!...)`.
    case lookahead(negated: Bool)
    /// `(?<=...)` or, negated, `(?<!...)`.
    case lookbehind(negated: Bool)
    /// `(?<name>...)`, numbered with the other capturing groups.
    case named(number: Int)
    /// `(?>...)`.
    case atomic
    /// `(?i:...)` and other flags for the group.
    case flagged

    /// Whether the group matches no text of its own (it only looks).
    var isLookaround: Bool {
        switch self {
        case .lookahead, .lookbehind: return true
        default: return false
        }
    }
}

/// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, greedy, lazy (`*?`) or possessive (`*+`).
struct RegexQuantifier: Sendable {
    /// How matching chooses the number of repetitions.
    enum Mode: Sendable { case greedy, lazy, possessive }

    /// The fewest repetitions.
    var minimum: Int
    /// The most repetitions, `nil` for no limit.
    var maximum: Int?
    var mode: Mode
    /// The quantifier as written, without its `?` or `+` suffix (`*`, `{2,}`).
    var text: String
    /// Where the quantifier starts in the pattern.
    var offset: Int

    /// Whether the body can be matched more than once.
    var repeats: Bool { maximum.map { $0 > 1 } ?? true }
}

extension RegexNode {
    /// Whether the node can match the empty text (assertions, lookarounds, flags and
    /// back-references can).
    var canMatchEmpty: Bool {
        switch self {
        case .empty, .anchor, .backreference, .serverOnly: return true
        case .atom: return false
        case .sequence(let parts): return parts.allSatisfy(\.canMatchEmpty)
        case .alternation(let options, _): return options.contains { $0.canMatchEmpty }
        case .group(let body, let kind, _): return kind.isLookaround || body.canMatchEmpty
        case .repetition(let body, let quantifier): return quantifier.minimum == 0 || body.canMatchEmpty
        }
    }

    /// The offset of the first lazy repetition, allowed more than once, of something that can
    /// match the empty text (`(a?)*?`), if any.
    var lazyRepetitionOfEmptyMatch: Int? {
        switch self {
        case .empty, .atom, .anchor, .backreference, .serverOnly: return nil
        case .sequence(let parts): return parts.lazy.compactMap(\.lazyRepetitionOfEmptyMatch).first
        case .alternation(let options, _): return options.lazy.compactMap(\.lazyRepetitionOfEmptyMatch).first
        case .group(let body, _, _): return body.lazyRepetitionOfEmptyMatch
        case .repetition(let body, let quantifier):
            if quantifier.mode == .lazy, quantifier.repeats, body.canMatchEmpty { return quantifier.offset }
            return body.lazyRepetitionOfEmptyMatch
        }
    }
}
