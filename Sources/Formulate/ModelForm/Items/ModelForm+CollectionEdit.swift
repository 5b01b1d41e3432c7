/// Applying a ``CollectionEdit``: items added, removed and moved; dictionary entries
/// added, renamed and removed; optional subforms switched on and off.
extension ModelForm {
    /// Applies a change to the shape of the form (see ``CollectionEdit`` for every edit and
    /// its spelling). The model is unchanged until ``commit(overwritingConflicts:)``.
    ///
    /// - Throws: ``FormError`` naming the key: not a collection, dictionary or optional
    ///   subform; an index that is not one (`-1`, `00`, `1e3`) or past the end; a new item
    ///   that cannot be made (no `init()`); a field that cannot be edited now. Nothing
    ///   changes then.
    public func apply(_ edit: CollectionEdit) throws(FormError) {
        try applyShapeEdit(edit)
        collectionDrafts.appliedEdits.append(edit)
    }

    /// The shape edits applied since the form read its model (or was last committed,
    /// reset or refreshed), in order: what a page rendered from the form shows that the
    /// model does not have yet.
    ///
    /// A server that makes a new form for each request of a page cannot keep them in the
    /// form between requests: a page carries them (FormulateHTML writes them into the page,
    /// and its submission applies them to a new form before the values). A ``commit(overwritingConflicts:)``
    /// and ``reset()`` empty the list; ``reset(_:)-(String)`` of a collection drops its edits.
    package var appliedShapeEdits: [CollectionEdit] { collectionDrafts.appliedEdits }

    private func applyShapeEdit(_ edit: CollectionEdit) throws(FormError) {
        let key = edit.key
        if let position = schema.indexByKey[key] { return try applyToField(edit, at: position) }
        if let (position, entry) = entryAddress(of: key) { return try applyEntryEdit(edit, entry: entry, at: position) }
        if let (position, index) = valueListItem(of: key) {
            return try applyToValueList(edit, at: position, index: index)
        }
        if let (position, name) = entryItemName(of: key) {
            return try applyEntryItemEdit(edit, name: name, at: position)
        }
        guard let address = try itemAddress(of: key, forWriting: isInsert(edit)) else {
            _ = try index(of: key) // throws: not a field
            return
        }
        let position = address.position
        _ = try editableCodec(at: position)
        if let inner = address.inner {
            guard let form = address.list.form(at: address.index) else {
                throw FormError.itemOutOfRange(
                    key: key, title: schema.flat[position].title, index: String(address.index),
                    count: address.list.count,
                    defaultMessage: "\(schema.flat[position].title) has no item \(address.index) yet")
            }
            defer { syncItem(at: address.index, position: position, form: form) }
            do {
                try form.itemEdit(edit.naming(inner))
            } catch {
                throw Self.rekeyed(error, prefix: address.itemKey(in: schema) + ".")
            }
            return
        }
        switch edit {
        case .insert:
            insert(try newItemForm(for: position, list: address.list), at: address.index, position: position)
        case .remove:
            removeListItem(at: address.index, position: position)
        case .move(_, let destination):
            let count = address.list.count
            guard destination >= 0 && destination < count else {
                throw FormError.itemOutOfRange(
                    key: key, title: schema.flat[position].title, index: String(destination), count: count,
                    defaultMessage:
                        "\(schema.flat[position].title) has items 0 to \(count - 1); it cannot move to \(destination)")
            }
            guard schema.flat[position].isSortable else {
                throw FormError(
                    key: key, reason: .readOnly, defaultMessage: "\(schema.flat[position].title) cannot be reordered")
            }
            moveListItem(from: address.index, to: destination, position: position)
        case .add, .rename:
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage: "\(key) is an item: remove it, move it, or insert a new item before it")
        }
    }

    private func isInsert(_ edit: CollectionEdit) -> Bool {
        if case .insert = edit { return true }
        return false
    }

    /// An edit naming a field of this form (`servers`, `proxy`).
    private func applyToField(_ edit: CollectionEdit, at position: Int) throws(FormError) {
        let field = schema.flat[position]
        if isItemCollection(position), let list = itemList(at: position) {
            _ = try editableCodec(at: position)
            guard case .add = edit, !list.isKeyed else {
                let item =
                    list.isKeyed
                    ? "an entry of \(field.title) (\(field.key).NAME)" : "an item of \(field.title) (\(field.key).0)"
                throw FormError(
                    key: field.key, reason: .typeMismatch,
                    defaultMessage: "name \(item) to \(edit.verb) it")
            }
            insert(try newItemForm(for: position, list: list), at: list.count, position: position)
            return
        }
        if isOptionalSubform(position) { return try switchSubform(edit, at: position) }
        if field.kind == .collection {
            let how =
                field.isDictionary
                ? "a dictionary of values: name the entry (\(field.key).NAME) to \(edit.verb) it"
                : "a list of values: its items are set as a whole (its text or value), and removed or moved "
                    + "by index (\(field.key).0)"
            throw FormError(key: field.key, reason: .typeMismatch, defaultMessage: "\(field.title) is \(how)")
        }
        throw FormError(
            key: field.key, reason: .typeMismatch,
            defaultMessage:
                "\(field.title) is \(field.kind.nameWithArticle) field: it has no items, entries or switch to \(edit.verb)"
        )
    }

    /// Applies an edit sent from outside the program (a button of a submitted page, a
    /// command line): as ``apply(_:)``, only when input may write the collection,
    /// dictionary or optional subform it changes (``inputRefusal(for:)`` of the outermost
    /// one: a collection that is an input field takes input in all its items).
    ///
    /// - Throws: ``FormError`` with reason ``FormError/Reason/notInput`` when input may not
    ///   change it, or what ``apply(_:)`` throws. Nothing changes then.
    public func applyInput(_ edit: CollectionEdit) throws(FormError) {
        guard let position = try governingPosition(of: edit.key) else { return try apply(edit) }
        guard inputAllowed[position] else { throw notInputError(edit.key, at: position, verb: "changed") }
        try apply(edit)
    }

    /// The field of this form whose input allowance governs `key`: the field itself, or
    /// the collection the key lies in; `nil` when `key` is neither.
    func governingPosition(of key: String) throws(FormError) -> Int? {
        if let position = schema.indexByKey[key] { return position }
        return collectionPrefix(of: key)?.position ?? valueListItem(of: key)?.position
    }
}

extension CollectionEdit {
    /// The edit's verb, for messages.
    var verb: String { description.prefix { $0 != " " }.description }
}

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
