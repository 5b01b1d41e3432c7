import Formulate
import Foundation

/// Values as the machine-readable text HTML controls use (`2024-05-17`, `09:30`,
/// `2024-05-17T09:30`, `14`, `1.5`), and checks of such text.
///
/// Times and date-times are wall-clock time in the form's time zone (``ISO8601Text``
/// without an offset): a `datetime-local` control shows and submits the time as the
/// person's clocks show it, which the form reads back in the same zone. A date is the
/// calendar day, the same in every zone.
enum HTMLValueText {
    /// The text of `value` for a control of a field of `kind`, dates written by `dates`.
    static func text(_ value: FormValue, kind: FieldKind, dates: ISO8601Text) -> String {
        switch value {
        case .null: return ""
        case .string(let s): return s
        case .int(let i): return String(i)
        case .uint(let u): return String(u)
        case .double(let d): return number(d)
        case .decimal(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return date(d, kind: kind, dates: dates)
        case .array, .object: return ""
        }
    }

    /// A stored option value as text, as the core matches submitted option values.
    static func optionText(_ value: FormValue) -> String { value.plainText }

    /// A number as a valid HTML floating-point number (`8`, `1.5`, `1e+20`).
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    // MARK: - Dates

    /// `yyyy-MM-dd`, `HH:mm[:ss[.SSS]]` or `yyyy-MM-ddTHH:mm[:ss[.SSS]]`: HTML's normalized
    /// values, without seconds when they are zero and without an offset.
    static func date(_ date: Date, kind: FieldKind, dates: ISO8601Text) -> String {
        dates.string(from: date, as: ISO8601Text.Content(kind) ?? .date, includesOffset: false, seconds: .whenNotZero)
    }

    // MARK: - Checks

    /// Whether `text` is a valid HTML floating-point number (what `type="number"` keeps).
    static func isValidNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fractionDigits = bytes.prefix(while: isDigit).count
            guard fractionDigits > 0 else { return false }
            bytes = bytes.dropFirst(fractionDigits)
        } else if integerDigits == 0 {
            return false
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    /// Whether `text` is what an HTML date, time or date-time control of `kind` keeps: a
    /// day of the calendar from year 1, a time without an offset and with at most three
    /// fraction digits, and for a date nothing but the day.
    static func isValidTemporal(_ text: String, kind: FieldKind) -> Bool {
        guard let content = ISO8601Text.Content(kind), (try? ISO8601Text.utc.date(from: text, as: content)) != nil
        else { return false }
        let clockStart = text.firstIndex { $0 == "T" || $0 == "t" || $0 == " " }
        let clock = content == .time ? Substring(text) : clockStart.map { text[text.index(after: $0)...] } ?? ""
        if content == .date && clockStart != nil { return false }
        if content != .time && text.hasPrefix("0000") { return false }
        if !clock.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":" || $0 == ".") }) { return false }
        let fraction = clock.split(separator: ".", maxSplits: 1).dropFirst().first ?? ""
        return fraction.count <= 3
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
