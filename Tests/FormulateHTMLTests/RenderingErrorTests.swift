import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Rendering: errors and their ARIA wiring")
struct RenderingErrorTests {
    @Test func freshFormShowsNoErrors() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        #expect(page.tags.allSatisfy { $0["aria-invalid"] == nil })
        #expect(page.first("p", where: { $0["class"] == "error" }) == nil)
    }

    @Test func rejectedTextIsShownWithItsErrorLinkedToTheControl() throws {
        let form = try ModelForm(Profile())
        #expect(throws: FormError.self) { try form.setText("huge", for: "age") }
        let (_, page) = scan(form)
        let age = try #require(page.control(named: "age"))
        #expect(age["value"] == "huge")
        #expect(age["aria-invalid"] == "true")
        #expect(age["aria-describedby"] == "field-age-error")
        let error = try #require(page.element(id: "field-age-error"))
        #expect(error.name == "p")
        #expect(error["class"] == "error")
        #expect(error.followingText == form.errors(for: "age").first?.message)
        #expect(error.followingText.contains("huge"))
        #expect(page.first("div", where: { $0["class"] == "field invalid" }) != nil)
    }

    @Test func anItemsErrorMarksItsOwnInputAndAListsErrorMarksEvery() throws {
        var profile = Profile()
        profile.backupEmails = ["a@example.com", "nope", "c@example.com"]
        let form = try ModelForm(profile)
        #expect(
            form.validate().filter { $0.key == "backupEmails" }.map(\.message) == [
                "Backup Email 2 must be a valid email address, like name@example.com."
            ])
        let (_, page) = scan(form)
        #expect(page.controls(named: "backupEmails").map { $0["aria-invalid"] } == [nil, "true", nil, nil])

        struct Crew: FormCustomizing {
            var names = ["Ann"]
            static var fieldSettings: [String: FieldSettings] { ["names": FieldSettings.rules(.minLength(2))] }
            static var inputFields: FormInput { .all }
        }
        let crew = try ModelForm(Crew())
        #expect(crew.validate().count == 1)
        let (_, list) = scan(crew)
        #expect(list.controls(named: "names").map { $0["aria-invalid"] } == ["true", "true"])
    }

    @Test func helpAndErrorAreBothDescribed() throws {
        let form = try ModelForm(Profile())
        try form.setText("not an email", for: "email")
        form.validate()
        let (_, page) = scan(form)
        let email = try #require(page.control(named: "email"))
        #expect(email["value"] == "not an email")
        #expect(email["aria-invalid"] == "true")
        #expect(email["aria-describedby"] == "field-email-help field-email-error")
        #expect(page.element(id: "field-email-help")?.followingText == "We never share it.")
        #expect(page.element(id: "field-email-error")?.followingText == form.errors(for: "email").first?.message)
    }

    @Test func validationShowsRuleErrorsOfUntouchedFields() throws {
        let form = try ModelForm(Profile())
        form.validate()
        let (_, page) = scan(form)
        let name = try #require(page.control(named: "displayName"))
        #expect(name["aria-invalid"] == "true")
        #expect(
            page.element(id: "field-displayName-error")?.followingText == form.errors(for: "displayName").first?.message
        )
    }

    @Test func serverErrorsAreShown() throws {
        let form = try ModelForm(Profile())
        try form.markInvalid("displayName", message: "That name is taken.")
        let (_, page) = scan(form)
        #expect(page.element(id: "field-displayName-error")?.followingText == "That name is taken.")
    }

    @Test func groupsMarkEveryControlInvalid() throws {
        let form = try ModelForm(Profile())
        #expect(throws: FormError.self) { try form.selectOptions(["fri"], for: "days") }
        try form.markInvalid("theme", message: "Pick another theme.")
        let (_, page) = scan(form, HTMLRenderer(optionStyle: .radios))
        for name in ["days", "theme"] {
            let controls = page.controls(named: name)
            #expect(!controls.isEmpty)
            #expect(
                controls.allSatisfy { $0["aria-invalid"] == "true" && $0["aria-describedby"] == "field-\(name)-error" })
        }
        #expect(page.element(id: "field-days")?["class"] == "field choices invalid")
    }

    @Test func rejectedCollectionItemsAreShownAsTyped() throws {
        let numbers = try ModelForm(Numbers())
        #expect(throws: FormError.self) { try numbers.setItems(texts: ["1", "two", ""], for: "luckyNumbers") }
        let page = scan(numbers).scanner
        #expect(page.controls(named: "luckyNumbers").map { $0["value"] } == ["1", "two", ""])
        #expect(page.controls(named: "luckyNumbers").first?["type"] == "number")
        #expect(page.controls(named: "luckyNumbers")[1]["type"] == "text")
        // "two" is the second item: its error is written by its input, which alone is invalid.
        let inputs = page.controls(named: "luckyNumbers")
        #expect(inputs.map { $0["aria-invalid"] } == [nil, "true", nil])
        #expect(inputs.map { $0["aria-describedby"] } == [nil, "field-luckyNumbers-1-error", nil])
        #expect(
            page.element(id: "field-luckyNumbers-1-error")?.followingText
                == numbers.errors(for: "luckyNumbers").first?.message)
        #expect(page.element(id: "field-luckyNumbers-error") == nil)
    }

    @Test func anItemsErrorIsWrittenByThatItemAndAListsErrorAfterTheList() throws {
        let form = try ModelForm(Tagged())
        form.validate()
        let (html, page) = scan(form)
        let inputs = page.controls(named: "tags")
        #expect(inputs.map { $0["aria-invalid"] } == [nil, "true", nil])
        #expect(inputs.map { $0["aria-describedby"] } == [nil, "field-tags-1-error", nil])
        #expect(page.element(id: "field-tags-1-error")?.followingText == "Tags need 3 letters.")
        #expect(page.element(id: "field-tags")?["class"] == "field collection invalid")
        // The paragraph is inside the item's row, after its input.
        let row = try #require(html.range(of: #"<input type="text" name="tags" id="field-tags-1""#))
        let paragraph = try #require(html.range(of: #"<p class="error" id="field-tags-1-error">"#))
        let nextRow = try #require(html.range(of: #"id="field-tags-new""#))
        #expect(row.upperBound < paragraph.lowerBound && paragraph.upperBound < nextRow.lowerBound)

        // An error about the whole list marks every input and is written after them.
        try form.markInvalid("tags", message: "Too many tags.")
        let marked = scan(form).scanner
        #expect(marked.controls(named: "tags").allSatisfy { $0["aria-invalid"] == "true" })
        #expect(
            marked.controls(named: "tags").map { $0["aria-describedby"] } == [
                "field-tags-error", "field-tags-1-error field-tags-error", "field-tags-error",
            ])
        #expect(marked.element(id: "field-tags-error")?.followingText == "Too many tags.")
    }
}

