/// ``CollectionEdit``s on an item of a list of values (`remove tags.1`, `move tags.2 0`),
/// at the top level and, forwarded as every edit is, inside items
/// (`remove folders.0.tags.1`): the same operations as ``ModelForm/removeItem(at:in:)``
/// and ``ModelForm/moveItem(from:to:in:)``.
extension ModelForm {
    /// The list of values (not of subforms, not a dictionary) whose item `key` names
    /// (`tags.1`), and the text after the list's key; `nil` when `key` names none.
    func valueListItem(of key: String) -> (position: Int, index: Substring)? {
        let whole = Substring(key)
        guard let dot = DottedKey.lastDot(in: whole),
            let position = schema.indexByKey[String(DottedKey.head(of: whole, before: dot))]
        else { return nil }
        guard records[position].kind == .collection, !isItemCollection(position), !isDictionary(position)
        else { return nil }
        return (position, DottedKey.tail(of: whole, after: dot))
    }

    /// Applies `edit`, which names item `indexText` of the list of values at `position`.
    ///
    /// - Throws: ``FormError`` naming the edit's key: the index is not one or past the
    ///   end, the list cannot be edited or reordered now, or the edit is not a removal or
    ///   a move (a list of values gets new items as text, not from a template).
    func applyToValueList(_ edit: CollectionEdit, at position: Int, index indexText: Substring) throws(FormError) {
        let field = schema.flat[position]
        let key = edit.key
        let count = itemCount(for: field.key)
        switch edit {
        case .remove, .move:
            guard case .success(let index) = ItemIndex.parse(indexText, count: count, allowingNext: false) else {
                throw noValueListItem(indexText, of: field, count: count, key: key, adding: false)
            }
            do {
                if case .move(_, let destination) = edit {
                    try moveItem(from: index, to: destination, in: field.key)
                } else {
                    try removeItem(at: index, in: field.key)
                }
            } catch {
                throw FormError(key: key, reason: error.reason, message: error.message, arguments: error.arguments)
            }
        case .add, .insert, .rename:
            throw FormError(
                key: shortened(key), reason: .typeMismatch,
                defaultMessage: "\(field.title) is a list of values: \(edit.verb) takes a collection of subforms; "
                    + "add a value with insertItem(text:at:in:) or by setting the list, remove or move one by its key "
                    + "(remove \(field.key).0)")
        }
    }

    /// Sets item `indexText` of the list of values at `position` from text (`tags.2`), or
    /// adds one when the index is the list's count (`tags.3` of three), as a collection of
    /// subforms takes `servers.3.host`; inside an item the same (`steps.0.notifyEmails.2`).
    ///
    /// - Throws: ``FormError`` naming `key`: the index is not one or lies past the count, or
    ///   what ``setItemText(_:at:in:)`` or ``insertItem(text:at:in:)`` throws.
    func setValueListItemText(
        _ text: String, key: String, position: Int, index indexText: Substring
    ) throws(FormError) {
        let field = schema.flat[position]
        let count = itemCount(for: field.key)
        guard case .success(let index) = ItemIndex.parse(indexText, count: count, allowingNext: true) else {
            throw noValueListItem(indexText, of: field, count: count, key: key, adding: true)
        }
        do {
            if index == count {
                try insertItem(text: text, at: nil, in: field.key)
            } else {
                try setItemText(text, at: index, in: field.key)
            }
        } catch {
            throw FormError(
                key: shortened(key), reason: error.reason, message: error.message, arguments: error.arguments)
        }
    }

    /// Why `indexText` names no item of the list of values `field` (of `count` items); with
    /// `adding`, the count is an index too, which adds an item.
    private func noValueListItem(
        _ indexText: Substring, of field: Field, count: Int, key: String, adding: Bool
    ) -> FormError {
        let range = count == 0 ? "\(field.title) has no items" : "\(field.title) has items 0 to \(count - 1)"
        let next = adding ? "; index \(count) adds one" : ""
        return FormError.itemOutOfRange(
            key: shortened(key), title: field.title, index: shortened(String(indexText)), count: count,
            defaultMessage: "'\(shortened(String(indexText)))' is no item of \(field.title): \(range)\(next)")
    }
}
