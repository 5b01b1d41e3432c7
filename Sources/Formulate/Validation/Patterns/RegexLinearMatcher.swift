/// Matches whole values in linear time: a deterministic automaton built from the pattern's
/// ``RegexPositions`` when the pattern is made, one table lookup per scalar of a value.
///
/// Scalars are grouped into classes that every position treats alike (for `[a-z]*[0-9]`:
/// letters, digits, the rest), found from the ranges of the positions; a state is a set of
/// positions, and the table gives the next state for each state and class. A pattern whose
/// table would be too large (`[ab]*a[ab]{20}` needs millions of states) is left to ICU.
/// A class, so that copies of a ``RegexPattern`` share one table; it never changes once made.
final class RegexLinearMatcher: Sendable {
    /// The most states and table entries built.
    static let maximumStates = 4_096
    static let maximumCells = 1 << 20

    /// The first scalar of each interval of scalars that all positions treat alike, sorted.
    private let boundaries: [UInt32]
    /// The class of each interval.
    private let intervalClasses: [Int32]
    /// The class of each ASCII scalar.
    private let asciiClasses: [Int32]
    private let classCount: Int
    /// The next state for `state * classCount + class`; -1 when nothing can match any more.
    private let transitions: [Int32]
    /// Whether a value that ends in each state matches.
    private let accepting: [Bool]

    init(_ root: RegexNode) throws(RegexPositions.Unsupported) {
        let positions = try RegexPositions(root)
        let count = positions.labels.count
        let words = (count + 64) / 64

        // Intervals: cut the scalars wherever some position's ranges begin or end.
        var cuts: Set<UInt32> = [0]
        for label in positions.labels {
            for range in label {
                cuts.insert(range.lowerBound)
                if range.upperBound < RegexCharacterSet.lastScalar { cuts.insert(range.upperBound + 1) }
            }
        }
        let boundaries = cuts.sorted()
        var intervalMasks = [[UInt64]](repeating: [UInt64](repeating: 0, count: words), count: boundaries.count)
        for (position, label) in positions.labels.enumerated() {
            for range in label {
                var interval = Self.interval(of: range.lowerBound, in: boundaries)
                while interval < boundaries.count && boundaries[interval] <= range.upperBound {
                    intervalMasks[interval][position / 64] |= 1 << UInt64(position % 64)
                    interval += 1
                }
            }
        }
        var classOfMask: [[UInt64]: Int32] = [:]
        var classMasks: [[UInt64]] = []
        let intervalClasses = intervalMasks.map { mask -> Int32 in
            if let known = classOfMask[mask] { return known }
            classMasks.append(mask)
            classOfMask[mask] = Int32(classMasks.count - 1)
            return Int32(classMasks.count - 1)
        }
        self.boundaries = boundaries
        self.intervalClasses = intervalClasses
        asciiClasses = (0..<128).map { intervalClasses[Self.interval(of: UInt32($0), in: boundaries)] }
        classCount = classMasks.count

        // The states: sets of positions, the start being the extra position `count`.
        func mask(_ members: Set<Int>) -> [UInt64] {
            var bits = [UInt64](repeating: 0, count: words)
            for member in members { bits[member / 64] |= 1 << UInt64(member % 64) }
            return bits
        }
        let followMasks = positions.follow.map(mask) + [mask(positions.initial)]
        let finalMask = mask(positions.final)
        var startMask = [UInt64](repeating: 0, count: words)
        startMask[count / 64] |= 1 << UInt64(count % 64)
        var states = [startMask]
        var stateIndex = [startMask: Int32(0)]
        var transitions: [Int32] = []
        var accepting: [Bool] = []
        var next = 0
        while next < states.count {
            let state = states[next]
            accepting.append(next == 0 ? positions.acceptsEmpty : zip(state, finalMask).contains { $0 & $1 != 0 })
            var reachable = [UInt64](repeating: 0, count: words)
            for word in 0..<words where state[word] != 0 {
                var bits = state[word]
                while bits != 0 {
                    let member = word * 64 + bits.trailingZeroBitCount
                    bits &= bits - 1
                    for index in 0..<words { reachable[index] |= followMasks[member][index] }
                }
            }
            for classMask in classMasks {
                var target = reachable
                var isEmpty = true
                for index in 0..<words {
                    target[index] &= classMask[index]
                    if target[index] != 0 { isEmpty = false }
                }
                if isEmpty {
                    transitions.append(-1)
                } else if let known = stateIndex[target] {
                    transitions.append(known)
                } else {
                    guard states.count < Self.maximumStates, (states.count + 1) * classCount <= Self.maximumCells else {
                        throw RegexPositions.Unsupported(
                            reason: "its automaton, which would need more than \(Self.maximumStates) states")
                    }
                    stateIndex[target] = Int32(states.count)
                    transitions.append(Int32(states.count))
                    states.append(target)
                }
            }
            next += 1
        }
        self.transitions = transitions
        self.accepting = accepting
    }

    /// The interval that holds `value`.
    private static func interval(of value: UInt32, in boundaries: [UInt32]) -> Int {
        var low = 0
        var high = boundaries.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if boundaries[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        var state = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let scalarClass =
                value < 128
                ? asciiClasses[Int(value)] : intervalClasses[Self.interval(of: value, in: boundaries)]
            let target = transitions[state * classCount + Int(scalarClass)]
            if target < 0 { return false }
            state = Int(target)
        }
        return accepting[state]
    }
}
