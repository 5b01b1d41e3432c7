import Foundation

extension FieldSettings {
    /// Reads one field's description: a JSON object with the attribute names of
    /// ``FieldAttribute/all`` (what ``descriptionValue`` writes), `fields` and `item` included.
    ///
    /// ```swift
    /// let settings = try FieldSettings(description: try FormValue(json: #"{"type": "email", "title": "Email"}"#))
    /// ```
    ///
    /// - Throws: ``FormDefinitionError`` listing every problem, each naming the field: an
    ///   unknown attribute (with the closest known one), a value of the wrong type, an
    ///   unknown type or content type, a rule that cannot be read.
    public init(description: FormValue) throws(FormDefinitionError) {
        var reader = FieldDescriptionReader()
        let settings = reader.read(description, key: description["key"]?.stringValue, depth: 1).first
        guard let settings, reader.problems.isEmpty else {
            throw FormDefinitionError(modelType: "FieldSettings", problems: reader.problems)
        }
        self = settings
    }

    /// Reads an FXForms-style override dictionary, with the same reader as a description.
    ///
    /// JSON-ready values (strings, numbers, Booleans, dates, enums with raw values,
    /// ``FieldOption``s, ``FieldKind``s, predicate ``FormCondition``s, arrays and nested
    /// dictionaries of these) become a ``FormValue`` and go through
    /// ``init(description:)``; typed ``ValidationRule``s, a ``FieldSettings`` template,
    /// value transformers, actions and closure conditions are taken as they are.
    ///
    /// - Throws: a problem naming the attribute and what it accepts when a value has the
    ///   wrong type, or suggesting the closest attribute for a misspelt name.
    public init(overrides: FieldOverrides, for field: String?) throws(FormDefinitionError.Problem) {
        var live = FieldSettings()
        var members: [FormValueMember] = []
        for (attribute, value) in overrides.sorted(by: { $0.key < $1.key }) {
            if try live.takeTyped(attribute, value, field: field) { continue }
            if let json = Self.jsonReady(value, titled: attribute == "options") {
                members.append(FormValueMember(attribute, json))
            } else if FieldAttribute.all.contains(attribute) {
                throw FormDefinitionError.Problem(
                    key: field, reason: .invalidAttribute,
                    message: FieldDescriptionReader.mismatch(
                        attribute, expected: Self.accepted(attribute), got: String(describing: type(of: value))))
            } else {
                members.append(FormValueMember(attribute, .null)) // the reader names the attribute
            }
        }
        var reader = FieldDescriptionReader()
        let read = reader.read(.object(members), key: field, depth: 1).first
        if let first = reader.problems.first { throw first }
        self = (read ?? FieldSettings()).merging(live)
    }

    /// Takes a value that is already typed, or Swift code; `false` when `value` is not one.
    private mutating func takeTyped(_ attribute: String, _ value: Any, field: String?)
        throws(FormDefinitionError.Problem) -> Bool
    {
        switch (attribute, value) {
        case ("valueTransformer", let transformer as FieldValueTransformer): valueTransformer = transformer
        case ("valueTransformer", let display as @Sendable (FormValue) -> String):
            valueTransformer = FieldValueTransformer(display: display)
        case ("action", let action as FieldAction): self.action = action
        case ("action", let run as @Sendable () -> Void): action = FieldAction { _, _ in run() }
        case ("rules", let list as [ValidationRule]): rules = list
        case ("rules", let rule as ValidationRule): rules = [rule]
        case ("template", let settings as FieldSettings), ("item", let settings as FieldSettings):
            template = Template(settings)
        case ("template", let dictionary as FieldOverrides), ("item", let dictionary as FieldOverrides):
            // Read on its own, so that its Swift code (a value transformer) is kept.
            template = Template(try FieldSettings(overrides: dictionary, for: field.map { "\($0) (template)" }))
        case (_, let condition as FormCondition):
            guard case .closure = condition.storage else { return false }
            try setCondition(attribute, condition, field: field)
        case (_, let closure as @Sendable (FormValues) -> Bool):
            try setCondition(attribute, .when(closure), field: field)
        default: return false
        }
        return true
    }

