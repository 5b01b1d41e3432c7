import Foundation
import Testing

@testable import Formulate

/// Text a person types never holds a NUL, nor a line break in one line of text.
struct TypedTextTests {
    struct Guest: FormCustomizing {
        var name = ""
        var notes = ""
        var tags: [String] = []
        var password = ""
        static var fieldOverrides: [String: FieldOverrides] { ["notes": ["type": FieldKind.longText]] }
    }

    @Test(arguments: [
        ("name", "Ada\r\nX-Evil: 1", "Name: line breaks are not accepted; expected one line"),
        ("name", "Ada\nBob", "Name: line breaks are not accepted; expected one line"),
        ("name", "Ada\rBob", "Name: line breaks are not accepted; expected one line"),
        ("name", "Ada\u{0}Bob", "Name: a NUL character is not accepted"),
        ("notes", "Ada\u{0}Bob", "Notes: a NUL character is not accepted"),
    ])
    func textWithACharacterNoPersonTypesIsRefused(key: String, text: String, message: String) throws {
        let form = try ModelForm(Guest())
        let error = #expect(throws: FormError.self) { try form.setText(text, for: key) }
        #expect(error?.reason == .invalidText)
        #expect(error?.message == message)
        #expect(form.value(for: key) == "")
        #expect(form.text(for: key) == text, "the rejected text is kept to be shown with its error")
    }

    @Test func longTextTakesLineBreaksAndAValueMayHoldAnything() throws {
        let form = try ModelForm(Guest())
        try form.setText("Dear Ada,\r\nWelcome.", for: "notes")
        #expect(form.value(for: "notes") == "Dear Ada,\r\nWelcome.")
        try form.setValue("Ada\nBob", for: "name")
        #expect(form.value(for: "name") == "Ada\nBob")
        // Text that reads as the value held changes nothing, so it is not refused.
        try form.setText("Ada\nBob", for: "name")
        #expect(try form.commit().name == "Ada\nBob")
    }

    @Test func aSecretsRefusalDoesNotRepeatIt() throws {
        let form = try ModelForm(Guest())
        let error = #expect(throws: FormError.self) { try form.setText("hunter2\r\nX", for: "password") }
        #expect(error?.message.contains("hunter2") == false)
        #expect(!(error?.arguments.contains { $0.value == "hunter2\r\nX" } ?? true))
    }

    @Test func anItemOfOneLineIsRefusedUnlessTheListHoldsIt() throws {
        let form = try ModelForm(Guest(tags: ["a\nb"]))
        let error = #expect(throws: FormError.self) { try form.setItems(texts: ["ok", "c\nd"], for: "tags") }
        #expect(error?.message == "Tags: item 2: line breaks are not accepted; expected one line")
        #expect(throws: FormError.self) { try form.insertItem(text: "e\u{0}", in: "tags") }
        #expect(form.value(for: "tags") == ["a\nb"])
        try form.setItems(texts: ["a\nb", "c"], for: "tags")
        #expect(form.value(for: "tags") == ["a\nb", "c"])
    }
}
