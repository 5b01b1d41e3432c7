import Formulate
import FormulateHTML
import Testing

/// The markup a page carries for its script: none unless asked for, then one script and a
/// template per collection and dictionary it edits in place, the same bytes every time.
struct EnhancementRenderingTests {
    private func renderer(nonce: String? = nil) -> HTMLRenderer {
        var renderer = HTMLRenderer()
        renderer.enhancement = .script(nonce: nonce)
        return renderer
    }

    private func count(_ text: String, in html: String) -> Int {
        html.components(separatedBy: text).count - 1
    }

    /// The lines of `markup` without their indentation.
    private func lines(_ markup: Substring) -> [String] {
        markup.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    @Test func aPageHasNoScriptAndNoTemplateUnlessAskedFor() throws {
        let html = HTMLRenderer().page(try ModelForm(Fleet.sample), title: "Fleet")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<template"))
    }

    @Test func theScriptComesOnceAtTheEndOfTheFormWithItsNonceEscaped() throws {
        let html = renderer(nonce: "a\"b").page(try ModelForm(Fleet.sample), title: "Fleet")
        #expect(count("<script", in: html) == 1)
        #expect(
            html.contains(
                "  <script nonce=\"a&quot;b\" data-id-prefix=\"field-\" data-words=\"\(Self.englishScriptWords)\">"
                    + HTMLRenderer.enhancementScript + "</script>\n</form>"))
        #expect(
            renderer().render(try ModelForm(Fleet.sample)).contains(
                "<script data-id-prefix=\"field-\" data-words=\"\(Self.englishScriptWords)\">"))
    }

    /// With a `src`, the tag refers to the script's file and carries none of its text.
    @Test func aScriptWithASourceIsAnEmptyTagNamingTheFile() throws {
        var renderer = HTMLRenderer()
        renderer.enhancement = .script(nonce: "n1", src: "/settings/formulate-enhancement.0123abcd.js?a&b")
        let html = renderer.page(try ModelForm(Fleet.sample), title: "Fleet")
        #expect(count("<script", in: html) == 1)
        #expect(
            html.contains(
                "  <script src=\"/settings/formulate-enhancement.0123abcd.js?a&amp;b\" nonce=\"n1\" "
                    + "data-id-prefix=\"field-\" data-words=\"\(Self.englishScriptWords)\"></script>\n</form>"))
        #expect(!html.contains("\"use strict\""))
        let inline = self.renderer().page(try ModelForm(Fleet.sample), title: "Fleet")
        #expect(count("<template", in: html) == count("<template", in: inline))
    }

    /// The words the script writes, as a JSON object in an attribute.
    private static let englishScriptWords = [
        "{&quot;add&quot;:&quot;Add {item}&quot;,&quot;remove&quot;:&quot;Remove&quot;,",
        "&quot;removeLabel&quot;:&quot;Remove {Item}&quot;,&quot;moveUp&quot;:&quot;Move up&quot;,",
        "&quot;moveUpLabel&quot;:&quot;Move {Item} up&quot;,&quot;moveDown&quot;:&quot;Move down&quot;,",
        "&quot;moveDownLabel&quot;:&quot;Move {Item} down&quot;,",
        "&quot;missingNewKey&quot;:&quot;Type the key of the new entry first.&quot;,",
        "&quot;missingRenamedKey&quot;:&quot;Type the new key of the entry first.&quot;,",
        "&quot;takenKey&quot;:&quot;There is an entry {key} already.&quot;}",
    ].joined()

    @Test func theTemplateOfANewServerIsTheMarkupTheServerRendersAfterAdd() throws {
        let form = try ModelForm(Fleet.sample)
        let html = renderer().render(form)
        let start = try #require(
            html.range(of: "<template data-formulate-for=\"servers\" data-index=\"2\" data-sortable>"))
        let end = try #require(html.range(of: "</template>", range: start.upperBound..<html.endIndex))
        let template = html[start.upperBound..<end.lowerBound]

        let added = try ModelForm(Fleet.sample)
        try added.apply(.add("servers"))
        let page = HTMLRenderer().render(added)
        let itemStart = try #require(page.range(of: "<fieldset class=\"item\" id=\"field-servers-2\">"))
        let itemEnd = try #require(page.range(of: "</fieldset>", range: itemStart.upperBound..<page.endIndex))
        #expect(lines(template) == lines(page[itemStart.lowerBound..<itemEnd.upperBound]))
    }

    @Test func theTemplateOfANewEntryIsRenderedUnderAKeyTheDictionaryDoesNotHave() throws {
        let html = renderer().render(try ModelForm(Fleet(environment: ["NEW_KEY": "taken"])))
        #expect(
            html.contains(
                """
                <template data-formulate-for="environment" data-key="NEW_KEY_2"><div class="entry" id="field-environment-NEW_KEY_2-entry">
                  <div class="field">
                    <label for="field-environment-NEW_KEY_2">NEW_KEY_2</label>
                    <input type="text" name="environment.NEW_KEY_2" id="field-environment-NEW_KEY_2" value="" autocapitalize="sentences">
                  </div>
                  <div class="entry-actions"><input type="text" name="formulate[rename].environment.NEW_KEY_2" \
                id="field-environment-NEW_KEY_2-rename" value="NEW_KEY_2" aria-label="New key for NEW_KEY_2" autocomplete="off" \
                spellcheck="false"> <button type="submit" name="formulate[edit]" value="rename environment.NEW_KEY_2" class="edit" \
                formnovalidate aria-label="Rename NEW_KEY_2">Rename</button> <button type="submit" name="formulate[edit]" \
                value="remove environment.NEW_KEY_2" class="edit" formnovalidate aria-label="Remove NEW_KEY_2">Remove</button></div>
                </div></template>
                """))
    }

    @Test func aDictionaryOfSubformsHasATemplateOfANewEntry() throws {
        let html = renderer().render(try ModelForm(Workshop(accounts: ["home": MailServer()])))
        #expect(
            html.contains(
                "<template data-formulate-for=\"accounts\" data-key=\"NEW_KEY\"><fieldset class=\"item\" id=\"field-accounts-NEW_KEY\">"
            ))
        #expect(
            html.contains(
                "<input type=\"number\" name=\"accounts.NEW_KEY.port\" id=\"field-accounts-NEW_KEY-port\" value=\"993\""
            ))
        #expect(html.contains("<template data-formulate-for=\"labels\" data-key=\"NEW_KEY\">"))
        #expect(count("<template", in: html) == 2) // a list of values needs none: its new row is on the page
    }

    @Test func renderingIsByteStableAndLeavesTheFormAsItWas() throws {
        let form = try ModelForm(Fleet.sample)
        let first = renderer(nonce: "n").page(form, title: "Fleet")
        #expect(renderer(nonce: "n").page(form, title: "Fleet") == first)
        #expect(renderer(nonce: "n").page(try ModelForm(Fleet.sample), title: "Fleet") == first)
        #expect(!form.isDirty)
        #expect(form.itemCount(for: "servers") == 2)
    }

    @Test func collectionsThatTakeNoInputGetNoTemplateAndAPageWithNothingToEditNoScript() throws {
        let html = renderer().page(try ModelForm(LockedFleet()), title: "Fleet")
        #expect(!html.contains("<template"))
        #expect(!html.contains("<script"))
    }

    @Test func collectionsInsideItemsKeepTheirRoundTrip() throws {
        let html = renderer().render(try ModelForm(Warehouse(crates: [Crate(parts: [CratePart()])])))
        #expect(count("<template", in: html) == 1)
        #expect(html.contains("<template data-formulate-for=\"crates\" data-index=\"1\" data-sortable>"))
        #expect(!html.contains("data-formulate-for=\"crates.0.parts\""))
        // The new crate's own Add part button is in its template, and posts the page.
        #expect(count("value=\"add crates.1.parts\"", in: html) == 1)
    }
}
