import Foundation

@testable import Formulate

enum Theme: String, CaseIterable, Sendable { case light, dark, system }

enum Planet: CaseIterable { case mercury, venus, earth }

enum Size: Int, CaseIterable {
    case small = 1
    case medium = 2
    case large = 3
}

enum Mood: CaseIterable, CustomStringConvertible {
    case happy, grumpy
    var description: String { self == .happy ? "😀 Happy" : "😠 Grumpy" }
}

struct Weekdays: OptionSet, CaseIterable, CustomStringConvertible {
    let rawValue: Int
    static let monday = Weekdays(rawValue: 1)
    static let tuesday = Weekdays(rawValue: 2)
    static let wednesday = Weekdays(rawValue: 4)
    static let allCases: [Weekdays] = [.monday, .tuesday, .wednesday]
    var description: String {
        switch self {
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        default: return "Wednesday"
        }
    }
}

struct Permissions: OptionSet {
    let rawValue: UInt8
}

struct HexColor: FormTextConvertible, Equatable {
    var rgb: UInt32
    init(rgb: UInt32) { self.rgb = rgb }
    init?(formText: String) {
        guard formText.hasPrefix("#"), formText.count == 7, let value = UInt32(formText.dropFirst(), radix: 16) else {
            return nil
        }
        rgb = value
    }
    var formText: String {
        let hex = String(rgb, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }
    static var formTextFormat: String { "a colour like #ff8800" }
}

struct Notifications: Equatable {
    var enabled = true
    var sound = false
    var volume: UInt8 = 5
}

struct Address: Equatable, DefaultConstructible {
    var street = ""
    var city = "Springfield"
}

struct Coordinates: Equatable {
    var latitude = 0.0
    var longitude = 0.0
}

@propertyWrapper
struct Clamped: Equatable {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = Swift.min(Swift.max(newValue, 0), 10) }
    }
    init(wrappedValue: Int) { value = Swift.min(Swift.max(wrappedValue, 0), 10) }
}

/// A model with one property of every supported type.
struct Everything {
    var name = ""
    var isEnabled = false
    var count = 0
    var tiny: Int8 = 0
    var small: Int16 = 0
    var medium: Int32 = 0
    var large: Int64 = 0
    var byte: UInt8 = 0
    var word: UInt16 = 0
    var unsignedCount: UInt = 0
    var ratio = 0.5
    var weight: Float = 1
    var price = Decimal(0)
    var birthday = Date(timeIntervalSince1970: 0)
    var alarmTime = Date(timeIntervalSince1970: 0)
    var createdAt = Date(timeIntervalSince1970: 0)
    var website = URL(string: "https://example.com")
    var identifier = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301") ?? UUID()
    var theme = Theme.system
    var planet = Planet.earth
    var size = Size.medium
    var mood = Mood.happy
    var optionalTheme: Theme? = nil
    var days: Weekdays = []
    var favoriteDays: Set<Theme> = []
    var orderedThemes: [Theme] = []
    var backupEmails: [String] = []
    var luckyNumbers: [Int] = []
    var color = HexColor(rgb: 0xff8800)
    var notifications = Notifications()
    var address: Address? = nil
    var coordinates: Coordinates? = nil
    let serial = 42
}
