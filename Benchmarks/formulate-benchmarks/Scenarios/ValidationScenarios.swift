import Formulate
import FormulateSchema
import Foundation

/// Scenarios 6 and 7: validating every field, and exporting a JSON Schema.
enum ValidationScenarios {
    static func run(_ bench: Bench) throws {
        let ruled = RuledModel50()
        let form = try ModelForm(ruled)
        guard form.validate().isEmpty, ruled.handValidate().isEmpty else {
            throw BenchmarkError("the ruled model should be valid on both sides")
        }
        bench.compare(
            "6 validate all 50 fields with rules (vs hand-written checks)", runs: 301, batch: 20,
            formulate: Side(run: { _ in blackHole(form.validate()) }),
            baseline: Side(run: { _ in blackHole(ruled.handValidate()) }),
            ratioTarget: 4)

        let plain = try ModelForm(Model50())
        let exporter = JSONSchemaExporter()
        bench.compare(
            "7 JSON Schema + uiSchema export, 50 fields (vs hand-written dictionary + JSONSerialization)",
            runs: 301, batch: 5,
            formulate: Side(run: { _ in blackHole(exporter.export(plain).jsonData(pretty: false)) }),
            baseline: Side(run: { _ in blackHole(try? JSONSerialization.data(withJSONObject: Model50.handSchema())) }))
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
