/// Everything that can be said about one field, each attribute optional: the one field
/// vocabulary.
///
/// An FXForms override dictionary, a ``FormField`` annotation, the typed
/// ``FormCustomizing/fieldSettings``, each field of a JSON form description and each field
/// ``ModelForm/describe()`` writes are spellings of this one type, read by
/// ``init(description:)`` and written by ``descriptionValue``. Its coding keys are the
/// FXForms attribute names (``FieldAttribute/all``), so it is `Codable` as JSON or a
/// property list; Swift code (value transformers, actions, closure rules and closure
/// conditions) cannot be encoded: ``encode(to:)`` throws an `EncodingError` naming it.
///
/// Settings are merged in this order, later wins: inferred < annotation < entry in
/// `fields`/`extraFields` < per-key override.
///
/// Build settings in any order with modifiers, each returning a copy with one attribute
/// set, starting from `FieldSettings()` or, where the type is known, from the first
/// modifier; or set the properties of a `var`:
///
/// ```swift
/// static var fieldSettings: [String: FieldSettings] {
///     ["bio": .kind(.longText).placeholder("A few words about you"),
///      "port": .title("Port").min(1).max(65535).rules(.required)]
/// }
/// ```
public struct FieldSettings: Sendable {
    /// The field's key (FXForms `key`); needed in `fields` and `extraFields` entries.
    public var key: String?
    /// The kind of field (FXForms `type`).
    public var kind: FieldKind?
    /// The title, used verbatim.
    public var title: String?
    /// Text shown in an empty field.
    public var placeholder: String?
    /// A longer explanation shown with the field.
    public var help: String?
    /// Starts a new section with this header (even "").
    public var header: String?
    /// Ends the field's section with this footer.
    public var footer: String?
    /// The value used when the model's optional value is `nil` (FXForms `default`).
    public var defaultValue: FormValue?
    /// The choices (FXForms `options`).
    public var options: [FieldOption]?
    /// Settings for each item of a collection (FXForms `template`).
    public var template: Template?
    /// Display text for values, and parsing when reversible.
    public var valueTransformer: FieldValueTransformer?
    /// What a button does.
    public var action: FieldAction?
    /// Whether a subform is shown inline rather than on its own screen.
    public var inline: Bool?
    /// Whether a collection's items can be reordered.
    public var sortable: Bool?
    /// The key, inside each item of a collection of subforms, of the field whose text
    /// titles the item ("web-1" rather than "Server 1"); ``FormItemTitled`` says it for an
    /// item type.
    public var itemTitleKey: String?
    /// Whether the field is shown but never written.
    public var readOnly: Bool?
    /// Validation rules, checked in order.
    public var rules: [ValidationRule]?
    /// When the field is hidden.
    public var hidden: FormCondition?
    /// When the field is disabled.
    public var disabled: FormCondition?
    /// When the section this field starts (with its header) is hidden.
    public var sectionHidden: FormCondition?
    /// When the section this field starts (with its header) is disabled.
    public var sectionDisabled: FormCondition?
    /// When the field's rules are checked as it is edited.
    public var validationTiming: ValidationTiming?
    /// The smallest value allowed.
    public var min: FormValue?
    /// The largest value allowed.
    public var max: FormValue?
    /// The step between allowed values.
    public var step: FormValue?
    /// What the text is, for autofill; `nil` keeps what the kind implies.
    public var contentType: TextContentType?
    /// Whether the text has no content type although its kind implies one (an API token
    /// is a password field that no password manager should fill): `"contentType": null`.
    var contentTypeIsNone = false
    /// Whether the text is hidden as it is typed.
    public var secure: Bool?
    /// Whether the field may be empty (`optional`): a description says it; a model's
    /// property says it with its type, and an override cannot change it.
    public var optional: Bool?
    /// Whether choosing an option stores its index (`storesOptionIndex`): a description
    /// says it; for a model, options that are not numbers on a numeric property do.
    public var storesOptionIndex: Bool?
    /// Whether a collection is a dictionary keyed by strings (`dictionary`): a description
    /// says it; a model's `[String: Value]` property does.
    public var dictionary: Bool?
    /// The fields of a subform (`fields`), in a description; a model's nested type has its own.
    public var fields: [FieldSettings]?
    /// The field's value (`value`) in a description: the value of a form loaded from it,
    /// and in a collection's `item`, the value a new item starts with.
    public var value: FormValue?

    /// Settings for the items of a collection.
    public final class Template: Sendable {
        /// The item settings.
        public let settings: FieldSettings
        /// Wraps item settings.
        public init(_ settings: FieldSettings) { self.settings = settings }
    }

    /// Empty settings: every attribute `nil`, which keeps what was inferred. Set attributes
    /// with the modifiers (`FieldSettings().title("Port")`) or as properties.
    public init() {}

    /// These settings with every attribute that `other` sets replaced by `other`'s.
    public func merging(_ other: FieldSettings) -> FieldSettings {
        var merged = self
        merged.key = other.key ?? key
        merged.kind = other.kind ?? kind
        merged.title = other.title ?? title
        merged.placeholder = other.placeholder ?? placeholder
        merged.help = other.help ?? help
        merged.header = other.header ?? header
        merged.footer = other.footer ?? footer
        merged.defaultValue = other.defaultValue ?? defaultValue
        merged.options = other.options ?? options
        merged.template = other.template ?? template
        merged.valueTransformer = other.valueTransformer ?? valueTransformer
        merged.action = other.action ?? action
        merged.inline = other.inline ?? inline
        merged.sortable = other.sortable ?? sortable
        merged.itemTitleKey = other.itemTitleKey ?? itemTitleKey
        merged.readOnly = other.readOnly ?? readOnly
        merged.rules = other.rules ?? rules
        merged.hidden = other.hidden ?? hidden
        merged.disabled = other.disabled ?? disabled
        merged.sectionHidden = other.sectionHidden ?? sectionHidden
        merged.sectionDisabled = other.sectionDisabled ?? sectionDisabled
        merged.validationTiming = other.validationTiming ?? validationTiming
        merged.min = other.min ?? min
        merged.max = other.max ?? max
        merged.step = other.step ?? step
        merged.contentType = other.contentType ?? contentType
        merged.contentTypeIsNone = other.contentTypeIsNone || (other.contentType == nil && contentTypeIsNone)
        merged.secure = other.secure ?? secure
        merged.optional = other.optional ?? optional
        merged.storesOptionIndex = other.storesOptionIndex ?? storesOptionIndex
        merged.dictionary = other.dictionary ?? dictionary
        merged.fields = other.fields ?? fields
        merged.value = other.value ?? value
        return merged
    }
}
