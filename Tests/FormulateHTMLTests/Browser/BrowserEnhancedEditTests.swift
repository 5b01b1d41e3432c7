import Formulate
import FormulateHTML
import Foundation
import TestTools
import Testing

/// A person edits items and entries in Chromium with JavaScript on: the page's script
/// does every edit in place, and one Save posts the values and the recorded edits. The
/// saved model is exactly what the person did.
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "Edits in place in Chromium with JavaScript", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserEnhancedEditTests {
    private static var renderer: HTMLRenderer {
        var renderer = HTMLRenderer()
        renderer.enhancement = .script(nonce: "test-nonce")
        return renderer
    }

    /// What Chromium posts for the page of `form` after `edits`, with JavaScript on.
    private func save<Model>(_ form: ModelForm<Model>, _ edits: [Chromium.Edit]) throws -> String {
        try Chromium.submit(form, edits: edits, renderer: Self.renderer, javaScript: true)
    }

    /// The recorded edits in a posted body, one a line.
    private func recorded(in body: String) throws -> [String] {
        let pairs = try URLEncodedForm.decode(body)
        let lists = pairs.filter { $0.key == FormSubmission.recordedEditsName }.map(\.value)
        #expect(lists.count <= 1)
        return lists.first.map { $0.split(whereSeparator: \.isNewline).map(String.init) } ?? []
    }

    private func click(_ edit: String) -> Chromium.Edit {
        .click("button[name=\"formulate[edit]\"][value=\"\(edit)\"]")
    }

    @Test func addTwoServersFillThemMoveOneUpRemoveTheOtherAndSaveOnce() throws {
        let body = try save(
            try ModelForm(Fleet()),
            [
                click("add servers"),
                click("add servers"),
                .fill("[name=\"servers.0.host\"]", "first.example"),
                .fill("[name=\"servers.0.port\"]", "8443"),
                .fill("[name=\"servers.1.host\"]", "second.example"),
                .fill("[name=\"servers.1.port\"]", "8080"),
                click("move servers.1 0"),
                click("remove servers.1"),
            ])
        #expect(try recorded(in: body) == ["add servers", "add servers", "move servers.1 0", "remove servers.1"])

        let form = try ModelForm(Fleet())
        let saved = try FormSubmission.commit(body: body, to: form, mode: .strict)
        #expect(saved == Fleet(servers: [FleetServer(host: "second.example", port: 8080, useTLS: true)]))
    }

    @Test func addRenameAndRemoveEntriesOfADictionaryOfValuesAndOneOfSubforms() throws {
        let start = Workshop(
            labels: ["OLD": "x", "GONE": "y"],
            accounts: ["home": MailServer(host: "home.example"), "spare": MailServer(host: "spare.example")])
        let body = try save(
            try ModelForm(start),
            [
                .fill("[name=\"formulate[new].labels\"]", "LOG LEVEL"),
                click("add labels"),
                .fill("[name=\"labels.LOG LEVEL\"]", "debug"),
                .fill("[name=\"formulate[rename].labels.OLD\"]", "NEW"),
                click("rename labels.OLD"),
                .fill("[name=\"labels.NEW\"]", "renamed"),
                click("remove labels.GONE"),
                .fill("[name=\"formulate[new].accounts\"]", "work"),
                .key("[name=\"formulate[new].accounts\"]", "Enter"),
                .fill("[name=\"accounts.work.host\"]", "work.example"),
                .fill("[name=\"accounts.work.port\"]", "587"),
                .fill("[name=\"formulate[rename].accounts.home\"]", "private place"),
                click("rename accounts.home"),
                .fill("[name=\"accounts.private place.port\"]", "995"),
                click("remove accounts.spare"),
            ])
        #expect(
            try recorded(in: body) == [
                "add labels.LOG LEVEL", "rename labels.OLD NEW", "remove labels.GONE", "add accounts.work",
                "rename accounts.home\tprivate place", "remove accounts.spare",
            ])

        let saved = try FormSubmission.commit(body: body, to: try ModelForm(start), mode: .strict)
        #expect(
            saved
                == Workshop(
                    labels: ["LOG LEVEL": "debug", "NEW": "renamed"],
                    accounts: [
                        "private place": MailServer(host: "home.example", port: 995),
                        "work": MailServer(host: "work.example", port: 587),
                    ]))
    }

    @Test func addMoveAndRemoveItemsOfAListOfValues() throws {
        let start = Workshop(tags: ["a", "b", "c"])
        let body = try save(
            try ModelForm(start),
            [
                .click("#field-tags > button"),
                .fill("#field-tags-3", "d"),
                .click("button[aria-label=\"Move Tag 4 up\"]"),
                .click("button[aria-label=\"Remove Tag 1\"]"),
            ])
        #expect(try recorded(in: body) == [])
        let saved = try FormSubmission.commit(body: body, to: try ModelForm(start), mode: .strict)
        #expect(saved.tags == ["b", "d", "c"])
    }

    /// The buttons and refusals the script writes are the renderer's words: each click
    /// finds its button by the French text or label, and a refused key says so in French.
    @Test func theScriptWritesTheRenderersWords() throws {
        var renderer = Self.renderer
        renderer.words = .french
        let start = Workshop(tags: ["a", "b"], labels: ["OLD": "x"])
        let body = try Chromium.submit(
            try ModelForm(start),
            edits: [
                .click("#field-tags > button:text-is(\"Ajouter : tag\")"),
                .fill("#field-tags-2", "c"),
                .click("button[aria-label=\"Monter Tag 3\"]:text-is(\"Monter\")"),
                .click("button[aria-label=\"Supprimer Tag 1\"]:text-is(\"Supprimer\")"),
                .click("button[aria-label=\"Descendre Tag 1\"]:text-is(\"Descendre\")"),
                click("add labels"),
                .expectMessage("[name=\"formulate[new].labels\"]", "Tapez d’abord la clé."),
                .fill("[name=\"formulate[new].labels\"]", "OLD"),
                click("add labels"),
                .expectMessage("[name=\"formulate[new].labels\"]", "L’entrée « OLD » existe déjà."),
                // Typing clears the refusal, which would otherwise stop Save.
                .fill("[name=\"formulate[new].labels\"]", ""),
            ], renderer: renderer, javaScript: true)
        #expect(try recorded(in: body) == [])
        let saved = try FormSubmission.commit(body: body, to: try ModelForm(start), mode: .strict)
        #expect(saved.tags == ["b", "c"])
        #expect(saved.labels == ["OLD": "x"])
    }

    /// The script words a list's Add button as the server does: "Add backup email".
    @Test func theScriptLowercasesAnItemTitleWordByWord() throws {
        struct Mailing: FormCustomizing, Equatable {
            var backupEmails = ["a@example.com"]
            static var inputFields: FormInput { .all }
        }
        let body = try save(
            try ModelForm(Mailing()),
            [
                .click("#field-backupEmails > button:text-is(\"Add backup email\")"),
                .fill("#field-backupEmails-1", "b@example.com"),
            ])
        #expect(
            try FormSubmission.commit(body: body, to: try ModelForm(Mailing())).backupEmails == [
                "a@example.com", "b@example.com",
            ])
    }

    @Test func movingAnItemRenamesTheItemsInsideIt() throws {
        let start = Warehouse(crates: [
            Crate(name: "a", parts: [CratePart(label: "a1")]),
            Crate(name: "b", parts: [CratePart(label: "b1"), CratePart(label: "b2")]),
        ])
        let body = try save(
            try ModelForm(start),
            [click("move crates.1 0"), .fill("[name=\"crates.0.parts.1.label\"]", "B2")])
        #expect(try recorded(in: body) == ["move crates.1 0"])
        let saved = try FormSubmission.commit(body: body, to: try ModelForm(start), mode: .strict)
        #expect(
            saved
                == Warehouse(crates: [
                    Crate(name: "b", parts: [CratePart(label: "b1"), CratePart(label: "B2")]),
                    Crate(name: "a", parts: [CratePart(label: "a1")]),
                ]))
    }

    /// An edit inside an item is left to the server: its button posts the page, with the
    /// edits done in place so far, which the server applies first.
    @Test func anEditInsideAnItemPostsThePageWithTheEditsDoneSoFar() throws {
        let form = try ModelForm(Warehouse())
        let body = try Chromium.submit(
            form,
            edits: [
                click("add crates"), .fill("[name=\"crates.0.name\"]", "new crate"),
                .press("button[name=\"formulate[edit]\"][value=\"add crates.0.parts\"]"),
            ], renderer: Self.renderer, javaScript: true)
        #expect(try recorded(in: body) == ["add crates"])
        #expect(throws: FormSubmissionError.shapeEdited(.add("crates.0.parts"))) {
            try FormSubmission.apply(body: body, to: form, mode: .strict)
        }
        #expect(form.text(for: "crates.0.name") == "new crate")
        #expect(form.itemCount(for: "crates.0.parts") == 1)
    }

    @Test func anEnhancedPageWithJavaScriptOffEditsByRoundTrips() throws {
        let form = try ModelForm(Fleet())
        #expect(try Chromium.post(form, [Chromium.press("add servers")], renderer: Self.renderer) == .add("servers"))
        #expect(
            try Chromium.post(
                form, [.fill("[name=\"servers.0.host\"]", "only.example"), Chromium.press("add servers")],
                renderer: Self.renderer) == .add("servers"))
        #expect(
            try Chromium.post(form, [Chromium.press("remove servers.1")], renderer: Self.renderer)
                == .remove("servers.1"))
        let body = try Chromium.submit(form, renderer: Self.renderer)
        #expect(try recorded(in: body) == [])
        #expect(
            try FormSubmission.commit(body: body, to: form, mode: .strict)
                == Fleet(servers: [FleetServer(host: "only.example")]))
    }
    /// Fields named like a form's methods and properties are its properties too (DOM
    /// clobbering): the script still does every edit in place, and throws nothing.
    @Test func fieldsNamedLikeTheFormsMethodsLeaveTheScriptWorking() throws {
        let body = try save(
            try ModelForm(ClobberingNames()),
            [
                click("add servers"),
                .fill("[name=\"servers.0.host\"]", "one.example"),
                click("add servers"),
                click("move servers.1 0"),
                click("remove servers.0"),
                .fill("[name=\"formulate[new].labels\"]", "MODE"),
                click("add labels"),
                .fill("[name=\"labels.MODE\"]", "fast"),
                .fill("[name=\"contains\"]", "c"),
                .fill("[name=\"querySelectorAll\"]", "q"),
                .fill("[name=\"length\"]", "l"),
            ])
        #expect(
            try recorded(in: body) == [
                "add servers", "add servers", "move servers.1 0", "remove servers.0", "add labels.MODE",
            ])
        var expected = ClobberingNames()
        expected.servers = [FleetServer(host: "one.example")]
        expected.labels = ["MODE": "fast"]
        expected.contains = "c"
        expected.querySelectorAll = "q"
        expected.length = "l"
        #expect(try FormSubmission.commit(body: body, to: try ModelForm(ClobberingNames()), mode: .strict) == expected)
    }

    /// The same names on a list of values and an entry the script renames.
    @Test func fieldsNamedLikeTheFormsPropertiesLeaveListsAndRenamesWorking() throws {
        let start = ClobberingNames(labels: ["OLD": "x"], tags: ["a"])
        let body = try save(
            try ModelForm(start),
            [
                .click("#field-tags > button"),
                .fill("#field-tags-1", "b"),
                .click("button[aria-label=\"Move Tag 2 up\"]"),
                .fill("[name=\"formulate[rename].labels.OLD\"]", "NEW"),
                click("rename labels.OLD"),
                .fill("[name=\"submit\"]", "s"),
            ])
        #expect(try recorded(in: body) == ["rename labels.OLD NEW"])
        let saved = try FormSubmission.commit(body: body, to: try ModelForm(start), mode: .strict)
        #expect(saved.tags == ["b", "a"])
        #expect(saved.labels == ["NEW": "x"])
        #expect(saved.submit == "s")
    }
}
