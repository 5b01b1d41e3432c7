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
