/// The static type check behind ``ConditionExpression/checkTypes(_:)``.
extension ConditionNode {
    /// One side of a comparison, with its category when known.
    fileprivate enum Operand {
        /// A field and what it holds.
        case field(String, offset: Int, ValueCategory)
        /// A literal and its category.
        case literal(ConditionLiteral, ValueCategory)
        /// A condition, which is true or false.
        case condition(offset: Int)

        /// The category of the operand.
        var category: ValueCategory {
            switch self {
            case .field(_, _, let category), .literal(_, let category): return category
            case .condition: return .boolean
            }
        }

        /// Whether the operand is a field.
        var isField: Bool {
            if case .field = self { return true }
            return false
        }

        /// How to fix a literal so that it compares with a value of `category`, or why
        /// there is no literal that would.
        func suggestion(toMatch category: ValueCategory) -> String? {
            switch category {
            case .date: return "there are no date literals: compare dates in a closure condition"
            case .list: return "use a closure condition to look inside a list"
            case .number, .string, .boolean: break
            }
            guard case .literal(let literal, _) = self else { return nil }
            switch (literal.value, category) {
            case (.string(let text), .number) where Double(text) != nil && !text.contains(where: \.isLetter):
                return "write \(text) without quotes"
            case (.string(let text), .boolean) where ["true", "false"].contains(text.lowercased()):
                return "write \(text.lowercased()) without quotes"
            case (.int, .string), (.double, .string), (.bool, .string):
                return "write '\(ConditionNode.render(literal.value))' in quotes"
            default:
                return nil
            }
        }

        /// Where the operand starts.
        var offset: Int {
            switch self {
            case .field(_, let offset, _), .condition(let offset): return offset
            case .literal(let literal, _): return literal.offset
            }
        }
    }

    /// Checks every comparison in the tree (see ``ConditionExpression/checkTypes(_:)``),
    /// outer ones first, left to right (``forEachTest(_:)``).
    func checkTypes(_ category: (String) -> ValueCategory?, in source: String) throws(ConditionError) {
        try forEachTest { test throws(ConditionError) in
            switch test {
            case .comparison(let left, _, let right):
                if let a = left.operand(category), let b = right.operand(category) {
                    try Self.check(a, b, in: source)
                }
            case .membership(let operand, let elements):
                guard let a = operand.operand(category) else { return }
                for element in elements {
                    guard let elementCategory = ValueCategory(of: element.value) else { continue }
                    try Self.check(a, .literal(element, elementCategory), in: source)
                }
            }
        }
    }

    /// The node as a comparison operand; `nil` when its category is unknown (a `nil`
    /// literal, or a key without a category).
    private func operand(_ category: (String) -> ValueCategory?) -> Operand? {
        switch self {
        case .literal(let literal):
            return ValueCategory(of: literal.value).map { .literal(literal, $0) }
        case .key(let key, let offset):
            return category(key).map { .field(key, offset: offset, $0) }
        case .not, .and, .or, .comparison, .membership:
            return .condition(offset: offset)
        }
    }

    /// Throws when `a` and `b` are of different categories, pointing at the side that is
    /// not a field (at `b` when both or neither are).
    private static func check(_ a: Operand, _ b: Operand, in source: String) throws(ConditionError) {
        guard a.category != b.category else { return }
        let message: String
        let pointee: Operand
        switch (a, b) {
        case (.field(let key, _, let held), .field(let otherKey, _, let otherHeld)):
            message = "'$\(key)' holds \(held.phrase) but '$\(otherKey)' holds \(otherHeld.phrase)"
            pointee = b
        case (.field(let key, _, let held), _), (_, .field(let key, _, let held)):
            pointee = a.isField ? b : a
            message = "'$\(key)' holds \(held.phrase), not \(pointee.category.phrase)"
        default:
            message = "cannot compare \(a.category.phrase) with \(b.category.phrase)"
            pointee = b
        }
        let field = a.isField ? a.category : b.category
        throw ConditionError(
            expression: source, offset: pointee.offset, message: message,
            suggestion: pointee.suggestion(toMatch: field), reason: .conditionTypeMismatch)
    }
}

