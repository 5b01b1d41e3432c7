import Testing

@testable import Formulate

private enum Day: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

private struct Schedule {
    var name = "Gym"
    var days: Set<Day> = []
    var limits: [String: Int] = [:]
}

/// The same days in sets whose storage differs, so that they iterate in different orders
/// (as sets of one content do across processes, whose hashing is seeded per process): ten
/// capacities, each filled in two orders, so that the chance that every one of them
/// iterates alike, for some seed, is negligible.
private func sameDaysInDifferentSets() -> [Set<Day>] {
    let days: [Day] = [.sunday, .monday, .saturday, .thursday]
    var sets = [Set(days)]
    for capacity in [8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096] {
        for order in [days, days.reversed()] {
            var set = Set<Day>(minimumCapacity: capacity)
            for day in order { set.insert(day) }
            sets.append(set)
        }
    }
    var grown = Set<Day>()
    for day in Day.allCases { grown.insert(day) }
    grown.subtract([.tuesday, .wednesday, .friday])
    return sets + [grown]
}

@Suite("The same input gives the same output (issue 13 item 5)")
struct StableOutputTests {
    @Test func theSetsUsedHereIterateInDifferentOrders() {
        // Without this the test below could not fail.
        let orders = Set(sameDaysInDifferentSets().map { $0.map(\.rawValue) })
        #expect(orders.count > 1)
    }

    @Test func aSetIsDescribedInTheOrderOfItsOptionsWhateverItsStorage() throws {
        let limits = ["zeta": 1, "alpha": 2, "mid": 3]
        var described: [String] = []
        for days in sameDaysInDifferentSets() {
            let form = try ModelForm(Schedule(days: days, limits: limits))
            #expect(
                form.value(for: "days") == .array(["monday", "thursday", "saturday", "sunday"].map(FormValue.string)))
            #expect(form.text(for: "days") == "Monday, Thursday, Saturday, Sunday")
            described.append(form.describe().jsonString(pretty: false))
        }
        #expect(Set(described).count == 1, "byte-identical descriptions")
        #expect(
            described.first?.contains(#"["monday","thursday","saturday","sunday"]"#) == true, "\(described.first ?? "")"
        )
    }

    @Test func aDictionaryIsEditedInKeyOrderEveryTime() throws {
        // Dictionaries with String keys are fields now (issue 15): their entries come out
        // ordered by key whatever the dictionary's own order.
        let form = try ModelForm(Schedule(limits: ["b": 1, "a": 2]))
        #expect(form.fields.map(\.key) == ["name", "days", "limits"])
        #expect(form.items(in: "limits").map(\.key) == ["limits.a", "limits.b"])
        #expect(form.diagnostics.isEmpty)
    }

    @Test func settingTheSameDaysInAnyOrderGivesTheSameValue() throws {
        var values: Set<FormValue> = []
        for text in ["Sunday, Monday, Saturday", "Saturday, Sunday, Monday", "monday, saturday, sunday, Monday"] {
            let form = try ModelForm(Schedule())
            try form.setText(text, for: "days")
            values.insert(form.value(for: "days") ?? .null)
            #expect(try form.commit().days == [.monday, .saturday, .sunday])
        }
        #expect(values == [.array(["monday", "saturday", "sunday"].map(FormValue.string))])
    }
}
