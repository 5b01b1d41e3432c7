import Foundation

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
