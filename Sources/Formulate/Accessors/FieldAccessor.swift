/// Reads and writes one field's value in a model of type `Model`: through `Any` (``read(_:)``,
/// ``write(_:into:)``), and as the form holds it (``formValue(in:)``), with the field's codec.
///
/// Values passed as `Any` are unwrapped: `nil` stands for an optional field that is `nil`.
/// The typed subclasses (`TypedAccessors.swift`) add the fast path that reads and writes a
/// ``FormValue`` without boxing it (``isTyped``). Subclasses hold key paths, which are
/// immutable, so sharing an accessor across threads is safe even though key paths are not
/// `Sendable`.
class FieldAccessor<Model>: @unchecked Sendable {
    /// Whether this is the accessor of a field with no property (it reads `nil` and
    /// writes nothing); stored, not asked of the type. // perf: scenario 1
    let isNone: Bool
    /// Whether ``formValue(in:)`` and ``write(formValue:into:)`` go through the field's own
    /// types, without `Any` (``TypedAccessor``); stored, like ``isNone``.
    let isTyped: Bool
    /// The field's codec; set once by the schema that holds the accessor, before it is shared.
    @exclusivity(unchecked) final private(set) var codec: (any ValueCodec)?
    /// The field's default, shown while the property is `nil`; set with ``codec``.
    @exclusivity(unchecked) final private(set) var defaultValue: FormValue?
    /// Whether ``reading(codec:defaultValue:)`` has set ``codec`` and ``defaultValue``.
    final private var isReading = false

    /// An accessor; `isNone` only for the one that stands for no property.
    init(isNone: Bool = false, isTyped: Bool = false) {
        self.isNone = isNone
        self.isTyped = isTyped
    }

    /// This accessor reading the field with `codec` and `defaultValue`: itself the first
    /// time, a forwarding copy when another field of the schema reads through it already.
    final func reading(codec: (any ValueCodec)?, defaultValue: FormValue?) -> FieldAccessor<Model> {
        let accessor = isReading ? SharedAccessor(self) : self
        accessor.codec = codec
        accessor.defaultValue = defaultValue
        accessor.isReading = true
        return accessor
    }

    /// Whether `write` can change the model.
    var isWritable: Bool { false }

    /// The field's value in `model`.
    func read(_ model: Model) -> Any? { nil }

    /// ``read(_:)`` through a mutable access to `model`, which is left as it was: for a
    /// field stored in the model value's own storage (``isIsolated``), the access is the
    /// property's storage itself, and no getter or setter runs. // perf: scenario 2
    func read(inPlace model: inout Model) -> Any? { read(model) }

    /// Writes `value` into `model`; `false` (and `model` unchanged) when the value is not
    /// of the field's type or the field cannot be written.
    func write(_ value: Any?, into model: inout Model) -> Bool { false }

    /// The field's value in `model` as the form holds it: the codec's, or the default when
    /// the property is `nil` or the codec makes nothing of it; `.null` without a codec.
    func formValue(in model: Model) -> FormValue {
        guard let codec else { return .null }
        guard let value = read(model) else { return defaultValue ?? .null }
        return codec.encode(value) ?? defaultValue ?? .null
    }

    /// ``formValue(in:)`` read through a mutable access to `model` (``read(inPlace:)``).
    final func formValue(inPlace model: inout Model) -> FormValue {
        guard let codec else { return .null }
        guard let value = read(inPlace: &model) else { return defaultValue ?? .null }
        return codec.encode(value) ?? defaultValue ?? .null
    }

    /// Writes what the codec makes of `value` into `model` through the field's own types;
    /// `false`, and `model` unchanged, when it makes nothing of it or the accessor is not
    /// ``isTyped``.
    func write(formValue value: FormValue, into model: inout Model) -> Bool { false }

    /// Whether reading back what ``write(formValue:into:)`` wrote of `value` gives `value`
    /// itself (``ValueCodec/encodesBack(_:)``).
    func encodesBack(_ value: FormValue) -> Bool { codec?.encodesBack(value) ?? false }

    /// The key path of this field when it is a plain key path from `Model`.
    var keyPath: AnyKeyPath? { nil }

    /// The whole key path from `Model` to the field, through nested models
    /// (`\Settings.notifications.sound`), when there is one: what a developer writes to name
    /// the field.
    var pathFromModel: AnyKeyPath? { keyPath }

    /// Whether a write stores the value in the model value's own storage for this field and
    /// nowhere else: a stored property reached through structs, so no object is changed in
    /// place and no setter runs that could change another field. `false` unless known.
    var isIsolated: Bool { false }
}

/// An accessor that reads and writes through another one, for a second field of a schema
/// that names the same property: it reads with its own codec and default.
final class SharedAccessor<Model>: FieldAccessor<Model>, @unchecked Sendable {
    let base: FieldAccessor<Model>

