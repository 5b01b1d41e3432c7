import Formulate

/// What a field's values look like in JSON, whatever the field's Swift type: text (with
/// a `format`), a number, a choice among options, an array, an object.
enum ValueShape {
    /// A string; `format` is what the text is (`email`, `uri`, `date`...), if anything.
    case text(format: String?)
    /// A whole number; `nonNegative` for unsigned integers and bits.
    case integer(nonNegative: Bool)
    /// Any number.
    case number
    /// `true` or `false`.
    case boolean
    /// One of the options' values (indices for fields that store the option's index).
    case choice([FieldOption])
    /// Any number of distinct option values, as an array: multiple choices, and the bits
    /// of a bitfield.
    case choices([FieldOption])
    /// An array of items like `item`.
    case list(item: Field?)
    /// A dictionary: an object whose members, under any valid key, are like `item`.
    case entries(item: Field?)
    /// A nested object.
    case object
    /// Values with no type the schema can state (a choice without options).
    case untyped

    /// The shape of `field`'s values.
    init(of field: Field) {
        switch field.kind {
        case .text, .longText, .password, .phone, .email, .url:
            // An email or URL format comes from the field's constraints (its kind implies
            // the rule), like every other format.
            self = .text(format: field.kind == .text && field.typeName.hasPrefix("UUID") ? "uuid" : nil)
        case .date: self = .text(format: "date")
        case .time: self = .text(format: "time")
        case .dateTime: self = .text(format: "date-time")
        case .integer: self = .integer(nonNegative: false)
        case .unsigned: self = .integer(nonNegative: true)
        case .decimal: self = .number
        case .boolean: self = .boolean
        case .option:
            if field.options.isEmpty {
                self = .untyped
            } else if field.storesOptionIndex {
                self = .choice(field.options.enumerated().map { FieldOption($1.title, value: .int($0)) })
            } else {
                self = .choice(field.options)
            }
        case .multipleChoice: self = .choices(field.options)
        case .bitfield: self = field.options.isEmpty ? .integer(nonNegative: true) : .choices(field.options)
        case .collection:
            self = field.isDictionary ? .entries(item: field.itemTemplate) : .list(item: field.itemTemplate)
        case .subform: self = .object
        case .label, .button: self = .untyped
        }
    }

    /// The JSON types of the values, `null` aside: `["string"]`, or none when unknown.
    var jsonTypes: [String] {
        switch self {
        case .text: return ["string"]
        case .integer: return ["integer"]
        case .number: return ["number"]
        case .boolean: return ["boolean"]
        case .choice(let options): return Self.jsonTypes(of: options.map(\.value))
        case .choices, .list: return ["array"]
        case .object, .entries: return ["object"]
        case .untyped: return []
        }
    }

    /// The options, for choice shapes.
    var options: [FieldOption]? {
        switch self {
        case .choice(let options), .choices(let options): return options
        default: return nil
        }
    }

    /// Whether values are strings that length rules and patterns apply to.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// Whether values are numbers that bounds apply to.
    var isNumeric: Bool {
        switch self {
        case .integer, .number: return true
        default: return false
        }
    }

    /// Whether values are arrays that item counts apply to.
    var isArray: Bool {
        switch self {
        case .choices, .list: return true
        default: return false
        }
    }

    /// Whether values are dictionaries, objects whose entry counts apply.
    var isEntries: Bool {
        if case .entries = self { return true }
        return false
    }

    /// The distinct JSON types of `values`, in order; `number` absorbs `integer`.
    static func jsonTypes(of values: [FormValue]) -> [String] {
        var types: [String] = []
        for value in values {
            let type: String
            switch value {
            case .null: continue
            case .bool: type = "boolean"
            case .int, .uint: type = "integer"
            case .double, .decimal: type = "number"
            case .string, .date: type = "string"
            case .array: type = "array"
            case .object: type = "object"
            }
            if !types.contains(type) { types.append(type) }
        }
        if types.contains("number") { types.removeAll { $0 == "integer" } }
        return types
    }
}
