import Foundation
import Formulate

/// The validation keywords that a field's bounds and rules amount to.
///
/// Bounds come from ``Field/minimum`` and ``Field/maximum`` and from comparison rules; the
/// tighter one wins. Length rules become `minLength`/`maxLength` for text and
/// `minItems`/`maxItems` for arrays. `email` and `url` rules become formats, `regex` and
/// the fixed-format rules (`integer` on text, `fiveDigitZipCode`, `usPhone`,
/// `expiration`) become anchored patterns. Rules JSON Schema cannot state (`equalsField`,
/// `usState`, `double`, closures) are left to the server.
struct ValueConstraints {
    var minimum: FormValue?
    var exclusiveMinimum: FormValue?
    var maximum: FormValue?
    var exclusiveMaximum: FormValue?
    var multipleOf: FormValue?
    var minLength: Int?
    var maxLength: Int?
    var minItems: Int?
    var maxItems: Int?
    /// Formats the text must have; the first is `format`, the others go in `allOf`.
    var formats: [String] = []
    /// Patterns the text must match; the first is `pattern`, the others go in `allOf`.
    var patterns: [String] = []

    /// The constraints of `exported`'s field.
    init(_ exported: ExportedField) {
        self.init(field: exported.field, shape: exported.shape)
    }

    /// The constraints of a field (or a collection's item template) of shape `shape`.
    init(field: Field, shape: ValueShape) {
        if case .text(let format?) = shape { formats.append(format) }
        if shape.isNumeric {
            if let bound = field.minimum, bound.isNumber { raiseMinimum(bound) }
            if let bound = field.maximum, bound.isNumber { lowerMaximum(bound) }
            if case .integer(nonNegative: true) = shape { raiseMinimum(.int(0)) }
        }
        for rule in field.rules { apply(rule, shape: shape) }
    }

    private mutating func apply(_ rule: ValidationRule, shape: ValueShape) {
        typealias Name = ValidationRule.Name
        let value = rule.parameter("value")
        let count = value.flatMap(Self.count)
        switch rule.name {
        case Name.required:
            atLeast(1, shape: shape)
        case Name.minLength:
            if let count { atLeast(count, shape: shape) }
        case Name.maxLength:
            if let count { atMost(count, shape: shape) }
        case Name.exactLength:
            if let count {
                atLeast(count, shape: shape)
                atMost(count, shape: shape)
            }
        case Name.greaterOrEqual:
            if shape.isNumeric, let value, value.isNumber { raiseMinimum(value) }
        case Name.lessOrEqual:
            if shape.isNumeric, let value, value.isNumber { lowerMaximum(value) }
        case Name.greaterThan:
            if shape.isNumeric, let value, value.isNumber {
                exclusiveMinimum = Self.tighter(exclusiveMinimum, value, keepLarger: true)
            }
        case Name.lessThan:
            if shape.isNumeric, let value, value.isNumber {
                exclusiveMaximum = Self.tighter(exclusiveMaximum, value, keepLarger: false)
            }
        case Name.email:
            if shape.isText { addFormat("email") }
        case Name.url:
            if shape.isText { addFormat(rule.parameter("requireScheme")?.boolValue == true ? "uri" : "uri-reference") }
        case Name.regex:
            if shape.isText, let pattern = value?.stringValue { addPattern(pattern) }
        case Name.integer:
            if shape.isText { addPattern("-?[0-9]+") }
            if case .number = shape { multipleOf = .int(1) }
        case Name.fiveDigitZipCode:
            if shape.isText { addPattern("[0-9]{5}") }
        case Name.usPhone:
            if shape.isText { addPattern(Self.usPhonePattern) }
        case Name.expiration:
            if shape.isText { addPattern("(?:0[1-9]|1[0-2])/(?:[0-9]{2}|[0-9]{4})") }
        default:
            break
        }
    }

    /// The pattern of ``ValidationRule/usPhone``, as its documentation describes it.
    static let usPhonePattern =
        "(?:\\+?1[ .-]?)?(?:\\([2-9][0-9]{2}\\)[ .-]?[0-9]{3}[ .-]?[0-9]{4}|[2-9][0-9]{2}([ .-]?)[0-9]{3}\\1[0-9]{4})"

    // MARK: - Tightening

    private mutating func atLeast(_ count: Int, shape: ValueShape) {
        if shape.isText { minLength = max(minLength ?? 0, count) }
        if shape.isArray { minItems = max(minItems ?? 0, count) }
    }

    private mutating func atMost(_ count: Int, shape: ValueShape) {
        if shape.isText { maxLength = min(maxLength ?? count, count) }
        if shape.isArray { maxItems = min(maxItems ?? count, count) }
    }

    private mutating func raiseMinimum(_ bound: FormValue) {
        minimum = Self.tighter(minimum, bound, keepLarger: true)
    }

    private mutating func lowerMaximum(_ bound: FormValue) {
        maximum = Self.tighter(maximum, bound, keepLarger: false)
    }

    /// Adds a format unless it is there already; `uri` makes `uri-reference` redundant.
    private mutating func addFormat(_ format: String) {
        if formats.contains(format) { return }
        if format == "uri-reference" && formats.contains("uri") { return }
        if format == "uri" { formats.removeAll { $0 == "uri-reference" } }
        formats.append(format)
    }

    /// Adds a pattern that must match the whole text, as Formulate's rules do (JSON
    /// Schema patterns match anywhere unless anchored).
    private mutating func addPattern(_ pattern: String) {
        let anchored = "^(?:" + pattern + ")$"
        if !patterns.contains(anchored) { patterns.append(anchored) }
    }

    /// The tighter of two bounds: the larger of two minimums, the smaller of two maximums.
    private static func tighter(_ current: FormValue?, _ candidate: FormValue, keepLarger: Bool) -> FormValue {
        guard let current, let old = current.decimalValue, let new = candidate.decimalValue else { return candidate }
        return (keepLarger ? new > old : new < old) ? candidate : current
    }

    /// A length parameter as a count; negative lengths count as 0, as the rules treat them.
    private static func count(_ value: FormValue) -> Int? {
        switch value {
        case .int(let number): return max(0, number)
        case .uint(let number): return Int(exactly: number)
        default: return nil
        }
    }

    // MARK: - Keywords

    /// The format keyword (the first format).
    var formatKeyword: FormValue? { formats.first.map(FormValue.string) }

    /// Numeric, length and item-count keywords, in that order.
    var boundKeywords: MemberList {
        var members = MemberList()
        members.add("minimum", minimum)
        members.add("exclusiveMinimum", exclusiveMinimum)
        members.add("maximum", maximum)
        members.add("exclusiveMaximum", exclusiveMaximum)
        members.add("multipleOf", multipleOf)
        members.add("minLength", minLength.map(FormValue.int))
        members.add("maxLength", maxLength.map(FormValue.int))
        members.add("pattern", patterns.first.map(FormValue.string))
        members.add("minItems", minItems.map(FormValue.int))
        members.add("maxItems", maxItems.map(FormValue.int))
        return members
    }

    /// `allOf` with the formats and patterns beyond the first of each, if there are any.
    var allOfKeyword: FormValue? {
        let extra = formats.dropFirst().map { FormValue.object([FormValueMember("format", .string($0))]) }
            + patterns.dropFirst().map { FormValue.object([FormValueMember("pattern", .string($0))]) }
        return extra.isEmpty ? nil : .array(extra)
    }
}
