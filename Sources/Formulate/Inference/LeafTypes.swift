/// What inference found for property types whose inference is a pure function of the
/// type, remembered once per type for the process and shared by every schema: Booleans,
/// numbers, decimals, URLs and UUIDs (their inference, one shared ``LeafInference``),
/// `String` and `Date` (their inference depends on the property's name, worked out each
/// time). Finding what a type is asks the runtime about up to half a dozen protocol
/// conformances; a type's conformances and the codecs Formulate makes for these types do
/// not change while the program runs. // perf: scenario 1
///
/// Enums (`CaseIterable` types that are none of the above) are remembered as enums, which
/// skips the conformance look-ups that found it; their inference is remembered only when
/// their codec is one ``EnumCodecs`` shares (a pure function of the type and the title
/// style). Other types (option sets, ``FormTextConvertible`` types, whose inference reads
/// their own code) are inferred each time, as before.
///
/// Bounded like ``NameFacts``: at most ``capacity`` types are kept.
final class LeafTypes: Sendable {
    /// The leaf types of every inspection in the process.
    static let shared = LeafTypes()

    /// How many types are kept at most.
    static let capacity = 1024

    /// What a remembered type is.
    enum Known: Sendable {
        /// The same inference for every property of the type.
        case fixed(LeafInference)
        /// `String`: text, with what its name says.
        case text
        /// `Date`: a date, time or both, as its name says.
        case date
        /// A `CaseIterable` enum; `shared` is its inference under ``TitleOptions`` with the
        /// title style `style`, the default acronyms and no `localize` (its codec one
        /// ``EnumCodecs`` shares), or `nil` when its codec is made for each inspection.
        case enumeration(shared: LeafInference?, style: TitleStyle)
    }

    private let known = Locked<[ObjectIdentifier: Known]>([:])

    /// What `type` is, when remembered.
    func known(_ type: Any.Type) -> Known? {
        known.withLock { $0[ObjectIdentifier(type)] }
    }

    /// Remembers what `type` is.
    func remember(_ type: Any.Type, as kind: Known) {
        known.withLock { known in
            if known.count < Self.capacity { known[ObjectIdentifier(type)] = kind }
        }
    }
}

/// The codecs of enum types, made once per enum type (and title style) for the process and
/// shared by every schema: making one titles every case and indexes the options, and the
/// same enums (a status, a country) recur across a program's model types. // perf: scenario 1
///
/// Only codecs that are pure functions of the enum type and the title options are kept:
/// their titles are derived from case names (not from a `description`, which a program may
/// compute, localized or otherwise, each time), with the default acronyms and no `localize`
/// closure (which cannot be compared). The cases are the type's `allCases`, and the stored
/// values its raw values or case names, which do not change while the program runs. Any
/// other enum's codec is made for each inspection, as before.
///
/// Bounded like ``NameFacts``: at most ``capacity`` codecs are kept; others are made each time.
final class EnumCodecs: Sendable {
    /// The codecs of every inspection in the process.
    static let shared = EnumCodecs()

    /// How many codecs are kept at most.
    static let capacity = 1024

    private struct Key: Hashable {
        var type: ObjectIdentifier
        /// Case titles depend on the style alone among the title options kept here (a
        /// Boolean style only words Boolean fields).
        var style: TitleStyle
    }

    /// `EnumCodec<E>` values by enum type, as `any ValueCodec` (the cache holds every enum type).
    private let codecs = Locked<[Key: any ValueCodec]>([:])

    /// The codec of `E` with `titles`, made the first time; `nil` when it cannot be shared
    /// (see the type's discussion), and then the caller makes its own.
    func codec<E: CaseIterable>(for type: E.Type, titles: TitleOptions) -> EnumCodec<E>? {
        guard titles.localize == nil, !(type is any CustomStringConvertible.Type),
            titles.acronyms == TitleOptions.defaultAcronyms
        else { return nil }
        let key = Key(type: ObjectIdentifier(type), style: titles.style)
        if let known = codecs.withLock({ $0[key] }) as? EnumCodec<E> { return known }
        let codec = EnumCodec<E>(titles: titles)
        codecs.withLock { codecs in
            if codecs.count < Self.capacity, codecs[key] == nil { codecs[key] = codec }
        }
        return codec
    }
}
