import Formulate
import FormulateHTML
import Testing

/// Collections of subforms and dictionaries render as fieldsets of items and entries with
/// edit buttons a page submits without JavaScript.
struct ItemRenderingTests {
    @Test func eachItemIsAFieldsetTitledByItsTitleWithItsFieldsNamedByKey() throws {
        let html = HTMLRenderer().render(try ModelForm(Fleet.sample))
        #expect(
            html.contains(
                "<fieldset class=\"field items\" id=\"field-servers\">\n      <legend>Servers</legend>\n"
                    + "      <fieldset class=\"item\" id=\"field-servers-0\">\n        <legend>Server 1</legend>\n"))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"servers.0.host\" id=\"field-servers-0-host\" value=\"a.example\""))
        #expect(
            html.contains("<input type=\"number\" name=\"servers.1.port\" id=\"field-servers-1-port\" value=\"80\""))
        #expect(
            html.contains(
                "<input type=\"checkbox\" name=\"servers.0.useTLS\" id=\"field-servers-0-useTLS\" value=\"true\" checked>"
            ))
        #expect(html.contains("<legend>Server 2</legend>"))
    }

    @Test func itemButtonsCarryTheEditTextUnderOneName() throws {
        let html = HTMLRenderer().render(try ModelForm(Fleet.sample))
        let button = { (value: String, label: String, title: String) in
            "<button type=\"submit\" name=\"formulate[edit]\" value=\"\(value)\" class=\"edit\" formnovalidate aria-label=\"\(label)\">\(title)</button>"
        }
        #expect(
            html.contains(
                "<div class=\"item-actions\">" + button("move servers.0 1", "Move Server 1 down", "Move down") + " "
                    + button("remove servers.0", "Remove Server 1", "Remove") + "</div>"))
        #expect(
            html.contains(
                "<div class=\"item-actions\">" + button("move servers.1 0", "Move Server 2 up", "Move up") + " "
                    + button("remove servers.1", "Remove Server 2", "Remove") + "</div>"))
        #expect(
            html.contains(
                "<button type=\"submit\" name=\"formulate[edit]\" value=\"add servers\" class=\"edit\" formnovalidate>Add server</button>"
            ))
        #expect(FormSubmission.editButtonName == "formulate[edit]")
    }

    @Test func dictionaryEntriesShowTheirKeyValueAndRenameAndRemoveControls() throws {
        let html = HTMLRenderer().render(try ModelForm(Fleet.sample))
        #expect(
            html.contains(
                "<label for=\"field-environment-LOG_LEVEL\">LOG_LEVEL</label>\n"
                    + "          <input type=\"text\" name=\"environment.LOG_LEVEL\" id=\"field-environment-LOG_LEVEL\" value=\"debug\""
            ))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"formulate[rename].environment.LOG_LEVEL\" id=\"field-environment-LOG_LEVEL-rename\" value=\"LOG_LEVEL\" aria-label=\"New key for LOG_LEVEL\" autocomplete=\"off\" spellcheck=\"false\">"
                    + " <button type=\"submit\" name=\"formulate[edit]\" value=\"rename environment.LOG_LEVEL\" class=\"edit\" formnovalidate aria-label=\"Rename LOG_LEVEL\">Rename</button>"
                    + " <button type=\"submit\" name=\"formulate[edit]\" value=\"remove environment.LOG_LEVEL\" class=\"edit\" formnovalidate aria-label=\"Remove LOG_LEVEL\">Remove</button>"
            ))
        #expect(
            html.contains(
                "<div class=\"new-entry\"><label for=\"field-environment-new\">New key</label> "
                    + "<input type=\"text\" name=\"formulate[new].environment\" id=\"field-environment-new\" value=\"\" autocomplete=\"off\" spellcheck=\"false\"> "
                    + "<button type=\"submit\" name=\"formulate[edit]\" value=\"add environment\" class=\"edit\" formnovalidate>Add entry</button></div>"
            ))
        // Entries are ordered by key.
        let log = try #require(html.range(of: "name=\"environment.LOG_LEVEL\""))
        let mode = try #require(html.range(of: "name=\"environment.MODE\""))
        #expect(log.lowerBound < mode.lowerBound)
    }

    @Test func aCollectionThatTakesNoInputHasNoButtonsAndDisabledFields() throws {
        let html = HTMLRenderer().render(try ModelForm(LockedFleet()))
        #expect(!html.contains("formulate[edit]"))
        #expect(!html.contains("formulate[new]"))
        #expect(
            html.contains(
                "<input type=\"text\" name=\"servers.0.host\" id=\"field-servers-0-host\" value=\"a.example\""))
        #expect(
            html.contains(
                "name=\"servers.0.host\" id=\"field-servers-0-host\" value=\"a.example\" inputmode=\"url\" autocapitalize=\"none\" spellcheck=\"false\" disabled>"
            ))
    }

    @Test func anEmptyCollectionShowsOnlyItsAddButton() throws {
        let html = HTMLRenderer().render(try ModelForm(Fleet()))
        #expect(
            html.contains(
                "<legend>Servers</legend>\n      <button type=\"submit\" name=\"formulate[edit]\" value=\"add servers\""
            ))
        #expect(!html.contains("class=\"item\""))
    }
}

extension ItemRenderingTests {
    @Test func aPageWithEditButtonsStartsWithAHiddenSaveSoThatEnterSaves() throws {
        let html = HTMLRenderer().render(try ModelForm(Fleet.sample))
        #expect(
            html.hasPrefix(
                "<form method=\"post\" accept-charset=\"utf-8\" class=\"formulate\">\n"
                    + "  <button type=\"submit\" class=\"default\" hidden tabindex=\"-1\" aria-hidden=\"true\">Save</button>\n"
            ))
        #expect(!HTMLRenderer().render(try ModelForm(LockedFleet())).contains("class=\"default\""))
    }

    private struct Scores: FormCustomizing {
        var scores = [5]
        static var fieldSettings: [String: FieldSettings] {
            ["scores": FieldSettings.template(.min(0).max(10).step(5))]
        }
        static var inputFields: FormInput { .all }
    }

    @Test func aListsItemsCarryTheTemplatesBoundsAndStep() throws {
        let page = HTMLScanner(HTMLRenderer().render(try ModelForm(Scores())))
        let item = try #require(page.control(named: "scores"))
        #expect(item["min"] == "0")
        #expect(item["max"] == "10")
        #expect(item["step"] == "5")
    }
}
