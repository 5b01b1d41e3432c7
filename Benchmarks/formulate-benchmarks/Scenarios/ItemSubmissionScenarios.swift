import Formulate
import FormulateHTML
import Foundation

/// One item of the submitted collection of subforms.
struct PostedServer: Codable, Equatable, Sendable, DefaultConstructible {
    var name = ""
    var host = ""
    var port = 443
    var useTLS = true
}

/// A page with a collection of subforms, every field of it input a submission may write.
struct PostedServerList: Codable, Equatable, Sendable, FormCustomizing {
    var servers: [PostedServer] = []
    static var inputFields: FormInput { .all }
}

/// Scenario 14: a browser's POST from the HTML page of a collection of 100 and 1,000
/// subforms, with one field changed in each item (the page posts every field of every
/// item), applied and committed; next to the same edit through JSONSerialization and
/// JSONDecoder. Each item field should cost about what a top-level field does (scenario 5),
/// so the time per item should be the same at both sizes.
enum ItemSubmissionScenarios {
    static func run(_ bench: Bench) throws {
        var perItem: [Int: Double] = [:]
        for size in [100, 1_000] {
            perItem[size] = try measure(bench, size: size)
        }
        if let small = perItem[100], let large = perItem[1_000] {
            bench.check(
                "14 POST editing every item: per item at 1,000 / per item at 100 (linear: about 1x)",
                measured: large / small, limit: 1.5, label: "<= 1.5x")
        }
    }

    /// The median time per item of the submission of `size` items.
    private static func measure(_ bench: Bench, size: Int) throws -> Double {
        let model = PostedServerList(
            servers: (0..<size).map { PostedServer(name: "server \($0)", host: "host\($0).example") })
        let body = submission(for: model)

        // Fair: both routes must give the same model from the same body, checked before timing.
        let viaForm = try FormSubmission.commit(body: body, to: try ModelForm(model))
        let viaJSON = try jsonRoute(model, body: body)
        guard viaForm == viaJSON, viaForm != model,
            viaForm.servers.indices.allSatisfy({ viaForm.servers[$0].host == "edited\($0).example" })
        else {
            throw BenchmarkError("the item submission should change every item's host the same way on both routes")
        }
        let label = size == 1_000 ? "1,000" : "\(size)"
        let row = bench.compare(
            "14 apply a POST editing one field in each of \(label) subforms and commit (vs JSONSerialization, edit, JSONDecoder)",
            runs: size == 1_000 ? 31 : 101, batch: 1,
            formulate: Side(run: { _ in
                blackHole(try? FormSubmission.commit(body: body, to: try ModelForm(model)))
            }),
            baseline: Side(run: { _ in blackHole(try? jsonRoute(model, body: body)) }))
        return row.formulate / Double(size)
    }

    /// What the page posts: every field of every item, with each item's host changed.
    static func submission(for model: PostedServerList) -> String {
        var pairs: [(key: String, value: String)] = []
        for (index, server) in model.servers.enumerated() {
            pairs.append(("servers.\(index).name", server.name))
            pairs.append(("servers.\(index).host", "edited\(index).example"))
            pairs.append(("servers.\(index).port", String(server.port)))
            if server.useTLS { pairs.append(("servers.\(index).useTLS", "on")) }
        }
        return URLEncodedForm.encode(pairs)
    }

    /// The route without Formulate: the model as JSON objects, each submitted pair decoded,
    /// its item found by the number in its key and its field converted by hand, and the
    /// model decoded back.
    static func jsonRoute(_ model: PostedServerList, body: String) throws -> PostedServerList {
        let data = try JSONEncoder().encode(model)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var servers = object["servers"] as? [[String: Any]]
        else {
            throw BenchmarkError("the model is not a JSON object with a list of servers")
        }
        var posted = Array(repeating: Set<String>(), count: servers.count)
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2,
                let key = String(parts[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                let text = String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            else { continue }
            let components = key.split(separator: ".")
            guard components.count == 3, components[0] == "servers", let index = Int(components[1]),
                servers.indices.contains(index)
            else { continue }
            let name = String(components[2])
            posted[index].insert(name)
            switch name {
            case "port": servers[index][name] = Int(text)
            case "useTLS": servers[index][name] = ["true", "on", "1", "yes"].contains(text)
            default: servers[index][name] = text
            }
        }
        // An unchecked checkbox is not posted: off.
        for index in servers.indices where !posted[index].contains("useTLS") {
            servers[index]["useTLS"] = false
        }
        let result: [String: Any] = ["servers": servers]
        return try JSONDecoder().decode(
            PostedServerList.self, from: try JSONSerialization.data(withJSONObject: result))
    }
}
