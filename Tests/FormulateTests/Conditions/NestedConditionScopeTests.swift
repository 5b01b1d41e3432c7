import Formulate
import Testing

/// A dose of a medicine, whose maximum per day matters only when it is taken as needed:
/// a condition the type declares itself, naming its own field.
struct ScopedDose: DefaultConstructible, FormCustomizing {
    var name = ""
    var asNeeded = false
    var maxPerDay = 3
    static var fieldSettings: [String: FieldSettings] {
        ["maxPerDay": FieldSettings.hidden("$asNeeded == false").min(1).max(8)]
    }
}

/// The same type as the items of a list and as a subform.
struct ScopedRegimen { var doses: [ScopedDose] = []; var primary = ScopedDose() }

/// The type two levels deep, twice at each level.
struct ScopedSchedule: DefaultConstructible { var label = ""; var primary = ScopedDose(); var backup = ScopedDose() }
struct ScopedPlan { var morning = ScopedSchedule(); var evening = ScopedSchedule() }

/// Every way a type declares its own conditions: an override dictionary, `overrides(for:)`,
/// typed settings with a closure, an annotation, an extra field and a `fields` entry.
struct ScopedRefill: DefaultConstructible, FormCustomizing {
    var automatic = false
    var pharmacy = ""
    var daysBefore = 5
    @FormField(.hidden("$automatic")) var reminder = ""
    var note = ""
    var level = 1
    static var fields: [FieldEntry]? {
        ["automatic", "pharmacy", "daysBefore", "reminder", "note", ["key": "level", "disabled": "$daysBefore > 9"]]
    }
    static var fieldOverrides: [String: FieldOverrides] { ["pharmacy": ["hidden": "NOT $automatic"]] }
    static func overrides(for key: String) -> FieldOverrides? {
        key == "daysBefore" ? ["disabled": "$automatic == false"] : nil
    }
    static var fieldSettings: [String: FieldSettings] {
        ["note": FieldSettings.hidden(.when { $0["pharmacy"] == "" })]
    }
    static var extraFields: [FieldEntry] {
        [FieldEntry(FieldSettings.key("tip").kind(.label).title("Refilled for you").hidden("NOT $automatic"))]
    }
}

struct ScopedPharmacy { var refills: [ScopedRefill] = []; var home = ScopedRefill(); var travel = ScopedRefill() }

/// A nested type's own conditions name its own fields, wherever it sits: as a subform, as
/// the items of a list, deeper down and more than once in a form.
@Suite struct NestedConditionScopeTests {
    @Test func aSubformsOwnConditionNamesItsOwnFieldsAsAnItemsDoes() throws {
        let form = try ModelForm(ScopedRegimen())
        #expect(form.isHidden("primary.maxPerDay"))
        try form.setValue(true, for: "primary.asNeeded")
        #expect(!form.isHidden("primary.maxPerDay"))
        try form.apply(.add("doses"))
        #expect(form.isHidden("doses.0.maxPerDay"))
        try form.setValue(true, for: "doses.0.asNeeded")
        #expect(!form.isHidden("doses.0.maxPerDay"))
        try form.setValue(false, for: "primary.asNeeded")
        #expect(form.isHidden("primary.maxPerDay"), "the subform's condition reads its own field")
        #expect(!form.isHidden("doses.0.maxPerDay"), "and the item's its own")
    }

    @Test func theSameTypeTwiceAtTwoLevelsGetsFourIndependentConditions() throws {
        let form = try ModelForm(ScopedPlan())
        let keys = ["morning.primary", "morning.backup", "evening.primary", "evening.backup"]
        #expect(keys.allSatisfy { form.isHidden($0 + ".maxPerDay") })
        for (index, key) in keys.enumerated() {
            try form.setValue(true, for: key + ".asNeeded")
            #expect(keys.map { form.isHidden($0 + ".maxPerDay") } == keys.indices.map { $0 > index }, "\(key)")
        }
        try form.setValue(false, for: "evening.primary.asNeeded")
        #expect(keys.map { form.isHidden($0 + ".maxPerDay") } == [false, false, true, false])
    }

