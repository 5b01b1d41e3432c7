import Formulate

/// What a field accepts, in words, for `?`: the kind of value with an example, its range or
/// format, its options, and the limits its constraints set ("an email address, like
/// name@example.com; at most 100 characters; required"). Built on ``Field/constraints``,
/// which is what the form enforces.
enum AcceptedInput {
    /// The description, without a final full stop.
    static func description(of field: Field) -> String {
        let constraints = field.constraints
        var parts: [String]
        if field.kind == .collection, let item = field.itemTemplate {
            parts = [items(of: field, item)]
        } else {
            parts = [value(of: field, constraints)]
        }
        if let step = constraints.step, field.kind.isNumeric {
            parts.append("in steps of \(number(step))" + (constraints.stepBase.map { " from \(number($0))" } ?? ""))
        }
        let unit: (Int) -> String = { count in
            // People read "characters" whatever unit the developer counts them in.
            guard field.kind == .collection else { return count == 1 ? "character" : "characters" }
            if field.isDictionary { return count == 1 ? "entry" : "entries" }
            return count == 1 ? "item" : "items"
        }
        if let length = length(constraints, unit: unit) {
            parts.append(length)
        }
        // A pattern with words for it is said in them (the first as the value, above).
        let explained = constraints.patterns.compactMap(\.explanation)
        parts += explained.filter { !parts.contains($0) }
        parts += constraints.patterns.filter { $0.explanation == nil }.map { "matching the pattern \($0)" }
        // Numbers and dates that are not optional always have a value: saying so is noise.
        if constraints.isRequired && !field.kind.isNumeric && !field.kind.isTemporal { parts.append("required") }
        return parts.joined(separator: "; ")
    }

    /// What a collection holds: "a list, each item a whole number", "a list, each item
    /// with the fields of a Part", "entries, each a key and a whole number", "entries, each a
    /// key and the fields of an Account".
    private static func items(of field: Field, _ item: Field) -> String {
        let fields = item.title.isEmpty ? "its own fields" : "the fields of \(article(item.title)) \(item.title)"
        if field.isDictionary {
            return "entries, each a key and " + (field.isCollectionOfSubforms ? fields : description(of: item))
        }
        if field.isCollectionOfSubforms { return "a list, each item with " + fields }
        return "a list, each item " + description(of: item)
    }

    /// "a" or "an", by the first letter of `word`.
    private static func article(_ word: String) -> String {
        "aeiouAEIOU".contains(word.first ?? "x") ? "an" : "a"
    }

    /// The value of one kind: its format (email, URL with its schemes), a number with its
    /// range, a check described in words, or what the form says its type accepts (dates with
    /// their format, options, booleans).
    private static func value(of field: Field, _ constraints: FieldConstraints) -> String {
        for format in constraints.formats {
            switch format {
            case .email: return email
            case .url(let schemes, let requiresScheme): return url(schemes: schemes, requiresScheme: requiresScheme)
            }
        }
        if let words = constraints.patterns.lazy.compactMap(\.explanation).first { return words }
        if field.kind.isNumeric, let range = range(constraints) {
            return (constraints.isWholeNumber ? "a whole number " : "a number ") + range
        }
        switch field.kind {
        case .email: return email
        case .url: return "a URL with its scheme, like https://example.com"
        case .phone: return "a phone number, like +1 555 123 4567"
        case .longText: return "text, on one or more lines"
        case .password: return "text, not shown as it is typed"
        default: return field.acceptedValues
        }
    }

    private static let email = "an email address, like name@example.com"

    /// "a URL starting with http:// or https://, like https://example.com".
    private static func url(schemes: [String], requiresScheme: Bool) -> String {
        let starts = schemes.map { $0 + "://" }
        let list =
            starts.count > 1
            ? starts.dropLast().joined(separator: ", ") + " or " + (starts.last ?? "") : starts.joined()
        let example = RuleURLSyntax.example(for: schemes)
        guard !list.isEmpty else { return "a URL, like \(example)" }
        let bare = schemes.contains { $0 != "file" } ? "example.com or " : ""
        return requiresScheme
            ? "a URL starting with \(list), like \(example)"
            : "a URL, like \(bare)\(example); it may start with \(list)"
    }

    /// "from 8 to 72", "at least 1", "more than 0 and at most 10"; `nil` without bounds worth
    /// saying (a 64-bit type's own bounds are not).
    private static func range(_ constraints: FieldConstraints) -> String? {
        let low = constraints.minimum.flatMap(sayable)
        let high = constraints.maximum.flatMap(sayable)
        if let low, let high, !constraints.isMinimumExclusive, !constraints.isMaximumExclusive {
            return "from \(number(low)) to \(number(high))"
        }
        let lower = low.map { (constraints.isMinimumExclusive ? "more than " : "at least ") + number($0) }
        let upper = high.map { (constraints.isMaximumExclusive ? "less than " : "at most ") + number($0) }
        let both = [lower, upper].compactMap { $0 }
        return both.isEmpty ? nil : both.joined(separator: " and ")
    }

    private static func sayable(_ bound: FormValue) -> FormValue? {
        guard let value = bound.doubleValue, abs(value) < 1e15 else { return nil }
        return bound
    }

    /// "from 2 to 500 characters", "at most 3 items", "exactly 5 characters", "at most 1
    /// UTF-16 code unit": the unit as the constraints count it.
    private static func length(_ constraints: FieldConstraints, unit: (Int) -> String) -> String? {
        switch (constraints.minimumLength, constraints.maximumLength) {
        case (let low?, let high?) where low == high: return "exactly \(low) \(unit(low))"
        case (let low?, let high?): return "from \(low) to \(high) \(unit(high))"
        case (let low?, nil): return "at least \(low) \(unit(low))"
        case (nil, let high?): return "at most \(high) \(unit(high))"
        case (nil, nil): return nil
        }
    }

    /// A number as a person types it: `8`, `2.5`.
    static func number(_ value: FormValue) -> String {
        switch value {
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .decimal(let d): return "\(d)"
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        default: return value.plainText
        }
    }
}
