/// Builds the fields of a dynamic form from a JSON form description (the format
/// ``ModelForm/describe()`` prints): each field is read into ``FieldSettings`` by the one
/// reader of the field vocabulary, then checked as a whole (a key, options that fit the
/// type, a value the type accepts).
struct FormDescriptionLoader {
    let titles: TitleOptions
    var problems: [FormDefinitionError.Problem] = []
    private(set) var accessors: [String: FieldAccessor<DynamicModel>] = [:]
    var model = DynamicModel()
    /// The keys input may write, when the description lists them (`"input"`); every field
    /// is input when it does not.
    private(set) var inputKeys: [String]?
    /// The keys loaded so far (compared as Swift strings are, by canonical equivalence:
    /// two spellings of `café` are one key), and whether each is a subform's.
    private var seenKeys: Set<String> = []
    private var loadedKeys: [(key: String, isSubform: Bool)] = []
    /// Keys looked up so far, for ``WorkMeter``.
    private var keyLookups = 0
    /// The keys of the optional subforms the fields being loaded lie in, outermost first:
    /// their fields hold `null` while they are absent, and writing one makes them present.
    private var optionalSubforms: [String] = []
    /// Whether the fields being loaded lie in an optional subform.
    var insideOptionalSubform: Bool { !optionalSubforms.isEmpty }
    /// The fields refused for their problems (and the fields of a refused subform), with
    /// their conditions: those are checked too, and a condition naming one of them is no
    /// "unknown field".
    private(set) var unloaded: [Field] = []

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
            problem(nil, "a form description is an object with a \"fields\" array")
            return []
        }
        if let members = description.objectValue {
            for member in members where member.key != "fields" {
                if member.key == "input" {
                    readInput(member.value)
                    continue
                }
                problem(
                    nil, "unknown top-level attribute '\(member.key)'; a description has \"fields\" and \"input\"",
                    .unknownAttribute)
            }
        }
        var reader = FieldDescriptionReader()
        let settings = reader.fields(list, prefix: "", context: "fields", depth: 1)
        problems += reader.problems
        return load(settings)
    }

    /// Reads the top-level `"input"`: the keys input may write (``inputKeys``).
    private mutating func readInput(_ value: FormValue) {
        guard let items = value.arrayValue else {
            problem(nil, "\"input\" is an array of the keys input may write", .invalidAttribute)
            return
        }
        var keys: [String] = []
        for item in items {
            guard let key = item.stringValue else {
                problem(nil, "\"input\" lists \(OptionText.display(item)), which is not a key", .invalidAttribute)
                continue
            }
            keys.append(key)
        }
        inputKeys = keys
    }

    /// The fields of settings already read.
    mutating func load(_ settings: [FieldSettings]) -> [Field] {
        let fields = fields(settings, prefix: "")
        refuseCollidingPaths()
        WorkMeter.add(keyLookups, .keyLookup)
        return fields
    }

    /// Refuses a key that runs through a field that is not a subform (`a.b` where `a` is a
    /// text field): one JSON object could not hold both. Refuses too a key that runs
    /// through another spelling of a path already used (`cafe\u{301}.y` after a subform
    /// `caf\u{E9}`): the same text in other Unicode scalars would merge two JSON objects
    /// into one, or write two members that read as one name.
    private mutating func refuseCollidingPaths() {
        var leaves: [String: String] = [:]
        for (key, isSubform) in loadedKeys where !isSubform && leaves[key] == nil { leaves[key] = key }
        // Each path as first spelled: a subform's key, or a key's part before one of its dots.
        var spellings: [String: String] = [:]
        for (key, isSubform) in loadedKeys where isSubform && spellings[key] == nil { spellings[key] = key }
        keyLookups += loadedKeys.count
        for (key, _) in loadedKeys {
            let whole = Substring(key)
            var rest = whole
            while let dot = DottedKey.firstDot(in: rest) {
                keyLookups += 1
                let path = String(DottedKey.head(of: whole, before: dot))
                if let leaf = leaves[path] {
                    problems.append(
                        .init(
                            key: key,
                            message: "the key runs through '\(leaf)', a field that is not a subform; "
                                + "'\(leaf)' and '\(key)' cannot both be members of one JSON object: rename one, or make '\(leaf)' a subform"
                        ))
                    break
                }
                if let first = spellings[path], !first.unicodeScalars.elementsEqual(path.unicodeScalars) {
                    problems.append(
                        .init(
                            key: key, reason: .invalidKey,
                            message: "the key runs through '\(path)', another spelling of '\(first)' "
                                + "(the same text in other Unicode scalars); spell both the same way, or rename one"))
                    break
                }
                if spellings[path] == nil { spellings[path] = path }
                rest = DottedKey.tail(of: rest, after: dot)
            }
        }
    }

    /// The fields of `list`, keyed under `prefix`.
    ///
    /// This and ``field(_:at:prefix:)`` recurse once per subform level (no deeper than the
    /// reader read), so their frames hold no ``FieldSettings`` or extra ``Field`` (a debug
    /// build gives every temporary its own stack slot): the work is done in helpers that do
    /// not recurse.
    mutating func fields(_ list: [FieldSettings], prefix: String) -> [Field] {
        var fields: [Field] = []
        for index in list.indices {
            fields += field(list, at: index, prefix: prefix)
        }
        return fields
    }

    /// The field `list[index]` describes (one, or none when it has problems).
    mutating func field(_ list: [FieldSettings], at index: Int, prefix: String) -> [Field] {
        let key = FieldDescriptionReader.fullKey(list[index].key ?? "", prefix: prefix)
        var built = commonAttributes(list, at: index, key: key)
        guard !built.fields.isEmpty else {
            noteUnloaded(list, at: index, key: key)
            return []
        }
        if built.fields[0].kind == .subform {
            let isOptional = built.fields[0].isOptional
            if list[index].fields == nil { problem(key, "a subform needs \"fields\", its fields' descriptions") }
            if let value = list[index].value {
                subformValue(value, key: key, isOptional: isOptional)
            }
            if isOptional { optionalSubform(key, value: list[index].value) }
            let children = fields(list[index].fields ?? [], prefix: key + ".")
            if isOptional { optionalSubforms.removeLast() }
            return finishSubform(&built.fields, children: children, problemCount: built.problemCount)
        }
        let loaded = valueField(built.fields, list, at: index, problemCount: built.problemCount)
        if loaded.isEmpty { noteUnloaded(list, at: index, key: key) }
        return loaded
    }

    /// Keeps the key and conditions of the refused field `list[index]` (see ``unloaded``).
    @inline(never)
    private mutating func noteUnloaded(_ list: [FieldSettings], at index: Int, key: String) {
        let settings = list[index]
        var field = Field(key: key, kind: settings.kind ?? .text, title: "", codec: nil, typeName: "dynamic")
        field.hidden = settings.hidden
        field.disabled = settings.disabled
        field.sectionHidden = settings.sectionHidden
        field.sectionDisabled = settings.sectionDisabled
        unloaded.append(field)
    }

    /// Refuses a subform's `value` that is neither an object (present) nor `null` where null
    /// means something: an optional subform that is absent, or an item template (`servers[]`)
    /// whose items cannot be added.
    @inline(never)
    private mutating func subformValue(_ value: FormValue, key: String, isOptional: Bool) {
        let isItemTemplate = key.hasSuffix("[]")
        if value.objectValue != nil || (value.isNull && (isOptional || isItemTemplate)) { return }
        let accepted =
            isOptional
            ? "an optional subform's \"value\" is an object (present) or null (absent)"
            : isItemTemplate
                ? "an item's \"value\" is an object, or null when items cannot be added"
                : "a subform's \"value\" is an object"
        problem(key, accepted)
    }

    /// Enters the optional subform at `key`: present in the model (an empty object its
    /// fields fill) when its `value` is an object, absent (`null`) otherwise.
    @inline(never)
    private mutating func optionalSubform(_ key: String, value: FormValue?) {
        // Set before the subform's fields, so that its place in the model comes first.
        model[key] = value?.objectValue == nil ? .null : .object([])
        accessors[key] = DynamicSubformAccessor(key: key)
        optionalSubforms.append(key)
    }

    @inline(never)
    private mutating func finishSubform(_ field: inout [Field], children: [Field], problemCount: Int) -> [Field] {
        guard problems.count == problemCount else {
            // The subform is refused, and with it the fields that loaded inside it.
            var pending = [field[0]] + children
            while let next = pending.popLast() {
                pending += next.children
                unloaded.append(next)
            }
            return []
        }
        field[0].children = children
        loadedKeys.append((field[0].key, true))
        return field
    }

    /// The attributes every kind of field has, checked (the field, or none when it has no
    /// type), and the number of problems found before the field's own.
    @inline(never)
    private mutating func commonAttributes(_ list: [FieldSettings], at index: Int, key: String) -> (
        fields: [Field], problemCount: Int
    ) {
        let settings = list[index]
        let problemCount = problems.count
        checkKey(key)
        guard let kind = settings.kind else {
            problem(key, "has no \"type\"; expected one of \(FieldDescriptionReader.kindList)")
            return ([], problemCount)
        }
        let name = String(DottedKey.lastComponent(of: key))
        var field = Field(
            key: key, kind: kind,
            title: settings.title ?? NameFacts.title(for: name, kind: kind, options: titles, remembering: false),
            codec: nil, typeName: "dynamic")
        field.isOptional = settings.optional ?? false
        field.isReadOnly = settings.readOnly ?? (kind == .label)
        field.placeholder = settings.placeholder
        field.help = settings.help
        field.header = settings.header
        field.footer = settings.footer
        field.storesOptionIndex = settings.storesOptionIndex ?? false
        field.allowsSorting = settings.sortable ?? true
        field.isInline = settings.inline ?? true
        field.hidden = settings.hidden
        field.disabled = settings.disabled
        field.sectionHidden = settings.sectionHidden
        field.sectionDisabled = settings.sectionDisabled
        field.validationTiming = settings.validationTiming
        field.rules = settings.rules ?? []
        for rule in field.rules { if let misfit = rule.misfit(for: kind) { problem(key, misfit) } }
        field.textTraits = TextTraits.inferred(kind: kind, contentType: settings.contentType)
        if settings.contentTypeIsNone { field.textTraits.contentType = nil }
        if let secure = settings.secure { field.textTraits.isSecure = secure }
        if settings.fields != nil, kind != .subform { problem(key, "only a subform has \"fields\"") }
        if settings.template != nil, kind != .collection { problem(key, "only a collection has an \"item\"") }
        if settings.dictionary == true, kind != .collection {
            problem(
                key,
                "only a collection has \"dictionary\": true (entries keyed by name, like "
                    + "{\"type\": \"collection\", \"dictionary\": true, \"item\": {\"type\": \"\(kind.rawValue)\"}})")
        }
        field.itemTitleKey = settings.itemTitleKey
        return ([field], problemCount)
    }

    /// Refuses a key that is not names separated by dots, holds control characters, is
    /// too long, or is used twice.
    private mutating func checkKey(_ key: String) {
        // A collection's item template is `servers[]`, and its fields `servers[].host`.
        let names = DottedKey.components(of: key)
        let itemKey = names.allSatisfy { !$0.contains("[") || ($0.hasSuffix("[]") && !$0.dropLast(2).contains("[")) }
        if names.contains(where: \.isEmpty) || (key.contains("[") && !itemKey) {
            problem(key, "a key is names separated by dots, like \"notifications.sound\"", .invalidKey)
        }
        if key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            // A browser rewrites line breaks in control names and NUL in any attribute, so
            // the edit of such a field would never find its way back (nor would a terminal
            // show the key as it is).
            problem(
                key,
                "a key cannot hold control characters (line breaks, tabs, NUL); use letters, digits, \"_\" and \"-\"",
                .invalidKey)
        }
        if names.count > FormLimits.maximumDepth {
            problem(
                key,
                "the key has \(names.count) names; a key has at most \(FormLimits.maximumDepth) (FormLimits.maximumDepth)",
                .invalidKey)
        }
        keyLookups += 1
        if !seenKeys.insert(key).inserted { problem(key, "the key is used by another field too", .duplicateKey) }
    }

    /// A field that is not a subform, with its value, options and bounds checked.
    @inline(never)
    private mutating func valueField(_ built: [Field], _ list: [FieldSettings], at index: Int, problemCount: Int)
        -> [Field]
    {
        let settings = list[index]
        var field = built[0]
        let key = field.key
        let kind = field.kind
        switch kind {
        case .button, .label:
            if kind == .label { field.defaultValue = settings.value }
            guard problems.count == problemCount else { return [] }
            loadedKeys.append((key, false))
            return [field]
        default:
            break
        }
        var codec: any ValueCodec =
            FormValueCodec.forKind(field.storesOptionIndex ? .integer : kind) ?? FormValueCodec(inner: StringCodec())
        if kind == .decimal, case .decimal? = settings.value {
            // An exact decimal (a Swift `Decimal`'s, from describe()) stays exact, and so
            // do the numbers typed into it: the field keeps every digit, as its model did.
            codec = FormValueCodec(inner: DecimalCodec())
        }
        let problemsBeforeItem = problems.count
        if kind == .collection {
            let itemSettings = settings.template?.settings
            let item = itemTemplate(itemSettings, of: key)
            if let item { field.itemStorage = [item] }
            let itemCodec = (item?.codec as? FormValueCodec)?.inner ?? StringCodec()
            if let item, item.kind == .subform {
                // An item whose value is null cannot be made: items are edited, never added.
                codec = dynamicItems(
                    itemSettings?.fields ?? [], canCreate: itemSettings?.value != .null, key: key,
                    keyed: settings.dictionary == true)
            } else if settings.dictionary == true {
                codec = FormValueCodec(inner: DictionaryCodec<FormValue>(value: itemCodec))
            } else {
                codec = FormValueCodec(inner: CollectionCodec<FormValue>(element: itemCodec))
            }
        }
        field.codec = codec
        if let problem = field.itemTitleKeyProblem(given: settings.itemTitleKey != nil) { problems.append(problem) }
        field.options = options(settings.options, field: field)
        field.minimum = bound("min", settings.min, field: field)
        field.maximum = bound("max", settings.max, field: field)
        field.hasCustomBounds = field.minimum != nil || field.maximum != nil
        field.step = bound("step", settings.step, field: field)
        if let low = field.minimum, let high = field.maximum, low.compare(to: high) == .orderedDescending {
            problem(key, "min (\(OptionText.display(low))) is greater than max (\(OptionText.display(high)))")
        }
        if let step = field.step, !field.kind.isTemporal, step.compare(to: .int(0)) != .orderedDescending {
            problem(key, "step (\(OptionText.display(step))) must be greater than 0")
        }
        if let defaultValue = settings.defaultValue {
            field.defaultValue = value(defaultValue, field: field, attribute: "default")
        }
        // A value is checked against its items' template, which must be sound first.
        guard problems.count == problemsBeforeItem else { return [] }
        let value = self.value(settings.value, field: field, attribute: "value")
        guard problems.count == problemCount else { return [] }
        loadedKeys.append((key, false))
        keyLookups += 2
        // A collection of subforms holds its items as the model stores them (nested JSON),
        // not as the form's value gives them (each item's fields at dotted keys).
        let isSubformList = kind == .collection && field.itemTemplate?.kind == .subform
        model[key] = isSubformList && !value.isNull ? (codec.decode(value) as? FormValue) ?? value : value
        model.noteDayOrTime(of: field)
        accessors[key] = DynamicAccessor(key: key, optionalSubforms: optionalSubforms)
        return [field]
    }
}
