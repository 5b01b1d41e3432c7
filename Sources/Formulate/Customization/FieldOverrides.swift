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
