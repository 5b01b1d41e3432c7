import Formulate
import Testing

/// A commit writes only what the person changed, and refuses to overwrite what someone
/// else changed meanwhile.
@Suite("No lost updates")
struct LostUpdateTests {
    final class Document: FormKeyPathProviding {
        var title = "Draft"
        var body = "First words"
        var apiToken = "sk-live-123"
        var titleWrites = 0
        static var formKeyPaths: [FormKeyPath] {
            [
                FormKeyPath(\Document.title), FormKeyPath(\Document.body),
                FormKeyPath(\Document.apiToken),
            ]
        }
    }

    @Test func anotherWritersChangeToAnUntouchedFieldIsKept() throws {
        let document = Document()
        let form = try ModelForm(document)
        document.body = "written by someone else"
        try form.setText("Final", for: "title")
        try form.commit()
        #expect(document.title == "Final")
        #expect(document.body == "written by someone else")
        #expect(form.value(for: "body") == "written by someone else", "the form reads the object back after a commit")
    }

    @Test func aCommitWithNothingToWriteStillReadsTheObjectBack() throws {
        let document = Document()
        let form = try ModelForm(document)
        document.title = "Theirs"
        try form.commit()
        #expect(document.title == "Theirs", "nothing was written")
        #expect(form.value(for: "title") == "Theirs", "the form shows the object as it is after the commit")
        try form.setText("Mine", for: "title")
        #expect(form.conflicts.isEmpty, "a later edit is compared with what the commit read")
    }

    @Test func aFieldChangedOnBothSidesIsAConflictAndNothingIsWritten() throws {
        let document = Document()
        let form = try ModelForm(document)
        try form.setText("Mine", for: "title")
        try form.setText("My body", for: "body")
        document.body = "Theirs"
        #expect(form.conflicts.map(\.key) == ["body"])
        let conflict = try #require(form.conflicts.first)
        #expect(conflict.valueWhenRead == "First words")
        #expect(conflict.valueNow == "Theirs")
        #expect(conflict.yourValue == "My body")
        let error = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(error?.errors == [conflict.error])
        #expect(
            conflict.error.message == "Body was changed elsewhere while you edited it: it was \"First words\" when the "
                + "form read it, it is \"Theirs\" now, and your change is \"My body\"; refresh the form to keep your change over "
                + "the new value, or overwrite")
        #expect(document.title == "Draft", "nothing is written when a field conflicts")
        #expect(document.body == "Theirs")
    }

    @Test func refreshKeepsThePersonsEditsOverTheNewValues() throws {
        let document = Document()
        let form = try ModelForm(document)
        try form.setText("My body", for: "body")
        document.body = "Theirs"
        document.title = "Retitled"
        form.refresh()
        #expect(form.conflicts.isEmpty)
        #expect(form.text(for: "title") == "Retitled", "an untouched field shows the object's value now")
        #expect(form.text(for: "body") == "My body", "the person's edit is kept")
        try form.commit()
        #expect(document.body == "My body")
        #expect(document.title == "Retitled")
    }

    @Test func overwritingIsExplicit() throws {
        let document = Document()
        let form = try ModelForm(document)
        try form.setText("My body", for: "body")
        document.body = "Theirs"
        try form.commit(overwritingConflicts: true)
        #expect(document.body == "My body")
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let document = Document()
        let form = try ModelForm(document)
        try form.setText("Same", for: "body")
        document.body = "Same"
        #expect(form.conflicts.isEmpty)
        try form.commit()
        #expect(document.body == "Same")
    }

    @Test func aSecretIsNotShownInAConflict() throws {
        let document = Document()
        let form = try ModelForm(document)
        try form.setText("sk-new-456", for: "apiToken")
        document.apiToken = "sk-other-789"
        let message = try #require(form.conflicts.first?.error.message)
        #expect(!message.contains("sk-"))
        #expect(message.contains("(hidden)"))
    }

    /// A struct with observed properties, declared by key path: a commit writes each
    /// changed field once, through its setter, and no other.
    struct Observed: FormKeyPathProviding {
        var name = "" { didSet { nameWrites += 1 } }
        var city = "" { didSet { cityWrites += 1 } }
        var nameWrites = 0
        var cityWrites = 0
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath("name", \Observed.name), FormKeyPath("city", \Observed.city)]
        }
    }

    @Test func observersRunOncePerChangedFieldAndNeverForOthers() throws {
        let form = try ModelForm(Observed())
        try form.setText("Ada", for: "name")
        try form.setText("Bea", for: "name")
        let saved = try form.commit()
        #expect(saved.name == "Bea")
        #expect(saved.nameWrites == 1)
        #expect(saved.cityWrites == 0)
    }
}
