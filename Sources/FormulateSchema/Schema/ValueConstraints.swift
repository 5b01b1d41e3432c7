import Formulate
import Foundation

/// The validation keywords that a field's bounds and rules amount to.
///
/// Bounds come from ``Field/minimum`` and ``Field/maximum`` and from comparison rules; the
/// tighter one wins. Length rules become `minLength`/`maxLength` for text and
/// `minItems`/`maxItems` for arrays and `minProperties`/`maxProperties` for dictionaries. `email` and `url` rules become formats (`uri` for a
/// Swift `URL`, `iri` for text, which may hold an IRI as typed), `regex` and
/// the fixed-format rules (`integer` on text, `fiveDigitZipCode`, `usPhone`,
/// `expiration`) become anchored patterns (``RegexPattern/schemaPattern``, left out when the
/// pattern means something else in JSON Schema's engines). Rules JSON Schema cannot state
/// (`equalsField`, `usState`, `double`, closures) are left to the server.
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
    var minProperties: Int?
    var maxProperties: Int?
    /// Formats the text must have; the first is `format`, the others go in `allOf`.
    var formats: [String] = []
    /// Patterns the whole text must match, anchored; the first is `pattern`, the others go in `allOf`.
    var patterns: [String] = []

    /// The constraints of `exported`'s field.
    init(_ exported: ExportedField) {
        self.init(field: exported.field, shape: exported.shape, isRequired: exported.isRequiredWherever)
    }

    /// The constraints of a field (or a collection's item template) of shape `shape`.
    ///
    /// - Parameter isRequired: Whether the `required` rule holds wherever the schema applies
    ///   (not for a field a condition may hide), implying at least one character or item.
    init(field: Field, shape: ValueShape, isRequired: Bool) {
        if case .text(let format?) = shape { formats.append(format) }
        let constraints = field.constraints
        // A number or a date that must have a value is not nullable in the schema; text and
        // lists must have at least one character or item.
        if isRequired, !field.kind.isNumeric, !field.kind.isTemporal { atLeast(1, shape: shape) }
        // Lengths of text are announced only when counted as JSON Schema counts them
        // (Unicode scalars); lists count items whatever the unit.
        if shape.isArray || shape.isEntries || constraints.lengthUnit == .unicodeScalars {
            if let count = constraints.minimumLength { atLeast(count, shape: shape) }
            if let count = constraints.maximumLength { atMost(count, shape: shape) }
        }
        if shape.isNumeric { numberBounds(constraints, shape: shape) }
        if shape.isText {
            // A Swift `URL` holds its text as ASCII (an IRI is percent-encoded when read);
            // text keeps what was typed, which may be an IRI (`https://bücher.example/`).
            let kind = field.typeName.hasPrefix("URL") ? "uri" : "iri"
            var urlPatterns: [String] = []
            for format in constraints.formats {
                switch format {
                case .email: addFormat("email")
                case .url(let schemes, let requiresScheme):
                    addFormat(requiresScheme ? kind : kind + "-reference")
                    if let pattern = Self.urlPattern(schemes: schemes, requiresScheme: requiresScheme) {
                        urlPatterns.append(pattern)
                    }
                }
            }
            // A regex rule's pattern stays `pattern`; the URL's shape comes after it.
            for pattern in constraints.patterns.compactMap(\.schemaPattern) + urlPatterns
            where !patterns.contains(pattern) {
                patterns.append(pattern)
            }
        }
    }

    /// Bounds, whole numbers and the step of a number.
    private mutating func numberBounds(_ constraints: FieldConstraints, shape: ValueShape) {
        if let bound = constraints.minimum, bound.isNumber {
            if constraints.isMinimumExclusive { exclusiveMinimum = bound } else { raiseMinimum(bound) }
        }
        if let bound = constraints.maximum, bound.isNumber {
            if constraints.isMaximumExclusive { exclusiveMaximum = bound } else { lowerMaximum(bound) }
        }
        if case .integer(nonNegative: true) = shape { raiseMinimum(.int(0)) }
        if case .number = shape, constraints.isWholeNumber { multipleOf = .int(1) }
        // `multipleOf` counts from zero, and validators divide in binary floating point:
        // a step is announced only when it is whole and counted from a multiple of itself.
        if let step = constraints.step.flatMap(Self.wholeNumber), step > 0 {
            let base = constraints.stepBase.map(Self.wholeNumber) ?? 0
            if let base, base % step == 0 { multipleOf = .int(step) }
        }
    }

    /// What the `url` rule checks of a URL's shape, as an anchored pattern: one of `schemes`
    /// (any case) followed by `://` (or, unless `requiresScheme`, no `://` before the path),
    /// then a host (a bracketed IPv6 address, or a name without `@` or `:`) with an optional
    /// port of digits, and no whitespace. The host name's own syntax is the form's to check. `nil` for a scheme that is not ASCII letters, digits, `+`, `-` and `.`.
    static func urlPattern(schemes: [String], requiresScheme: Bool) -> String? {
        var alternatives: [String] = []
        for scheme in schemes {
            var text = ""
            for character in scheme {
                guard character.isASCII, character.isLetter || character.isNumber || "+-.".contains(character)
                else { return nil }
                if character.isLetter {
                    text += "[\(character.uppercased())\(character.lowercased())]"
                } else {
                    // `[+]`, not `\+`: ECMA-262's unicode mode allows few escapes.
                    text += character == "+" || character == "." ? "[\(character)]" : String(character)
                }
            }
            alternatives.append(text)
        }
        guard !alternatives.isEmpty else { return nil }
        let scheme = "(?:" + alternatives.joined(separator: "|") + ")://"
        let start = requiresScheme ? scheme : "(?:" + scheme + "|(?![^/?#]*://))"
        // A bracketed IPv6 address or a host without `:`, then a port of digits.
        let authority = "(?:\\[[0-9A-Fa-f:.]+\\]|[^/?#@\\s:\\[\\]]+)(?::[0-9]{1,5})?"
        // A file URL may have an empty host, its path right after `file://`.
        let host =
            schemes.contains("file") ? "(?:[Ff][Ii][Ll][Ee]://(?=/)|" + start + authority + ")" : start + authority
        return "^" + host + "(?:[/?#]\\S*)?(?![\\s\\S])"
    }

    // MARK: - Tightening

    private mutating func atLeast(_ count: Int, shape: ValueShape) {
        if shape.isText { minLength = max(minLength ?? 0, count) }
        if shape.isArray { minItems = max(minItems ?? 0, count) }
        if shape.isEntries { minProperties = max(minProperties ?? 0, count) }
    }

    private mutating func atMost(_ count: Int, shape: ValueShape) {
        if shape.isText { maxLength = min(maxLength ?? count, count) }
        if shape.isArray { maxItems = min(maxItems ?? count, count) }
        if shape.isEntries { maxProperties = min(maxProperties ?? count, count) }
    }

    private mutating func raiseMinimum(_ bound: FormValue) {
        minimum = Self.tighter(minimum, bound, keepLarger: true)
    }

    private mutating func lowerMaximum(_ bound: FormValue) {
        maximum = Self.tighter(maximum, bound, keepLarger: false)
    }

    /// Adds a format unless it is there already; `uri` makes `uri-reference` redundant, and
    /// `iri` `iri-reference`.
    private mutating func addFormat(_ format: String) {
        if formats.contains(format) { return }
        if format.hasSuffix("-reference"), formats.contains(String(format.dropLast("-reference".count))) { return }
        formats.removeAll { $0 == format + "-reference" }
        formats.append(format)
    }

    /// The tighter of two bounds: the larger of two minimums, the smaller of two maximums.
    private static func tighter(_ current: FormValue?, _ candidate: FormValue, keepLarger: Bool) -> FormValue {
        guard let current, let old = current.decimalValue, let new = candidate.decimalValue else { return candidate }
        return (keepLarger ? new > old : new < old) ? candidate : current
    }

    /// A number that is whole, as an `Int`.
    private static func wholeNumber(_ value: FormValue) -> Int? {
        switch value {
        case .int(let number): return number
        case .uint(let number): return Int(exactly: number)
        case .double(let number): return Int(exactly: number)
        case .decimal(let number): return Int(exactly: NSDecimalNumber(decimal: number).doubleValue)
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
        members.add("minProperties", minProperties.map(FormValue.int))
        members.add("maxProperties", maxProperties.map(FormValue.int))
        return members
    }

    /// `allOf` with the formats and patterns beyond the first of each, if there are any.
    var allOfKeyword: FormValue? {
        let extra =
            formats.dropFirst().map { FormValue.object([FormValueMember("format", .string($0))]) }
            + patterns.dropFirst().map { FormValue.object([FormValueMember("pattern", .string($0))]) }
        return extra.isEmpty ? nil : .array(extra)
    }
}
