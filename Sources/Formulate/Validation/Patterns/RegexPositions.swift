/// The exact position automaton (Glushkov automaton) of a pattern, for matching.
///
/// Unlike ``RegexAutomaton`` (a superset of the ways to match, for the backtracking
/// analysis), this one accepts exactly the values ICU matches whole: counted repetitions
/// are written out (`a{2,3}` is `aa(a)?`), and each position's characters are exact
/// (``RegexCharacterSet/icuRanges``). Whole-value matching depends only on the language
/// of the pattern, so greedy and lazy repetitions are alike here; what changes the language
/// in a backtracking matcher or needs more than the characters read so far (lookarounds,
/// back-references, atomic groups, possessive repetitions, `\b`, case-insensitive sets...)
/// is refused with ``Unsupported``.
///
/// Anchors are zero-width: a path through `^` or `\A` holds only before the first
/// character, through `\z` only after the last, and through `$` (without the `m` flag)
/// after the last character; a `$` that may be followed by a line terminator is refused.
struct RegexPositions {
    /// Why a pattern has no exact automaton, for a person ("a lookaround at offset 3").
    struct Unsupported: Error {
        var reason: String
    }

    /// The most positions written out.
    static let maximumPositions = 1_024

    /// The characters each position matches.
    private(set) var labels: [[ClosedRange<UInt32>]] = []
    /// The positions that can follow each position.
    private(set) var follow: [Set<Int>] = []
    /// The positions that can match first.
    private(set) var initial: Set<Int> = []
    /// The positions that can match last.
    private(set) var final: Set<Int> = []
    /// Whether the empty value matches.
    private(set) var acceptsEmpty = false

    /// Sets of anchors passed, one bit each for a path: bit `k` means a path through the
    /// anchors `k` (a combination of ``start``, ``end`` and ``dollar``).
    private typealias Paths = UInt8
    private static let start = 1
    private static let end = 2
    private static let dollar = 4
    /// A path through no anchor.
    private static let plain: Paths = 1

    /// Part of the pattern: its first and last positions with the anchors on the way in and
    /// out, and the anchors of its empty paths (0 when it cannot match the empty text).
    private struct Fragment {
        var first: [Int: Paths] = [:]
        var last: [Int: Paths] = [:]
        var empty: Paths = 0
    }

    init(_ root: RegexNode) throws(Unsupported) {
        let whole = try build(root)
        for (position, paths) in whole.first {
            // Before the first character `^` and `\A` hold, `\z` does not, `$` depends.
            if paths & Self.paths(without: Self.end | Self.dollar) != 0 {
                initial.insert(position)
            } else if paths & Self.paths(without: Self.end) != 0 && canEndALine(position) {
                throw Unsupported(reason: "a \"$\" that is not at the end of the pattern")
            }
        }
        for (position, paths) in whole.last where paths & Self.paths(without: Self.start) != 0 {
            final.insert(position)
        }
        acceptsEmpty = whole.empty != 0
    }

    /// The paths among the eight whose anchors include none of `excluded`.
    private static func paths(without excluded: Int) -> Paths {
        var result: Paths = 0
        for anchors in 0..<8 where anchors & excluded == 0 { result |= 1 << anchors }
        return result
    }

    /// The paths made of one of `a` then one of `b`.
    private static func then(_ a: Paths, _ b: Paths) -> Paths {
        var result: Paths = 0
        for i in 0..<8 where a & (1 << i) != 0 {
            for j in 0..<8 where b & (1 << j) != 0 { result |= 1 << (i | j) }
        }
        return result
    }

    /// The paths of any number of `empty` paths one after the other (none included).
    private static func repeated(_ empty: Paths) -> Paths {
        var result = plain
        while true {
            let next = result | then(result, empty)
            if next == result { return result }
            result = next
        }
    }

    // MARK: - Building

