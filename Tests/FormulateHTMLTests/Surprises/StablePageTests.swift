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
        var roomy = Set<Day>(minimumCapacity: 512)
        for day in [Day.thursday, .saturday, .monday, .sunday] { roomy.insert(day) }
        var grown = Set(Day.allCases)
        grown.subtract([.tuesday, .wednesday, .friday])
        #expect(roomy.map(\.rawValue) != grown.map(\.rawValue), "the two sets iterate differently")
        let renderer = HTMLRenderer(action: "/schedule")
        let pages = try [roomy, grown].map { renderer.render(try ModelForm(Schedule(days: $0, limits: ["b": 1, "a": 2]))) }
        #expect(pages[0] == pages[1])
    }

    @Test func aRepeatedKeyTakesItsLastValueEveryTime() throws {
        for _ in 0..<3 {
            let saved = try FormSubmission.commit([("theme", "dark"), ("theme", "light"), ("theme", "dark")],
                                                  to: try ModelForm(Schedule(theme: .light)))
            #expect(saved.theme == .dark)
            let other = try FormSubmission.commit([("theme", "dark"), ("theme", "light")], to: try ModelForm(Schedule()))
            #expect(other.theme == .light)
        }
    }
}
