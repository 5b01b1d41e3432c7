import Foundation

/// What ``ModelForm/applyInput(json:mode:absentText:shown:)`` does with a member the form does not take
/// from input (a read-only field, one the model's ``FormCustomizing/inputFields`` leave out,
/// one hidden or disabled now, a name that is no field) when its value is not the one the
/// form holds. A member equal to the form's value passes in both modes: a JSON Schema
/// front end posts the whole instance back, read-only members included. That holds only
/// for values the client is shown: a secret, or a field hidden now, is never compared, so
/// that a guess at its value gets the same answer as any other value.
public enum JSONInputMode: Sendable, Hashable {
    /// Refuse the whole body with the member's ``FormError`` (its key, and reason
    /// ``FormError/Reason/notInput``, ``FormError/Reason/readOnly``, ``FormError/Reason/hidden``,
    /// ``FormError/Reason/disabled`` or ``FormError/Reason/unknownField``), as
    /// ``ModelForm/applyInput(_:)-([String:String])`` refuses such a text: the default.
    case strict
    /// Leave such members unwritten and return their keys, as an HTML submission's
    /// `ignoreUnknown` mode lists them.
    case ignoreUnknown
}

/// What ``ModelForm/applyInput(json:mode:absentText:shown:)`` does with optional text a
/// JSON body leaves out.
public enum AbsentText: Sendable, Hashable {
    /// The field keeps its value: a body may name only the members it changes. The default.
    case kept
    /// Optional text the client was shown and the body leaves out is emptied, as
    /// react-jsonschema-form leaves a string emptied on the page out of its `formData`.
    /// With ``ShownFingerprints``, only text the instance showed (not empty then) counts as
    /// emptied; without them, every such field input may write. For a front end that posts
    /// the whole instance back, never for a body of the changed members only.
    case emptied
}

/// A member of a JSON instance as the form's edits take it: the reverse of what
/// `JSONSchemaExporter.instance(of:)` writes for a field.
enum JSONInputValue {
    /// `sent` for `field`: a bitfield's array of bits as their sum; an exact decimal (from
    /// ``FormValue/init(json:preservingDecimals:)``) as the `Double` its text reads as,
    /// for a field of `Double`s (a decimal or integer field reads every digit: 600.0000000000000001
    /// is no whole number); dates stay text, which the field reads in the form's time zone.
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
        case .decimal(let decimal) where field.kind != .decimal && field.kind != .integer && field.kind != .unsigned:
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
