import Formulate
import FormulateTerminal
import Foundation
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

    @Test func controlCharactersFromValuesAreShownNotObeyed() throws {
        struct Note: FormCustomizing {
            var title = "Hi\u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{9B}31m"
            static var inputFields: FormInput { .all }
        }
        for style in [TerminalStyle.plain, .ansi] {
            let output = OutputBuffer()
            _ = TerminalEditor(input: ScriptedInput(["\u{1B}[31mred"]), output: output, style: style).edit(
                try ModelForm(Note()))
            #expect(output.text.contains("Hi^[]0;pwned^G^[[2J^M<U+009B>31m"), "the model's value")
            #expect(!output.text.contains("\u{07}") && !output.text.contains("\r") && !output.text.contains("\u{9B}"))
            let escapes = output.text.components(separatedBy: "\u{1B}").dropFirst()
            #expect(
                escapes.allSatisfy { $0.hasPrefix("[") && $0.prefix(4).contains("m") }, "only the editor's own styles")
        }
    }

    @Test func styledOutputKeepsTheSameWords() throws {
        let plain = OutputBuffer()
        let styled = OutputBuffer()
        _ = TerminalEditor(input: ScriptedInput(["x"]), output: plain).edit(try ModelForm(Signup()))
        _ = TerminalEditor(input: ScriptedInput(["x"]), output: styled, style: .ansi).edit(try ModelForm(Signup()))
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
