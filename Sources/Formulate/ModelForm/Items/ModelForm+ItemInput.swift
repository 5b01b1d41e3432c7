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
        if let (address, form) = recentItemAddress(of: key), let inner = address.inner {
            let position = address.position
            return inputAllowed[position] && isEditable(at: position) && form.acceptsItemInput(for: inner)
        }
        guard let (position, rest) = collectionPrefix(of: key), inputAllowed[position], isEditable(at: position)
        else {
            return false
        }
        return itemRead(key, position: position, rest: rest) { $0.acceptsItemInput(for: $1) } ?? false
    }

    /// Applies a text from outside to a key inside an item; `nil` when `key` lies in no
    /// collection of subforms (it is then not a field at all).
    func applyItemInput(_ text: String, for key: String) -> ItemInputResult? {
        guard let position = collectionPrefix(of: key)?.position else { return nil }
        guard inputAllowed[position] else { return .refused(notInputError(shortened(key), at: position)) }
        do {
            try setText(text, for: key)
            return .applied
        } catch {
            return .refused(error)
        }
    }

    /// The order in which input is applied: fields in field order, then keys inside items
    /// by their collection's field order and their item numbers as numbers, at every level
    /// (so that `servers.2` is added before `servers.10`, and `servers.0.ports.2` before
    /// `servers.0.ports.10`), then anything else by its text.
    func inputOrder(_ key: String) -> InputOrder {
        if let index = schema.indexByKey[key] { return InputOrder(field: index, items: [], key: key) }
        guard let (position, rest) = collectionPrefix(of: key) else {
            return InputOrder(field: .max, items: [], key: key)
        }
        return InputOrder(field: position, items: InputOrder.numbers(in: rest), key: key)
    }
}

/// Where a key's input is applied among the others (``ModelForm/inputOrder(_:)``).
struct InputOrder: Comparable {
    var field: Int
    /// The key's item numbers after the collection's key, outermost first (a component
    /// that is not a number counts as `Int.max`).
    var items: [Int]
    var key: String

    static func < (lhs: InputOrder, rhs: InputOrder) -> Bool {
        if lhs.field != rhs.field { return lhs.field < rhs.field }
        if lhs.items != rhs.items { return lhs.items.lexicographicallyPrecedes(rhs.items) }
        return lhs.key < rhs.key
    }

    /// The numbers among the first 64 dot-separated components of `rest` (the depth
    /// limit), in order: the first component always (the item number, `Int.max` when it is
    /// none), then every component made of digits only.
    static func numbers(in rest: Substring) -> [Int] {
        var numbers: [Int] = []
        for (offset, component) in DottedKey.components(of: rest, maxSplits: 63).enumerated() {
            let isNumber =
                component.count <= 18 && !component.isEmpty && component.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            if isNumber, let number = Int(component) {
                numbers.append(number)
            } else if offset == 0 {
                numbers.append(.max)
            }
        }
        return numbers
    }
}
