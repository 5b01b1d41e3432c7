import Foundation

/// Universally unique identifiers, as their canonical text.
struct UUIDCodec: ValueCodec {
    var swiftType: Any.Type { UUID.self }
    var accepted: String { "a UUID, like 3F2504E0-4F89-11D3-9A0C-0305E82C3301" }

    func encode(_ value: Any) -> FormValue? { (value as? UUID).map { .string($0.uuidString) } }
    func decode(_ value: FormValue) -> Any? { value.stringValue.flatMap(UUID.init(uuidString:)) }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let id = value as? UUID { return .success(.string(id.uuidString)) }
        return mismatch(value)
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> {
        guard let id = UUID(uuidString: text) else {
            return .failure(.invalidText("\(quoted(text)) is not \(accepted)"))
        }
        return .success(.string(id.uuidString))
    }

    func format(_ value: FormValue) -> String { value.stringValue ?? "" }
}
