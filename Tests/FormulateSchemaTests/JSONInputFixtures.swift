import Formulate
import Foundation

/// A repair ticket as a JSON Schema front end edits it: what ``JSONInputTests`` send back.
enum RepairService: String, CaseIterable, Sendable {
    case tuneUp = "tune-up"
    case flat
    case overhaul
}

struct RepairPart: DefaultConstructible, Sendable, Equatable {
    var name = ""
    var quantity = 1
}

struct RepairBox: DefaultConstructible, Sendable, Equatable {
    var label = ""
}

struct RepairTicket: Sendable, Equatable {
    let ticketID = 7
    var customer = ""
    var note = ""
    var rush = false
    var rushFee: Decimal = 0
    var quote: Decimal = 0
    var ratio = 0.5
    var promisedOn = Date(timeIntervalSince1970: 1_790_000_000)
    var services: Set<RepairService> = [.flat]
    var parts: [RepairPart] = [RepairPart(name: "Chain", quantity: 1), RepairPart(name: "Tube", quantity: 2)]
    var torque: [String: Int] = ["stem": 5, "seat": 6]
    var boxes: [String: RepairBox] = ["a": RepairBox(label: "front")]
    var tags: [String] = ["blue"]
    var paidInFull = false
}

extension RepairTicket: DefaultConstructible {}

extension RepairTicket: FormCustomizing {
    static var fieldSettings: [String: FieldSettings] {
        ["rushFee": FieldSettings.hidden("$rush == false").min(0)]
    }
    static var inputFields: FormInput {
        .only([
            "customer", "note", "rush", "rushFee", "quote", "ratio", "promisedOn", "services", "parts", "torque",
            "boxes", "tags",
        ])
    }
}

extension RepairTicket {
    /// A form of the ticket with dates in UTC, as the JSON input tests make it.
    func form() throws -> ModelForm<RepairTicket> {
        let form = try ModelForm(self)
        form.timeZone = .gmt
        return form
    }
}

extension FormValue {
    /// This object with the members of `changes` replaced, or added at the end.
    func replacing(_ changes: KeyValuePairs<String, FormValue>) -> FormValue {
        var members = objectValue ?? []
        for (key, value) in changes {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index] = FormValueMember(key, value)
            } else {
                members.append(FormValueMember(key, value))
            }
        }
        return .object(members)
    }
}
