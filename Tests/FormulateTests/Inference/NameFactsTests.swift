import Testing

@testable import Formulate

/// Titles and name heuristics are remembered per property name for the whole process
/// (``NameFacts``); what is remembered must be what would be worked out, whatever the
/// order in which forms with different title options ask.
@Suite("Names: facts remembered per name")
struct NameFactsTests {
    private struct Account {
        var isTwoFactorEnabled = false
        var workEmailAddress = ""
        var apiKey = ""
    }

    @Test func eachTitleOptionGetsItsOwnTitleWhateverWasAskedFirst() throws {
        let plain = try ModelForm(Account())
        let sentence = try ModelForm(
            Account(), configuration: FormConfiguration(titles: TitleOptions(style: .sentence)))
        let allWords = try ModelForm(
            Account(), configuration: FormConfiguration(titles: TitleOptions(booleanStyle: .allWords)))
        let shouted = try ModelForm(
            Account(), configuration: FormConfiguration(titles: TitleOptions(localize: { $0.uppercased() })))
        let again = try ModelForm(Account(), configuration: FormConfiguration(titles: TitleOptions()))

        #expect(plain.fields.map(\.title) == ["Two Factor", "Work Email Address", "API Key"])
        #expect(sentence.fields.map(\.title) == ["Two factor", "Work email address", "API key"])
        #expect(allWords.fields.map(\.title) == ["Is Two Factor Enabled", "Work Email Address", "API Key"])
        #expect(shouted.fields.map(\.title) == ["TWO FACTOR", "WORK EMAIL ADDRESS", "API KEY"])
        #expect(again.fields.map(\.title) == plain.fields.map(\.title), "localizing one form changes no other")
    }

    @Test func configuredAcronymsAreNotMixedWithTheDefaultOnes() throws {
        struct Catalog { var skuCode = "" }
        let plain = try ModelForm(Catalog())
        var titles = TitleOptions.default
        titles.acronyms.append("SKU")
        let configured = try ModelForm(Catalog(), configuration: FormConfiguration(titles: titles))
        #expect(plain.field("skuCode")?.title == "Sku Code")
        #expect(configured.field("skuCode")?.title == "SKU Code")
    }

    @Test func aKeyOfSeparatorsOnlyHasAnEmptyTitleThatIsNeverLocalized() {
        let facts = NameFacts()
        let options = TitleOptions(localize: { "«\($0)»" })
        #expect(facts.title(for: "__", kind: .text, options: options) == "")
        #expect(facts.title(for: "userId", kind: .text, options: options) == "«User ID»")
    }

    @Test func namesPastTheCapacityAreWorkedOutEachTimeAndStillRight() {
        let facts = NameFacts()
        for number in 0..<NameFacts.capacity {
            _ = facts.title(for: "field\(number)", kind: .text, options: .default)
        }
        #expect(facts.title(for: "homePageURL", kind: .text, options: .default) == "Home Page URL")
        #expect(facts.facts(for: "workEmail").textInference?.kind == .email)
        #expect(facts.facts(for: "headphoneModel").textInference == nil)
    }

    @Test func aLongNameIsWorkedOutEachTimeAndStillRight() {
        let facts = NameFacts()
        let long = "is" + String(repeating: "Word", count: 1_000) + "Email"
        #expect(facts.facts(for: long).textInference?.kind == .email)
        let title = facts.title(for: long, kind: .boolean, options: .default)
        #expect(title.hasPrefix("Word Word ") && title.hasSuffix(" Word Email"))
        #expect(facts.title(for: long, kind: .boolean, options: .default) == title)
    }
}
