import Formulate
import Testing

/// An edit made while a field was shown, to a field hidden by the time of the commit, is
/// neither validated nor written: what is saved is what the person sees (as with a page,
/// which does not post a hidden field).
@Suite("Edits of fields hidden before the commit")
struct HiddenEditCommitTests {
    struct Shipping: Equatable, FormCustomizing {
        var express = false
        var courierCode = "ABCD"
        var note = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                "courierCode": FieldSettings.rules(.exactLength(4)).hidden("$express == false"),
                "note": FieldSettings.hidden("$express == true"),
            ]
        }
    }

    @Test func anInvalidEditOfAFieldHiddenSinceIsNotWritten() throws {
        let form = try ModelForm(Shipping())
        try form.setValue(true, for: "express")
        try form.setText("TOOLONG", for: "courierCode")
        #expect(form.validate().map(\.key) == ["courierCode"])
        try form.setValue(false, for: "express")
        #expect(form.validate().isEmpty)
        #expect(try form.commit() == Shipping(express: false, courierCode: "ABCD"))
    }

    @Test func aValidEditOfAFieldHiddenSinceIsNotWrittenEither() throws {
        let form = try ModelForm(Shipping())
        try form.setText("left for later", for: "note")
        try form.setValue(true, for: "express")
        #expect(form.conflicts.isEmpty)
        #expect(try form.commit() == Shipping(express: true, courierCode: "ABCD", note: ""))
    }

    @Test func theEditIsKeptAndWrittenWhenTheFieldIsShownAgain() throws {
        let form = try ModelForm(Shipping())
        try form.setValue(true, for: "express")
        try form.setText("WXYZ", for: "courierCode")
        try form.setValue(false, for: "express")
        #expect(form.text(for: "courierCode") == "WXYZ")
        try form.setValue(true, for: "express")
        #expect(try form.commit() == Shipping(express: true, courierCode: "WXYZ"))
    }
}
