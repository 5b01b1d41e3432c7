/// The position automaton (Glushkov automaton) of a pattern, for the backtracking analysis.
///
/// Each atom is a state, labelled with the characters it matches; an edge `p -> x` says that
/// `x` can match right after `p`. Edges remember what made them: a sequence, or a repetition
/// (a *loop*). Two repetitions that both make the same edge (`(a+)+` makes `a -> a` twice)
/// are two ways to take the same text, which is what a backtracking matcher retries.
///
/// Bounded repetitions `{n,m}` are treated as unbounded loops: a superset of the ways to
/// match, so the analysis can only refuse more, never less. Loops allowing more than
/// ``heavyRepetition`` rounds count as growing with the text (for polynomial growth);
/// lookarounds are zero-width here and analysed on their own.
struct RegexAutomaton {
    /// An edge to `target`, made by `creator`: a loop's index, or ``sequenceCreator``.
    struct Edge: Hashable {
        var target: Int
        var creator: Int
    }

    /// A repetition that makes edges from the end of its body back to its start.
    struct Loop {
        /// The offset of its quantifier (or of a back-reference).
        var offset: Int
        /// The states of its body.
        var positions: Range<Int>
        /// Whether it allows more than ``heavyRepetition`` rounds.
        var isHeavy: Bool
    }

    /// A lookaround, to be analysed on its own.
    struct Lookaround {
        var body: RegexNode
        var offset: Int
        /// Whether it is inside a repetition.
        var isRepeated: Bool
        /// Whether a heavy loop comes before it.
        var followsHeavyLoop: Bool
    }

    /// The creator of edges made by sequences.
    static let sequenceCreator = -1
    /// The creator of edges from the start.
    static let startCreator = -2
    /// Repetitions allowing more rounds than this grow with the text.
    static let heavyRepetition = 16
    /// The most states and edges analysed.
    static let maximumStates = 2_000
    static let maximumEdges = 200_000

    private(set) var labels: [RegexCharacterSet] = []
    private(set) var follow: [[Edge]] = []
    /// The states that can match first.
    private(set) var initial: [Edge] = []
    private(set) var loops: [Loop] = []
    private(set) var lookarounds: [Lookaround] = []
    /// Hazards seen in the shape of the pattern while building.
    private(set) var hazards: [RegexHazard] = []
    /// Whether the pattern exceeded ``maximumStates`` or ``maximumEdges``.
    private(set) var isTooLarge = false

    private var edgeCount = 0
    private var heavyLoopSeen = false
    /// The first states of each alternative of each alternation, by the alternation's offset.
    private var alternativeFirsts: [Int: [[Int]]] = [:]

    /// The states of one part of the pattern that can match first and last, and whether it
    /// can match the empty text.
    private struct Fragment {
        var first: [Int] = []
        var last: [Int] = []
        var isNullable = true
    }

    init(_ root: RegexNode) {
        let fragment = build(root, isRepeated: false)
        initial = fragment.first.map { Edge(target: $0, creator: Self.startCreator) }
    }

    /// Whether some loop grows with the text.
    var hasHeavyLoop: Bool { loops.contains(where: \.isHeavy) }

    // MARK: - Building

