import Foundation

/// Infers a field's kind, codec, options and bounds from its Swift type and its key (the
/// "What is inferred" table of the Customizing Fields article).
struct TypeInference {
    var titles: TitleOptions
    /// The enum codecs made so far, by enum type: the fields of one model that share an
    /// enum share its options, whose titles are formatted once.
    private let enumCodecs = EnumCodecCache()

    init(titles: TitleOptions) {
        self.titles = titles
    }

    /// What the property `key` of (non-optional) type `type` is.
    func infer(_ type: Any.Type, key: String) -> InferredType {
        if let leaf = leaf(type, key: key) { return .leaf(leaf) }
        if type is any MultipleChoiceShape.Type, let shape = type as? any MultipleChoiceShape.Type {
            return .leaf(
                LeafInference(
                    kind: .multipleChoice, codec: shape.multipleChoiceCodec(titles: titles),
                    options: options(of: shape.multipleChoiceCodec(titles: titles))))
        }
        if let array = type as? any ArrayShape.Type { return collection(array, key: key) }
        if let dictionary = type as? any StringKeyedShape.Type { return self.dictionary(dictionary, key: key) }
        if type is any OpaqueLeaf.Type {
            return .unsupported(
                type is Data.Type
                    ? "Data is not supported: raw bytes cannot be edited as a field; exclude it, or edit it through "
                        + "a String property (base64, hex)"
                    : "\(type) is not supported: a dictionary's keys must be String")
        }
        if type is any Actor.Type {
            return .unsupported(
                "\(type) is an actor, whose state only its own code may touch; copy what a person edits into a struct")
        }
        if type is any FormKeyPathProviding.Type { return .nested(type) }
        if type is AnyObject.Type {
            return .unsupported(
                "\(type) is a class that does not declare its fields; conform it to FormKeyPathProviding")
        }
        let name = String(describing: type)
        if name.hasPrefix("(") {
            return .unsupported(
                name.contains("->")
                    ? "closures cannot be edited in a form" : "tuples cannot be edited in a form; use a struct")
        }
        if StoredFields.isStruct(type) && !Self.isSystemType(type) { return .nested(type) }
        if let advice = Self.advice(for: type, name: name) { return .unsupported(advice) }
        return .unsupported(
            "\(name) is not supported; use a struct, a CaseIterable enum, or conform it to FormTextConvertible")
    }

    /// What to write instead of a common type that is not supported (the property's own
    /// optional is already unwrapped: `type` is what it holds).
    private static func advice(for type: Any.Type, name: String) -> String? {
        if let optional = type as? any OptionalProtocol.Type {
            // A property's `String??`: what is refused is the optional of an optional.
            let inner = String(describing: optional.wrappedType)
            return "Optional<\(name)> is not supported: an optional of an optional (\(inner)??) has two kinds of nil, "
                + "which a form cannot tell apart; use \(inner)?"
        }
        if name.hasPrefix("Set<"), name.hasSuffix(">") {
            let element = name.dropFirst(4).dropLast()
            return "\(name) is not supported: a set is edited as checkboxes only when its elements are a "
                + "CaseIterable enum; use [\(element)] with the unique rule (ValidationRule.unique)"
        }
        return nil
    }

