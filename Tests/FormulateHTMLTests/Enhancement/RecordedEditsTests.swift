import Formulate
import FormulateHTML
import Testing

/// What a page whose script edited items and entries in place posts: the recorded edits
/// (`formulate[edits]`), applied first and as a whole, then the values.
struct RecordedEditsTests {
    private let list = FormSubmission.recordedEditsName

    /// The form's shape and values, to show that a refused submission wrote nothing.
    private func snapshot<Model>(_ form: ModelForm<Model>) -> [String] {
        let servers = form.items(in: "servers").map {
            form.text(for: "\($0.key).host") + ":" + form.text(for: "\($0.key).port")
        }
        let entries = form.items(in: "environment").map { $0.key + "=" + form.text(for: $0.key) }
        return [form.text(for: "name")] + servers + entries + ["dirty: \(form.isDirty)"]
    }

    /// The edit error of a refused submission, or `nil` when it was not refused as an edit.
    private func refusal<Model>(
        _ pairs: [(key: String, value: String)], to form: ModelForm<Model>
    ) -> FormError? {
        do throws(FormSubmissionError) {
            try FormSubmission.apply(pairs, to: form)
            return nil
        } catch {
            guard case .invalidEdit(let problem) = error else { return nil }
            return problem
        }
    }

    @Test func theRecordedEditsComeFirstThenTheValuesOfTheItemsAsTheyStandAfterThem() throws {
        let form = try ModelForm(Fleet())
        let saved = try FormSubmission.commit(
            [
                ("name", "Fleet"),
                (list, "add servers\nadd servers\nmove servers.1 0\nremove servers.1"),
                ("servers.0.host", "second.example"), ("servers.0.port", "8080"), ("servers.0.useTLS", "true"),
            ], to: form, mode: .strict)
        #expect(saved == Fleet(servers: [FleetServer(host: "second.example", port: 8080, useTLS: true)]))
    }

