import Foundation

/// Whether a member of a JSON instance says what the form holds already, as
/// `JSONSchemaExporter.instance(of:)` writes it: dates as RFC 3339 text, a bitfield with
/// options as the array of its bits, numbers of any kind by their value, an object by the
/// members it has (an instance leaves out secrets and empty text).
enum JSONInstanceComparison {
    /// Whether `sent` is the instance's spelling of `current`, the value of `field`.
    static func isSame(_ sent: FormValue, as current: FormValue, field: Field, timeZone: TimeZone) -> Bool {
        switch (sent, current) {
        case (.string(let text), .date(let date)):
            guard let content = ISO8601Text.Content(field.kind) else { return false }
            // The exporter's text of the value (a date-only field's day, when the model's
            // value is another time of it), or another spelling of the same instant.
            let dates = ISO8601Text(timeZone: timeZone)
            return text == dates.string(from: date, as: content) || (try? dates.date(from: text, as: content)) == date
        case (.array(let bits), .int(let value)) where field.kind == .bitfield:
            return JSONInputValue.bits(bits) == value
        case (.array(let items), .array(let currentItems)):
            guard items.count == currentItems.count else { return false }
            let template = field.itemTemplate ?? field
            return zip(items, currentItems).allSatisfy { isSame($0, as: $1, field: template, timeZone: timeZone) }
        case (.object(let members), .object(let currentMembers)):
            guard members.count == currentMembers.count else { return false }
            let template = field.itemTemplate ?? field
            return members.allSatisfy { member in
                guard let value = currentMembers.first(where: { $0.key == member.key })?.value else { return false }
                return isSame(member.value, as: value, field: template, timeZone: timeZone)
            }
        case (.string(""), .null):
            // Empty text is how an instance leaves an empty optional text.
            return field.kind.isTextual
        default:
            if let number = sent.decimalValue, let currentNumber = current.decimalValue {
                return number == currentNumber && sent.boolValue == nil && current.boolValue == nil
            }
            return sent == current
        }
    }
}
