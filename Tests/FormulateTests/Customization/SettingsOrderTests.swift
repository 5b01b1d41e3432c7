import Testing

@testable import Formulate

/// `FieldSettings` is built in any order: one modifier per attribute, each with a static
/// twin, and the same settings whichever order they are applied in.
@Suite("Settings in any order")
struct SettingsOrderTests {
    /// One attribute: its modifier, its static twin, and what a description says of it.
    struct Attribute: Sendable, CustomTestStringConvertible {
        /// The attribute's name in a description (`type` for `kind`, `item` for `template`).
        let name: String
        let modify: @Sendable (FieldSettings) -> FieldSettings
        let start: @Sendable () -> FieldSettings
        /// What a description writes for it; `nil` for Swift code, which it cannot write.
        let described: FormValue?
        var testDescription: String { name }
    }

    static let transformer = FieldValueTransformer(display: { _ in "shown" })
    static let action = FieldAction { _, _ in }

    /// Every public attribute of `FieldSettings`.
    static let attributes: [Attribute] = [
        Attribute(name: "key", modify: { $0.key("port") }, start: { .key("port") }, described: "port"),
        Attribute(name: "type", modify: { $0.kind(.integer) }, start: { .kind(.integer) }, described: "integer"),
        Attribute(name: "title", modify: { $0.title("Port") }, start: { .title("Port") }, described: "Port"),
        Attribute(
            name: "placeholder", modify: { $0.placeholder("443") }, start: { .placeholder("443") }, described: "443"),
        Attribute(name: "help", modify: { $0.help("TCP") }, start: { .help("TCP") }, described: "TCP"),
        Attribute(name: "header", modify: { $0.header("Server") }, start: { .header("Server") }, described: "Server"),
        Attribute(name: "footer", modify: { $0.footer("End") }, start: { .footer("End") }, described: "End"),
        Attribute(name: "default", modify: { $0.defaultValue(80) }, start: { .defaultValue(80) }, described: 80),
        Attribute(
            name: "options", modify: { $0.options([FieldOption("Web", value: 80)]) },
            start: { .options([FieldOption("Web", value: 80)]) },
            described: .array([.object([FormValueMember("value", 80), FormValueMember("title", "Web")])])),
        Attribute(
            name: "item", modify: { $0.template(.max(9)) }, start: { .template(.max(9)) },
            described: .object([FormValueMember("max", 9)])),
        Attribute(
            name: "valueTransformer", modify: { $0.valueTransformer(transformer) },
            start: { .valueTransformer(transformer) }, described: nil),
        Attribute(name: "action", modify: { $0.action(action) }, start: { .action(action) }, described: nil),
        Attribute(name: "inline", modify: { $0.inline(false) }, start: { .inline(false) }, described: false),
        Attribute(name: "sortable", modify: { $0.sortable() }, start: { .sortable() }, described: true),
        Attribute(
            name: "itemTitleKey", modify: { $0.itemTitleKey("name") }, start: { .itemTitleKey("name") },
            described: "name"),
        Attribute(name: "readOnly", modify: { $0.readOnly() }, start: { .readOnly() }, described: true),
        Attribute(
            name: "rules", modify: { $0.rules(.required) }, start: { .rules(.required) },
            described: .array([.object([FormValueMember("rule", "required")])])),
        Attribute(name: "hidden", modify: { $0.hidden("$a") }, start: { .hidden("$a") }, described: "$a"),
        Attribute(name: "disabled", modify: { $0.disabled(true) }, start: { .disabled(true) }, described: true),
        Attribute(
            name: "sectionHidden", modify: { $0.sectionHidden("$b") }, start: { .sectionHidden("$b") },
            described: "$b"),
        Attribute(
            name: "sectionDisabled", modify: { $0.sectionDisabled(false) }, start: { .sectionDisabled(false) },
            described: false),
        Attribute(
            name: "validation", modify: { $0.validationTiming(.onChange) }, start: { .validationTiming(.onChange) },
            described: "onChange"),
        Attribute(name: "min", modify: { $0.min(1) }, start: { .min(1) }, described: 1),
        Attribute(name: "max", modify: { $0.max(65535) }, start: { .max(65535) }, described: 65535),
        Attribute(name: "step", modify: { $0.step(5) }, start: { .step(5) }, described: 5),
        Attribute(
            name: "contentType", modify: { $0.contentType(.url) }, start: { .contentType(.url) }, described: "URL"),
        Attribute(name: "secure", modify: { $0.secure() }, start: { .secure() }, described: true),
        Attribute(name: "optional", modify: { $0.optional() }, start: { .optional() }, described: true),
        Attribute(
            name: "storesOptionIndex", modify: { $0.storesOptionIndex() }, start: { .storesOptionIndex() },
            described: true),
        Attribute(name: "dictionary", modify: { $0.dictionary() }, start: { .dictionary() }, described: true),
        Attribute(
            name: "fields", modify: { $0.fields([.key("host")]) }, start: { .fields([.key("host")]) },
            described: .array([.object([FormValueMember("key", "host")])])),
        Attribute(name: "value", modify: { $0.value("web-1") }, start: { .value("web-1") }, described: "web-1"),
    ]

