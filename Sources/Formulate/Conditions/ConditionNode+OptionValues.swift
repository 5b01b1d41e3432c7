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
