import Foundation

/// What a field accepts, as every renderer announces it and as ``ModelForm/validate()``
/// enforces it: one answer, derived from the field's type, its kind and its rules.
///
/// A field's constraints are ``Field/constraints``; an HTML
/// renderer turns them into `required`, `min`, `max`, `step` and `pattern` attributes, a
/// JSON Schema exporter into `minimum`, `maxLength`, `format`... Each constraint here is
/// checked on the server too, so a renderer that announces one promises nothing the server
/// does not keep.
///
/// ```swift
/// let constraints = form.field("fontSize")?.constraints
/// constraints?.minimum   // .int(8)
/// constraints?.maximum   // .int(72)
/// ```
public struct FieldConstraints: Sendable, Hashable {
    /// Whether the field must have a value (the ``ValidationRule/required`` rule, or a
    /// custom rule that says it implies it).
    public var isRequired = false

    /// The fewest characters of text, or items of a list, the field accepts.
    ///
    /// Characters are counted in ``lengthUnit``. HTML's `minlength` counts UTF-16 code
    /// units and JSON Schema's `minLength` Unicode scalars, so a renderer announces a
    /// length only when the units agree.
    public var minimumLength: Int?
    /// The most characters of text, or items of a list, the field accepts.
    public var maximumLength: Int?
    /// What ``minimumLength`` and ``maximumLength`` count in text.
    public var lengthUnit: LengthUnit = .characters

    /// The smallest value the field accepts (a number or a date).
    public var minimum: FormValue?
    /// Whether ``minimum`` itself is refused (`greaterThan` rather than `greaterOrEqual`).
    public var isMinimumExclusive = false
    /// The largest value the field accepts (a number or a date).
    public var maximum: FormValue?
    /// Whether ``maximum`` itself is refused.
    public var isMaximumExclusive = false
    /// Whether ``minimum`` is only the limit of the property's integer type (`Int.min` for
    /// an `Int`), which no setting or rule gave: true, but nothing to tell a person ("from
    /// 0 to 10" is a hint, "from -9223372036854775808" is not). When a field sets one bound
    /// (`min: 2` on an `Int8`), the other is told apart only at the limits of `Int` and `UInt`.
    public var isMinimumTypeLimit = false
    /// Whether ``maximum`` is only the limit of the property's integer type (`UInt8.max`),
    /// as for ``isMinimumTypeLimit``.
    public var isMaximumTypeLimit = false
    /// The step between accepted numbers: a value must be ``stepBase`` plus a whole
    /// multiple of it.
    public var step: FormValue?
    /// Where the steps are counted from: the field's own `min` setting, or `nil` for zero.
    /// (HTML counts from the `min` attribute, JSON Schema's `multipleOf` from zero: a
    /// renderer announces the step only where its base is the same.)
    public var stepBase: FormValue?
    /// Whether only whole numbers are accepted.
    public var isWholeNumber = false

    /// Regular expressions the whole text must match, as the rules give them; each says how
    /// it is written for HTML and JSON Schema, when it can be.
    public var patterns: [RegexPattern] = []
    /// Formats the text must have (an email address, a URL), each at most once.
    public var formats: [ValueFormat] = []

    /// Whether no two items of the collection may be the same (``ValidationRule/unique``).
    /// A JSON Schema announces it as `uniqueItems` for a collection of values.
    public var itemsAreUnique = false
    /// Keys of the items' fields whose values no two items of a collection of subforms may
    /// share (``ValidationRule/unique(by:)``). No JSON Schema keyword states this.
    public var uniqueItemFields: [String] = []

    /// No constraints.
    public init() {}

    /// Whether nothing at all is constrained.
    public var isEmpty: Bool { self == FieldConstraints() }

    /// Adds `other`'s constraints to these, keeping the tighter of each bound.
    ///
    /// Lengths in different units cannot be one bound (10 characters may be 40 UTF-16 code
    /// units): when both have lengths and their units differ, these keep theirs, which the
    /// server checks as they say, and `other`'s are left to the server alone.
    public mutating func formIntersection(_ other: FieldConstraints) {
        isRequired = isRequired || other.isRequired
        let hasLengths = minimumLength != nil || maximumLength != nil
        if other.minimumLength != nil || other.maximumLength != nil, !hasLengths || other.lengthUnit == lengthUnit {
            if let other = other.minimumLength { minimumLength = Swift.max(minimumLength ?? other, other) }
            if let other = other.maximumLength { maximumLength = Swift.min(maximumLength ?? other, other) }
            lengthUnit = other.lengthUnit
        }
        if let bound = other.minimum {
            tightenMinimum(bound, exclusive: other.isMinimumExclusive)
        }
        if let bound = other.maximum {
            tightenMaximum(bound, exclusive: other.isMaximumExclusive)
        }
        if step == nil, let otherStep = other.step { (step, stepBase) = (otherStep, other.stepBase) }
        isWholeNumber = isWholeNumber || other.isWholeNumber
        for pattern in other.patterns where !patterns.contains(pattern) { patterns.append(pattern) }
        for format in other.formats { add(format) }
        itemsAreUnique = itemsAreUnique || other.itemsAreUnique
        for key in other.uniqueItemFields where !uniqueItemFields.contains(key) { uniqueItemFields.append(key) }
    }

