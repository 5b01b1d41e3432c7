import Foundation
import Testing

@testable import Formulate

final class Ledger: FormKeyPathProviding {
    var title = "Books"
    var entries = 3
    var balance = 10.5
    var isOpen = true
    var shade = Shade.green
    var openedAt = Date(timeIntervalSince1970: 86_400)
    var tags: [String] = ["a"]
    var note: String?
    var writes: [String] = []
    static var formKeyPaths: [FormKeyPath] {
        [
            FormKeyPath(\Ledger.title), FormKeyPath(\Ledger.entries),
            FormKeyPath(\Ledger.balance),
            FormKeyPath(\Ledger.isOpen), FormKeyPath(\Ledger.shade),
            FormKeyPath(\Ledger.openedAt),
            FormKeyPath(\Ledger.tags), FormKeyPath(\Ledger.note),
        ]
    }

    /// Every property the form edits, for comparing an object with how it was.
    var snapshot: [String] {
        [
            title, "\(entries)", "\(balance)", "\(isOpen)", shade.rawValue, "\(openedAt.timeIntervalSince1970)",
            tags.joined(separator: "|"), note ?? "nil",
        ]
    }
}

struct Pet: Equatable {
    var name: String
}

final class Owner: FormKeyPathProviding {
    var nickname = ""
    var pet: Pet? = Pet(name: "Rex")
    static var formKeyPaths: [FormKeyPath] {
        [FormKeyPath(\Owner.nickname), FormKeyPath(\Owner.pet)]
    }
}

@Suite("Commit atomicity")
struct AtomicityTests {
    /// A valid new text for every editable field of ``HostileModel``.
    static let validEdits: [(key: String, text: String)] = [
        ("name", "Grace"), ("email", "grace@example.com"), ("bio", "Hello"), ("isEnabled", "yes"), ("count", "-5"),
        ("tiny", "127"),
        ("small", "-32768"), ("medium", "7"), ("large", "9223372036854775807"), ("byte", "255"), ("word", "1"),
        ("dword", "4294967295"),
        ("quad", "18446744073709551615"), ("unsignedCount", "3"), ("ratio", "2.25"), ("weight", "0.5"),
        ("price", "12.50"),
        ("birthday", "2024-02-29"), ("alarmTime", "09:30"), ("createdAt", "2024-05-17T09:30"),
        ("website", "https://swift.org"),
        ("homepage", "https://example.org"), ("identifier", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), ("shade", "Blue"),
        ("optionalShade", "Green"), ("flags", "Option 2, Option 3"), ("favoriteShades", "Red, Blue"),
        ("luckyNumbers", "1, 2, 3"),
        ("optionalCount", "4"),
    ]

    static var editableKeys: [String] { validEdits.map(\.key) }

    /// Every field is changed, then the commit fails at one field: the struct is exactly
    /// as it was, field by field.
    @Test(arguments: editableKeys)
    func aStructCommitFailingAtAnyFieldChangesNothing(failingKey: String) throws {
        let form = try ModelForm(HostileModel())
        for edit in Self.validEdits { try form.setText(edit.text, for: edit.key) }
        try form.markInvalid(failingKey, message: "refused by the server")
        let error = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(error?.errors.map(\.key) == [failingKey])
        #expect(form.model == HostileModel())
        let reread = try ModelForm(form.model).values(includingHidden: true)
        #expect(reread == (try ModelForm(HostileModel())).values(includingHidden: true), "every field reads as before")
        #expect(form.isDirty, "the draft keeps the person's edits to fix and retry")
    }

    /// The same with every field's own kind of failure: text that breaks a rule at commit.
    @Test func aStructCommitFailingOnARuleChangesNothing() throws {
        let form = try ModelForm(HostileModel())
        for edit in Self.validEdits { try form.setText(edit.text, for: edit.key) }
        try form.setText(String(repeating: "x", count: 101), for: "name")
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(form.model == HostileModel())
        try form.setText("Grace", for: "name")
        let saved = try form.commit()
        #expect(saved.name == "Grace" && saved.quad == .max && saved.flags == [.italic, .underline])
    }

    static let ledgerEdits: [(key: String, text: String)] = [
        ("title", "Accounts"), ("entries", "4"), ("balance", "-1.5"), ("isOpen", "no"), ("shade", "Red"),
        ("openedAt", "2024-01-01T00:00"), ("tags", "x, y"), ("note", "hello"),
    ]

    /// A class instance is written in place; a commit failing at any field leaves every
    /// property as it was and runs no setter.
    @Test(arguments: ledgerEdits.map(\.key))
    func aClassCommitFailingAtAnyFieldChangesNothing(failingKey: String) throws {
        let ledger = Ledger()
        let before = ledger.snapshot
        let form = try ModelForm(ledger)
        form.timeZone = .gmt
        for edit in Self.ledgerEdits { try form.setText(edit.text, for: edit.key) }
        try form.markInvalid(failingKey, message: "no")
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(ledger.snapshot == before)
        form.reset() // forgets the server's error too
        for edit in Self.ledgerEdits { try form.setText(edit.text, for: edit.key) }
        try form.commit()
        #expect(ledger.snapshot == ["Accounts", "4", "-1.5", "false", "red", "1704067200.0", "x|y", "hello"])
    }

    /// A write that fails half-way through a commit (the object changed under the form)
    /// puts back what was already written into the object.
    @Test func aWriteFailingHalfWayIsUndone() throws {
        let owner = Owner()
        let form = try ModelForm(owner)
        try form.setText("Ada", for: "nickname")
        try form.setText("Max", for: "pet.name")
        owner.pet = nil // Pet cannot be created from nothing, so pet.name cannot be written now.
        let conflict = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(conflict?.errors.map(\.reason) == [.conflict], "the pet went away while the person edited its name")
        let error = #expect(throws: FormErrors.self) { try form.commit(overwritingConflicts: true) }
        #expect(error?.errors.map(\.key) == ["pet.name"])
        #expect(error?.errors.first?.reason == .cannotCreate)
        #expect(owner.nickname == "", "the nickname written before the failure was put back")
        #expect(owner.pet == nil)
    }

    /// The demo's `set`: a save that fails at any field leaves the settings file
    /// byte-for-byte as it was.
    @Test(arguments: [
        "displayName=" + String(repeating: "x", count: 10), "email=not-an-email", "password=short", "fontSize=73",
        "fontSize=7",
        "theme=Purple", "homepageURL=not a url", "dateOfBirth=2024-02-30", "notifications.enabled=maybe",
        "notifications.quietHoursStartTime=25:00", "favoriteDays=Funday", "bio=" + String(repeating: "b", count: 501),
        "userID=x",
    ])
    func aFailedDemoSaveLeavesTheFileByteForByte(edit: String) throws {
        let directory = try DemoProcess.temporaryDirectory()
        #expect(try DemoProcess.run(["set", "fontSize=12", "theme=dark", "bio=Hi"], in: directory).status == 0)
        let file = directory.appendingPathComponent("settings.json")
        let before = try Data(contentsOf: file)
        let valid = ["displayName=Ada", "rememberMe=yes", "fontSize=20", "backupEmails=a@example.com"]
        let result = try DemoProcess.run(["set"] + valid + [edit], in: directory)
        if edit.hasPrefix("displayName=") {
            // Ten characters are fine: the control case shows the other edits do save.
            #expect(result.status == 0)
            return
        }
        #expect(result.status == 1, "\(result.errors)")
        #expect(try Data(contentsOf: file) == before)
    }
}
