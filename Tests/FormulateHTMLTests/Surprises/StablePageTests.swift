import Formulate
import FormulateHTML
import Testing

private enum Day: String, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

private enum Mood: String, CaseIterable {
    case light, dark
}

private struct Schedule {
    var days: Set<Day> = []
    var theme = Mood.light
    var limits: [String: Int] = [:]
}

extension Schedule: FormCustomizing { static var inputFields: FormInput { .all } }

@Suite("The same input gives the same page (issue 13 item 5)")
struct StablePageTests {
    @Test func aSetRendersTheSamePageWhateverItsStorage() throws {
        var grown = Set(Day.allCases)
        grown.subtract([.tuesday, .wednesday, .friday])
        // Iteration order depends on capacity and on the process's hash seed: take the first
        // capacity whose set of the same four days iterates differently from `grown`.
        let capacities = [16, 64, 512, 4096, 32768]
        let differing = capacities.lazy.map { capacity in
            var set = Set<Day>(minimumCapacity: capacity)
            for day in [Day.thursday, .saturday, .monday, .sunday] { set.insert(day) }
            return set
        }.first { $0.map(\.rawValue) != grown.map(\.rawValue) }
        let roomy = try #require(differing, "some capacity iterates the same days in another order")
        #expect(roomy == grown)
        let renderer = HTMLRenderer(action: "/schedule")
        let pages = try [roomy, grown].map {
            renderer.render(try ModelForm(Schedule(days: $0, limits: ["b": 1, "a": 2])))
        }
        #expect(pages[0] == pages[1])
    }

    @Test func aRepeatedKeyTakesItsLastValueEveryTime() throws {
        for _ in 0..<3 {
            let saved = try FormSubmission.commit(
                [("theme", "dark"), ("theme", "light"), ("theme", "dark")],
                to: try ModelForm(Schedule(theme: .light)))
            #expect(saved.theme == .dark)
            let other = try FormSubmission.commit(
                [("theme", "dark"), ("theme", "light")], to: try ModelForm(Schedule()))
            #expect(other.theme == .light)
        }
    }
}
