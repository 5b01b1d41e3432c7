/// Names a model's fields by key path: required for classes, whose stored properties'
/// key paths cannot be discovered at run time, and available to structs for fields that
/// need an explicit key path (a property behind a wrapper that is not ``FormField``).
///
/// ```swift
/// final class Account: FormKeyPathProviding {
///     var email = ""
///     var age = 0
///     static var formKeyPaths: [FormKeyPath] { [FormKeyPath(\Account.email), FormKeyPath(\Account.age)] }
/// }
/// ```
///
/// A key path to a stored property with a fixed place (a struct's, a `final class`'s, a
/// `final var` or `let` of a class) names itself; any other is named where it is listed:
/// `FormKeyPath("team", \Employee.team)` (see ``FormKeyPath``).
///
/// A subclass lists its superclass's key paths too (`super.formKeyPaths + [...]` from an
/// overriding `class var`). Writes go through `ReferenceWritableKeyPath`, so `didSet` and
/// Observation fire. For a struct, these entries add to or replace the discovered fields.
public protocol FormKeyPathProviding {
    /// The fields, in order, with their key paths.
    static var formKeyPaths: [FormKeyPath] { get }
}

/// A field's name and its key path.
public struct FormKeyPath: @unchecked Sendable {
    // Key paths are immutable, so sharing them across threads is safe.
    /// The field's key: given, or the property's name read from the key path; empty when
    /// neither (building the form then says which key path needs a name).
    public let name: String
    let maker: any AccessorMaking
    /// The key path as the runtime prints it, when it was given without a name and the
    /// runtime cannot name it.
    let unnamed: String?

    /// A field named by its key path, which reaches a stored property with a fixed place: a
    /// struct's, a `final class`'s or a `final var`/`let` of a class (`\Account.email`, or
    /// `\Account.address.city`, keyed `address.city`), read-only.
    ///
    /// A key path to any other property (a class's overridable `var`, one with `didSet` or
    /// `willSet`, a `lazy`, `weak`, wrapped, `@Observable` or computed one) calls a getter,
    /// which the runtime cannot name on every platform and build: give it a name,
    /// `FormKeyPath("team", \Employee.team)`, or building the form throws a
    /// ``FormDefinitionError`` naming the key path.
    public init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
        let name = Self.propertyName(of: keyPath)
        self.init(name ?? "", keyPath)
        if name == nil { self = self.unnamed(keyPath) }
    }

    /// A field named by its key path, reached and written through it (see
    /// the read-only initializer for the key paths that name themselves).
    public init<Root, Value>(_ keyPath: WritableKeyPath<Root, Value>) {
        let name = Self.propertyName(of: keyPath)
        self.init(name ?? "", keyPath)
        if name == nil { self = self.unnamed(keyPath) }
    }

    /// A field of a class named by its key path, reached and written through it (see
    /// the read-only initializer for the key paths that name themselves).
    public init<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        let name = Self.propertyName(of: keyPath)
        self.init(name ?? "", keyPath)
        if name == nil { self = self.unnamed(keyPath) }
    }

    private init(name: String, maker: any AccessorMaking, unnamed: String?) {
        self.name = name
        self.maker = maker
        self.unnamed = unnamed
    }

    /// This entry, marked as given without a name the runtime could find.
    private func unnamed(_ keyPath: AnyKeyPath) -> FormKeyPath {
        FormKeyPath(name: "", maker: maker, unnamed: Self.printed(keyPath))
    }

    /// Names a read-only field reached through `keyPath`: a `let`, a computed property, or
    /// a `private(set)` property named where its setter cannot be seen. The field is never
    /// written, whatever the key path would allow at run time (Swift lets a key path to a
    /// `private(set) var` be cast to a writable one anywhere).
    public init<Root, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
        self.init(name: name, maker: TypedKeyPath(path: keyPath, isWritable: false), unnamed: nil)
    }

    /// Names a field of a struct reached and written through `keyPath`.
    public init<Root, Value>(_ name: String, _ keyPath: WritableKeyPath<Root, Value>) {
        self.init(name: name, maker: TypedKeyPath(path: keyPath, isWritable: true), unnamed: nil)
    }

    /// Names a field of a class reached and written through `keyPath`.
    public init<Root, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(name: name, maker: TypedKeyPath(path: keyPath, isWritable: true), unnamed: nil)
    }
}

/// Builds an accessor for a model type from a key path whose types are known statically.
protocol AccessorMaking {
    var valueType: Any.Type { get }
    func accessor<Model>(for model: Model.Type) -> FieldAccessor<Model>?
}

struct TypedKeyPath<Root, Value>: AccessorMaking {
    let path: KeyPath<Root, Value>
    /// Whether the key path was given as writable where it was named: a read-only one is
    /// never cast to a writable one.
    let isWritable: Bool

    var valueType: Any.Type { Value.self }

    func accessor<Model>(for model: Model.Type) -> FieldAccessor<Model>? {
        if let own = path as? KeyPath<Model, Value> {
            return Accessors.make(own as PartialKeyPath<Model>, writable: isWritable)
        }
        if Model.self is AnyObject.Type, Root.self is AnyObject.Type, Model.self is Root.Type {
            return SuperclassAccessor<Model, Root, Value>(path, writable: isWritable)
        }
        return nil
    }
}
