import Formulate
import Testing

/// An edit a commit does not write, because its field is hidden then, stays an edit: the
/// form shows it, does not count it as a change while hidden, and writes it once the field
/// is shown again and committed. The form never shows a value the model does not hold
/// without a way to save it.
@Suite("Edits of fields hidden at a commit")
struct HeldEditTests {
    struct Place { var city = "" }
    struct Booking: FormCustomizing {
        var video = false
        var place = Place()
        var tags: [String] = []
        static var fieldOverrides: [String: FieldOverrides] {
            ["place": ["hidden": "$video == true"], "tags": ["hidden": "$video == true"]]
        }
    }

    @Test func anEditHiddenAtACommitIsWrittenWhenShownAndCommittedAgain() throws {
        let form = try ModelForm(Booking())
        try form.setText("Berlin", for: "place.city")
        try form.insertItem(text: "urgent", in: "tags")
        try form.setValue(true, for: "video")
        #expect(form.changes.map(\.key) == ["video"])
        let first = try form.commit()
        #expect(first.video)
        #expect(first.place.city == "")
        #expect(first.tags == [])
        #expect(!form.isDirty)
        #expect(form.changes.isEmpty)
        #expect(form.text(for: "place.city") == "Berlin")

        try form.setValue(false, for: "video")
        #expect(form.changes.map(\.key) == ["video", "place.city", "tags"])
        let second = try form.commit()
        #expect(!second.video)
        #expect(second.place.city == "Berlin")
        #expect(second.tags == ["urgent"])
        #expect(!form.isDirty)
    }

    @Test func resetAfterACommitDropsTheHeldEdit() throws {
        let form = try ModelForm(Booking())
        try form.setText("Berlin", for: "place.city")
        try form.setValue(true, for: "video")
        try form.commit()
        form.reset()
        try form.setValue(false, for: "video")
        #expect(form.text(for: "place.city") == "")
        #expect(form.changes.map(\.key) == ["video"])
    }

    final class Visit: FormKeyPathProviding, FormCustomizing {
        var video = false
        var city = ""
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath("video", \Visit.video), FormKeyPath("city", \Visit.city)]
        }
        static var fieldOverrides: [String: FieldOverrides] { ["city": ["hidden": "$video == true"]] }
    }

    @Test func anObjectsHeldEditIsWrittenOnceShownAndMeetsOtherWritersChanges() throws {
        let visit = Visit()
        let form = try ModelForm(visit)
        try form.setText("Berlin", for: "city")
        try form.setValue(true, for: "video")
        try form.commit()
        #expect(visit.video)
        #expect(visit.city == "")
        #expect(form.text(for: "city") == "Berlin")
        try form.setValue(false, for: "video")
        try form.commit()
        #expect(visit.city == "Berlin")

        // Changed by someone else while the edit was held: a conflict, as for any edit.
        try form.setText("Paris", for: "city")
        try form.setValue(true, for: "video")
        try form.commit()
        visit.city = "Rome"
        try form.setValue(false, for: "video")
        let error = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(error?.errors.map(\.key) == ["city"])
        #expect(visit.city == "Rome")
    }

    struct Signup: FormCustomizing {
        var email = ""
        static var extraFields: [FieldEntry] { [["key": "confirmation", "type": "text"]] }
    }

    @Test func aVirtualFieldsEditIsNotHeldAfterACommit() throws {
        let form = try ModelForm(Signup())
        try form.setText("a@b.c", for: "email")
        try form.setText("a@b.c", for: "confirmation")
        let signup = try form.commit()
        #expect(signup.email == "a@b.c")
        #expect(!form.isDirty)
        #expect(form.changes.isEmpty)
    }
}
