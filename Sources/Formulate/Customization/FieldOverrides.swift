/// An FXForms-style override: attribute names to values.
///
/// The keys are FXForms' (`key type title placeholder default options template
/// valueTransformer action header footer inline sortable`) plus Formulate's (`help
/// readOnly rules hidden disabled sectionHidden sectionDisabled validation min max step
/// contentType secure`), so configurations
/// written for FXForms, or kept in JSON or a property list, carry over. They are the
/// attribute names of a form description too, and both are read by the same code into a
/// ``FieldSettings``: JSON-ready values (strings, numbers, Booleans, arrays, nested
/// dictionaries) go through ``FieldSettings/init(description:)``; typed values
/// (``ValidationRule``s, a ``FieldSettings`` template) and Swift code (value
/// transformers, actions, closure conditions) are taken as they are.
///
/// ```swift
/// ["title": "Email Address", "header": "Account", "placeholder": "you@example.com"]
/// ```
public typealias FieldOverrides = [String: Any]

/// The attribute names an override dictionary may use.
public enum FieldAttribute {
    /// Every attribute Formulate reads (`item` is the description's name for FXForms'
    /// `template`).
    public static let all: [String] = [
        "key", "type", "title", "placeholder", "default", "options", "template", "valueTransformer",
        "action", "header", "footer", "inline", "sortable", "itemTitleKey", "help", "readOnly", "rules", "hidden",
        "disabled", "sectionHidden", "sectionDisabled", "validation", "min", "max", "step", "contentType", "secure",
        "optional", "storesOptionIndex", "dictionary", "item", "fields", "value",
    ]
    /// Attributes a form description gives and a model's property decides by itself: an
    /// override of a model's field cannot set them.
    public static let describedOnly: Set<String> = ["optional", "storesOptionIndex", "dictionary", "fields", "value"]
    /// FXForms attributes about UIKit views, accepted and ignored.
    public static let ignored: Set<String> = ["cell", "class", "viewController", "segue"]
}

/// What a button field does when it is pressed: FXForms' `action`.
///
/// The action is given the form's current values (the draft, not yet committed) and the
/// button's key.
public struct FieldAction: Sendable {
    /// Runs the action.
    public let perform: @Sendable (_ values: [String: FormValue], _ key: String) -> Void

    /// Creates an action.
    public init(_ perform: @escaping @Sendable (_ values: [String: FormValue], _ key: String) -> Void) {
        self.perform = perform
    }
}

/// Turns a field's values (and its options) into display text and, if reversible, reads
/// typed text back: FXForms' `valueTransformer`.
///
/// ```swift
/// let cents = FieldValueTransformer(
///     display: { value in value.doubleValue.map { String(format: "$%.2f", $0 / 100) } ?? "" },
///     parse: { text in Double(text.dropFirst()).map { .int(Int(($0 * 100).rounded())) } }
/// )
/// ```
public struct FieldValueTransformer: Sendable {
    /// The text shown for a value.
    public let display: @Sendable (FormValue) -> String
    /// Reads typed text back into a value; `nil` when the transformer is not reversible.
    public let parse: (@Sendable (String) -> FormValue?)?

    /// Creates a transformer; pass `parse` to make it reversible.
    public init(display: @escaping @Sendable (FormValue) -> String, parse: (@Sendable (String) -> FormValue?)? = nil) {
        self.display = display
        self.parse = parse
    }

    /// Whether typed text can be read back through this transformer.
    public var isReversible: Bool { parse != nil }
}

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
