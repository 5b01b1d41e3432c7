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
