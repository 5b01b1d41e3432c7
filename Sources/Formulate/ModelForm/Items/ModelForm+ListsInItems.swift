/// The list operations of ``ModelForm`` (item counts, inserting, replacing, removing and
/// moving items) on a list that lies inside an item (`folders.0.tags`,
/// `folders.0.notes.1.labels`): the key is forwarded to the item's form, as a field's
/// edit is, and its errors come back named by the whole key.
protocol ItemListEditing: AnyObject {
    func itemCount(for key: String) -> Int
    func rejectedItemTexts(for key: String) -> [String]?
    func insertItem(_ item: Any, at index: Int?, in key: String) throws(FormError)
    func insertItem(text: String, at index: Int?, in key: String) throws(FormError)
    func setItemText(_ text: String, at index: Int, in key: String) throws(FormError)
    func setItems(texts: [String], for key: String) throws(FormError)
    func removeItem(at index: Int, in key: String) throws(FormError)
    func moveItem(from source: Int, to destination: Int, in key: String) throws(FormError)
}

extension ModelForm: ItemListEditing {}

extension ModelForm {
    /// Whether `key` is no field of this form itself, so that a list operation on it is
    /// one on a list inside an item.
    func liesInItem(_ key: String) -> Bool {
        schema.indexByKey[key] == nil
    }

    /// Asks the list inside an item at `key` with `read`; `nil` when there is none.
    func itemListRead<Answer>(_ key: String, _ read: (any ItemListEditing, String) -> Answer?) -> Answer? {
        itemRead(key) { form, inner in (form as? any ItemListEditing).flatMap { read($0, inner) } } ?? nil
    }

    /// Runs the list operation `edit` on the list inside an item at `key`. With `creating`,
    /// an item index equal to the count adds the item (at every level), and a refused
    /// operation adds none.
    ///
    /// - Throws: ``FormError`` naming the whole key: `key` is not a field, an index on
    ///   the way is not one, or what `edit` throws.
    func editListInItem(
        _ key: String, creating: Bool, _ edit: (any ItemListEditing, String) throws(FormError) -> Void
    ) throws(FormError) {
        try editItem(key, creating: creating) { form, inner throws(FormError) in
            guard let lists = form as? any ItemListEditing else {
                throw FormError(key: key, reason: .typeMismatch, defaultMessage: "\(key) is not a list")
            }
            try edit(lists, inner)
        }
    }
}
