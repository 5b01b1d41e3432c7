/// Reads and writes a struct's stored property at its byte offset in the struct.
///
/// A key path read or write in generic code goes through the runtime's key path
/// projection, which asks for generic metadata on every call; for a stored property of a
/// struct, `MemoryLayout<Model>.offset(of:)` gives where the property lies, and reading or
/// writing it there does what the projection does (writes run no `didSet`, as with the
/// reflected key paths), at the cost of a copy.
enum StoredPropertyOffset {
    /// The offset of the property `path` names, when `Model` is a struct and `path` names a
    /// stored property of it (not a computed one, not a class's).
    static func of<Model, Value>(_ path: KeyPath<Model, Value>) -> Int? {
        guard !(Model.self is AnyObject.Type) else { return nil }
        return MemoryLayout<Model>.offset(of: path)
    }

    /// The value of type `Value` at `offset` in `model`.
    static func read<Model, Value>(_ model: Model, at offset: Int, as _: Value.Type) -> Value {
        withUnsafeBytes(of: model) { $0.load(fromByteOffset: offset, as: Value.self) }
    }

    /// Writes `value` at `offset` in `model`, releasing the value it replaces.
    static func write<Model, Value>(_ value: Value, into model: inout Model, at offset: Int) {
        withUnsafeMutableBytes(of: &model) { bytes in
            // The struct's memory is bound to its type, and so its stored properties' to theirs.
            guard let base = bytes.baseAddress else { return }
            (base + offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
