import Foundation

extension FormValue {
    /// Compares two values the way a person reads them: numbers by magnitude whatever
    /// their representation, strings, dates and Booleans with their own kind.
    ///
    /// Returns `nil` when the two values cannot be ordered (a string and a number, say).
    public func compare(to other: FormValue) -> ComparisonResult? {
        switch (self, other) {
        case (.string(let a), .string(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.bool(let a), .bool(let b)):
            return a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        case (.int(let a), .int(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.double(let a), .double(let b)):
            if a.isNaN || b.isNaN { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.double(let a), .int(let b)) where Double(exactly: b) != nil && !a.isNaN:
            return FormValue.double(a).compare(to: .double(Double(b)))
        case (.int(let a), .double(let b)) where Double(exactly: a) != nil && !b.isNaN:
            return FormValue.double(Double(a)).compare(to: .double(b))
        default:
            guard isNumber, other.isNumber else { return nil }
            if case .double(let d) = self, !d.isFinite {
                return d.isNaN ? nil : (d < 0 ? .orderedAscending : .orderedDescending)
            }
            if case .double(let d) = other, !d.isFinite {
                return d.isNaN ? nil : (d < 0 ? .orderedDescending : .orderedAscending)
            }
            guard let a = decimalValue, let b = other.decimalValue else { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
    }

    /// Equality as a person reads it: `1 == 1.0`, otherwise the same as `==`.
    public func isEquivalent(to other: FormValue) -> Bool {
        if isNumber && other.isNumber { return compare(to: other) == .orderedSame }
        return self == other
    }
}
