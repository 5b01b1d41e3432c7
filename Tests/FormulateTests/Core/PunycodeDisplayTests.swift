import Foundation
import Testing

@testable import Formulate

/// Internationalized hosts are shown as a person typed them, and read back as the same URL.
@Suite struct PunycodeDisplayTests {
    @Test(arguments: [
        ("bcher-kva", "bücher"),
        ("r8jz45g", "例え"),
        ("mnchen-3ya", "münchen"),
        ("egbpdaj6bu4bxfgehfvwxn", "ليهمابتكلموشعربي؟"), // RFC 3492 7.1 (A)
        ("ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"), // RFC 3492 7.1 (B)
    ])
    func decodesPunycodeLabels(encoded: String, decoded: String) {
        #expect(Punycode.decode(Substring(encoded)) == decoded)
    }

    @Test(arguments: ["bcher-kv!", "999999999999999999999", "ü", String(repeating: "a", count: 64)])
    func refusesWhatIsNotPunycode(encoded: String) {
        #expect(Punycode.decode(Substring(encoded)) == nil)
    }

    struct Site { var homepage = URL(string: "https://example.com/") }

    @Test func aURLFieldShowsItsHostInUnicodeAndStoresItAsFoundationDoes() throws {
        let form = try ModelForm(Site())
        try form.setText("https://bücher.example/a?q=1", for: "homepage")
        #expect(form.value(for: "homepage") == .string("https://xn--bcher-kva.example/a?q=1"))
        #expect(form.text(for: "homepage") == "https://bücher.example/a?q=1")
        // The text shown reads back as the same value: setting it again changes nothing.
        try form.setText(form.text(for: "homepage"), for: "homepage")
        #expect(form.value(for: "homepage") == .string("https://xn--bcher-kva.example/a?q=1"))
        #expect(try form.commit().homepage?.host == "xn--bcher-kva.example")
    }

    @Test func aHostThatIsNotValidPunycodeIsShownAsStored() throws {
        let form = try ModelForm(Site())
        // Set as a value: typed, its host is refused at once (issue 37 item 5).
        try form.setValue(URL(string: "https://xn--bcher-kv!.example/"), for: "homepage")
        #expect(form.text(for: "homepage") == form.value(for: "homepage")?.stringValue)
    }
}