    /// The attributes a description writes, by name, and the ones that hold Swift code.
    private func written(_ settings: FieldSettings) -> (members: [FormValueMember], code: [String]) {
        guard case .object(let members) = settings.descriptionValue else { return ([], settings.swiftCodeAttributes) }
        return (members, settings.swiftCodeAttributes)
    }

    @Test(arguments: attributes)
    func eachModifierSetsItsAttributeAndNothingElse(_ attribute: Attribute) {
        let modified = written(attribute.modify(FieldSettings()))
        if let described = attribute.described {
            #expect(modified.members == [FormValueMember(attribute.name, described)])
            #expect(modified.code == [])
        } else {
            #expect(modified.members == [])
            #expect(modified.code == [attribute.name])
        }
        let started = written(attribute.start())
        #expect(started.members == modified.members)
        #expect(started.code == modified.code)
    }

    @Test func theTableNamesEveryAttributeOnce() {
        // Every attribute an override dictionary may name (`template` is `item`'s FXForms
        // spelling), each once.
        #expect(Self.attributes.count == 32)
        #expect(Set(Self.attributes.map(\.name)) == Set(FieldAttribute.all).subtracting(["template"]))
    }

    /// Orders of the whole table: as listed, reversed, and interleaved from both ends.
    static let orders: [[Int]] = {
        let forward = Array(attributes.indices)
        var interleaved: [Int] = []
        var (low, high) = (0, attributes.count - 1)
        while low <= high {
            interleaved.append(high)
            if low < high { interleaved.append(low) }
            (low, high) = (low + 1, high - 1)
        }
        return [forward, forward.reversed(), interleaved]
    }()

    @Test(arguments: orders)
    func everyAttributeInAnyOrderGivesTheSameSettings(_ order: [Int]) {
        let listed = Self.attributes.reduce(FieldSettings()) { $1.modify($0) }
        let reordered = order.reduce(FieldSettings()) { Self.attributes[$1].modify($0) }
        #expect(reordered.descriptionValue == listed.descriptionValue)
        #expect(reordered.swiftCodeAttributes == listed.swiftCodeAttributes)
        #expect(listed.swiftCodeAttributes == ["valueTransformer", "action"])
    }

    /// The same settings written two ways, as a person would.
    struct Pair: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let first: FieldSettings
        let second: FieldSettings
    }

    static let pairs: [Pair] = [
        Pair(
            testDescription: "title, rules, placeholder",
            first: .title("Port").rules(.required).placeholder("443"),
            second: .placeholder("443").title("Port").rules(.required)),
        Pair(
            testDescription: "rules before disabled",
            first: .rules(.minLength(8)).disabled("$locked"), second: .disabled("$locked").rules(.minLength(8))),
        Pair(
            testDescription: "placeholder before header",
            first: .placeholder("you@example.com").header("Account"),
            second: .header("Account").placeholder("you@example.com")),
        Pair(
            testDescription: "bounds and help",
            first: FieldSettings().min(1).max(65535).help("TCP port"),
            second: FieldSettings().help("TCP port").max(65535).min(1)),
        Pair(
            testDescription: "variadic rules and an array of rules",
            first: .rules(.required, .maxLength(40)), second: .rules([.required, .maxLength(40)])),
        Pair(
            testDescription: "properties and modifiers",
            first: {
                var settings = FieldSettings()
                settings.key = "port"
                settings.max = 65535
                settings.title = "Port"
                return settings
            }(),
            second: .title("Port").key("port").max(65535)),
    ]

    @Test(arguments: pairs)
    func theSameSettingsWrittenInTwoOrdersAreEqual(_ pair: Pair) {
        #expect(pair.first.descriptionValue == pair.second.descriptionValue)
        #expect(pair.first.descriptionValue != FieldSettings().descriptionValue)
    }

    @Test func aLaterModifierOfTheSameAttributeWins() {
        #expect(FieldSettings.title("Host").title("Port").title == "Port")
        #expect(FieldSettings.rules(.required).rules(.email).rules?.map(\.name) == ["email"])
    }

    struct Server {
        @FormField(.title("Port").rules(.greaterOrEqual(1)).placeholder("443")) var port = 443
        @FormField(.placeholder("443").rules(.greaterOrEqual(1)).title("Port")) var backupPort = 8443
        @FormField("Host") var host = ""
        @FormField var name = ""
    }

    @Test func annotationsTakeSettingsInAnyOrder() throws {
        let form = try ModelForm(Server())
        for key in ["port", "backupPort"] {
            let field = try #require(form.field(key))
            #expect(field.title == "Port")
            #expect(field.placeholder == "443")
            #expect(field.rules.map(\.name) == ["greaterOrEqual"])
        }
        #expect(form.field("host")?.title == "Host")
        #expect(form.field("name")?.title == "Name")
    }
}
