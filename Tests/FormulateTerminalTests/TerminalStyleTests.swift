import Foundation
import Formulate
import FormulateTerminal
import Testing

@Suite("Terminal style and streams")
struct TerminalStyleTests {
    @Test func aPipeIsNeverStyled() throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(TerminalStyle.detect(fileDescriptor: descriptor, environment: [:]) == .plain)
        #expect(TerminalStyle.detect(fileDescriptor: descriptor, environment: ["TERM": "xterm-256color"]) == .plain)
    }

    @Test func ansiWrapsTextAndPlainLeavesItAlone() {
        #expect(TerminalStyle.ansi.red("no") == "\u{1B}[31mno\u{1B}[0m")
        #expect(TerminalStyle.plain.red("no") == "no")
        #expect(TerminalStyle.ansi.bold("") == "")
    }

    @Test func styledOutputKeepsTheSameWords() throws {
        let plain = OutputBuffer()
        let styled = OutputBuffer()
        _ = TerminalEditor(input: ScriptedInput(["x"]), output: plain).edit(try Form(Signup()))
        _ = TerminalEditor(input: ScriptedInput(["x"]), output: styled, style: .ansi).edit(try Form(Signup()))
        #expect(styled.text.contains("\u{1B}["))
        let stripped = styled.text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.text)
    }

    @Test func standardInputReadsLinesFromAPipeAndEndsAtItsEnd() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("one\r\ntwo\nthree".utf8))
        try pipe.fileHandleForWriting.close()
        let input = StandardInput(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        #expect(!input.isTerminal)
        #expect(input.readLine(secret: false) == "one")
        #expect(input.readLine(secret: true) == "two", "a secret on a pipe is read the same way")
        #expect(input.readLine(secret: false) == "three")
        #expect(input.readLine(secret: false) == nil)
    }

    @Test func scriptedInputReportsTheEndAfterItsLines() {
        let input = ScriptedInput(["a"])
        #expect(input.readLine(secret: false) == "a")
        #expect(input.remaining.isEmpty)
        #expect(input.readLine(secret: false) == nil)
    }
}
