/// On or off: `Bool`.
struct BoolCodec: ValueCodec {
    var swiftType: Any.Type { Bool.self }
    var accepted: String { "yes or no (true/false, on/off, 1/0)" }

    func encodesBack(_ value: FormValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    func encode(_ value: Any) -> FormValue? { (value as? Bool).map(FormValue.bool) }
    func decode(_ value: FormValue) -> Any? { value.boolValue }
    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let b = value as? Bool { return .success(.bool(b)) }
        return mismatch(value)
    }
    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        switch text.lowercased() {
        case "true", "yes", "y", "on", "1": return .success(.bool(true))
        case "false", "no", "n", "off", "0": return .success(.bool(false))
        default: return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
        }
    }
    func format(_ value: FormValue) -> String {
        switch value.boolValue {
        case true?: return "yes"
        case false?: return "no"
        case nil: return ""
        }
    }
}