struct Numbers {
    var luckyNumbers: [Int] = [7]
}

struct Tagged: FormCustomizing {
    var tags = ["family", "ab"]
    static var inputFields: FormInput { .all }
    static var fieldOverrides: [String: FieldOverrides] {
        ["tags": ["template": ["rules": [ValidationRule.minLength(3).message("Tags need 3 letters.")]]]]
    }
}

extension Numbers: FormCustomizing { static var inputFields: FormInput { .all } }

/// The bike of trial 19 (F-c): a dictionary entry whose text is refused.
struct RejectedTorqueBike: Equatable, DefaultConstructible {
    var torqueSpecs: [String: Int] = ["stem": 5]
}

@Suite("Rendering: a refused dictionary entry text")
struct RenderingRejectedEntryTests {
    @Test func theEntrysInputShowsTheRefusedTextAndItsError() throws {
        let form = try ModelForm(RejectedTorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        let (_, page) = scan(form)
        let stem = try #require(page.control(named: "torqueSpecs.stem"))
        #expect(stem["value"] == "abc")
        #expect(stem["aria-invalid"] == "true")
        let errorID = try #require(stem["aria-describedby"])
        let error = try #require(page.element(id: errorID))
        #expect(error["class"] == "error")
        #expect(error.followingText == "Torque Specs stem: \"abc\" is not a whole number")
    }
}
