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
