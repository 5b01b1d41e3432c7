import Formulate
import Foundation

/// The browser-side constraints of a control, from the field's type, bounds and rules:
/// `required`, `min`/`max`/`step`, `minlength`/`maxlength` and `pattern` (with a `title`
/// saying in words what it accepts, where the pattern's rule says so).
///
/// They only ever repeat what the server checks; where the browser would judge
/// differently they are left out (64-bit bounds a browser's `double` cannot hold, regular
/// expressions that mean something else in JavaScript).
struct HTMLConstraints {
    var isRequired = false
    var minimum: String?
    var maximum: String?
    var step: String?
    var minimumLength: Int?
    var maximumLength: Int?
    var pattern: String?
    /// What the pattern accepts, in words (``RegexPattern/explanation``): the `title` a
    /// browser shows beside its message when the pattern does not match.
    var patternTitle: String?

    /// The largest integer a browser's `double` holds exactly.
    static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Constraints for `field` rendered as an input of `type` (or `textarea`, `select`...)
    /// holding `value`. `isItem` is for the inputs of a collection's items, which are never
    /// required. Everything comes from the field's `FieldConstraints`; date
    /// bounds are written by `dates` (in the form's time zone).
    init(field: borrowing Field, type: String, value: String = "", isItem: Bool = false, dates: ISO8601Text) {
        let constraints = field.constraints
        if !isItem { isRequired = constraints.isRequired }
        if field.kind.isTextual && HTMLInputMapping.isTyped(type) {
            // HTML counts UTF-16 code units: a length in another unit would refuse text
            // the server accepts ("👍🏽" is one character and four code units).
            if constraints.lengthUnit == .utf16 {
                minimumLength = constraints.minimumLength
                maximumLength = constraints.maximumLength
            }
            if type != "textarea", constraints.patterns.count == 1 {
                pattern = constraints.patterns[0].htmlPattern
                if pattern != nil { patternTitle = constraints.patterns[0].explanation }
            }
        }
        if type == "number" { numberBounds(constraints, value: value) }
        if type == "date" || type == "time" || type == "datetime-local" {
            dateBounds(constraints, kind: field.kind, value: value, dates: dates)
        }
    }

    // MARK: - Numbers

    private mutating func numberBounds(_ constraints: FieldConstraints, value: String) {
        let isWhole = constraints.isWholeNumber
        var low = constraints.minimum.flatMap(Self.double)
        var high = constraints.maximum.flatMap(Self.double)
        // HTML bounds are inclusive: an exclusive one is announced only for whole numbers,
        // as the next whole number in.
        if constraints.isMinimumExclusive { low = isWhole ? low.map { $0.rounded(.down) + 1 } : nil }
        if constraints.isMaximumExclusive { high = isWhole ? high.map { $0.rounded(.up) - 1 } : nil }
        if isWhole {
            low = low.map { $0.rounded(.up) }
            high = high.map { $0.rounded(.down) }
        }
        minimum = low.flatMap(Self.exactText)
        maximum = high.flatMap(Self.exactText)
        step = isWhole ? "1" : "any"
        if let custom = constraints.step.flatMap(Self.double), custom > 0, let text = Self.exactText(custom) {
            // The browser counts steps from `min`, or without one from the `value`
            // attribute (the value the page was rendered with), or else from zero (WHATWG
            // "step base"): the step is announced only when that lies on the server's steps.
            let baseText = minimum ?? (Double(value)?.isFinite == true ? value : nil)
            let browserBase = baseText.flatMap { Decimal(string: $0) }.map(FormValue.decimal) ?? .int(0)
            if constraints.isOnStep(browserBase) { step = text }
        }
    }

    private static func double(_ value: FormValue) -> Double? {
        guard value.isNumber, let d = value.doubleValue, d.isFinite else { return nil }
        return d
    }

    private static func date(_ value: FormValue) -> Date? {
        if case .date(let d) = value { return d }
        return nil
    }

    /// The bound as text, unless a browser could not hold it exactly.
    private static func exactText(_ d: Double) -> String? {
        guard abs(d) <= exactIntegerLimit else { return nil }
        return HTMLValueText.number(d)
    }

    // MARK: - Dates

    private mutating func dateBounds(
        _ constraints: FieldConstraints, kind: FieldKind, value: String, dates: ISO8601Text
    ) {
        var low = constraints.minimum.flatMap(Self.date)
        var high = constraints.maximum.flatMap(Self.date)
        // Exclusive date bounds cannot be stated in HTML.
        if constraints.isMinimumExclusive { low = nil }
        if constraints.isMaximumExclusive { high = nil }
        if kind == .date {
            // A date field holds midnight UTC: the first allowed day is the bound's day,
            // or the next one when the bound is later in the day.
            low = low.map { bound in
                let day = (bound.timeIntervalSince1970 / 86_400).rounded(.up)
                return Date(timeIntervalSince1970: day * 86_400)
            }
        }
        minimum = low.map { HTMLValueText.date($0, kind: kind, dates: dates) }
        maximum = high.map { HTMLValueText.date($0, kind: kind, dates: dates) }
        // Times step by a minute unless told otherwise: a value with seconds would be
        // refused by the browser, so allow seconds (and milliseconds) when it has them.
        if kind != .date {
            let clock = value.split(separator: "T").last ?? ""
            if clock.contains(".") {
                step = "any"
            } else if clock.filter({ $0 == ":" }).count == 2 {
                step = "1"
            }
        }
    }

    /// Writes the constraints as attributes.
    func add<Attributes: HTMLAttributeSink>(to attributes: inout Attributes) {
        attributes.flag("required", isRequired)
        attributes.add("min", minimum)
        attributes.add("max", maximum)
        attributes.add("step", step)
        attributes.add("minlength", minimumLength.map(String.init))
        attributes.add("maxlength", maximumLength.map(String.init))
        attributes.add("pattern", pattern)
        attributes.add("title", patternTitle)
    }
}
