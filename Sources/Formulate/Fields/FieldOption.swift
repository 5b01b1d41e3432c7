import Foundation

/// One choice of an option, multiple-choice or bitfield field.
public struct FieldOption: Sendable, Hashable {
    /// What a person sees.
    public var title: String
    /// What is stored: the enum case's raw value or name, the option value, or the bit.
    public var value: FormValue

    /// Creates an option.
    public init(_ title: String, value: FormValue) {
        self.title = title
        self.value = value
    }
}

/// One option of a field and whether it is chosen now (``ModelForm/choices(for:)``).
public struct FieldChoice: Sendable, Hashable {
    /// The option.
    public var option: FieldOption
    /// Whether the form's draft has it chosen.
    public var isSelected: Bool

    /// Creates a choice.
    public init(option: FieldOption, isSelected: Bool) {
        self.option = option
        self.isSelected = isSelected
    }
}

/// A field's options indexed once, when the form's schema is built: the option a value or
/// a typed text names is found by hashing, not by comparing it with every option, so
/// choosing 10,000 submitted values among 2,000 options costs 10,000 look-ups.
///
/// Each look-up answers what the linear search it replaces answered: the first option in
/// order that matches.
struct OptionIndex: Sendable {
    /// The options' values, in order.
    let values: [FormValue]
    /// Positions by value: numbers by magnitude, so that equivalent numbers (1 and 1.0)
    /// land in one bucket, where ``FormValue/isEquivalent(to:)`` decides.
    private let byValue: [Bucket: [Int]]
    /// The first position of each value shown as text (``OptionText/display(_:)``).
    private let byValueText: [String: Int]
    /// The first position of each title, lower-cased.
    private let byLowercasedTitle: [String: Int]
    /// The first position of each value shown as text, lower-cased.
    private let byLowercasedValueText: [String: Int]

    /// Where a value is looked for.
    private enum Bucket: Hashable {
        case number(Double)
        case value(FormValue)

        /// The bucket of `value`; `nil` for a value equivalent to nothing (NaN).
        init?(_ value: FormValue) {
            let magnitude: Double
            switch value {
            case .int(let i): magnitude = Double(i)
            case .uint(let u): magnitude = Double(u)
            case .double(let d): magnitude = d
            // The decimal's exact digits, rounded once: what any equivalent number rounds to.
            case .decimal(let d): magnitude = Double(d.description) ?? .nan
            default:
                self = .value(value)
                return
            }
            guard !magnitude.isNaN else { return nil }
            self = .number(magnitude)
        }
    }

    init(_ options: [FieldOption]) {
        values = options.map(\.value)
        var byValue: [Bucket: [Int]] = [:]
        var byValueText: [String: Int] = [:]
        var byLowercasedTitle: [String: Int] = [:]
        var byLowercasedValueText: [String: Int] = [:]
        for (position, option) in options.enumerated() {
            if let bucket = Bucket(option.value) { byValue[bucket, default: []].append(position) }
            let text = OptionText.display(option.value)
            if byValueText[text] == nil { byValueText[text] = position }
            let title = option.title.lowercased()
            if byLowercasedTitle[title] == nil { byLowercasedTitle[title] = position }
            let lowercased = text.lowercased()
            if byLowercasedValueText[lowercased] == nil { byLowercasedValueText[lowercased] = position }
        }
        self.byValue = byValue
        self.byValueText = byValueText
        self.byLowercasedTitle = byLowercasedTitle
        self.byLowercasedValueText = byLowercasedValueText
    }

    /// The position of the first option whose value is equivalent to `value`.
    func position(of value: FormValue) -> Int? {
        guard let bucket = Bucket(value) else { return nil }
        // A few options are compared one by one, which costs less than hashing the value;
        // the answer is the same, since equivalent values share a bucket.
        if values.count <= Self.fewOptions { return values.firstIndex { $0.isEquivalent(to: value) } }
        return byValue[bucket]?.first { values[$0].isEquivalent(to: value) }
    }

    /// How many options ``position(of:)`` compares one by one rather than look up.
    private static let fewOptions = 8

    /// The position of the first option whose value, shown as text, is exactly `text`.
    func position(ofValueText text: String) -> Int? {
        byValueText[text]
    }

    /// The position of the option a person meant by `text`: the first whose title matches
    /// it ignoring case, otherwise the first whose value shown as text does
    /// (``OptionText/match(_:in:)``).
    func position(matching text: String) -> Int? {
        let wanted = text.lowercased()
        return byLowercasedTitle[wanted] ?? byLowercasedValueText[wanted]
    }

    /// For each option, whether `chosen` holds a value equivalent to it.
    func marks(_ chosen: some Sequence<FormValue>) -> [Bool] {
        var marks = Array(repeating: false, count: values.count)
        for value in chosen {
            guard let bucket = Bucket(value), let positions = byValue[bucket] else { continue }
            for position in positions where values[position].isEquivalent(to: value) { marks[position] = true }
        }
        return marks
    }
}

extension OptionIndex {
    /// The index of `options`: the one `codec` built once when the options are its own (an
    /// enum's cases, shared by every field of that enum type), else a new one.
    static func of(_ options: [FieldOption], codec: (any ValueCodec)?) -> OptionIndex {
        guard !options.isEmpty else { return OptionIndex([]) }
        if let own = codec?.ownOptions, own.options == options { return own.index }
        return OptionIndex(options)
    }
}

/// Codecs that index their own options once.
protocol OptionIndexProviding: OptionsProviding {
    var optionIndex: OptionIndex { get }
}

extension EnumCodec: OptionIndexProviding {
    var ownOptions: (options: [FieldOption], index: OptionIndex)? { (options, optionIndex) }
}
