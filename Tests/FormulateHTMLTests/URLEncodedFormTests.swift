import FormulateHTML
import Foundation
import Testing

@Suite("Decoding application/x-www-form-urlencoded")
struct URLEncodedFormTests {
    private func pairs(_ body: String) throws -> [[String]] {
        try URLEncodedForm.decode(body).map { [$0.key, $0.value] }
    }

    @Test func plusIsSpaceAndPercentEscapesAreBytes() throws {
        #expect(
            try pairs("note=hi+there%21&email=ada%40example.com") == [
                ["note", "hi there!"], ["email", "ada@example.com"],
            ])
        #expect(try pairs("plus=1%2B1&space=%20") == [["plus", "1+1"], ["space", " "]])
        #expect(try pairs("a%3Db=c%26d") == [["a=b", "c&d"]], "escaped separators are data")
        #expect(try pairs("lower=%c3%a9&upper=%C3%A9") == [["lower", "é"], ["upper", "é"]])
    }

    @Test func utf8IsDecodedFromBytes() throws {
        #expect(try pairs("name=%E2%9C%93%F0%9F%91%8D%F0%9F%8F%BD") == [["name", "✓👍🏽"]])
        #expect(try pairs("raw=ünï") == [["raw", "ünï"]], "raw UTF-8 in a string body")
        #expect(try URLEncodedForm.decode(Array("k=é".utf8)).map(\.value) == ["é"])
        #expect(try URLEncodedForm.decode(Data("k=v".utf8)).map(\.key) == ["k"])
    }

    @Test func plainAndEscapedSpellingsDecodeToTheSameText() throws {
        // Plain ASCII is taken as it is; escapes, `+` and bytes beyond ASCII are decoded.
        #expect(
            try pairs("k=abc&k=a%62c&%6B=%61bc&k=ab+c&k=ab%20c") == [
                ["k", "abc"], ["k", "abc"], ["k", "abc"], ["k", "ab c"], ["k", "ab c"],
            ])
        #expect(try URLEncodedForm.decode([0x6B, 0x3D, 0x00, 0x7F]).map(\.value) == ["\0\u{7F}"])
        #expect(try URLEncodedForm.decode([0x6B, 0x3D, 0x00, 0x25, 0x37, 0x46]).map(\.value) == ["\0\u{7F}"])
        #expect(try URLEncodedForm.decode([0x6B, 0x3D, 0xC3, 0xA9, 0x2B]).map(\.value) == ["é "])
    }

    @Test func repeatedKeysAreKeptInOrder() throws {
        #expect(
            try pairs("days=mon&x=1&days=wed&days=") == [
                ["days", "mon"], ["x", "1"], ["days", "wed"], ["days", ""],
            ])
    }

    @Test func emptyPairsAreSkippedAndMissingEqualsMeansEmpty() throws {
        #expect(try pairs("a=1&&b=2&") == [["a", "1"], ["b", "2"]])
        #expect(try pairs("") == [])
        #expect(try pairs("&&&") == [])
        #expect(try pairs("flag&x=") == [["flag", ""], ["x", ""]])
        #expect(try pairs("=v&k==") == [["", "v"], ["k", "="]], "split at the first =")
    }

    @Test(arguments: [
        ("a=%", 2), ("a=%4", 2), ("a=%z1", 2), ("a=%4g", 2), ("ok=1&b%=2", 6), ("k=x%%41", 3), ("%", 0),
    ])
    func malformedEscapesAreErrorsWithTheirOffset(body: String, offset: Int) {
        let error = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode(body) }
        #expect(error?.reason == .malformedPercentEscape)
        #expect(error?.offset == offset)
        #expect(error?.description.hasPrefix("offset \(offset): ") == true)
    }

    @Test func malformedEscapeMessageSaysWhatIsAccepted() {
        let error = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode("name=%zz") }
        #expect(
            error?.message
                == "\"%zz\" in the value of \"name\" is not a percent escape; expected % followed by two hexadecimal digits"
        )
    }

    @Test(arguments: [
        ("k=%FF", 2), // never valid in UTF-8
        ("k=%C3", 2), // truncated: the sequence starts at the %
        ("k=%C3%28", 5), // a continuation byte expected
        ("k=%E0%80%80", 5), // overlong
        ("k=%ED%A0%80", 5), // a surrogate
        ("k=%F4%90%80%80", 5), // above U+10FFFF
        ("ok=1&%80=v", 5), // in a key
    ])
    func invalidUTF8IsAnErrorAtTheByte(body: String, offset: Int) {
        let error = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode(body) }
        #expect(error?.reason == .invalidUTF8)
        #expect(error?.offset == offset)
    }

    @Test func invalidRawBytesAreErrors() {
        let error = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode([0x6B, 0x3D, 0xC3, 0x28]) }
        #expect(error?.reason == .invalidUTF8)
        #expect(error?.offset == 3)
        #expect(error?.message.contains("the value of \"k\"") == true)
    }

    @Test func limitsAreErrorsNotCrashes() throws {
        let huge = String(repeating: "a", count: 10 * 1024 * 1024 + 1)
        let tooLarge = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode(huge) }
        #expect(tooLarge?.reason == .bodyTooLarge)
        let many = Array(repeating: "k=v", count: 10_001).joined(separator: "&")
        let tooMany = #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode(many) }
        #expect(tooMany?.reason == .tooManyPairs)
        #expect(tooMany?.offset == 10_000 * 4)
        #expect(
            try URLEncodedForm.decode(Array(repeating: "k=v", count: 10_000).joined(separator: "&")).count == 10_000)
        let small = URLEncodedForm.Limits(maximumBytes: 8, maximumPairs: 1)
        #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode("a=1&b=2", limits: small) }
        #expect(throws: URLEncodedFormError.self) { try URLEncodedForm.decode("a=123456789", limits: small) }
    }

    @Test func largeValuesDecode() throws {
        let value = String(repeating: "%41", count: 1_000_000)
        let decoded = try URLEncodedForm.decode("k=" + value)
        #expect(decoded.first?.value.count == 1_000_000)
    }

    @Test func encodingRoundTrips() throws {
        let original: [(key: String, value: String)] = [("a b", "c&d=e+f"), ("é", "👍🏽 %"), ("k", ""), ("k", "*-._~")]
        let body = URLEncodedForm.encode(original)
        #expect(body == "a+b=c%26d%3De%2Bf&%C3%A9=%F0%9F%91%8D%F0%9F%8F%BD+%25&k=&k=*-._%7E")
        let decoded = try URLEncodedForm.decode(body)
        #expect(decoded.map(\.key) == original.map(\.key))
        #expect(decoded.map(\.value) == original.map(\.value))
    }

    @Test func arbitraryBytesNeverCrash() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("%+=&aZ09\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0x80, 0xE2, 0xF0]
        var decoded = 0
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1
            do {
                let pairs = try URLEncodedForm.decode(bytes)
                decoded += 1
                // What decodes re-encodes to something that decodes to the same pairs.
                let again = try URLEncodedForm.decode(URLEncodedForm.encode(pairs))
                #expect(again.map(\.key) == pairs.map(\.key) && again.map(\.value) == pairs.map(\.value))
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
        }
        #expect(decoded > 0)
    }
}
