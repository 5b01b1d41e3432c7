/// Writes a parsed pattern in the dialects renderers need, or refuses.
///
/// Two dialects, one subset:
/// - **HTML** (`html`): the body of an `<input pattern>`, which browsers compile as
///   `^(?:body)$` with the `v` flag.
/// - **Portable** (`portable`): text that ECMAScript with the `u` flag, Python's `re` and ICU
///   all read with the same meaning; JSON Schema's `pattern` is this text, anchored.
///
/// Only what means the same in every engine is written: literals, `.` (spelled out as ICU
/// means it), classes with ranges, `\d` as `[0-9]` (which the server also means), groups,
/// `(?:...)`, lookaheads, alternatives, greedy and lazy quantifiers, `^` and `\A` that start
/// and `$` and `\z` that end a top-level alternative, and a back-reference to a group
/// earlier in the same sequence. HTML may also use general categories (`\p{L}`), which
/// Python's `re` lacks. Everything else — inline flags, `\w`, `\s`, `\b`, possessive
/// quantifiers, atomic groups, lookbehind, named groups, nested classes and class
/// operations, POSIX classes, `\Q...\E` — has no common spelling with the same meaning,
/// and the translation is `nil`.
enum RegexTranslator {
    /// The dialect to write.
    enum Dialect { case html, portable }

    /// The longest pattern translated, in Unicode scalars.
    static let maximumLength = 1000

    /// ICU's `.` without the `s` flag: anything but a line terminator. ECMAScript's `.`
    /// also matches U+000B, U+000C and U+0085, and Python's matches everything but `\n`.
    static let dot = "[^\\n\\u000B\\f\\r\\u0085\\u2028\\u2029]"

    /// The end of the text in every dialect: Python's `$` also matches before a final `\n`,
    /// ICU's before any final line terminator.
    static let textEnd = "(?![\\s\\S])"

    /// Characters escaped outside classes.
    private static let syntaxCharacters: Set<Unicode.Scalar> = [
        "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/",
    ]
    /// Characters escaped inside classes (what the `v` flag demands, and `^`).
    private static let classSyntaxCharacters: Set<Unicode.Scalar> = [
        "(", ")", "[", "]", "{", "}", "/", "-", "\\", "|", "^",
    ]
    /// Characters that the `v` flag reserves when doubled in a class (`!!`), and Python warns about.
    static let doublePunctuators: Set<Unicode.Scalar> = [
        "&", "!", "#", "$", "%", "*", "+", ",", ".", ":", ";", "<", "=", ">", "?", "@", "^", "`", "~",
    ]

