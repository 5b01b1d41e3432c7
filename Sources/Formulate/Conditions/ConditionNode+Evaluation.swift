extension ConditionNode {
    /// Whether the node holds for the values `lookup` gives; a value on its own holds when
    /// it is truthy (see ``FormValue/isTruthy``).
    ///
    /// Recursion follows the tree's depth, which the parser bounds; AND and OR chains are
    /// looped over and stop at the first operand that decides them. The work at the leaves
    /// is done in separate functions to keep each level's stack frame small.
    func holds(_ lookup: (String) -> FormValue) -> Bool {
        switch self {
        case .literal, .key:
            return value(lookup).isTruthy
        case .not(let operand, _):
            return !operand.holds(lookup)
        case .and(let operands):
            for operand in operands where !operand.holds(lookup) { return false }
            return true
        case .or(let operands):
            for operand in operands where operand.holds(lookup) { return true }
            return false
        case .comparison(let left, let op, let right, _):
            return op.holds(left.value(lookup), right.value(lookup))
        case .membership(let operand, let elements, _):
            return Self.contains(elements, operand.value(lookup))
        }
    }

    /// The node's value as a comparison operand: a literal's or a field's value, or
    /// `.bool` of whether a condition holds.
    func value(_ lookup: (String) -> FormValue) -> FormValue {
        switch self {
        case .literal(let literal): return literal.value
        case .key(let key, _): return lookup(key)
        case .not, .and, .or, .comparison, .membership: return .bool(holds(lookup))
        }
    }

    /// Whether one of `elements` is equivalent to `value`.
    @inline(never)
    private static func contains(_ elements: [ConditionLiteral], _ value: FormValue) -> Bool {
        elements.contains { value.isEquivalent(to: $0.value) }
    }
}

extension ConditionOperator {
    /// Whether `left op right` holds: `==` and `!=` by ``FormValue/isEquivalent(to:)``, the
    /// orderings by ``FormValue/compare(to:)``. Values that cannot be ordered (a string and a
    /// number, anything and `nil`) satisfy no ordering.
    @inline(never)
    func holds(_ left: FormValue, _ right: FormValue) -> Bool {
        switch self {
        case .equal: return left.isEquivalent(to: right)
        case .notEqual: return !left.isEquivalent(to: right)
        case .less: return left.compare(to: right) == .orderedAscending
        case .lessOrEqual: return left.compare(to: right).map { $0 != .orderedDescending } ?? false
        case .greater: return left.compare(to: right) == .orderedDescending
        case .greaterOrEqual: return left.compare(to: right).map { $0 != .orderedAscending } ?? false
        }
    }
}
