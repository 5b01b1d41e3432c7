import Foundation
import Testing

@testable import Formulate

/// Entry points whose work must grow linearly with their input (issue 14 item 4), checked
/// by counting work (``WorkMeter``), never by timing: each input, and twice that input.
/// Timings are in `Benchmarks/` (scenario 10).
@Suite("Bounded work")
struct BoundedWorkTests {
    /// `{"fields": [{"key": "field0", "type": "text"}, …]}`, each optionally hidden by a
    /// condition on a field that does not exist (`$fielt0`, a typo of `field0`).
    static func description(fields count: Int, unknownReferences: Bool = false) -> String {
        "{\"fields\": ["
            + (0..<count).map { index in
                let hidden = unknownReferences ? ", \"hidden\": \"$fielt\(index) == 'x'\"" : ""
                return "{\"key\": \"field\(index)\", \"type\": \"text\"\(hidden)}"
            }.joined(separator: ", ") + "]}"
    }

    /// The problems of a description that must be refused.
    static func problems(_ json: String) -> [FormDefinitionError.Problem] {
        do {
            _ = try ModelForm(descriptionJSON: json)
            return []
        } catch {
            return error.problems
        }
    }

    // MARK: - Suggestions

    /// 1,000 and 2,000 conditions naming unknown fields: every one is reported, the first
    /// five with a suggestion; the edit distances computed stay under five suggestions'
    /// worth, at both sizes (there were a million, then four million).
    @Test(arguments: [1_000, 2_000])
    func unknownConditionFieldsGetFiveSuggestions(fields: Int) throws {
        var problems: [FormDefinitionError.Problem] = []
        let work = WorkMeter.measure {
            problems = Self.problems(Self.description(fields: fields, unknownReferences: true))
        }
        #expect(problems.count == fields)
        #expect(problems.filter { $0.suggestion?.contains("did you mean") == true }.count == 5)
        #expect(problems.last?.message.contains("unknown field '$fielt\(fields - 1)'") == true)
        #expect(work[.editDistance] > 0)
        #expect(
            work[.editDistance] <= FormLimits.default.maximumSuggestions
                * FormLimits.default.maximumSuggestionComparisons)
    }

    /// `setValues` with 100 and 200 unknown keys on a form of 20,000 fields: each key is
    /// refused, five with a suggestion, with at most five suggestions' worth of work.
    @Test(arguments: [100, 200])
    func setValuesWithUnknownKeysGetsFiveSuggestions(unknownKeys: Int) throws {
        let form = try ModelForm(descriptionJSON: Self.description(fields: 20_000))
        let values = Dictionary(
            uniqueKeysWithValues: (0..<unknownKeys).map { ("fieldx\($0)", Optional<Any>.some("x")) })
        var errors: [FormError] = []
        let work = WorkMeter.measure {
            do throws(FormErrors) { try form.setValues(values) } catch { errors = error.errors }
        }
        #expect(errors.count == unknownKeys)
        #expect(errors.allSatisfy { $0.reason == .unknownField })
        #expect(errors.filter { $0.message.contains("did you mean") }.count == FormLimits.default.maximumSuggestions)
        #expect(
            work[.editDistance] <= FormLimits.default.maximumSuggestions
                * FormLimits.default.maximumSuggestionComparisons)
    }

    @Test func applyInputWithUnknownKeysGetsFiveSuggestions() throws {
        let form = try ModelForm(descriptionJSON: Self.description(fields: 5_000))
        let texts = Dictionary(uniqueKeysWithValues: (0..<100).map { ("fieldx\($0)", "x") })
        var errors: [FormError] = []
        let work = WorkMeter.measure {
            do throws(FormErrors) { try form.applyInput(texts) } catch { errors = error.errors }
        }
        #expect(errors.count == 100)
        #expect(errors.filter { $0.message.contains("did you mean") }.count == FormLimits.default.maximumSuggestions)
        #expect(
            work[.editDistance] <= FormLimits.default.maximumSuggestions
                * FormLimits.default.maximumSuggestionComparisons)
    }

    /// A single unknown key still gets its suggestion, from a bounded number of candidates.
    @Test func oneUnknownKeyOnALargeFormComputesABoundedNumberOfDistances() throws {
        let form = try ModelForm(descriptionJSON: Self.description(fields: 20_000))
        var error: FormError?
        let work = WorkMeter.measure {
            error = #expect(throws: FormError.self) { try form.setText("x", for: "feild7") }
        }
        #expect(error?.message == "'feild7' is not a field of this form (did you mean 'field7'?)")
        #expect(work[.editDistance] <= FormLimits.default.maximumSuggestionComparisons)
    }

    /// Candidates whose length alone puts them too far away are not compared at all.
    @Test func candidatesOfAFarLengthAreNotCompared() {
        let candidates = (0..<1_000).map { "a_much_longer_field_name_\($0)" } + ["email"]
        var suggestion: String?
        let work = WorkMeter.measure { suggestion = ClosestMatch.suggestion(for: "emial", among: candidates) }
        #expect(suggestion == "email")
        #expect(work[.editDistance] == 1)
    }

    /// A description whose fields have a thousand unknown attributes: five suggestions.
    @Test func unknownAttributesGetFiveSuggestions() {
        let attributes = (0..<1_000).map { "\"titl\($0)\": 1" }.joined(separator: ", ")
        let problems = Self.problems(#"{"fields": [{"key": "a", "type": "text", \#(attributes)}]}"#)
        #expect(problems.count == 1_000)
        #expect(problems.filter { $0.message.contains("did you mean") }.count == FormLimits.default.maximumSuggestions)
    }

    // MARK: - Keys

    /// The key look-ups of loading a description and writing its model's JSON: a few per
    /// field, and twice the fields cost at most 2.2 times as many.
    @Test func loadingAndWritingJSONLookUpKeysLinearly() throws {
        func lookups(_ fields: Int) throws -> (load: Int, json: Int) {
            let json = Self.description(fields: fields)
            var form: ModelForm<DynamicModel>?
            let load = try WorkMeter.measure { form = try ModelForm(descriptionJSON: json) }
            let model = try #require(form).model
            let write = WorkMeter.measure { _ = model.json }
            return (load[.keyLookup], write[.keyLookup])
        }
        let small = try lookups(10_000)
        let large = try lookups(20_000)
        #expect(small.load > 0 && small.load <= 4 * 10_000)
        #expect(small.json == 10_000)
        #expect(Double(large.load) <= 2.2 * Double(small.load))
        #expect(Double(large.json) <= 2.2 * Double(small.json))
    }

    // MARK: - Options

    /// Choosing 10,000 submitted values among 2,000 options (and twice both): two look-ups
    /// per value, where each value was compared with every option's text.
    @Test func choosingManyOptionsLooksEachUpOnce() throws {
        func lookups(options: Int) throws -> Int {
            let list = (0..<options).map { "{\"value\": \"option\($0)\"}" }.joined(separator: ", ")
            let form = try ModelForm(
                descriptionJSON: #"{"fields": [{"key": "choice", "type": "multiselect", "options": [\#(list)]}]}"#)
            let submitted = (0..<(5 * options)).map { "option\(($0 * 7) % options)" }
            let work = try WorkMeter.measure { try form.selectOptions(submitted, for: "choice") }
            let chosen = form.value(for: "choice")?.arrayValue ?? []
            #expect(chosen == (0..<options).map { .string("option\($0)") }, "every option, once, in the options' order")
            return work[.optionLookup]
        }
        let small = try lookups(options: 2_000)
        let large = try lookups(options: 4_000)
        #expect(small == 2 * 10_000)
        #expect(large == 2 * small)
    }
}
