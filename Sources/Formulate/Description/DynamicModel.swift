/// The model of a form built from a JSON description rather than a Swift type: values by
/// field key path, in field order.
///
/// ```swift
/// let form = try ModelForm(descriptionJSON: json)
/// try form.setText("18", for: "age")
/// let model = try form.commit()
/// print(model.json.jsonString())   // {"age": 18, ...} nested by key path
/// ```
public struct DynamicModel: Sendable, Hashable {
    /// The field keys, in the order of the description.
    public private(set) var keys: [String]
    /// The values by field key path.
    public private(set) var values: [String: FormValue]

    /// Creates a model with values in the given key order.
    public init(keys: [String] = [], values: [String: FormValue] = [:]) {
        self.keys = keys
        self.values = values
        for key in values.keys.sorted() where !keys.contains(key) { self.keys.append(key) }
    }

    /// The value at `key`; `.null` when there is none.
    public subscript(key: String) -> FormValue {
        get { values[key] ?? .null }
        set {
            if values[key] == nil && !keys.contains(key) { keys.append(key) }
            values[key] = newValue
        }
    }

    /// The values as one JSON object, nested along the dotted key paths
    /// (`notifications.sound` becomes `{"notifications": {"sound": …}}`), in field order.
    public var json: FormValue {
        var root: [FormValueMember] = []
        for key in keys {
            insert(values[key] ?? .null, at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        return .object(root)
    }

    private func insert(_ value: FormValue, at path: ArraySlice<String>, into members: inout [FormValueMember]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            if let index = members.firstIndex(where: { $0.key == head }) { members[index].value = value } else {
                members.append(FormValueMember(head, value))
            }
            return
        }
        var nested: [FormValueMember] = []
        let index = members.firstIndex(where: { $0.key == head })
        if let index, case .object(let existing) = members[index].value { nested = existing }
        insert(value, at: path.dropFirst(), into: &nested)
        if let index { members[index].value = .object(nested) } else { members.append(FormValueMember(head, .object(nested))) }
    }
}

/// Reads and writes one value of a ``DynamicModel``.
final class DynamicAccessor: FieldAccessor<DynamicModel>, @unchecked Sendable {
    let key: String

    init(key: String) { self.key = key }

    override var isWritable: Bool { true }

    override func read(_ model: DynamicModel) -> Any? {
        let value = model[key]
        return value.isNull ? nil : value
    }

    override func write(_ value: Any?, into model: inout DynamicModel) -> Bool {
        guard let value else {
            model[key] = .null
            return true
        }
        guard let formValue = value as? FormValue else { return false }
        model[key] = formValue
        return true
    }
}
