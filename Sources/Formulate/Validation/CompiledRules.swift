/// A field's rules compiled once per type into plain checks: whether a value passes them
/// all, told without a context, without messages and without copying the rules.
///
/// Validation asks this first; only a value that fails (or a field with rules that cannot
/// be compiled: patterns, formats, rules that read other fields, Swift closures) goes
/// through the rules one by one, which say why. `required`, the length rules and numeric
/// comparisons compile: the lengths are counted once for all of them, and the bounds are
/// numbers compared as numbers.
struct CompiledRules: Sendable {
    /// Whether every rule compiled: then ``passes(_:)`` decides alone.
    let isComplete: Bool
    private let requiresValue: Bool
    private let lengthUnit: LengthUnit
    private let minimumLength: Int?
    private let maximumLength: Int?
    private let lowerBound: Double?
    private let lowerBoundIsExclusive: Bool
    private let upperBound: Double?
    private let upperBoundIsExclusive: Bool

    init(_ rules: [ValidationRule]) {
        var isComplete = true
        var requiresValue = false
        var unit: LengthUnit?
        var minimumLength: Int?
        var maximumLength: Int?
        var lower: (Double, Bool)?
        var upper: (Double, Bool)?
        for rule in rules {
            switch rule.check {
            case .required:
                requiresValue = true
            case .minLength(let count, let ruleUnit), .maxLength(let count, let ruleUnit),
                .exactLength(let count, let ruleUnit):
                guard unit == nil || unit == ruleUnit else {
                    isComplete = false
                    continue
                }
                unit = ruleUnit
                switch rule.check {
                case .minLength: minimumLength = max(minimumLength ?? count, count)
                case .maxLength: maximumLength = min(maximumLength ?? count, count)
                default:
                    minimumLength = max(minimumLength ?? count, count)
                    maximumLength = min(maximumLength ?? count, count)
                }
            case .greaterThan(let bound), .greaterOrEqual(let bound), .lessThan(let bound), .lessOrEqual(let bound):
                guard let number = Self.number(bound) else {
                    isComplete = false
                    continue
                }
                switch rule.check {
                case .greaterThan: lower = Self.tighter(lower, (number, true), keepLarger: true)
                case .greaterOrEqual: lower = Self.tighter(lower, (number, false), keepLarger: true)
                case .lessThan: upper = Self.tighter(upper, (number, true), keepLarger: false)
                default: upper = Self.tighter(upper, (number, false), keepLarger: false)
                }
            default:
                isComplete = false
            }
        }
        self.isComplete = isComplete
        self.requiresValue = requiresValue
        self.lengthUnit = unit ?? .characters
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        (lowerBound, lowerBoundIsExclusive) = (lower?.0, lower?.1 ?? false)
        (upperBound, upperBoundIsExclusive) = (upper?.0, upper?.1 ?? false)
    }

    /// Whether `value` passes every compiled rule. `false` says only that the rules must
    /// be asked one by one (they may still pass a value this check cannot read, such as a
    /// number typed as text).
    func passes(_ value: FormValue) -> Bool {
        if RuleValues.isBlank(value) { return !requiresValue }
        if minimumLength != nil || maximumLength != nil {
            let length: Int
            switch value {
            case .string(let text): length = lengthUnit.count(text)
            case .array(let items): length = items.count
            default: return false
            }
            if let minimumLength, length < minimumLength { return false }
            if let maximumLength, length > maximumLength { return false }
        }
        if lowerBound != nil || upperBound != nil {
            guard let number = Self.number(value) else { return false }
            if let lowerBound, lowerBoundIsExclusive ? number <= lowerBound : number < lowerBound { return false }
            if let upperBound, upperBoundIsExclusive ? number >= upperBound : number > upperBound { return false }
        }
        return true
    }

    /// An integer or a finite double that a `Double` holds exactly; anything else is left
    /// to the rules.
    private static func number(_ value: FormValue) -> Double? {
        switch value {
        case .int(let number): return Double(exactly: number)
        case .double(let number): return number.isFinite ? number : nil
        default: return nil
        }
    }

    /// The tighter of two bounds; at the same number an exclusive bound is tighter.
    private static func tighter(_ current: (Double, Bool)?, _ candidate: (Double, Bool), keepLarger: Bool) -> (
        Double, Bool
    ) {
        guard let current else { return candidate }
        if current.0 == candidate.0 { return (current.0, current.1 || candidate.1) }
        return (keepLarger ? candidate.0 > current.0 : candidate.0 < current.0) ? candidate : current
    }
}
