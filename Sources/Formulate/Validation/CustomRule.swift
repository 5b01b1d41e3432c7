/// A check written in Swift: a name, what it implies for renderers, and the check itself.
///
/// Make one with ``ValidationRule/closure(name:message:skipsBlank:implies:_:)``. A custom rule
/// implies nothing unless it lists the built-in rules it implies (`implies: [.required]`):
/// then renderers announce those rules' constraints, and the form checks them too, before
/// the closure, so nothing is announced that the server does not keep.
public struct CustomRule: Sendable {
    /// The rule's name: the ``FormError/code`` of its errors.
    public let name: String
    /// The built-in rules this rule implies, checked before `check` runs.
    public let implies: [ValidationRule]
    /// Whether blank values pass without running the check.
    public let skipsBlank: Bool
    /// Keys of other fields the check reads through ``RuleContext/valueOf``.
    public let referencedFieldKeys: [String]
    /// The check: `true` when the value passes.
    let check: @Sendable (FormValue, RuleContext) -> Bool
}
