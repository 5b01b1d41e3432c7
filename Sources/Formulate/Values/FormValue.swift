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

extension FormValue {
    /// A Swift value of a common type as a form value: strings, Booleans, integers of any
    /// width, floating-point numbers, `Decimal`, `Date`, `URL`, `UUID`, enums with a
    /// `String` or integer raw value, arrays of these, and `FormValue` itself.
    /// `nil` for anything else.
    public init?(any value: Any?) {
        guard let value else { self = .null; return }
        switch value {
        case let v as FormValue: self = v
        case let v as String: self = .string(v)
        case let v as Substring: self = .string(String(v))
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .int(v)
        case let v as Double: self = .double(v)
        case let v as Decimal: self = .decimal(v)
        case let v as Date: self = .date(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as UUID: self = .string(v.uuidString)
        case let v as any BinaryInteger:
            if let i = Int(exactly: v) {
                self = .int(i)
            } else if let u = UInt(exactly: v) {
                self = .uint(u)
            } else {
                return nil
            }
        case let v as any BinaryFloatingPoint: self = .double(v.carriedDouble)
        case let v as any OptionalProtocol:
            guard let inner = v.wrappedAny else { self = .null; return }
            self.init(any: inner)
        case let v as [Any]:
            var items: [FormValue] = []
            for item in v {
                guard let converted = FormValue(any: item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case let v as any RawRepresentable:
            guard let raw = FormValue(any: v.rawValue) else { return nil }
            self = raw
        default:
            return nil
        }
    }
}

extension FormValue {
    /// Compares two values the way a person reads them: numbers by magnitude whatever
    /// their representation, strings, dates and Booleans with their own kind.
    ///
    /// Returns `nil` when the two values cannot be ordered (a string and a number, say).
    public func compare(to other: FormValue) -> ComparisonResult? {
        switch (self, other) {
        case (.string(let a), .string(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.bool(let a), .bool(let b)):
            return a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        case (.int(let a), .int(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.double(let a), .double(let b)):
            if a.isNaN || b.isNaN { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.double(let a), .int(let b)) where Double(exactly: b) != nil && !a.isNaN:
            return FormValue.double(a).compare(to: .double(Double(b)))
        case (.int(let a), .double(let b)) where Double(exactly: a) != nil && !b.isNaN:
            return FormValue.double(Double(a)).compare(to: .double(b))
        default:
            guard isNumber, other.isNumber else { return nil }
            if case .double(let d) = self, !d.isFinite {
                return d.isNaN ? nil : (d < 0 ? .orderedAscending : .orderedDescending)
            }
            if case .double(let d) = other, !d.isFinite {
                return d.isNaN ? nil : (d < 0 ? .orderedDescending : .orderedAscending)
            }
            guard let a = decimalValue, let b = other.decimalValue else { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
    }

    /// Equality as a person reads it: `1 == 1.0`, otherwise the same as `==`.
    public func isEquivalent(to other: FormValue) -> Bool {
        if isNumber && other.isNumber { return compare(to: other) == .orderedSame }
        return self == other
    }
}

extension FormValue: CustomStringConvertible {
    /// The value as compact JSON (``jsonString(pretty:)`` with `pretty: false`), so that
    /// `print(form.describe())` shows the description as it would be saved.
    public var description: String { jsonString(pretty: false) }
}
