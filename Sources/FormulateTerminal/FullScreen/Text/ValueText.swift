import Formulate

/// How a field's value reads as text, shared by the question-and-answer editor and the
/// full-screen editor: as the form shows it, secrets masked, a bitfield as its options'
/// titles. The text is from the model: make it visible before writing it to a terminal.
enum ValueText {
    /// The mask shown for a secret that is not empty, whatever its length.
    static let secretMask = "••••••••"

    /// `value` of `field` as shown; "" when empty.
    static func display<Model>(
        _ value: FormValue, of field: Field, in form: ModelForm<Model>, mask: String = secretMask
    ) -> String {
        if value.isNull { return "" }
        if field.isSecret {
            return value.stringValue?.isEmpty ?? false ? "" : mask
        }
        if field.kind == .bitfield, case .int(let bits) = value, !field.options.isEmpty {
            return field.options.filter { option in
                guard case .int(let bit) = option.value else { return false }
                return bit != 0 && bits & bit == bit
            }.map(\.title).joined(separator: ", ")
        }
        return form.text(of: value, for: field.key)
    }
}

/// How many columns a terminal gives text: wide characters (CJK ideographs, Hangul,
/// full-width forms, emoji) take two, combining marks and zero-width characters none,
/// everything else one. A character (a grapheme cluster) is as wide as its first scalar
/// says, or two when it is shown as an emoji.
public enum TerminalWidth {
    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 && scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) {
            return first.properties.isEmoji ? 2 : width(of: first)
        }
        if scalars.count > 1, (0x1F1E6...0x1F1FF).contains(first.value) { return 2 } // a flag
        return width(of: first)
    }

    /// The columns of one scalar shown on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, the blocks that matter).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
