/// What the form says when it cannot make a value of a type (a new item, an optional
/// subform switched on) because the type does not adopt ``DefaultConstructible``: Swift
/// may well have given the type an `init()`, which the form cannot call without the protocol.
enum DefaultConstructibleHint {
    /// `Step does not adopt DefaultConstructible ...`, with the one line that adopts it.
    static func missing(_ typeName: String) -> String {
        "\(typeName) does not adopt DefaultConstructible, which the form needs to call its init(): "
            + "add `extension \(typeName): DefaultConstructible {}` (the protocol only declares init(), "
            + "which \(typeName) already has when every stored property has a default)"
    }
}
