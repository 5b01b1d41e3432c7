import Formulate
import FormulateHTML
import Foundation
import TestTools
import Testing

/// A person edits items and entries in Chromium without JavaScript: each edit button posts
/// the page, the form takes the values and the edit, and the page is rendered again from
/// it, the way a server answers. The saved model is exactly what the person did.
// Skipped where Chromium or Playwright is missing, required under CI (see ExternalTool).
@Suite(
    "Edit buttons in Chromium", .serialized,
    .enabled(if: ExternalTool.browser.shouldRun, "needs Chromium and Python's Playwright (scripts/test installs them)"))
struct BrowserItemEditTests {
    @Test func addTwoServersFillThemMoveOneUpRemoveTheOtherAndSave() throws {
        let form = try ModelForm(Fleet())
        #expect(try Chromium.post(form, [Chromium.press("add servers")]) == .add("servers"))
        #expect(try Chromium.post(form, [Chromium.press("add servers")]) == .add("servers"))
        #expect(form.items(in: "servers").map(\.title) == ["Server 1", "Server 2"])

        #expect(
            try Chromium.post(
                form,
                [
                    .fill("[name=\"servers.0.host\"]", "first.example"),
                    .fill("[name=\"servers.0.port\"]", "8443"),
                    .fill("[name=\"servers.1.host\"]", "second.example"),
                    .fill("[name=\"servers.1.port\"]", "8080"),
                    Chromium.press("move servers.1 0"),
                ]) == .move("servers.1", to: 0))
        #expect(form.text(for: "servers.0.host") == "second.example")
        #expect(try Chromium.post(form, [Chromium.press("remove servers.1")]) == .remove("servers.1"))
        #expect(form.itemCount(for: "servers") == 1)

        let saved = try FormSubmission.commit(body: try Chromium.submit(form), to: form, mode: .strict)
        #expect(saved == Fleet(servers: [FleetServer(host: "second.example", port: 8080, useTLS: true)]))
    }

    /// trial15: a server that makes a new form for each request lost the rows its edit
    /// buttons added and kept those they removed. Each request here gets a new form of the
    /// saved model; the page carries the edits.
    @Test func withANewFormForEachRequestAddedAndRemovedRowsAreSaved() throws {
        let saved = Fleet(servers: [FleetServer(host: "old.example")])
        func request(_ body: String) throws -> ModelForm<Fleet> {
            let form = try ModelForm(saved)
            do throws(FormSubmissionError) {
                try FormSubmission.apply(body: body, to: form, mode: .strict)
            } catch {
                guard case .shapeEdited = error else { throw error }
            }
            return form
        }
        let added = try request(try Chromium.submit(try ModelForm(saved), edits: [Chromium.press("add servers")]))
        let removed = try request(
            try Chromium.submit(
                added,
                edits: [
                    .fill("[name=\"servers.1.host\"]", "new.example"), Chromium.press("remove servers.0"),
                ]))
        let body = try Chromium.submit(removed, edits: [.fill("[name=\"servers.0.port\"]", "8443")])
        let result = try FormSubmission.commit(body: body, to: try ModelForm(saved), mode: .strict)
        #expect(result.servers == [FleetServer(host: "new.example", port: 8443, useTLS: true)])
    }

    @Test func addADictionaryEntryByItsTypedKeyFillItAndSave() throws {
        let form = try ModelForm(Fleet())
        try Chromium.post(
            form, [.fill("[name=\"formulate[new].environment\"]", "LOG LEVEL"), Chromium.press("add environment")])
        #expect(try Chromium.post(form, [.fill("[name=\"environment.LOG LEVEL\"]", "debug")]) == nil)
        try Chromium.post(
            form,
            [
                .fill("[name=\"formulate[rename].environment.LOG LEVEL\"]", "LEVEL"),
                Chromium.press("rename environment.LOG LEVEL"),
            ])
        let saved = try FormSubmission.commit(body: try Chromium.submit(form), to: form, mode: .strict)
        #expect(saved == Fleet(environment: ["LEVEL": "debug"]))
    }

    @Test func addRenameAndRemoveEntriesOfADictionaryOfSubformsAndSave() throws {
        let form = try ModelForm(Workshop(accounts: ["home": MailServer(host: "home.example"), "spare": MailServer()]))
        #expect(
            try Chromium.post(
                form, [.fill("[name=\"formulate[new].accounts\"]", "work"), Chromium.press("add accounts")])
                == .add("accounts.work"))
        #expect(
            try Chromium.post(
                form,
                [
                    .fill("[name=\"accounts.work.host\"]", "work.example"),
                    .fill("[name=\"formulate[rename].accounts.home\"]", "private"),
                    Chromium.press("rename accounts.home"),
                ]) == .rename("accounts.home", to: "private"))
        #expect(try Chromium.post(form, [Chromium.press("remove accounts.spare")]) == .remove("accounts.spare"))
        let saved = try FormSubmission.commit(body: try Chromium.submit(form), to: form, mode: .strict)
        #expect(
            saved
                == Workshop(accounts: [
                    "private": MailServer(host: "home.example"), "work": MailServer(host: "work.example"),
                ]))
    }
}
