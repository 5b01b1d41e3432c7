import Foundation

@testable import Formulate

/// The model every hostile input is tried against: a field of every kind, and fields that
/// must never be written from outside (read-only, hidden, disabled, excluded, `let`).
enum Shade: String, CaseIterable, Sendable { case red, green, blue }

struct Flags: OptionSet, CaseIterable, Sendable {
    let rawValue: Int
    static let bold = Flags(rawValue: 1)
    static let italic = Flags(rawValue: 2)
    static let underline = Flags(rawValue: 4)
    static let allCases: [Flags] = [.bold, .italic, .underline]
}

struct HostileModel: Equatable, FormCustomizing {
    var name = "Ada"
    var email = "ada@example.com"
    var bio = ""
    var isEnabled = false
    var count = 0
    var tiny: Int8 = 0
    var small: Int16 = 0
    var medium: Int32 = 0
    var large: Int64 = 0
    var byte: UInt8 = 0
    var word: UInt16 = 0
    var dword: UInt32 = 0
    var quad: UInt64 = 0
    var unsignedCount: UInt = 0
    var ratio = 0.5
    var weight: Float = 1
    var price = Decimal(0)
    var birthday = Date(timeIntervalSince1970: 0)
    var alarmTime = Date(timeIntervalSince1970: 0)
    var createdAt = Date(timeIntervalSince1970: 0)
    var website: URL = URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
    var homepage: URL?
    var identifier = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301") ?? UUID()
    var shade = Shade.red
    var optionalShade: Shade?
    var flags: Flags = [.bold]
    var favoriteShades: Set<Shade> = []
    var luckyNumbers: [Int] = [7, 13]
    var optionalCount: Int?
    var secret = "hidden value"
    var locked = 1
    var frozen = "read-only value"
    var role = "user"
    let serial = 42

    static var excludedFields: [String] { ["role"] }
    static var fieldOverrides: [String: FieldOverrides] {
        [
            "secret": ["hidden": true],
            "locked": ["disabled": true],
            "frozen": ["readOnly": true],
            "name": ["rules": [ValidationRule.required, .maxLength(100)]],
            "bio": ["rules": [ValidationRule.maxLength(1000)]],
        ]
    }

    /// The integer fields, with the bounds of their Swift types as text.
    static let integerFields: [(key: String, min: String, max: String, belowMin: String, aboveMax: String)] = [
        bounds("count", Int.self), bounds("tiny", Int8.self), bounds("small", Int16.self), bounds("medium", Int32.self),
        bounds("large", Int64.self), bounds("byte", UInt8.self), bounds("word", UInt16.self),
        bounds("dword", UInt32.self),
        bounds("quad", UInt64.self), bounds("unsignedCount", UInt.self),
    ]

    private static func bounds<T: FixedWidthInteger>(_ key: String, _: T.Type) -> (
        String, String, String, String, String
    ) {
        let below = T.isSigned ? "-" + DecimalText.increment(T.min.magnitude.description) : "-1"
        let above = DecimalText.increment(T.max.description)
        return (key, T.min.description, T.max.description, below, above)
    }
}

/// Decimal arithmetic on text, for numbers one past a type's bounds.
enum DecimalText {
    static func increment(_ digits: String) -> String {
        var result = Array(digits.utf8)
        var index = result.count - 1
        while index >= 0 {
            if result[index] == UInt8(ascii: "9") {
                result[index] = UInt8(ascii: "0")
                index -= 1
            } else {
                result[index] += 1
                return String(decoding: result, as: UTF8.self)
            }
        }
        return "1" + String(decoding: result, as: UTF8.self)
    }
}
