import Foundation

/// The results as a Markdown table or as JSON.
struct Report {
    var rows: [Row]
    var checks: [(name: String, target: Target)]
    var seconds: Double
    var smoke: Bool
    /// The fastest ``CoreProbe`` of the run, in nanoseconds: about 15 µs on an idle core of
    /// the machine of BENCHMARKS.md; a run whose best is much slower ran on a shared core
    /// throughout, and its times are too.
    var probeBest: Double

    /// The machine: cores and CPU model.
    static var machine: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        return
            "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu ?? "unknown CPU"), \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    func table() -> String {
        var lines: [String] = []
        if smoke { lines.append("smoke run: timings are not meaningful") }
        lines.append("| scenario | Formulate (median) | baseline (median) | ratio | target | runs |")
        lines.append("|---|---:|---:|---:|---|---:|")
        for row in rows {
            let target = row.target.map { "\($0.label) \($0.holds ? "✓" : "✗")" } ?? ""
            lines.append(
                "| \(row.scenario) | \(format(nanoseconds: row.formulate)) | "
                    + "\(row.baseline.map { format(nanoseconds: $0) } ?? "") | \(row.ratio.map { format(ratio: $0) } ?? "") | "
                    + "\(target) | \(row.runs) × \(row.batch)\(contention(row)) |")
        }
        lines.append("")
        lines.append("| scaling check | measured | target |")
        lines.append("|---|---:|---|")
        for (name, target) in checks {
            lines.append(
                "| \(name) | \(format(ratio: target.measured)) | \(target.label) \(target.holds ? "✓" : "✗") |")
        }
        lines.append("")
        let held = (rows.compactMap(\.target) + checks.map(\.target)).filter(\.holds).count
        let total = rows.compactMap(\.target).count + checks.count
        lines.append(
            "\(held) of \(total) targets hold. Times are per operation; runs × batch: timed batches × operations per batch."
        )
        let contended = rows.filter { !$0.sharedThroughout }.map(\.contendedRuns).reduce(0, +)
        let shared = rows.filter(\.sharedThroughout).count
        lines.append(
            "Core probe (plain arithmetic, timed around every round): best \(format(nanoseconds: probeBest)); rounds "
                + "where it ran over \(format(ratio: CoreProbe.tolerance)) its best (another thread shared the core) "
                + "are left out of the medians: \(contended) of \(rows.map(\.runs).reduce(0, +)) in this run"
                + (shared > 0 ? "; \(shared) rows keep every round (core shared throughout)." : "."))
        lines.append(String(format: "Machine: %@. Whole run: %.0f s.", Report.machine, seconds))
        return lines.joined(separator: "\n")
    }

    /// ` (12 left out)` or ` (core shared throughout)`, after a row's runs.
    private func contention(_ row: Row) -> String {
        if row.sharedThroughout { return " (core shared throughout)" }
        return row.contendedRuns > 0 ? " (\(row.contendedRuns) left out)" : ""
    }

    func json() -> String {
        func number(_ value: Double?) -> Any { value.map { ($0 * 10).rounded() / 10 } ?? NSNull() }
        let object: [String: Any] = [
            "machine": Report.machine,
            "smoke": smoke,
            "seconds": (seconds * 10).rounded() / 10,
            "probeBest": number(probeBest),
            "unit": "nanoseconds per operation (median)",
            "rows": rows.map { row -> [String: Any] in
                var entry: [String: Any] = [
                    "scenario": row.scenario, "formulate": number(row.formulate), "baseline": number(row.baseline),
                    "ratio": row.ratio.map { ($0 * 1000).rounded() / 1000 } ?? NSNull(), "runs": row.runs,
                    "batch": row.batch, "contendedRuns": row.contendedRuns, "sharedThroughout": row.sharedThroughout,
                ]
                if let target = row.target { entry["target"] = target.limit; entry["holds"] = target.holds }
                return entry
            },
            "checks": checks.map { check -> [String: Any] in
                [
                    "check": check.name, "measured": (check.target.measured * 1000).rounded() / 1000,
                    "target": check.target.limit, "holds": check.target.holds,
                ]
            },
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
