import Formulate
import Testing

/// A form built with its own configuration makes its "did you mean" suggestions for edits
/// (`setValues`, `applyInput`, `setText`) under that configuration's limits, not the shared one's.
@Suite struct OwnLimitsEditTests {
    private struct Profile: FormCustomizing {
        var nickname = ""
        var age = 30
        static var inputFields: FormInput { .all }
    }

    private static let noSuggestions = FormConfiguration(limits: FormLimits(maximumSuggestions: 0))

    private static func messages(_ body: () throws(FormErrors) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.errors.map(\.message)
        }
    }

    @Test func setValuesSuggestsUnderTheSharedLimits() throws {
        let form = try ModelForm(Profile())
        #expect(
            Self.messages { () throws(FormErrors) in try form.setValues(["nickame": "Ada"]) }
                == ["'nickame' is not a field of this form (did you mean 'nickname'?)"])
    }

    @Test func setValuesFollowsTheFormsOwnLimits() throws {
        let form = try ModelForm(Profile(), configuration: Self.noSuggestions)
        #expect(
            Self.messages { () throws(FormErrors) in try form.setValues(["nickame": "Ada"]) }
                == ["'nickame' is not a field of this form"])
    }

    @Test func applyInputFollowsTheFormsOwnLimits() throws {
        let form = try ModelForm(Profile(), configuration: Self.noSuggestions)
        #expect(
            Self.messages { () throws(FormErrors) in try form.applyInput(["nickame": "Ada"]) }
                == ["'nickame' is not a field of this form"])
        #expect(try form.commit().nickname == "")
    }

    @Test func aSingleEditFollowsTheFormsOwnLimits() throws {
        let shared = try ModelForm(Profile())
        let own = try ModelForm(Profile(), configuration: Self.noSuggestions)
        let sharedError = #expect(throws: FormError.self) { try shared.setText("Ada", for: "nickame") }
        #expect(sharedError?.message == "'nickame' is not a field of this form (did you mean 'nickname'?)")
        let ownError = #expect(throws: FormError.self) { try own.setText("Ada", for: "nickame") }
        #expect(ownError?.message == "'nickame' is not a field of this form")
    }

    @Test func aDescribedFormFollowsItsOwnLimits() throws {
        let json = #"{"fields": [{"key": "nickname", "type": "text"}]}"#
        let form = try ModelForm(descriptionJSON: json, configuration: Self.noSuggestions)
        #expect(
            Self.messages { () throws(FormErrors) in try form.setValues(["nickame": "Ada"]) }
                == ["'nickame' is not a field of this form"])
    }
}