    private mutating func build(_ node: RegexNode) throws(Unsupported) -> Fragment {
        switch node {
        case .empty, .serverOnly:
            return Fragment(empty: Self.plain)
        case .atom(let atom):
            guard let ranges = atom.set.icuRanges else {
                throw Unsupported(
                    reason: "characters at offset \(atom.offset) that only ICU matches exactly "
                        + "(case-insensitive matching, a [:name:] class, a script property, && or --, or the s flag's dot)"
                )
            }
            guard labels.count < Self.maximumPositions else {
                throw Unsupported(
                    reason:
                        "its size: more than \(Self.maximumPositions) characters once its repetitions are written out")
            }
            labels.append(ranges)
            follow.append([])
            let position = labels.count - 1
            return Fragment(first: [position: Self.plain], last: [position: Self.plain])
        case .anchor(let anchor, let offset):
            switch anchor {
            case .lineStart, .textStart: return Fragment(empty: 1 << Self.start)
            case .textEnd: return Fragment(empty: 1 << Self.end)
            case .lineEnd: return Fragment(empty: 1 << Self.dollar)
            case .other:
                throw Unsupported(
                    reason: "the assertion at offset \(offset) (\\b, \\B, \\G, \\Z, or ^ or $ under the m flag)")
            }
        case .sequence(let items):
            var result = Fragment(empty: Self.plain)
            for item in items { result = try sequence(result, try build(item)) }
            return result
        case .alternation(let branches, _):
            var result = Fragment()
            for branch in branches {
                let next = try build(branch)
                result.first.merge(next.first, uniquingKeysWith: |)
                result.last.merge(next.last, uniquingKeysWith: |)
                result.empty |= next.empty
            }
            return result
        case .group(let body, let kind, let offset):
            switch kind {
            case .capturing, .nonCapturing, .named, .flagged: return try build(body)
            case .lookahead, .lookbehind: throw Unsupported(reason: "the lookaround at offset \(offset)")
            case .atomic: throw Unsupported(reason: "the atomic group at offset \(offset)")
            }
        case .repetition(let body, let quantifier):
            guard quantifier.mode != .possessive else {
                throw Unsupported(reason: "the possessive repetition at offset \(quantifier.offset)")
            }
            return try repetition(body, minimum: quantifier.minimum, maximum: quantifier.maximum)
        case .backreference(_, let offset):
            throw Unsupported(reason: "the back-reference at offset \(offset)")
        }
    }

    /// `a` then `b`, with the steps from `a`'s last positions to `b`'s first ones.
    private mutating func sequence(_ a: Fragment, _ b: Fragment) throws(Unsupported) -> Fragment {
        try connect(a.last, to: b.first)
        var result = Fragment(first: a.first, last: b.last, empty: Self.then(a.empty, b.empty))
        for (position, paths) in b.first where a.empty != 0 {
            result.first[position, default: 0] |= Self.then(a.empty, paths)
        }
        for (position, paths) in a.last where b.empty != 0 {
            result.last[position, default: 0] |= Self.then(paths, b.empty)
        }
        return result
    }

    /// `body{minimum,maximum}` written out: `minimum` copies, then up to `maximum` nested
    /// optional ones (`a{1,3}` is `a(a(a)?)?`), or a last copy that repeats itself.
    private mutating func repetition(_ body: RegexNode, minimum: Int, maximum: Int?) throws(Unsupported) -> Fragment {
        let count = maximum ?? max(minimum, 1)
        var copies: [Fragment] = []
        for _ in 0..<count { copies.append(try build(body)) }
        var tail = Fragment(empty: Self.plain)
        if maximum == nil, var looped = copies.popLast() {
            // The last copy goes back to its start, through any number of empty rounds.
            let between = Self.repeated(looped.empty)
            try connect(looped.last, to: looped.first.mapValues { Self.then(between, $0) })
            looped.empty = minimum == 0 ? between : Self.then(looped.empty, between)
            tail = looped
        }
        while copies.count > minimum, let copy = copies.popLast() {
            tail = try sequence(copy, tail)
            tail.empty |= Self.plain
        }
        while let copy = copies.popLast() { tail = try sequence(copy, tail) }
        return tail
    }

    /// Whether `position` can match a line terminator, before which `$` holds at the end.
    private func canEndALine(_ position: Int) -> Bool {
        let terminators = RegexCharacterSet.lineTerminators.ranges
        return labels[position].contains { range in terminators.contains { $0.overlaps(range) } }
    }

    /// Adds the steps from `sources` to `targets` whose anchors hold between two characters:
    /// none may be passed (`^`, `\A` and `\z` never hold there; `$` only before a final line
    /// terminator, which is refused).
    private mutating func connect(_ sources: [Int: Paths], to targets: [Int: Paths]) throws(Unsupported) {
        for (source, out) in sources {
            for (target, into) in targets {
                let paths = Self.then(out, into)
                if paths & Self.plain != 0 {
                    follow[source].insert(target)
                } else if paths & (1 << Self.dollar) != 0 && canEndALine(target) {
                    throw Unsupported(reason: "a \"$\" that is not at the end of the pattern")
                }
            }
        }
    }
}