    private mutating func build(_ node: RegexNode, isRepeated: Bool) -> Fragment {
        switch node {
        case .empty, .anchor, .serverOnly:
            return Fragment()
        case .atom(let atom):
            let state = addState(atom.set)
            return Fragment(first: [state], last: [state], isNullable: false)
        case .sequence(let items):
            var result = Fragment()
            for item in items {
                let next = build(item, isRepeated: isRepeated)
                connect(result.last, to: next.first, creator: Self.sequenceCreator)
                result = Fragment(
                    first: result.isNullable ? result.first + next.first : result.first,
                    last: next.isNullable ? result.last + next.last : next.last,
                    isNullable: result.isNullable && next.isNullable)
            }
            return result
        case .alternation(let branches, let offset):
            var result = Fragment(isNullable: false)
            var firsts: [[Int]] = []
            for branch in branches {
                let next = build(branch, isRepeated: isRepeated)
                firsts.append(next.first)
                result.first += next.first
                result.last += next.last
                result.isNullable = result.isNullable || next.isNullable
            }
            alternativeFirsts[offset] = firsts
            return result
        case .group(let body, let kind, let offset):
            if kind.isLookaround {
                lookarounds.append(
                    Lookaround(body: body, offset: offset, isRepeated: isRepeated, followsHeavyLoop: heavyLoopSeen))
                return Fragment()
            }
            return build(body, isRepeated: isRepeated)
        case .repetition(let body, let quantifier):
            return buildRepetition(body, quantifier, isRepeated: isRepeated)
        case .backreference(_, let offset):
            // The captured text can be anything: a state for any character, repeated.
            let state = addState(.unknown)
            addLoop(Loop(offset: offset, positions: state..<(state + 1), isHeavy: true), last: [state], first: [state])
            return Fragment(first: [state], last: [state], isNullable: true)
        }
    }

    private mutating func buildRepetition(_ body: RegexNode, _ quantifier: RegexQuantifier, isRepeated: Bool)
        -> Fragment
    {
        let start = labels.count
        let fragment = build(body, isRepeated: isRepeated || quantifier.repeats)
        let isCounted = quantifier.minimum > 1 || quantifier.maximum.map { $0 > 1 } == true
        if fragment.isNullable && isCounted {
            // `(a?){3}` may match each round empty or not: the rounds are not forced apart.
            hazards.append(.repeatedEmptyMatch(offset: quantifier.offset))
        }
        if quantifier.repeats, case .alternation(_, let offset) = Self.unwrapped(body),
            let firsts = alternativeFirsts[offset], alternativesOverlap(firsts)
        {
            hazards.append(.overlappingAlternatives(offset: quantifier.offset))
        }
        if quantifier.repeats || quantifier.minimum > 1 {
            let isHeavy = (quantifier.maximum ?? Int.max) > Self.heavyRepetition
            addLoop(
                Loop(offset: quantifier.offset, positions: start..<labels.count, isHeavy: isHeavy),
                last: fragment.last, first: fragment.first)
        }
        return Fragment(
            first: fragment.first, last: fragment.last, isNullable: quantifier.minimum == 0 || fragment.isNullable)
    }

    /// The node inside groups that only group.
    private static func unwrapped(_ node: RegexNode) -> RegexNode {
        if case .group(let body, let kind, _) = node, !kind.isLookaround { return unwrapped(body) }
        return node
    }

    /// Whether two alternatives can match the same first character.
    private func alternativesOverlap(_ firsts: [[Int]]) -> Bool {
        let sets = firsts.map { RegexCharacterSet.union($0.map { labels[$0] }) }
        for i in sets.indices {
            for j in sets.indices where j > i && !firsts[i].isEmpty && !firsts[j].isEmpty {
                if sets[i].overlaps(sets[j]) { return true }
            }
        }
        return false
    }

    private mutating func addState(_ label: RegexCharacterSet) -> Int {
        if labels.count >= Self.maximumStates { isTooLarge = true }
        labels.append(label)
        follow.append([])
        return labels.count - 1
    }

    private mutating func addLoop(_ loop: Loop, last: [Int], first: [Int]) {
        let creator = loops.count
        loops.append(loop)
        if loop.isHeavy { heavyLoopSeen = true }
        connect(last, to: first, creator: creator)
    }

    private mutating func connect(_ sources: [Int], to targets: [Int], creator: Int) {
        guard !isTooLarge else { return }
        edgeCount += sources.count * targets.count
        guard edgeCount <= Self.maximumEdges else {
            isTooLarge = true
            return
        }
        for source in sources {
            for target in targets { follow[source].append(Edge(target: target, creator: creator)) }
        }
    }
}