    /// The character `c` as a literal: escaped if it is syntax, as `\uXXXX` if it is a
    /// control or an invisible separator, otherwise as itself.
    static func literal(_ c: Unicode.Scalar, inClass: Bool) -> String {
        if (inClass ? classSyntaxCharacters : syntaxCharacters).contains(c) { return "\\" + String(c) }
        switch c.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return c.value <= 0xFFFF ? unicodeEscape(c.value) : String(c)
        case .spaceSeparator where c != " ":
            return unicodeEscape(c.value)
        default:
            return String(c)
        }
    }

    /// `\uXXXX` for a value of the Basic Multilingual Plane, in upper-case hexadecimal.
    static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The pattern `root` in `dialect`, or `nil` when some part cannot be written with the
    /// same meaning.
    static func translate(_ root: RegexNode, to dialect: Dialect) -> String? {
        var writer = Writer(dialect: dialect)
        let branches: [RegexNode]
        if case .alternation(let alternatives, _) = root { branches = alternatives } else { branches = [root] }
        var texts: [String] = []
        for branch in branches {
            guard let text = writer.topLevelBranch(branch) else { return nil }
            texts.append(text)
        }
        return texts.joined(separator: "|")
    }

    /// Walks the tree for one dialect.
    private struct Writer {
        let dialect: Dialect

        /// A top-level alternative: its leading `^`/`\A` and trailing `$`/`\z` are written as
        /// `^` and `$` (inside the whole-text anchors they change nothing); anchors elsewhere
        /// are refused.
        mutating func topLevelBranch(_ branch: RegexNode) -> String? {
            var items: [RegexNode]
            if case .sequence(let sequence) = branch { items = sequence } else { items = [branch] }
            var prefix = ""
            var suffix = ""
            while case .anchor(let anchor, _)? = items.first, anchor == .lineStart || anchor == .textStart {
                prefix += "^"
                items.removeFirst()
            }
            while case .anchor(let anchor, _)? = items.last, anchor == .lineEnd || anchor == .textEnd {
                suffix += "$"
                items.removeLast()
            }
            guard let body = sequence(items) else { return nil }
            return prefix + body + suffix
        }

        func node(_ node: RegexNode) -> String? {
            switch node {
            case .empty:
                return ""
            case .atom(let atom):
                return dialect == .html ? atom.translation.html : atom.translation.portable
            case .sequence(let items):
                return sequence(items)
            case .alternation(let branches, _):
                var texts: [String] = []
                for branch in branches {
                    guard let text = self.node(branch) else { return nil }
                    texts.append(text)
                }
                return texts.joined(separator: "|")
            case .group(let body, let kind, _):
                let opening: String
                switch kind {
                case .capturing: opening = "("
                case .nonCapturing: opening = "(?:"
                case .lookahead(let negated): opening = negated ? "(?!" : "(?="
                case .lookbehind, .named, .atomic, .flagged: return nil
                }
                return self.node(body).map { opening + $0 + ")" }
            case .repetition(let body, let quantifier):
                guard quantifier.mode != .possessive, let text = self.node(body) else { return nil }
                return text + quantifier.text + (quantifier.mode == .lazy ? "?" : "")
            case .anchor, .backreference, .serverOnly:
                return nil
            }
        }

        /// Items one after the other. A back-reference is written only to a capturing group
        /// that is an earlier item of the same sequence: it has then always taken part in the
        /// match, where the dialects agree (ECMAScript matches an unset group's reference
        /// with the empty text, Python and ICU fail).
        func sequence(_ items: [RegexNode]) -> String? {
            var text = ""
            var groupsBefore: Set<Int> = []
            for item in items {
                switch item {
                case .backreference(let group?, _) where groupsBefore.contains(group):
                    text += "(?:\\\(group))"
                case .group(_, .capturing(let number), _):
                    guard let part = node(item) else { return nil }
                    text += part
                    groupsBefore.insert(number)
                default:
                    guard let part = node(item) else { return nil }
                    text += part
                }
            }
            return text
        }
    }

    /// Builds the translation of a class `[...]` member by member.
    struct ClassWriter {
        private struct Member {
            var text: RegexAtomTranslation
            /// The first and last characters written as themselves, for the doubled
            /// punctuator check.
            var rawFirst: Unicode.Scalar?
            var rawLast: Unicode.Scalar?
        }

        private let negated: Bool
        private var members: [Member] = []
        private var isRefused = false

        init(negated: Bool) {
            self.negated = negated
        }

        /// Gives up: the class has no translation (a nested class, an operator).
        mutating func refuse() { isRefused = true }

        /// Adds a character (`scalar`) or a set (`nil`) written as `text`.
        mutating func add(_ scalar: Unicode.Scalar?, _ text: RegexAtomTranslation) {
            let raw = Self.raw(scalar, text)
            members.append(Member(text: text, rawFirst: raw, rawLast: raw))
        }

        /// Turns the last character added into a range from it to `high`.
        mutating func replaceLastWithRange(
            from low: (Unicode.Scalar, RegexAtomTranslation), to high: (Unicode.Scalar, RegexAtomTranslation)
        ) {
            guard !members.isEmpty else { return refuse() }
            members.removeLast()
            let html = low.1.html.flatMap { l in high.1.html.map { l + "-" + $0 } }
            let portable = low.1.portable.flatMap { l in high.1.portable.map { l + "-" + $0 } }
            members.append(
                Member(
                    text: RegexAtomTranslation(html: html, portable: portable),
                    rawFirst: Self.raw(low.0, low.1), rawLast: Self.raw(high.0, high.1)))
        }

        /// The class's translation.
        var translation: RegexAtomTranslation {
            guard !isRefused else { return .none }
            var previousRaw: Unicode.Scalar?
            for member in members {
                if let raw = member.rawFirst, raw == previousRaw, RegexTranslator.doublePunctuators.contains(raw) {
                    return .none
                }
                previousRaw = member.rawLast
            }
            let opening = negated ? "[^" : "["
            func join(_ texts: [String?]) -> String? {
                var result = opening
                for text in texts {
                    guard let text else { return nil }
                    result += text
                }
                return result + "]"
            }
            return RegexAtomTranslation(
                html: join(members.map(\.text.html)), portable: join(members.map(\.text.portable)))
        }

        private static func raw(_ scalar: Unicode.Scalar?, _ text: RegexAtomTranslation) -> Unicode.Scalar? {
            guard let scalar, text.portable == String(scalar) else { return nil }
            return scalar
        }
    }
}
