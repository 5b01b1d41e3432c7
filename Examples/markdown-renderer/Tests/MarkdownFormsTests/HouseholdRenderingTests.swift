import Formulate
import MarkdownForms
import Testing

@Suite struct HouseholdRendering {
    @Test func masksSecretsAndShowsEveryOtherShape() throws {
        let household = try form(Household())
        #expect(
            MarkdownRenderer().render(household) == """
                - **Members**
                  - **ana**
                    - Full Name: `Ana *Lima*`
                    - PIN: •••••• — exactly 4 characters
                    - Guardian: [x]
                - Recovery Passwords: ••••••
                - Plan: (•) None ( ) Basic ( ) Family
                - Pets: _empty_
                - Notes:
                  ```
                  Bins out on `Tuesday`.
                  Spare key with Rui.
                  ```
                - Paperless: [ ]
                - Contact Email: `casa@example.org` (disabled) — an email address
                - **Address**
                  - Street: `Rua Augusta 1`
                  - City: `Lisboa`
                  #### Post
                  - Postal Code: `1100-048`

                  _For letters only._

                """)
    }

    @Test func neverShowsASecretThePersonTypedEvenAnInvalidOne() throws {
        let household = try form(Household())
        try household.setText("8765", for: "members.ana.pin")
        try household.setText("tea-time", for: "members.bo.pin") // adds the entry "bo"
        try household.setItems(texts: ["gamma-3"], for: "recoveryPasswords")
        try household.setText("true", for: "paperless")
        try household.setText("family", for: "plan")
        try household.setText("no", for: "hasPets")
        household.validate()
        #expect(
            MarkdownRenderer(secretMask: "[hidden]").render(household) == """
                - **Members**
                  - **ana**
                    - Full Name: `Ana *Lima*`
                    - PIN: [hidden] — exactly 4 characters
                    - Guardian: [x]
                  - **bo** (new)
                    - Full Name: _empty_
                    - PIN: [hidden] — exactly 4 characters
                      - ⚠️ PIN must be exactly 4 characters.
                    - Guardian: [ ]
                - Recovery Passwords: [hidden]
                - Plan: ( ) None ( ) Basic (•) Family
                - Pets: [ ]
                - Notes:
                  ```
                  Bins out on `Tuesday`.
                  Spare key with Rui.
                  ```
                - Paperless: [x]
                - Contact Email: `casa@example.org` — an email address
                - **Address**
                  - Street: `Rua Augusta 1`
                  - City: `Lisboa`
                  #### Post
                  - Postal Code: `1100-048`

                  _For letters only._

                """)
    }

    @Test func escapesWhatPeopleTypedWhereItCouldBeMarkup() throws {
        var model = Workspace()
        model.mirrors = [PackageMirror(label: "1. *Porto* <b>", address: "`pt`.example", priority: 2)]
        model.variables = ["LOG_LEVEL": "- warn"]
        model.labels = ["two\nlines"]
        let sources = MarkdownRenderer().render(try form(model))
            .components(separatedBy: "## Sources\n\n").last?
            .components(separatedBy: "- **Relay**").first
        #expect(
            sources == """
                - **Mirrors** — no two with the same Address
                  - **1\\. \\*Porto\\* \\<b\\>**
                    - Label: `1. *Porto* <b>`
                    - Address: `` `pt`.example `` — required
                    - Priority: `2` — required, from 1 to 9
                - **Variables**
                  - LOG\\_LEVEL: `- warn`
                - Labels: `two lines` — at most 4 items

                """)
    }
}
