/// The one reader of the field vocabulary: a field's description (a JSON object, or an
/// override dictionary made JSON-ready) into ``FieldSettings``, every attribute checked.
///
/// It reports every problem it finds, each naming the field, and reads nested `fields`
/// and a collection's `item` no deeper than ``FormLimits/maximumDepth``. What a field's
/// attributes mean together (options that fit its kind, a value its codec accepts) is left
/// to whoever builds the field.
struct FieldDescriptionReader {
    private(set) var problems: [FormDefinitionError.Problem] = []

    /// The settings of each field description in `list`, `depth` levels deep (top-level
    /// fields are at 1); those with problems (a subform with a child that has them) are left out.
    ///
    /// This, ``field(_:prefix:position:depth:)`` and ``read(_:key:depth:)`` recurse once
    /// per subform level, so their frames hold no ``FieldSettings`` (a debug build gives
    /// every temporary its own stack slot): settings travel in arrays, and the work is done
    /// in helpers that do not recurse.
    mutating func fields(_ list: FormValue, prefix: String, context: String, depth: Int) -> [FieldSettings] {
        guard let items = list.arrayValue else {
            problem(
                prefix.isEmpty ? nil : String(prefix.dropLast()), "\(context) must be an array of field descriptions")
            return []
        }
        var fields: [FieldSettings] = []
        for position in items.indices {
            fields += field(items[position], prefix: prefix, position: position, depth: depth)
        }
        return fields
    }

    /// The settings of one field of a list; none when it has problems.
    private mutating func field(_ description: FormValue, prefix: String, position: Int, depth: Int)
        -> [FieldSettings]
    {
        guard let key = listedKey(description, prefix: prefix, position: position) else { return [] }
        return read(description, key: key, depth: depth)
    }

    /// The settings `description` gives the field at `key` (one, or none when it has problems).
    mutating func read(_ description: FormValue, key: String?, depth: Int) -> [FieldSettings] {
        let problemCount = problems.count
        var settings = attributes(description, key: key)
        if let item = description["item"] ?? description["template"] {
            Self.setTemplate(itemSettings(item, of: key ?? "", depth: depth), in: &settings)
        }
        if let list = description["fields"] {
            if depth >= FormLimits.maximumDepth, list.arrayValue?.isEmpty == false {
                // Refused before reading them, so that reading never goes deeper either.
                problem(key, Self.tooDeep, .tooDeep)
            } else {
                let children = fields(
                    list, prefix: (key ?? "") + ".", context: "\"fields\" of \(key ?? "the field")", depth: depth + 1)
                Self.setFields(children, in: &settings)
            }
        }
        return problems.count == problemCount ? settings : []
    }

    @inline(never)
    private static func setTemplate(_ item: [FieldSettings], in settings: inout [FieldSettings]) {
        guard let first = item.first, !settings.isEmpty else { return }
        settings[0].template = FieldSettings.Template(first)
    }

    @inline(never)
    private static func setFields(_ fields: [FieldSettings], in settings: inout [FieldSettings]) {
        if !settings.isEmpty { settings[0].fields = fields }
    }

    /// The key a listed field's description gives, made whole with `prefix` (the keys of a
    /// subform's fields may leave it out); `nil` when there is none.
    @inline(never)
    private mutating func listedKey(_ description: FormValue, prefix: String, position: Int) -> String? {
        let owner = prefix.isEmpty ? "the form" : String(prefix.dropLast())
        guard description.objectValue != nil else {
            problem(nil, "field \(position + 1) of \(owner) must be an object")
            return nil
        }
        guard let rawKey = description["key"]?.stringValue, !rawKey.isEmpty else {
            problem(nil, "field \(position + 1) of \(owner) has no \"key\" string")
            return nil
        }
        return Self.fullKey(rawKey, prefix: prefix)
    }

    /// A key inside a subform, whole: `sound` and `notifications.sound` in `notifications`
    /// are both `notifications.sound`.
    static func fullKey(_ key: String, prefix: String) -> String {
        key.unicodeScalars.starts(with: prefix.unicodeScalars) ? key : prefix + key
    }

