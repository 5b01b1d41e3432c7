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
