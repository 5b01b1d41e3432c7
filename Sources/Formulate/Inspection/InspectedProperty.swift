/// A property found by inspection, before customization: its key path from the root
/// model, its accessor, what its type says, and what its annotation says.
struct InspectedProperty<Model> {
    /// The dotted key path from the root model.
    var key: String
    /// The declared type, with `Optional` removed.
    var valueType: Any.Type
    var isOptional: Bool
    var accessor: FieldAccessor<Model>
    /// Why the field cannot be written, if it cannot.
    var readOnlyReason: String?
    var annotation: FieldSettings?
    var inference: LeafInference?
    /// For nested models: their properties.
    var children: [InspectedProperty<Model>]?
    /// For optional nested models: whether one can be created when `nil`.
    var canCreate: Bool = true
}
