/// An FXForms-style override: attribute names to values.
///
/// The keys are FXForms' (`key type title placeholder default options template
/// valueTransformer action header footer inline sortable`) plus Formulate's (`help
/// readOnly rules hidden disabled sectionHidden sectionDisabled validation min max step
/// contentType secure`), so configurations
/// written for FXForms, or kept in JSON or a property list, carry over.
///
/// ```swift
/// ["title": "Email Address", "header": "Account", "placeholder": "you@example.com"]
/// ```
public typealias FieldOverrides = [String: Any]

/// The attribute names an override dictionary may use.
public enum FieldAttribute {
    /// Every attribute Formulate reads.
    public static let all: [String] = [
        "key", "type", "title", "placeholder", "default", "options", "template", "valueTransformer",
        "action", "header", "footer", "inline", "sortable", "help", "readOnly", "rules", "hidden",
        "disabled", "sectionHidden", "sectionDisabled", "validation", "min", "max", "step", "contentType", "secure",
    ]
    /// FXForms attributes about UIKit views, accepted and ignored.
    public static let ignored: Set<String> = ["cell", "class", "viewController", "segue"]
}
