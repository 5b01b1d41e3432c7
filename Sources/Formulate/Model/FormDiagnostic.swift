/// Something inspection noticed about a model and dealt with quietly: a property left out
/// of the form, shown read-only, or a collection that cannot get new items, with the reason.
///
/// Diagnostics are never printed; read them from ``ModelForm/diagnostics`` when a field you
/// expected is missing.
public struct FormDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What happened to the property.
    public enum Action: String, Sendable, Hashable {
        /// The property is not in the form.
        case excluded
        /// The property is in the form but cannot be edited.
        case readOnly
        /// The collection's items are edited, removed and moved, but the form cannot add
        /// one: it cannot make a value of the item type (it is not ``DefaultConstructible``).
        case noNewItems
    }

    /// The property's key path.
    public var key: String
    /// What happened to it.
    public var action: Action
    /// Why, and how to change it.
    public var reason: String

    /// Creates a diagnostic.
    public init(key: String, action: Action, reason: String) {
        self.key = key
        self.action = action
        self.reason = reason
    }

    /// `key: excluded: reason`.
    public var description: String { "\(key): \(action.rawValue): \(reason)" }
}
