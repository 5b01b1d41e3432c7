import Foundation

extension FormValue: Codable {
    /// Decodes any JSON value: `null`, a Boolean, a number (whole numbers as `.int` or
    /// `.uint`), a string, an array, or an object (its members ordered by name, since
    /// decoders do not keep the order).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { self = .null; return }
            if let flag = try? container.decode(Bool.self) { self = .bool(flag); return }
            if let number = try? container.decode(Int.self) { self = .int(number); return }
            if let number = try? container.decode(UInt.self) { self = .uint(number); return }
            if let number = try? container.decode(Double.self) { self = .double(number); return }
            if let text = try? container.decode(String.self) { self = .string(text); return }
            if let list = try? container.decode([FormValue].self) { self = .array(list); return }
        }
        let object = try decoder.container(keyedBy: MemberKey.self)
        var members: [FormValueMember] = []
        for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            members.append(FormValueMember(key.stringValue, try object.decode(FormValue.self, forKey: key)))
        }
        self = .object(members)
    }

    /// Encodes the value as JSON has it: a date as ISO 8601 text, a decimal as a number,
    /// an object's members in order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: MemberKey.self)
            for member in members { try object.encode(member.value, forKey: MemberKey(member.key)) }
        case .array(let list):
            var container = encoder.singleValueContainer()
            try container.encode(list)
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .int(let number): try container.encode(number)
            case .uint(let number): try container.encode(number)
            case .double(let number): try container.encode(number)
            case .decimal(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .date(let date): try container.encode(ISO8601Text.utc.string(from: date, as: .dateTime))
            case .array, .object: break
            }
        }
    }

    /// An object member's name as a coding key.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
