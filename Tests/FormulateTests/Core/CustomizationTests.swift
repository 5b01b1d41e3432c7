import Foundation
import Testing

@testable import Formulate

struct Registration: FormCustomizing {
    @FormField(.title("E-mail").placeholder("from annotation")) var email = ""
    var password = ""
    var nickname = ""
    var internalID = 0

    static var excludedFields: [String] { ["internalID"] }
    static var fields: [FieldEntry]? {
        ["password", ["key": "email", "placeholder": "from entry", "header": "Account"], "nickname"]
    }
    static var extraFields: [FieldEntry] {
        [
            ["key": "terms", "type": "label", "title": "By signing up you agree", "footer": "Thanks"],
            FieldEntry(FieldSettings.key("submit").kind(.button).title("Sign Up").action(FieldAction { _, _ in })),
        ]
    }
    static func overrides(for key: String) -> FieldOverrides? {
        key == "email" ? ["title": "Email Address"] : nil
    }
    static var fieldSettings: [String: FieldSettings] {
        ["nickname": FieldSettings.help("Shown to others").header("")]
    }
}

struct MisspeltOverride: FormCustomizing {
    var email = ""
    static var fieldOverrides: [String: FieldOverrides] { ["emial": ["title": "x"]] }
}

struct WrongAttributeType: FormCustomizing {
    var email = ""
    static var fieldOverrides: [String: FieldOverrides] { ["email": ["title": 5, "placehodler": "x"]] }
}

struct UnknownExclusion: FormCustomizing {
    var email = ""
    static var excludedFields: [String] { ["emails"] }
}

@Suite("Customization")
struct CustomizationTests {
    @Test func fieldsListReplacesAndOrdersExtraFieldsAreAppended() throws {
        let form = try ModelForm(Registration())
        #expect(form.fields.map(\.key) == ["password", "email", "nickname", "terms", "submit"])
        #expect(form.field("submit")?.kind == .button)
        #expect(form.field("terms")?.isVirtual == true)
        #expect(form.field("internalID") == nil)
    }

    @Test func mergeOrderIsInferredAnnotationEntryOverride() throws {
        let form = try ModelForm(Registration())
        let email = try #require(form.field("email"))
        #expect(email.title == "Email Address", "override beats annotation")
        #expect(email.placeholder == "from entry", "entry beats annotation")
        #expect(email.kind == .email, "inferred kind stays")
        #expect(form.field("nickname")?.help == "Shown to others")
    }

    @Test func headersStartSectionsAndFootersEndThem() throws {
        let sections = try ModelForm(Registration()).sections
        #expect(sections.map(\.header) == [nil, "Account", "", nil])
        #expect(sections.map(\.keys) == [["password"], ["email"], ["nickname", "terms"], ["submit"]])
        #expect(sections.map(\.footer) == [nil, nil, "Thanks", nil])
    }

    @Test func anOverrideForAMissingKeyNamesTheClosestKey() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(MisspeltOverride()) }
        #expect(
            error?.problems.map(\.description) == [
                "emial: fieldOverrides names a field that does not exist (did you mean 'email'?)"
            ])
    }

    @Test func attributesOfTheWrongTypeAreNamed() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(WrongAttributeType()) }
        #expect(
            error?.problems.map(\.description) == [
                "email: unknown attribute 'placehodler' (did you mean 'placeholder'?)"
            ])
        let wrongType = #expect(throws: FormDefinitionError.Problem.self) {
            try FieldSettings(overrides: ["title": 5], for: "email")
        }
        #expect(wrongType?.description == "email: attribute 'title' must be a string, not 5")
    }

    @Test func unknownExclusionsAreErrors() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(UnknownExclusion()) }
        #expect(
            error?.problems.first?.message == "excludedFields names a field that does not exist (did you mean 'email'?)"
        )
    }

    @Test func typedSettingsAndDictionariesSayTheSame() throws {
        let dictionary = try FieldSettings(
            overrides: ["title": "T", "type": "longtext", "readOnly": true, "min": 1], for: "x")
        #expect(dictionary.title == "T")
        #expect(dictionary.kind == .longText)
        #expect(dictionary.readOnly == true)
        #expect(dictionary.min == .int(1))
    }

    @Test func buttonActionsRunWithTheDraftValues() throws {
        struct Login: FormCustomizing {
            var user = ""
            static var extraFields: [FieldEntry] {
                [
                    [
                        "key": "logIn", "type": "button",
                        "action": FieldAction { values, key in
                            Recorder.shared.record("\(key):\(values["user"]?.stringValue ?? "")")
                        },
                    ]
                ]
            }
        }
        let form = try ModelForm(Login())
        try form.setText("ada", for: "user")
        try form.performAction(for: "logIn")
        #expect(Recorder.shared.events.contains("logIn:ada"))
    }
}

final class Recorder: @unchecked Sendable {
    static let shared = Recorder()
    private let lock = NSLock()
    private var stored: [String] = []
    func record(_ event: String) { lock.lock(); stored.append(event); lock.unlock() }
    var events: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
