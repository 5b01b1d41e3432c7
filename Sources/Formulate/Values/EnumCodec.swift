/// Cases of a `CaseIterable` enum, one of which is chosen.
///
/// A case is stored as its raw value when it has a `String` or integer one, otherwise as
/// its name. Titles come from case names (camelCase to Title Case) unless the type is
/// `CustomStringConvertible`, whose description is then used verbatim.
struct EnumCodec<E: CaseIterable>: ValueCodec {
    let titles: TitleOptions
    /// Every case with its title and stored value, in declaration order: built once, since
    /// titles and raw values are read through casts and title formatting.
    let options: [FieldOption]
    /// What values are accepted, built once from `options`.
    let accepted: String
    /// `options` indexed once, for every field of the enum type that shows them as they are.
    let optionIndex: OptionIndex
    /// What encodes a case from `Any`, chosen for the type once: for an enum with `String`
    /// raw values, one cast and its raw value, where ``formValue(of:)`` asks each case
    /// whether it is `RawRepresentable`. Not optional: an optional in this generic type asks
    /// the runtime for its metadata. // perf: scenario 1 and 2
    private let cases: any CaseEncoding

    init(titles: TitleOptions) {
        self.titles = titles
        let options = E.allCases.map { FieldOption(Self.title(of: $0, titles: titles), value: Self.formValue(of: $0)) }
        self.options = options
        self.accepted = "one of " + options.map { "\"\($0.title)\"" }.joined(separator: ", ")
        self.optionIndex = OptionIndex(options)
        if let type = E.self as? any RawRepresentable<String>.Type {
            func open<R: RawRepresentable<String>>(_: R.Type) -> any CaseEncoding { RawStringCaseEncoding<R>() }
            cases = open(type)
        } else {
            cases = AnyCaseEncoding<E>()
        }
    }

    var swiftType: Any.Type { E.self }

    func encode(_ value: Any) -> FormValue? {
        cases.formValue(of: value)
    }

    func decode(_ value: FormValue) -> Any? {
        // `options` holds each case's stored value, in the order of `allCases`.
        guard let position = options.firstIndex(where: { $0.value.isEquivalent(to: value) }) else { return nil }
        // As an array, the case is read by its position: walking `allCases` to it (as
        // `dropFirst(_:)` and `first` do) asks the runtime for generic metadata at each step.
        let cases = Array(E.allCases)
        return cases.indices.contains(position) ? cases[position] : nil
    }

    /// A case's own stored value: each case encodes as its option's value.
    func encodesBack(_ value: FormValue) -> Bool {
        options.first { $0.value.isEquivalent(to: value) }?.value == value
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let e = value as? E { return .success(Self.formValue(of: e)) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> {
        if let match = options.first(where: { $0.value.isEquivalent(to: value) }) {
            return .success(match.value)
        }
        return .failure(.notAnOption("expects \(accepted)"))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        OptionText.match(text, in: options).map { .success($0.value) }
            ?? .failure(.notAnOption("\(quoted(text)) is not \(accepted)"))
    }

    func format(_ value: FormValue) -> String {
        options.first { $0.value.isEquivalent(to: value) }?.title ?? ""
    }

    static func formValue(of e: E) -> FormValue {
        if let raw = (e as? any RawRepresentable)?.rawValue {
            if let s = raw as? String { return .string(s) }
            if let i = raw as? any BinaryInteger, let v = Int(exactly: i) { return .int(v) }
        }
        return .string(caseName(of: e))
    }

    static func title(of e: E, titles: TitleOptions) -> String {
        if let described = e as? CustomStringConvertible { return described.description }
        if let raw = (e as? any RawRepresentable)?.rawValue as? String,
            OptionLabel.readsAsLabel(raw, caseName: caseName(of: e))
        {
            return raw
        }
        // Remembered per case name: each first form of a type titles its cases again. // perf: scenario 1
        return NameFacts.title(for: caseName(of: e), kind: nil, options: titles)
    }

    /// The case's name as written in the source.
    static func caseName(of e: E) -> String {
        if !(e is CustomStringConvertible) { return String(describing: e) }
        return EnumCaseName.of(e) ?? String(describing: e)
    }
}

/// Encodes a case of an enum (``EnumCodec``'s `E`) given as `Any`: what
/// ``EnumCodec/formValue(of:)`` gives, `nil` for a value that is no case of it.
private protocol CaseEncoding: Sendable {
    func formValue(of value: Any) -> FormValue?
}

/// ``CaseEncoding`` of an enum with `String` raw values: one cast, and the raw value read.
private struct RawStringCaseEncoding<R: RawRepresentable<String>>: CaseEncoding {
    func formValue(of value: Any) -> FormValue? {
        guard let raw = value as? R else { return nil }
        return .string(raw.rawValue)
    }
}

/// ``CaseEncoding`` of any other enum, as ``EnumCodec/formValue(of:)`` does.
private struct AnyCaseEncoding<E: CaseIterable>: CaseEncoding {
    func formValue(of value: Any) -> FormValue? {
        guard let e = value as? E else { return nil }
        return EnumCodec<E>.formValue(of: e)
    }
}

/// Finding the option a person meant by what they typed.
enum OptionText {
    /// The option whose title or stored value matches `text`, ignoring case.
    static func match(_ text: String, in options: [FieldOption]) -> FieldOption? {
        let wanted = text.lowercased()
        if let byTitle = options.first(where: { $0.title.lowercased() == wanted }) { return byTitle }
        return options.first { display($0.value).lowercased() == wanted }
    }

    /// A stored option value as text.
    static func display(_ value: FormValue) -> String { value.plainText }
}

/// Whether an enum's `String` raw value is the label a person reads (`case hd720 = "720p"`,
/// `case uhd4K = "4K"`, `case wifi = "Wi-Fi"`) rather than a code a program reads
/// (`"com.apple.x"`, `"en_US"`, `"dark-mode"`, `"low"`): such a raw value is the option's title.
enum OptionLabel {
    /// The characters of codes: identifiers, paths, addresses, queries and markup.
    private static let codeCharacters = Set<Unicode.Scalar>("_/\\:@#?=&{}[]<>|^*~`\"".unicodeScalars)

    /// `raw` reads as a label: different from `caseName`, 1 to 40 characters with no
    /// control, code or format character and no space at either end, a `.` only between
    /// digits (`"1.5x"`), a `-` only in a label with a capital or a space (`"Wi-Fi"`, not
    /// `"dark-mode"`), and a capital or a digit first or a capital after a small letter
    /// (`"iCloud"`): a word in small letters (`"low"`) is a spelling, not a label.
    static func readsAsLabel(_ raw: String, caseName: String) -> Bool {
        guard raw != caseName, (1...40).contains(raw.count) else { return false }
        let scalars = Array(raw.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace
        else { return false }
        var hasCapital = false
        var capitalAfterSmall = false
        var hasSpace = false
        for (index, scalar) in scalars.enumerated() {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format || codeCharacters.contains(scalar) { return false }
            if scalar == "." {
                let between =
                    index > 0 && index + 1 < scalars.count && scalars[index - 1].properties.numericType != nil
                    && scalars[index + 1].properties.numericType != nil
                if !between { return false }
            }
            if scalar == " " { hasSpace = true }
            if scalar.properties.isUppercase {
                hasCapital = true
                if index > 0 && scalars[index - 1].properties.isLowercase { capitalAfterSmall = true }
            }
        }
        if raw.contains("-") && !hasCapital && !hasSpace { return false }
        return first.properties.isUppercase || first.properties.numericType != nil || capitalAfterSmall
    }
}