    init(_ base: FieldAccessor<Model>) {
        self.base = base
        super.init(isNone: base.isNone)
    }

    override var isWritable: Bool { base.isWritable }
    override var keyPath: AnyKeyPath? { base.keyPath }
    override var pathFromModel: AnyKeyPath? { base.pathFromModel }
    override var isIsolated: Bool { base.isIsolated }
    override func read(_ model: Model) -> Any? { base.read(model) }
    override func read(inPlace model: inout Model) -> Any? { base.read(inPlace: &model) }
    override func write(_ value: Any?, into model: inout Model) -> Bool { base.write(value, into: &model) }
}

/// A field of type `Value` (not optional) reached through a key path.
class KeyPathAccessor<Model, Value>: FieldAccessor<Model>, @unchecked Sendable {
    let path: KeyPath<Model, Value>
    let writablePath: WritableKeyPath<Model, Value>?
    private let isStoredInValue: Bool

    /// `isStoredProperty`: the key path names a stored property (found by reflection),
    /// not a computed one a model declared.
    init(_ path: KeyPath<Model, Value>, writable: Bool = true, isStoredProperty: Bool = false) {
        self.path = path
        self.writablePath = writable ? path as? WritableKeyPath<Model, Value> : nil
        self.isStoredInValue = isStoredProperty && !(Model.self is AnyObject.Type)
    }

    /// An accessor that writes through `writablePath` (the same key path as `path`, found
    /// writable by whoever made it: the cast is done once).
    init(
        _ path: KeyPath<Model, Value>, writablePath: WritableKeyPath<Model, Value>?, isStoredProperty: Bool,
        isTyped: Bool = false
    ) {
        self.path = path
        self.writablePath = writablePath
        self.isStoredInValue = isStoredProperty && !(Model.self is AnyObject.Type)
        super.init(isTyped: isTyped)
    }

    override var isWritable: Bool { writablePath != nil }
    override var isIsolated: Bool { isStoredInValue }
    override var keyPath: AnyKeyPath? { path }

    override func read(_ model: Model) -> Any? {
        model[keyPath: path]
    }

    override func read(inPlace model: inout Model) -> Any? {
        guard isStoredInValue, let writablePath else { return model[keyPath: path] }
        return Self.boxed(&model[keyPath: writablePath])
    }

    /// `value` as `Any`, taken `inout` so that the caller's key path is applied as a mutable
    /// access (``FieldAccessor/read(inPlace:)``); nothing is written.
    private static func boxed(_ value: inout Value) -> Any? { value }

    override func write(_ value: Any?, into model: inout Model) -> Bool {
        // A pattern, not `as? Value`: its runtime cast is cheaper. // perf: scenario 5
        guard let writablePath, case let typed as Value = value else { return false }
        model[keyPath: writablePath] = typed
        return true
    }
}

/// A field of type `Wrapped?` reached through a key path; `nil` reads and writes as `nil`.
class OptionalKeyPathAccessor<Model, Wrapped>: FieldAccessor<Model>, @unchecked Sendable {
    let path: KeyPath<Model, Wrapped?>
    let writablePath: WritableKeyPath<Model, Wrapped?>?
    private let isStoredInValue: Bool

    /// `isStoredProperty`: as for ``KeyPathAccessor``.
    init(_ path: KeyPath<Model, Wrapped?>, writable: Bool = true, isStoredProperty: Bool = false) {
        self.path = path
        self.writablePath = writable ? path as? WritableKeyPath<Model, Wrapped?> : nil
        self.isStoredInValue = isStoredProperty && !(Model.self is AnyObject.Type)
    }

    /// As for ``KeyPathAccessor``: `writablePath` is `path`, found writable by its maker.
    init(
        _ path: KeyPath<Model, Wrapped?>, writablePath: WritableKeyPath<Model, Wrapped?>?, isStoredProperty: Bool,
        isTyped: Bool = false
    ) {
        self.path = path
        self.writablePath = writablePath
        self.isStoredInValue = isStoredProperty && !(Model.self is AnyObject.Type)
        super.init(isTyped: isTyped)
    }

    override var isWritable: Bool { writablePath != nil }
    override var isIsolated: Bool { isStoredInValue }
    override var keyPath: AnyKeyPath? { path }

    override func read(_ model: Model) -> Any? {
        model[keyPath: path].map { $0 as Any }
    }

    override func read(inPlace model: inout Model) -> Any? {
        guard isStoredInValue, let writablePath else { return read(model) }
        return Self.unwrapped(&model[keyPath: writablePath])
    }

    /// The contents of `value`, or `nil`, taken `inout` as ``FieldAccessor/read(inPlace:)``
    /// needs; nothing is written.
    private static func unwrapped(_ value: inout Wrapped?) -> Any? {
        guard let value else { return nil }
        return value
    }

