/// What a property name says, worked out once per name and shared by every model type of
/// the program: its words with the default acronyms, what the name heuristics make of a
/// `String` property of that name, and its derived titles.
///
/// The first form of a type reads these instead of splitting its keys again, and most
/// model types share names (`name`, `email`, `isEnabled`). Every fact is a pure function
/// of the name (and of the title options), so a remembered one is the one that would be
/// worked out.
///
/// Bounded: the names are those of the program's own types (form descriptions are titled
/// without it), yet at most ``capacity`` names and ``capacity`` titles are kept, and only
/// names of at most ``longestName`` bytes; other facts are worked out each time and not kept.
final class NameFacts: Sendable {
    /// The facts of every inspection in the process.
    static let shared = NameFacts()

    /// How many names, and how many titles, are kept at most.
    static let capacity = 4096

    /// The longest name, in UTF-8 bytes, whose facts are kept.
    static let longestName = 128

    /// What one name says with the default acronyms.
    struct Facts: Sendable {
        /// The name's words (``TitleFormatter/analyzedWords(in:acronyms:)``).
        var words: [TitleFormatter.Word]
        /// What the name heuristics make of a `String` property of this name.
        var textInference: NameInference?
    }

    /// A derived title's inputs, besides localization (applied after, to the whole title).
    private struct TitleKey: Hashable {
        var name: String
        var style: TitleStyle
        /// Which wording rules the title gets (from the field's kind and Boolean style).
        var rules: TitleFormatter.FieldTitleRules
    }

    private let facts = Locked<[String: Facts]>([:])
    private let titles = Locked<[TitleKey: String]>([:])

    /// The facts of `name` with the default acronyms.
    func facts(for name: String) -> Facts {
        if let known = facts.withLock({ $0[name] }) { return known }
        let words = TitleFormatter.analyzedWords(in: name, acronyms: TitleOptions.defaultAcronyms)
        let found = Facts(words: words, textInference: NameHeuristics.inference(forWords: words))
        if name.utf8.count <= Self.longestName {
            facts.withLock { facts in
                if facts.count < Self.capacity { facts[name] = found }
            }
        }
        return found
    }

    /// The title of `name` as a field of `kind` (``TitleFormatter/title(for:kind:options:)``),
    /// or, for `nil`, as a name that is no field's, such as an item's or an enum case's
    /// (``TitleFormatter/title(for:options:)``): the one entry point of every title a form
    /// makes. Remembered unless `remembering` is `false`: a form description's names come
    /// from outside the program, and only its own types' names are kept.
    static func title(
        for name: String, kind: FieldKind?, options: TitleOptions, remembering: Bool = true
    ) -> String {
        let rules = kind.map { TitleFormatter.FieldTitleRules(kind: $0, options: options) } ?? .none
        guard remembering else {
            let words = TitleFormatter.analyzedWords(in: name, acronyms: options.acronyms)
            return TitleFormatter.title(words: words, rules: rules, options: options)
        }
        return shared.title(for: name, rules: rules, options: options)
    }

    /// ``title(for:kind:options:remembering:)`` remembered by this instance (tests make their own).
    func title(for name: String, kind: FieldKind?, options: TitleOptions) -> String {
        title(for: name, rules: kind.map { .init(kind: $0, options: options) } ?? .none, options: options)
    }

    /// The title of `name` worded per `rules`, remembered.
    private func title(for name: String, rules: TitleFormatter.FieldTitleRules, options: TitleOptions) -> String {
        guard options.acronyms == TitleOptions.defaultAcronyms else {
            let words = TitleFormatter.analyzedWords(in: name, acronyms: options.acronyms)
            return TitleFormatter.title(words: words, rules: rules, options: options)
        }
        let key = TitleKey(name: name, style: options.style, rules: rules)
        let title: String
        if let known = titles.withLock({ $0[key] }) {
            title = known
        } else {
            var unlocalized = options
            unlocalized.localize = nil
            title = TitleFormatter.title(words: facts(for: name).words, rules: rules, options: unlocalized)
            if name.utf8.count <= Self.longestName {
                titles.withLock { titles in
                    if titles.count < Self.capacity { titles[key] = title }
                }
            }
        }
        // An empty title (a key of separators only) is never localized.
        guard !title.isEmpty, let localize = options.localize else { return title }
        return localize(title)
    }
}
