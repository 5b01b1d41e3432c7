import Formulate

/// What a field accepts, in words, for `?`: the kind of value with an example, its range or
/// format, its options, and the limits its rules set ("an email address, like
/// name@example.com; required").
enum AcceptedInput {
    private typealias Name = ValidationRule.Name

    /// The description, without a final full stop.
    static func description(of field: Field) -> String {
        var parts: [String]
        if field.kind == .collection, let item = field.itemTemplate {
            parts = ["a list, each item " + description(of: item)]
        } else {
            parts = [value(of: field)]
        }
        parts += limits(of: field, counting: field.kind == .collection ? "items" : "characters")
        return parts.joined(separator: "; ")
    }

    /// The value of one kind: numbers with their range, dates with their format and options
    /// as the form words them; email addresses, URLs (with the schemes the URL rule allows),
    /// phone numbers and text in the terminal's words.
    private static func value(of field: Field) -> String {
        if field.kind == .email || has(Name.email, field) { return "an email address, like name@example.com" }
        if let url = field.rules.first(where: { $0.name == Name.url }) {
            let schemes = url.parameter("allowedSchemes")?.arrayValue?.compactMap(\.stringValue) ?? ["http", "https"]
            let starts = schemes.map { $0 + "://" }
            let list = starts.count > 1 ? starts.dropLast().joined(separator: ", ") + " or " + (starts.last ?? "") : starts.joined()
            let example = (schemes.contains("https") ? "https" : schemes.first ?? "https") + "://example.com"
            return "a URL starting with \(list), like \(example)"
        }
        if has(Name.usPhone, field) { return "a US phone number, like 555-123-4567" }
        switch field.kind {
        case .url: return "a URL with its scheme, like https://example.com"
        case .phone: return "a phone number, like +1 555 123 4567"
        case .longText: return "text, on one or more lines"
        case .password: return "text, not shown as it is typed"
        default: return field.acceptedValues
        }
    }

    /// What the field's length, pattern and `required` rules ask for.
    private static func limits(of field: Field, counting unit: String) -> [String] {
        func bound(_ name: String) -> Int? {
            guard case .int(let count)? = field.rules.first(where: { $0.name == name })?.parameter("value") else { return nil }
            return count
        }
        var limits: [String] = []
        switch (bound(Name.minLength), bound(Name.maxLength)) {
        case let (low?, high?): limits.append("from \(low) to \(high) \(unit)")
        case let (low?, nil): limits.append("at least \(low) \(unit)")
        case let (nil, high?): limits.append("at most \(high) \(unit)")
        case (nil, nil): break
        }
        if let exact = bound(Name.exactLength) { limits.append("exactly \(exact) \(unit)") }
        for rule in field.rules where rule.name == Name.regex {
            if let pattern = rule.parameter("value")?.stringValue { limits.append("matching the pattern \(pattern)") }
        }
        if has(Name.required, field) { limits.append("required") }
        return limits
    }

    private static func has(_ rule: String, _ field: Field) -> Bool {
        field.rules.contains { $0.name == rule }
    }
}