    override func write(_ value: Any?, into model: inout Model) -> Bool {
        guard let writablePath else { return false }
        if let value {
            // A pattern, not `as? Wrapped`, as in ``KeyPathAccessor``. // perf: scenario 5
            guard case let wrapped as Wrapped = value else { return false }
            model[keyPath: writablePath] = wrapped
        } else {
            model[keyPath: writablePath] = nil
        }
        return true
    }
}

/// A field of a nested model: the nested model is reached through `parent`, the field
/// inside it through `child`.
final class NestedAccessor<Model, Parent>: FieldAccessor<Model>, @unchecked Sendable {
    let parent: KeyPath<Model, Parent>
    let writableParent: WritableKeyPath<Model, Parent>?
    let child: FieldAccessor<Parent>

    /// Whether the nested model is itself isolated storage of `Model` (``isIsolated``).
    private let parentIsIsolated: Bool

    /// `parentIsWritable`: whether `parent` may be written through (a key path declared
    /// read-only is not, whatever a cast would allow).
    init(
        parent: KeyPath<Model, Parent>, child: FieldAccessor<Parent>, parentIsWritable: Bool = true,
        parentIsIsolated: Bool = false
    ) {
        self.parent = parent
        self.writableParent = parentIsWritable ? parent as? WritableKeyPath<Model, Parent> : nil
        self.child = child
        self.parentIsIsolated = parentIsIsolated
    }

    override var isWritable: Bool {
        child.isWritable && (writableParent != nil || Parent.self is AnyObject.Type)
    }

    override var isIsolated: Bool { parentIsIsolated && child.isIsolated && !(Parent.self is AnyObject.Type) }

    override var pathFromModel: AnyKeyPath? {
        child.pathFromModel.flatMap { (parent as PartialKeyPath<Model>).appending(path: $0) }
    }

    override func read(_ model: Model) -> Any? { child.read(model[keyPath: parent]) }

    override func write(_ value: Any?, into model: inout Model) -> Bool {
        if let writableParent { return child.write(value, into: &model[keyPath: writableParent]) }
        // A `let` holding an object: the object itself can still be written.
        guard Parent.self is AnyObject.Type else { return false }
        var object = model[keyPath: parent]
        return child.write(value, into: &object)
    }
}

/// A field of an optional nested model. While the nested model is `nil` its fields read
/// as they would in `template` (a default-constructed value), and writing one creates the
/// nested model from the template.
final class OptionalNestedAccessor<Model, Parent>: FieldAccessor<Model>, @unchecked Sendable {
    let parent: WritableKeyPath<Model, Parent?>?
    let readParent: KeyPath<Model, Parent?>
    let child: FieldAccessor<Parent>
    let template: @Sendable () -> Parent?

    /// Whether the optional nested model is itself isolated storage of `Model`.
    private let parentIsIsolated: Bool

    init(
        parent: KeyPath<Model, Parent?>, child: FieldAccessor<Parent>, template: @escaping @Sendable () -> Parent?,
        parentIsWritable: Bool = true, parentIsIsolated: Bool = false
    ) {
        self.readParent = parent
        self.parent = parentIsWritable ? parent as? WritableKeyPath<Model, Parent?> : nil
        self.child = child
        self.template = template
        self.parentIsIsolated = parentIsIsolated
    }

    override var isWritable: Bool { parent != nil && child.isWritable }
    override var isIsolated: Bool { parentIsIsolated && child.isIsolated && !(Parent.self is AnyObject.Type) }

    override func read(_ model: Model) -> Any? {
        if let existing = model[keyPath: readParent] { return child.read(existing) }
        return template().flatMap { child.read($0) }
    }

    override func write(_ value: Any?, into model: inout Model) -> Bool {
        guard let parent else { return false }
        guard var nested = model[keyPath: parent] ?? template() else { return false }
        guard child.write(value, into: &nested) else { return false }
        model[keyPath: parent] = nested
        return true
    }
}

/// A field declared with a key path whose root is a superclass of `Model`.
final class SuperclassAccessor<Model, Root, Value>: FieldAccessor<Model>, @unchecked Sendable {
    let path: KeyPath<Root, Value>
    let writablePath: ReferenceWritableKeyPath<Root, Value>?

    init(_ path: KeyPath<Root, Value>, writable: Bool) {
        self.path = path
        self.writablePath = writable ? path as? ReferenceWritableKeyPath<Root, Value> : nil
    }

    override var isWritable: Bool { writablePath != nil }
    override var keyPath: AnyKeyPath? { path }

    override func read(_ model: Model) -> Any? {
        guard let root = model as? Root else { return nil }
        return Accessors.flatten(root[keyPath: path])
    }

    override func write(_ value: Any?, into model: inout Model) -> Bool {
        guard let writablePath, let root = model as? Root, let typed = Accessors.cast(value, to: Value.self) else {
            return false
        }
        root[keyPath: writablePath] = typed
        return true
    }
}
