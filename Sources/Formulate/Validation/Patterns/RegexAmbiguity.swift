/// Finds whether a backtracking matcher can take more than quadratic time on a pattern.
///
/// A backtracking matcher (ICU, which `NSRegularExpression` uses) tries every way the
/// pattern can take a prefix of the text before it gives up, so its time follows the number
/// of paths through the pattern's ``RegexAutomaton`` that read the same text. The analysis
/// walks the automaton paired with itself (two paths reading the same characters):
///
/// - **Exponential**: two different paths from a state back to itself on the same text (a
///   cycle through a pair of equal states that splits on the way). `(a+)+`, `(a|a)*`,
///   `(\w|\d)+`, `(.*a){20}`.
/// - **Polynomial**: a path from `p` to itself and from `p` to `q`, then from `q` to itself,
///   on the same text, for loops `p` and `q` that grow with the text. One such step
///   (`a*a*`, `.*@.*`) costs a backtracking matcher about the square of the length: the
///   server matches such a pattern with ``RegexLinearMatcher`` instead, and refuses it when
///   only ICU can match it; two steps in a row (`a*a*a*`) are refused.
/// - **Finite but large**: more than ``maximumAmbiguousBranches`` places where paths split
///   and meet again, as in `(a|a)(a|a)(a|a)...`.
///
/// Shapes the automaton does not show are refused too: counted repetitions of something
/// that can match empty (`(a?){25}`), repeated alternatives that can start alike
/// (`(a|ab)*`, conservatively), and lookarounds with loops evaluated in a loop.
///
/// The method follows Weideman, van der Merwe, Berglund and Watson, "Analyzing Matching
/// Time Behavior of Backtracking Regular Expression Matchers by Using Ambiguity of NFA"
/// (2016), with a relaxed (more refusing) polynomial test and edge multiplicities for
/// nested repetitions.
enum RegexAmbiguity {
    /// The most pairs of edges the analysis looks at before refusing a pattern as too complex.
    static let workLimit = 2_000_000
    /// The most places where paths split and meet again.
    static let maximumAmbiguousBranches = 16

    /// The first hazard found in `root`, or `nil` when backtracking is at most quadratic
    /// (at most linear when `refusingQuadratic`: then one step `a*a*` is a hazard too).
    static func hazard(in root: RegexNode, refusingQuadratic: Bool = false) -> RegexHazard? {
        analyse(root, longestChain: refusingQuadratic ? 1 : 2).hazard
    }

    private static func analyse(_ root: RegexNode, longestChain: Int) -> (hazard: RegexHazard?, hasHeavyLoop: Bool) {
        let automaton = RegexAutomaton(root)
        if automaton.isTooLarge { return (.tooComplex, true) }
        if let hazard = automaton.hazards.first { return (hazard, automaton.hasHeavyLoop) }
        guard var graph = PairGraph(automaton) else { return (.tooComplex, true) }
        if let hazard = graph.exponentialHazard() { return (hazard, true) }
        if let hazard = graph.polynomialHazard(longestChain: longestChain) { return (hazard, true) }
        for lookaround in automaton.lookarounds {
            let inner = analyse(lookaround.body, longestChain: longestChain)
            if let hazard = inner.hazard { return (hazard, true) }
            if inner.hasHeavyLoop && (lookaround.isRepeated || lookaround.followsHeavyLoop) {
                return (.repeatedLookaround(offset: lookaround.offset), true)
            }
        }
        if let hazard = graph.branchHazard() { return (hazard, automaton.hasHeavyLoop) }
        return (nil, automaton.hasHeavyLoop)
    }
}

/// The automaton paired with itself: a node `(p, q)` is two paths that read the same text
/// and stand at states `p` and `q`. Only nodes reachable from a pair of equal states exist.
private struct PairGraph {
    /// An edge out of a pair of equal states that splits the two paths.
    struct Split {
        var from: Int
        var to: Int
        var state: Int
        var first: RegexAutomaton.Edge
        var second: RegexAutomaton.Edge
    }

    let automaton: RegexAutomaton
    /// The start state, after the automaton's states.
    let start: Int
    private var index: [Int: Int] = [:]
    private(set) var pairs: [(Int, Int)] = []
    private(set) var successors: [[Int]] = []
    private(set) var splits: [Split] = []
    private var work = 0
    private var overlapCache: [Int: Bool] = [:]

    init?(_ automaton: RegexAutomaton) {
        self.automaton = automaton
        start = automaton.labels.count
        for state in 0...start { _ = node(state, state) }
        var next = 0
        while next < pairs.count {
            let (p, q) = pairs[next]
            for first in edges(from: p) {
                for second in edges(from: q) {
                    work += 1
                    if work > RegexAmbiguity.workLimit { return nil }
                    guard overlaps(first.target, second.target) else { continue }
                    let target = node(first.target, second.target)
                    successors[next].append(target)
                    if p == q && first != second {
                        splits.append(Split(from: next, to: target, state: p, first: first, second: second))
                    }
                }
            }
            next += 1
        }
    }

    private func edges(from state: Int) -> [RegexAutomaton.Edge] {
        state == start ? automaton.initial : automaton.follow[state]
    }

    private mutating func node(_ p: Int, _ q: Int) -> Int {
        let key = p * (start + 1) + q
        if let existing = index[key] { return existing }
        pairs.append((p, q))
        successors.append([])
        index[key] = pairs.count - 1
        return pairs.count - 1
    }

