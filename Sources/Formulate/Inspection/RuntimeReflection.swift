// The only file that uses the Swift runtime's reflection SPI. Everything the rest of
// Formulate knows about stored properties' key paths, and about enum case names, comes
// through here.
@_spi(Reflection) import Swift

/// Stored properties of a struct, with their key paths, in declaration order.
enum StoredFields {
    /// `ignoreUnknown`: skip closures, weak and unowned references instead of stopping.
    /// Built from its raw value because the static option properties are not
    /// concurrency-safe in Swift 6.
    private static let options = _EachFieldOptions(rawValue: 2)

    /// Each stored property's name and key path (`WritableKeyPath` for `var`, `KeyPath`
    /// for `let`), or `nil` when `type` is not a struct.
    ///
    /// Key paths made this way write storage directly: `didSet` observers and property
    /// wrappers' setters do not run.
    ///
    /// The key paths are held as `AnyKeyPath` (each is a `PartialKeyPath<Root>`): an array of
    /// a non-generic type is appended to without asking the runtime for the metadata of
    /// `PartialKeyPath<Root>`, a tuple and an array per property, which cost as much as the
    /// rest of collecting them.
    static func of<Root>(_ type: Root.Type) -> [(name: String, keyPath: AnyKeyPath)]? {
        // The runtime walks any metadata it is given as a struct's, and crashes on an
        // existential (`Any`, `any Error`): ask the metadata's kind first.
        guard isStruct(type) else { return nil }
        var fields: [(name: String, keyPath: AnyKeyPath)] = []
        let isStruct = _forEachFieldWithKeyPath(of: type, options: options) { name, keyPath in
            fields.append((String(cString: name), keyPath))
            return true
        }
        return isStruct ? fields : nil
    }
}

extension StoredFields {
    /// Every stored property of a struct, with or without a key path (closures, weak and
    /// unowned references have none), and whether it holds a function; from the type's
    /// metadata, reading no value. Empty when `type` is not a struct.
    static func allFields(of type: Any.Type, besides count: Int? = nil) -> [(label: String, isFunction: Bool)] {
        guard isStruct(type) else { return [] }
        // Resolving each field's type costs as much as a Mirror child: `count` (the number
        // of stored properties with a key path, when known) says whether there is any other.
        if let count, fieldCount(type) == count { return [] }
        var fields: [(label: String, isFunction: Bool)] = []
        _ = _forEachField(of: type, options: options) { name, _, _, kind in
            fields.append((String(cString: name), kind == .function))
            return true
        }
        return fields
    }

    /// The kind of a struct's metadata in the Swift ABI (`MetadataKind::Struct`).
    private static let structKind: UInt = 0x200

    /// Whether `type` is a struct (not an enum, tuple, function, existential or class).
    static func isStruct(_ type: Any.Type) -> Bool {
        swiftMetadataKind(type) == structKind
    }

    /// The kind of an `Optional`'s metadata in the Swift ABI (`MetadataKind::Optional`).
    private static let optionalKind: UInt = 0x202

    /// Whether `type` may be an `Optional`: `false` means it is not one, from its metadata's
    /// kind, without the conformance look-up of `as? any OptionalProtocol.Type`. Ask the
    /// cast when this is `true`. // perf: scenario 1
    static func mayBeOptional(_ type: Any.Type) -> Bool {
        swiftMetadataKind(type) == optionalKind
    }
}

/// The kind of a type's metadata, asked of the runtime (the standard library's own
/// `_MetadataKind` asks the same function), rather than read from the metadata's memory.
@_silgen_name("swift_getMetadataKind")
private func swiftMetadataKind(_ type: Any.Type) -> UInt

/// How many stored properties a struct has (its metadata's field count), for `allFields`.
private func fieldCount(_ type: Any.Type) -> Int {
    swiftReflectionRecursiveCount(type)
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func swiftReflectionRecursiveCount(_ type: Any.Type) -> Int

/// The names of enum cases as written in the source, even for enums whose
/// `description` says something else.
enum EnumCaseName {
    /// The case name of `value`, an enum case without a payload; `nil` if the runtime has
    /// no name for it (reflection metadata stripped).
    static func of<T>(_ value: T) -> String? {
        swiftEnumCaseName(value).map { String(cString: $0) }
    }
}

@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

extension StoredFields {
    /// The names of a class's stored properties, its superclasses' first, from the type's
    /// metadata (reading no value); empty when `type` is not a class.
    static func classFieldNames(of type: Any.Type) -> [String] {
        guard type is AnyObject.Type else { return [] }
        var names: [String] = []
        // `classType` (1) walks a class's metadata; `ignoreUnknown` (2) as above.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 | 2)) { name, _, _, _ in
            names.append(String(cString: name))
            return true
        }
        return names
    }
}