    /// These constraints and `other`'s together (``formIntersection(_:)``).
    public func intersection(_ other: FieldConstraints) -> FieldConstraints {
        var result = self
        result.formIntersection(other)
        return result
    }

    /// Adds a format, narrowing a URL format already there rather than adding a second one.
    mutating func add(_ format: ValueFormat) {
        if let index = formats.firstIndex(where: { $0.isSameKind(as: format) }) {
            formats[index] = formats[index].narrowed(by: format)
        } else {
            formats.append(format)
        }
    }

    /// Makes a URL format require its scheme (`example.com` is no longer enough).
    mutating func requireURLScheme() {
        for index in formats.indices {
            if case .url(let schemes, _) = formats[index] {
                formats[index] = .url(schemes: schemes, requiresScheme: true)
            }
        }
    }

    /// Raises the minimum to `bound` when it is tighter.
    mutating func tightenMinimum(_ bound: FormValue, exclusive: Bool) {
        guard let current = minimum, let order = bound.compare(to: current) else {
            (minimum, isMinimumExclusive) = (bound, exclusive)
            return
        }
        if order == .orderedDescending || (order == .orderedSame && exclusive) {
            (minimum, isMinimumExclusive) = (bound, exclusive)
        }
    }

    /// Lowers the maximum to `bound` when it is tighter.
    mutating func tightenMaximum(_ bound: FormValue, exclusive: Bool) {
        guard let current = maximum, let order = bound.compare(to: current) else {
            (maximum, isMaximumExclusive) = (bound, exclusive)
            return
        }
        if order == .orderedAscending || (order == .orderedSame && exclusive) {
            (maximum, isMaximumExclusive) = (bound, exclusive)
        }
    }
}

/// What a length constraint counts in text.
public enum LengthUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Characters as a person sees them (Swift `Character`s, extended grapheme clusters):
    /// `"é"` and `"👍🏽"` are one each. The default. Neither HTML nor JSON Schema counts
    /// this way, so renderers do not announce these lengths; the server checks them.
    case characters
    /// Unicode scalars (code points), as JSON Schema's `minLength`/`maxLength` count.
    case unicodeScalars
    /// UTF-16 code units, as HTML's `minlength`/`maxlength` count.
    case utf16

    /// The unit's English name for `count` of it, for developers (diagnostics, logs):
    /// "character", "characters", "Unicode scalars", "UTF-16 code units". Messages and
    /// hints for people say "characters" whatever the unit.
    public func name(count: Int) -> String {
        switch self {
        case .characters: return count == 1 ? "character" : "characters"
        case .unicodeScalars: return count == 1 ? "Unicode scalar" : "Unicode scalars"
        case .utf16: return count == 1 ? "UTF-16 code unit" : "UTF-16 code units"
        }
    }

    /// The length of `text` in this unit.
    public func count(_ text: String) -> Int {
        switch self {
        case .characters:
            // In ASCII text every scalar is a character of its own, but for CR LF: most
            // text is counted by its bytes, without finding the characters' boundaries.
            var previous: UInt8 = 0
            for byte in text.utf8 {
                if byte >= 0x80 || (byte == 0x0A && previous == 0x0D) { return text.count }
                previous = byte
            }
            return text.utf8.count
        case .unicodeScalars: return text.unicodeScalars.count
        case .utf16: return text.utf16.count
        }
    }
}

/// A format that text must have.
public enum ValueFormat: Sendable, Hashable {
    /// An email address, as ``ValidationRule/email`` checks it.
    case email
    /// A URL with one of `schemes`, as ``ValidationRule/url(requireScheme:allowedSchemes:)``
    /// checks it; `requiresScheme` is `false` when `example.com` is accepted too.
    case url(schemes: [String], requiresScheme: Bool)

    /// Whether both are email formats, or both URL formats.
    func isSameKind(as other: ValueFormat) -> Bool {
        switch (self, other) {
        case (.email, .email), (.url, .url): return true
        default: return false
        }
    }

    /// The tighter of two formats of the same kind: a URL that must have its scheme over
    /// one that need not, with the schemes both allow.
    func narrowed(by other: ValueFormat) -> ValueFormat {
        switch (self, other) {
        case (.url(let schemes, let requires), .url(let otherSchemes, let otherRequires)):
            return .url(schemes: schemes.filter(otherSchemes.contains), requiresScheme: requires || otherRequires)
        default:
            return self
        }
    }
}

extension FieldConstraints {
    /// Whether `value` lies on the step (``step`` counted from ``stepBase``); `true` when
    /// there is no step or the value is not a number.
    public func isOnStep(_ value: FormValue) -> Bool {
        guard let step = step?.decimalValue else { return true }
        return Self.isOnStep(value, step: step, base: stepBase?.decimalValue)
    }

    /// Whether `value` is `base` (zero when `nil`) plus a whole multiple of `step`, in
    /// decimal arithmetic (so `0.3` is on a step of `0.1`).
    static func isOnStep(_ value: FormValue, step: Decimal, base: Decimal?) -> Bool {
        guard step > 0, value.isNumber, let number = value.decimalValue else { return true }
        var quotient = (number - (base ?? 0)) / step
        var whole = Decimal()
        NSDecimalRound(&whole, &quotient, 0, .plain)
        return whole == quotient
    }
}
