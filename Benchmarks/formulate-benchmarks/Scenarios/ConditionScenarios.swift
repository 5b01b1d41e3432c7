import Formulate

/// Scenario 8: toggling a switch that 10 and 400 fields depend on (`hidden` while it is
/// off), next to a hand-written view state that recomputes the same flags.
enum ConditionScenarios {
    static func run(_ bench: Bench) throws {
        let ten = try measure(bench, try ModelForm(SwitchModel10()), dependents: 10)
        let many = try measure(bench, try ModelForm(SwitchModel400()), dependents: 400)
        bench.check("8 toggle: 400 dependents / 10 dependents", measured: many / ten, limit: 50, label: "<= 50x")
    }

    private static func measure<Model>(_ bench: Bench, _ form: ModelForm<Model>, dependents: Int) throws -> Double {
        guard form.isHidden("dependent0") else { throw BenchmarkError("dependents should start hidden") }
        var state = HandWrittenState(count: dependents)
        let row = bench.compare(
            "8 toggle a switch \(dependents) fields depend on (vs hand-written flags)", runs: 301,
            batch: dependents >= 400 ? 20 : 200,
            formulate: Side(run: { i in
                blackHole(try? form.setValue(i & 1 == 0, for: "enabled"))
                blackHole(form.isHidden("dependent0"))
            }),
            baseline: Side(run: { i in
                state.setEnabled(i & 1 == 0)
                blackHole(state.hidden[0])
            }))
        return row.formulate
    }
}

/// What a person writes without Formulate: the switch and one flag per dependent field.
struct HandWrittenState {
    var enabled = false
    var hidden: [Bool]

    init(count: Int) { hidden = Array(repeating: true, count: count) }

    mutating func setEnabled(_ value: Bool) {
        enabled = opaque(value)
        for index in hidden.indices { hidden[index] = !enabled }
    }
}
