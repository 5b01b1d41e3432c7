import Formulate
import FormulateHTML
import Foundation

/// Scenario 5 and the HTML half of 7: a browser's submission of a 50-field form, applied
/// and committed, next to the route a person takes without Formulate; and the HTML form.
enum HTMLScenarios {
    static func run(_ bench: Bench) throws {
        let model = Model50()
        let body = submission(for: model)
        // The Python peers (Benchmarks/peers) submit the generated copy: it must be this body.
        guard body == Model50.submissionBody else {
            throw BenchmarkError("the body differs from Model50.submissionBody; run Benchmarks/generate-models.py")
        }

        // Fair: both routes must give the same model from the same body, checked before timing.
        let viaForm = try FormSubmission.commit(body: body, to: try ModelForm(model))
        let viaJSON = try jsonRoute(model, body: body)
        guard viaForm == viaJSON, viaForm != model else {
            throw BenchmarkError("the submission should change the model the same way on both routes")
        }
        bench.compare(
            "5 apply a 50-field urlencoded submission and commit (vs JSONSerialization dictionary, edit, JSONDecoder)",
            runs: 301, batch: 5,
            formulate: Side(run: { _ in
                blackHole(try? FormSubmission.commit(body: body, to: try ModelForm(model)))
            }),
            baseline: Side(run: { _ in blackHole(try? jsonRoute(model, body: body)) }),
            ratioTarget: 0.08)

        let form = try ModelForm(model)
        let renderer = HTMLRenderer()
        bench.compare(
            "7 HTML render, 50 fields (vs hand-written HTML)", runs: 301, batch: 5,
            formulate: Side(run: { _ in blackHole(renderer.render(form)) }),
            baseline: Side(run: { _ in blackHole(model.handHTML()) }),
            ratioTarget: 4)
    }

    /// What a browser submits for the model's form with every field changed, as
    /// `application/x-www-form-urlencoded`.
    static func submission(for model: Model50) -> String {
        var pairs: [(key: String, value: String)] = []
        for child in Mirror(reflecting: model).children {
            guard let key = child.label else { continue }
            let number = Int(key.drop(while: { $0.isLetter })) ?? 0
            switch key.prefix(while: { $0.isLetter }) {
            case "text": pairs.append((key, "new text & more \(number)"))
            case "count": pairs.append((key, String(1_000 + number)))
            case "flag": pairs.append((key, "true"))
            case "amount": pairs.append((key, "\(number).25"))
            case "choice": pairs.append((key, "gamma"))
            default: pairs.append((key, "note \(number)"))
            }
        }
        return URLEncodedForm.encode(pairs)
    }

    /// The route without Formulate: the model as a JSON dictionary, the submitted pairs
    /// decoded and converted by field (by hand), written in, and the model decoded back.
    static func jsonRoute(_ model: Model50, body: String) throws -> Model50 {
        let data = try JSONEncoder().encode(model)
        guard var dictionary = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchmarkError("the model is not a JSON object")
        }
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2,
                let key = String(parts[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                let text = String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                dictionary.keys.contains(key) || key.hasPrefix("extra")
            else { continue }
            switch key.prefix(while: { $0.isLetter }) {
            case "count": dictionary[key] = Int(text)
            case "flag": dictionary[key] = ["true", "on", "1", "yes"].contains(text)
            case "amount": dictionary[key] = Double(text)
            case "extra": dictionary[key] = text.isEmpty ? NSNull() : text
            default: dictionary[key] = text
            }
        }
        return try JSONDecoder().decode(Model50.self, from: try JSONSerialization.data(withJSONObject: dictionary))
    }
}

/// HTML escaping as a person writes it by hand (for the hand-written baseline).
func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        default: result.append(character)
        }
    }
    return result
}
