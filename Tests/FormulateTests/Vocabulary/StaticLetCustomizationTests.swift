import Formulate
import Testing

/// Customization a Swift 6 program writes as `static let` (trial14: `fields` and
/// `extraFields` did not compile so, since an entry was not `Sendable`).
@Suite("Customization as static constants")
struct StaticLetCustomizationTests {
    struct Podcast: FormCustomizing {
        var title = ""
        var explicit = false
        var notes = ""
        static let fields: [FieldEntry]? = ["title", ["key": "explicit", "title": "Explicit Content"]]
        static let extraFields: [FieldEntry] = [FieldEntry(FieldSettings.key("publish").kind(.button))]
    }

    struct Misspelt: FormCustomizing {
        var title = ""
        static let fields: [FieldEntry]? = [["key": "title", "tilte": "Name"]]
    }

    @Test func entriesCanBeStaticConstants() throws {
        let form = try ModelForm(Podcast())
        #expect(form.fields.map(\.key) == ["title", "explicit", "publish"])
        #expect(form.field("explicit")?.title == "Explicit Content")
    }

    @Test func aMistakeInAnEntrysDictionaryIsReportedWhenTheFormIsBuilt() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Misspelt()) }
        #expect(error?.problems.first?.message.contains("tilte") == true, "\(error.map { "\($0)" } ?? "")")
    }
}
