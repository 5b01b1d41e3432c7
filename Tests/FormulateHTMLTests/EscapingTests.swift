import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Escaping of everything user-provided")
struct EscapingTests {
    @Test func textAndAttributeEscaping() {
        #expect(HTMLEscaping.text("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d \"e\" 'f'")
        #expect(
            HTMLEscaping.attribute("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(HTMLEscaping.attribute("one\ntwo\r\nthree") == "one&#10;two&#13;&#10;three", "a tag stays on one line")
        #expect(HTMLEscaping.text("one\ntwo") == "one\ntwo", "line breaks in text are text")
        #expect(HTMLEscaping.text("&amp;") == "&amp;amp;", "already escaped text is escaped again: it is text")
        #expect(HTMLEscaping.text("nul\u{0}byte") == "nul\u{FFFD}byte")
        #expect(HTMLEscaping.text("plain ünïcödé 👍🏽") == "plain ünïcödé 👍🏽")
    }

    @Test func hostileTitlesPlaceholdersHelpOptionsAndHeadersStayText() throws {
        for renderer in [HTMLRenderer(), HTMLRenderer(optionStyle: .radios)] {
            let form = try ModelForm(Hostile())
            let html = renderer.page(form, title: Hostile.payloads[0])
            assertInert(html)
            let page = HTMLScanner(html)
            #expect(page.label(for: "field-name")?.followingText == Hostile.payloads[0])
            #expect(page.control(named: "name")?["placeholder"] == Hostile.payloads[1])
            #expect(page.element(id: "field-name-help")?.followingText == Hostile.payloads[3])
            #expect(page.label(for: "field-note")?.followingText == Hostile.payloads[2])
            #expect(page.all("legend").map(\.followingText).contains(Hostile.payloads[4]))
            #expect(page.first("p", where: { $0["class"] == "footer" })?.followingText == Hostile.payloads[0])
            let choices = page.controls(named: "choice")
            if renderer.optionStyle == .radios {
                #expect(choices.map { $0["value"] } == ["a", Hostile.payloads[2]])
                #expect(
                    choices.compactMap { page.label(for: $0["id"] ?? "")?.followingText } == [
                        Hostile.payloads[0], Hostile.payloads[1],
                    ])
            } else {
                let options = page.all("option")
                #expect(options.map { $0["value"] } == ["a", Hostile.payloads[2]])
                #expect(options.map(\.followingText) == [Hostile.payloads[0], Hostile.payloads[1]])
            }
        }
    }

    @Test func hostileValuesAndMessagesStayText() throws {
        let form = try ModelForm(Hostile())
        try form.setText(Hostile.payloads[0], for: "name")
        try form.setText(Hostile.payloads[2], for: "note")
        try form.setItems(texts: [Hostile.payloads[1], Hostile.payloads[3]], for: "tags")
        try form.markInvalid("name", message: Hostile.payloads[3])
        try form.markInvalid("note", message: Hostile.payloads[2])
        let html = HTMLRenderer().render(form)
        assertInert(html)
        let page = HTMLScanner(html)
        #expect(page.control(named: "name")?["value"] == Hostile.payloads[0])
        #expect(page.element(id: "field-name-error")?.followingText == Hostile.payloads[3])
        #expect(page.element(id: "field-note-error")?.followingText == Hostile.payloads[2])
        #expect(page.controls(named: "tags").map { $0["value"] } == [Hostile.payloads[1], Hostile.payloads[3], ""])
        #expect(html.contains(">\n&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>"))
    }

    @Test func rejectedHostileTextIsEscapedToo() throws {
        let form = try ModelForm(Profile())
        #expect(throws: FormError.self) { try form.setText(Hostile.payloads[0], for: "age") }
        #expect(throws: FormError.self) { try form.setText(Hostile.payloads[1], for: "theme") }
        let html = HTMLRenderer().render(form)
        assertInert(html)
        #expect(HTMLScanner(html).control(named: "age")?["value"] == Hostile.payloads[0])
    }

    /// No payload appears unescaped, no element or attribute comes from user text, and
    /// every attribute is double-quoted with nothing raw inside.
    private func assertInert(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        // Quotes are harmless in text content; in attributes the scanner below refuses them raw.
        for payload in Hostile.payloads where payload.contains("<") {
            #expect(!html.contains(payload), "raw payload \(payload)", sourceLocation: sourceLocation)
        }
        #expect(!html.lowercased().contains("<script"), sourceLocation: sourceLocation)
        #expect(!html.lowercased().contains("<img"), sourceLocation: sourceLocation)
        let page = HTMLScanner(html)
        #expect(page.problems.isEmpty, "\(page.problems)", sourceLocation: sourceLocation)
        let allowedTags: Set<String> = [
            "html", "head", "meta", "title", "style", "body", "main", "h1", "form", "fieldset",
            "legend", "div", "label", "input", "select", "option", "textarea", "p", "span", "button", "br",
        ]
        #expect(
            page.tags.allSatisfy { allowedTags.contains($0.name) },
            "\(Set(page.tags.map(\.name)).subtracting(allowedTags))",
            sourceLocation: sourceLocation)
        let allowedAttributes: Set<String> = [
            "lang", "charset", "name", "content", "method", "action", "accept-charset", "class",
            "novalidate", "type", "id", "value", "placeholder", "inputmode", "autocomplete",
            "autocapitalize", "spellcheck", "required", "min", "max", "step", "minlength",
            "maxlength", "pattern", "disabled", "readonly", "aria-invalid", "aria-describedby",
            "for", "checked", "selected", "multiple", "size", "rows", "title",
        ]
        let seen = Set(page.tags.flatMap(\.attributeNames))
        #expect(
            seen.isSubset(of: allowedAttributes), "\(seen.subtracting(allowedAttributes))",
            sourceLocation: sourceLocation)
    }
}
