/// Why a pattern can make a backtracking matcher work for a long time, and where.
///
/// Offsets count Unicode scalars from 0 and point at the quantifier (`*`, `+`, `?`, `{`) or
/// the `(` responsible.
enum RegexHazard: Sendable, Hashable {
    /// A repetition inside a repetition that both can take the same text: `(a+)+`, `(a*b*)*`.
    case nestedQuantifier(offset: Int)
    /// A repetition whose body can match the same text in several ways: `(a|a)*`, `(.*a){20}`.
    case ambiguousRepetition(offset: Int)
    /// A repetition of alternatives that can start with the same character: `(a|ab)*`, `(\w|\d)+`.
    case overlappingAlternatives(offset: Int)
    /// A counted repetition of something that can match the empty text: `(a?){25}`.
    case repeatedEmptyMatch(offset: Int)
    /// Three or more repetitions in a row that can each take the same text: `a*a*a*b`.
    case polynomial(offsets: [Int])
    /// Two repetitions in a row that can each take the same text (`a*a*b`), in a pattern that
    /// only a backtracking matcher can match, because of `construct` ("the lookaround at offset 0").
    case quadratic(offsets: [Int], construct: String)
    /// A lookaround holding a repetition, evaluated again for each step of a repetition
    /// before or around it.
    case repeatedLookaround(offset: Int)
    /// More places than the analysis allows where two paths take the same text and meet
    /// again: `(a|a)(a|a)(a|a)...`.
    case ambiguousBranches(count: Int)
    /// A lazy repetition of something that can match the empty text (`(a?)*?b`), in a
    /// pattern only ICU can match: ICU gives up on it after about a second, with a wrong answer.
    case lazyEmptyRepetition(offset: Int)
    /// The pattern is too large for the analysis.
    case tooComplex

    /// How the work grows with the length of the text.
    var growth: String {
        switch self {
        case .polynomial(let offsets): return "time that grows with the power \(offsets.count) of the text's length"
        case .quadratic: return "time that grows with the square of the text's length"
        case .repeatedLookaround: return "time that grows faster than the text's length"
        case .lazyEmptyRepetition: return "about a second for each value, and a wrong answer"
        case .tooComplex: return "too long a time to rule out"
        default: return "exponential time"
        }
    }

    /// What was found, for a person.
    var explanation: String {
        switch self {
        case .nestedQuantifier(let offset):
            return "nested quantifier at offset \(offset): the repetition there repeats another repetition, "
                + "so the same text can be split between them in many ways"
        case .ambiguousRepetition(let offset):
            return
                "ambiguous repetition at offset \(offset): what it repeats can match the same text in more than one way"
        case .overlappingAlternatives(let offset):
            return
                "overlapping alternatives repeated at offset \(offset): two alternatives can start with the same character"
        case .repeatedEmptyMatch(let offset):
            return "counted repetition at offset \(offset) of something that can match the empty text"
        case .polynomial(let offsets):
            return "repetitions at offsets \(Self.list(offsets)) can each match the same text, one after another"
        case .quadratic(let offsets, let construct):
            return "repetitions at offsets \(Self.list(offsets)) can each match the same text, one after another, "
                + "and only a backtracking matcher can match the pattern, because of \(construct)"
        case .repeatedLookaround(let offset):
            return
                "lookaround at offset \(offset) holds a repetition and runs again for every step of a repetition before or around it"
        case .lazyEmptyRepetition(let offset):
            return "lazy repetition at offset \(offset) of something that can match the empty text, "
                + "in a pattern only a backtracking matcher can match"
        case .ambiguousBranches(let count):
            return "\(count) places where the same text can be matched in two ways"
        case .tooComplex:
            return "the pattern has too many parts to check"
        }
    }

    /// `1, 3 and 5`.
    private static func list(_ offsets: [Int]) -> String {
        let list = offsets.map(String.init)
        return list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
    }
}
