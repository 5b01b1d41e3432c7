import Foundation
import Formulate

/// The browser-side constraints of a control, from the field's type, bounds and rules:
/// `required`, `min`/`max`/`step`, `minlength`/`maxlength` and `pattern`.
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

    /// The largest integer a browser's `double` holds exactly.
    static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Constraints for `field` rendered as an input of `type` (or `textarea`, `select`...)
    /// holding `value`. `isItem` is for the inputs of a collection's items, which are never
    /// required.
    init(field: Field, type: String, value: String = "", isItem: Bool = false) {
        let ruleNames = Set(field.rules.map(\.name))
        if !isItem {
            isRequired = ruleNames.contains(ValidationRule.Name.required)
                || (!field.isOptional && (field.kind.isNumeric || field.kind.isTemporal) && field.valueTransformer == nil)
        }
        if field.kind.isTextual && HTMLInputMapping.isTyped(type) {
            lengths(from: field.rules)
            if type != "textarea" {
                let patterns = field.rules.filter { $0.name == ValidationRule.Name.regex }
                if patterns.count == 1, let source = patterns[0].parameter("value")?.stringValue {
                    pattern = HTMLPattern.translate(source)
                }
            }
        }
        if type == "number" { numberBounds(field) }
        if ["date", "time", "datetime-local"].contains(type) { dateBounds(field, value: value) }
    }

    private mutating func lengths(from rules: [ValidationRule]) {
        for rule in rules {
            guard case .int(let length)? = rule.parameter("value") else { continue }
            switch rule.name {
            case ValidationRule.Name.minLength: minimumLength = max(minimumLength ?? 0, length)
            case ValidationRule.Name.maxLength: maximumLength = min(maximumLength ?? .max, length)
            case ValidationRule.Name.exactLength:
                minimumLength = max(minimumLength ?? 0, length)
                maximumLength = min(maximumLength ?? .max, length)
            default: break
            }
        }
    }

    // MARK: - Numbers

    private mutating func numberBounds(_ field: Field) {
        let isWhole = field.kind == .integer || field.kind == .unsigned
        var low = field.minimum.flatMap(Self.double)
        var high = field.maximum.flatMap(Self.double)
        for rule in field.rules {
            guard let bound = rule.parameter("value").flatMap(Self.double) else { continue }
            switch rule.name {
            case ValidationRule.Name.greaterOrEqual: low = Swift.max(low ?? bound, bound)
            case ValidationRule.Name.lessOrEqual: high = Swift.min(high ?? bound, bound)
            case ValidationRule.Name.greaterThan where isWhole:
                let next = bound.rounded(.down) + 1
                low = Swift.max(low ?? next, next)
            case ValidationRule.Name.lessThan where isWhole:
                let previous = bound.rounded(.up) - 1
                high = Swift.min(high ?? previous, previous)
            default: break
            }
        }
        if isWhole {
            low = low.map { $0.rounded(.up) }
            high = high.map { $0.rounded(.down) }
        }
        minimum = low.flatMap(Self.exactText)
        maximum = high.flatMap(Self.exactText)
        if let custom = field.step.flatMap(Self.double), custom > 0 {
            step = Self.exactText(custom)
        } else {
            step = isWhole ? "1" : "any"
        }
    }

    /// A number bound as a `Double`, if it is a number (or a plain number as text, which
    /// comparison rules read as one).
    private static func double(_ value: FormValue) -> Double? {
        if case .string(let text) = value {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard HTMLValueText.isValidNumber(trimmed), let d = Double(trimmed), d.isFinite else { return nil }
            return d
        }
        guard value.isNumber, let d = value.doubleValue, d.isFinite else { return nil }
        return d
    }

    /// A date bound, if it is a date (or ISO 8601 text, which comparison rules read as one:
    /// `2024-05-17`, or a date-time with a zone).
    private static func date(_ value: FormValue) -> Date? {
        switch value {
        case .date(let d): return d
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let formatter = ISO8601DateFormatter()
            if trimmed.count == 10 {
                guard trimmed.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") }) else { return nil }
                formatter.formatOptions = [.withFullDate]
                return formatter.date(from: trimmed)
            }
            formatter.formatOptions = [.withInternetDateTime]
            if let d = formatter.date(from: trimmed) { return d }
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.date(from: trimmed)
        default: return nil
        }
    }

    /// The bound as text, unless a browser could not hold it exactly.
    private static func exactText(_ d: Double) -> String? {
        guard abs(d) <= exactIntegerLimit else { return nil }
        return HTMLValueText.number(d)
    }

    // MARK: - Dates

    private mutating func dateBounds(_ field: Field, value: String) {
        var low = field.minimum.flatMap(Self.date)
        var high = field.maximum.flatMap(Self.date)
        for rule in field.rules {
            guard let bound = rule.parameter("value").flatMap(Self.date) else { continue }
            switch rule.name {
            case ValidationRule.Name.greaterOrEqual: low = Swift.max(low ?? bound, bound)
            case ValidationRule.Name.lessOrEqual: high = Swift.min(high ?? bound, bound)
            default: break
            }
        }
        if field.kind == .date {
            // A date field holds midnight UTC: the first allowed day is the bound's day,
            // or the next one when the bound is later in the day.
            low = low.map { bound in
                let day = (bound.timeIntervalSince1970 / 86_400).rounded(.up)
                return Date(timeIntervalSince1970: day * 86_400)
            }
        }
        minimum = low.map { HTMLValueText.date($0, kind: field.kind) }
        maximum = high.map { HTMLValueText.date($0, kind: field.kind) }
        // Times step by a minute unless told otherwise: a value with seconds would be
        // refused by the browser, so allow seconds (and milliseconds) when it has them.
        if field.kind != .date {
            let clock = value.split(separator: "T").last ?? ""
            if clock.contains(".") {
                step = "any"
            } else if clock.filter({ $0 == ":" }).count == 2 {
                step = "1"
            }
        }
    }

    /// Writes the constraints as attributes.
    func add(to attributes: inout HTMLAttributes) {
        attributes.flag("required", isRequired)
        attributes.add("min", minimum)
        attributes.add("max", maximum)
        attributes.add("step", step)
        attributes.add("minlength", minimumLength.map(String.init))
        attributes.add("maxlength", maximumLength.map(String.init))
        attributes.add("pattern", pattern)
    }
}