    @Test func aBrowsersLineBreaksAndEmptyLinesAreRead() throws {
        let form = try ModelForm(Fleet.sample)
        try FormSubmission.apply([(list, "remove servers.0\r\n\r\nadd environment.NEW\r\n")], to: form)
        #expect(form.items(in: "servers").map { form.text(for: "\($0.key).host") } == ["b.example"])
        #expect(
            form.items(in: "environment").map(\.key) == [
                "environment.LOG_LEVEL", "environment.MODE", "environment.NEW",
            ])
    }

    @Test func aRenameToAKeyWithSpacesIsSeparatedByATab() throws {
        let form = try ModelForm(Fleet.sample)
        let saved = try FormSubmission.commit(
            [
                (list, "rename environment.LOG_LEVEL\tLOG LEVEL\nrename environment.MODE SPEED"),
                ("environment.SPEED", "slow"),
            ],
            to: form)
        #expect(saved.environment == ["LOG LEVEL": "debug", "SPEED": "slow"])
    }

    @Test(arguments: [
        "add environment.a\u{0}b", "remove environment.x\u{202E}y", "remove environment.z\u{200B}w",
        "remove servers.\u{1B}[31m", "add name\u{202E}",
    ])
    func aRefusedListNamesItsKeysWithInvisibleCharactersEscaped(edits: String) throws {
        let form = try ModelForm(Fleet.sample)
        let problem = refusal([(list, edits)], to: form)
        let raw = problem?.message.unicodeScalars.filter {
            [.control, .format].contains($0.properties.generalCategory)
        }
        #expect(problem != nil)
        #expect(raw?.isEmpty == true, "\(problem?.message.debugDescription ?? "not refused")")
    }

    @Test(arguments: [
        ("drop servers.0", "is not an edit"),
        ("remove servers.2", "has items 0 to 1"),
        ("move servers.0 2", "has items 0 to 1"),
        ("remove servers.01", "is not an item index"),
        ("remove servers.one", "is not an item index"),
        ("move servers.1 -1", "has no index to move to"),
        ("add servers\nremove servers.0\nremove servers.2", "has items 0 to 1"),
        ("rename environment.NOPE X", "has no entry 'NOPE'"),
        ("add environment.MODE", "has an entry 'MODE' already"),
        ("rename environment.MODE LOG_LEVEL", "has an entry 'LOG_LEVEL' already"),
        ("remove environment.MODE\nremove environment.MODE", "has no entry 'MODE'"),
        ("insert environment.A", "ordered by key"),
        ("remove servers.0.host", "lies inside an item"),
        ("add name", "is none of them"),
        ("remove servers.0\u{0}", "control character"),
        ("add servers\tx", "control character"),
        ("rename environment.MODE", "has no new key"),
        ("remove", "names nothing"),
    ])
    func aListWithOneEditThatDoesNotFitIsRefusedWithNothingWritten(edits: String, message: String) throws {
        let form = try ModelForm(Fleet.sample)
        let before = snapshot(form)
        let problem = refusal(
            [("name", "Changed"), ("servers.0.host", "changed.example"), (list, edits)], to: form)
        #expect(problem?.message.contains(message) == true, "\(problem?.message ?? "not refused")")
        #expect(snapshot(form) == before)
    }

    @Test func aRefusedItemOrEntryCarriesWhatItNamesForATranslation() throws {
        let form = try ModelForm(Fleet.sample)
        let item = refusal([(list, "add servers\nremove servers.0\nremove servers.2")], to: form)
        #expect(item?.messageKey == "shape.indexOutOfRange")
        #expect(
            item?.arguments == [
                FormValueMember("title", "Servers"), FormValueMember("index", 2), FormValueMember("count", 2),
            ])
        let entry = refusal([(list, "add environment.MODE")], to: form)
        #expect(entry?.messageKey == "shape.duplicateKey")
        #expect(entry?.arguments == [FormValueMember("title", "Environment"), FormValueMember("key", "MODE")])
    }

    /// A new key the check lets through but the form refuses: the collections the list
    /// changed before it are set back.
    @Test func aKeyTheFormRefusesSetsTheCollectionsBack() throws {
        let form = try ModelForm(Fleet.sample)
        let before = snapshot(form)
        let long = String(repeating: "K", count: 300)
        let problem = refusal(
            [(list, "remove servers.0\nremove environment.MODE\nadd environment.NEW\nadd environment.\(long)")],
            to: form)
        #expect(problem?.message.contains("longer than 256 characters") == true, "\(problem?.message ?? "not refused")")
        #expect(snapshot(form) == before)
    }

    @Test func aCollectionThatIsNoInputFieldCannotBeNamed() throws {
        let form = try ModelForm(LockedFleet())
        let before = snapshot(form)
        let problem = refusal([("name", "Changed"), (list, "remove servers.0")], to: form)
        #expect(problem?.reason == .notInput)
        #expect(snapshot(form) == before)
    }

    @Test func moreThanAThousandEditsAreRefusedAndAThousandAreTaken() throws {
        let form = try ModelForm(Fleet())
        let tooMany = Array(repeating: "add servers", count: 1_001).joined(separator: "\n")
        #expect(refusal([(list, tooMany)], to: form)?.message.contains("more than 1000 edits") == true)
        #expect(form.itemCount(for: "servers") == 0)

        try FormSubmission.apply(
            [(list, Array(repeating: "add servers", count: 1_000).joined(separator: "\n"))], to: form)
        #expect(form.itemCount(for: "servers") == 1_000)
    }

    @Test func aPageThatPostsTwoListsIsRefused() throws {
        let form = try ModelForm(Fleet())
        #expect(
            refusal([(list, "add servers"), (list, "add servers")], to: form)?.message.contains("more than once")
                == true)
        #expect(form.itemCount(for: "servers") == 0)
    }

    /// A button the script leaves to the server (an edit inside an item, an optional
    /// subform) posts the recorded edits too: they come first, then the values, then the
    /// button's edit, which names the items as the page showed them.
    @Test func aPressedEditButtonComesAfterTheRecordedEditsAndTheValues() throws {
        let form = try ModelForm(Fleet())
        do throws(FormSubmissionError) {
            try FormSubmission.apply(
                [
                    (list, "add servers\nadd servers"), ("servers.0.host", "first.example"),
                    ("servers.1.host", "second.example"), (FormSubmission.editButtonName, "remove servers.0"),
                ], to: form, mode: .strict)
            Issue.record("a post by an edit button must throw .shapeEdited")
        } catch {
            #expect(error == .shapeEdited(.remove("servers.0")))
        }
        #expect(form.items(in: "servers").map { form.text(for: "\($0.key).host") } == ["second.example"])
    }

    /// The page shown again after a refused value has the rows as the person left them.
    @Test func aRefusedValueKeepsTheRecordedEditsInTheFormForThePageShownAgain() throws {
        let form = try ModelForm(Fleet())
        do throws(FormSubmissionError) {
            try FormSubmission.commit([(list, "add servers"), ("servers.0.port", "99999")], to: form)
            Issue.record("a port out of range must be refused")
        } catch {
            #expect(error.fieldErrors.map(\.key) == ["servers.0.port"])
        }
        #expect(form.itemCount(for: "servers") == 1)
        #expect(
            HTMLRenderer().render(form).contains("name=\"servers.0.port\" id=\"field-servers-0-port\" value=\"99999\""))
    }

    @Test func anEmptyListChangesNothing() throws {
        let form = try ModelForm(Fleet(environment: ["A": "1"]))
        let before = snapshot(form)
        try FormSubmission.apply([(list, "")], to: form, mode: .strict)
        #expect(snapshot(form) == before)
    }
}
