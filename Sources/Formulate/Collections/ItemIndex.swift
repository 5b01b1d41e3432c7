/// Reads the item index of a key (`servers.3.host` -> 3), strictly: the decimal digits a
/// renderer writes and nothing else.
enum ItemIndex {
    /// The index `text` stands for in a list of `count` items; `count` itself (the next
    /// item, the way a browser adds a row) only when `allowingNext`.
    ///
    /// Refused: empty, signs, leading zeros (`00`), exponents (`1e3`), anything but ASCII
    /// digits, and numbers past the end (gaps).
    static func parse(_ text: Substring, count: Int, allowingNext: Bool) -> Result<Int, ItemIndexProblem> {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 18, utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            utf8.count == 1 || utf8.first != 0x30, let index = Int(text)
        else {
            return .failure(.notAnIndex)
        }
        let limit = allowingNext ? count : count - 1
        guard index <= limit else { return .failure(.outOfRange) }
        return .success(index)
    }
}

/// Why an item index was refused.
enum ItemIndexProblem: Error {
    /// Not written as an item index (`-1`, `00`, `1e3`, `x`).
    case notAnIndex
    /// Past the end of the list.
    case outOfRange
}