    /// The modules whose structs are never opened up as nested models: their stored
    /// properties are private storage (`Character`'s `_str`, `Duration`'s `_low`), and
    /// writing them could break the type's invariants.
    private static let systemModules: Set<Substring> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "_Concurrency", "Dispatch", "Synchronization",
        "Observation", "Darwin", "Glibc", "Musl", "WinSDK", "CoreFoundation", "_StringProcessing",
        "RegexBuilder", "Combine", "SwiftUI", "UIKit", "AppKit", "CoreGraphics",
    ]

    /// Whether `type` is declared in the standard library, Foundation or another system module.
    static func isSystemType(_ type: Any.Type) -> Bool {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: ".") else { return false }
        return systemModules.contains(qualified[..<dot])
    }

    /// Leaf types: text, numbers, Booleans, dates, URLs, enums, option sets, user types.
    ///
    /// What a type is, when its inference is a pure function of it, is remembered for the
    /// process (``LeafTypes``).
    private func leaf(_ type: Any.Type, key: String) -> LeafInference? {
        switch LeafTypes.shared.known(type) {
        case .fixed(let leaf)?: return leaf
        case .text?: return text(key: key)
        case .date?: return date(key: key)
        case .enumeration(let shared, let style)?:
            if let shared, style == titles.style, titles.localize == nil,
                titles.acronyms == TitleOptions.defaultAcronyms
            {
                return shared
            }
            // Remembered as an enum: it is `CaseIterable`.
            guard let enumeration = type as? any CaseIterable.Type else { return unrememberedLeaf(type, key: key) }
            return self.enumeration(enumeration).leaf
        case nil: return unrememberedLeaf(type, key: key)
        }
    }

    /// ``leaf(_:key:)`` of a type not remembered yet.
    private func unrememberedLeaf(_ type: Any.Type, key: String) -> LeafInference? {
        if let convertible = type as? any FormTextConvertible.Type { return textConvertible(convertible) }
        /// Remembers `type` as having the same inference for every property.
        func fixed(_ leaf: LeafInference) -> LeafInference {
            LeafTypes.shared.remember(type, as: .fixed(leaf))
            return leaf
        }
        switch type {
        case is String.Type:
            LeafTypes.shared.remember(type, as: .text)
            return text(key: key)
        case is Bool.Type: return fixed(LeafInference(kind: .boolean, codec: BoolCodec()))
        case is Decimal.Type: return fixed(LeafInference(kind: .decimal, codec: DecimalCodec()))
        case is Date.Type:
            LeafTypes.shared.remember(type, as: .date)
            return date(key: key)
        case is URL.Type: return fixed(LeafInference(kind: .url, codec: URLCodec(), contentType: .url))
        case is UUID.Type:
            // An identifier: typed as it is, without capitals or corrections.
            let traits = TextTraits(keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no)
            return fixed(LeafInference(kind: .text, codec: UUIDCodec(), textTraits: traits))
        default: break
        }
        if let integer = type as? any FixedWidthInteger.Type { return fixed(self.integer(integer)) }
        if let floating = type as? any BinaryFloatingPoint.Type { return fixed(self.floating(floating)) }
        if let optionSet = type as? any OptionSet.Type, let bitfield = bitfield(optionSet) { return bitfield }
        if let enumeration = type as? any CaseIterable.Type {
            let (leaf, isShared) = self.enumeration(enumeration)
            LeafTypes.shared.remember(
                type, as: .enumeration(shared: isShared ? leaf : nil, style: titles.style))
            return leaf
        }
        // A type that wraps a string (`struct Email: RawRepresentable { var rawValue: String }`)
        // is that string, with what the property's name says.
        if let wrapper = type as? any RawRepresentable<String>.Type { return rawText(wrapper, key: key) }
        // One that wraps a whole number (`struct Ticket: RawRepresentable { var rawValue: Int }`)
        // is that number.
        if let wrapper = type as? any RawRepresentable.Type, let leaf = rawInteger(wrapper) { return leaf }
        return nil
    }

    /// A type that wraps a whole number, as that number; `nil` for any other raw value.
    private func rawInteger<T: RawRepresentable>(_ wrapper: T.Type) -> LeafInference? {
        guard let raw = T.RawValue.self as? any FixedWidthInteger.Type else { return nil }
        return rawInteger(wrapper, raw: raw)
    }

    private func rawInteger<T: RawRepresentable, Raw: FixedWidthInteger>(_: T.Type, raw _: Raw.Type) -> LeafInference {
        let number = integer(Raw.self)
        return LeafInference(
            kind: number.kind, codec: RawIntegerCodec<T, Raw>(), minimum: number.minimum, maximum: number.maximum)
    }

    private func text(key: String) -> LeafInference {
        text(key: key, codec: StringCodec())
    }

    /// Text with what the name `key` says (an email address, a password...), read and
    /// written by `codec`.
    private func text(key: String, codec: any ValueCodec) -> LeafInference {
        let named = NameFacts.shared.facts(for: key).textInference
        return LeafInference(
            kind: named?.kind ?? .text, codec: codec, contentType: named?.contentType,
            textTraits: named?.textTraits)
    }

    private func rawText<T: RawRepresentable<String>>(_: T.Type, key: String) -> LeafInference {
        text(key: key, codec: RawTextCodec<T>())
    }

    private func date(key: String) -> LeafInference {
        LeafInference(kind: dateKind(key: key), codec: DateCodec(kind: dateKind(key: key)))
    }

    private func textConvertible<T: FormTextConvertible>(_: T.Type) -> LeafInference {
        LeafInference(kind: T.formKind, codec: TextConvertibleCodec<T>())
    }

    private func integer<T: FixedWidthInteger>(_: T.Type) -> LeafInference {
        LeafInference(
            kind: T.isSigned ? .integer : .unsigned, codec: IntegerCodec<T>(),
            minimum: IntegerCodec<T>.formValue(T.min), maximum: IntegerCodec<T>.formValue(T.max))
    }

    private func floating<T: BinaryFloatingPoint>(_: T.Type) -> LeafInference {
        LeafInference(kind: .decimal, codec: FloatingPointCodec<T>())
    }

    /// An enum's inference, and whether its codec is the one ``EnumCodecs`` shares (then the
    /// inference is the same for every property of the type under these title options).
    private func enumeration<E: CaseIterable>(_: E.Type) -> (leaf: LeafInference, isShared: Bool) {
        let shared = EnumCodecs.shared.codec(for: E.self, titles: titles)
        let codec = shared ?? enumCodecs.codec(for: E.self, titles: titles)
        return (LeafInference(kind: .option, codec: codec, options: codec.options), shared != nil)
    }

    private func bitfield<O: OptionSet>(_: O.Type) -> LeafInference? {
        guard let raw = O.RawValue.self as? any FixedWidthInteger.Type else { return nil }
        func make<R: FixedWidthInteger>(_: R.Type) -> LeafInference {
            let options = bitfieldOptions(O.self, raw: R.self)
            return LeafInference(kind: .bitfield, codec: BitfieldCodec<O, R>(options: options), options: options)
        }
        return make(raw)
    }

    /// Options of an `OptionSet` that is also `CaseIterable`; empty otherwise (an override
    /// supplies them).
    private func bitfieldOptions<O: OptionSet, R: FixedWidthInteger>(_: O.Type, raw: R.Type) -> [FieldOption] {
        guard let iterable = O.self as? any CaseIterable.Type else { return [] }
        func cases<C: CaseIterable>(_: C.Type) -> [Any] { C.allCases.map { $0 as Any } }
        return cases(iterable).enumerated().compactMap { index, element in
            guard let set = element as? O, let bits = set.rawValue as? R, let value = Int(exactly: bits) else {
                return nil
            }
            let title = (element as? CustomStringConvertible)?.description ?? "Option \(index + 1)"
            return FieldOption(title, value: .int(value))
        }
    }

    private func collection(_ array: any ArrayShape.Type, key: String) -> InferredType {
        let itemKey = NameHeuristics.singular(of: key)
        let elementType = array.elementType
        if elementType is any OptionalProtocol.Type {
            return .unsupported("[\(elementType)] is not supported: collection items cannot be optional")
        }
        guard let item = leaf(elementType, key: itemKey) else {
            if isNestable(elementType) { return .items(elementType) }
            return .unsupported(
                "[\(elementType)] is not supported: collection items must be text, numbers, dates, URLs, "
                    + "enums, or structs (and classes that declare their key paths)")
        }
        let codec = array.collectionCodec(element: item.codec)
        return .leaf(LeafInference(kind: .collection, codec: codec, item: item))
    }

    /// `[String: Value]` with a supported `Value`: a collection of entries under keys, each
    /// a value or (for a struct) a subform.
    private func dictionary(_ shape: any StringKeyedShape.Type, key: String) -> InferredType {
        let valueType = shape.valueType
        let isOptional = valueType is any OptionalProtocol.Type
        if !isOptional, let entry = leaf(valueType, key: NameHeuristics.singular(of: key)) {
            return .leaf(
                LeafInference(kind: .collection, codec: shape.dictionaryCodec(value: entry.codec), item: entry))
        }
        if !isOptional, isNestable(valueType) { return .keyedItems(valueType) }
        return .unsupported(
            "[String: \(valueType)] is not supported: dictionary values must be text, numbers, "
                + "Booleans, dates, URLs, enums, or structs (and classes that declare their key paths)")
    }

    /// Whether `type` opens up as a nested model (a struct of the program's own, or a class
    /// that declares its key paths).
    private func isNestable(_ type: Any.Type) -> Bool {
        if type is any FormKeyPathProviding.Type { return true }
        if type is AnyObject.Type || type is any OpaqueLeaf.Type { return false }
        return StoredFields.isStruct(type) && !Self.isSystemType(type) && !String(describing: type).hasPrefix("(")
    }

    private func options(of codec: any ValueCodec) -> [FieldOption] {
        (codec as? any OptionsProviding)?.options ?? []
    }

    /// `time` for keys ending in "time"; `dateTime` for "at", "timestamp", "datetime" (or
    /// the two words "date time": "eventDateTime"); else `date`.
    func dateKind(key: String) -> FieldKind {
        let words = TitleFormatter.words(in: key, acronyms: titles.acronyms).map { $0.lowercased() }
        let last = words.last ?? ""
        if last == "time", words.count >= 2, words[words.count - 2] == "date" { return .dateTime }
        switch last {
        case "time": return .time
        case "at", "timestamp", "datetime": return .dateTime
        default: return .date
        }
    }
}

