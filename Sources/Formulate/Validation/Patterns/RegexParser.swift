/// Reads the ICU pattern syntax that ``RegexPattern`` accepts into a ``RegexNode`` tree.
///
/// The parser reads a pattern `NSRegularExpression` has already compiled, so it only has to
/// be faithful, not to diagnose every mistake: whatever it does not recognise for certain
/// (the `x` flag, `\X`, `\R`, an unknown letter escape, a `-` in a class that ICU may read
/// either way) is refused, with its offset, rather than guessed. Its other product is the
/// pattern the server compiles: the source with `\d` and `\D` spelled `[0-9]` and `[^0-9]`,
/// so that `\d` means the same ASCII digits on the server as in a browser and in JSON Schema.
struct RegexParser {
    /// Why a pattern was refused, and where.
    struct Failure: Error, Equatable {
        /// The offset of the refused syntax, in Unicode scalars from 0.
        var offset: Int
        /// What was refused, for a person ("the x flag (free spacing)").
        var reason: String
    }

    /// The flags that change what an atom matches.
    struct Flags {
        var ignoresCase = false
        var dotMatchesLineTerminators = false
        var multiline = false
    }

    /// How deeply groups and classes may nest.
    static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    var position = 0
    var flags = Flags()
    var depth = 0
    /// How many capturing groups (named or not) have been opened.
    private(set) var groupCount = 0
    /// Pieces of the source the server's pattern spells differently.
    var rewrites: [(range: Range<Int>, text: String)] = []

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Parses the whole pattern.
    mutating func parse() throws(Failure) -> RegexNode {
        let node = try parseAlternation()
        guard position == scalars.count else { throw Failure(offset: position, reason: "an unbalanced \")\"") }
        return node
    }

