// Classes: `[...]` with ranges, nested classes, `&&` and `--`, and POSIX-like `[:name:]`.
extension RegexParser {
    /// One member of a class: a character (a possible range end), a range, or a set.
    private enum ClassMember {
        case character(Unicode.Scalar, RegexAtomTranslation)
        case range
        case set(RegexCharacterSet, RegexAtomTranslation)
    }

    /// A class `[...]` (or a POSIX-like `[:name:]`), with ICU's nested classes and `&&`, `--`
    /// operators: the result of an operation is approximated by its first operand.
    mutating func parseClass() throws(Failure) -> RegexAtom {
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
