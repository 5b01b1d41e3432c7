import FormulateTerminal
import Testing

@Suite("Full-screen editor: the screen buffer")
struct ScreenBufferTests {
    @Test func widthsAreTerminalColumns() {
        #expect(TerminalWidth.of("abc") == 3)
        #expect(TerminalWidth.of("日本語") == 6)
        #expect(TerminalWidth.of("👍") == 2)
        #expect(TerminalWidth.of("👍🏽") == 2)
        #expect(TerminalWidth.of("e\u{301}") == 1, "a combining accent takes no column")
        #expect(TerminalWidth.of("한글") == 4)
        #expect(TerminalWidth.of("ＡＢ") == 4, "full-width forms")
    }

    @Test func longTextIsCutWithAnEllipsisNeverWrapped() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        buffer.write("abcdefghijklmnop", row: 0, column: 0)
        #expect(buffer.lines == ["abcdefghi…", ""])
        buffer.write("0123456789", row: 1, column: 0)
        #expect(buffer.lines[1] == "0123456789", "text that fits exactly is not cut")
    }

    @Test func wideCharactersAreCutOnTheirColumns() {
        var buffer = ScreenBuffer(width: 7, height: 1)
        buffer.write("日本語です", row: 0, column: 0)
        #expect(buffer.lines == ["日本語…"])
        #expect(buffer.cells[0].count == 7)
        var narrow = ScreenBuffer(width: 6, height: 1)
        narrow.write("ab日本語", row: 0, column: 0)
        #expect(narrow.lines == ["ab日…"], "a wide character that would straddle the edge gives way to the ellipsis")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("日本", row: 0, column: 0)
        buffer.write("x", row: 0, column: 1)
        #expect(buffer.lines == [" x本"])
    }

    @Test func controlsAndEscapesAreWrittenVisibly() {
        var buffer = ScreenBuffer(width: 40, height: 1)
        buffer.write("A\u{1B}[2J\rB\u{202E}C", row: 0, column: 0)
        #expect(buffer.lines == ["A^[[2J^MB<U+202E>C"])
        let ansi = buffer.ansi(colors: true)
        #expect(!ansi.contains("\u{1B}[2J"))
        #expect(!ansi.contains("\r"))
        #expect(!ansi.contains("\u{202E}"))
    }

    @Test func colorsAreLeftOutWithoutColorsButEmphasisStays() {
        var buffer = ScreenBuffer(width: 20, height: 1)
        buffer.write("Error", row: 0, column: 0, style: .error)
        buffer.write("Sel", row: 0, column: 10, style: .reversed)
        #expect(buffer.ansi(colors: true).contains("\u{1B}[0;31mError"))
        let plain = buffer.ansi(colors: false)
        #expect(!plain.contains(";31m"))
        #expect(plain.contains("\u{1B}[0;7mSel"))
    }
}
