import Formulate

/// One item of a collection of subforms.
struct BenchServer: Sendable, DefaultConstructible {
    var name = ""
    var host = ""
    var port = 443
    var useTLS = true
}

/// A model with a collection of subforms.
struct ServerList: Sendable {
    var servers: [BenchServer] = []
}

/// Scenario 12: an edit of one item's field (`servers.N.host`) and a move of one item in a
/// collection of subforms of 1, 100 and 10,000 items, next to the same change on a Swift
/// array. An edit touches its item only and a move the items it passes, so each should
/// cost the same at every size. Listing the items (what a screen showing the list asks on
/// each rendering) costs the same per item at every size.
enum ItemCollectionScenarios {
    static func run(_ bench: Bench) throws {
        var perSize: [Int: [String: Double]] = [:]
        for size in [1, 100, 10_000] {
            perSize[size] = try measure(bench, size: size)
        }
        if let small = perSize[100]?["list"], let large = perSize[10_000]?["list"] {
            bench.check(
                "12 list the items: per item at 10,000 / per item at 100 (linear: about 1x)",
                measured: (large / 10_000) / (small / 100), limit: 2, label: "<= 2x")
        }
        for operation in ["edit", "move"] {
            if let small = perSize[operation == "move" ? 100 : 1]?[operation], let large = perSize[10_000]?[operation] {
                bench.check(
                    "12 \(operation): at 10,000 items / at \(operation == "move" ? 100 : 1) (O(item): about 1x)",
                    measured: large / small, limit: 2, label: "<= 2x")
            }
        }
    }

    private static func measure(_ bench: Bench, size: Int) throws -> [String: Double] {
        let start = (0..<size).map { BenchServer(name: "server \($0)", host: "host\($0).example") }
        let form = try ModelForm(ServerList(servers: start))
        var array = start
        let middle = size / 2
        let key = "servers.\(middle).host"
        let batch = bench.smoke ? 1 : 100
        let label = size == 10_000 ? "10,000" : "\(size)"
        var result: [String: Double] = [:]
        _ = form.text(for: key) // the item's form is made on first use, not in the timed runs
        var flip = false

        result["edit"] =
            bench.compare(
                "12 collection of \(label) subforms: edit one item's field (vs Array)", runs: 201, batch: batch,
                formulate: Side(run: { _ in
                    flip.toggle()
                    blackHole(try? form.setText(flip ? "a.example" : "b.example", for: key))
                }),
                baseline: Side(run: { _ in
                    flip.toggle()
                    array[middle].host = flip ? "a.example" : "b.example"
                    blackHole(array.count)
                })
            ).formulate

        // What a screen that shows the list asks on each rendering: every item with its
        // title and fields (their forms made already, as after the first rendering).
        blackHole(form.items(in: "servers"))
        result["list"] =
            bench.compare(
                "12 collection of \(label) subforms: list the items with items(in:) (vs titles and texts from the array)",
                runs: size == 10_000 ? 21 : 101, batch: size == 10_000 ? 1 : 10,
                formulate: Side(run: { _ in blackHole(form.items(in: "servers")) }),
                baseline: Side(run: { _ in
                    blackHole(array.map { ($0.name, [$0.name, $0.host, String($0.port), String($0.useTLS)]) })
                })
            ).formulate

        if size >= 2 {
            // The last item one place up and back: one item moves each time.
            var up = false
            result["move"] =
                bench.compare(
                    "12 collection of \(label) subforms: move one item (vs Array)", runs: 201, batch: batch,
                    formulate: Side(run: { _ in
                        up.toggle()
                        blackHole(
                            try? form.apply(.move("servers.\(up ? size - 1 : size - 2)", to: up ? size - 2 : size - 1)))
                    }),
                    baseline: Side(run: { _ in
                        up.toggle()
                        array.swapAt(size - 1, size - 2)
                        blackHole(array.count)
                    })
                ).formulate
        }
        return result
    }
}
