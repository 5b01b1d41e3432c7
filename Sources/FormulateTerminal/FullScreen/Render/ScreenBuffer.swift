/// A frame of the full-screen editor: rows of cells, each holding a character and its
/// style, as wide as the window.
///
/// Text written into it is measured in terminal columns (``TerminalWidth``), made visible
/// first (``TerminalSafeText/visible(_:)``: no control character or escape sequence can get
/// in), and cut with an ellipsis where it would run past its space; it never wraps.
public struct ScreenBuffer: Sendable, Hashable {
    /// One cell. The second column of a wide character holds `nil`.
    public struct Cell: Sendable, Hashable {
        /// The character drawn in the cell; `nil` in the second column of a wide one.
        public var character: Character?
        /// How the character is drawn.
        public var style: CellStyle
    }

    /// The width in columns.
    public let width: Int
    /// The height in rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [[Cell]]
    /// Where the terminal's cursor goes (row, column), or `nil` to hide it.
    public var cursor: (row: Int, column: Int)? {
        get { cursorPosition.map { ($0[0], $0[1]) } }
        set { cursorPosition = newValue.map { [$0.row, $0.column] } }
    }
    private var cursorPosition: [Int]?

    /// A blank frame of `width` x `height` (at least 1 x 1).
    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cells = Array(
            repeating: Array(repeating: Cell(character: " ", style: .plain), count: self.width), count: self.height)
    }

    /// The frame as text, one line per row, trailing spaces removed: what a person reads.
    public var lines: [String] {
        cells.map { row in
            var line = String(row.compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// ``lines`` joined by line feeds.
    public var text: String { lines.joined(separator: "\n") }

    /// Writes `text` at `row`, `column`, in at most `limit` columns (to the end of the row
    /// by default): made visible, cut with `…` when it does not fit. Returns the column
    /// after the last one written.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil, style: CellStyle = .plain)
        -> Int
    {
        guard cells.indices.contains(row), column >= 0, column < width else { return column }
        let end = min(width, column + max(0, limit ?? width))
        let visible = TerminalSafeText.visible(text)
        let fits = TerminalWidth.of(visible) <= end - column
        var position = column
        for character in visible {
            let columns = TerminalWidth.of(character)
            if columns == 0 {
                // A combining mark joins the character before it.
                if position > column, let previous = cells[row][position - 1].character {
                    cells[row][position - 1].character = Character(String(previous) + String(character))
                }
                continue
            }
            if !fits && position + columns > end - 1 {
                put(Cell(character: "…", style: style), row: row, column: position)
                position += 1
                break
            }
            put(Cell(character: character, style: style), row: row, column: position)
            if columns == 2 { put(Cell(character: nil, style: style), row: row, column: position + 1) }
            position += columns
        }
        return position
    }

    /// Puts one cell, blanking the other half of a wide character it overwrites, so every
    /// row keeps exactly ``width`` columns.
    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        if cells[row][column].character == nil, cell.character != nil, column > 0 {
            cells[row][column - 1].character = " "
        }
        if column + 1 < width, cells[row][column + 1].character == nil, cells[row][column].character != nil {
            cells[row][column + 1].character = " "
        }
        cells[row][column] = cell
    }

    /// Gives `style` to the cells of `row` from `column` for `count` columns.
    public mutating func style(row: Int, column: Int = 0, count: Int? = nil, _ style: CellStyle) {
        guard cells.indices.contains(row) else { return }
        let end = min(width, column + (count ?? width))
        guard column < end else { return }
        for index in max(0, column)..<end { cells[row][index].style = style }
    }

    /// Blanks the cells of `row` from `column` for `count` columns.
    public mutating func clear(row: Int, column: Int = 0, count: Int? = nil, style: CellStyle = .plain) {
        guard cells.indices.contains(row) else { return }
        let end = min(width, column + (count ?? width))
        guard column < end else { return }
        for index in max(0, column)..<end { put(Cell(character: " ", style: style), row: row, column: index) }
    }
}

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

/// How a cell of a ``ScreenBuffer`` is drawn: emphasis and a colour. Colours are dropped
/// when `NO_COLOR` is set; emphasis (bold, dim, reverse video) is kept, so the selection
/// still shows.
public struct CellStyle: Sendable, Hashable {
    /// A foreground colour.
    public enum Color: Sendable, Hashable {
        case red, green, yellow, cyan
    }

    /// Bold (bright) text.
    public var isBold = false
    /// Dim (faint) text: hints and keys in the footer.
    public var isDim = false
    /// Reverse video: the selected row.
    public var isReversed = false
    /// The foreground colour, if any.
    public var color: Color?

    /// A style; plain by default.
    public init(isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false, color: Color? = nil) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.color = color
    }

    /// No emphasis and no colour.
    public static let plain = CellStyle()
    /// Bold: titles.
    public static let bold = CellStyle(isBold: true)
    /// Dim: hints.
    public static let dim = CellStyle(isDim: true)
    /// Reverse video: the selection.
    public static let reversed = CellStyle(isReversed: true)
    /// Red: errors.
    public static let error = CellStyle(color: .red)
    /// Cyan: values.
    public static let value = CellStyle(color: .cyan)
    /// Green: something done.
    public static let success = CellStyle(color: .green)
    /// Yellow: something to look at.
    public static let warning = CellStyle(color: .yellow)
}
