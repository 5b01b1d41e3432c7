/// The characters one atom of a pattern can match, as the backtracking analysis sees them.
///
/// A set is a list of scalar ranges plus whole Unicode general categories, or the complement
/// of such a list. Sets the analysis cannot describe exactly (a script property, a POSIX
/// class, case-insensitive matching) are stored as a superset and marked inexact: the
/// analysis only asks "can these two atoms match the same character?", and answering "yes"
/// when unsure refuses a pattern rather than accepting a dangerous one.
struct RegexCharacterSet: Hashable, Sendable {
    /// Sorted, non-overlapping, non-adjacent ranges of scalar values.
    private(set) var ranges: [ClosedRange<UInt32>]
    /// General categories whose every character is in the set.
    private(set) var categories: Set<Unicode.GeneralCategory>
    /// Whether the set is everything except `ranges` and `categories`.
    private(set) var isNegated: Bool
    /// Whether the set is exactly what the pattern matches (otherwise it is a superset).
    private(set) var isExact: Bool

    /// Ranges longer than this are not scanned character by character: a range this long
    /// is assumed to overlap any category.
    static let scanLimit: UInt32 = 4096

    init(
        ranges: [ClosedRange<UInt32>] = [], categories: Set<Unicode.GeneralCategory> = [], isNegated: Bool = false,
        isExact: Bool = true
    ) {
        self.ranges = Self.normalized(ranges)
        self.categories = categories
        self.isNegated = isNegated
        self.isExact = isExact
    }

    /// Every character.
    static let any = RegexCharacterSet(isNegated: true)
    /// Every character, standing for a set the analysis cannot describe.
    static let unknown = RegexCharacterSet(isNegated: true, isExact: false)
    /// One character.
    static func scalar(_ scalar: Unicode.Scalar) -> RegexCharacterSet {
        RegexCharacterSet(ranges: [scalar.value...scalar.value])
    }

    // MARK: - Building

    /// The characters not in this set (an inexact set becomes ``unknown``: the complement of
    /// a superset is not a superset of the complement).
    func inverted() -> RegexCharacterSet {
        guard isExact else { return .unknown }
        var copy = self
        copy.isNegated.toggle()
        return copy
    }

    /// The characters in any of `sets`, or a superset of them.
    static func union(_ sets: [RegexCharacterSet]) -> RegexCharacterSet {
        var result = RegexCharacterSet()
        for set in sets { result = result.union(set) }
        return result
    }

    private func union(_ other: RegexCharacterSet) -> RegexCharacterSet {
        let exact = isExact && other.isExact
        switch (isNegated, other.isNegated) {
        case (false, false):
            return RegexCharacterSet(
                ranges: ranges + other.ranges, categories: categories.union(other.categories), isExact: exact)
        case (true, false), (false, true):
            let (negated, positive) = isNegated ? (self, other) : (other, self)
            // Everything but what the negated set excludes and the positive set does not add.
            // Removing a category from the exclusions is exact; removing ranges from categories
            // is not expressible, so such categories are dropped from the exclusions (a superset).
            let excludedRanges = Self.subtract(positive.ranges, from: negated.ranges)
            var excludedCategories = negated.categories.subtracting(positive.categories)
            var stillExact = exact
            if !positive.ranges.isEmpty && !excludedCategories.isEmpty {
                excludedCategories = []
                stillExact = false
            }
            if !positive.categories.isEmpty && !excludedRanges.isEmpty {
                // A positive category may cover some excluded ranges: keep the ranges only if
                // none of their characters is in it.
                let overlap = Self.rangesMeet(excludedRanges, positive.categories)
                if overlap { return RegexCharacterSet(isNegated: true, isExact: false) }
            }
            return RegexCharacterSet(
                ranges: excludedRanges, categories: excludedCategories, isNegated: true, isExact: stillExact)
        case (true, true):
            return RegexCharacterSet(isNegated: true, isExact: false)
        }
    }

