import Foundation

extension RegexCharacterSet {
    /// The highest scalar value.
    static let lastScalar: UInt32 = 0x10FFFF

    /// The set as sorted, non-overlapping scalar ranges, exactly as ICU matches it; `nil` for
    /// a set that is not exact.
    ///
    /// General categories are read from ICU itself (``RegexUnicodeTables``), not from the
    /// standard library: the two can follow different Unicode versions (Swift 6.3's reads
    /// U+0295 as `Lo`, the ICU of its Foundation as `Ll`).
    var icuRanges: [ClosedRange<UInt32>]? {
        guard isExact else { return nil }
        var listed = ranges
        if !categories.isEmpty { listed += RegexUnicodeTables.ranges(of: categories) }
        let positive = Self.normalized(listed)
        guard isNegated else { return positive }
        var complement: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in positive {
            if range.lowerBound > next { complement.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
        }
        if let last = positive.last, last.upperBound >= Self.lastScalar { return complement }
        complement.append(next...Self.lastScalar)
        return complement
    }
}

/// The scalars of Unicode general categories as ICU (which `NSRegularExpression` uses) reads
/// them, found once per set of categories by matching a text of every scalar.
enum RegexUnicodeTables {
    private static let cache = Locked<[Set<Unicode.GeneralCategory>: [ClosedRange<UInt32>]]>([:])

    /// The scalar ranges of `categories`, sorted; computed on first use (tens of milliseconds).
    static func ranges(of categories: Set<Unicode.GeneralCategory>) -> [ClosedRange<UInt32>] {
        if let known = cache.withLock({ $0[categories] }) { return known }
        let found = scan(categories)
        cache.withLock { $0[categories] = found }
        return found
    }

    /// The scalar at a UTF-16 offset of the text of every scalar in order (surrogates left
    /// out, so 0xE000 is at 0xD800; each scalar above 0xFFFF takes two units). Offsets are
    /// read this way because `Range(_:in:)` refuses ends inside a grapheme (U+0590 U+0591).
    private static func scalarValue(atUTF16Offset offset: Int) -> UInt32 {
        let value = UInt32(offset)
        if value < 0xD800 { return value }
        if value < 0xF800 { return value + 0x800 }
        return 0x10000 + (value - 0xF800) / 2
    }

    private static func scan(_ categories: Set<Unicode.GeneralCategory>) -> [ClosedRange<UInt32>] {
        let names = categories.compactMap { category in
            RegexCharacterSet.generalCategories.first { $0.value == [category] }?.key
        }
        guard !names.isEmpty,
            let expression = try? NSRegularExpression(
                pattern: "[" + names.sorted().map { "\\p{" + $0 + "}" }.joined() + "]+")
        else { return [] }
        var scalars = String.UnicodeScalarView()
        for value in 0...RegexCharacterSet.lastScalar {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        var found: [ClosedRange<UInt32>] = []
        let whole = NSRange(text.startIndex..<text.endIndex, in: text)
        for match in expression.matches(in: text, options: [], range: whole) where match.range.length > 0 {
            let first = scalarValue(atUTF16Offset: match.range.location)
            found.append(first...scalarValue(atUTF16Offset: match.range.location + match.range.length - 1))
        }
        return found
    }
}
