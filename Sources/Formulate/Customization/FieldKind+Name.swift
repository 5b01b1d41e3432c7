extension FieldKind {
    /// A kind from its description name, accepting FXForms' type names too
    /// (`float` for decimal, `longtext`, `datetime`, `multiselect`) and other common
    /// spellings (`decimal`, `tel`, `int`, `bool`), in any case; the table of
    /// <doc:DynamicForms> lists them.
    public init?(name: String) {
        if let k = FieldKind(rawValue: name) { self = k; return }
        let lowered = name.lowercased()
        if let alias = Self.otherNames.first(where: { $0.name == lowered }) { self = alias.kind; return }
        guard let k = FieldKind.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = k
    }

    /// The names a description may give a kind besides its own (``rawValue``): FXForms'
    /// and the common spellings of other tools.
    static let otherNames: [(name: String, kind: FieldKind)] = [
        ("textview", .longText), ("tel", .phone), ("telephone", .phone), ("int", .integer), ("uint", .unsigned),
        ("decimal", .decimal), ("float", .decimal), ("bool", .boolean), ("switch", .boolean), ("toggle", .boolean),
        ("multiplechoice", .multipleChoice), ("multiple", .multipleChoice), ("date-time", .dateTime),
        ("datetimelocal", .dateTime),
    ]

    /// Every name a description accepts as a type, for a message: each kind's own, then
    /// the other spellings with the kind they name (`decimal` and `float` are `number`).
    static var descriptionNames: String {
        let others = FieldKind.allCases.compactMap { kind -> String? in
            let names = otherNames.filter { $0.kind == kind }.map(\.name)
            return names.isEmpty ? nil : names.joined(separator: ", ") + " for \(kind.rawValue)"
        }
        return allCases.map(\.rawValue).joined(separator: ", ") + " (also " + others.joined(separator: "; ") + ")"
    }
}