    /// This set as matched without regard to case: a superset that adds every category of
    /// characters with case mappings (letters, combining marks such as U+0345, letter
    /// numbers such as Ⅰ, symbols such as Ⓐ).
    func ignoringCase() -> RegexCharacterSet {
        if isNegated { return .unknown }
        var copy = self
        copy.categories.formUnion(Self.caseCategories)
        copy.isExact = false
        return copy
    }

    /// Categories of every character that changes under a case mapping or case folding.
    static let caseCategories: Set<Unicode.GeneralCategory> = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .letterNumber, .otherSymbol,
    ]

    // MARK: - Questions

    /// Whether some character can be in both sets (`true` when unsure).
    func overlaps(_ other: RegexCharacterSet) -> Bool {
        switch (isNegated, other.isNegated) {
        case (false, false):
            return Self.rangesOverlap(ranges, other.ranges)
                || !categories.isDisjoint(with: other.categories)
                || Self.rangesMeet(ranges, other.categories)
                || Self.rangesMeet(other.ranges, categories)
        case (true, false):
            return !other.isCovered(byExclusionsOf: self)
        case (false, true):
            return !isCovered(byExclusionsOf: other)
        case (true, true):
            return true
        }
    }

    /// Whether every character of this positive set is excluded by the negated set `negated`
    /// (`false` when unsure).
    private func isCovered(byExclusionsOf negated: RegexCharacterSet) -> Bool {
        guard categories.isSubset(of: negated.categories) else { return false }
        for range in ranges {
            if Self.rangesCover(negated.ranges, range) { continue }
            guard !negated.categories.isEmpty, UInt32(range.count) <= Self.scanLimit else { return false }
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if !negated.categories.contains(scalar.properties.generalCategory)
                    && !Self.contains(negated.ranges, value)
                {
                    return false
                }
            }
        }
        return true
    }

    /// Whether `scalar` is in the set (for exact sets; a superset answers for inexact ones).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let listed = Self.contains(ranges, scalar.value) || categories.contains(scalar.properties.generalCategory)
        return listed != isNegated
    }

    // MARK: - Range arithmetic

    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    private static func rangesOverlap(_ a: [ClosedRange<UInt32>], _ b: [ClosedRange<UInt32>]) -> Bool {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].overlaps(b[j]) { return true }
            if a[i].upperBound < b[j].upperBound { i += 1 } else { j += 1 }
        }
        return false
    }

    /// Whether one of `ranges` holds a character of `categories` (`true` for a long range).
    private static func rangesMeet(_ ranges: [ClosedRange<UInt32>], _ categories: Set<Unicode.GeneralCategory>) -> Bool
    {
        guard !categories.isEmpty else { return false }
        for range in ranges {
            if UInt32(range.count) > scanLimit { return true }
            for value in range {
                if let scalar = Unicode.Scalar(value), categories.contains(scalar.properties.generalCategory) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether `range` lies within one of the normalized `ranges`.
    private static func rangesCover(_ ranges: [ClosedRange<UInt32>], _ range: ClosedRange<UInt32>) -> Bool {
        ranges.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
    }

    /// `ranges` without the characters of `removed`.
    private static func subtract(_ removed: [ClosedRange<UInt32>], from ranges: [ClosedRange<UInt32>]) -> [ClosedRange<
        UInt32
    >] {
        var result = normalized(ranges)
        for cut in normalized(removed) {
            result = result.flatMap { range -> [ClosedRange<UInt32>] in
                guard range.overlaps(cut) else { return [range] }
                var pieces: [ClosedRange<UInt32>] = []
                if range.lowerBound < cut.lowerBound { pieces.append(range.lowerBound...(cut.lowerBound - 1)) }
                if cut.upperBound < range.upperBound { pieces.append((cut.upperBound + 1)...range.upperBound) }
                return pieces
            }
        }
        return result
    }
}

// MARK: - The classes of the pattern syntax

extension RegexCharacterSet {
    /// `[0-9]`: what `\d` means in a ``RegexPattern`` (on the server, in HTML and in JSON Schema).
    static let asciiDigits = RegexCharacterSet(ranges: [0x30...0x39])

    /// ICU's `\w`: alphabetic characters, marks, decimal digits, connector punctuation and
    /// the joiners U+200C and U+200D. Alphabetic characters outside letters, marks and letter
    /// numbers are the circled and squared Latin letters listed here.
    static let word = RegexCharacterSet(
        ranges: [0x200C...0x200D, 0x24B6...0x24E9, 0x1F130...0x1F149, 0x1F150...0x1F169, 0x1F170...0x1F189],
        categories: [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation,
        ])

    /// ICU's `\s`: the White_Space property, tab to carriage return, U+0085 and the separators.
    static let whitespace = RegexCharacterSet(
        ranges: [0x09...0x0D, 0x85...0x85], categories: [.spaceSeparator, .lineSeparator, .paragraphSeparator])

    /// ICU's `\h`: tab and space separators.
    static let horizontalWhitespace = RegexCharacterSet(ranges: [0x09...0x09], categories: [.spaceSeparator])

    /// ICU's `\v`: line feed to carriage return, U+0085, U+2028 and U+2029.
    static let verticalWhitespace = RegexCharacterSet(ranges: [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029])

    /// What ICU's `.` does not match without the `s` flag: the line terminators.
    static let lineTerminators = verticalWhitespace

    /// The set of a `\p{...}` property by its name: general categories (`L`, `Lu`, `Letter`,
    /// `Uppercase_Letter`...) exactly, any other property as ``unknown``.
    static func property(named name: String) -> RegexCharacterSet {
        if let categories = generalCategories[name] { return RegexCharacterSet(categories: categories) }
        let normalized = name.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "")
            .lowercased()
        if let categories = longCategoryNames[normalized] { return RegexCharacterSet(categories: categories) }
        return .unknown
    }

    /// Short general category names, as ICU, ECMAScript and Unicode spell them.
    static let generalCategories: [String: Set<Unicode.GeneralCategory>] = {
        let single: [String: Unicode.GeneralCategory] = [
            "Lu": .uppercaseLetter, "Ll": .lowercaseLetter, "Lt": .titlecaseLetter, "Lm": .modifierLetter,
            "Lo": .otherLetter, "Mn": .nonspacingMark, "Mc": .spacingMark, "Me": .enclosingMark,
            "Nd": .decimalNumber, "Nl": .letterNumber, "No": .otherNumber, "Pc": .connectorPunctuation,
            "Pd": .dashPunctuation, "Ps": .openPunctuation, "Pe": .closePunctuation, "Pi": .initialPunctuation,
            "Pf": .finalPunctuation, "Po": .otherPunctuation, "Sm": .mathSymbol, "Sc": .currencySymbol,
            "Sk": .modifierSymbol, "So": .otherSymbol, "Zs": .spaceSeparator, "Zl": .lineSeparator,
            "Zp": .paragraphSeparator, "Cc": .control, "Cf": .format, "Cs": .surrogate, "Co": .privateUse,
            "Cn": .unassigned,
        ]
        var table = single.mapValues { Set([$0]) }
        for major in ["L", "M", "N", "P", "S", "Z", "C"] {
            table[major] = Set(single.filter { $0.key.hasPrefix(major) }.values)
        }
        return table
    }()

    private static let longCategoryNames: [String: Set<Unicode.GeneralCategory>] = {
        let names: [String: String] = [
            "letter": "L", "uppercaseletter": "Lu", "lowercaseletter": "Ll", "titlecaseletter": "Lt",
            "modifierletter": "Lm", "otherletter": "Lo", "mark": "M", "nonspacingmark": "Mn",
            "spacingmark": "Mc", "enclosingmark": "Me", "number": "N", "decimalnumber": "Nd",
            "letternumber": "Nl", "othernumber": "No", "punctuation": "P", "symbol": "S",
            "separator": "Z", "spaceseparator": "Zs", "other": "C", "control": "Cc",
        ]
        return names.compactMapValues { generalCategories[$0] }
    }()
}