    /// A collection's item template (one, or none), read one level deeper; its problems are
    /// the field's, or (a field of a subform item) that field's: `servers[].port`.
    @inline(never)
    private mutating func itemSettings(_ item: FormValue, of key: String, depth: Int) -> [FieldSettings] {
        if let name = item["type"]?.stringValue, let kind = FieldKind(name: name), kind == .collection {
            // Refused before reading it, so that nested items cannot nest reading either.
            problem(key, "item: a collection's items must be values, not \(kind.rawValue)")
            return []
        }
        guard item.objectValue != nil else {
            problem(key, "item: must be an object describing the collection's items")
            return []
        }
        var nested = FieldDescriptionReader()
        let settings = nested.read(item, key: key + "[]", depth: depth + 1)
        problems += nested.problems.map { $0.inItem(of: key) }
        return settings
    }

    static var tooDeep: String {
        "subforms are nested more than \(FormLimits.maximumDepth) levels deep; "
            + "fields may be at most \(FormLimits.maximumDepth) levels deep (FormLimits.maximumDepth)"
    }

    // MARK: - Attributes

    /// Every attribute of `description` but `item` and `fields`, checked (in an array, for
    /// the recursion's small frames).
    @inline(never)
    private mutating func attributes(_ description: FormValue, key: String?) -> [FieldSettings] {
        var settings = FieldSettings()
        guard let members = description.objectValue else {
            problem(key, "a field description must be an object of attributes")
            return [settings]
        }
        var seen: Set<String> = []
        for member in members {
            if !seen.insert(member.key).inserted {
                problem(key, "attribute '\(member.key)' is given twice")
                continue
            }
            read(member.key, member.value, into: &settings, key: key)
        }
        if seen.contains("item") && seen.contains("template") {
            problem(key, "attribute 'item' and 'template' are one attribute; give it once")
        }
        return [settings]
    }

    private mutating func read(_ name: String, _ value: FormValue, into settings: inout FieldSettings, key: String?) {
        switch name {
        case "key": settings.key = string(name, value, key)
        case "type": settings.kind = kind(value, key)
        case "title": settings.title = string(name, value, key)
        case "placeholder": settings.placeholder = string(name, value, key)
        case "help": settings.help = string(name, value, key)
        case "header": settings.header = string(name, value, key)
        case "footer": settings.footer = string(name, value, key)
        case "default": settings.defaultValue = value
        case "value": settings.value = value
        case "options": settings.options = options(value, key)
        case "inline": settings.inline = bool(name, value, key)
        case "sortable": settings.sortable = bool(name, value, key)
        case "itemTitleKey": settings.itemTitleKey = string(name, value, key)
        case "readOnly": settings.readOnly = bool(name, value, key)
        case "secure": settings.secure = bool(name, value, key)
        case "optional": settings.optional = bool(name, value, key)
        case "storesOptionIndex": settings.storesOptionIndex = bool(name, value, key)
        case "dictionary": settings.dictionary = bool(name, value, key)
        case "rules": settings.rules = rules(value, key)
        case "hidden": settings.hidden = condition(name, value, key)
        case "disabled": settings.disabled = condition(name, value, key)
        case "sectionHidden": settings.sectionHidden = condition(name, value, key)
        case "sectionDisabled": settings.sectionDisabled = condition(name, value, key)
        case "validation": settings.validationTiming = timing(value, key)
        case "min": settings.min = bound(name, value, key)
        case "max": settings.max = bound(name, value, key)
        case "step": settings.step = bound(name, value, key)
        case "contentType":
            settings.contentType = value.isNull ? nil : contentType(value, key)
            settings.contentTypeIsNone = value.isNull
        case "valueTransformer", "action":
            problem(
                key,
                "attribute '\(name)' is Swift code (a \(name == "action" ? "FieldAction" : "FieldValueTransformer") "
                    + "or a closure), which a description cannot hold; set it in code")
        case "item", "template", "fields": break // read by read(_:key:depth:)
        default:
            if FieldAttribute.ignored.contains(name) { return }
            let fix =
                JSONSchemaHabits.attribute(name, value: value).map { " (a JSON Schema keyword); \($0)" }
                ?? ClosestMatch.didYouMean(name, among: FieldAttribute.all)
            problem(key, "unknown attribute '\(name)'" + fix, .unknownAttribute)
        }
    }

    // MARK: - Values

    private mutating func string(_ name: String, _ value: FormValue, _ key: String?) -> String? {
        guard let text = value.stringValue else { return mismatch(name, "a string", value, key) }
        return text
    }

