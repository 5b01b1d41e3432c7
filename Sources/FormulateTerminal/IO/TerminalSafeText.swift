/// Text made safe to write to a terminal: control characters that came with a value (an
/// escape sequence that sets the window title or clears the screen, a bell, a carriage
/// return that overwrites the line) are shown in caret notation (`^[`, `^G`, `^M`) instead
/// of being obeyed.
///
/// Line feeds and tabs are kept. When styling is on, the few escape sequences
/// ``TerminalStyle`` writes (bold, dim, red, green, yellow, cyan and reset) are kept too.
enum TerminalSafeText {
    /// The SGR sequences ``TerminalStyle`` writes, after the escape character.
    private static let styleSequences: [[UInt8]] = ["[0m", "[1m", "[2m", "[31m", "[32m", "[33m", "[36m"].map { Array($0.utf8) }

    /// `text` with every control character but line feed and tab made visible, and, when
    /// `keepingStyles` is set, the style sequences left as they are.
    static func sanitized(_ text: String, keepingStyles: Bool) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", keepingStyles, let length = styleLength(in: scalars, after: index) {
                result.append(contentsOf: scalars[index...(index + length)])
                index += length + 1
                continue
            }
            if isControl(scalar) {
                result.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// C0 controls but line feed and tab, DEL, and the C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\n" && scalar != "\t") || (value >= 0x7F && value <= 0x9F)
    }

    /// `^[` for ESC, `^?` for DEL, `<U+009B>` for a C1 control.
    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: return "^?"
        case 0..<0x20: return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        default: return "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4) + ">"
        }
    }

    /// How many scalars after the escape at `index` make one of the style sequences.
    private static func styleLength(in scalars: [Unicode.Scalar], after index: Int) -> Int? {
        for sequence in styleSequences where index + sequence.count < scalars.count {
            if sequence.indices.allSatisfy({ scalars[index + 1 + $0].value == UInt32(sequence[$0]) }) { return sequence.count }
        }
        return nil
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
