import FormulateTerminal
import Testing

@Suite("Full-screen editor: key decoding")
struct KeyDecoderTests {
    func keys(_ bytes: [UInt8], isFinal: Bool = true) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes, isFinal: isFinal)
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsPagesHomeAndEndInBothForms() {
        #expect(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF")) == [.up, .down, .home, .end])
        #expect(
            keys(bytes("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~"))
                == [.pageUp, .pageDown, .home, .end, .home, .end, .delete])
        #expect(keys(bytes("\u{1B}[1;5A")) == [.up], "a modifier is ignored")
        #expect(keys(bytes("\u{1B}[15~")) == [.unknown], "a function key is decoded and ignored")
    }

    @Test func controlKeysEnterBackspaceAndCharacters() {
        #expect(
            keys([0x01, 0x05, 0x15, 0x17, 0x13, 0x03]) == [
                .control("a"), .control("e"), .control("u"), .control("w"), .control("s"), .control("c"),
            ])
        #expect(keys([0x0D, 0x0A, 0x7F, 0x08, 0x09]) == [.enter, .enter, .backspace, .backspace, .tab])
        #expect(keys(bytes("/Font 21")) == "/Font 21".map { .character($0) })
        #expect(keys(bytes("日本é")) == [.character("日"), .character("本"), .character("é")])
    }

    @Test func aLoneEscapeWaitsForWhatFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty, "ESC may start a sequence")
        #expect(decoder.decode([UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "A")]) == [.up])
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([], isFinal: true) == [.escape], "nothing followed: the Escape key")
        #expect(keys([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    @Test func aCharacterSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.decode(Array(bytes.prefix(2))).isEmpty)
        #expect(decoder.decode(Array(bytes.dropFirst(2))) == [.character("日")])
    }

    @Test func c1ControlsAndInvalidBytesAreNotCharacters() {
        #expect(keys([0xC2, 0x9B]) == [.unknown], "U+009B would start a control sequence")
        #expect(keys([0xFF, UInt8(ascii: "a")]) == [.character("a")])
    }
}
