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
    private struct Flags {
        var ignoresCase = false
        var dotMatchesLineTerminators = false
        var multiline = false
    }

    /// How deeply groups and classes may nest.
    static let maximumDepth = 64

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var flags = Flags()
    private var depth = 0
    /// How many capturing groups (named or not) have been opened.
    private(set) var groupCount = 0
    /// Pieces of the source the server's pattern spells differently.
    private var rewrites: [(range: Range<Int>, text: String)] = []

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

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
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
    private mutating func count(at start: Int) throws(Failure) -> Int {
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
    private func literal(_ c: Unicode.Scalar, written: String?, offset: Int) -> RegexAtom {
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
    private mutating func groupName(start: Int) throws(Failure) {
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

    // MARK: - Escapes

    /// What one escape stands for.
    private enum Escape {
        /// One character, and how the pattern wrote it (portable) when that should be kept.
        case character(Unicode.Scalar, written: String?)
        /// A set of characters with its translations.
        case set(RegexCharacterSet, RegexAtomTranslation)
        case anchor(RegexAnchor)
        case backreference(Int?)
        /// `\Q...\E`: characters taken literally.
        case quoted([Unicode.Scalar])
    }

    private mutating func parseEscapeOutsideClass() throws(Failure) -> ([RegexNode], Bool) {
        let start = position
        switch try parseEscape(inClass: false) {
        case .character(let c, let written):
            return ([.atom(literal(c, written: written, offset: start))], true)
        case .set(let set, let translation):
            let matched = flags.ignoresCase ? set.ignoringCase() : set
            return ([.atom(RegexAtom(set: matched, translation: translation, offset: start))], true)
        case .anchor(let anchor):
            return ([.anchor(anchor, offset: start)], false)
        case .backreference(let group):
            return ([.backreference(group: group, offset: start)], true)
        case .quoted(let characters):
            // Quoted text is matched literally on the server; it is not translated.
            let atoms = characters.map { c -> RegexNode in
                var atom = literal(c, written: nil, offset: start)
                atom.translation = .none
                return .atom(atom)
            }
            return (atoms, true)
        }
    }

    private mutating func parseEscape(inClass: Bool) throws(Failure) -> Escape {
        let start = position
        guard let c = peek(1) else { throw Failure(offset: start, reason: "a \"\\\" that ends the pattern") }
        position += 2
        func refuse(_ what: String) -> Failure { Failure(offset: start, reason: what) }
        switch c {
        case "d":
            rewrites.append((start..<position, inClass ? "0-9" : "[0-9]"))
            return .set(.asciiDigits, .both(inClass ? "0-9" : "[0-9]"))
        case "D":
            rewrites.append((start..<position, "[^0-9]"))
            return .set(RegexCharacterSet.asciiDigits.inverted(), .both(inClass ? nil : "[^0-9]"))
        case "w", "W": return .set(c == "w" ? .word : RegexCharacterSet.word.inverted(), .none)
        case "s", "S": return .set(c == "s" ? .whitespace : RegexCharacterSet.whitespace.inverted(), .none)
        case "h", "H":
            return .set(c == "h" ? .horizontalWhitespace : RegexCharacterSet.horizontalWhitespace.inverted(), .none)
        case "v", "V":
            return .set(c == "v" ? .verticalWhitespace : RegexCharacterSet.verticalWhitespace.inverted(), .none)
        case "p", "P":
            let name = try braced(start: start)
            let category = name.hasPrefix("gc=") ? String(name.dropFirst(3)) : name
            let set = RegexCharacterSet.property(named: category)
            // Browsers know general categories by their short names, as ICU does.
            let html = RegexCharacterSet.generalCategories[name] == nil ? nil : "\\\(c){\(name)}"
            return .set(c == "p" ? set : set.inverted(), RegexAtomTranslation(html: html, portable: nil))
        case "N":
            _ = try braced(start: start)
            return .set(.unknown, .none)
        case "Q":
            var quoted: [Unicode.Scalar] = []
            while let q = peek(), !(q == "\\" && peek(1) == "E") {
                quoted.append(q)
                position += 1
            }
            if peek() == "\\" { position += 2 }
            return .quoted(quoted)
        case "A", "z", "Z", "b", "B", "G":
            guard !inClass else { throw refuse("\\\(c) inside a class") }
            switch c {
            case "A": return .anchor(.textStart)
            case "z": return .anchor(.textEnd)
            default: return .anchor(.other)
            }
        case "k":
            guard !inClass, peek() == "<" else { throw refuse("\\k without <name>") }
            position += 1
            try groupName(start: start)
            return .backreference(nil)
        case "1"..."9":
            guard !inClass else { throw refuse("a back-reference inside a class") }
            if let next = peek(), ("0"..."9").contains(next) { throw refuse("a back-reference of more than one digit") }
            return .backreference(Int(c.value - 0x30))
        case "u":
            let value = try hex(count: 4, start: start)
            // Keep `\uXXXX` as written: every dialect reads it the same way.
            return .character(try scalar(value, start: start), written: RegexTranslator.unicodeEscape(value))
        case "U":
            return .character(try scalar(try hex(count: 8, start: start), start: start), written: nil)
        case "x":
            if peek() == "{" {
                let digits = try braced(start: start)
                guard !digits.isEmpty, digits.count <= 6, let value = UInt32(digits, radix: 16) else {
                    throw refuse("a \\x{...} escape that is not hexadecimal")
                }
                return .character(try scalar(value, start: start), written: nil)
            }
            var digits = ""
            while digits.count < 2, let h = peek(), h.properties.isASCIIHexDigit {
                digits.unicodeScalars.append(h)
                position += 1
            }
            guard let value = UInt32(digits, radix: 16) else { throw refuse("a \\x escape without hexadecimal digits") }
            return .character(try scalar(value, start: start), written: nil)
        case "0":
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let o = peek(), ("0"..."7").contains(o), value * 8 + (o.value - 0x30) <= 0o377 {
                value = value * 8 + (o.value - 0x30)
                position += 1
                digits += 1
            }
            guard digits > 0 else { throw refuse("\\0 without octal digits") }
            return .character(try scalar(value, start: start), written: nil)
        case "t", "n", "r", "f":
            let values: [Unicode.Scalar: UInt32] = ["t": 0x09, "n": 0x0A, "r": 0x0D, "f": 0x0C]
            return .character(try scalar(values[c] ?? 0, start: start), written: "\\" + String(c))
        case "a": return .character("\u{07}", written: nil)
        case "e": return .character("\u{1B}", written: nil)
        case "c":
            guard let letter = peek(), letter.isASCII, letter.properties.isAlphabetic || letter == "@" else {
                throw refuse("a \\c escape not followed by a letter")
            }
            position += 1
            return .character(try scalar(letter.value & 0x1F, start: start), written: nil)
        default:
            if c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)) {
                throw refuse("the escape \\\(c), which is not supported")
            }
            return .character(c, written: nil)
        }
    }

    /// The text between `{` and `}` after an escape letter.
    private mutating func braced(start: Int) throws(Failure) -> String {
        guard peek() == "{" else { throw Failure(offset: start, reason: "an escape that needs {...}") }
        position += 1
        var text = ""
        while let c = peek(), c != "}" {
            text.unicodeScalars.append(c)
            position += 1
        }
        guard peek() == "}" else { throw Failure(offset: start, reason: "an unclosed {") }
        position += 1
        return text
    }

    private mutating func hex(count: Int, start: Int) throws(Failure) -> UInt32 {
        var digits = ""
        while digits.unicodeScalars.count < count, let h = peek(), h.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(h)
            position += 1
        }
        guard digits.unicodeScalars.count == count, let value = UInt32(digits, radix: 16) else {
            throw Failure(offset: start, reason: "an escape without \(count) hexadecimal digits")
        }
        return value
    }

    private func scalar(_ value: UInt32, start: Int) throws(Failure) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else {
            throw Failure(offset: start, reason: "an escape for a surrogate or a value above U+10FFFF")
        }
        return scalar
    }

    // MARK: - Classes

    /// One member of a class: a character (a possible range end), a range, or a set.
    private enum ClassMember {
        case character(Unicode.Scalar, RegexAtomTranslation)
        case range
        case set(RegexCharacterSet, RegexAtomTranslation)
    }

    /// A class `[...]` (or a POSIX-like `[:name:]`), with ICU's nested classes and `&&`, `--`
    /// operators: the result of an operation is approximated by its first operand.
    private mutating func parseClass() throws(Failure) -> RegexAtom {
        let start = position
        if peek(1) == ":" { return try parsePOSIXClass() }
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw Failure(offset: start, reason: "classes nested more than \(Self.maximumDepth) deep")
        }
        let negated = peek() == "^"
        if negated { position += 1 }
        var sets: [RegexCharacterSet] = []
        var writer = RegexTranslator.ClassWriter(negated: negated)
        var previous: ClassMember?
        var hasOperator = false
        while true {
            guard let c = peek() else { throw Failure(offset: start, reason: "an unclosed \"[\"") }
            let memberStart = position
            // A "]" first in the class is a literal.
            if c == "]" && (previous != nil || hasOperator) {
                position += 1
                break
            }
            let member: ClassMember
            if c == "[" {
                let nested = try parseClass()
                member = .set(nested.set, .none)
            } else if (c == "&" && peek(1) == "&") || (c == "-" && peek(1) == "-" && previous != nil) {
                position += 2
                hasOperator = true
                writer.refuse()
                previous = nil
                continue
            } else if c == "-" {
                if case .character(let low, let lowText)? = previous, peek(1) != "]" {
                    position += 1
                    guard case .character(let high, let highText) = try parseClassMember(start: memberStart) else {
                        throw Failure(offset: memberStart, reason: "a range in a class whose end is not one character")
                    }
                    guard low.value <= high.value else {
                        throw Failure(offset: memberStart, reason: "a range whose end is before its start")
                    }
                    if !hasOperator { sets[sets.count - 1] = RegexCharacterSet(ranges: [low.value...high.value]) }
                    writer.replaceLastWithRange(from: (low, lowText), to: (high, highText))
                    previous = .range
                    continue
                }
                var isLiteral = previous == nil || peek(1) == "]"
                if case .range? = previous { isLiteral = true }
                guard isLiteral else {
                    throw Failure(
                        offset: memberStart, reason: "a \"-\" in a class that ICU may read as a range; escape it as \\-"
                    )
                }
                position += 1
                member = .character("-", .both(RegexTranslator.literal("-", inClass: true)))
            } else {
                member = try parseClassMember(start: memberStart)
            }
            switch member {
            case .character(let scalar, let text):
                if !hasOperator { sets.append(.scalar(scalar)) }
                writer.add(scalar, text)
            case .set(let set, let text):
                if !hasOperator { sets.append(set) }
                writer.add(nil, text)
            case .range:
                break
            }
            previous = member
        }
        // An intersection or a difference matches at most what its first operand matches.
        var set = RegexCharacterSet.union(hasOperator ? sets + [RegexCharacterSet(isExact: false)] : sets)
        if negated { set = set.inverted() }
        if flags.ignoresCase { set = set.ignoringCase() }
        return RegexAtom(set: set, translation: writer.translation, offset: start)
    }

    /// One character or escape in a class.
    private mutating func parseClassMember(start: Int) throws(Failure) -> ClassMember {
        guard let c = peek() else { throw Failure(offset: start, reason: "an unclosed \"[\"") }
        if c == "[" { throw Failure(offset: start, reason: "a class as the end of a range") }
        guard c == "\\" else {
            position += 1
            return .character(c, .both(RegexTranslator.literal(c, inClass: true)))
        }
        switch try parseEscape(inClass: true) {
        case .character(let scalar, let written):
            return .character(scalar, .both(written ?? RegexTranslator.literal(scalar, inClass: true)))
        case .set(let set, let translation):
            return .set(set, translation)
        case .quoted(let characters):
            return .set(RegexCharacterSet.union(characters.map(RegexCharacterSet.scalar)), .none)
        case .anchor, .backreference:
            throw Failure(offset: start, reason: "an assertion inside a class")
        }
    }

    /// `[:name:]` or `[:^name:]`: an ICU property the analysis treats as any character.
    private mutating func parsePOSIXClass() throws(Failure) -> RegexAtom {
        let start = position
        position += 2
        while let c = peek(), !(c == ":" && peek(1) == "]") {
            guard c != "[" && c != "]" else { throw Failure(offset: start, reason: "an unfinished [:name:] class") }
            position += 1
        }
        guard peek() == ":" else { throw Failure(offset: start, reason: "an unfinished [:name:] class") }
        position += 2
        return RegexAtom(set: .unknown, translation: .none, offset: start)
    }
}
