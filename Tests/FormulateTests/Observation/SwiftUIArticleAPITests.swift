import Formulate
import Foundation
import Observation
import Testing

private enum Appearance: String, CaseIterable { case light, dark, system }

private struct ScreenSettings: FormCustomizing {
    var displayName = "Ada"
    var password = ""
    var rememberMe = false
    var theme = Appearance.system
    var fontSize = 14
    var sync = SyncSettings()

    struct SyncSettings { var enabled = true; var interval = 15 }

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "displayName": ["header": "Account"], "fontSize": ["header": "Appearance"],
            "sync.interval": ["hidden": "$sync.enabled == false"],
        ]
    }
}

/// The calls the article "A SwiftUI settings screen" makes, in the order a SwiftUI list makes
/// them, without SwiftUI: the article cannot be compiled on Linux, its API is tested here.
@Suite struct SwiftUIArticleAPITests {
    @Test func theListReadsSectionsRowsAndBindings() throws {
        let form = try ModelForm(ScreenSettings())
        let sections = form.visibleSections
        #expect(sections.map(\.header) == ["Account", "Appearance"])
        #expect(sections.first?.keys == ["displayName", "password", "rememberMe", "theme"])
        let rows = sections.flatMap(\.keys).compactMap(form.field)
        #expect(rows.map(\.kind) == [.text, .password, .boolean, .option, .integer, .subform])
        #expect(
            rows.filter { form.isEditable($0) }.map(\.key) == [
                "displayName", "password", "rememberMe", "theme", "fontSize",
            ])
        #expect(rows.allSatisfy { form.errors(for: $0).isEmpty && !form.isDisabled($0) && !$0.isReadOnly })

        // Toggle: get and set.
        let remember = try #require(form.field("rememberMe"))
        #expect(form.value(for: remember) == .bool(false))
        try form.setValue(true, for: remember.key)
        #expect(form.value(for: remember) == .bool(true))

        // Picker: the selection is an option index.
        #expect(form.choices(for: "theme").map(\.option.title) == ["Light", "Dark", "System"])
        #expect(form.selectedOptionIndex(for: "theme") == 2)
        try form.selectOption(at: 1, for: "theme")
        #expect(form.choices(for: "theme").map(\.isSelected) == [false, true, false])

        // Text field: refused text stays with its error, then a good value replaces it.
        let fontSize = try #require(form.field("fontSize"))
        #expect(throws: FormError.self) { try form.setText("80x", for: fontSize) }
        #expect(form.text(for: fontSize) == "80x")
        #expect(form.errors(for: fontSize).count == 1)
        try form.setText("18", for: fontSize)
        #expect(form.errors(for: fontSize).isEmpty)

        // Subform: its visible rows, which a toggle changes.
        #expect(form.visibleFields(in: "sync").map(\.key) == ["sync.enabled", "sync.interval"])
        try form.setValue(false, for: "sync.enabled")
        #expect(form.visibleFields(in: "sync").map(\.key) == ["sync.enabled"])

        let saved = try form.commit()
        #expect(saved.rememberMe && saved.theme == .dark && saved.fontSize == 18 && !saved.sync.enabled)
    }

    @Test func aRowRedrawsWhenItsFieldChangesOnly() throws {
        let form = try ModelForm(ScreenSettings())
        let interval = try #require(form.field("sync.interval"))
        final class Flag: @unchecked Sendable { var fired = false }
        let row = Flag()
        let other = Flag()
        withObservationTracking {
            _ = form.text(for: interval); _ = form.errors(for: interval); _ = form.isEditable(interval)
        } onChange: {
            row.fired = true
        }
        withObservationTracking {
            _ = form.text(for: "displayName")
        } onChange: {
            other.fired = true
        }
        try form.setValue(false, for: "sync.enabled")
        #expect(row.fired, "hiding the row redraws it")
        #expect(!other.fired)
    }
}
