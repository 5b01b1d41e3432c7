/// A property found by inspection, before customization: its key path from the root
/// model, where its accessor is, and what its type says. Its annotation, if any, is in
/// ``ModelInspector/annotations`` under its ``accessorIndex``.
///
/// Not generic: the accessor (a `FieldAccessor<Model>`) stays in the inspector's list, and
/// the property holds its position there. Unspecialized generic code asks the runtime for
/// the metadata of every generic value it copies, which cost more than the copies. Nor does
/// it hold its annotation (a ``FieldSettings``, some thirty optionals).
///
/// An immutable class: a draft and the steps that finish it look at their property a dozen
/// times, and each look at an optional struct copied it (retaining its strings, its
/// inference and its children).
final class InspectedProperty {
    /// The dotted key path from the root model.
    let key: String
    /// The last component of ``key`` (the property's own name), for its title.
    let name: String
    /// The declared type, with `Optional` removed.
    let valueType: Any.Type
    let isOptional: Bool
    /// The position of the property's accessor in ``ModelInspector/accessors``.
    let accessorIndex: Int
    /// Why the field cannot be written, if it cannot.
    let readOnlyReason: String?
    let inference: LeafInference?
    /// For nested models: their properties.
    let children: [InspectedProperty]?
    /// For optional nested models: whether one can be created when `nil`.
    let canCreate: Bool

    init(
        key: String, name: String, valueType: Any.Type, isOptional: Bool, accessorIndex: Int,
        readOnlyReason: String?,
        inference: LeafInference? = nil, children: [InspectedProperty]? = nil, canCreate: Bool = true
    ) {
        self.key = key
        // A declared key path's name (``FormKeyPath``) may hold a dot; a property's never does.
        let hasDot = name.containsUTF8Byte { $0 == UInt8(ascii: ".") }
        self.name = hasDot ? SchemaDraft.lastComponent(of: key) : name
        self.valueType = valueType
        self.isOptional = isOptional
        self.accessorIndex = accessorIndex
        self.readOnlyReason = readOnlyReason
        self.inference = inference
        self.children = children
        self.canCreate = canCreate
    }
}
