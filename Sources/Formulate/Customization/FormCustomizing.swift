/// Central, FXForms-style customization of a model's form.
///
/// Adopt it on the model type and implement what you need; every requirement has a
/// default that keeps what was inferred.
///
/// ```swift
/// extension Settings: FormCustomizing {
///     static var excludedFields: [String] { ["internalID"] }
///     static func overrides(for key: String) -> FieldOverrides? {
///         key == "email" ? ["title": "Email Address", "header": "Account"] : nil
///     }
/// }
/// ```
///
/// Merge order, later wins: inferred < ``FormField`` annotation < entry in ``fields`` or
/// ``extraFields`` < ``fieldOverrides`` < ``overrides(for:)`` < ``fieldSettings``.
/// A nested model type can adopt it too; its keys are then relative to it, and so are the
/// fields its conditions name (`$asNeeded`, wherever the type sits), and the enclosing
/// model's customization (with dotted keys, naming fields from the top) wins over it.
public protocol FormCustomizing {
    /// The fields to show, in order, replacing the inferred list; `nil` keeps every
    /// inferred field in declaration order. Entries are keys or override dictionaries
    /// with a `key`.
    static var fields: [FieldEntry]? { get }
    /// Virtual fields appended after the others: buttons, labels.
    static var extraFields: [FieldEntry] { get }
    /// Keys to leave out of the form.
    static var excludedFields: [String] { get }
    /// FXForms override dictionaries by field key (dotted for nested fields). A key that is
    /// not a field is an error naming the closest field.
    static var fieldOverrides: [String: FieldOverrides] { get }
    /// Typed overrides by field key (dotted for nested fields), applied after
    /// ``fieldOverrides``. A key that is not a field is an error naming the closest field.
    static var fieldSettings: [String: FieldSettings] { get }
    /// An FXForms override dictionary for the field at `key` (a dotted key path for
    /// nested fields), or `nil`; asked for every field, after ``fieldOverrides``.
    static func overrides(for key: String) -> FieldOverrides?
    /// Which fields input from outside the program (form data, a JSON body, a command line)
    /// may write; ``FormInput/none`` unless you say otherwise. See ``FormInput``.
    static var inputFields: FormInput { get }
}

extension FormCustomizing {
    /// `nil`: every inferred field.
    public static var fields: [FieldEntry]? { nil }
    /// No extra fields.
    public static var extraFields: [FieldEntry] { [] }
    /// Nothing excluded.
    public static var excludedFields: [String] { [] }
    /// No override.
    public static func overrides(for key: String) -> FieldOverrides? { nil }
    /// No overrides.
    public static var fieldOverrides: [String: FieldOverrides] { [:] }
    /// No overrides.
    public static var fieldSettings: [String: FieldSettings] { [:] }
    /// No field accepts input from outside the program.
    public static var inputFields: FormInput { .none }
}

/// One entry of ``FormCustomizing/fields`` or ``FormCustomizing/extraFields``: a key,
/// an override dictionary with a `key`, or typed ``FieldSettings``.
///
/// ```swift
/// static var fields: [FieldEntry]? {
///     ["email", ["key": "password", "title": "Secret"], FieldEntry(.key("bio").kind(.longText))]
/// }
/// ```
///
/// An entry is `Sendable`, so a list of them can be a `static let`: an override dictionary
/// is read into settings when the entry is made, and a mistake in it is reported when the
/// form is built.
public struct FieldEntry: Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral {
    enum Storage: Sendable {
        case key(String)
        /// An override dictionary as read, with its mistake if it has one.
        case overrides(Result<FieldSettings, FormDefinitionError.Problem>)
        case settings(FieldSettings)
    }

    let storage: Storage

    /// An entry that names a field.
    public init(stringLiteral key: String) { storage = .key(key) }

    /// An entry given as an override dictionary, which must have a `key`.
    public init(dictionaryLiteral elements: (String, Any)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An entry given as an override dictionary, which must have a `key`.
    public init(_ overrides: FieldOverrides) {
        storage = .overrides(
            Result { () throws(FormDefinitionError.Problem) in
                try FieldSettings(overrides: overrides, for: overrides["key"] as? String)
            })
    }

    /// An entry given as typed settings, which must have a `key`.
    public init(_ settings: FieldSettings) { storage = .settings(settings) }

    /// The entry's settings.
    func settings(context: String) throws(FormDefinitionError.Problem) -> FieldSettings {
        switch storage {
        case .key(let key): return FieldSettings.key(key)
        case .settings(let settings):
            guard settings.key != nil else {
                throw FormDefinitionError.Problem(key: nil, message: "an entry in \(context) has no key")
            }
            return settings
        case .overrides(let read):
            let settings = try read.get()
            guard settings.key != nil else {
                throw FormDefinitionError.Problem(key: nil, message: "an entry in \(context) has no 'key'")
            }
            return settings
        }
    }
}
