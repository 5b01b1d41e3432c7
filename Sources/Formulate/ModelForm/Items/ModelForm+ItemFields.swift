/// The fields inside items, asked by key (`servers.0.host`), as a renderer asks them.
extension ModelForm {
    /// The field at a key inside an item, with its key in this form; `nil` when there is none.
    func itemField(_ key: String) -> Field? {
        if let (position, entry) = entryAddress(of: key) {
            guard hasEntry(entry, at: position), let template = schema.flat[position].itemTemplate else { return nil }
            return entryTemplate(template, key: key, title: entry)
        }
        guard let address = try? itemAddress(of: key, forWriting: false), let inner = address.inner,
            let field = address.list.form(at: address.index)?.field(inner)
        else { return nil }
        return field.rekeyed(prefix: address.itemKey(in: schema) + ".")
    }

    /// ``visibleFields(in:)`` of a subform inside an item.
    func itemVisibleFields(in key: String) -> [Field] {
        guard let address = try? itemAddress(of: key, forWriting: false), let inner = address.inner,
            let form = address.list.form(at: address.index)
        else { return [] }
        return form.visibleFields(in: inner).map { $0.rekeyed(prefix: address.itemKey(in: schema) + ".") }
    }

    /// Inserts a typed item (a `Server`) into the collection of subforms at `position`.
    func insertModelItem(_ item: Any, at index: Int?, position: Int) throws(FormError) {
        _ = try editableCodec(at: position)
        let field = schema.flat[position]
        guard let list = itemList(at: position) else { return }
        guard !list.isKeyed else {
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is ordered by key: add an entry (\(field.key).NAME) and set its fields")
        }
        let target = index ?? list.count
        guard target >= 0, target <= list.count else {
            throw FormError.itemOutOfRange(
                key: field.key, title: field.title, index: String(target), count: list.count,
                defaultMessage:
                    "\(field.title) has \(list.count) items; an item can be inserted at 0 to \(list.count), not \(target)"
            )
        }
        guard let form = list.codec.makeForm(item) else {
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) holds \(list.codec.itemTypeName) items, not \(type(of: item))")
        }
        form.timeZone = timeZone
        form.validationTiming = validationTiming
        insert(form, at: target, position: position)
    }
}

/// Keeps a collection's value in the form's draft in step with its item forms, one item
/// at a time: an edit of one item replaces that item's value in place (O(item)), a move
/// shifts the items between its ends (O(moved)).
extension ModelForm {
    /// Applies `change` to the list value of the collection at `position` in place, then
    /// does what a changed value does (conditions, validation timing, change handlers).
    func changeItems(at position: Int, _ change: (inout [FormValue]) -> Void) {
        let old: FormValue = hasChangeHandlers ? values[position] : .null
        var items = values[position].arrayValue ?? []
        values[position] = .null
        change(&items)
        values[position] = .array(items)
        collectionDrafts.lists[position]?.isTouched = true
        states[position].isTouched = true
        states[position].inputError = nil
        states[position].serverError = nil
        valueDidChange(at: position, from: old)
    }

    /// Puts the draft of the item at `index` into the collection's value.
    func syncItem(at index: Int, position: Int, form: any ItemForm) {
        let value = form.itemValue()
        if isKeyedItemCollection(position) {
            let members = entries(at: position)
            guard members.indices.contains(index), members[index].value != value else { return }
            return changeEntryItems(at: position) { $0[index].value = value }
        }
        guard values[position].arrayValue?[index] != value else { return }
        changeItems(at: position) { items in
            if items.indices.contains(index) { items[index] = value }
        }
    }

    /// Inserts the form of a new item at `index` of the collection at `position` (an entry
    /// named `name` in a dictionary of subforms).
    func insert(_ form: any ItemForm, at index: Int, position: Int, name: String? = nil) {
        guard let list = itemList(at: position) else { return }
        list.insert(form, at: index, name: name)
        let value = form.itemValue()
        if list.isKeyed {
            let member = FormValueMember(name ?? "", value)
            return changeEntryItems(at: position) { $0.insert(member, at: Swift.min(index, $0.count)) }
        }
        changeItems(at: position) { items in items.insert(value, at: Swift.min(index, items.count)) }
    }

    /// Removes the item at `index` of the collection at `position`.
    func removeListItem(at index: Int, position: Int) {
        guard let list = itemList(at: position) else { return }
        list.remove(at: index)
        if list.isKeyed {
            return changeEntryItems(at: position) { members in
                if members.indices.contains(index) { members.remove(at: index) }
            }
        }
        changeItems(at: position) { items in
            if items.indices.contains(index) { items.remove(at: index) }
        }
    }

    /// Moves the item at `source` of the collection at `position` to `destination`.
    func moveListItem(from source: Int, to destination: Int, position: Int) {
        guard source != destination, let list = itemList(at: position) else { return }
        list.move(from: source, to: destination)
        changeItems(at: position) { items in items.shiftElement(from: source, to: destination) }
    }
}

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
