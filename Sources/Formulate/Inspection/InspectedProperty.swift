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

/// Where one level of a model reads its ``FormField`` annotations from during inspection,
/// and whether every value of the level's type would give the same ones.
///
/// Annotations live in values (a wrapper's settings), but a type's form is built once and
/// shared: reading them from whichever value comes first would make the form depend on
/// it (a value decoded from JSON has lost them). So they are read from `init()` where the
/// type is ``DefaultConstructible`` (Swift cannot call a type's `init()` by reflection;
/// the protocol is how a type offers it), from a value made in code otherwise, and a type
/// whose values may have lost them is refused with a ``FormDefinitionError``.
enum AnnotationSource {
    /// `init()` of a ``DefaultConstructible`` type, or a value inside one: the annotations
    /// its declaration gives.
    case canonical
    /// A value made in code (the value a form is built with, of a type that is not
    /// `Decodable`): it carries the annotations its declaration gives.
    case madeInCode
    /// A value of a `Decodable` type, which may have been decoded from JSON and lost its
    /// annotations. The type is kept, not the reason in words: most types have no
    /// annotation, and the reason is worded only for one that has. // perf: scenario 1
    case decoded(Any.Type)
    /// A value that may have lost its annotations, and why.
    case unreadable(String)

    /// The source of a model's own properties: `Model()` when `isCanonical`, else the value
    /// the form is built with.
    static func root(_ type: Any.Type, isCanonical: Bool) -> AnnotationSource {
        if isCanonical { return .canonical }
        return type is any Decodable.Type ? .decoded(type) : .madeInCode
    }

    /// Whether this is `init()` of the type or a value inside it.
    var isCanonical: Bool {
        if case .canonical = self { return true }
        return false
    }

    /// The source of a nested model of type `type` at `key`, which is not
    /// ``DefaultConstructible`` (one that is reads its own `init()`), in a value read from
    /// this source.
    func nested(_ type: Any.Type, key: String, isOptional: Bool) -> AnnotationSource {
        if type is any Decodable.Type, !isCanonical { return .decoded(type) }
        if isOptional { return .unreadable("\(key) is optional, and a nil \(type) carries none of them") }
        guard let reason else { return self }
        return .unreadable("\(key) lies in a value that may have lost them: \(reason)")
    }

    /// Why a value from this source may have lost its annotations; `nil` when it cannot.
    private var reason: String? {
        switch self {
        case .canonical, .madeInCode: return nil
        case .decoded(let type): return Self.decodedReason(type)
        case .unreadable(let reason): return reason
        }
    }

    /// Why annotations of `type` read from this source may differ from value to value, as a
    /// definition problem; `nil` when they cannot.
    func unreadableReason(of type: Any.Type) -> String? {
        guard let reason else { return nil }
        return "\(type) has @FormField annotations, and \(reason), so its form would depend on the value it is "
            + "first built from; adopt DefaultConstructible so that they are read from \(type)() "
            + "(`extension \(type): DefaultConstructible {}` is enough when every property has a default)"
    }

    private static func decodedReason(_ type: Any.Type) -> String {
        "a \(type) decoded from JSON (it is Decodable) carries none of them"
    }
}
