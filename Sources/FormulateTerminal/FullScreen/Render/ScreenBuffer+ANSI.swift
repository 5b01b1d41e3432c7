extension ScreenBuffer {
    /// The escape sequences that draw this frame over the whole window: each row from its
    /// first column, styles as SGR codes (colours only with `colors`), then the cursor
    /// shown where ``cursor`` says or hidden.
    ///
    /// The cells hold no control characters (``write(_:row:column:limit:style:)`` made them
    /// visible), so the only escape sequences written are these.
    public func ansi(colors: Bool) -> String {
        var output = "\u{1B}[?25l"
        for (index, row) in cells.enumerated() {
            output += "\u{1B}[\(index + 1);1H\u{1B}[0m"
            var current = CellStyle.plain
            for cell in row {
                guard let character = cell.character else { continue }
                if cell.style != current {
                    output += Self.sgr(cell.style, colors: colors)
                    current = cell.style
                }
                output.append(character)
            }
        }
        output += "\u{1B}[0m"
        if let cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        return output
    }

    /// The SGR sequence that sets `style` from a reset.
    static func sgr(_ style: CellStyle, colors: Bool) -> String {
        var codes = ["0"]
        if style.isBold { codes.append("1") }
        if style.isDim { codes.append("2") }
        if style.isReversed { codes.append("7") }
        if colors, let color = style.color {
            switch color {
            case .red: codes.append("31")
            case .green: codes.append("32")
            case .yellow: codes.append("33")
            case .cyan: codes.append("36")
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
