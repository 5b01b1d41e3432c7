/// Tells whether the core was shared while a round was measured, by timing a fixed piece of
/// arithmetic before and after it.
///
/// On a virtual machine, the host may run another guest's thread on the other hyperthread
/// of the core our vCPU runs on, for milliseconds to seconds at a time; nothing inside the
/// machine shows it (no steal time; loading our other vCPU changes nothing). While it does,
/// code that issues several instructions per cycle slows by up to about 1.9x, and code bound
/// by latency not at all, so the ratio between two sides of a comparison moves with the same
/// instructions: a typed edit (1,436 instructions, about 4 per cycle) went from 122-137 ns
/// to 206-255 ns, its key-path baseline (324 instructions) only from 36 ns to 43-51 ns, and
/// the ratio from 3.4x to 5x, in the same process from one 5 ms stretch to the next.
///
/// The probe is such throughput-bound code (eight independent chains of integer operations,
/// no memory): about 15 µs on an idle core, 20-28 µs on a shared one. A round whose probe
/// ran over ``tolerance`` times the fastest probe of the process is counted as contended
/// and left out of the medians (``Bench/compare``). A run that never had the core to itself
/// cannot tell; its report's best probe (``Report/probeBest``) shows it.
final class CoreProbe {
    /// How much slower than its best the probe may run in a round that counts: on an idle
    /// core about nine rounds in ten are within it.
    static let tolerance = 1.1

    /// Iterations of the probe's loop: about 15 µs on an idle core.
    private static let iterations = 10_000

    /// The fastest probe seen in this process, in nanoseconds.
    private(set) var best = Double.infinity

    /// Runs the probe and returns its time in nanoseconds.
    func measure() -> Double {
        let start = now()
        blackHole(Self.arithmetic(seed: start, iterations: opaque(Self.iterations)))
        let time = Double(now() - start)
        best = min(best, time)
        return time
    }

    /// Whether a round whose probes took `time` ran on a core of its own.
    func isClean(_ time: Double) -> Bool { time <= best * Self.tolerance }

    /// Eight recurrences, each a different pair of operations with the counter (so they are
    /// neither folded, vectorized, nor packed together): sixteen operations an iteration,
    /// two or three deep, so the loop is limited by how many instructions the core issues per
    /// cycle, not by latency.
    @inline(never)
    private static func arithmetic(seed: UInt64, iterations: Int) -> UInt64 {
        var (a, b, c, d) = (seed, seed &+ 1, seed &+ 2, seed &+ 3)
        var (e, f, g, h) = (seed &+ 4, seed &+ 5, seed &+ 6, seed &+ 7)
        var i: UInt64 = 0
        let count = UInt64(iterations)
        while i < count {
            a = (a &+ i) ^ 0x9E37_79B9
            b = (b ^ i) &- 0x7F4A_7C15
            c = (c &- i) | 0x94D0_49BB
            d = (d | i) &+ 0xBF58_476D
            e = (e & i) ^ 0x1B87_3593
            f = (f ^ i) & 0xCC9E_2D51
            g = (g &+ i) &<< 1
            h = (h &- i) &>> 1
            i &+= 1
        }
        return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h
    }
}
