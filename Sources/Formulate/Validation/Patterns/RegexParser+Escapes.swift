// Escapes: `\d`, `\p{...}`, `\x{...}`, `\Q...\E`, anchors and backreferences, inside and
// outside classes.
extension RegexParser {
    /// What one escape stands for.
    enum Escape {
        /// One character, and how the pattern wrote it (portable) when that should be kept.
        case character(Unicode.Scalar, written: String?)
        /// A set of characters with its translations.
        case set(RegexCharacterSet, RegexAtomTranslation)
        case anchor(RegexAnchor)
        case backreference(Int?)
        /// `\Q...\E`: characters taken literally.
        case quoted([Unicode.Scalar])
    }

    mutating func parseEscapeOutsideClass() throws(Failure) -> ([RegexNode], Bool) {
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

    mutating func parseEscape(inClass: Bool) throws(Failure) -> Escape {
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

    func scalar(_ value: UInt32, start: Int) throws(Failure) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else {
            throw Failure(offset: start, reason: "an escape for a surrogate or a value above U+10FFFF")
        }
        return scalar
    }
}
