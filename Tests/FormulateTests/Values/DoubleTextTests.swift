import Formulate
import Testing

/// A `Double` field reads typed text as `Double(_:)` does, to the last bit: plain decimal
/// text is read without the C library (``NumberText``'s fast path), everything else with it.
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
        "9007199254740993", "1234567890.123456789", "0.30000000000000004", "1.", ".5", "+2.5", "1e3",
        "-0.0000001", "4.35", "5e-324", "1.7976931348623157e308",
    ])
    func readsAsTheStandardLibraryDoes(_ text: String) throws {
        let expected = try #require(Double(text))
        #expect(try read(text) == .double(expected))
    }

    @Test func thousandsOfGeneratedTextsReadAsTheStandardLibraryDoes() throws {
        // A fixed linear congruential sequence: the same texts on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let form = try ModelForm(Reading())
        var checked = 0
        for _ in 0..<3_000 {
            let length = 1 + next(17)
            var digits = String((0..<length).map { _ in Character(String(next(10))) })
            if length > 1, next(3) > 0 {
                digits.insert(".", at: digits.index(digits.startIndex, offsetBy: 1 + next(length - 1)))
            }
            let text = (next(4) == 0 ? "-" : "") + digits
            guard let expected = Double(text), expected != 0 else { continue }
            try form.setText(text, for: "value")
            #expect(form.value(for: "value") == .double(expected), "\(text)")
            checked += 1
        }
        #expect(checked > 2_500)
    }
}
