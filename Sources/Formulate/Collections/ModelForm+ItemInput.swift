/// Input from outside (a submitted page, a command line) into the items of collections of
/// subforms: a collection that is an input field takes input in all its items; one that
/// is not takes none, so outside input can create or remove items only where the
/// developer allowed the collection itself.
extension ModelForm {
    /// What became of one text given to a key inside an item.
    enum ItemInputResult {
        case applied
        case refused(FormError)
    }

    /// Whether the field at `key` inside an item takes input from outside now.
    func itemAcceptsInput(_ key: String) -> Bool {
        guard let position = collectionPrefix(of: key)?.position, inputAllowed[position], isEditable(at: position)
        else {
            return false
        }
        return itemRead(key) { $0.acceptsItemInput(for: $1) } ?? false
    }

    /// Whether the collection a key inside an item lies in can be edited now.
    func isEditableItemCollection(of key: String) -> Bool {
        collectionPrefix(of: key).map { isEditable(at: $0.position) } ?? false
    }

    /// Applies a text from outside to a key inside an item; `nil` when `key` lies in no
    /// collection of subforms (it is then not a field at all).
    func applyItemInput(_ text: String, for key: String) -> ItemInputResult? {
        guard let position = collectionPrefix(of: key)?.position else { return nil }
        guard inputAllowed[position] else {
            return .refused(
                FormError(
                    key: shortened(key), reason: .notInput,
                    message: "\(schema.flat[position].title) cannot be set from outside: "
                        + "\(schema.modelType) does not list it in its input fields"))
        }
        do {
            try setText(text, for: key)
            return .applied
        } catch {
            return .refused(error)
        }
    }

    /// The order in which input is applied: fields in field order, then keys inside items
    /// by their collection's field order and their item numbers as numbers (so that
    /// `servers.2` is added before `servers.10`), then anything else by its text.
    func inputOrder(_ key: String) -> InputOrder {
        if let index = schema.indexByKey[key] { return InputOrder(field: index, item: -1, key: key) }
        guard let (position, rest) = collectionPrefix(of: key) else {
            return InputOrder(field: .max, item: -1, key: key)
        }
        let number = rest.prefix { $0 != "." }
        let item = number.count <= 18 ? Int(number) ?? .max : .max
        return InputOrder(field: position, item: item, key: key)
    }
}

/// Where a key's input is applied among the others (``ModelForm/inputOrder(_:)``).
struct InputOrder: Comparable {
    var field: Int
    var item: Int
    var key: String

    static func < (lhs: InputOrder, rhs: InputOrder) -> Bool {
        (lhs.field, lhs.item, lhs.key) < (rhs.field, rhs.item, rhs.key)
    }
}
