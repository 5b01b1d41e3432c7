import Formulate
import Foundation
import MarkdownForms
import Testing

@Suite struct Submissions {
    @Test func aRefusedSubmissionWritesNothingAndShowsEachErrorByItsField() throws {
        let workspace = try form(Workspace())
        let submission = MarkdownSubmission(
            edits: [.add("relay"), .remove("mirrors.7")],
            texts: [
                "displayName": "",
                "mirrors.0.priority": "12",
                "mirrors.1.address": "pt.mirror.example",
                "relay.relayPort": "0",
                "foundedOn": "1999-12-31",
                "colour": "teal",
            ],
            lists: ["labels": ["beta", "ops", "qa", "web", "docs"]],
            choices: ["density": [5], "noticeChannels": [1]])
        let errors = #expect(throws: FormErrors.self) { try submission.apply(to: workspace) }?.errors ?? []
        #expect(
            errors.map(\.description) == [
                "mirrors.7: there is no item 7: Mirrors has items 0 to 1",
                "mirrors.0.priority: Priority must be from 1 to 9.",
                "relay.relayPort: Relay Port must be from 1 to 65535.",
                "foundedOn: Founded On must be 2000-01-01 or more.",
                "colour: 'colour' is not a field of this form",
                "density: Density has 3 options, numbered from 0, not 5",
                "displayName: Display Name is required.",
                "mirrors.1.address: Mirrors: item 2 has the same address as item 1; each item's address must be different.",
                "labels: Labels must have at most 4 items.",
            ])
        #expect(workspace.model == Workspace())
        #expect(
            MarkdownRenderer().render(workspace, errors: errors) == """
                > ⚠️ there is no item 7: Mirrors has items 0 to 1
                > ⚠️ 'colour' is not a field of this form
                > ⚠️ Density has 3 options, numbered from 0, not 5

                ## General

                - Display Name: _empty_ — required, at most 24 characters
                  - ⚠️ Display Name is required.
                - Signing Key: ••••••

                ## Appearance

                - Density: ( ) Compact (•) Cosy ( ) Roomy
                - Notice Channels: [ ] Email [x] Chat [ ] Pager

                ## Storage

                - Keeps Local Copy: [ ]
                  _A copy on this machine._

                ## Sources

                - **Mirrors** — no two with the same Address
                  - ⚠️ Mirrors: item 2 has the same address as item 1; each item's address must be different.
                  - **Lisbon**
                    - Label: `Lisbon`
                    - Address: `pt.mirror.example` — required
                    - Priority: `12` — required, from 1 to 9
                      - ⚠️ Priority must be from 1 to 9.
                  - **Mirror 2**
                    - Label: _empty_
                    - Address: `pt.mirror.example` — required
                    - Priority: `4` — required, from 1 to 9
                - **Variables**
                  - REGION: `eu-south`
                  - TIER: `gold`
                - Labels: `beta`, `ops`, `qa`, `web`, `docs` — at most 4 items
                  - ⚠️ Labels must have at most 4 items.
                - **Relay**
                  - Relay Host: _empty_
                  - Relay Port: `0` — required, from 1 to 65535
                    - ⚠️ Relay Port must be from 1 to 65535.

                ## History

                - Founded On: `1999-12-31` — required, not before 2000-01-01
                  - ⚠️ Founded On must be 2000-01-01 or more.
                - Last Audit At: `2024-05-31T16:08:37Z` — required
                - Workspace ID: `ws-0042` (read-only)

                _Ask an administrator to move a workspace._

                """)
    }

    @Test func anAcceptedSubmissionCommitsEverythingItSent() throws {
        let workspace = try form(Workspace())
        let submission = MarkdownSubmission(
            edits: [.add("mirrors"), .move("mirrors.1", to: 0), .remove("variables.TIER"), .add("relay")],
            texts: [
                "displayName": "Harbour",
                "signingKey": "", // never shown, so empty keeps it
                "keepsLocalCopy": "true",
                "localCopyPath": "/data/harbour", // shown by the box ticked in the same submission
                "mirrors.0.label": "Berlin",
                "mirrors.2.label": "Oslo",
                "mirrors.2.address": "no.mirror.example",
                "mirrors.2.priority": "7",
                "variables.STAGE": "canary",
                "relay.relayHost": "smtp.example.net",
                "lastAuditAt": "2024-07-01T09:30:00+02:00",
            ],
            lists: ["labels": ["ops", "edge"]],
            choices: ["density": [2], "noticeChannels": [0, 1, 2]])
        let saved = try submission.apply(to: workspace)

        var expected = Workspace()
        expected.displayName = "Harbour"
        expected.density = .roomy
        expected.noticeChannels = [.email, .chat, .pager]
        expected.keepsLocalCopy = true
        expected.localCopyPath = "/data/harbour"
        expected.mirrors = [
            PackageMirror(label: "Berlin", address: "de.mirror.example", priority: 4),
            PackageMirror(label: "Lisbon", address: "pt.mirror.example", priority: 1),
            PackageMirror(label: "Oslo", address: "no.mirror.example", priority: 7),
        ]
        expected.variables = ["REGION": "eu-south", "STAGE": "canary"]
        expected.labels = ["ops", "edge"]
        expected.relay = MailRelay(relayHost: "smtp.example.net", relayPort: 587)
        expected.lastAuditAt = Date(timeIntervalSince1970: 1_719_819_000)
        #expect(saved == expected)
        #expect(workspace.model == expected)
        #expect(workspace.isDirty == false)
    }

    @Test func aSubmissionWritesOnlyTheFieldsTheFormTakesAsInput() throws {
        let household = try form(Household())
        try household.acceptInput(.only(["notes", "members"]))
        let submission = MarkdownSubmission(
            texts: ["notes": "Bins out on Monday.", "members.ana.pin": "1234", "contactEmail": "x@example.org"],
            lists: ["recoveryPasswords": []],
            choices: ["plan": [1]])
        let errors = #expect(throws: FormErrors.self) { try submission.apply(to: household) }?.errors ?? []
        #expect(
            errors.map(\.description) == [
                "contactEmail: Contact Email cannot be set from outside: Household does not list it in its input fields",
                "recoveryPasswords: Recovery Passwords cannot be set from outside: Household does not list it in its input fields",
                "plan: Plan cannot be set from outside: Household does not list it in its input fields",
            ])
        #expect(household.model == Household())

        let allowed = MarkdownSubmission(texts: ["notes": "Bins out on Monday.", "members.ana.pin": "1234"])
        let saved = try allowed.apply(to: household)
        var expected = Household()
        expected.notes = "Bins out on Monday."
        expected.members["ana"]?.pin = "1234"
        #expect(saved == expected)
    }

    @Test func anEmptySecretKeepsItsValueAndAnotherReplacesIt() throws {
        let household = try form(Household())
        let saved = try MarkdownSubmission(
            edits: [.add("members.bo")],
            texts: ["members.ana.pin": "", "members.bo.fullName": "Bo Lima", "members.bo.pin": "2468"]
        ).apply(to: household)
        #expect(saved.members["ana"]?.pin == "4321")
        #expect(saved.members["bo"] == Member(fullName: "Bo Lima", pin: "2468", isGuardian: false))
    }
}
