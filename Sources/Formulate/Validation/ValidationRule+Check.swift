extension ValidationRule {
    /// What a rule checks: one case per built-in rule, with its parameters typed, and
    /// ``custom(_:)`` for a check written in Swift.
    public enum Check: Sendable {
        /// ``ValidationRule/required``: the value is not blank.
        case required
        /// ``ValidationRule/email``: text that is an email address.
        case email
        /// ``ValidationRule/url(requireScheme:allowedSchemes:)``: text that is a URL.
        case url(requireScheme: Bool, allowedSchemes: [String]?)
        /// ``ValidationRule/regex(_:message:)-(String,_)``: text that the whole pattern matches.
        case regex(RegexPattern)
        /// ``ValidationRule/minLength(_:unit:)``: at least this many characters or items.
        case minLength(Int, unit: LengthUnit)
        /// ``ValidationRule/maxLength(_:unit:)``: at most this many characters or items.
        case maxLength(Int, unit: LengthUnit)
        /// ``ValidationRule/exactLength(_:unit:)``: exactly this many characters or items.
        case exactLength(Int, unit: LengthUnit)
        /// ``ValidationRule/greaterThan(_:)``.
        case greaterThan(FormValue)
        /// ``ValidationRule/greaterOrEqual(_:)``.
        case greaterOrEqual(FormValue)
        /// ``ValidationRule/lessThan(_:)``.
        case lessThan(FormValue)
        /// ``ValidationRule/lessOrEqual(_:)``.
        case lessOrEqual(FormValue)
        /// ``ValidationRule/equalsField(_:)``: the same value as the field at this key.
        case equalsField(String)
        /// ``ValidationRule/integer``: a whole number.
        case integer
        /// ``ValidationRule/double(maxDecimalPlaces:)``: a decimal number.
        case double(maxDecimalPlaces: Int?)
        /// ``ValidationRule/usPhone``.
        case usPhone
        /// ``ValidationRule/phoneNumber``.
        case phoneNumber
        /// ``ValidationRule/fiveDigitZipCode``.
        case fiveDigitZipCode
        /// ``ValidationRule/usState``.
        case usState
        /// ``ValidationRule/expiration``.
        case expiration
        /// ``ValidationRule/unique`` and ``ValidationRule/unique(by:)``: no two items of a
        /// collection are the same (or have the same value in the field at `by`).
        case unique(by: String?)
        /// A check written in Swift (``ValidationRule/closure(name:message:skipsBlank:implies:_:)``).
        case custom(CustomRule)

        /// The check's stable identifier, as in JSON descriptions (`minLength`); a custom
        /// check's own name.
        public var name: String {
            typealias Name = ValidationRule.Name
            switch self {
            case .required: return Name.required
            case .email: return Name.email
            case .url: return Name.url
            case .regex: return Name.regex
            case .minLength: return Name.minLength
            case .maxLength: return Name.maxLength
            case .exactLength: return Name.exactLength
            case .greaterThan: return Name.greaterThan
            case .greaterOrEqual: return Name.greaterOrEqual
            case .lessThan: return Name.lessThan
            case .lessOrEqual: return Name.lessOrEqual
            case .equalsField: return Name.equalsField
            case .integer: return Name.integer
            case .double: return Name.double
            case .usPhone: return Name.usPhone
            case .phoneNumber: return Name.phoneNumber
            case .fiveDigitZipCode: return Name.fiveDigitZipCode
            case .usState: return Name.usState
            case .expiration: return Name.expiration
            case .unique: return Name.unique
            case .custom(let custom): return custom.name
            }
        }

        /// The check's parameters as they appear in its JSON description, in order
        /// (`[("value", 8)]` for `minLength(8)`); parameters at their defaults are absent.
        public var parameters: [FormValueMember] {
            switch self {
            case .required, .email, .integer, .usPhone, .phoneNumber, .fiveDigitZipCode, .usState, .expiration,
                .custom:
                return []
            case .url(let requireScheme, let schemes):
                var members: [FormValueMember] = []
                if requireScheme { members.append(FormValueMember("requireScheme", .bool(true))) }
                if let schemes {
                    members.append(FormValueMember("allowedSchemes", .array(schemes.map(FormValue.string))))
                }
                return members
            case .regex(let pattern):
                var members = [FormValueMember("value", .string(pattern.source))]
                if pattern.allowsBacktracking { members.append(FormValueMember("allowsBacktracking", .bool(true))) }
                if pattern.maximumInputLength != RegexPattern.defaultMaximumInputLength {
                    members.append(FormValueMember("maximumInputLength", .int(pattern.maximumInputLength)))
                }
                return members
            case .minLength(let count, let unit), .maxLength(let count, let unit), .exactLength(let count, let unit):
                var members = [FormValueMember("value", .int(count))]
                if unit != .characters { members.append(FormValueMember("unit", .string(unit.rawValue))) }
                return members
            case .greaterThan(let bound), .greaterOrEqual(let bound), .lessThan(let bound), .lessOrEqual(let bound):
                return [FormValueMember("value", bound)]
            case .equalsField(let key): return [FormValueMember("value", .string(key))]
            case .unique(let field): return field.map { [FormValueMember("by", .string($0))] } ?? []
            case .double(let places):
                return places.map { [FormValueMember("maxDecimalPlaces", .int($0))] } ?? []
            }
        }

        /// Whether blank values pass without running the check.
        var skipsBlank: Bool {
            switch self {
            case .required, .equalsField: return false
            case .custom(let custom): return custom.skipsBlank
            default: return true
            }
        }
    }

    /// The value of the parameter named `name`, if the rule has it.
    public func parameter(_ name: String) -> FormValue? {
        check.parameters.first(where: { $0.key == name })?.value
    }

    /// The rule's parameters, in order, as they appear in its JSON description.
    public var parameters: [FormValueMember] { check.parameters }
}
