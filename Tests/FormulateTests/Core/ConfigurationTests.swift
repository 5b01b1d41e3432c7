import Foundation
import Testing

@testable import Formulate

private struct Catalog {
    var skuCode = ""
    var dateOfBirth: Date? = nil
    var homePageURL: URL? = nil
    var colour = ""
}

private struct CatalogWithTitle: FormCustomizing {
    var skuCode = ""
    var colour = ""
    static var fieldOverrides: [String: FieldOverrides] { ["colour": ["title": "colour (as written)"]] }
}

@Suite("Configuration of titles")
struct ConfigurationTests {
    @Test func acronymListAndStyleAreConfigurable() throws {
        var titles = TitleOptions.default
        titles.acronyms.append("SKU")
        titles.style = .sentence
        let form = try ModelForm(Catalog(), configuration: FormConfiguration(titles: titles))
        #expect(form.fields.map(\.title) == ["SKU code", "Date of birth", "Home page URL", "Colour"])
        #expect(try ModelForm(Catalog()).field("skuCode")?.title == "Sku Code", "the shared configuration is untouched")
    }

    @Test func derivedTitlesGoThroughTheLocalizationHookExplicitOnesDoNot() throws {
        let french = TitleOptions(localize: { title in ["Sku Code": "Code SKU", "Colour": "Couleur"][title] ?? title })
        let form = try ModelForm(CatalogWithTitle(), configuration: FormConfiguration(titles: french))
        #expect(form.field("skuCode")?.title == "Code SKU")
        #expect(form.field("colour")?.title == "colour (as written)")
    }

    @Test func optionTitlesUseTheConfigurationToo() throws {
        struct Pick { var planet = Planet.mercury }
        let shout = TitleOptions(style: .everyWord, localize: { $0.uppercased() })
        let form = try ModelForm(Pick(), configuration: FormConfiguration(titles: shout))
        #expect(form.field("planet")?.options.map(\.title) == ["MERCURY", "VENUS", "EARTH"])
    }

    @Test func removingCachedSchemasMakesTheNextFormInspectAgain() throws {
        struct Fresh { var value = 1 }
        let first = try ModelForm(Fresh())
        FormConfiguration.removeCachedSchema(for: Fresh.self)
        let second = try ModelForm(Fresh())
        #expect(first.schema !== second.schema)
        #expect(try ModelForm(Fresh()).schema === second.schema)
    }
}
