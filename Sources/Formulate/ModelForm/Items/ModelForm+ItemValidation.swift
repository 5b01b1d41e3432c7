/// Validation of collections of subforms: every item is validated as a form of its own,
/// and its errors name the item (`servers.1.port`).
extension ModelForm {
    /// Validates every item of the collection at `index` (a no-op for other fields),
    /// storing each item's errors for renderers, and returns them with keys in this form.
    func validateItems(at index: Int) -> [FormError] {
        guard isItemCollection(index), let list = itemList(at: index) else { return [] }
        let key = schema.flat[index].key
        var errors: [FormError] = []
        for item in 0..<list.count {
            guard let form = list.form(at: item) else { continue }
            errors += form.validate().map { Self.rekeyed($0, prefix: "\(key).\(list.itemName(at: item)).") }
        }
        return errors
    }

    /// The errors of the items of the collection at `index`, without storing them.
    func itemValidationErrors(at index: Int) -> [FormError] {
        guard isItemCollection(index), let list = itemList(at: index) else { return [] }
        let key = schema.flat[index].key
        var errors: [FormError] = []
        for item in 0..<list.count {
            guard let form = list.form(at: item) else { continue }
            if !form.isValid {
                errors += form.validationErrors().map { Self.rekeyed($0, prefix: "\(key).\(list.itemName(at: item)).") }
            }
        }
        return errors
    }

    /// Whether every item of the collection at `index` is valid (`true` for other fields).
    func itemsAreValid(at index: Int) -> Bool {
        guard records[index].kind == .collection, isItemCollection(index), let list = itemList(at: index) else {
            return true
        }
        return (0..<list.count).allSatisfy { list.form(at: $0)?.isValid ?? true }
    }
}
