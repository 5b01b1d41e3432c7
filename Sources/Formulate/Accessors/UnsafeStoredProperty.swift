/// The one place that reads or writes a model through a pointer: a struct's plain stored
/// property, at its byte offset, instead of through the runtime's key path projection.
/// perf: scenario 5 (and 2); what it saves is in the Performance article.
///
/// `MemoryLayout.offset(of:)` gives an offset only where the key path's projection would
/// itself be a plain stored-property access: a struct's stored property, or one of a struct
/// stored in it, with no observer, wrapper or getter on the way. Every other key path (a
/// computed property, an object's property, an observed one) is applied as it is, so no
/// setter or observer is ever skipped.
enum UnsafeStoredProperty {
    /// The byte offset of the property `path` names in a `Model` value, when reading it is a
    /// plain stored-property access of a struct; `nil` otherwise (objects included).
    static func offset<Model, Value>(of path: WritableKeyPath<Model, Value>) -> Int? {
        Model.self is AnyObject.Type ? nil : MemoryLayout<Model>.offset(of: path)
    }

    /// The property's value in `model`: loaded at `offset`, or read through `path` without one.
    @inline(__always)
    static func read<Model, Value>(_ model: Model, at offset: Int?, through path: KeyPath<Model, Value>) -> Value {
        guard let offset else { return model[keyPath: path] }
        // The struct's memory is bound to its type, and each stored property's to the
        // property's type: the value is loaded (copied) from where the property lies.
        return withUnsafePointer(to: model) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }

    /// Lets `update` change the property in `model` in place (at `offset`), or a copy of it
    /// that is written back through `path` when it returns `true`; returns what it returns.
    @inline(__always)
    static func update<Model, Value>(
        _ model: inout Model, at offset: Int?, through path: WritableKeyPath<Model, Value>,
        _ update: (inout Value) -> Bool
    ) -> Bool {
        guard let offset else {
            var value = model[keyPath: path]
            guard update(&value) else { return false }
            model[keyPath: path] = value
            return true
        }
        return withUnsafeMutablePointer(to: &model) { pointer in
            update(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}
