/// A property found by inspection, before customization: its key path from the root
/// model, where its accessor is, what its type says, and what its annotation says.
///
/// Not generic: the accessor (a `FieldAccessor<Model>`) stays in the inspector's list, and
/// the property holds its position there. Unspecialized generic code asks the runtime for
/// the metadata of every generic value it copies, which cost more than the copies.
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
    var annotation: FieldSettings?
    var inference: LeafInference?
    /// For nested models: their properties.
    var children: [InspectedProperty]?
    /// For optional nested models: whether one can be created when `nil`.
    var canCreate: Bool = true
}
