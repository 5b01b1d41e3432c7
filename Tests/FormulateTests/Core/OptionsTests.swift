import Foundation
import Testing

@testable import Formulate

struct Preferences: FormCustomizing {
    var colorIndex = 0
    var language = "en"
    var tags: [String] = []
    var days: Weekdays = []
    var permissions = Permissions(rawValue: 0)
    var level = 2
    var priceCents = 1999

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "colorIndex": ["options": ["Red", "Green", "Blue"]],
            "language": ["options": ["en", "fr", "de"], "placeholder": "Choose…"],
            "tags": ["options": ["swift", "ios", "linux"], "placeholder": "No tags"],
            "permissions": ["options": ["Read", "Write", "Execute"]],
            "level": ["options": [1, 2, 3]],
            "priceCents": [
                "valueTransformer": FieldValueTransformer(
                    display: { value in
                        guard case .int(let cents) = value else { return "" }
                        return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
                    },
                    parse: { text in
                        guard text.hasPrefix("$"), let amount = Decimal(string: String(text.dropFirst())) else {
                            return nil
                        }
                        return .int(NSDecimalNumber(decimal: amount * 100).intValue)
                    })
            ],
        ]
    }
}

@Suite("Options")
struct OptionsTests {
    @Test func numericFieldWithNonNumericOptionsStoresTheIndex() throws {
        let form = try ModelForm(Preferences())
        let field = try #require(form.field("colorIndex"))
        #expect(field.kind == .option)
        #expect(field.storesOptionIndex)
        try form.selectOption(at: 2, for: "colorIndex")
        #expect(form.value(for: "colorIndex") == .int(2))
        #expect(form.text(for: "colorIndex") == "Blue")
        try form.setText("green", for: "colorIndex")
        #expect(try form.commit().colorIndex == 1)
    }

    @Test func optionTitlesGoThroughTheValueTransformer() throws {
        struct Trip: FormCustomizing {
            var country = "gb"
            var city = "ldn"
            static var fieldOverrides: [String: FieldOverrides] {
                let names = FieldValueTransformer(
                    display: { $0.stringValue == "gb" ? "United Kingdom" : "Canada" },
                    parse: { $0 == "Canada" ? "ca" : $0 == "United Kingdom" ? "gb" : nil })
                return [
                    "country": ["options": ["gb", "ca"], "valueTransformer": names],
                    "city": ["options": [FieldOption("London", value: "ldn")], "valueTransformer": names],
                ]
            }
        }
        let form = try ModelForm(Trip())
        #expect(form.field("country")?.options.map(\.title) == ["United Kingdom", "Canada"])
        #expect(form.field("city")?.options.map(\.title) == ["London"], "an explicit title is kept")
        try form.setText("Canada", for: "country")
        #expect(try form.commit().country == "ca")
    }

    @Test func anyValueIsShownAsTheFieldShowsItsDraft() throws {
        let form = try ModelForm(Preferences())
        try form.selectOption(at: 2, for: "colorIndex")
        #expect(form.text(of: .int(0), for: "colorIndex") == "Red", "the old value, as an option title")
        #expect(form.text(of: .int(250), for: "priceCents") == "$2.50", "through the value transformer")
        #expect(form.text(of: .null, for: "language") == "")
        #expect(form.text(of: .int(1), for: "nope") == "")
    }

    @Test func otherwiseTheOptionValueIsStored() throws {
        let form = try ModelForm(Preferences())
        #expect(form.field("level")?.storesOptionIndex == false)
        try form.selectOption(at: 2, for: "level")
        #expect(form.value(for: "level") == .int(3))
        try form.selectOption(at: 1, for: "language")
        #expect(try form.commit().language == "fr")
    }