    private mutating func overlaps(_ p: Int, _ q: Int) -> Bool {
        if p == q { return true }
        let key = min(p, q) * (start + 1) + max(p, q)
        if let known = overlapCache[key] { return known }
        let result = automaton.labels[p].overlaps(automaton.labels[q])
        overlapCache[key] = result
        return result
    }

    // MARK: - Exponential

    /// A split whose two paths can meet again at the same pair of equal states.
    func exponentialHazard() -> RegexHazard? {
        let component = StronglyConnectedComponents.of(count: pairs.count) { successors[$0] }
        for split in splits where component[split.from] == component[split.to] {
            let loops = automaton.loops
            if split.first.target == split.second.target, split.first.creator >= 0, split.second.creator >= 0 {
                // The same step made by two loops: one repetition inside the other. Name the
                // outer one: it spans more states, or as many and ends later (`(a+)+`).
                let outer = [loops[split.first.creator], loops[split.second.creator]]
                    .max { ($0.positions.count, $0.offset) < ($1.positions.count, $1.offset) }
                return .nestedQuantifier(offset: outer?.offset ?? 0)
            }
            let involved = [split.state, split.first.target, split.second.target]
            let enclosing = loops.filter { loop in involved.allSatisfy { loop.positions.contains($0) } }
            let innermost = enclosing.min { $0.positions.count < $1.positions.count }
            let creator = max(split.first.creator, split.second.creator)
            return .ambiguousRepetition(offset: innermost?.offset ?? (creator >= 0 ? loops[creator].offset : 0))
        }
        return nil
    }

    // MARK: - Polynomial

    /// More than `longestChain` loops that grow with the text in a row (`p -> q -> r` for
    /// two), where each step can take the same text as both loops.
    mutating func polynomialHazard(longestChain: Int) -> RegexHazard? {
        let states = automaton.labels.count
        let component = StronglyConnectedComponents.of(count: states) { automaton.follow[$0].map(\.target) }
        // The heavy loop that makes each component a cycle, outermost first.
        var heavyLoop: [Int: RegexAutomaton.Loop] = [:]
        for source in 0..<states {
            for edge in automaton.follow[source] where edge.creator >= 0 && component[edge.target] == component[source]
            {
                let loop = automaton.loops[edge.creator]
                guard loop.isHeavy else { continue }
                if let known = heavyLoop[component[source]], known.positions.count >= loop.positions.count { continue }
                heavyLoop[component[source]] = loop
            }
        }
        var steps: [Int: Set<Int>] = [:]
        for p in 0..<states where heavyLoop[component[p]] != nil {
            guard let diagonal = index[p * (start + 1) + p] else { continue }
            for reached in reachable(from: diagonal) {
                let (first, q) = pairs[reached]
                guard first == p, heavyLoop[component[q]] != nil, component[q] != component[p],
                    let target = index[q * (start + 1) + q]
                else { continue }
                if reachable(from: reached).contains(target) { steps[component[p], default: []].insert(component[q]) }
            }
        }
        var longest: [Int: [Int]] = [:]
        func chain(from c: Int) -> [Int] {
            if let known = longest[c] { return known }
            var best = [c]
            for next in steps[c] ?? [] {
                let candidate = [c] + chain(from: next)
                if candidate.count > best.count { best = candidate }
            }
            longest[c] = best
            return best
        }
        let best = steps.keys.map(chain(from:)).max { $0.count < $1.count } ?? []
        guard best.count > longestChain else { return nil }
        return .polynomial(offsets: best.compactMap { heavyLoop[$0]?.offset }.sorted())
    }

    private var reachableCache: [Int: Set<Int>] = [:]

    private mutating func reachable(from node: Int) -> Set<Int> {
        if let known = reachableCache[node] { return known }
        var seen: Set<Int> = [node]
        var stack = [node]
        while let current = stack.popLast() {
            for next in successors[current] where seen.insert(next).inserted { stack.append(next) }
        }
        reachableCache[node] = seen
        return seen
    }

    // MARK: - Finite

    /// Too many splits whose paths meet again.
    func branchHazard() -> RegexHazard? {
        var predecessors = [[Int]](repeating: [], count: pairs.count)
        for (source, targets) in successors.enumerated() {
            for target in targets { predecessors[target].append(source) }
        }
        var meets = [Bool](repeating: false, count: pairs.count)
        var stack = pairs.indices.filter { pairs[$0].0 == pairs[$0].1 }
        for node in stack { meets[node] = true }
        while let current = stack.popLast() {
            for previous in predecessors[current] where !meets[previous] {
                meets[previous] = true
                stack.append(previous)
            }
        }
        var places: Set<[Int]> = []
        for split in splits where meets[split.to] {
            let targets = [split.first.target, split.second.target].sorted()
            places.insert([split.state] + targets)
        }
        return places.count > RegexAmbiguity.maximumAmbiguousBranches ? .ambiguousBranches(count: places.count) : nil
    }
}

/// Strongly connected components of a directed graph, by Tarjan's algorithm without recursion.
enum StronglyConnectedComponents {
    /// The component of each of the `count` nodes; nodes share a number when each reaches the other.
    static func of(count: Int, successors: (Int) -> [Int]) -> [Int] {
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, next: Int, targets: [Int])] = [(root, 0, successors(root))]
            index[root] = nextIndex
            low[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].next < work[top].targets.count {
                    let target = work[top].targets[work[top].next]
                    work[top].next += 1
                    if index[target] < 0 {
                        index[target] = nextIndex
                        low[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0, successors(target)))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                if low[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = nextComponent
                        if member == node { break }
                    }
                    nextComponent += 1
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
            }
        }
        return component
    }
}
