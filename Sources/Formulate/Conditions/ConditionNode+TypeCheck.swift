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
