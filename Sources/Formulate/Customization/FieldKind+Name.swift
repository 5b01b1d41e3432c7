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
