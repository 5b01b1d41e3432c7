import Formulate
import FormulateHTML
import Foundation
import Testing

@Suite("Rendering: structure, labels, ids, state")
struct RenderingStructureTests {
    @Test func formElementAndSubmitButton() throws {
        let (html, page) = scan(
            try ModelForm(Profile()), HTMLRenderer(action: "/profile?x=1&y=2", submitTitle: "Save Profile"))
        let form = try #require(page.first("form"))
        #expect(
            form.attributes == [
                "method": "post", "action": "/profile?x=1&y=2", "accept-charset": "utf-8", "class": "formulate",
            ])
        #expect(html.contains("action=\"/profile?x=1&amp;y=2\""))
        let submit = try #require(page.first("button"))
        #expect(submit["type"] == "submit")
        #expect(submit.followingText == "Save Profile")
        #expect(page.problems.isEmpty)
        let noValidation = scan(try ModelForm(Profile()), HTMLRenderer(validatesInBrowser: false)).scanner
        #expect(noValidation.first("form")?.has("novalidate") == true)
        #expect(noValidation.first("form")?["action"] == nil, "no action submits to the page's own URL")
    }

    @Test func sectionsAreFieldsetsWithLegendsAndFooters() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let sections = page.all("fieldset").filter { $0["class"] == "section" }
        #expect(sections.count == 3)
        let legends = page.tags.indices.filter {
            page.tags[$0].name == "fieldset" && page.tags[$0]["class"] == "section"
        }
        .map { page.tags[$0 + 1] }
        #expect(legends.map(\.name) == ["legend", "legend", "legend"])
        #expect(legends.map(\.followingText) == ["Account", "Details", "Alerts"])
        #expect(page.first("p", where: { $0["class"] == "footer" })?.followingText == "Your user ID cannot be changed.")
    }

    @Test func everyControlHasALabelAndIdsAreUniqueAndSafe() throws {
        var profile = Profile()
        profile.backupEmails = ["a@example.com"]
        for renderer in [HTMLRenderer(), HTMLRenderer(optionStyle: .radios, multipleChoiceStyle: .selectMultiple)] {
            let (_, page) = scan(try ModelForm(profile), renderer)
            let ids = page.tags.compactMap { $0["id"] }
            #expect(Set(ids).count == ids.count, "ids are unique")
            #expect(
                ids.allSatisfy { id in
                    id.unicodeScalars.allSatisfy {
                        $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                            || $0 == "-" || $0 == "_"
                    }
                })
            for label in page.all("label") {
                let target = try #require(label["for"])
                #expect(page.element(id: target) != nil, "label for=\(target) names an element")
            }
            // A hidden input is no control a person sees, and needs no label.
            for control in page.tags
            where ["input", "select", "textarea"].contains(control.name) && control["type"] != "hidden" {
                let id = try #require(control["id"])
                #expect(page.label(for: id) != nil, "control \(id) has a label")
            }
        }
    }

    @Test func idsAreDerivedSafelyAndDeduplicated() throws {
        let (_, page) = scan(try ModelForm(Profile()), HTMLRenderer(idPrefix: "my form\"<"))
        #expect(page.control(named: "alerts.sound")?["id"] == "my_form__alerts-sound")
        #expect(page.problems.isEmpty)
        let clashing = try ModelForm(
            descriptionJSON: """
                {"fields": [{"key": "a_b", "type": "text", "help": "one"}, {"key": "a b", "type": "text"}, {"key": "a_b-help", "type": "text"}]}
                """)
        let ids = HTMLScanner(HTMLRenderer().render(clashing))
        #expect(ids.control(named: "a_b")?["id"] == "field-a_b")
        #expect(ids.control(named: "a_b")?["aria-describedby"] == "field-a_b-help")
        #expect(ids.control(named: "a b")?["id"] == "field-a_b-2")
        #expect(ids.control(named: "a_b-help")?["id"] == "field-a_b-help-2")
    }

    @Test func hiddenFieldsAndSectionsAreNotRendered() throws {
        var profile = Profile()
        profile.alerts.enabled = false
        let form = try ModelForm(profile)
        var (html, page) = scan(form)
        #expect(page.control(named: "alerts.volume") == nil)
        #expect(!html.contains("Volume"))
        try form.setSectionHidden(true, startingAt: "age")
        (html, page) = scan(form)
        #expect(page.control(named: "age") == nil)
        #expect(page.control(named: "bio") == nil)
        #expect(!html.contains("<legend>Details</legend>"))
        try form.setHidden(true, for: "email")
        #expect(scan(form).scanner.control(named: "email") == nil)
    }

    @Test func disabledFieldsAreDisabled() throws {
        let form = try ModelForm(Profile())
        try form.setDisabled(true, for: "email")
        try form.setDisabled(true, for: "theme")
        try form.setDisabled(true, for: "days")
        try form.setSectionDisabled(true, startingAt: "alerts")
        let (_, page) = scan(form)
        #expect(page.control(named: "email")?.has("disabled") == true)
        #expect(page.control(named: "theme")?.has("disabled") == true)
        #expect(page.controls(named: "days").allSatisfy { $0.has("disabled") })
        #expect(
            page.control(named: "alerts.enabled")?.has("disabled") == true,
            "a disabled section disables its subform's fields")
        #expect(page.control(named: "displayName")?.has("disabled") == false)
    }

    @Test func disabledCollectionsOfferNoNewItem() throws {
        var profile = Profile()
        profile.backupEmails = ["a@example.com"]
        let form = try ModelForm(profile)
        try form.setDisabled(true, for: "backupEmails")
        let inputs = scan(form).scanner.controls(named: "backupEmails")
        #expect(inputs.map { $0["value"] } == ["a@example.com"])
        #expect(inputs.allSatisfy { $0.has("disabled") })
    }

    @Test func readOnlyFieldsAreReadOnlyAndNotSubmitted() throws {
        let (_, page) = scan(try ModelForm(Profile()))
        let userID = try #require(page.element(id: "field-userID"))
        #expect(userID["readonly"] == "")
        #expect(userID["value"] == "u-1")
        #expect(userID["name"] == nil, "a read-only control has no name, so a browser does not submit it")
        #expect(!userID.has("disabled"))
        #expect(page.label(for: "field-userID")?.followingText == "User ID")
    }

    @Test func pageIsCompleteAndScriptFree() throws {
        let html = HTMLRenderer().page(try ModelForm(Profile()), title: "Your <Profile>")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<title>Your &lt;Profile&gt;</title>"))
        #expect(html.contains("<h1>Your &lt;Profile&gt;</h1>"))
        #expect(html.contains("<style>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(html.range(of: #" on[a-z]+="#, options: .regularExpression) == nil, "no event handler attributes")
        #expect(html.hasSuffix("</html>\n"))
    }
}
