/// Builds the fields of a dynamic form from a JSON form description (the format
/// ``ModelForm/describe()`` prints), checking every attribute.
struct FormDescriptionLoader {
    /// The attributes a field description may have.
    static let attributes = [
        "key", "type", "title", "optional", "readOnly", "placeholder", "help", "header", "footer", "options",
        "storesOptionIndex", "min", "max", "step", "contentType", "secure", "sortable", "rules", "hidden", "disabled",
        "sectionHidden", "sectionDisabled", "validation", "item", "fields", "value", "dictionary",
    ]

    let titles: TitleOptions
    private(set) var problems: [FormDefinitionError.Problem] = []
    private(set) var accessors: [String: FieldAccessor<DynamicModel>] = [:]
    private(set) var model = DynamicModel()
    /// The keys loaded so far (compared as Swift strings are, by canonical equivalence:
    /// two spellings of `café` are one key), and whether each is a subform's.
    private var seenKeys: Set<String> = []
    private var loadedKeys: [(key: String, isSubform: Bool)] = []
    /// Keys looked up so far, for ``WorkMeter``.
    private var keyLookups = 0

    init(titles: TitleOptions) {
        self.titles = titles
    }

    /// The fields of a description: `{"fields": [...]}` or just the array.
    mutating func load(_ description: FormValue) -> [Field] {
        let list: FormValue
        if case .array = description {
            list = description
        } else if let fields = description["fields"] {
            list = fields
        } else {
            problems.append(.init(key: nil, message: "a form description is an object with a \"fields\" array"))
            return []
        }
        if let members = description.objectValue {
            for member in members where member.key != "fields" {
                problems.append(
                    .init(
                        key: nil, reason: .unknownAttribute,
                        message: "unknown top-level attribute '\(member.key)'; a description has only \"fields\""))
            }
        }
        let fields = fields(list, prefix: "", context: "fields", depth: 1)
        refuseCollidingPaths()
        WorkMeter.add(keyLookups, .keyLookup)
        return fields
    }

    /// Refuses a key that runs through a field that is not a subform (`a.b` where `a` is a
    /// text field): one JSON object could not hold both.
    private mutating func refuseCollidingPaths() {
        var leaves: [String: String] = [:]
        for (key, isSubform) in loadedKeys where !isSubform && leaves[key] == nil { leaves[key] = key }
        keyLookups += loadedKeys.count
        for (key, _) in loadedKeys {
            var rest = key[...]
            while let dot = rest.firstIndex(of: ".") {
                keyLookups += 1
                if let leaf = leaves[String(key[..<dot])] {
                    problems.append(
                        .init(
                            key: key, reason: .invalidKey,
                            message: "the key runs through '\(leaf)', a field that is not a subform; "
                                + "'\(leaf)' and '\(key)' cannot both be members of one JSON object: rename one, or make '\(leaf)' a subform"
                        ))
                    break
                }
                rest = key[key.index(after: dot)...]
            }
        }
    }

    /// The fields of `list`, `depth` levels deep (top-level fields are at 1).
    private mutating func fields(_ list: FormValue, prefix: String, context: String, depth: Int) -> [Field] {
        guard let items = list.arrayValue else {
            problems.append(
                .init(
                    key: prefix.isEmpty ? nil : String(prefix.dropLast()),
                    message: "\(context) must be an array of field descriptions"))
            return []
        }
        var fields: [Field] = []
        for position in items.indices {
            if let field = field(items[position], prefix: prefix, position: position, depth: depth) {
                fields.append(field)
            }
        }
        return fields
    }

    /// The field `description` describes, `depth` levels deep, or `nil` when it has
    /// problems. This and ``fields(_:prefix:context:depth:)`` recurse once per subform
    /// level, so their frames are kept small (a debug build gives every local of a
    /// function its own stack slot): the work is done in helpers that do not recurse.
    private mutating func field(_ description: FormValue, prefix: String, position: Int, depth: Int) -> Field? {
        guard let (field, problemCount) = commonAttributes(description, prefix: prefix, position: position) else {
            return nil
        }
        if field.kind == .subform {
            return subform(field, description, problemCount: problemCount, depth: depth)
        }
        return valueField(field, description, problemCount: problemCount, depth: depth)
    }

