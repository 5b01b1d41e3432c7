import Foundation

/// A member of a JSON instance as the form's edits take it: the reverse of what
/// `JSONSchemaExporter.instance(of:)` writes for a field.
enum JSONInputValue {
    /// `sent` for `field`: a bitfield's array of bits as their sum; an exact decimal (from
    /// ``FormValue/init(json:preservingDecimals:)``) as the `Double` its text reads as,
    /// for a field that is not a decimal; dates stay text, which the field reads in the
    /// form's time zone.
    static func forField(_ sent: FormValue, field: Field) -> FormValue {
        switch sent {
        case .array(let items) where field.kind == .bitfield:
            guard items.allSatisfy({ if case .int(let bit) = $0 { bit > 0 } else { false } }) else { return sent }
            return .int(bits(items))
        case .array(let items):
            guard let template = field.itemTemplate else { return sent }
            return .array(items.map { forField($0, field: template) })
        case .object(let members):
            guard let template = field.itemTemplate else { return sent }
            return .object(members.map { FormValueMember($0.key, forField($0.value, field: template)) })
        case .decimal(let decimal) where field.kind != .decimal:
            var copy = decimal
            return Double(NSDecimalString(&copy, Locale(identifier: "en_US_POSIX"))).map(FormValue.double) ?? sent
        default:
            return sent
        }
    }

    /// The bits of a bitfield's array of chosen bits, together.
    static func bits(_ items: [FormValue]) -> Int {
        items.reduce(0) { sum, item in
            guard case .int(let bit) = item else { return sum }
            return sum | bit
        }
    }
}
