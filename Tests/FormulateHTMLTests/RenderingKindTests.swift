import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Rendering: one control per kind")
struct RenderingKindTests {
    @Test func textInputCarriesTraitsAndRules() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let input = try #require(page.control(named: "displayName"))
        #expect(input.name == "input")
        #expect(
            input.attributes == [
                "type": "text", "name": "displayName", "id": "field-displayName", "value": "",
                "placeholder": "How others see you", "autocomplete": "name", "autocapitalize": "words",
                "spellcheck": "false", "required": "", "maxlength": "40",
            ])
        #expect(input.attributeNames.prefix(4) == ["type", "name", "id", "value"])
    }

    @Test func emailPhoneURLAndPostalCodeTypes() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let email = try #require(page.control(named: "email"))
        #expect(email["type"] == "email")
        #expect(email["autocomplete"] == "email")
        #expect(email["spellcheck"] == "false")
        #expect(email["autocapitalize"] == nil, "autocapitalize does not apply to type=email")
        let phone = try #require(page.control(named: "phone"))
        #expect(phone["type"] == "tel")
        #expect(phone["autocomplete"] == "tel")
        let url = try #require(page.control(named: "homepage"))
        #expect(url["type"] == "url")
        #expect(url["autocomplete"] == "url")
        #expect(url["required"] == nil, "an optional URL may be empty")
        let zip = try #require(page.control(named: "zipCode"))
        #expect(zip["type"] == "text")
        #expect(zip["autocomplete"] == "postal-code")
        #expect(zip["autocapitalize"] == "characters")
        #expect(zip["pattern"] == "[0-9]{5}(-[0-9]{4})?")
    }

    @Test func passwordIsNeverEchoed() throws {
        var profile = Profile()
        profile.password = "s3cret-Passw0rd"
        let (html, page) = scan(try ModelForm(profile))
        let input = try #require(page.control(named: "password"))
        #expect(input["type"] == "password")
        #expect(input["value"] == nil)
        #expect(input["autocomplete"] == "current-password")
        #expect(input["minlength"] == "8")
        #expect(!html.contains("s3cret"))
    }

    @Test func booleanIsACheckboxWithValueTrue() throws {
        var profile = Profile()
        profile.rememberMe = true
        let (_, page) = scan(try ModelForm(profile))
        let box = try #require(page.control(named: "rememberMe"))
        #expect(
            box.attributes == [
                "type": "checkbox", "name": "rememberMe", "id": "field-rememberMe", "value": "true", "checked": "",
            ])
        #expect(page.controls(named: "rememberMe").count == 1, "no hidden companion input")
        let off = try #require(page.control(named: "alerts.sound"))
        #expect(!off.has("checked"))
        #expect(off["required"] == nil)
    }

    @Test func optionalBooleanIsAChoiceOfNoneYesNo() throws {
        var profile = Profile()
        profile.newsletter = false
        let (_, page) = scan(try ModelForm(profile))
        let select = try #require(page.control(named: "newsletter"))
        #expect(select.name == "select")
        let options = options(after: "newsletter", in: page)
        #expect(options.map { $0["value"] } == ["", "true", "false"])
        #expect(options.map(\.followingText) == ["None", "Yes", "No"])
        #expect(options.map { $0.has("selected") } == [false, false, true])
    }

    @Test func integersAreNumbersWithStepAndBrowserSafeBounds() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let age = try #require(page.control(named: "age"))
        #expect(
            age.attributes == [
                "type": "number", "name": "age", "id": "field-age", "value": "30",
                "required": "", "min": "13", "max": "120", "step": "1",
            ])
        let level = try #require(page.control(named: "level"))
        #expect(level["min"] == "-128")
        #expect(level["max"] == "127")
        let volume = try #require(page.control(named: "alerts.volume"))
        #expect(volume["min"] == nil, "Int's bounds are beyond what a browser's double holds exactly")
        #expect(volume["max"] == nil)
        #expect(volume["step"] == "1")
    }

    /// A text field whose rule requires an email address or a URL with its scheme is
    /// typed as one (a phone gets its keyboard, a browser checks it too); a URL that may
    /// leave its scheme out stays `text`, since a `url` input would refuse `example.com`.
    @Test func aTextFieldWithAFormatRuleTakesItsInputType() throws {
        struct Contact: FormCustomizing {
            var contact = ""
            var site = ""
            var mirror = ""
            static var fieldSettings: [String: FieldSettings] {
                [
                    "contact": FieldSettings.rules(.email),
                    "site": FieldSettings.rules(.url(requireScheme: true)),
                    "mirror": FieldSettings.rules(.url(requireScheme: false)),
                ]
            }
        }
        let (_, page) = scan(try ModelForm(Contact()))
        #expect(page.control(named: "contact")?["type"] == "email")
        #expect(page.control(named: "site")?["type"] == "url")
        #expect(page.control(named: "mirror")?["type"] == "text")
    }

    @Test func decimalsAreNumbersWithAnyStep() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let score = try #require(page.control(named: "score"))
        #expect(score["type"] == "number")
        #expect(score["step"] == "any")
        #expect(score["value"] == "1.5")
    }

    @Test func datesAndTimesUseTheirInputTypesInUTC() throws {
        var profile = Profile()
        profile.wakeUpTime = Date(timeIntervalSince1970: 6 * 3600 + 45 * 60 + 30)
        let form = try ModelForm(profile)
        form.timeZone = .gmt
        let (_, page) = scan(form)
        let date = try #require(page.control(named: "birthDate"))
        #expect(date["type"] == "date")
        #expect(date["value"] == "1970-01-01")
        #expect(date["required"] == "")
        let time = try #require(page.control(named: "wakeUpTime"))
        #expect(time["type"] == "time")
        #expect(time["value"] == "06:45:30")
        #expect(time["step"] == "1", "a value with seconds needs a step of 1 second to be valid")
        #expect(time["required"] == nil)
        let dateTime = try #require(page.control(named: "updatedAt"))
        #expect(dateTime["type"] == "datetime-local")
        #expect(dateTime["value"] == "2024-05-17T09:30")
        #expect(dateTime["step"] == nil)
    }

    @Test func longTextIsATextareaThatKeepsALeadingLineBreak() throws {
        var profile = Profile()
        profile.bio = "\nSecond line & more"
        let (html, page) = scan(try ModelForm(profile))
        let area = try #require(page.control(named: "bio"))
        #expect(area.name == "textarea")
        #expect(area["maxlength"] == "500")
        #expect(area["autocapitalize"] == "sentences")
        // The parser drops the first line break after <textarea>; the value's own follows it.
        #expect(html.contains(">\n\nSecond line &amp; more</textarea>"))
    }

    @Test func optionFieldIsASelectWithOptionValues() throws {
        var profile = Profile()
        profile.theme = .dark
        profile.colorIndex = 2
        let (_, page) = scan(try ModelForm(profile))
        let theme = try #require(page.control(named: "theme"))
        #expect(theme.name == "select")
        #expect(theme["required"] == nil)
        let themeOptions = options(after: "theme", in: page)
        #expect(
            themeOptions.map { $0["value"] ?? "" } == ["light", "dark", "system"],
            "a non-optional choice has no empty entry")
        #expect(themeOptions.map(\.followingText) == ["Light", "Dark", "System"])
        #expect(themeOptions.map { $0.has("selected") } == [false, true, false])
        let colors = options(after: "colorIndex", in: page)
        #expect(colors.map { $0["value"] ?? "" } == ["0", "1", "2"], "an index-storing field submits indexes")
        #expect(colors.map(\.followingText) == ["Red", "Green", "Blue"])
        #expect(colors.last?.has("selected") == true)
    }

    @Test func aValueOutsideTheOptionsMakesThePersonChoose() throws {
        var profile = Profile()
        profile.colorIndex = 7
        let (_, page) = scan(try ModelForm(profile))
        let select = try #require(page.control(named: "colorIndex"))
        #expect(select["required"] == "")
        let colors = options(after: "colorIndex", in: page)
        #expect(colors.map { $0["value"] ?? "?" } == ["", "0", "1", "2"])
        #expect(colors.first?.followingText == "Choose…")
        #expect(colors.first?.has("selected") == true, "the browser must not silently submit Red")
    }

    @Test func dateBoundsFromRules() throws {
        let form = try ModelForm(
            descriptionJSON: """
                {"fields": [{"key": "start", "type": "date", "rules": [{"rule": "greaterOrEqual", "value": "2024-01-01T12:00:00Z"}]},
                            {"key": "meeting", "type": "datetime", "rules": [{"rule": "lessOrEqual", "value": "2024-12-31T17:30:00Z"}]}]}
                """)
        form.timeZone = .gmt
        let page = scan(form).scanner
        #expect(page.control(named: "start")?["type"] == "date")
        #expect(page.control(named: "meeting")?["type"] == "datetime-local")
        #expect(page.control(named: "start")?["min"] == "2024-01-02", "noon on the 1st: the 1st itself is too early")
        #expect(page.control(named: "meeting")?["max"] == "2024-12-31T17:30")
    }

    @Test func optionalOptionStartsWithTheNoneEntry() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let accent = options(after: "accent", in: page)
        #expect(accent.map { $0["value"] ?? "" } == ["", "light", "dark", "system"])
        #expect(accent.first?.followingText == "None")
        #expect(accent.first?.has("selected") == true)
    }

    @Test func optionsAsRadios() throws {
        var profile = Profile()
        profile.accent = .light
        let (_, page) = scan(try ModelForm(profile), HTMLRenderer(optionStyle: .radios))
        let theme = page.controls(named: "theme")
        #expect(theme.map { $0["type"] } == ["radio", "radio", "radio"])
        #expect(theme.map { $0["value"] } == ["light", "dark", "system"])
        #expect(theme.map { $0.has("checked") } == [false, false, true])
        #expect(theme.allSatisfy { $0.has("required") })
        for radio in theme {
            let id = try #require(radio["id"])
            #expect(page.label(for: id) != nil)
        }
        let accent = page.controls(named: "accent")
        #expect(accent.map { $0["value"] } == ["", "light", "dark", "system"])
        #expect(accent.map { $0.has("checked") } == [false, true, false, false])
        #expect(page.label(for: accent[0]["id"] ?? "")?.followingText == "None")
        let group = try #require(page.element(id: "field-theme"))
        #expect(group.name == "fieldset")
        let newsletter = page.controls(named: "newsletter")
        #expect(newsletter.map { $0["value"] } == ["", "true", "false"])
    }

    @Test func multipleChoiceAndBitfieldAreCheckboxesWithOptionValues() throws {
        var profile = Profile()
        profile.days = [.mon, .wed]
        profile.style = [.bold, .underline]
        let (_, page) = scan(try ModelForm(profile))
        let days = page.controls(named: "days")
        #expect(days.map { $0["type"] } == ["checkbox", "checkbox", "checkbox"])
        #expect(days.map { $0["value"] } == ["mon", "tue", "wed"])
        #expect(days.map { $0.has("checked") } == [true, false, true])
        #expect(days.allSatisfy { !$0.has("required") })
        let style = page.controls(named: "style")
        #expect(style.map { $0["value"] } == ["1", "2", "4"], "bitfield options submit their bits")
        #expect(style.map { $0.has("checked") } == [true, false, true])
        #expect(style.compactMap { page.label(for: $0["id"] ?? "")?.followingText } == ["Bold", "Italic", "Underline"])
    }

    @Test func multipleChoiceAsSelectMultiple() throws {
        var profile = Profile()
        profile.days = [.tue]
        let (_, page) = scan(try ModelForm(profile), HTMLRenderer(multipleChoiceStyle: .selectMultiple))
        let select = try #require(page.control(named: "days"))
        #expect(select.name == "select")
        #expect(select.has("multiple"))
        let entries = options(after: "days", in: page)
        #expect(entries.map { $0["value"] ?? "" } == ["mon", "tue", "wed"])
        #expect(entries.map { $0.has("selected") } == [false, true, false])
        #expect(page.label(for: "field-days") != nil)
    }

    @Test func collectionHasAnInputPerItemAndOneForANewItem() throws {
        var profile = Profile()
        profile.backupEmails = ["a@example.com", "b@example.com"]
        let (_, page) = scan(try ModelForm(profile))
        let inputs = page.controls(named: "backupEmails")
        #expect(inputs.map { $0["value"] } == ["a@example.com", "b@example.com", ""])
        #expect(inputs.allSatisfy { $0["type"] == "email" && $0["autocomplete"] == "email" && !$0.has("required") })
        #expect(
            inputs.compactMap { page.label(for: $0["id"] ?? "")?.followingText }
                == ["Backup Email 1", "Backup Email 2", "New Backup Email"])
        #expect(page.element(id: "field-backupEmails")?.name == "fieldset")
    }

    @Test func subformIsANestedFieldsetWithDottedNames() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let subform = try #require(page.element(id: "field-alerts"))
        #expect(subform.name == "fieldset")
        #expect(subform["class"] == "subform")
        #expect(page.control(named: "alerts.enabled")?["id"] == "field-alerts-enabled")
    }

    @Test func transformedAndRejectedNumbersFallBackToText() throws {
        let form = try ModelForm(Shop())
        var (_, page) = scan(form)
        let price = try #require(page.control(named: "priceCents"))
        #expect(price["type"] == "text", "a transformed value is not a machine number")
        #expect(price["value"] == "$19.99")
        #expect(price["inputmode"] == "numeric")
        #expect(price["required"] == nil)
        #expect(throws: FormError.self) { try form.setText("lots", for: "quantity") }
        page = scan(form).scanner
        let quantity = try #require(page.control(named: "quantity"))
        #expect(quantity["type"] == "text", "type=number would blank out the rejected text")
        #expect(quantity["value"] == "lots")
    }

    @Test func labelsAndButtons() throws {
        let (_, page) = scan(try ModelForm(Shop()))
        let notice = try #require(page.element(id: "field-notice"))
        #expect(notice["class"] == "field label")
        #expect(page.first("span", where: { $0["class"] == "title" })?.followingText == "Prices include tax")
        let buttons = page.all("button")
        #expect(buttons.map { $0["type"] } == ["submit", "submit"])
        #expect(
            buttons.map(\.followingText) == ["Save", "Empty Cart"], "the main button comes first: Enter submits with it"
        )
        #expect(buttons[0]["name"] == nil)
        #expect(buttons[1]["name"] == "emptyCart")
        #expect(buttons[1]["value"] == "true")
    }

    /// The `<option>`s following the select named `name`.
    private func options(after name: String, in page: HTMLScanner) -> [ScannedTag] {
        guard let start = page.tags.firstIndex(where: { $0.name == "select" && $0["name"] == name }) else { return [] }
        return Array(page.tags[(start + 1)...].prefix { $0.name == "option" })
    }
}
