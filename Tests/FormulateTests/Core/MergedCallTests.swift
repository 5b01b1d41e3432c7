import Formulate
import Foundation
import Testing

/// The calls that took the place of two or more: each does what the ones it replaced did.
@Suite("One call where there were several")
struct MergedCallTests {
    enum Size: String, CaseIterable { case small, large }
    struct Tag: DefaultConstructible { var name = "" }

    struct Shop {
        var name = "Corner"
        var size = Size.small
        var ports: [Int] = [80]
        var labels: [Tag] = [Tag(name: "a"), Tag(name: "b"), Tag(name: "c")]
        var homepage: URL?
    }

    @Test func aFormValueIsSetAsItIsByTheTypedCall() throws {
        let form = try ModelForm(Shop())
        try form.setValue(FormValue.string("Kiosk"), for: "name")
        try form.setValue(FormValue.string("large"), for: "size")
        try form.setValue(FormValue.array([.int(443), .int(8443)]), for: "ports")
        let refused = #expect(throws: FormError.self) { try form.setValue(FormValue.string("x"), for: "ports") }
        #expect(refused?.key == "ports")
        let saved = try form.commit()
        #expect(saved.name == "Kiosk")
        #expect(saved.size == .large)
        #expect(saved.ports == [443, 8443])
    }

    @Test func nilEmptiesAnOptionalFieldThroughTheUntypedCall() throws {
        var shop = Shop()
        shop.homepage = URL(string: "https://example.org")
        let form = try ModelForm(shop)
        try form.setValue(nil, for: "homepage")
        #expect(try form.commit().homepage == nil)
    }

    @Test func aRefusedListIsReadBackAsItWasSent() throws {
        let form = try ModelForm(Shop())
        #expect(form.itemTexts(for: "ports") == ["80"])
        let error = #expect(throws: FormError.self) { try form.setItems(texts: ["443", "1, 2", ""], for: "ports") }
        #expect(error?.key == "ports")
        #expect(form.itemTexts(for: "ports") == ["443", "1, 2", ""], "each text as typed, empty ones too")
        #expect(form.value(for: "ports") == .array([.int(80)]), "the draft keeps the last accepted list")
        try form.setItems(texts: ["443"], for: "ports")
        #expect(form.itemTexts(for: "ports") == ["443"])
    }

    @Test func itemsAreListedWholeOrByRange() throws {
        let form = try ModelForm(Shop())
        #expect(form.items(in: "labels").map(\.key) == ["labels.0", "labels.1", "labels.2"])
        #expect(form.items(in: "labels", range: 1..<9).map(\.key) == ["labels.1", "labels.2"])
        #expect(form.items(in: "labels", range: 5..<9).isEmpty)
        #expect(form.items(in: "name").isEmpty, "a text field has no items")
    }

    @Test func aConfigurationOfItsOwnIsUsedInsteadOfTheSharedOne() throws {
        var configuration = FormConfiguration()
        configuration.titles.acronyms.append("SHOP")
        configuration.timeZone = TimeZone(identifier: "Asia/Tokyo")
        struct Unit { var shopName = "" }
        let own = try ModelForm(Unit(), configuration: configuration)
        let shared = try ModelForm(Unit())
        #expect(own.field("shopName")?.title == "SHOP Name")
        #expect(own.timeZone.identifier == "Asia/Tokyo")
        #expect(shared.field("shopName")?.title == "Shop Name")
        #expect(shared.timeZone == FormConfiguration.shared.timeZone ?? .current)
    }

    @Test func valueListItemsAreEditedMovedAndRemovedByKey() throws {
        let form = try ModelForm(Shop())
        try form.setText("443", for: "ports.1")
        try form.setText("8080", for: "ports.0")
        try form.setText("22", for: "ports.2")
        try form.apply(.move("ports.1", to: 0))
        try form.apply(.remove("ports.2"))
        let insert = #expect(throws: FormError.self) { try form.apply(.insert("ports.0")) }
        #expect(insert?.key == "ports.0", "a value is added with its text, not as a blank item")
        #expect(try form.commit().ports == [443, 8080])
    }
}
