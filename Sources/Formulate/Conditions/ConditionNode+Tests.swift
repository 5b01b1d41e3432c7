/// Walking the comparisons and membership tests of a condition's tree.
extension ConditionNode {
    /// A comparison (`left op right`) or a membership test (`operand IN {elements}`) found
    /// in a tree.
    enum Test {
        case comparison(ConditionNode, ConditionOperator, ConditionNode)
        case membership(ConditionNode, [ConditionLiteral])
    }

    /// Calls `body` with every comparison and membership test in the tree, outer ones
    /// first, left to right; the walk keeps its own stack instead of recursing, so a deep
    /// tree costs no stack.
    func forEachTest(_ body: (Test) throws(ConditionError) -> Void) throws(ConditionError) {
        var pending = [self]
        while let node = pending.popLast() {
            switch node {
            case .literal, .key:
                break
            case .not(let operand, _):
                pending.append(operand)
            case .and(let operands), .or(let operands):
                pending.append(contentsOf: operands.reversed())
            case .comparison(let left, let comparison, let right, _):
                try body(.comparison(left, comparison, right))
                pending.append(right)
                pending.append(left)
            case .membership(let operand, let elements, _):
                try body(.membership(operand, elements))
                pending.append(operand)
            }
        }
    }
}
