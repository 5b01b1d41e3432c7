import Foundation

/// A field value in a portable, type-erased form.
///
/// `FormValue` is how Formulate talks about values without knowing the model's Swift
/// types: conditions compare it, rules validate it, the JSON form description and the
/// dynamic (dictionary-backed) model store it, and renderers print it.
public enum FormValue: Sendable, Hashable {
    /// No value (`nil`).
    case null
    /// A Boolean.
    case bool(Bool)
    /// A signed integer.
    case int(Int)
    /// An unsigned integer larger than `Int.max`.
    case uint(UInt)
    /// A binary floating-point number.
    case double(Double)
    /// An exact decimal number.
    case decimal(Decimal)
    /// A string.
    case string(String)
    /// A point in time.
    case date(Date)
    /// An ordered list of values.
    case array([FormValue])
    /// Named values, in order.
    case object([FormValueMember])

    /// Whether this is `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, if this is a `.string`.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The Boolean, if this is a `.bool`.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The elements, if this is an `.array`.
    public var arrayValue: [FormValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members, if this is an `.object`.
    public var objectValue: [FormValueMember]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The member named `key`, if this is an `.object` that has one.
    public subscript(key: String) -> FormValue? {
        objectValue?.first(where: { $0.key == key })?.value
    }

    /// The value as an exact decimal, if it is any kind of number.
    public var decimalValue: Decimal? {
        switch self {
        case .int(let i): return Decimal(i)
        case .uint(let u): return Decimal(u)
        case .double(let d):
            return d.isFinite ? Decimal(string: "\(d)", locale: Locale(identifier: "en_US_POSIX")) : nil
        case .decimal(let d): return d
        default: return nil
        }
    }

    /// The value as a `Double`, if it is any kind of number.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .uint(let u): return Double(u)
        case .double(let d): return d
        case .decimal(let d): return NSDecimalNumber(decimal: d).doubleValue
        default: return nil
        }
    }

    /// The value as plain text, the way option values are matched and submitted: strings as
    /// they are, numbers in their shortest form, `true`/`false`; "" for null, dates, arrays
    /// and objects.
    public var plainText: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .double(let d): return String(d)
        case .decimal(let d): return "\(d)"
        case .bool(let b): return b ? "true" : "false"
        case .null, .date, .array, .object: return ""
        }
    }

    /// Whether this is a number of any kind.
    public var isNumber: Bool {
        switch self {
        case .int, .uint, .double, .decimal: return true
        default: return false
        }
    }
}

/// One named member of a ``FormValue/object(_:)``.
public struct FormValueMember: Sendable, Hashable {
    /// The member's name.
    public var key: String
    /// The member's value.
    public var value: FormValue

    /// Creates a member.
    public init(_ key: String, _ value: FormValue) {
        self.key = key
        self.value = value
    }
}

extension FormValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral
{
    /// A `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.null`.
    public init(nilLiteral: ()) { self = .null }
    /// An `.array`.
    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
}
