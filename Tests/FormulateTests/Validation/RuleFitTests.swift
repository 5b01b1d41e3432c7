import Formulate
import Foundation
import Testing

/// A rule that can never hold for its field's kind is a definition mistake, refused when the
/// form is built (it would make the form impossible to submit).
@Suite("Rules that do not fit their field")
struct RuleFitTests {
    private struct Misfits {
        @FormField(.rules(.minLength(2))) var flag = false
        @FormField(.rules(.email)) var count = 0
        @FormField(.rules(.greaterOrEqual(1))) var subscribed = true
        @FormField(.rules(.email)) var backupEmails: [String] = []
        @FormField(.rules(.unique)) var name = ""
    }

    @Test func eachMisfitIsNamedWithItsField() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Misfits()) }
        #expect(
            error?.problems.map(\.description) == [
                "flag: rule 'minLength' does not fit a boolean field: it counts characters or items",
                "count: rule 'email' does not fit an integer field: it reads text",
                "subscribed: rule 'greaterOrEqual' does not fit a boolean field: it compares numbers, dates or text",
                "backupEmails: rule 'email' does not fit a collection field: it reads text; to check each item, "
                    + "give it to the item template",
                "name: rule 'unique' does not fit a text field: it compares the items of a list",
            ])
    }

    private struct ItemMisfit: FormCustomizing {
        var scores = [1]
        static var fieldSettings: [String: FieldSettings] {
            ["scores": FieldSettings.template(.rules(.maxLength(3)))]
        }
    }

    @Test func anItemTemplatesRuleMustFitTheItems() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(ItemMisfit()) }
        #expect(
            error?.problems.map(\.description) == [
                "scores[]: rule 'maxLength' does not fit an integer field: it counts characters or items"
            ])
    }

    private struct Fits {
        @FormField(.rules(.integer, .greaterOrEqual(0))) var count = 0
        @FormField(.rules(.minLength(1), .unique)) var tags: [String] = []
        @FormField(.rules(.greaterThan(.date(Date(timeIntervalSince1970: 0))))) var since = Date()
        @FormField(.rules(.required, .equalsField("count"))) var agreed = false
        @FormField(.rules(.maxLength(5), .greaterOrEqual("a"))) var code = "b"
        @FormField(.rules(.double(maxDecimalPlaces: 2))) var price = 1.5
        @FormField(.rules(.lessOrEqual("5"))) var stars = 3
        @FormField(.rules(.greaterOrEqual("2024-01-01"))) var due = Date()
    }

    private struct BadBounds {
        @FormField(.rules(.lessOrEqual("five"))) var rating: Double? = nil
        @FormField(.rules(.lessOrEqual(3))) var when: Date? = nil
    }

    /// A bound a value of the field can never be compared with refuses every value (trial17).
    @Test func aComparisonsBoundMustBeComparableWithTheFieldsValues() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(BadBounds()) }
        #expect(
            error?.problems.map(\.description) == [
                "rating: rule 'lessOrEqual' does not fit a number field: its bound five is not a number",
                "when: rule 'lessOrEqual' does not fit a date field: its bound 3 is not a date",
            ])
    }

    @Test func rulesThatFitAreTaken() throws {
        let form = try ModelForm(Fits())
        #expect(form.field("tags")?.rules.count == 2)
    }

    @Test(arguments: [
        (#"{"key": "b", "type": "boolean", "rules": [{"rule": "minLength", "value": 2}]}"#, "b: rule 'minLength'"),
        (#"{"key": "n", "type": "integer", "rules": ["email"]}"#, "n: rule 'email'"),
        (
            #"{"key": "l", "type": "collection", "item": {"type": "integer", "rules": ["email"]}}"#,
            "l: item: rule 'email'"
        ),
        (
            #"{"key": "r", "type": "number", "rules": [{"rule": "lessOrEqual", "value": "five"}]}"#,
            "r: rule 'lessOrEqual' does not fit a number field: its bound five is not a number"
        ),
    ])
    func aDescriptionsMisfitIsRefused(field: String, expected: String) {
        let error = #expect(throws: FormDefinitionError.self) {
            try ModelForm(descriptionJSON: #"{"fields": ["# + field + "]}")
        }
        #expect(error?.problems.first?.description.hasPrefix(expected) == true, "\(error.map { "\($0)" } ?? "")")
    }
}