    private mutating func bool(_ name: String, _ value: FormValue, _ key: String?) -> Bool? {
        guard let flag = value.boolValue else { return mismatch(name, "true or false", value, key) }
        return flag
    }

    private mutating func kind(_ value: FormValue, _ key: String?) -> FieldKind? {
        guard let name = string("type", value, key) else { return nil }
        guard let kind = FieldKind(name: name) else {
            let fix =
                JSONSchemaHabits.type(name).map { " (a JSON Schema type; write '\($0)')" }
                ?? ClosestMatch.didYouMean(name, among: FieldKind.allCases.map(\.rawValue))
            problem(key, "unknown type '\(name)'" + fix + "; expected one of \(Self.kindList)")
            return nil
        }
        return kind
    }

    static var kindList: String { FieldKind.descriptionNames }

    private mutating func timing(_ value: FormValue, _ key: String?) -> ValidationTiming? {
        guard let name = string("validation", value, key) else { return nil }
        guard let timing = ValidationTiming(rawValue: name) else {
            problem(
                key,
                "unknown validation timing '\(name)'; expected one of "
                    + ValidationTiming.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        return timing
    }

    private mutating func contentType(_ value: FormValue, _ key: String?) -> TextContentType? {
        guard let name = string("contentType", value, key) else { return nil }
        guard let type = TextContentType(rawValue: name) else {
            problem(
                key,
                "unknown contentType '\(name)'"
                    + ClosestMatch.didYouMean(name, among: TextContentType.allCases.map(\.rawValue)))
            return nil
        }
        return type
    }

    /// A bound or step: a number, or a date (as a date, or as text in the field's format,
    /// which the field's codec checks).
    private mutating func bound(_ name: String, _ value: FormValue, _ key: String?) -> FormValue? {
        switch value {
        case .int, .uint, .double, .decimal, .date, .string: return value
        default: return mismatch(name, "a number, or a date for a date field", value, key)
        }
    }

    private mutating func condition(_ name: String, _ value: FormValue, _ key: String?) -> FormCondition? {
        switch value {
        case .bool(let flag): return .always(flag)
        case .string(let source) where source == FieldSettings.closurePlaceholder:
            problem(key, "attribute '\(name)' is a closure, which cannot be loaded from JSON; write a predicate")
            return nil
        case .string(let source): return .predicate(source)
        default: return mismatch(name, "true, false or a predicate string", value, key)
        }
    }

    private mutating func rules(_ value: FormValue, _ key: String?) -> [ValidationRule]? {
        guard let list = value.arrayValue else {
            return mismatch("rules", "an array of rules like {\"rule\": \"minLength\", \"value\": 8}", value, key)
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

    /// Options as `{"value": …, "title": …}` objects or plain values (titled by their text).
    private mutating func options(_ value: FormValue, _ key: String?) -> [FieldOption]? {
        guard let list = value.arrayValue else {
            return mismatch("options", "an array of {\"value\": …, \"title\": …}", value, key)
        }
        var options: [FieldOption] = []
        for (position, item) in list.enumerated() {
            let optionValue = item.objectValue == nil ? item : item["value"]
            guard let optionValue, optionValue.arrayValue == nil, optionValue.objectValue == nil else {
                problem(key, "option \(position + 1) has no single \"value\"")
                continue
            }
            let title = item["title"]?.stringValue ?? OptionText.display(optionValue)
            options.append(FieldOption(title, value: optionValue))
        }
        return options
    }

    // MARK: - Problems

    /// Records that attribute `name` is not `expected`; `nil`.
    private mutating func mismatch<T>(_ name: String, _ expected: String, _ value: FormValue, _ key: String?) -> T? {
        problem(key, Self.mismatch(name, expected: expected, got: RuleValues.literal(value)))
        return nil
    }

    /// "attribute 'title' must be a string, not 5".
    static func mismatch(_ name: String, expected: String, got: String) -> String {
        "attribute '\(name)' must be \(expected), not \(got)"
    }

    private mutating func problem(
        _ key: String?, _ message: String, _ reason: FormDefinitionError.Reason = .invalidAttribute
    ) {
        problems.append(.init(key: key, reason: reason, message: message))
    }
}
