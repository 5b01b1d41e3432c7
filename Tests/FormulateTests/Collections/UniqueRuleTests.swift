import Testing

@testable import Formulate

/// A model whose collections carry the unique rule through each way of adding rules: the
/// override dictionary, typed settings and an annotation.
private struct Fleet: DefaultConstructible, FormCustomizing {
    var servers: [Server] = []
    var tags: [String] = []
    @FormField(.rules(.unique)) var ports: [Int] = []
    var mirrors: [MirrorSite] = []
    static var inputFields: FormInput { .all }
    static var fieldOverrides: [String: FieldOverrides] {
        ["servers": ["rules": [ValidationRule.unique(by: "name"), .maxLength(3)]]]
    }
    static var fieldSettings: [String: FieldSettings] {
        ["tags": FieldSettings.rules(.unique), "mirrors": FieldSettings.rules(.unique(by: "credentials.user"))]
    }
}

/// Count rules on a collection of subforms.
private struct Pool: DefaultConstructible, FormCustomizing {
    var servers: [Server] = []
    static var fieldOverrides: [String: FieldOverrides] {
        ["servers": ["rules": [ValidationRule.minLength(2), .maxLength(3)]]]
    }
}

@Suite("The unique rule on collections")
struct UniqueRuleTests {
    private func fleet(names: [String]) throws -> ModelForm<Fleet> {
        var fleet = Fleet()
        fleet.servers = names.enumerated().map { Server(name: $1, host: "h\($0).example") }
        return try ModelForm(fleet)
    }