/// Codecs whose values are chosen among options.
protocol OptionsProviding {
    var options: [FieldOption] { get }
}

extension EnumCodec: OptionsProviding {}
extension MultipleChoiceCodec: OptionsProviding {}
extension BitfieldCodec: OptionsProviding {}

/// The enum codecs of one inspection (one configuration of titles), by enum type.
private final class EnumCodecCache {
    private var codecs: [ObjectIdentifier: Any] = [:]

    func codec<E: CaseIterable>(for type: E.Type, titles: TitleOptions) -> EnumCodec<E> {
        if let cached = codecs[ObjectIdentifier(type)] as? EnumCodec<E> { return cached }
        let codec = EnumCodec<E>(titles: titles)
        codecs[ObjectIdentifier(type)] = codec
        return codec
    }
}

/// What inspection concluded about a property's type.
enum InferredType {
    /// A value field.
    case leaf(LeafInference)
    /// A nested model, shown as a subform.
    case nested(Any.Type)
    /// An array of nested models (`[Server]`): a collection whose items are subforms.
    case items(Any.Type)
    /// A dictionary of nested models (`[String: Account]`): a collection whose entries are
    /// subforms under keys.
    case keyedItems(Any.Type)
    /// Not supported; the reason says why and what would make it work.
    case unsupported(String)
}

