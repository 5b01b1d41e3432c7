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
