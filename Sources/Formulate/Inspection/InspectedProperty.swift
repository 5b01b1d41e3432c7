/// A property found by inspection, before customization: its key path from the root
/// model, where its accessor is, and what its type says. Its annotation, if any, is in
/// ``ModelInspector/annotations`` under its ``accessorIndex``.
///
/// Not generic: the accessor (a `FieldAccessor<Model>`) stays in the inspector's list, and
/// the property holds its position there. Unspecialized generic code asks the runtime for
/// the metadata of every generic value it copies, which cost more than the copies. Nor does
/// it hold its annotation (a ``FieldSettings``, some thirty optionals): building and
/// finishing a field copies its property several times.
struct InspectedProperty {
    /// The dotted key path from the root model.
    var key: String
    /// The declared type, with `Optional` removed.
    var valueType: Any.Type
    var isOptional: Bool
    /// The position of the property's accessor in ``ModelInspector/accessors``.
    var accessorIndex: Int
    /// Why the field cannot be written, if it cannot.
    var readOnlyReason: String?
    var inference: LeafInference?
    /// For nested models: their properties.
    var children: [InspectedProperty]?
    /// For optional nested models: whether one can be created when `nil`.
    var canCreate: Bool = true
}
