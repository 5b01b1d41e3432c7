import Formulate
import FormulateHTML
import Testing

/// An entry of a dictionary of subforms.
struct MailServer: Equatable, DefaultConstructible {
    var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 993
    var useTLS = true
}

/// A model with a dictionary of subforms (`[String: MailServer]`).
struct MailSetup: Equatable, DefaultConstructible, FormCustomizing {
    var accounts: [String: MailServer] = [:]
    static var inputFields: FormInput { .all }
    static let sample = MailSetup(accounts: [
        "work": MailServer(host: "imap.work.example"), "home": MailServer(host: "imap.home.example", port: 143),
    ])
}

/// A dictionary of subforms renders as a fieldset per entry with a dictionary's controls,
/// and a post edits, adds, renames and removes its entries.
struct KeyedItemHTMLTests {
    private let edit = FormSubmission.editButtonName

    /// What the page of `form` submits unchanged (text inputs and checked boxes).
    private func page(_ form: ModelForm<MailSetup>) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for entry in form.items(in: "accounts") {
            pairs.append(("\(entry.key).host", form.text(for: "\(entry.key).host")))
            pairs.append(("\(entry.key).port", form.text(for: "\(entry.key).port")))
            if form.value(for: "\(entry.key).useTLS") == .bool(true) { pairs.append(("\(entry.key).useTLS", "true")) }
            pairs.append(("formulate[rename].\(entry.key)", entry.title))
        }
        pairs.append(("formulate[new].accounts", ""))
        return pairs
    }

    @Test func eachEntryIsAFieldsetTitledByItsKeyWithTheDictionaryControls() throws {
        let html = HTMLRenderer().render(try ModelForm(MailSetup.sample))
        #expect(
            html.contains(
                "<fieldset class=\"field items\" id=\"field-accounts\">\n      <legend>Accounts</legend>\n"
                    + "      <fieldset class=\"item\" id=\"field-accounts-home\">\n        <legend>home</legend>\n"))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"accounts.work.host\" id=\"field-accounts-work-host\" value=\"imap.work.example\""
            ))
        #expect(
            html.contains(
                "<input type=\"number\" name=\"accounts.home.port\" id=\"field-accounts-home-port\" value=\"143\""))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"formulate[rename].accounts.work\" id=\"field-accounts-work-rename\" value=\"work\" aria-label=\"New key for work\" autocomplete=\"off\" spellcheck=\"false\">"
                    + " <button type=\"submit\" name=\"formulate[edit]\" value=\"rename accounts.work\" class=\"edit\" formnovalidate aria-label=\"Rename work\">Rename</button>"
                    + " <button type=\"submit\" name=\"formulate[edit]\" value=\"remove accounts.work\" class=\"edit\" formnovalidate aria-label=\"Remove work\">Remove</button>"
            ))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"formulate[new].accounts\" id=\"field-accounts-new\" value=\"\" autocomplete=\"off\" spellcheck=\"false\"> "
                    + "<button type=\"submit\" name=\"formulate[edit]\" value=\"add accounts\" class=\"edit\" formnovalidate>Add entry</button>"
            ))
        #expect(!html.contains("value=\"move accounts"), "entries are ordered by key, never moved")
        let home = try #require(html.range(of: "name=\"accounts.home.host\""))
        let work = try #require(html.range(of: "name=\"accounts.work.host\""))
        #expect(home.lowerBound < work.lowerBound)
    }

    @Test func aPostOfOneEntrysFieldEditsThatEntryAndCommits() throws {
        let form = try ModelForm(MailSetup.sample)
        let pairs = page(form).map { $0.key == "accounts.work.port" ? ($0.key, "995") : $0 }
        let saved = try FormSubmission.commit(pairs, to: form)
        #expect(saved.accounts["work"] == MailServer(host: "imap.work.example", port: 995))
        #expect(saved.accounts["home"] == MailSetup.sample.accounts["home"])
    }

    /// As with items, a page adds an entry with its Add button: a field of an entry the
    /// page did not show is ignored, not added.
    @Test func aPostOfAFieldOfAnEntryThePageDidNotShowIsIgnored() throws {
        let form = try ModelForm(MailSetup.sample)
        let result = try FormSubmission.apply(page(form) + [("accounts.other.host", "imap.example")], to: form)
        #expect(result.ignoredKeys == ["accounts.other.host"])
        #expect(form.items(in: "accounts").map(\.title) == ["home", "work"])
    }

    @Test func anInvalidPortIsAnErrorNamingTheEntryAndSavesNothing() throws {
        let form = try ModelForm(MailSetup.sample)
        let pairs = page(form).map { $0.key == "accounts.home.port" ? ($0.key, "99999") : $0 }
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.commit(pairs, to: form) }
        #expect("\(String(describing: error))".contains("accounts.home.port"))
        #expect(form.model == MailSetup.sample)
        let html = HTMLRenderer().render(form)
        #expect(html.contains("value=\"99999\""), "the page shows what was submitted")
    }

    @Test(arguments: [
        ("formulate[new].accounts", "office", "add accounts", ["home", "office", "work"]),
        ("formulate[rename].accounts.work", "office", "rename accounts.work", ["home", "office"]),
        ("formulate[new].accounts", "", "remove accounts.home", ["work"]),
    ])
    func theDictionaryButtonsAddRenameAndRemoveEntries(name: String, typed: String, button: String, keys: [String])
        throws
    {
        let form = try ModelForm(MailSetup.sample)
        let pairs = page(form).map { $0.key == name ? ($0.key, typed) : $0 }
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(pairs + [(edit, button)], to: form)
        }
        guard case .shapeEdited? = error else {
            Issue.record("expected shapeEdited, got \(String(describing: error))")
            return
        }
        #expect(form.items(in: "accounts").map(\.title) == keys)
        #expect(form.model == MailSetup.sample)
        let saved = try FormSubmission.commit(page(form), to: form)
        #expect(saved.accounts.keys.sorted() == keys)
    }

    @Test(arguments: ["a.b", "a[0]", "\u{202E}x", ""])
    func aNewKeyThatCannotBeOneIsRefusedAndAddsNothing(_ typed: String) throws {
        let form = try ModelForm(MailSetup.sample)
        let pairs = page(form).map { $0.key == "formulate[new].accounts" ? ($0.key, typed) : $0 }
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(pairs + [(edit, "add accounts")], to: form)
        }
        if case .shapeEdited? = error { Issue.record("a bad key was added: \(typed.debugDescription)") }
        #expect(form.items(in: "accounts").map(\.title) == ["home", "work"])
        #expect(form.model == MailSetup.sample)
    }
}
