import Foundation
import Testing

@testable import Formulate

struct Unsupported {
    var title = "Hello"
    var onTap: () -> Void = {}
    weak var delegate: AnyObject?
    lazy var cached: Int = 3
    var lookup: [Int: String] = [:] // String keys are dictionaries (issue 15); others are not
    var pair = (1, 2)
    var blob = Data()
    var maybeNames: [String?] = []
}

struct Annotated {
    @FormField(.title("Display Name").placeholder("Your name").rules(.required)) var name = ""
    @FormField(.kind(.longText)) var about = ""
    @Clamped var volume = 5
    var _privateFlag = false
}

struct AnnotatedWithKeyPath: FormKeyPathProviding {
    @Clamped var volume = 5
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("volume", \AnnotatedWithKeyPath.volume)] }
}

struct Contact {
    var name = ""
    var address: Address? = nil
    var coordinates: Coordinates? = nil
}

@Suite("Inspection")
struct InspectionTests {
    @Test func unsupportedPropertiesAreExcludedWithReasons() throws {
        let form = try ModelForm(Unsupported())
        #expect(form.fields.map(\.key) == ["title"])
        let reasons = Dictionary(form.diagnostics.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["onTap"]?.reason == "closures cannot be edited in a form")
        #expect(reasons["delegate"]?.reason == "weak and unowned references cannot be edited in a form")
        #expect(reasons["cached"]?.reason == "lazy properties cannot be edited in a form")
        #expect(
            reasons["lookup"]?.reason == "Dictionary<Int, String> is not supported: a dictionary's keys must be String")
        #expect(reasons["pair"]?.action == .excluded)
        #expect(
            reasons["blob"]?.reason
                == "Data is not supported: raw bytes cannot be edited as a field; exclude it, or edit it through "
                + "a String property (base64, hex)")
        #expect(
            reasons["maybeNames"]?.reason == "[Optional<String>] is not supported: collection items cannot be optional")
        #expect(form.diagnostics.allSatisfy { $0.action == .excluded })
    }

    @Test func formFieldAnnotationsAreAppliedAndWritable() throws {
        let form = try ModelForm(Annotated())
        let name = try #require(form.field("name"))
        #expect(name.title == "Display Name")
        #expect(name.placeholder == "Your name")
        #expect(name.rules.map(\.name) == ["required"])
        #expect(form.field("about")?.kind == .longText)
        try form.setText("Ada", for: "name")
        try form.setText("Mathematician", for: "about")
        let saved = try form.commit()
        #expect(saved.name == "Ada")
        #expect(saved.about == "Mathematician")
    }

    @Test func foreignWrapperIsReadOnlyWithADiagnostic() throws {
        let form = try ModelForm(Annotated())
        let volume = try #require(form.field("volume"))
        #expect(volume.isReadOnly)
        #expect(volume.kind == .integer)
        #expect(form.value(for: "volume") == .int(5))
        #expect(form.diagnostics.contains { $0.key == "volume" && $0.action == .readOnly })
        #expect(throws: FormError.self) { try form.setValue(3, for: "volume") }
    }

    @Test func foreignWrapperIsWritableThroughAnExplicitKeyPath() throws {
        let form = try ModelForm(AnnotatedWithKeyPath())
        #expect(form.field("volume")?.isReadOnly == false)
        try form.setValue(50, for: "volume")
        let saved = try form.commit()
        #expect(saved.volume == 10, "the wrapper's setter ran and clamped the value")
    }

    @Test func underscoredPlainPropertiesKeepTheirKeyAndGetACleanTitle() throws {
        let form = try ModelForm(Annotated())
        #expect(form.field("_privateFlag")?.title == "Private Flag")
    }

    @Test func optionalNestedModelIsCreatedOnDemand() throws {
        let form = try ModelForm(Contact())
        #expect(form.value(for: "address.city") == "Springfield", "fields of a nil model read as its defaults")
        #expect(try ModelForm(Contact()).commit().address == nil, "an untouched nil model stays nil")
        try form.setText("Evergreen Terrace", for: "address.street")
        let saved = try form.commit()
        #expect(saved.address == Address(street: "Evergreen Terrace", city: "Springfield"))
    }

    @Test func optionalNestedModelThatCannotBeCreatedSaysSo() throws {
        let form = try ModelForm(Contact())
        #expect(form.field("coordinates")?.help == nil, "a developer hint is not help a person reads")
        #expect(form.diagnostics.contains { $0.key == "coordinates" && $0.reason.contains("DefaultConstructible") })
        let error = #expect(throws: FormError.self) { try form.setValue(1.5, for: "coordinates.latitude") }
        #expect(error?.reason == .cannotCreate)
        let existing = try ModelForm(Contact(coordinates: Coordinates(latitude: 1, longitude: 2)))
        try existing.setValue(3.5, for: "coordinates.latitude")
        #expect(try existing.commit().coordinates == Coordinates(latitude: 3.5, longitude: 2))
    }

    @Test func schemaIsBuiltOncePerType() throws {
        struct Once { var value = 1 }
        let first = try ModelForm(Once())
        let second = try ModelForm(Once(value: 2))
        #expect(first.schema === second.schema)
        #expect(second.value(for: "value") == .int(2))
    }

    @Test func readingTheFormNeverChangesTheModel() throws {
        let original = Contact(name: "A", address: nil)
        let form = try ModelForm(original)
        _ = form.values()
        _ = form.text(for: "address.city")
        _ = form.describe()
        #expect(form.model.address == nil)
        #expect(form.model.name == "A")
    }
}
