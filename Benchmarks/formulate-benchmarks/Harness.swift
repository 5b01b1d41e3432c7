import Dispatch
import Foundation

/// Keeps a value alive and opaque to the optimizer, so that the work producing it cannot be
/// removed. Both sides of every comparison hand their results to it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument through a call the optimizer cannot see through (for key paths
/// and other inputs that must not be constant-folded into the baseline).
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

/// Nanoseconds from a monotonic clock (`CLOCK_MONOTONIC` on Linux, `mach_absolute_time` on
/// Apple platforms).
@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// One side of a comparison: an operation, and optional untimed set-up before each batch.
struct Side {
    /// Runs before each timed batch, outside the timing (e.g. forgetting a cached schema).
    var prepare: () -> Void = {}
    /// The measured operation; `iteration` counts up across the whole measurement.
    var run: (_ iteration: Int) -> Void
}

/// A row of the results table: one scenario, Formulate next to its baseline.
struct Row {
    var scenario: String
    var formulate: Double
    var baseline: Double?
    var runs: Int
    var batch: Int
    /// Rounds measured while the core was shared (``CoreProbe``), left out of the medians
    /// unless ``sharedThroughout``.
    var contendedRuns = 0
    var target: Target?

    var ratio: Double? { baseline.map { formulate / $0 } }
    /// Fewer than a tenth of the rounds ran on a core of their own: the medians are of every
    /// round, and may be up to about 1.8x slower than on an idle core.
    var sharedThroughout: Bool { (runs - contendedRuns) * 10 < runs }
}

/// A target from the issue: a ratio that must not be exceeded.
struct Target {
    var limit: Double
    var label: String
    /// The measured value that is compared with `limit`.
    var measured: Double
    var holds: Bool { measured <= limit }
}

/// Runs scenarios and collects their rows.
final class Bench {
    let smoke: Bool
    /// Whether scenarios run at their smaller smoke sizes (`--smoke` without `--full-sizes`).
    let reducedSizes: Bool
    let probe = CoreProbe()
    private(set) var rows: [Row] = []
    private(set) var checks: [(name: String, target: Target)] = []

    init(smoke: Bool, fullSizes: Bool = false) {
        self.smoke = smoke
        reducedSizes = smoke && !fullSizes
    }

    /// Measures `formulate` and `baseline` side by side: warm-up, then `runs` timed batches of
    /// `batch` operations each, alternating between the sides so that both see the same
    /// machine state; the result is the median time of one operation over the rounds that
    /// ran on a core of their own (``CoreProbe``), or over every round if fewer than a tenth
    /// did.
    @discardableResult
    func compare(
        _ scenario: String, runs: Int, batch: Int = 1, formulate: Side, baseline: Side?, ratioTarget: Double? = nil
    ) -> Row {
        let runs = smoke ? 2 : runs
        let batch = smoke ? 1 : batch
        let warmUp = smoke ? 1 : max(3, runs / 10)
        var iteration = 0
        var rounds: [(formulate: Double, baseline: Double?, probe: Double)] = []
        rounds.reserveCapacity(runs)
        func sample(_ side: Side) -> Double {
            side.prepare()
            let start = now()
            for _ in 0..<batch {
                side.run(iteration)
                iteration &+= 1
            }
            let end = now()
            return Double(end - start) / Double(batch)
        }
        for round in 0..<(warmUp + runs) {
            let before = probe.measure()
            let f = sample(formulate)
            let b = baseline.map(sample)
            let after = probe.measure()
            if round >= warmUp { rounds.append((f, b, max(before, after))) }
        }
        // Judged at the end, against the fastest probe of the process so far.
        let clean = rounds.filter { probe.isClean($0.probe) }
        var row = Row(
            scenario: scenario, formulate: 0, baseline: nil, runs: runs, batch: batch,
            contendedRuns: runs - clean.count)
        let kept = row.sharedThroughout ? rounds : clean
        row.formulate = median(kept.map(\.formulate))
        row.baseline = baseline == nil ? nil : median(kept.compactMap(\.baseline))
        if let ratioTarget, let ratio = row.ratio {
            row.target = Target(limit: ratioTarget, label: "<= \(format(ratio: ratioTarget))", measured: ratio)
        }
        rows.append(row)
        if !smoke { FileHandle.standardError.write("  \(scenario): \(format(nanoseconds: row.formulate))\n") }
        return row
    }

    /// Records a target that compares two measurements (scaling), not a row with its baseline.
    func check(_ name: String, measured: Double, limit: Double, label: String) {
        checks.append((name, Target(limit: limit, label: label, measured: measured)))
    }

    private func median(_ samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension FileHandle {
    func write(_ text: String) { write(Data(text.utf8)) }
}

/// `812 ns`, `12.3 µs`, `1.25 ms`.
func format(nanoseconds: Double) -> String {
    if nanoseconds < 1_000 { return String(format: "%.0f ns", nanoseconds) }
    if nanoseconds < 1_000_000 { return String(format: "%.1f µs", nanoseconds / 1_000) }
    return String(format: "%.2f ms", nanoseconds / 1_000_000)
}

/// `0.42x`.
func format(ratio: Double) -> String {
    ratio < 10 ? String(format: "%.2fx", ratio) : String(format: "%.1fx", ratio)
}
