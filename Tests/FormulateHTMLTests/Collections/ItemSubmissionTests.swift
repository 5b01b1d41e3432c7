import Formulate
import FormulateHTML
import Testing

/// What a page with items and entries submits: the values of every item and entry, and,
/// when an edit button was pressed, the edit (applied after the values, never a save).
struct ItemSubmissionTests {
    private let edit = FormSubmission.editButtonName

    /// What the page of `form` submits unchanged (text inputs and checked boxes).
    private func page(_ form: ModelForm<Fleet>) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = [("name", form.text(for: "name"))]
        for item in form.items(in: "servers") {
            pairs.append(("\(item.key).host", form.text(for: "\(item.key).host")))
            pairs.append(("\(item.key).port", form.text(for: "\(item.key).port")))
            if form.value(for: "\(item.key).useTLS") == .bool(true) { pairs.append(("\(item.key).useTLS", "true")) }
        }
        for entry in form.items(in: "environment") { pairs.append((entry.key, form.text(for: entry.key))) }
        return pairs
    }

    /// Applies a post made by an edit button, which ends in `.shapeEdited` (never a save).
    private func postEdit(
        _ pairs: [(key: String, value: String)], to form: ModelForm<Fleet>,
        mode: FormSubmission.Mode = .ignoreUnknown
    ) throws(FormSubmissionError) {
        do throws(FormSubmissionError) {
            try FormSubmission.apply(pairs, to: form, mode: mode)
            Issue.record("a post by an edit button must throw .shapeEdited")
        } catch {
            guard case .shapeEdited = error else { throw error }
        }
    }

    private func hosts(_ form: ModelForm<Fleet>) -> [String] {
        form.items(in: "servers").map { form.text(for: "\($0.key).host") }
    }

    @Test(arguments: [
        ("add servers", ["a.example", "b.example", ""]),
        ("insert servers.1", ["a.example", "", "b.example"]),
        ("remove servers.0", ["b.example"]),
        ("move servers.1 0", ["b.example", "a.example"]),
    ])
    func eachItemEditIsAppliedAndIsNotASave(_ text: String, expected: [String]) throws {
        let form = try ModelForm(Fleet.sample)
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(page(form) + [(edit, text)], to: form)
        }
        #expect(error == .shapeEdited(try CollectionEdit(parsing: text)))
        #expect(hosts(form) == expected)
        #expect(form.model == Fleet.sample)
    }

    @Test func valuesAreAppliedToTheItemsAsShownBeforeTheEdit() throws {
        let form = try ModelForm(Fleet.sample)
        var pairs = page(form).filter { $0.key != "servers.0.useTLS" } // unchecked
        pairs = pairs.map { $0.key == "servers.0.host" ? ($0.key, "first.example") : $0 }
        try postEdit(pairs + [(edit, "remove servers.1")], to: form)
        #expect(hosts(form) == ["first.example"])
        #expect(form.value(for: "servers.0.useTLS") == .bool(false))
        let saved = try FormSubmission.commit(page(form), to: form)
        #expect(saved.servers == [FleetServer(host: "first.example", port: 8443, useTLS: false)])
    }

    @Test func commitOfAnEditPostThrowsShapeEditedAndSavesNothing() throws {
        let form = try ModelForm(Fleet.sample)
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.commit(page(form) + [(edit, "add servers")], to: form)
        }
        #expect(error == .shapeEdited(.add("servers")))
        #expect(form.model == Fleet.sample)
        #expect(form.itemCount(for: "servers") == 3)
        // The next post, Save, stores what the page shows.
        let saved = try FormSubmission.commit(
            page(form).map { $0.key == "servers.2.host" ? ($0.key, "c.example") : $0 }, to: form)
        #expect(saved.servers.map(\.host) == ["a.example", "b.example", "c.example"])
    }

    @Test func aSaveAppliesWithoutAnEdit() throws {
        let form = try ModelForm(Fleet.sample)
        try FormSubmission.apply(page(form).map { $0.key == "servers.1.port" ? ($0.key, "81") : $0 }, to: form)
        #expect(form.itemCount(for: "servers") == 2)
        #expect(try form.commit().servers[1].port == 81)
    }

    @Test func aRefusedValueIsKeptWithItsErrorAndTheEditStillApplies() throws {
        let form = try ModelForm(Fleet.sample)
        let pairs = page(form).map { $0.key == "servers.0.port" ? ($0.key, "abc") : $0 } + [(edit, "add servers")]
        #expect(throws: FormSubmissionError.shapeEdited(.add("servers"))) { try FormSubmission.apply(pairs, to: form) }
        #expect(form.itemCount(for: "servers") == 3)
        #expect(form.text(for: "servers.0.port") == "abc")
        #expect(form.errors(for: "servers.0.port").count == 1)
    }

    @Test func dictionaryEntriesAreAddedWithTheTypedKeyRenamedAndRemoved() throws {
        let form = try ModelForm(Fleet.sample)
        try postEdit(page(form) + [("formulate[new].environment", "REGION"), (edit, "add environment")], to: form)
        #expect(form.items(in: "environment").map(\.title) == ["LOG_LEVEL", "MODE", "REGION"])
        try postEdit(
            page(form).map { $0.key == "environment.REGION" ? ($0.key, "eu") : $0 }
                + [("formulate[rename].environment.MODE", "SPEED"), (edit, "rename environment.MODE")], to: form)
        #expect(form.items(in: "environment").map(\.title) == ["LOG_LEVEL", "REGION", "SPEED"])
        try postEdit(page(form) + [(edit, "remove environment.LOG_LEVEL")], to: form)
        try postEdit(page(form) + [(edit, "rename environment.SPEED PACE")], to: form)
        let saved = try FormSubmission.commit(page(form), to: form)
        #expect(saved.environment == ["REGION": "eu", "PACE": "fast"])
    }

    @Test(arguments: [
        "", "drop servers", "add nothing", "remove servers.5", "move servers.00 1",
        "move servers.0 99999999999999999999",
        "move servers.0 5", "remove servers.0\u{0}", "insert servers.9", "add environment", "remove environment.NOPE",
        "rename environment.NOPE", "add name", "move environment.MODE 0", "remove servers.-1", "move servers.0 -1",
    ])
    func aBadEditIsAClearErrorAndChangesNothing(_ text: String) throws {
        let form = try ModelForm(Fleet.sample)
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(page(form) + [(edit, text), ("formulate[rename].environment.MODE", "")], to: form)
        }
        guard case .invalidEdit(let problem)? = error else {
            Issue.record("expected invalidEdit, got \(String(describing: error))")
            return
        }
        #expect(!problem.message.isEmpty)
        #expect(problem.message.count < 400)
        #expect(hosts(form) == ["a.example", "b.example"])
        #expect(form.items(in: "environment").map(\.title) == ["LOG_LEVEL", "MODE"])
        #expect(!form.isDirty)
    }

    /// A key the person typed for a new entry or a new name that the dictionary cannot take
    /// is theirs to correct: the page comes back with every value they typed and the error
    /// at the dictionary, not a bare 400.
    @Test(arguments: [
        ("add environment", "formulate[new].environment", "", "Type the key of the new entry of Environment first."),
        ("add environment", "formulate[new].environment", "MODE", "Environment has an entry 'MODE' already"),
        ("rename environment.MODE", "formulate[rename].environment.MODE", "", "Type the new key of the entry first."),
        ("rename environment.MODE", "formulate[rename].environment.MODE", "LOG_LEVEL", "has an entry 'LOG_LEVEL'"),
        ("add environment", "formulate[new].environment", "A\u{202E}B", "Environment"),
    ])
    func aTypedKeyTheDictionaryCannotTakeIsShownWithThePageKept(
        button: String, input: String, typed: String, message: String
    ) throws {
        let form = try ModelForm(Fleet.sample)
        let posted = page(form).map { $0.key == "servers.0.host" ? ($0.key, "typed.example") : $0 }
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(posted + [(input, typed), (edit, button)], to: form)
        }
        guard case .invalidFields(let errors, _)? = error else {
            Issue.record("expected invalidFields, got \(String(describing: error))")
            return
        }
        #expect(errors.map(\.key) == ["environment"])
        #expect(errors.first?.message.contains(message) == true, "\(errors.first?.message ?? "")")
        #expect(hosts(form) == ["typed.example", "b.example"])
        #expect(form.items(in: "environment").map(\.title) == ["LOG_LEVEL", "MODE"])
        let html = HTMLRenderer().render(form)
        #expect(html.contains(HTMLEscaping.text(errors.first?.message ?? "-")))
        #expect(html.contains("value=\"typed.example\""))
    }

    @Test func aHugeEditTextIsRefusedWithAShortMessage() throws {
        let form = try ModelForm(Fleet.sample)
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(
                page(form) + [(edit, "remove servers." + String(repeating: "9", count: 100_000))], to: form)
        }
        #expect((error?.fieldErrors.first?.message.count ?? .max) < 400)
        #expect(form.itemCount(for: "servers") == 2)
        #expect(!form.isDirty)
    }

    @Test func aPostCannotChangeACollectionThatIsNotAnInputField() throws {
        let form = try ModelForm(LockedFleet())
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply([("servers.0.host", "evil.example"), (edit, "add servers")], to: form)
        }
        #expect(error?.fieldErrors.map(\.reason) == [.notInput])
        #expect(form.itemCount(for: "servers") == 1)
        #expect(form.text(for: "servers.0.host") == "a.example")
        let ignored = try FormSubmission.apply([("servers.0.host", "evil.example"), ("environment.A", "2")], to: form)
        #expect(ignored.ignoredKeys == ["servers.0.host", "environment.A"])
        #expect(!form.isDirty)
    }

    @Test func strictModeTakesTheEditNamesAndRefusesItemsThePageDidNotShow() throws {
        let form = try ModelForm(Fleet.sample)
        try postEdit(
            page(form) + [("formulate[new].environment", "X"), (edit, "add environment")], to: form, mode: .strict)
        #expect(form.items(in: "environment").map(\.title) == ["LOG_LEVEL", "MODE", "X"])
        let error = #expect(throws: FormSubmissionError.self) {
            try FormSubmission.apply(page(form) + [("servers.2.host", "c.example")], to: form, mode: .strict)
        }
        #expect(error == .unexpectedKeys(["servers.2.host"]))
        #expect(form.itemCount(for: "servers") == 2)
    }
}
