import Formulate

/// Scenarios 1 and 2: the first form of a type (inspection) and a form of a type already
/// seen, each next to a raw Mirror walk of the same value.
enum InspectionScenarios {
    static func run(_ bench: Bench) throws {
        let m10 = try measure(bench, Model10(), fields: 10)
        let m50 = try measure(bench, Model50(), fields: 50)
        let m200 = try measure(bench, Model200(), fields: 200)
        _ = m50
        // Linear: the cost per field at 200 fields is at most 1.3x the cost per field at 10.
        bench.check(
            "1 cold form: per field at 200 / per field at 10",
            measured: (m200.cold / 200) / (m10.cold / 10), limit: 1.3, label: "<= 1.30x")
        bench.check(
            "2 warm form: per field at 200 / per field at 10",
            measured: (m200.warm / 200) / (m10.warm / 10), limit: 1.3, label: "<= 1.30x")
    }

    private static func measure<Model>(_ bench: Bench, _ value: Model, fields: Int) throws -> (
        cold: Double, warm: Double
    ) {
        // Fail loudly (not inside the timing) if the model cannot be a form at all.
        _ = try ModelForm(value)
        let runs = fields >= 200 ? 101 : 301
        let cold = bench.compare(
            "1 first form of a new type, \(fields) fields (vs Mirror walk)", runs: runs,
            formulate: Side(
                prepare: { FormConfiguration.removeCachedSchema(for: Model.self) },
                run: { _ in blackHole(try? ModelForm(value)) }),
            baseline: Side(run: { _ in blackHole(mirrorWalk(value)) }),
            ratioTarget: 3)
        let warm = bench.compare(
            "2 form of a seen type, \(fields) fields (vs Mirror walk)", runs: runs, batch: 10,
            formulate: Side(run: { _ in blackHole(try? ModelForm(value)) }),
            baseline: Side(run: { _ in blackHole(mirrorWalk(value)) }),
            ratioTarget: 0.5)
        return (cold.formulate, warm.formulate)
    }
}
