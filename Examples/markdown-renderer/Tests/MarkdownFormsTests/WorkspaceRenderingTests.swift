import Formulate
import Foundation
import MarkdownForms
import Testing

/// A form over `model` that shows dates in `zone`.
func form<Model>(_ model: Model, zone: String = "UTC") throws -> ModelForm<Model> {
    let form = try ModelForm(model)
    form.timeZone = TimeZone(identifier: zone) ?? form.timeZone
    return form
}

@Suite struct WorkspaceRendering {
    @Test func showsEverySectionItemAndEntryAsTheModelHoldsThem() throws {
        let workspace = try form(Workspace())
        #expect(
            MarkdownRenderer().render(workspace) == """
                ## General

                - Display Name: `Lighthouse` — required, at most 24 characters
                - Signing Key: ••••••

                ## Appearance

                - Density: ( ) Compact (•) Cosy ( ) Roomy
                - Notice Channels: [x] Email [ ] Chat [x] Pager

                ## Storage

                - Keeps Local Copy: [ ]
                  _A copy on this machine._

                ## Sources

                - **Mirrors** — no two with the same Address
                  - **Lisbon**
                    - Label: `Lisbon`
                    - Address: `pt.mirror.example` — required
                    - Priority: `1` — required, from 1 to 9
                  - **Mirror 2**
                    - Label: _empty_
                    - Address: `de.mirror.example` — required
                    - Priority: `4` — required, from 1 to 9
                - **Variables**
                  - REGION: `eu-south`
                  - TIER: `gold`
                - Labels: `beta`, `ops` — at most 4 items
                - **Relay**: _none_

                ## History

                - Founded On: `2023-11-14` — required, not before 2000-01-01
                - Last Audit At: `2024-05-31T16:08:37Z` — required
                - Workspace ID: `ws-0042` (read-only)

                _Ask an administrator to move a workspace._

                """)
    }

    @Test func showsWhatAConditionRevealsAndWhatEditsAdd() throws {
        let workspace = try form(Workspace())
        try workspace.setValue(true, for: "keepsLocalCopy")
        try workspace.apply(.add("relay"))
        try workspace.setText("smtp.example.net", for: "relay.relayHost")
        try workspace.apply(.add("mirrors"))
        try workspace.apply(.remove("mirrors.0"))
        try workspace.setText("Oslo", for: "mirrors.1.label")
        try workspace.apply(.rename("variables.TIER", to: "PLAN"))
        try workspace.setItems(texts: ["beta"], for: "labels")
        #expect(
            MarkdownRenderer().render(workspace) == """
                ## General

                - Display Name: `Lighthouse` — required, at most 24 characters
                - Signing Key: ••••••

                ## Appearance

                - Density: ( ) Compact (•) Cosy ( ) Roomy
                - Notice Channels: [x] Email [ ] Chat [x] Pager

                ## Storage

                - Keeps Local Copy: [x]
                  _A copy on this machine._
                - Local Copy Path: `/srv/lighthouse`

                ## Sources

                - **Mirrors** — no two with the same Address
                  - **Mirror 1**
                    - Label: _empty_
                    - Address: `de.mirror.example` — required
                    - Priority: `4` — required, from 1 to 9
                  - **Oslo** (new)
                    - Label: `Oslo`
                    - Address: _empty_ — required
                    - Priority: `5` — required, from 1 to 9
                - **Variables**
                  - PLAN: `gold`
                  - REGION: `eu-south`
                - Labels: `beta` — at most 4 items
                - **Relay**
                  - Relay Host: `smtp.example.net`
                  - Relay Port: `587` — required, from 1 to 65535

                ## History

                - Founded On: `2023-11-14` — required, not before 2000-01-01
                - Last Audit At: `2024-05-31T16:08:37Z` — required
                - Workspace ID: `ws-0042` (read-only)

                _Ask an administrator to move a workspace._

                """)
    }

    @Test func showsDatesInTheFormsTimeZone() throws {
        // A calendar date is the same day everywhere; an instant is shown with the zone's offset.
        let workspace = try form(Workspace(), zone: "Pacific/Auckland")
        let history = MarkdownRenderer().render(workspace).components(separatedBy: "## History\n\n")
        #expect(
            history.last == """
                - Founded On: `2023-11-14` — required, not before 2000-01-01
                - Last Audit At: `2024-06-01T04:08:37+12:00` — required
                - Workspace ID: `ws-0042` (read-only)

                _Ask an administrator to move a workspace._

                """)
    }

    @Test func showsTheFirstItemsAndCountsTheRest() throws {
        var model = Workspace()
        model.mirrors += (3...5).map { PackageMirror(label: "M\($0)", address: "m\($0).example") }
        let workspace = try form(model)
        let sources = MarkdownRenderer(itemLimit: 2).render(workspace)
            .components(separatedBy: "## Sources\n\n").last?
            .components(separatedBy: "- **Variables**").first
        #expect(
            sources == """
                - **Mirrors** — no two with the same Address
                  - **Lisbon**
                    - Label: `Lisbon`
                    - Address: `pt.mirror.example` — required
                    - Priority: `1` — required, from 1 to 9
                  - **Mirror 2**
                    - Label: _empty_
                    - Address: `de.mirror.example` — required
                    - Priority: `4` — required, from 1 to 9
                  - _and 3 more_

                """)
    }
}
