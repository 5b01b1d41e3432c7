@testable import Formulate

/// A rule context for tests: a field `key` titled `title`, in a form whose other fields
/// are `values` (titled by `titles`).
func makeRuleContext(
    key: String = "field",
    title: String = "Field",
    kind: FieldKind = .text,
    values: [String: FormValue] = [:],
    titles: [String: String] = [:]
) -> RuleContext {
    RuleContext(key: key, title: title, kind: kind, valueOf: { values[$0] }, titleOf: { titles[$0] })
}

extension ValidationRule {
    /// Whether `value` passes in a plain text field.
    func passes(_ value: FormValue, kind: FieldKind = .text) -> Bool {
        validate(value, in: makeRuleContext(kind: kind)) == nil
    }

    /// The message `value` fails with in a field titled `title`, or `nil` if it passes.
    func failure(_ value: FormValue, title: String = "Field", kind: FieldKind = .text) -> String? {
        validate(value, in: makeRuleContext(title: title, kind: kind))?.message
    }
}

/// A rule description object with members in the order written.
func ruleDescription(_ members: KeyValuePairs<String, FormValue>) -> FormValue {
    .object(members.map { FormValueMember($0.key, $0.value) })
}
