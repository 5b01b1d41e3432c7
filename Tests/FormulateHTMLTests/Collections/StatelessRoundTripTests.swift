import Formulate
import FormulateHTML
import TestTools
import Testing

/// A server that makes a new form for each request, as most do (trial15): the rows a page's
/// edit buttons added, removed or moved are carried by the page (`formulate[applied]`), so
/// Save brings the next request's form to the page's shape before the values.
@Suite("Edit buttons with a new form for each request")
struct StatelessRoundTripTests {
    /// The pairs a browser posts for `form`'s page with `changes` typed in, as a body.
    private func save<Model>(_ form: ModelForm<Model>, _ changes: [String: [String]] = [:]) -> String {
        URLEncodedForm.encode(BrowserSimulator.submission(HTMLRenderer().render(form), changes: changes))
    }

    /// Presses the edit button `edit` on `form`'s page, as a request does: the form applies it.
    private func press<Model>(_ edit: String, on form: ModelForm<Model>) throws {
        let body = URLEncodedForm.encode(
            BrowserSimulator.submission(HTMLRenderer().render(form)) + [(FormSubmission.editButtonName, edit)])
        let error = #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(body: body, to: form) }
        guard case .shapeEdited? = error else {
            Issue.record("\(edit) was not a shape edit: \(String(describing: error))")
            return
        }
    }

    @Test func aServerAddedWithItsButtonIsSavedByTheNextRequestsForm() throws {
        let saved = Fleet()
        let first = try ModelForm(saved)
        try press("add servers", on: first)
        #expect(first.appliedShapeEdits == [.add("servers")])
        let html = HTMLRenderer().render(first)
        #expect(html.contains("<input type=\"hidden\" name=\"formulate[applied]\" value=\"add servers\">"))

        let body = save(first, ["servers.0.host": ["db.example"], "servers.0.port": ["5432"]])
        let next = try ModelForm(saved)
        let result = try FormSubmission.commit(body: body, to: next, mode: .strict)
        #expect(result.servers == [FleetServer(host: "db.example", port: 5432, useTLS: true)])
        #expect(next.appliedShapeEdits.isEmpty, "a commit empties the list")
        #expect(!HTMLRenderer().render(next).contains("formulate[applied]"))
    }

    @Test func aServerRemovedWithItsButtonStaysRemoved() throws {
        let saved = Fleet(servers: [FleetServer(host: "a.example"), FleetServer(host: "b.example")])
        let first = try ModelForm(saved)
        try press("remove servers.0", on: first)
        let body = save(first)
        let result = try FormSubmission.commit(body: body, to: try ModelForm(saved), mode: .strict)
        #expect(result.servers.map(\.host) == ["b.example"])
    }

    /// Two requests of edits before Save: each page carries every edit so far.
    @Test func editsOfSeveralRequestsAddUp() throws {
        let saved = Fleet(servers: [FleetServer(host: "a.example")])
        let first = try ModelForm(saved)
        try press("add servers", on: first)
        let second = try ModelForm(saved)
        let body = URLEncodedForm.encode(
            BrowserSimulator.submission(HTMLRenderer().render(first), changes: ["servers.1.host": ["b.example"]])
                + [(FormSubmission.editButtonName, "move servers.1 0")])
        #expect(throws: FormSubmissionError.self) { try FormSubmission.apply(body: body, to: second) }
        #expect(second.appliedShapeEdits == [.add("servers"), .move("servers.1", to: 0)])
        let result = try FormSubmission.commit(body: save(second), to: try ModelForm(saved), mode: .strict)
        #expect(result.servers.map(\.host) == ["b.example", "a.example"])
    }

    /// A server that keeps the form between requests: the form has the edits already, and
    /// they are not applied twice.
    @Test func aFormKeptBetweenRequestsDoesNotApplyItsEditsTwice() throws {
        let form = try ModelForm(Fleet())
        try press("add servers", on: form)
        let result = try FormSubmission.commit(body: save(form, ["servers.0.host": ["db.example"]]), to: form)
        #expect(result.servers.map(\.host) == ["db.example"])
    }

    @Test func anOptionalSubformSwitchedOnOrOffIsSavedSo() throws {
        let first = try ModelForm(Connection())
        try press("add proxy", on: first)
        let added = try FormSubmission.commit(
            body: save(first, ["proxy.host": ["proxy.example"]]), to: try ModelForm(Connection()), mode: .strict)
        #expect(added.proxy == ProxySettings(host: "proxy.example", port: 8080))

        let withProxy = Connection(proxy: ProxySettings(host: "old.example"))
        let second = try ModelForm(withProxy)
        try press("remove proxy", on: second)
        let removed = try FormSubmission.commit(body: save(second), to: try ModelForm(withProxy), mode: .strict)
        #expect(removed.proxy == nil)
    }

    /// The page's list cannot do what the buttons could not: a collection that is not an
    /// input field, an item the model no longer has, a form with other edits of its own.
    @Test func aListThatDoesNotFitIsRefusedAndChangesNothing() throws {
        let locked = try ModelForm(LockedFleet())
        let refused = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "formulate%5Bapplied%5D=add+servers&name=X", to: locked)
        }
        guard case .invalidEdit(let error)? = refused else {
            throw Failure("not invalidEdit: \(String(describing: refused))")
        }
        #expect(error.reason == .notInput)
        #expect(locked.appliedShapeEdits.isEmpty && !locked.isDirty)

        let gone = try ModelForm(Fleet(servers: [FleetServer(host: "a.example")]))
        #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "formulate%5Bapplied%5D=remove+servers.3", to: gone)
        }
        #expect(gone.items(in: "servers").count == 1 && !gone.isDirty)

        let other = try ModelForm(Fleet())
        try other.apply(.add("servers"))
        try other.apply(.add("servers"))
        let mismatch = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(body: "formulate%5Bapplied%5D=add+servers", to: other)
        }
        guard case .invalidEdit(let message)? = mismatch else { throw Failure("not invalidEdit") }
        #expect(message.message.contains("another state of the form"))
    }

    @Test func resettingACollectionDropsItsEditsFromTheList() throws {
        let form = try ModelForm(Fleet())
        try form.apply(.add("servers"))
        try form.apply(.add("environment.LEVEL"))
        try form.reset("servers")
        #expect(form.appliedShapeEdits == [.add("environment.LEVEL")])
        form.reset()
        #expect(form.appliedShapeEdits.isEmpty)
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
