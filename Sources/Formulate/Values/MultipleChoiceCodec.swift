import Foundation

/// Several cases of a `CaseIterable` enum chosen at once: `Set<E>` or `[E]`.
///
/// The value is the chosen cases' stored values in the options' order, whatever order
/// they were chosen in, so arrays keep the options' order and sets are shown stably.
struct MultipleChoiceCodec<Collection: ChoiceCollection>: ValueCodec {
    typealias E = Collection.Choice
    var element: EnumCodec<E>

    var swiftType: Any.Type { Collection.self }
    var accepted: String { "any of " + element.options.map { "\"\($0.title)\"" }.joined(separator: ", ") }
    var options: [FieldOption] { element.options }

    func encode(_ value: Any) -> FormValue? {
        guard let c = value as? Collection else { return nil }
        var chosen: [FormValue] = []
        for choice in c.choices { chosen.append(EnumCodec<E>.formValue(of: choice)) }
        return .array(ordered(chosen))
    }

    func decode(_ value: FormValue) -> Any? {
        guard let items = value.arrayValue else { return nil }
        var chosen: [E] = []
        for case let e as E in items.map(element.decode) { chosen.append(e) }
        guard chosen.count == items.count else { return nil }
        return Collection(choices: chosen)
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        guard let encoded = encode(value) else { return mismatch(value) }
        return .success(encoded)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let items = value.arrayValue else { return .failure(.typeMismatch("expects a list of \(accepted)")) }
        var chosen: [FormValue] = []
        for item in items {
            switch element.normalize(item) {
            case .success(let v): chosen.append(v)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(.array(ordered(chosen)))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        var chosen: [FormValue] = []
        for piece in ListText.split(text) {
            guard let option = OptionText.match(piece, in: options) else {
                return .failure(.notAnOption("\(quoted(piece)) is not \(element.accepted)"))
            }
            chosen.append(option.value)
        }
        return .success(.array(ordered(chosen)))
    }

    func format(_ value: FormValue) -> String {
        (value.arrayValue ?? []).map(element.format).joined(separator: ", ")
    }

    /// The distinct chosen values in the options' order.
    private func ordered(_ chosen: [FormValue]) -> [FormValue] {
        options.map(\.value).filter { option in chosen.contains { $0.isEquivalent(to: option) } }
    }
}

/// A collection of enum cases chosen together: `Set<E>` or `[E]`.
protocol ChoiceCollection {
    associatedtype Choice: CaseIterable
    init(choices: [Choice])
    var choices: [Choice] { get }
}

extension Set: ChoiceCollection where Element: CaseIterable {
    init(choices: [Element]) { self.init(choices) }
    var choices: [Element] { Array(self) }
}

extension Array: ChoiceCollection where Element: CaseIterable {
    init(choices: [Element]) { self = choices }
    var choices: [Element] { self }
}

/// Lists typed as text: comma-separated, spaces around items ignored.
enum ListText {
    static func split(_ text: String) -> [String] {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// An `OptionSet` whose raw value is an integer, edited as a set of bits.
///
/// The value is the raw bits as `.int`. Each option's bit is its numeric value.
struct BitfieldCodec<O: OptionSet, Raw: FixedWidthInteger>: ValueCodec {
    var options: [FieldOption]

    var swiftType: Any.Type { O.self }
    var accepted: String {
        options.isEmpty
            ? "a whole number of bits" : "any of " + options.map { "\"\($0.title)\"" }.joined(separator: ", ")
    }

    func encode(_ value: Any) -> FormValue? {
        guard let set = value as? O, let raw = set.rawValue as? Raw else { return nil }
        return IntegerCodec<Raw>.formValue(raw)
    }

    func decode(_ value: FormValue) -> Any? {
        guard let raw = IntegerCodec<Raw>.typed(value), let typed = raw as? O.RawValue else { return nil }
        return O(rawValue: typed)
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        guard let encoded = encode(value) else { return mismatch(value) }
        return normalize(encoded)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        guard let raw = IntegerCodec<Raw>.typed(value) else { return .failure(.typeMismatch("expects \(accepted)")) }
        let known = allBits
        if !options.isEmpty, let bits = Int(exactly: raw), bits & ~known != 0 {
            return .failure(.notAnOption("bits \(bits & ~known) are not options; expected \(accepted)"))
        }
        return .success(IntegerCodec<Raw>.formValue(raw))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        var bits = 0
        for piece in ListText.split(text) {
            guard let option = OptionText.match(piece, in: options), case .int(let bit) = option.value else {
                return .failure(.notAnOption("\(quoted(piece)) is not \(accepted)"))
            }
            bits |= bit
        }
        return normalize(.int(bits))
    }

    func format(_ value: FormValue) -> String {
        guard case .int(let bits) = value else { return "" }
        return options.filter {
            if case .int(let bit) = $0.value { return bit != 0 && bits & bit == bit } else { return false }
        }
        .map(\.title).joined(separator: ", ")
    }

    private var allBits: Int {
        options.reduce(0) { if case .int(let bit) = $1.value { return $0 | bit } else { return $0 } }
    }
}
