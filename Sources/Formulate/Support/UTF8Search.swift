extension String {
    /// Whether a byte of the text's UTF-8 satisfies `predicate`, searched in the text's
    /// contiguous storage where it has one (a native string does): a search through
    /// `String.UTF8View`'s iterator costs several times more.
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}