    private mutating func setCondition(_ attribute: String, _ condition: FormCondition, field: String?)
        throws(FormDefinitionError.Problem)
    {
        switch attribute {
        case "hidden": hidden = condition
        case "disabled": disabled = condition
        case "sectionHidden": sectionHidden = condition
        case "sectionDisabled": sectionDisabled = condition
        default:
            throw FormDefinitionError.Problem(
                key: field, reason: .invalidAttribute,
                message: FieldDescriptionReader.mismatch(
                    attribute, expected: Self.accepted(attribute), got: "a FormCondition"))
        }
    }

    /// What an attribute accepts in an override dictionary, for messages.
    private static func accepted(_ attribute: String) -> String {
        switch attribute {
        case "valueTransformer": return "a FieldValueTransformer or a @Sendable (FormValue) -> String closure"
        case "action": return "a FieldAction or a @Sendable () -> Void closure"
        case "rules": return "an array of ValidationRule"
        case "template", "item": return "a dictionary or FieldSettings"
        case "options": return "an array of values or FieldOption"
        case "hidden", "disabled", "sectionHidden", "sectionDisabled":
            return "a Bool, a predicate String or a FormCondition"
        case "inline", "sortable", "readOnly", "secure", "optional", "storesOptionIndex", "dictionary": return "a Bool"
        case "min", "max", "step": return "a number"
        case "default", "value": return "a string, number, Bool, date or enum value"
        default: return "a String"
        }
    }

    /// An override value as JSON the description reader reads; `nil` for Swift code and
    /// other values JSON cannot hold. Options of plain values keep their own text as titles.
    private static func jsonReady(_ value: Any, titled: Bool) -> FormValue? {
        switch value {
        case let formValue as FormValue: return formValue
        case let option as FieldOption:
            return .object([FormValueMember("value", option.value), FormValueMember("title", .string(option.title))])
        case let condition as FormCondition:
            switch condition.storage {
            case .constant(let flag): return .bool(flag)
            case .predicate(let source): return .string(source)
            case .scoped(let scoped): return .string(scoped.resolvedSource)
            case .closure: return nil
            }
        case let dictionary as FieldOverrides:
            var members: [FormValueMember] = []
            for (key, member) in dictionary.sorted(by: { $0.key < $1.key }) {
                guard let json = jsonReady(member, titled: false) else { return nil }
                members.append(FormValueMember(key, json))
            }
            return .object(members)
        case let list as [Any]:
            var items: [FormValue] = []
            for item in list {
                guard let json = jsonReady(item, titled: false) else { return nil }
                if titled, !(item is FieldOption), !(item is FormValue), !json.isNull,
                    let text = (item as? CustomStringConvertible)?.description, text != OptionText.display(json)
                {
                    items.append(.object([FormValueMember("value", json), FormValueMember("title", .string(text))]))
                } else {
                    items.append(json)
                }
            }
            return .array(items)
        default:
            return FormValue(any: value)
        }
    }
}

extension FieldSettings: Codable {
    /// Decodes the settings from a field description (the keys of ``FieldAttribute/all``),
    /// read by ``init(description:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose debug description lists the
    ///   ``FormDefinitionError`` problems.
    public init(from decoder: any Decoder) throws {
        let description = try FormValue(from: decoder)
        do {
            try self.init(description: description)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: error.problems.map(\.description).joined(separator: "; ")))
        }
    }

    /// Encodes the settings as ``descriptionValue`` writes them.
    ///
    /// - Throws: `EncodingError.invalidValue` when an attribute holds Swift code
    ///   (``swiftCodeAttributes``: a value transformer, an action, a closure rule or
    ///   condition), which cannot be encoded; nothing is left out silently.
    public func encode(to encoder: any Encoder) throws {
        let code = swiftCodeAttributes
        guard code.isEmpty else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "field \(key.map { "'\($0)'" } ?? "settings"): "
                        + code.joined(separator: ", ")
                        + " hold Swift code (closures), which cannot be encoded; set them in code after decoding"))
        }
        try descriptionValue.encode(to: encoder)
    }
}
