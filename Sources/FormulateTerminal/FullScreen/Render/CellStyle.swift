/// How a cell of a ``ScreenBuffer`` is drawn: emphasis and a colour. Colours are dropped
/// when `NO_COLOR` is set; emphasis (bold, dim, reverse video) is kept, so the selection
/// still shows.
public struct CellStyle: Sendable, Hashable {
    /// A foreground colour.
    public enum Color: Sendable, Hashable {
        case red, green, yellow, cyan
    }

    public var isBold = false
    public var isDim = false
    public var isReversed = false
    public var color: Color?

    /// A style; plain by default.
    public init(isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false, color: Color? = nil) {
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.color = color
    }

    public static let plain = CellStyle()
    public static let bold = CellStyle(isBold: true)
    public static let dim = CellStyle(isDim: true)
    public static let reversed = CellStyle(isReversed: true)
    public static let error = CellStyle(color: .red)
    public static let value = CellStyle(color: .cyan)
    public static let success = CellStyle(color: .green)
    public static let warning = CellStyle(color: .yellow)
}
