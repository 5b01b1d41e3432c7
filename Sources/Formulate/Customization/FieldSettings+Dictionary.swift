import Foundation

extension FieldSettings {
    /// Reads an FXForms-style override dictionary.
    ///
    /// - Throws: a problem naming the attribute and the expected type when a value has the
    ///   wrong type, or suggesting the closest attribute for a misspelt name.
    public init(overrides: FieldOverrides, for field: String?) throws(FormDefinitionError.Problem) {
        self.init()
        for (attribute, value) in overrides.sorted(by: { $0.key < $1.key }) {
            try apply(attribute, value, field: field)
        }
    }

    private mutating func apply(_ attribute: String, _ value: Any, field: String?) throws(FormDefinitionError.Problem) {
        func problem(_ expected: String) -> FormDefinitionError.Problem {
            FormDefinitionError.Problem(
                key: field, reason: .invalidAttribute,
                message: "attribute '\(attribute)' must be \(expected), not \(String(describing: type(of: value)))")
        }
        func string() throws(FormDefinitionError.Problem) -> String {
            guard let s = value as? String else { throw problem("a String") }
            return s
        }
        func bool() throws(FormDefinitionError.Problem) -> Bool {
            guard let b = value as? Bool else { throw problem("a Bool") }
            return b
        }
        func number() throws(FormDefinitionError.Problem) -> FormValue {
            guard let v = FormValue(any: value), v.isNumber || v.stringValue == nil && !v.isNull else {
                throw problem("a number")
            }
            return v
        }
        func condition() throws(FormDefinitionError.Problem) -> FormCondition {
            if let c = value as? FormCondition { return c }
            if let b = value as? Bool { return .always(b) }
            if let s = value as? String { return .predicate(s) }
            if let f = value as? @Sendable (FormValues) -> Bool { return .when(f) }
            throw problem("a Bool, a predicate String or a FormCondition")
        }

        switch attribute {
        case "key": key = try string()
        case "type":
            if let k = value as? FieldKind { kind = k; return }
            let name = try string()
            guard let k = FieldKind(name: name) else {
                throw FormDefinitionError.Problem(
                    key: field, reason: .invalidAttribute,
                    message:
                        "unknown type '\(name)'\(ClosestMatch.didYouMean(name, among: FieldKind.allCases.map(\.rawValue))); "
                        + "expected one of " + FieldKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = k
        case "title": title = try string()
        case "placeholder": placeholder = try string()
        case "help": help = try string()
        case "header": header = try string()
        case "footer": footer = try string()
        case "default":
            guard let v = FormValue(any: value) else { throw problem("a string, number, Bool, date or enum value") }
            defaultValue = v
        case "options": options = try Self.options(from: value, problem: problem("an array of values or FieldOption"))
        case "template":
            if let t = value as? FieldSettings { template = Template(t); return }
            guard let dictionary = value as? FieldOverrides else { throw problem("a dictionary or FieldSettings") }
            template = Template(try FieldSettings(overrides: dictionary, for: field.map { "\($0) (template)" }))
        case "valueTransformer":
            if let t = value as? FieldValueTransformer { valueTransformer = t; return }
            if let f = value as? @Sendable (FormValue) -> String {
                valueTransformer = FieldValueTransformer(display: f); return
            }
            throw problem("a FieldValueTransformer or a @Sendable (FormValue) -> String closure")
        case "action":
            if let a = value as? FieldAction { action = a; return }
            if let f = value as? @Sendable () -> Void { action = FieldAction { _, _ in f() }; return }
            throw problem("a FieldAction or a @Sendable () -> Void closure")
        case "inline": inline = try bool()
        case "sortable": sortable = try bool()
        case "readOnly": readOnly = try bool()
        case "secure": secure = try bool()
        case "rules":
            if let r = value as? [ValidationRule] { rules = r; return }
            if let r = value as? ValidationRule { rules = [r]; return }
            throw problem("an array of ValidationRule")
        case "hidden": hidden = try condition()
        case "disabled": disabled = try condition()
        case "sectionHidden": sectionHidden = try condition()
        case "sectionDisabled": sectionDisabled = try condition()
        case "validation":
            if let timing = value as? ValidationTiming { validationTiming = timing; return }
            let name = try string()
            guard let timing = ValidationTiming(rawValue: name) else {
                throw FormDefinitionError.Problem(
                    key: field, reason: .invalidAttribute,
                    message: "unknown validation timing '\(name)'; expected one of "
                        + ValidationTiming.allCases.map(\.rawValue).joined(separator: ", "))
            }
            validationTiming = timing
        case "min": min = try number()
        case "max": max = try number()
        case "step": step = try number()
        case "contentType":
            if let c = value as? TextContentType { contentType = c; return }
            let name = try string()
            guard let c = TextContentType(rawValue: name) else {
                throw FormDefinitionError.Problem(
                    key: field, reason: .invalidAttribute,
                    message:
                        "unknown contentType '\(name)'\(ClosestMatch.didYouMean(name, among: TextContentType.allCases.map(\.rawValue)))"
                )
            }
            contentType = c
        default:
            if FieldAttribute.ignored.contains(attribute) { return }
            throw FormDefinitionError.Problem(
                key: field, reason: .unknownAttribute,
                message:
                    "unknown attribute '\(attribute)'\(ClosestMatch.didYouMean(attribute, among: FieldAttribute.all))")
        }
    }

    /// Options given as `FieldOption`s, or as plain values whose titles are their text.
    private static func options(from value: Any, problem: @autoclosure () -> FormDefinitionError.Problem)
        throws(FormDefinitionError.Problem) -> [FieldOption]
    {
        if let typed = value as? [FieldOption] { return typed }
        guard let list = value as? [Any] else { throw problem() }
        var options: [FieldOption] = []
        for item in list {
            if let option = item as? FieldOption { options.append(option); continue }
            guard let v = FormValue(any: item), !v.isNull else { throw problem() }
            let title = (item as? CustomStringConvertible)?.description ?? OptionText.display(v)
            options.append(FieldOption(title, value: v))
        }
        return options
    }
}

extension FieldKind {
    /// A kind from its description name, accepting FXForms' type names too
    /// (`float` for decimal, `longtext`, `datetime`, `multiselect`).
    public init?(name: String) {
        if let k = FieldKind(rawValue: name) { self = k; return }
        switch name.lowercased() {
        case "longtext", "textview": self = .longText
        case "float", "decimal", "number": self = .decimal
        case "datetime", "date-time", "datetimelocal": self = .dateTime
        case "multiselect", "multiplechoice", "multiple": self = .multipleChoice
        case "bool", "switch", "toggle": self = .boolean
        case "int": self = .integer
        case "uint": self = .unsigned
        case "tel", "telephone": self = .phone
        default:
            guard let k = FieldKind.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                return nil
            }
            self = k
        }
    }
}
