import Formulate
import Testing

/// A collection's value set as a whole (a stored value, a description's `value`, what
/// `value(for:)` read) is data: each item keeps every member, whatever the item's own
/// conditions hide or disable, and whatever the members' order.
@Suite("Stored item values and the items' own conditions")
struct StoredItemValueTests {
    struct Member: DefaultConstructible, FormCustomizing {
        var admin = true
        var note = ""
        var badge = ""
        static var fieldOverrides: [String: FieldOverrides] {
            ["note": ["hidden": "$admin == false"], "badge": ["disabled": "$admin == false"]]
        }
    }

    struct Team {
        var members = [Member(admin: false, note: "x", badge: "b")]
        var byName = ["ada": Member(admin: false, note: "y", badge: "c")]
    }

    @Test func aValueReadBackIsSetWithItsHiddenAndDisabledMembers() throws {
        let form = try ModelForm(Team())
        let members = try #require(form.value(for: "members"))
        let byName = try #require(form.value(for: "byName"))
        try form.setFormValue(.array([]), for: "members")
        try form.setFormValue(.object([]), for: "byName")
        try form.setFormValue(members, for: "members")
        try form.setFormValue(byName, for: "byName")
        let team = try form.commit()
        #expect(team.members.map(\.note) == ["x"])
        #expect(team.members.map(\.badge) == ["b"])
        #expect(team.byName["ada"]?.note == "y")
        #expect(team.byName["ada"]?.badge == "c")
    }

    @Test(arguments: [
        #"[{"admin": false, "note": "x", "badge": "b"}]"#, #"[{"note": "x", "badge": "b", "admin": false}]"#,
    ])
    func theMembersOrderDoesNotMatter(json: String) throws {
        let form = try ModelForm(Team())
        try form.setFormValue(try FormValue(json: json), for: "members")
        let team = try form.commit()
        #expect(team.members.count == 1)
        #expect(team.members.first?.admin == false)
        #expect(team.members.first?.note == "x")
        #expect(team.members.first?.badge == "b")
    }

    @Test(arguments: [
        #"{"admin": false, "note": "x"}"#, #"{"note": "x", "admin": false}"#,
    ])
    func aDescriptionsItemValueKeepsAFieldItsItemHides(item: String) throws {
        let json = #"""
            {"fields": [{"key": "acc", "type": "collection", "value": [\#(item)],
              "item": {"type": "subform", "fields": [{"key": "admin", "type": "boolean", "value": true},
                {"key": "note", "type": "text", "value": "", "hidden": "$admin == false"}]}}]}
            """#
        let form = try ModelForm(descriptionJSON: json)
        #expect(form.model.json.jsonString(pretty: false) == #"{"acc":[{"admin":false,"note":"x"}]}"#)
        #expect(form.isHidden("acc.0.note"))
        let again = try ModelForm(description: form.describe())
        #expect(again.model.json == form.model.json)
    }

    @Test func aSwiftFormsDescriptionLoadsAgainWithItsHiddenItemFields() throws {
        let form = try ModelForm(Team())
        let loaded = try ModelForm(description: form.describe())
        #expect(loaded.value(for: "members") == form.value(for: "members"))
        #expect(loaded.value(for: "byName") == form.value(for: "byName"))
    }

    @Test func aHiddenFieldOfAnItemIsStillNotEditedByAPerson() throws {
        let form = try ModelForm(Team())
        #expect(throws: FormError.self) { try form.setText("z", for: "members.0.note") }
        #expect(form.text(for: "members.0.note") == "x")
    }

    @Test func anItemThatBreaksARuleIsStillRefusedWhenDecoded() throws {
        struct Rated: DefaultConstructible, FormCustomizing {
            var stars = 1
            static var fieldSettings: [String: FieldSettings] { ["stars": FieldSettings.rules(.lessOrEqual(5))] }
        }
        struct Ratings { var ratings = [Rated()] }
        let form = try ModelForm(Ratings())
        #expect(throws: FormError.self) {
            try form.setFormValue(try FormValue(json: #"[{"stars": 9}]"#), for: "ratings")
        }
        #expect(form.text(for: "ratings.0.stars") == "1")
    }
}