/// What a value field's type and name say about it. A class: an inspected property and
/// the field finished from it share one, where a struct (a codec, options, bounds, traits)
/// was copied at every look at it.
final class LeafInference: Sendable {
    let kind: FieldKind
    let codec: any ValueCodec
    let options: [FieldOption]
    let minimum: FormValue?
    let maximum: FormValue?
    let contentType: TextContentType?
    /// How the text is typed when the name says more than the kind and content type (a
    /// host name, an API token); `nil` when ``TextTraits/inferred(kind:contentType:)`` gives it.
    let textTraits: TextTraits?
    /// For collections: what each item is like.
    let item: LeafInference?

    init(
        kind: FieldKind, codec: any ValueCodec, options: [FieldOption] = [], minimum: FormValue? = nil,
        maximum: FormValue? = nil, contentType: TextContentType? = nil, textTraits: TextTraits? = nil,
        item: LeafInference? = nil
    ) {
        self.kind = kind
        self.codec = codec
        self.options = options
        self.minimum = minimum
        self.maximum = maximum
        self.contentType = contentType
        self.textTraits = textTraits
        self.item = item
    }
}

// Conditional conformances that let inspection recognize generic shapes (`Set<E>`,
// `[E]`) and build typed codecs for them without knowing their element types statically.

/// `Set<E>` or `[E]` with `E: CaseIterable`: several options chosen at once.
protocol MultipleChoiceShape {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec
}

extension Set: MultipleChoiceShape where Element: CaseIterable {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec {
        MultipleChoiceCodec<Set<Element>>(element: EnumCodec<Element>(titles: titles))
    }
}

extension Array: MultipleChoiceShape where Element: CaseIterable {
    static func multipleChoiceCodec(titles: TitleOptions) -> any ValueCodec {
        MultipleChoiceCodec<[Element]>(element: EnumCodec<Element>(titles: titles))
    }
}

/// Any array: a collection of items.
protocol ArrayShape {
    static var elementType: Any.Type { get }
    static func collectionCodec(element: any ValueCodec) -> any ValueCodec
}

extension Array: ArrayShape {
    static var elementType: Any.Type { Element.self }
    static func collectionCodec(element: any ValueCodec) -> any ValueCodec {
        CollectionCodec<Element>(element: element)
    }
}

/// Types that are never opened up as nested models: Foundation leaves show their
/// internals under reflection.
protocol OpaqueLeaf {}
extension Dictionary: OpaqueLeaf {}
extension Data: OpaqueLeaf {}
