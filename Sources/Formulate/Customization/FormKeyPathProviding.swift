/// Names a model's fields by key path: required for classes, whose stored properties'
/// key paths cannot be discovered at run time, and available to structs for fields that
/// need an explicit key path (a property behind a wrapper that is not ``FormField``).
///
/// ```swift
/// final class Account: FormKeyPathProviding {
///     var email = ""
///     var age = 0
///     static var formKeyPaths: [FormKeyPath] {
///         [FormKeyPath("email", \Account.email), FormKeyPath("age", \Account.age)]
///     }
/// }
/// ```
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
    /// The field's key.
    public let name: String
    let maker: any AccessorMaking

    /// Names a read-only field reached through `keyPath`: a `let`, a computed property, or
    /// a `private(set)` property named where its setter cannot be seen. The field is never
    /// written, whatever the key path would allow at run time (Swift lets a key path to a
    /// `private(set) var` be cast to a writable one anywhere).
    public init<Root, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
        self.name = name
        self.maker = TypedKeyPath(path: keyPath, isWritable: false)
    }

    /// Names a field of a struct reached and written through `keyPath`.
    public init<Root, Value>(_ name: String, _ keyPath: WritableKeyPath<Root, Value>) {
        self.name = name
        self.maker = TypedKeyPath(path: keyPath, isWritable: true)
    }

    /// Names a field of a class reached and written through `keyPath`.
    public init<Root, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.name = name
        self.maker = TypedKeyPath(path: keyPath, isWritable: true)
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
