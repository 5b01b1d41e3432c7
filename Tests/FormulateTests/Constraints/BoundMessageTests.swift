import Formulate
import Foundation
import Testing

/// A value out of a field's bounds is refused with the bounds as the field shows values.
@Suite("Messages of values out of bounds")
struct BoundMessageTests {
    private struct Booking: FormCustomizing {
        var birthDate = Date(timeIntervalSince1970: 1_718_000_000) // 2024-06-10
        var count = 5
        var ceiling = 5
        static var fieldSettings: [String: FieldSettings] {
            [
                "birthDate": FieldSettings.kind(.date).min("2024-01-01").max("2024-12-31"),
                "count": FieldSettings.min(1),
                "ceiling": FieldSettings.max(10),
            ]
        }
    }

    private func refusal(_ text: String, for key: String, in form: ModelForm<Booking>) -> FormError? {
        do {
            try form.setText(text, for: key)
            return nil
        } catch {
            return error
        }
    }

    @Test func dateBoundsAreShownAsDays() throws {
        let form = try ModelForm(Booking())
        form.timeZone = TimeZone(identifier: "UTC") ?? .current
        let error = refusal("2023-12-31", for: "birthDate", in: form)
        #expect(error?.reason == .outOfRange)
        #expect(error?.message == "Birth Date must be from 2024-01-01 to 2024-12-31.")
    }

    @Test func aSingleBoundSaysOrMoreOrOrLess() throws {
        let form = try ModelForm(Booking())
        #expect(refusal("0", for: "count", in: form)?.message == "Count must be 1 or more.")
        #expect(refusal("11", for: "ceiling", in: form)?.message == "Ceiling must be 10 or less.")
        #expect(refusal("3", for: "count", in: form) == nil)
    }
}
