/// Counts units of work done by operations whose cost must grow linearly with their input
/// (edit distances computed for suggestions, keys looked up while loading a description
/// or writing a model's JSON, options looked up for submitted values), so that tests can
/// check the work of an input and of twice that input without timing anything.
///
/// Nothing is counted unless a meter is installed with ``measure(_:)``; each operation
/// adds its count once, at its end, so an operation not measured pays one task-local read.
final class WorkMeter: Sendable {
    /// What is counted.
    enum Unit: Hashable, Sendable {
        /// An edit distance computed between a misspelt name and a candidate.
        case editDistance
        /// A key looked up in a table (or compared with another key).
        case keyLookup
        /// An option looked up for a value or a text (or compared with one).
        case optionLookup
    }

    /// The meter of the measurement under way on this task or thread, if any.
    @TaskLocal static var current: WorkMeter?

    private let counts = Locked([Unit: Int]())

    /// Adds `count` units of work to the meter under way, if any.
    static func add(_ count: Int, _ unit: Unit) {
        guard count > 0, let meter = current else { return }
        meter.counts.withLock { $0[unit, default: 0] += count }
    }

    /// Runs `body` and returns what it counted.
    static func measure(_ body: () throws -> Void) rethrows -> WorkMeter {
        let meter = WorkMeter()
        try $current.withValue(meter) { try body() }
        return meter
    }

    /// The units of `unit` counted so far.
    subscript(unit: Unit) -> Int {
        counts.withLock { $0[unit] ?? 0 }
    }
}
