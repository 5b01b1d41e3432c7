import Formulate
import Foundation
import Testing

/// The questions asked by a field's position in `allFields` answer as the same questions
/// asked by key, and a position that is no field's answers as a key that is no field.
@Suite("Questions by a field's position")
struct PositionQueryTests {
    struct Account: Equatable, FormCustomizing {
        var express = false
        var courierCode = "ABCD"
        var password = "secret"
        var note = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                "courierCode": FieldSettings.hidden("$express == false"),
                "note": FieldSettings.disabled("$express == true"),
                "password": FieldSettings.kind(.password),
            ]
        }
        static var inputFields: FormInput { .only("express", "courierCode", "password") }
    }

    @Test func eachAnswerIsTheAnswerByKey() throws {
        let form = try ModelForm(Account())
        try form.setValue(true, for: "express")
        for (position, field) in form.allFields.enumerated() {
            let key = field.key
            #expect(form.value(at: position) == form.value(for: key))
            #expect(form.text(at: position) == form.text(for: key))
            #expect(form.isHidden(at: position) == form.isHidden(key))
            #expect(form.isDisabled(at: position) == form.isDisabled(key))
            #expect(form.acceptsInput(at: position) == form.acceptsInput(for: key))
            #expect(form.shouldShowErrors(at: position) == form.shouldShowErrors(for: key))
            #expect(form.isSecret(at: position) == field.isSecret)
        }
        #expect(form.isDisabled(at: 3) && !form.acceptsInput(at: 3))
        #expect(form.isSecret(at: 2))
    }

    @Test func setTextByPositionEditsThatField() throws {
        let form = try ModelForm(Account())
        try form.setText("true", at: 0)
        try form.setText("WXYZ", at: 1)
        #expect(form.value(for: "courierCode") == "WXYZ")
        #expect(try form.commit() == Account(express: true, courierCode: "WXYZ"))
    }

    enum Size: String, CaseIterable { case small, medium, large }

    struct Order: Equatable {
        var size = Size.small
        var count = 1
    }

    @Test func optionQuestionsByPositionAreTheAnswersByKey() throws {
        let form = try ModelForm(Order())
        #expect(form.position(ofKey: "size") == 0 && form.position(ofKey: "count") == 1)
        #expect(form.position(ofKey: "colour") == nil)
        #expect(form.optionIndex(forValueText: "large", forFieldAt: 0) == 2)
        #expect(form.optionIndex(forValueText: "Large", forFieldAt: 0) == nil)
        #expect(form.optionIndex(forValueText: "large", forFieldAt: 7) == nil)
        #expect(form.selectedOptionIndex(forFieldAt: 0) == form.selectedOptionIndex(for: "size"))
        #expect(form.selectedOptionIndex(forFieldAt: 1) == nil)
        try form.selectOption(at: 2, forFieldAt: 0)
        #expect(form.selectedOptionIndex(forFieldAt: 0) == 2)
        #expect(try form.commit() == Order(size: .large))
        // As by key: an index that is no option's, and a field that is no option field.
        #expect(throws: FormError.self) { try form.selectOption(at: 3, forFieldAt: 0) }
        let notAChoice = #expect(throws: FormError.self) { try form.selectOption(at: 0, forFieldAt: 1) }
        #expect(notAChoice?.key == "count" && notAChoice?.reason == .typeMismatch)
        let noField = #expect(throws: FormError.self) { try form.selectOption(at: 0, forFieldAt: 2) }
        #expect(noField?.reason == .unknownField)
    }

    struct Measures: Equatable {
        var count = 3
        var amount = 2.5
        var name = "first\nsecond"
        var note = "plain"
        var when: Date? = nil
        var limit: Int8 = 1
    }

    @Test func changingTextIsSetOnlyWhenItReadsAsAnotherValue() throws {
        let form = try ModelForm(Measures())
        // Another value: set as setText sets it.
        #expect(try form.setChangingText("4", at: 0))
        #expect(try form.setChangingText("2.75", at: 1))
        #expect(try form.setChangingText("other", at: 3))
        #expect(try form.setChangingText("2024-05-17T09:30:00Z", at: 4))
        #expect(form.isTouched("count") && form.value(for: "amount") == .double(2.75))
        // The value held ("3.0" reads as 3), empty text, text that does not read: nothing done.
        #expect(try !form.setChangingText("4.0", at: 0))
        #expect(try !form.setChangingText("", at: 3))
        #expect(try !form.setChangingText("many", at: 0))
        #expect(form.errors(for: "count").isEmpty)
        // Text with a line break, another codec, a date held, a position that is no field's.
        #expect(try !form.setChangingText("first second", at: 2))
        #expect(try !form.setChangingText("2", at: 5))
        #expect(try !form.setChangingText("2024-05-18T09:30:00Z", at: 4))
        #expect(try !form.setChangingText("1", at: 9))
        #expect(try form.commit().count == 4)
    }

    @Test func changingTextThatIsRefusedIsKeptWithItsError() throws {
        struct Bounded: FormCustomizing {
            var count = 3
            static var fieldSettings: [String: FieldSettings] { ["count": FieldSettings.max(10)] }
        }
        let form = try ModelForm(Bounded())
        #expect(throws: FormError.self) { try form.setChangingText("11", at: 0) }
        #expect(form.text(for: "count") == "11" && form.errors(for: "count").first?.reason == .outOfRange)
        // A field showing refused text is compared as text by the caller.
        #expect(try !form.setChangingText("5", at: 0))
    }

    @Test(arguments: [-1, 4, Int.max])
    func aPositionThatIsNoFieldsAnswersAsAnUnknownKey(position: Int) throws {
        let form = try ModelForm(Account())
        #expect(form.value(at: position) == nil)
        #expect(form.text(at: position) == "")
        #expect(!form.isHidden(at: position) && !form.isDisabled(at: position))
        #expect(!form.acceptsInput(at: position) && !form.shouldShowErrors(at: position))
        #expect(!form.isSecret(at: position))
        let error = #expect(throws: FormError.self) { try form.setText("x", at: position) }
        #expect(error?.reason == .unknownField)
    }
}
