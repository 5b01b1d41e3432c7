/// What a ``ValidationRule`` may know about the field it checks and the form around it.
///
/// The form that runs rules builds one context per field. Rules never change anything
/// through it: `valueOf` and `titleOf` only read.
///
/// ```swift
/// let context = RuleContext(key: "confirmPassword", title: "Confirm Password",
///                           kind: .password, valueOf: { key in values[key] })
/// let error = ValidationRule.equalsField("password").validate("secret", in: context)
/// ```
public struct RuleContext {
    /// The key path of the field being checked (`account.email`); errors carry it.
    public var key: String
    /// The field's title as shown to a person (`Email Address`); default messages use it.
    public var title: String
    /// The kind of the field. Comparison rules read text typed into a numeric field
    /// (`.integer`, `.unsigned`, `.decimal`) as a number.
    public var kind: FieldKind
    /// The current value of another field of the form, by key path, or `nil` when the form
    /// has no such field. A field that exists but has no value should give `.null`.
    /// A hidden field should still give its value: only a missing field is `nil`.
    public var valueOf: (String) -> FormValue?
    /// The title of another field of the form, by key path, or `nil` when unknown; used by
    /// messages that mention another field ("Confirm Password must match Password.").
    public var titleOf: (String) -> String?
    /// The index (from 0) of the item being checked when the field is a collection's item,
    /// which its errors carry as their `index` argument.
    var itemIndex: Int?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - key: The key path of the field being checked.
    ///   - title: The field's title, used in default messages (the key when empty).
    ///   - kind: The kind of the field; `.text` when not given.
    ///   - valueOf: Other fields' current values by key path; `nil` for a field that does
    ///     not exist. By default no other field exists.
    ///   - titleOf: Other fields' titles by key path. By default messages name other fields
    ///     by their keys.
    public init(
        key: String,
        title: String,
        kind: FieldKind = .text,
        valueOf: @escaping (String) -> FormValue? = { _ in nil },
        titleOf: @escaping (String) -> String? = { _ in nil }
    ) {
        self.key = key
        self.title = title
        self.kind = kind
        self.valueOf = valueOf
        self.titleOf = titleOf
    }

    /// The name default messages use for this field: the title, else the key, else
    /// "This field".
    var displayTitle: String {
        if !title.isEmpty { return title }
        return key.isEmpty ? "This field" : key
    }
}
