import Formulate

/// Scenarios 3 and 4: one edit of an `Int` field of a 50-field model, typed and as text,
/// next to the direct write a person would write by hand.
enum EditingScenarios {
    static func run(_ bench: Bench) throws {
        let form = try ModelForm(Model50())
        var model = Model50()
        // Opaque, so that the baseline really goes through a key path, as a generic
        // binding layer written by hand would.
        let path: WritableKeyPath<Model50, Int> = \Model50.count13
        let keyPath = opaque(path)
        let texts = ["123", "124"]

        // Each edit changes the value (it alternates), so the form's change path runs.
        bench.compare(
            "3 typed edit (vs WritableKeyPath write)", runs: 301, batch: 1000,
            formulate: Side(run: { i in blackHole(try? form.setValue(i & 1, for: "count13")) }),
            baseline: Side(run: { i in
                model[keyPath: keyPath] = i & 1; blackHole(model.count13)
            }),
            ratioTarget: 4)
        bench.compare(
            "4 text edit: parse, validate, write (vs Int(text) + write)", runs: 301, batch: 1000,
            formulate: Side(run: { i in blackHole(try? form.setText(texts[i & 1], for: "count13")) }),
            baseline: Side(run: { i in
                if let number = Int(texts[i & 1]) { model[keyPath: keyPath] = number }
                blackHole(model.count13)
            }))
        blackHole(form.value(for: "count13"))
    }
}