    /// A subform and its fields, unless they would be more than the limit deep.
    private mutating func subform(_ field: Field, _ description: FormValue, problemCount: Int, depth: Int) -> Field? {
        if depth >= FormLimits.maximumDepth, description["fields"]?.arrayValue?.isEmpty == false {
            // Refused before reading them, so that loading never goes deeper either.
            problems.append(.init(key: field.key, reason: .tooDeep, message: Self.tooDeep))
            return nil
        }
        var subform = field
        subform.children = fields(
            description["fields"] ?? .array([]), prefix: field.key + ".",
            context: "\"fields\" of \(field.key)", depth: depth + 1)
        guard problems.count == problemCount else { return nil }
        loadedKeys.append((field.key, true))
        return subform
    }

    private static var tooDeep: String {
        "subforms are nested more than \(FormLimits.maximumDepth) levels deep; "
            + "fields may be at most \(FormLimits.maximumDepth) levels deep (FormLimits.maximumDepth)"
    }

    /// The attributes every kind of field has, checked, and the number of problems found
    /// before the field's own; `nil` when the field has no key or no known type.
    @inline(never)
    private mutating func commonAttributes(_ description: FormValue, prefix: String, position: Int) -> (Field, Int)? {
        guard let members = description.objectValue else {
            problems.append(
                .init(
                    key: nil,
                    message:
                        "field \(position + 1) of \(prefix.isEmpty ? "the form" : String(prefix.dropLast())) must be an object"
                ))
            return nil
        }
        guard let rawKey = description["key"]?.stringValue, !rawKey.isEmpty else {
            problems.append(
                .init(
                    key: nil,
                    message:
                        "field \(position + 1) of \(prefix.isEmpty ? "the form" : String(prefix.dropLast())) has no \"key\" string"
                ))
            return nil
        }
        let key = rawKey.hasPrefix(prefix) ? rawKey : prefix + rawKey
        let problemCount = problems.count
        func problem(_ message: String, _ reason: FormDefinitionError.Reason = .invalidAttribute) {
            problems.append(.init(key: key, reason: reason, message: message))
        }

        var seenAttributes: Set<String> = []
        for member in members {
            if !seenAttributes.insert(member.key).inserted { problem("attribute '\(member.key)' is given twice") }
            if !Self.attributes.contains(member.key) {
                problem(
                    "unknown attribute '\(member.key)'" + ClosestMatch.didYouMean(member.key, among: Self.attributes),
                    .unknownAttribute)
            }
        }
        // A collection's item template is `servers[]`, and its fields `servers[].host`.
        let names = key.split(separator: ".", omittingEmptySubsequences: false)
        let itemKey = names.allSatisfy { !$0.contains("[") || ($0.hasSuffix("[]") && !$0.dropLast(2).contains("[")) }
        if names.contains(where: \.isEmpty) || (key.contains("[") && !itemKey) {
            problem("a key is names separated by dots, like \"notifications.sound\"", .invalidKey)
        }
        if key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            // A browser rewrites line breaks in control names and NUL in any attribute, so
            // the edit of such a field would never find its way back (nor would a terminal
            // show the key as it is).
            problem(
                "a key cannot hold control characters (line breaks, tabs, NUL); use letters, digits, \"_\" and \"-\"",
                .invalidKey)
        }
        if names.count > FormLimits.maximumDepth {
            problem(
                "the key has \(names.count) names; a key has at most \(FormLimits.maximumDepth) (FormLimits.maximumDepth)",
                .invalidKey)
        }
        keyLookups += 1
        if !seenKeys.insert(key).inserted { problem("the key is used by another field too", .duplicateKey) }