    @Test func hiddenFieldsOfANestedTypeAreNotValidatedOrWritten() throws {
        struct Limited: DefaultConstructible, FormCustomizing {
            var asNeeded = false
            var maxPerDay = 3
            static var fieldSettings: [String: FieldSettings] {
                ["maxPerDay": FieldSettings.rules(.lessOrEqual(8)).hidden("$asNeeded == false")]
            }
        }
        struct Daily: DefaultConstructible { var primary = Limited(); var backup = Limited() }
        struct Week { var weekday = Daily(); var weekend = Daily() }
        let form = try ModelForm(Week())
        try form.setValue(true, for: "weekend.backup.asNeeded")
        try form.setText("99", for: "weekend.backup.maxPerDay")
        #expect(form.validate().map(\.key) == ["weekend.backup.maxPerDay"])
        try form.setValue(false, for: "weekend.backup.asNeeded")
        #expect(form.validate().isEmpty, "hidden by the type's own condition")
        let saved = try form.commit()
        #expect(saved.weekend.backup.maxPerDay == 3, "a hidden field is not written")
        #expect(!saved.weekend.backup.asNeeded)
        try form.setValue(true, for: "weekend.backup.asNeeded")
        #expect(form.validate().map(\.key) == ["weekend.backup.maxPerDay"], "shown again, the edit is back")
        try form.setText("7", for: "weekend.backup.maxPerDay")
        let shown = try form.commit()
        #expect(shown.weekend.backup.maxPerDay == 7)
        #expect(shown.weekend.primary.maxPerDay == 3 && shown.weekday.backup.maxPerDay == 3)
    }

    @Test func everyWayATypeDeclaresAConditionIsScoped() throws {
        let form = try ModelForm(ScopedPharmacy())
        for key in ["home", "travel"] {
            #expect(form.isHidden(key + ".pharmacy"))
            #expect(form.isDisabled(key + ".daysBefore"))
            #expect(!form.isHidden(key + ".reminder"))
            #expect(form.isHidden(key + ".note"), "the closure reads the type's own pharmacy: empty")
            #expect(!form.isDisabled(key + ".level"))
            #expect(form.isHidden(key + ".tip"))
        }
        try form.setValue(true, for: "travel.automatic")
        try form.setText("Corner Shop", for: "travel.pharmacy")
        try form.setText("12", for: "travel.daysBefore")
        #expect(!form.isHidden("travel.pharmacy") && form.isHidden("home.pharmacy"))
        #expect(!form.isDisabled("travel.daysBefore") && form.isDisabled("home.daysBefore"))
        #expect(form.isHidden("travel.reminder") && !form.isHidden("home.reminder"))
        #expect(!form.isHidden("travel.note") && form.isHidden("home.note"))
        #expect(form.isDisabled("travel.level") && !form.isDisabled("home.level"))
        #expect(!form.isHidden("travel.tip") && form.isHidden("home.tip"))
    }

    @Test func anItemsClosureAndASubformsSeeTheirOwnValue() throws {
        let form = try ModelForm(ScopedPharmacy())
        try form.apply(.add("refills"))
        #expect(form.isHidden("refills.0.note") && form.isHidden("home.note"))
        try form.setValue(true, for: "refills.0.automatic")
        try form.setText("Market", for: "refills.0.pharmacy")
        try form.setValue(true, for: "home.automatic")
        try form.setText("Market", for: "home.pharmacy")
        #expect(!form.isHidden("refills.0.note") && !form.isHidden("home.note"))
        #expect(form.isHidden("travel.note"))
    }

    @Test func theEnclosingModelsConditionsStillNameFieldsFromTheTop() throws {
        struct Outer: FormCustomizing {
            var urgent = false
            var primary = ScopedDose()
            static var fieldSettings: [String: FieldSettings] {
                [
                    "primary.name": FieldSettings.hidden("$primary.asNeeded AND NOT $urgent"),
                    "primary.maxPerDay": FieldSettings.hidden("$urgent"),
                ]
            }
        }
        let form = try ModelForm(Outer())
        #expect(!form.isHidden("primary.name"))
        #expect(!form.isHidden("primary.maxPerDay"), "the enclosing model's condition replaces the type's")
        try form.setValue(true, for: "primary.asNeeded")
        #expect(form.isHidden("primary.name"))
        try form.setValue(true, for: "urgent")
        #expect(!form.isHidden("primary.name") && form.isHidden("primary.maxPerDay"))
        try form.setHidden("$primary.asNeeded == false", for: "primary.maxPerDay")
        #expect(!form.isHidden("primary.maxPerDay"), "a condition set on the form names its keys")
    }

