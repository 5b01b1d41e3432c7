/// Plain text: `String` (and `Substring` when set).
struct StringCodec: ValueCodec {
    var swiftType: Any.Type { String.self }
    var accepted: String { "text" }

    func encode(_ value: Any) -> FormValue? { (value as? String).map(FormValue.string) }
    func decode(_ value: FormValue) -> Any? { value.stringValue }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let s = value as? String { return .success(.string(s)) }
        if let s = value as? Substring { return .success(.string(String(s))) }
        return mismatch(value)
    }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> { .success(.string(text)) }
    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
    func encodesBack(_ value: FormValue) -> Bool {
        if case .string = value { return true }
        return false
    }
}
