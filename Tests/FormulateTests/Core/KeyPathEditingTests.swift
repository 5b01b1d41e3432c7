import Formulate
import Foundation
import Testing

@Suite("Reading and editing fields by key path")
struct KeyPathEditingTests {
    enum Unit: String, CaseIterable { case metric, imperial }

    struct Limits { var connections = 10; var timeout = 30 }
    struct Proxy: DefaultConstructible { var host = "" }
    struct Station: DefaultConstructible { var name = "" }

    struct Console {
        var name = "Lab"
        var port = 8080
        var unit = Unit.metric
        var homepage: URL?
        var limits = Limits()
        var proxy: Proxy?
        var stations: [Station] = []
        var tags: [String] = []
        let serial = "A-1"
        var label: String { name.uppercased() }
    }

    final class Account: FormKeyPathProviding {
        var email = ""
        var retries = 3
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath(\Account.email), FormKeyPath(\Account.retries)]
        }
    }

    final class Undeclared: FormKeyPathProviding {
        var note = ""
        var title = ""
        static var formKeyPaths: [FormKeyPath] { [FormKeyPath(\Undeclared.title)] }
    }

    @Test func aKeyPathNamesTheFieldOfItsProperty() throws {
        let form = try ModelForm(Console())
        #expect(form.key(for: \Console.port) == "port")
        #expect(form.key(for: \Console.limits.timeout) == "limits.timeout")
        #expect(form.key(for: \Console.limits) == "limits")
        #expect(form.key(for: \Console.stations) == "stations")
        #expect(form.key(for: \Console.limits.connections).flatMap(form.field)?.title == "Connections")
        #expect(form.key(for: \Console.unit).flatMap(form.field)?.options.map(\.title) == ["Metric", "Imperial"])
    }

    @Test func keyPathsThatNameNoFieldGiveNothing() throws {
        let form = try ModelForm(Console())
        #expect(form.key(for: \Console.label) == nil, "a computed property is not a field")
        #expect(form.key(for: \Console.name.count) == nil)
        #expect(form.key(for: \Console.proxy?.host) == nil, "inside an optional nested model")
        #expect(form.value(for: \Console.label) == nil)
        #expect(form.text(for: \Console.label) == "")
    }

    @Test func typedValuesAreSetThroughTheirKeyPaths() throws {
        let form = try ModelForm(Console())
        try form.setValue(9090, for: \.port)
        try form.setValue(Unit.imperial, for: \.unit)
        try form.setValue(URL(string: "https://example.org"), for: \.homepage)
        try form.setValue(5, for: \.limits.connections)
        #expect(form.value(for: \Console.port) == .int(9090))
        #expect(form.text(for: \Console.unit) == "Imperial")
        #expect(form.changes.map(\.key) == ["port", "unit", "homepage", "limits.connections"])

        try form.setValue(nil, for: \.homepage)
        let saved = try form.commit()
        #expect(saved.port == 9090)
        #expect(saved.unit == .imperial)
        #expect(saved.homepage == nil)
        #expect(saved.limits.connections == 5)
        #expect(saved.limits.timeout == 30)
    }

    @Test func textIsSetThroughAKeyPathAsAPersonTypedIt() throws {
        let form = try ModelForm(Console())
        try form.setText("7", for: \Console.limits.timeout)
        #expect(form.value(for: \Console.limits.timeout) == .int(7))

        let error = #expect(throws: FormError.self) { try form.setText("soon", for: \Console.port) }
        #expect(error?.key == "port")
        #expect(error?.message == "Port: \"soon\" is not a whole number")
        #expect(form.text(for: \Console.port) == "soon", "the refused text is shown with its error")
        #expect(form.errors(for: "port").map(\.message) == ["Port: \"soon\" is not a whole number"])
        #expect(form.value(for: \Console.port) == .int(8080), "the draft is unchanged")
    }

    @Test func aListsKeyIsFoundFromItsKeyPath() throws {
        let form = try ModelForm(Console())
        let tags = try #require(form.key(for: \Console.tags))
        try form.setItems(texts: ["lab", "", "prod"], for: tags)
        #expect(form.itemTexts(for: tags) == ["lab", "prod"])
        #expect(form.key(for: \Console.label) == nil, "a computed property names no field")
        #expect(form.value(for: \Console.tags) == ["lab", "prod"])
    }

    @Test func aKeyPathThatNamesNoFieldIsRefusedAndChangesNothing() throws {
        let form = try ModelForm(Console())
        let computed = #expect(throws: FormError.self) { try form.setText("X", for: \Console.label) }
        #expect(computed?.reason == .unknownField)
        #expect(
            computed?.message
                == "\\Console.<computed property> is not the key path of a field of this form; a field inside an "
                + "optional nested model, a collection's item or a dictionary's entry is edited by its key",
            "the same in every run: no accessor's address")
        #expect(computed?.key == "\\Console.<computed property>")
        let optional = #expect(throws: FormError.self) { try form.setValue("p", for: \Console.proxy?.host) }
        #expect(optional?.reason == .unknownField)
        #expect(form.changes.isEmpty)
    }

    @Test func aReadOnlyPropertyIsRefusedByKeyPathAsByKey() throws {
        let form = try ModelForm(Console())
        #expect(form.key(for: \Console.serial) == "serial")
        let byPath = #expect(throws: FormError.self) { try form.setValue("B-2", for: \Console.serial) }
        let byKey = #expect(throws: FormError.self) { try form.setValue("B-2", for: "serial") }
        #expect(byPath?.message == byKey?.message)
        #expect(byPath?.reason == byKey?.reason)
        #expect(try form.commit().serial == "A-1")
    }

    @Test func anObjectsPropertiesAreEditedByKeyPath() throws {
        let account = Account()
        let form = try ModelForm(account)
        try form.setValue("ada@example.org", for: \.email)
        try form.setText("5", for: \Account.retries)
        _ = try form.commit()
        #expect(account.email == "ada@example.org")
        #expect(account.retries == 5)
    }

    @Test func anObjectWithoutDeclaredKeyPathsHasNoneToEditBy() throws {
        let form = try ModelForm(Undeclared())
        #expect(form.field("note") == nil, "left out, with a diagnostic")
        #expect(form.key(for: \Undeclared.note) == nil)
        let error = #expect(throws: FormError.self) { try form.setValue("x", for: \Undeclared.note) }
        #expect(error?.reason == .unknownField)
        #expect(error?.arguments.map(\.key) == ["key"])
    }

    @Test func aDescribedFormHasNoKeyPaths() throws {
        let form = try ModelForm(descriptionJSON: #"{"fields": [{"key": "name", "type": "text"}]}"#)
        #expect(form.key(for: \DynamicModel.self) == nil)
        #expect(form.field("name") != nil)
    }
}