    @Test func aFieldThatIsNotTheTypesOwnIsADefinitionErrorListingItsFields() throws {
        struct Stray: DefaultConstructible, FormCustomizing {
            var on = false
            var level = 1
            static var fieldSettings: [String: FieldSettings] { ["level": FieldSettings.hidden("$urgent")] }
        }
        struct Outer { var urgent = false; var first = Stray(); var inner = Inner() }
        struct Inner { var second = Stray() }
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Outer()) }
        #expect(
            error?.problems.map(\.description) == [
                #"first.level: hidden condition of Stray: unknown field '$urgent' at position 0 in "$urgent" (known fields: $on, $level)"#,
                #"inner.second.level: hidden condition of Stray: unknown field '$urgent' at position 0 in "$urgent" (known fields: $on, $level)"#,
            ])
        #expect(error?.problems.first?.reason == .conditionUnknownField)
    }

    @Test func aKeyWrittenFromTheTopInsideATypeSaysHowTheTypeNamesIt() throws {
        struct Absolute: DefaultConstructible, FormCustomizing {
            var on = false
            var level = 1
            static var fieldOverrides: [String: FieldOverrides] { ["level": ["disabled": "$primary.on"]] }
        }
        struct Outer { var primary = Absolute() }
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Outer()) }
        #expect(
            error?.problems.map(\.description) == [
                #"primary.level: disabled condition of Absolute: unknown field '$primary.on' at position 0 in "$primary.on" (a condition of Absolute names its own fields: write '$on')"#
            ])
    }

    @Test func aTypeMismatchNamesTheTypesOwnField() throws {
        struct Mismatch: DefaultConstructible, FormCustomizing {
            var on = false
            var level = 1
            static var fieldSettings: [String: FieldSettings] { ["level": FieldSettings.hidden("$on == 'yes'")] }
        }
        struct Outer { var primary = Mismatch() }
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Outer()) }
        let problem = try #require(error?.problems.first)
        #expect(problem.key == "primary.level")
        #expect(problem.reason == .conditionTypeMismatch)
        #expect(problem.message.hasPrefix("hidden condition of Mismatch: "))
        #expect(problem.location?.text == "$on == 'yes'")
    }

    @Test func theDescriptionNamesTheFormsKeysAndLoadsToTheSameForm() throws {
        let form = try ModelForm(ScopedPlan())
        try form.setValue(true, for: "morning.backup.asNeeded")
        let description = form.describe()
        let json = description.jsonString()
        #expect(json.contains(#""hidden": "$morning.backup.asNeeded == false""#), "\(json)")
        #expect(json.contains(#""hidden": "$evening.primary.asNeeded == false""#))
        let loaded = try ModelForm(description: description)
        #expect(loaded.describe() == description)
        let keys = ["morning.primary", "morning.backup", "evening.primary", "evening.backup"]
        #expect(keys.map { loaded.isHidden($0 + ".maxPerDay") } == [true, false, true, true])
        try loaded.setValue(true, for: "evening.primary.asNeeded")
        #expect(keys.map { loaded.isHidden($0 + ".maxPerDay") } == [true, false, false, true])
    }

    @Test func aDescribedItemKeepsItsOwnKeysAndASubformTheFormsKeys() throws {
        let form = try ModelForm(ScopedRegimen())
        let description = form.describe()
        let json = description.jsonString()
        #expect(json.contains(#""hidden": "$primary.asNeeded == false""#), "\(json)")
        #expect(json.contains(#""hidden": "$asNeeded == false""#), "the item template names the item's keys")
        let loaded = try ModelForm(description: description)
        #expect(loaded.describe() == description)
        try loaded.apply(.add("doses"))
        #expect(loaded.isHidden("primary.maxPerDay") && loaded.isHidden("doses.0.maxPerDay"))
        try loaded.setValue(true, for: "doses.0.asNeeded")
        #expect(loaded.isHidden("primary.maxPerDay") && !loaded.isHidden("doses.0.maxPerDay"))
    }

    @Test func aTypeNestedInAnItemNamesItsFieldsInsideTheItem() throws {
        struct Course: DefaultConstructible { var title = ""; var primary = ScopedDose() }
        struct Treatment { var courses: [Course] = [] }
        let form = try ModelForm(Treatment())
        try form.apply(.add("courses"))
        try form.apply(.add("courses"))
        #expect(form.isHidden("courses.0.primary.maxPerDay") && form.isHidden("courses.1.primary.maxPerDay"))
        try form.setValue(true, for: "courses.1.primary.asNeeded")
        #expect(form.isHidden("courses.0.primary.maxPerDay") && !form.isHidden("courses.1.primary.maxPerDay"))
        let json = form.describe().jsonString()
        #expect(json.contains(#""hidden": "$primary.asNeeded == false""#), "named inside the item: \(json)")
    }
}
