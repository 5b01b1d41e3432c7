/// A field's or section's condition, checked and ready to evaluate: constant, a parsed
/// predicate with its references, or a closure whose reads are recorded.
enum CompiledCondition: Sendable {
    case constant(Bool)
    case predicate(ConditionExpression)
    case closure(@Sendable (FormValues) -> Bool)

    /// Parses and checks `condition` against the form's fields.
    ///
    /// - Throws: a problem naming the field, the position in the predicate and a suggestion.
    static func compile(
        _ condition: FormCondition, for key: String, attribute: String,
        knownKeys: [String], known: Set<String>, category: (String) -> ValueCategory?,
        options: (String) -> [FieldOption]? = { _ in nil }
    ) throws(FormDefinitionError.Problem) -> CompiledCondition {
        switch condition.storage {
        case .constant(let value): return .constant(value)
        case .closure(let closure): return .closure(closure)
        case .scoped(let scoped):
            return try compile(
                scoped, for: key, attribute: attribute, scope: Scope(prefix: scoped.prefix, formKeys: knownKeys),
                category: category, options: options)
        case .predicate(let source):
            do throws(ConditionError) {
                let expression = try ConditionExpression(parsing: source)
                try expression.checkReferences(among: known, knownKeys: knownKeys)
                try expression.root.checkTypes(category, in: source)
                try expression.root.checkOptionValues(options, in: source)
                return .predicate(expression)
            } catch {
                throw error.problem.about(key, prefix: "\(attribute) condition: ")
            }
        }
    }
}

/// Which state a condition controls.
enum ConditionRole: Sendable {
    case hidden
    case disabled
}

/// A condition and what it controls: a field (or subform), or the section a field starts.
struct ConditionSlot: Sendable {
    /// The field, or the first field of the section.
    var index: Int
    var role: ConditionRole
    /// Whether the condition is the section's (set with `sectionHidden`/`sectionDisabled`).
    var isSection: Bool
    var condition: CompiledCondition
}

extension ValueCategory {
    /// The category of a field's values, for type-checking predicates.
    init?(kind: FieldKind, storesOptionIndex: Bool, options: [FieldOption]) {
        switch kind {
        case .integer, .unsigned, .decimal: self = .number
        case .boolean: self = .boolean
        case .date, .time, .dateTime: self = .date
        case .multipleChoice, .collection: self = .list
        case .bitfield: self = .number
        case .option:
            if storesOptionIndex { self = .number; return }
            guard let first = options.first else { return nil }
            guard let category = ValueCategory(of: first.value) else { return nil }
            self = category
        case .text, .longText, .email, .password, .phone, .url: self = .string
        case .label, .subform, .button: return nil
        }
    }
}

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