/// What kind of value a field holds, as far as a condition's comparisons care.
///
/// ``ConditionExpression/checkTypes(_:)`` uses it to reject comparisons that could never be
/// true, such as `$age == 'eighteen'` when `age` is a number.
public enum ValueCategory: Sendable, Hashable, CaseIterable {
    /// Any kind of number; integers and decimals compare with each other.
    case number
    /// Text.
    case string
    /// `true` or `false`.
    case boolean
    /// A point in time (there are no date literals: compare dates in a closure condition).
    case date
    /// A list of values (a set or an array).
    case list

    /// The category of a literal written in a condition; `nil` for `nil`, which compares
    /// with anything.
    init?(of value: FormValue) {
        switch value {
        case .null: return nil
        case .bool: self = .boolean
        case .int, .uint, .double, .decimal: self = .number
        case .string: self = .string
        case .date: self = .date
        case .array: self = .list
        case .object: return nil
        }
    }

    /// How a message names a value of this category: "a number", "true or false".
    var phrase: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .boolean: return "true or false"
        case .date: return "a date"
        case .list: return "a list"
        }
    }
}

/// The check that a literal compared with a choice field is one of its options' values.
extension ConditionNode {
    /// How many option values a message lists before "…".
    private static let listedOptions = 8

    /// Throws when a literal compared with `==`, `!=` or `IN` to an option field is none of
    /// its options' values (`$bikeType == 'E-bike'` when the values are `road`, `mtb` and
    /// `ebike`): the comparison could never be true (or never false), as a literal of the
    /// wrong type could not. `options` gives a field's options; `nil` or empty when the
    /// field is not a choice with fixed values.
    func checkOptionValues(_ options: (String) -> [FieldOption]?, in source: String) throws(ConditionError) {
        try forEachTest { test throws(ConditionError) in
            switch test {
            case .comparison(let left, let comparison, let right):
                guard comparison == .equal || comparison == .notEqual else { return }
                if case .key(let key, _) = left, case .literal(let literal) = right {
                    try Self.check(literal, against: key, options(key), in: source)
                }
                if case .literal(let literal) = left, case .key(let key, _) = right {
                    try Self.check(literal, against: key, options(key), in: source)
                }
            case .membership(let operand, let elements):
                guard case .key(let key, _) = operand else { return }
                for element in elements { try Self.check(element, against: key, options(key), in: source) }
            }
        }
    }

    /// Throws when `literal` is none of the values of `options`, saying which value to
    /// write when the literal is an option's title (or a value written in another case).
    private static func check(
        _ literal: ConditionLiteral, against key: String, _ options: [FieldOption]?, in source: String
    ) throws(ConditionError) {
        guard let options, !options.isEmpty, !literal.value.isNull else { return }
        if options.contains(where: { $0.value.isEquivalent(to: literal.value) }) { return }
        let written = render(literal.value)
        var values = options.prefix(listedOptions).map { render($0.value) }.joined(separator: ", ")
        if options.count > listedOptions { values += ", …" }
        var suggestion: String?
        if let text = literal.value.stringValue {
            let folded = text.lowercased()
            if let titled = options.first(where: { $0.title == text })
                ?? options.first(where: {
                    $0.title.lowercased() == folded
                })
            {
                suggestion =
                    "\(written) is the title of the option whose value is \(render(titled.value)): write that value"
            } else if let cased = options.first(where: { $0.value.stringValue?.lowercased() == folded }) {
                suggestion = "values are compared exactly: write \(render(cased.value))"
            }
        }
        throw ConditionError(
            expression: source, offset: literal.offset,
            message: "'$\(key)' holds one of \(values), never \(written)",
            suggestion: suggestion, reason: .conditionTypeMismatch)
    }
}
