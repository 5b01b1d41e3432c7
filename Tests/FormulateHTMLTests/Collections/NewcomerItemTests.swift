import Formulate
import FormulateHTML
import Testing

/// An optional subform inside an item (`accounts.0.signature`), secrets inside items and
/// moves to negative indexes, found by trying a model nobody here wrote.
struct NewcomerItemTests {
    struct Signature: Equatable, DefaultConstructible {
        var text = ""
        var appendToReplies = true
    }

    struct Account: Equatable, DefaultConstructible {
        var name = ""
        var port = 993
        var password = ""
        var signature: Signature?
    }

    struct Mail: Equatable, DefaultConstructible, FormCustomizing {
        var accounts: [Account] = []
        static var inputFields: FormInput { .all }
    }

    @Test func anAbsentSubformInAnItemIsReportedAbsent() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        #expect(form.isNestedModelAbsent("accounts.0.signature"))
        try form.apply(.add("accounts.0.signature"))
        #expect(!form.isNestedModelAbsent("accounts.0.signature"))
        try form.setText("Regards", for: "accounts.0.signature.text")
        #expect(try form.commit().accounts[0].signature == Signature(text: "Regards"))
    }

    @Test func secretsInItemsAreNeitherDescribedNorShownAsChanges() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work", password: "s3cret")]))
        try form.setText("hunter2", for: "accounts.0.password")
        let description = form.describe().jsonString()
        #expect(!description.contains("s3cret"))
        #expect(description.contains("Work"))
        #expect(!"\(form.changes)".contains("hunter2"))
        #expect(!"\(form.changes)".contains("s3cret"))
    }

    @Test func aMoveToANegativeIndexIsRefused() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "A"), Account(name: "B")]))
        for destination in [-1, -3, Int.min] {
            #expect(throws: FormError.self) { try form.apply(.move("accounts.0", to: destination)) }
        }
        #expect(try form.commit().accounts.map(\.name) == ["A", "B"])
    }

    @Test func aPostOfAnotherFieldOfTheItemKeepsItsAbsentSubformNil() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        let saved = try FormSubmission.commit(body: "accounts.0.name=Work&accounts.0.port=143", to: form)
        #expect(saved.accounts == [Account(name: "Work", port: 143, signature: nil)])
    }

    @Test func theItemPageShowsAnAbsentSubformAsItsAddButtonOnly() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        let html = HTMLRenderer().render(form)
        #expect(html.contains("value=\"add accounts.0.signature\""))
        #expect(!html.contains("name=\"accounts.0.signature.text\""))
        #expect(!html.contains("name=\"accounts.0.signature.appendToReplies\""))
    }

    @Test func theAddButtonInAnItemSwitchesTheSubformOnAndTheNextPostFillsIt() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work")]))
        let edit = FormSubmission.editButtonName
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(
                [("accounts.0.name", "Work"), ("accounts.0.port", "993"), (edit, "add accounts.0.signature")],
                to: form)
        }
        #expect(!form.isNestedModelAbsent("accounts.0.signature"))
        let html = HTMLRenderer().render(form)
        #expect(html.contains("name=\"accounts.0.signature.text\""))
        #expect(html.contains("value=\"remove accounts.0.signature\""))
        let saved = try FormSubmission.commit(
            [("accounts.0.name", "Work"), ("accounts.0.port", "993"), ("accounts.0.signature.text", "Regards")],
            to: form)
        #expect(saved.accounts[0].signature == Signature(text: "Regards", appendToReplies: false))
    }

    @Test func theRemoveButtonInAnItemSavesNil() throws {
        let form = try ModelForm(Mail(accounts: [Account(name: "Work", signature: Signature(text: "Hi"))]))
        let edit = FormSubmission.editButtonName
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(
                [("accounts.0.signature.text", "Hi"), (edit, "remove accounts.0.signature")], to: form)
        }
        #expect(!HTMLRenderer().render(form).contains("name=\"accounts.0.signature.text\""))
        let saved = try FormSubmission.commit([("accounts.0.name", "Work"), ("accounts.0.port", "993")], to: form)
        #expect(saved.accounts == [Account(name: "Work", signature: nil)])
    }
}
