/// A field's writable key path, and where the field lies when it is a stored property of a
/// struct: there it is read and written at its offset instead of through the key path.
///
/// This file is the bindings' one speed device, and the only place that reads or writes a
/// model through a pointer. A key path applied in generic code goes through the runtime's
/// key path projection, which walks the path's components on every call (about 500
/// instructions a read, 700 a write). A submission reads every field when its form is made
/// and writes every changed field at commit, and the peer target (a submission
/// faster than pydantic's, on the same 50-field model and body) failed by that much.
/// `MemoryLayout.offset(of:)` gives the offset only where the key path's projection would
/// itself be a plain stored-property access: a struct's stored property, or one of a struct
/// stored in it, with no observer (`willSet`/`didSet`), wrapper or getter on the way. Every
/// other key path (a computed property, an object's property, an observed one) is applied as
/// it is, so no setter or observer is ever skipped.
struct StoredProperty<Model, Value> {
    /// The key path, applied where there is no offset.
    let path: WritableKeyPath<Model, Value>
    /// The property's byte offset in a `Model` value, when the key path is a plain
    /// stored-property access of a struct; `nil` otherwise.
    private let offset: Int?

    init(_ path: WritableKeyPath<Model, Value>) {
        self.path = path
        offset = Model.self is AnyObject.Type ? nil : MemoryLayout<Model>.offset(of: path)
    }

    /// The property's value in `model`.
    func read(_ model: Model) -> Value {
        guard let offset else { return model[keyPath: path] }
        // The struct's memory is bound to its type, and so each stored property's memory to
        // the property's type: the value is loaded (copied) from where the property lies.
        return withUnsafePointer(to: model) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }

    /// Sets the property in `model` to `value`, releasing the value it replaces.
    func write(_ value: Value, into model: inout Model) {
        guard let offset else {
            model[keyPath: path] = value
            return
        }
        withUnsafeMutablePointer(to: &model) { pointer in
            UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