    @Test func aRepeatedNameIsAnErrorOnTheLaterItemsField() throws {
        let form = try fleet(names: ["Home", "Work", "Home"])
        let errors = form.validate()
        #expect(errors.map(\.key) == ["servers.2.name"])
        #expect(errors.first?.reason == .rule(ValidationRule.Name.unique))
        #expect(errors.first?.messageKey == "rule.unique")
        #expect(
            errors.first?.message == "Servers: item 3 has the same name as item 1; each item's name must be different.")
        #expect(form.errors(for: "servers.2.name").map(\.reason) == [.rule(ValidationRule.Name.unique)])
        #expect(form.errors(for: "servers.0.name").isEmpty)
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(form.model.servers.map(\.name) == ["Home", "Work", "Home"], "nothing written")
    }

    @Test func renamingTheRepeatMakesTheFormValid() throws {
        let form = try fleet(names: ["Home", "Work"])
        try form.setText("Work", for: "servers.2.name")
        #expect(form.validate().map(\.key) == ["servers.2.name"])
        try form.setText("Lab", for: "servers.2.name")
        #expect(form.validate().isEmpty)
        #expect(try form.commit().servers.map(\.name) == ["Home", "Work", "Lab"])
    }

    @Test func blankNamesAreNotCompared() throws {
        let form = try fleet(names: ["", "Home", ""])
        #expect(form.validate().isEmpty)
    }

    @Test func aKeyInsideASubformOfTheItem() throws {
        var fleet = Fleet()
        fleet.servers = [Server(name: "a")]
        fleet.mirrors = [
            MirrorSite(url: "https://a.example", credentials: .init(user: "ada")),
            MirrorSite(url: "https://b.example", credentials: .init(user: "ada")),
        ]
        let form = try ModelForm(fleet)
        #expect(form.validate().map(\.key) == ["mirrors.1.credentials.user"])
    }

    @Test func valuesRepeatedInACollectionOfValues() throws {
        var fleet = Fleet()
        fleet.servers = [Server(name: "a")]
        fleet.tags = ["a", "b", "c", "b", "a"]
        fleet.ports = [80, 443, 80]
        let form = try ModelForm(fleet)
        let errors = form.validate()
        #expect(errors.map(\.key) == ["tags.3", "ports.2"])
        #expect(errors.first?.message == "Tags: item 4 is the same as item 2; each item must be different.")
        try form.removeItem(at: 3, in: "tags")
        try form.removeItem(at: 3, in: "tags")
        try form.setItemText("8080", at: 2, in: "ports")
        #expect(form.validate().isEmpty)
    }

    @Test func twoEmptyTextsAreTheSameValue() throws {
        var fleet = Fleet()
        fleet.servers = [Server(name: "a")]
        fleet.tags = ["", ""]
        #expect(try ModelForm(fleet).validate().map(\.key) == ["tags.1"])
    }

    @Test func countRulesOnACollectionOfSubforms() throws {
        func pool(_ count: Int) throws -> ModelForm<Pool> {
            try ModelForm(Pool(servers: (0..<count).map { Server(name: "s\($0)") }))
        }
        #expect(try pool(1).validate().map(\.reason) == [.rule(ValidationRule.Name.minLength)])
        #expect(try pool(1).validate().first?.message == "Servers must have at least 2 items.")
        #expect(try pool(2).validate().isEmpty)
        #expect(try pool(4).validate().first?.message == "Servers must have at most 3 items.")
        // Like every rule but `required`, a count rule lets an empty list pass.
        #expect(try pool(0).validate().isEmpty)
        #expect(try pool(1).field("servers")?.constraints.minimumLength == 2)
    }

    @Test func theRuleImpliesItsConstraint() throws {
        let form = try fleet(names: ["a"])
        #expect(form.field("tags")?.constraints.itemsAreUnique == true)
        #expect(form.field("ports")?.constraints.itemsAreUnique == true)
        #expect(form.field("servers")?.constraints.itemsAreUnique == false)
        #expect(form.field("servers")?.constraints.uniqueItemFields == ["name"])
        #expect(form.field("servers")?.constraints.maximumLength == 3)
    }

    @Test func theRuleDescribesAndLoads() throws {
        #expect(ValidationRule.unique.descriptionValue == .object([FormValueMember("rule", "unique")]))
        let byName = ValidationRule.unique(by: "name")
        #expect(byName.descriptionValue == .object([FormValueMember("rule", "unique"), FormValueMember("by", "name")]))
        #expect(byName.description == "unique(by: \"name\")")
        let loaded = try ValidationRule(description: byName.descriptionValue)
        #expect(loaded.descriptionValue == byName.descriptionValue)
        #expect(try ValidationRule(description: "unique").name == "unique")
        #expect(ValidationRule.builtinNames.contains("unique"))
        let error = #expect(throws: FormDefinitionError.self) {
            try ValidationRule(description: .object([FormValueMember("rule", "unique"), FormValueMember("by", 3)]))
        }?.problems.first
        #expect(error?.reason == .invalidRuleParameter)
    }

    @Test func aDescribedFormKeepsTheRuleAndChecksIt() throws {
        let original = try fleet(names: ["Home"])
        let dynamic = try ModelForm(description: original.describe())
        #expect(dynamic.describe() == original.describe())
        try dynamic.setText("Home", for: "servers.1.name")
        try dynamic.setText("443", for: "servers.1.port")
        #expect(dynamic.validate().map(\.key) == ["servers.1.name"])
    }

    @Test func aKeyTheItemsDoNotHaveIsReportedWhenTheRuleRuns() throws {
        let context = RuleContext(key: "servers", title: "Servers", kind: .collection)
        let items: FormValue = .array([.object([FormValueMember("name", "a")])])
        let error = ValidationRule.unique(by: "nmae").validate(items, in: context)
        #expect(error?.key == "servers")
        #expect(error?.message == "Servers cannot be checked for repeats: its items have no field 'nmae'.")
    }

    @Test func onAFieldThatIsNoListTheRuleSaysSo() {
        let context = RuleContext(key: "name", title: "Name")
        let error = ValidationRule.unique.validate("Ada", in: context)
        #expect(error?.key == "name")
        #expect(error?.message == "Name cannot be checked for repeats: it is not a list.")
    }

    @Test func aCustomMessageReplacesTheDefault() {
        let context = RuleContext(key: "tags", title: "Tags", kind: .collection)
        let error = ValidationRule.unique.message("No repeats.").validate(["x", "y", "x"], in: context)
        #expect(error?.key == "tags.2")
        #expect(error?.message == "No repeats.")
        #expect(ValidationRule.unique.validate(["x", "y"], in: context) == nil)
    }
}
