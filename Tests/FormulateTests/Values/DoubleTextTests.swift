import Formulate
import Testing

/// A `Double` field reads typed text as `Double(_:)` does, to the last bit: plain decimal
/// text is read without the C library (``NumberText``'s fast path), everything else with it.
/// Text whose last digits the `Double` would lose is refused instead.
@Suite struct DoubleTextTests {
    struct Reading { var value = 1.0 }

    /// The value a form reads from `text` for a `Double` field.
    private func read(_ text: String) throws -> FormValue? {
        let form = try ModelForm(Reading())
        try form.setText(text, for: "value")
        return form.value(for: "value")
    }

    @Test(arguments: [
        "0.1", "1.25", "-3.5", "007.50", "123456789012345", "0.000000000000001", "99999999999999.9",
        "9007199254740992", "1234567890.1234567", "0.30000000000000004", "1.", ".5", "+2.5", "1e3",
        "-0.0000001", "4.35", "5e-324", "1.7976931348623157e308", "1.50000000000000000000",
    ])
    func readsAsTheStandardLibraryDoes(_ text: String) throws {
        let expected = try #require(Double(text))
        #expect(try read(text) == .double(expected))
    }

    /// Text whose last digits a `Double` would lose is refused with the limit, never rounded.
    @Test(arguments: [
        "9007199254740993", "1234567890.123456789", "0.12345678901234567891",
        "1234567890123456789012345678901234567891",
    ])
    func moreDigitsThanADoubleKeepsAreRefused(_ text: String) throws {
        let form = try ModelForm(Reading())
        let error = #expect(throws: FormError.self) { try form.setText(text, for: "value") }
        #expect(error?.message.contains("up to 15 significant digits are kept exactly") == true)
        #expect(form.value(for: "value") == .double(1))
    }

    @Test func thousandsOfGeneratedTextsReadAsTheStandardLibraryDoesOrAreRefused() throws {
        // A fixed linear congruential sequence: the same texts on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let form = try ModelForm(Reading())
        var checked = 0
        var refused = 0
        for _ in 0..<3_000 {
            let length = 1 + next(17)
            var digits = String((0..<length).map { _ in Character(String(next(10))) })
            if length > 1, next(3) > 0 {
                digits.insert(".", at: digits.index(digits.startIndex, offsetBy: 1 + next(length - 1)))
            }
            let text = (next(4) == 0 ? "-" : "") + digits
            guard let expected = Double(text), expected != 0 else { continue }
            do throws(FormError) {
                try form.setText(text, for: "value")
                #expect(form.value(for: "value") == .double(expected), "\(text)")
                checked += 1
            } catch {
                // Only text longer than a Double always keeps is refused: its last digits would be lost.
                #expect(text.count(where: \.isNumber) > 15, "\(text): \(error)")
                refused += 1
            }
        }
        #expect(checked > 2_000)
        #expect(refused > 0)
    }
}