    /// The pattern for the server: the source with its rewrites applied.
    var serverSource: String {
        var text = String.UnicodeScalarView()
        var index = 0
        for rewrite in rewrites.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            text.append(contentsOf: scalars[index..<rewrite.range.lowerBound])
            text.append(contentsOf: rewrite.text.unicodeScalars)
            index = rewrite.range.upperBound
        }
        text.append(contentsOf: scalars[index...])
        return String(text)
    }

    // MARK: - Structure

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func parseAlternation() throws(Failure) -> RegexNode {
        var branches = [try parseSequence()]
        var barOffset: Int?
        while peek() == "|" {
            barOffset = barOffset ?? position
            position += 1
            branches.append(try parseSequence())
        }
        guard let barOffset else { return branches[0] }
        return .alternation(branches, offset: barOffset)
    }

    private mutating func parseSequence() throws(Failure) -> RegexNode {
        var items: [RegexNode] = []
        var lastIsQuantifiable = false
        while let c = peek(), c != "|", c != ")" {
            if c == "*" || c == "+" || c == "?" || c == "{" {
                let offset = position
                guard lastIsQuantifiable, let last = items.popLast() else {
                    throw Failure(offset: offset, reason: "a quantifier with nothing to repeat")
                }
                items.append(.repetition(last, try parseQuantifier()))
                lastIsQuantifiable = false
                if let next = peek(), next == "*" || next == "+" || next == "?" || next == "{" {
                    throw Failure(offset: position, reason: "a quantifier after a quantifier")
                }
                continue
            }
            let (parsed, quantifiable) = try parseItems()
            items.append(contentsOf: parsed)
            // `\Q\E` quotes nothing: a quantifier after it would repeat what came before.
            lastIsQuantifiable = quantifiable && !parsed.isEmpty
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`, then `?` (lazy) or `+` (possessive).
    private mutating func parseQuantifier() throws(Failure) -> RegexQuantifier {
        let start = position
        let c = scalars[position]
        position += 1
        var minimum = 0
        var maximum: Int?
        switch c {
        case "*": break
        case "+": minimum = 1
        case "?": maximum = 1
        default:
            minimum = try count(at: start)
            maximum = minimum
            if peek() == "," {
                position += 1
                maximum = peek().map { ("0"..."9").contains($0) } == true ? try count(at: start) : nil
            }
            guard peek() == "}" else { throw Failure(offset: start, reason: "an unfinished {n,m} repetition") }
            position += 1
            if let maximum, maximum < minimum {
                throw Failure(offset: start, reason: "a repetition {n,m} whose m is smaller than n")
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<position]))
        var mode = RegexQuantifier.Mode.greedy
        if peek() == "?" {
            mode = .lazy
            position += 1
        } else if peek() == "+" {
            mode = .possessive
            position += 1
        }
        return RegexQuantifier(minimum: minimum, maximum: maximum, mode: mode, text: text, offset: start)
    }

    /// The decimal number of a `{n,m}` repetition.
    mutating func count(at start: Int) throws(Failure) -> Int {
        var digits = ""
        while let c = peek(), ("0"..."9").contains(c) {
            digits.unicodeScalars.append(c)
            position += 1
        }
        guard !digits.isEmpty else { throw Failure(offset: start, reason: "a {n,m} repetition without a number") }
        guard digits.count <= 6, let value = Int(digits) else {
            throw Failure(offset: start, reason: "a repetition count above 999999")
        }
        return value
    }

    /// The next items (several for `\Q...\E`), and whether a quantifier may follow.
    private mutating func parseItems() throws(Failure) -> ([RegexNode], Bool) {
        let start = position
        guard let c = peek() else { return ([], false) }
        switch c {
        case "(":
            return try parseGroup()
        case "[":
            return ([.atom(try parseClass())], true)
        case ".":
            position += 1
            // ICU's dot-all `.` takes "\r\n" as one character: no set of scalars says that.
            let set: RegexCharacterSet =
                flags.dotMatchesLineTerminators ? .unknown : RegexCharacterSet.lineTerminators.inverted()
            return ([.atom(RegexAtom(set: set, translation: .both(RegexTranslator.dot), offset: start))], true)
        case "^":
            position += 1
            return ([.anchor(flags.multiline ? .other : .lineStart, offset: start)], false)
        case "$":
            position += 1
            return ([.anchor(flags.multiline ? .other : .lineEnd, offset: start)], false)
        case "}":
            throw Failure(offset: start, reason: "an unescaped \"}\"")
        case "\\":
            return try parseEscapeOutsideClass()
        default:
            position += 1
            return ([.atom(literal(c, written: nil, offset: start))], true)
        }
    }

    /// An atom for the character `c`, written in the pattern as `written` (an escape) or as itself.
    func literal(_ c: Unicode.Scalar, written: String?, offset: Int) -> RegexAtom {
        let set = RegexCharacterSet.scalar(c)
        let text = written ?? RegexTranslator.literal(c, inClass: false)
        return RegexAtom(set: flags.ignoresCase ? set.ignoringCase() : set, translation: .both(text), offset: offset)
    }

    // MARK: - Groups

    private mutating func parseGroup() throws(Failure) -> ([RegexNode], Bool) {
        let start = position
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw Failure(offset: start, reason: "groups nested more than \(Self.maximumDepth) deep")
        }
        var kind: RegexGroupKind
        // The flags after the group: the ones before it, but after `(?i)` its own.
        var flagsAfter = flags
        defer { flags = flagsAfter }
        if peek() == "?" {
            position += 1
            switch peek() {
            case ":":
                kind = .nonCapturing
                position += 1
            case "=", "!":
                kind = .lookahead(negated: peek() == "!")
                position += 1
            case ">":
                kind = .atomic
                position += 1
            case "#":
                while let c = peek(), c != ")" { position += 1 }
                guard peek() == ")" else { throw Failure(offset: start, reason: "an unclosed (?# comment") }
                position += 1
                return ([.serverOnly(offset: start)], false)
            case "<" where peek(1) == "=" || peek(1) == "!":
                kind = .lookbehind(negated: peek(1) == "!")
                position += 2
            case "<":
                position += 1
                try groupName(start: start)
                groupCount += 1
                kind = .named(number: groupCount)
            default:
                let isScoped = try parseFlags(start: start)
                guard isScoped else {
                    // `(?i)`: the flags hold to the end of the enclosing group (whose own
                    // parse restores the flags it began with).
                    flagsAfter = flags
                    return ([.serverOnly(offset: start)], false)
                }
                kind = .flagged
            }
        } else {
            groupCount += 1
            kind = .capturing(number: groupCount)
        }
        let body = try parseAlternation()
        guard peek() == ")" else { throw Failure(offset: start, reason: "an unclosed \"(\"") }
        position += 1
        return ([.group(body, kind, offset: start)], !kind.isLookaround)
    }

    /// `name>` of a named group: an ASCII letter, then ASCII letters and digits.
    mutating func groupName(start: Int) throws(Failure) {
        var length = 0
        while let c = peek(), c.isASCII, c.properties.isAlphabetic || (length > 0 && ("0"..."9").contains(c)) {
            position += 1
            length += 1
        }
        guard length > 0, peek() == ">" else {
            throw Failure(offset: start, reason: "a group name that is not ASCII letters and digits")
        }
        position += 1
    }

    /// The flags of `(?ims-w)` or `(?i:`: returns whether they scope a group (`:`) rather
    /// than the rest of the enclosing one (`)`).
    private mutating func parseFlags(start: Int) throws(Failure) -> Bool {
        var on = true
        while let c = peek() {
            position += 1
            switch c {
            case "i": flags.ignoresCase = on
            case "s": flags.dotMatchesLineTerminators = on
            case "m": flags.multiline = on
            case "w": break
            case "-": on = false
            case ":": return true
            case ")": return false
            case "x": throw Failure(offset: position - 1, reason: "the x flag (free spacing)")
            default: throw Failure(offset: position - 1, reason: "the group syntax \"(?\(c)\"")
            }
        }
        throw Failure(offset: start, reason: "an unclosed \"(\"")
    }
}
