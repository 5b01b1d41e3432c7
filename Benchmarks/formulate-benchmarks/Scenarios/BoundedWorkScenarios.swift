import Formulate

/// Scenario 10: entry points whose work must grow linearly with their input (issue 14
/// item 4). Each is measured at one size and at twice that size; the larger may cost at
/// most 2.2x the smaller.
///
/// - loading a JSON description of text fields, and writing its model as JSON;
/// - refusing a description whose conditions name unknown fields (one "did you mean"
///   suggestion per error used to compare the key with every key of the form);
/// - refusing `setValues` with unknown keys on a large form;
/// - choosing many options of a multiple choice with many options.
enum BoundedWorkScenarios {
    static func run(_ bench: Bench) throws {
        let small = bench.reducedSizes ? 1_000 : 10_000
        try scaling(bench, "10 load a description of text fields", sizes: (small, 2 * small)) { size in
            let json = textFields(size)
            return Side(run: { _ in blackHole(try? ModelForm(descriptionJSON: json)) })
        }
        try scaling(bench, "10 DynamicModel.json of a loaded form", sizes: (small, 2 * small)) { size in
            let model = try ModelForm(descriptionJSON: textFields(size)).model
            return Side(run: { _ in blackHole(model.json) })
        }
        let conditioned = bench.reducedSizes ? 200 : 1_000
        try scaling(
            bench, "10 refuse a description whose conditions name unknown fields",
            sizes: (conditioned, 2 * conditioned)
        ) { size in
            let json = unknownReferences(size)
            return Side(run: { _ in blackHole(try? ModelForm(descriptionJSON: json)) })
        }
        let form = try ModelForm(descriptionJSON: textFields(2 * small))
        try scaling(bench, "10 refuse setValues with unknown keys on a form of \(2 * small) fields", sizes: (100, 200))
        { size in
            let unknown = Dictionary(uniqueKeysWithValues: (0..<size).map { ("unknown\($0)", Optional<Any>.some("x")) })
            return Side(run: { _ in blackHole(try? form.setValues(unknown)) })
        }
        let options = bench.reducedSizes ? 200 : 2_000
        try scaling(
            bench, "10 choose submitted values of a multiple choice (options and values x2)",
            sizes: (options, 2 * options)
        ) { size in
            let choice = try ModelForm(descriptionJSON: multipleChoice(options: size))
            // Five submitted values per option: every option, five times over.
            let submitted = (0..<(5 * size)).map { "option\($0 % size)" }
            return Side(run: { _ in blackHole(try? choice.selectOptions(submitted, for: "choice")) })
        }
    }

    /// Measures `make(size)` at both sizes and checks the ratio.
    ///
    /// The two sizes are timed as the two sides of one comparison, alternating batch by
    /// batch, so that a change in the machine's speed during the measurement (seen here: the
    /// same operation taking 8 ms and 17 ms in runs a minute apart) weighs on both alike
    /// instead of on the ratio. The table shows the larger size as "Formulate" and the
    /// smaller as its baseline.
    private static func scaling(
        _ bench: Bench, _ scenario: String, sizes: (Int, Int), make: (Int) throws -> Side
    ) throws {
        let smaller = try make(sizes.0)
        let larger = try make(sizes.1)
        let row = bench.compare(
            "\(scenario), \(sizes.1) (vs \(sizes.0))", runs: 21, formulate: larger, baseline: smaller)
        bench.check(
            "\(scenario): \(sizes.1) / \(sizes.0)", measured: row.ratio ?? 0, limit: 2.2, label: "<= 2.20x")
    }

    /// `{"fields": [{"key": "field0", "type": "text"}, …]}`.
    static func textFields(_ count: Int) -> String {
        "{\"fields\": [" + (0..<count).map { "{\"key\": \"field\($0)\", \"type\": \"text\"}" }.joined(separator: ", ")
            + "]}"
    }

    /// Text fields each hidden by a condition on a field that does not exist.
    static func unknownReferences(_ count: Int) -> String {
        "{\"fields\": ["
            + (0..<count).map {
                "{\"key\": \"field\($0)\", \"type\": \"text\", \"hidden\": \"$missing\($0) == 'x'\"}"
            }.joined(separator: ", ") + "]}"
    }

    /// One multiple choice with options `option0` … .
    static func multipleChoice(options count: Int) -> String {
        "{\"fields\": [{\"key\": \"choice\", \"type\": \"multiselect\", \"options\": ["
            + (0..<count).map { "{\"value\": \"option\($0)\"}" }.joined(separator: ", ") + "]}]}"
    }
}
