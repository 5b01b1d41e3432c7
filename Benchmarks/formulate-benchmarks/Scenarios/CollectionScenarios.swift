import Formulate

/// A model with one collection field.
struct Inventory: Sendable {
    var items: [String] = []
}

/// Scenario 9: append, move and remove in a collection of 1,000 and 10,000 items, next to
/// the same operations on a Swift array. Each operation moves at most one item, so each
/// should cost the same at both sizes.
enum CollectionScenarios {
    static func run(_ bench: Bench) throws {
        var perSize: [Int: [String: Double]] = [:]
        for size in [1_000, 10_000] {
            perSize[size] = try measure(bench, size: size)
        }
        for operation in ["append", "move", "remove"] {
            if let small = perSize[1_000]?[operation], let large = perSize[10_000]?[operation] {
                bench.check(
                    "9 \(operation): at 10,000 items / at 1,000 items (O(1): about 1x)",
                    measured: large / small, limit: 2, label: "<= 2x")
            }
        }
    }

    private static func measure(_ bench: Bench, size: Int) throws -> [String: Double] {
        let start = (0..<size).map { "item \($0)" }
        let form = try ModelForm(Inventory(items: start))
        var array = start
        let batch = bench.smoke ? 1 : 100
        let label = size == 1_000 ? "1,000" : "10,000"
        var result: [String: Double] = [:]

        // Append `batch` items per timed batch; take them off again, untimed, before the next.
        result["append"] =
            bench.compare(
                "9 collection of \(label): append (vs Array)", runs: 201, batch: batch,
                formulate: Side(
                    prepare: {
                        while form.itemCount(for: "items") > size { try? form.removeItem(at: size, in: "items") }
                    },
                    run: { _ in blackHole(try? form.insertItem("new item", in: "items")) }),
                baseline: Side(
                    prepare: { array.removeLast(array.count - size) },
                    run: { _ in
                        array.append("new item"); blackHole(array.count)
                    })
            ).formulate

        // Move the last item one place up and back: one item moves each time.
        result["move"] =
            bench.compare(
                "9 collection of \(label): move (vs Array)", runs: 201, batch: batch,
                formulate: Side(run: { _ in blackHole(try? form.moveItem(from: size - 1, to: size - 2, in: "items")) }),
                baseline: Side(run: { _ in
                    let item = array.remove(at: size - 1)
                    array.insert(item, at: size - 2)
                    blackHole(array.count)
                })
            ).formulate

        // Remove the last item; put `batch` items back, untimed, before the next batch.
        result["remove"] =
            bench.compare(
                "9 collection of \(label): remove (vs Array)", runs: 201, batch: batch,
                formulate: Side(
                    prepare: {
                        while form.itemCount(for: "items") < size + batch {
                            try? form.insertItem("new item", in: "items")
                        }
                    },
                    run: { _ in blackHole(try? form.removeItem(at: form.itemCount(for: "items") - 1, in: "items")) }),
                baseline: Side(
                    prepare: { while array.count < size + batch { array.append("new item") } },
                    run: { _ in
                        array.removeLast(); blackHole(array.count)
                    })
            ).formulate
        return result
    }
}
