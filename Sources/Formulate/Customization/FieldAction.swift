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