        let typeName = description["type"]?.stringValue ?? ""
        guard let kind = FieldKind(rawValue: typeName) ?? FieldKind(name: typeName) else {
            problem(
                description["type"] == nil
                    ? "has no \"type\"; expected one of \(Self.kindList)"
                    : "unknown type '\(typeName)'"
                        + ClosestMatch.didYouMean(typeName, among: FieldKind.allCases.map(\.rawValue))
                        + "; expected one of \(Self.kindList)")
            return nil
        }
        let name = String(key.split(separator: ".").last ?? Substring(key))
        var field = Field(
            key: key, kind: kind,
            title: string("title", description, key) ?? TitleFormatter.title(for: name, kind: kind, options: titles),
            codec: nil, typeName: "dynamic")
        field.isOptional = bool("optional", description, key) ?? false
        field.isReadOnly = bool("readOnly", description, key) ?? (kind == .label)
        field.placeholder = string("placeholder", description, key)
        field.help = string("help", description, key)
        field.header = string("header", description, key)
        field.footer = string("footer", description, key)
        field.storesOptionIndex = bool("storesOptionIndex", description, key) ?? false
        field.isSortable = !(bool("sortable", description, key) == false)
        field.hidden = condition("hidden", description, key)
        field.disabled = condition("disabled", description, key)
        field.sectionHidden = condition("sectionHidden", description, key)
        field.sectionDisabled = condition("sectionDisabled", description, key)
        if let timing = string("validation", description, key) {
            if let parsed = ValidationTiming(rawValue: timing) {
                field.validationTiming = parsed
            } else {
                problem(
                    "unknown validation timing '\(timing)'; expected one of "
                        + ValidationTiming.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
        field.rules = rules(description["rules"], key: key)
        let contentType = contentType(description, key: key)
        field.textTraits = TextTraits.inferred(kind: kind, contentType: contentType)
        if bool("secure", description, key) == true { field.textTraits.isSecure = true }
        return (field, problemCount)
    }

    /// A field that is not a subform, with its value, options and bounds checked.
    @inline(never)
    private mutating func valueField(_ common: Field, _ description: FormValue, problemCount: Int, depth: Int) -> Field?
    {
        var field = common
        let key = field.key
        let kind = field.kind
        func problem(_ message: String) {
            problems.append(.init(key: key, reason: .invalidAttribute, message: message))
        }
        switch kind {
        case .button, .label:
            if kind == .label, let value = description["value"] { field.defaultValue = value }
            guard problems.count == problemCount else { return nil }
            loadedKeys.append((key, false))
            return field
        default:
            break
        }
        if description["fields"] != nil { problem("only a subform has \"fields\"") }
        var codec: any ValueCodec =
            FormValueCodec.forKind(field.storesOptionIndex ? .integer : kind) ?? FormValueCodec(inner: StringCodec())
        if kind == .collection {
            let item = itemTemplate(description["item"], of: key, depth: depth)
            if let item { field.itemStorage = [item] }
            let itemCodec = (item?.codec as? FormValueCodec)?.inner ?? StringCodec()
            if let item, item.kind == .subform {
                codec = dynamicItems(
                    description["item"], template: item, key: key, keyed: bool("dictionary", description, key) == true)
            } else if bool("dictionary", description, key) == true {
                codec = FormValueCodec(inner: DictionaryCodec<FormValue>(value: itemCodec))
            } else {
                codec = FormValueCodec(inner: CollectionCodec<FormValue>(element: itemCodec))
            }
        } else if description["item"] != nil {
            problem("only a collection has an \"item\"")
        }
        field.codec = codec
        field.options = options(description["options"], field: field)
        field.minimum = bound("min", description, field: field)
        field.maximum = bound("max", description, field: field)
        field.hasCustomBounds = field.minimum != nil || field.maximum != nil
        field.step = bound("step", description, field: field)
        if let low = field.minimum, let high = field.maximum, low.compare(to: high) == .orderedDescending {
            problem("min (\(OptionText.display(low))) is greater than max (\(OptionText.display(high)))")
        }
        if let step = field.step, !field.kind.isTemporal, step.compare(to: .int(0)) != .orderedDescending {
            problem("step (\(OptionText.display(step))) must be greater than 0")
        }
        let value = self.value(description["value"], field: field)
        guard problems.count == problemCount else { return nil }
        loadedKeys.append((key, false))
        keyLookups += 2
        model[key] = value
        accessors[key] = DynamicAccessor(key: key)
        return field
    }

    // MARK: - Attributes

    private static var kindList: String { FieldKind.allCases.map(\.rawValue).joined(separator: ", ") }

    private mutating func string(_ name: String, _ description: FormValue, _ key: String) -> String? {
        guard let value = description[name] else { return nil }
        guard let text = value.stringValue else {
            problems.append(.init(key: key, reason: .invalidAttribute, message: "attribute '\(name)' must be a string"))
            return nil
        }
        return text
    }

    private mutating func bool(_ name: String, _ description: FormValue, _ key: String) -> Bool? {
        guard let value = description[name] else { return nil }
        guard let flag = value.boolValue else {
            problems.append(
                .init(key: key, reason: .invalidAttribute, message: "attribute '\(name)' must be true or false"))
            return nil
        }
        return flag
    }

    private mutating func condition(_ name: String, _ description: FormValue, _ key: String) -> FormCondition? {
        switch description[name] {
        case nil: return nil
        case .bool(let flag)?: return .always(flag)
        case .string(let source)? where source == "<closure>":
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "attribute '\(name)' is a closure, which cannot be loaded from JSON; write a predicate"))
            return nil
        case .string(let source)?: return .predicate(source)
        default:
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "attribute '\(name)' must be true, false or a predicate string"))
            return nil
        }
    }

    private mutating func rules(_ value: FormValue?, key: String) -> [ValidationRule] {
        guard let value else { return [] }
        guard let list = value.arrayValue else {
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "attribute 'rules' must be an array of rules like {\"rule\": \"minLength\", \"value\": 8}")
            )
            return []
        }
        var rules: [ValidationRule] = []
        for (position, description) in list.enumerated() {
            do {
                rules.append(try ValidationRule(description: description))
            } catch {
                problems += error.problems.map { $0.about(key, prefix: "rule \(position + 1): ") }
            }
        }
        return rules
    }

    private mutating func contentType(_ description: FormValue, key: String) -> TextContentType? {
        guard let name = string("contentType", description, key) else { return nil }
        guard let type = TextContentType(rawValue: name) else {
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "unknown contentType '\(name)'"
                        + ClosestMatch.didYouMean(name, among: TextContentType.allCases.map(\.rawValue))))
            return nil
        }
        return type
    }

    private mutating func itemTemplate(_ description: FormValue?, of key: String, depth: Int) -> Field? {
        guard let description else {
            var item = Field(
                key: key + "[]", kind: .text,
                title: TitleFormatter.title(for: NameHeuristics.singular(of: key), options: titles),
                codec: FormValueCodec.forKind(.text), typeName: "dynamic")
            item.textTraits = TextTraits.inferred(kind: .text, contentType: nil)
            return item
        }
        let typeName = description["type"]?.stringValue ?? ""
        if let kind = FieldKind(rawValue: typeName) ?? FieldKind(name: typeName), kind == .collection {
            // Refused before reading it, so that nested items cannot nest loading either.
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "item: a collection's items must be values, not \(kind.rawValue)"))
            return nil
        }
        var members = description.objectValue ?? []
        members.removeAll { $0.key == "key" }
        members.insert(FormValueMember("key", .string(key + "[]")), at: 0)
        var nested = FormDescriptionLoader(titles: titles)
        // An item is a value or a subform one level deeper, under the same depth limit.
        guard let item = nested.field(.object(members), prefix: "", position: 0, depth: depth + 1) else {
            problems += nested.problems.map { $0.about(key, prefix: "item: ") }
            return nil
        }
        if item.kind == .subform { return item }
        if item.kind == .collection || !item.holdsValue {
            problems.append(
                .init(
                    key: key, reason: .invalidAttribute,
                    message: "item: a collection's items must be values, not \(item.kind.rawValue)"))
            return nil
        }
        return item
    }

    /// The codec of a collection of subforms described by `item` (its `fields`): items are
    /// dynamic models of their own, stored in the model as a JSON array of objects.
    private mutating func dynamicItems(_ item: FormValue?, template: Field, key: String, keyed: Bool)
        -> any ValueCodec
    {
        switch DynamicItems.codec(fields: item?["fields"] ?? .array([]), titles: titles, keyed: keyed) {
        case .success(let codec): return codec
        case .failure(let error):
            problems += error.problems.map { $0.about(key + "[]." + ($0.key ?? "")) }
            return FormValueCodec(inner: StringCodec())
        }
    }

    private mutating func options(_ value: FormValue?, field: Field) -> [FieldOption] {
        guard let value else {
            if field.kind.isChoice {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "\(field.kind.nameWithArticle) field needs \"options\""))
            }
            return []
        }
        guard let list = value.arrayValue else {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "attribute 'options' must be an array of {\"value\": …, \"title\": …}"))
            return []
        }
        var options: [FieldOption] = []
        let problemCount = problems.count
        for (position, item) in list.enumerated() {
            let optionValue: FormValue? = item.objectValue == nil ? item : item["value"]
            if optionValue?.isNull == true, position == 0, field.kind == .option {
                // The "none" entry of an optional choice.
                if !field.isOptional {
                    problems.append(
                        .init(
                            key: field.key, reason: .invalidAttribute,
                            message:
                                "option 1 has a null value, which only an optional field (\"optional\": true) may have")
                    )
                }
                continue
            }
            guard let optionValue, !optionValue.isNull, optionValue.arrayValue == nil, optionValue.objectValue == nil
            else {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "option \(position + 1) has no single \"value\""))
                continue
            }
            let title = item["title"]?.stringValue ?? OptionText.display(optionValue)
            if let problem = optionProblem(optionValue, field: field) {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "option \(position + 1) (\"\(title)\"): \(problem)"))
                continue
            }
            options.append(FieldOption(title, value: optionValue))
        }
        if field.kind.isChoice, options.isEmpty, problems.count == problemCount {
            // An empty list is not written back by describe(), so it could not be loaded again.
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "\(field.kind.nameWithArticle) field needs at least one option"))
        }
        if Set(options.map(\.value)).count != options.count {
            problems.append(
                .init(key: field.key, reason: .invalidAttribute, message: "two options have the same value"))
        }
        if field.kind == .option || field.kind == .multipleChoice {
            let kinds = Set(
                options.map { $0.value.isNumber ? "number" : ($0.value.boolValue != nil ? "boolean" : "string") })
            if kinds.count > 1 {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "options mix \(kinds.sorted().joined(separator: " and ")) values; use one type"))
            }
        }
        return options
    }

    /// Why an option value does not fit the field, if it does not.
    private func optionProblem(_ value: FormValue, field: Field) -> String? {
        switch field.kind {
        case .bitfield:
            guard case .int(let bit) = value, bit > 0 else {
                return "a bitfield option's value is its bit, a positive whole number"
            }
            return nil
        case .integer, .unsigned, .decimal:
            if field.storesOptionIndex { return nil }
            return value.isNumber
                ? nil
                : "\(field.kind.nameWithArticle) field's options must be numbers (or set \"storesOptionIndex\": true)"
        case .option, .multipleChoice:
            return nil
        default:
            guard let codec = field.codec else { return nil }
            if case .failure(let problem) = codec.normalize(value) { return problem.reason }
            return nil
        }
    }

    private mutating func bound(_ name: String, _ description: FormValue, field: Field) -> FormValue? {
        guard let value = description[name] else { return nil }
        if field.kind.isTemporal, let codec = field.codec {
            if case .success(let date) = codec.normalize(value) { return date }
        } else if value.isNumber {
            return value
        }
        problems.append(
            .init(
                key: field.key, reason: .invalidAttribute,
                message: "attribute '\(name)' must be "
                    + (field.kind.isTemporal ? "a date in the field's format" : "a number")))
        return nil
    }

    private mutating func value(_ value: FormValue?, field: Field) -> FormValue {
        guard let value, !value.isNull else {
            if field.isOptional { return .null }
            switch field.kind {
            case .text, .longText, .email, .password, .phone, .url: return .string("")
            case .boolean: return .bool(false)
            case .collection where field.isDictionary: return .object([])
            case .multipleChoice, .collection: return .array([])
            case .bitfield: return .int(0)
            default: return .null
            }
        }
        guard let codec = field.codec else { return value }
        switch field.storesOptionIndex ? .success(value) : codec.normalize(value) {
        case .success(let normalized):
            if field.kind == .option, !field.options.isEmpty, !field.storesOptionIndex,
                !field.options.contains(where: { $0.value.isEquivalent(to: normalized) })
            {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "value \(OptionText.display(normalized)) is not one of its options"))
            }
            return normalized
        case .failure(let problem):
            problems.append(.init(key: field.key, reason: .invalidAttribute, message: "value: \(problem.reason)"))
            return .null
        }
    }
}