    @Test func valuesNotAmongTheOptionsReadAsNoSelection() throws {
        let form = try ModelForm(Preferences(language: "xx", level: 9))
        #expect(form.selectedOptionIndex(for: "language") == nil)
        #expect(form.selectedOptionIndex(for: "level") == nil)
        #expect(form.text(for: "language") == "")
        let error = #expect(throws: FormError.self) { try form.setValue("xx", for: "language") }
        #expect(error?.reason == .notAnOption)
    }

    @Test func placeholderMeansNoSelectionOnlyWhereNilIsAllowed() throws {
        let form = try ModelForm(Everything(optionalTheme: .dark))
        try form.selectOption(at: nil, for: "optionalTheme")
        #expect(form.value(for: "optionalTheme") == .null)
        #expect(throws: FormError.self) { try form.selectOption(at: nil, for: "theme") }
        #expect(throws: FormError.self) { try form.selectOption(at: 3, for: "theme") }
    }

    @Test func selectingThePlaceholderClearsAMultipleChoice() throws {
        let form = try ModelForm(Preferences(tags: ["swift", "linux"]))
        try form.selectOptions(["No tags"], for: "tags")
        #expect(form.value(for: "tags") == [])
        try form.selectOptions(["ios", "No tags"], for: "tags")
        #expect(form.value(for: "tags") == [], "the placeholder wins over the options listed with it")
        try form.selectOptions(["linux", "swift"], for: "tags")
        #expect(form.value(for: "tags") == ["swift", "linux"])
    }

    @Test func multipleChoiceKeepsTheOptionsOrder() throws {
        let form = try ModelForm(Preferences())
        try form.setOption(at: 2, selected: true, for: "tags")
        try form.setOption(at: 0, selected: true, for: "tags")
        #expect(form.value(for: "tags") == ["swift", "linux"])
        try form.setOption(at: 2, selected: false, for: "tags")
        #expect(try form.commit().tags == ["swift"])
        let themes = try ModelForm(Everything())
        try themes.setOption(at: 2, selected: true, for: "orderedThemes")
        try themes.setOption(at: 0, selected: true, for: "orderedThemes")
        #expect(try themes.commit().orderedThemes == [.light, .system])
    }

    @Test func bitfieldSetsAndClearsBitsNeverToggles() throws {
        let form = try ModelForm(Preferences())
        try form.setOption(at: 0, selected: true, for: "permissions")
        try form.setOption(at: 2, selected: true, for: "permissions")
        #expect(form.value(for: "permissions") == .int(5))
        try form.setOption(at: 1, selected: false, for: "permissions")
        #expect(form.value(for: "permissions") == .int(5), "deselecting an unselected bit sets nothing")
        try form.setOption(at: 0, selected: false, for: "permissions")
        #expect(form.isOptionSelected(at: 2, for: "permissions"))
        #expect(!form.isOptionSelected(at: 0, for: "permissions"))
        #expect(try form.commit().permissions == Permissions(rawValue: 4))
    }

    @Test func bitfieldOptionsFromAllCasesUseTheirBits() throws {
        let form = try ModelForm(Preferences())
        try form.setOption(at: 1, selected: true, for: "days")
        try form.setOption(at: 2, selected: true, for: "days")
        #expect(form.text(for: "days") == "Tuesday, Wednesday")
        #expect(try form.commit().days == [.tuesday, .wednesday])
        #expect(throws: FormError.self) { try form.setValue(Weekdays(rawValue: 8), for: "days") }
    }

    @Test func valueTransformerDisplaysAndParses() throws {
        let form = try ModelForm(Preferences())
        #expect(form.text(for: "priceCents") == "$19.99")
        try form.setText("$5.05", for: "priceCents")
        #expect(form.value(for: "priceCents") == .int(505))
        #expect(throws: FormError.self) { try form.setText("five dollars", for: "priceCents") }
        #expect(throws: FormErrors.self, "rejected text keeps the form invalid") { try form.commit() }
        try form.setText("$5.05", for: "priceCents")
        #expect(try form.commit().priceCents == 505)
    }
}
