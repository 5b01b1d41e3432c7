/// A nested model type's own predicate (``ScopedPredicate``): checked against the type's
/// fields, as the type wrote it, and compiled for the form's keys.
extension CompiledCondition {
    /// The fields of a nested model type at a prefix, by their keys in the type.
    struct Scope {
        /// The keys in the type, in form order, for suggestions.
        var keys: [String]
        /// The same keys, for lookups.
        var known: Set<String>

        /// The keys among `formKeys` that lie under `prefix`, without it.
        init(prefix: String, formKeys: [String]) {
            keys = formKeys.compactMap { DottedKey.removingPrefix(prefix, from: $0) }
            known = Set(keys)
        }
    }

    /// Parses and checks `scoped` against the fields of its type (`scope`), then compiles
    /// it naming the form's keys.
    ///
    /// - Throws: a problem naming the field, the type, the position in the predicate as the
    ///   type wrote it, and a suggestion among the type's own fields.
    static func compile(
        _ scoped: ScopedPredicate, for key: String, attribute: String, scope: Scope,
        category: (String) -> ValueCategory?, options: (String) -> [FieldOption]? = { _ in nil }
    ) throws(FormDefinitionError.Problem) -> CompiledCondition {
        let prefix = scoped.prefix
        do throws(ConditionError) {
            let expression = try ConditionExpression(parsing: scoped.source)
            try checkOwnFields(expression, of: scoped, scope: scope)
            try expression.root.checkTypes({ category(prefix + $0) }, in: scoped.source)
            try expression.root.checkOptionValues({ options(prefix + $0) }, in: scoped.source)
            let resolved = scoped.resolvedSource
            // The prefixes make the predicate longer than its type wrote it; that is no
            // reason to refuse it.
            var limits = FormLimits.current
            limits.maximumPredicateLength = max(limits.maximumPredicateLength, resolved.utf8.count)
            return .predicate(try ConditionExpression(parsing: resolved, limits: limits))
        } catch {
            throw error.problem.about(key, prefix: "\(attribute) condition of \(scoped.typeName): ")
        }
    }

    /// Checks that every `$key` names a field of the type; a key written from the top of
    /// the form (`$primary.asNeeded`) is told how the type names it.
    private static func checkOwnFields(
        _ expression: ConditionExpression, of scoped: ScopedPredicate, scope: Scope
    ) throws(ConditionError) {
        for (reference, offset) in zip(expression.references, expression.referenceOffsets)
        where !scope.known.contains(reference) {
            let own = DottedKey.removingPrefix(scoped.prefix, from: reference)
            guard let own, scope.known.contains(own) else {
                throw ConditionError.unknownField(
                    reference, knownKeys: scope.keys, in: scoped.source, at: offset)
            }
            throw ConditionError(
                expression: scoped.source, offset: offset, message: "unknown field '$\(reference)'",
                suggestion: "a condition of \(scoped.typeName) names its own fields: write '$\(own)'",
                reason: .conditionUnknownField)
        }
    }
}
