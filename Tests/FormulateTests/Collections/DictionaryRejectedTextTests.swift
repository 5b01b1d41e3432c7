import Foundation
import Testing

@testable import Formulate

/// The bike of trial 19 (F-c): an entry of a dictionary of whole numbers.
struct TorqueBike: Equatable, DefaultConstructible, FormCustomizing {
    static var inputFields: FormInput { .all }
    var torqueSpecs: [String: Int] = ["stem": 5]
}

@Suite("Dictionaries: a refused entry text is kept and shown like a field's")
struct DictionaryRejectedTextTests {
    let message = "Torque Specs stem: \"abc\" is not a whole number"

    @Test func aRefusedEntryTextIsReadBackWithItsError() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        #expect(form.text(for: "torqueSpecs.stem") == "abc")
        #expect(form.errors(for: "torqueSpecs.stem").map(\.message) == [message])
        #expect(form.shouldShowErrors(for: "torqueSpecs.stem"))
        #expect(form.value(for: "torqueSpecs.stem") == .int(5))
    }

    @Test func aRefusedTextThroughApplyInputIsKeptToo() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormErrors.self) { try form.applyInput(["torqueSpecs.stem": "abc"]) }
        #expect(form.text(for: "torqueSpecs.stem") == "abc")
        #expect(form.errors(for: "torqueSpecs.stem").map(\.message) == [message])
    }

    @Test func commitRefusesWhileTheRefusedTextStands() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        let errors = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(errors?.errors.map(\.message) == [message])
        #expect(!form.isValid)
    }

    @Test func anAcceptedEditOfTheEntryClearsIt() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        try form.setText("7", for: "torqueSpecs.stem")
        #expect(form.text(for: "torqueSpecs.stem") == "7")
        #expect(form.errors(for: "torqueSpecs.stem").isEmpty)
        #expect(try form.commit() == TorqueBike(torqueSpecs: ["stem": 7]))
    }

    @Test func resetClearsIt() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        form.reset()
        #expect(form.text(for: "torqueSpecs.stem") == "5")
        #expect(form.errors(for: "torqueSpecs.stem").isEmpty)
        #expect(try form.commit() == TorqueBike())
    }

    @Test func removingTheEntryClearsIt() throws {
        let form = try ModelForm(TorqueBike())
        #expect(throws: FormError.self) { try form.setText("abc", for: "torqueSpecs.stem") }
        try form.applyInput(.remove("torqueSpecs.stem"))
        #expect(form.errors(for: "torqueSpecs.stem").isEmpty)
        #expect(try form.commit() == TorqueBike(torqueSpecs: [:]))
    }
}
