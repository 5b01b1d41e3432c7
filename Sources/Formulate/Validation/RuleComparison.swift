import Foundation

/// How comparison rules order a value against their bound, reading text typed where a
/// number or date is expected.
enum RuleComparison {
    /// The order of `value` relative to `bound`, or `nil` when they cannot be compared.
    ///
    /// Numbers compare by magnitude whatever their representation. Text is read as a number
    /// when the other side is a number or the field is numeric, and as an ISO 8601 date when
    /// the other side is a date or the field is temporal; otherwise two texts compare as
    /// text. Anything else follows ``FormValue/compare(to:)``.
    static func order(of value: FormValue, against bound: FormValue, kind: FieldKind) -> ComparisonResult? {
        let (left, right) = (coerced(value, toward: bound, kind: kind), coerced(bound, toward: value, kind: kind))
        return left.compare(to: right)
    }

    /// `value` read as the kind of `other` when `value` is text and `other` (or the field's
    /// kind) wants a number or a date.
    private static func coerced(_ value: FormValue, toward other: FormValue, kind: FieldKind) -> FormValue {
        guard case .string(let text) = value else { return value }
        var wantsDate = kind.isTemporal
        if case .date = other { wantsDate = true }
        if wantsDate { return RuleValues.date(from: text).map(FormValue.date) ?? value }
        if other.isNumber || kind.isNumeric { return RuleValues.number(from: text) ?? value }
        return value
    }
}
