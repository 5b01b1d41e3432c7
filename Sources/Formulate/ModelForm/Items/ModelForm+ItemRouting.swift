/// How a key inside an item (`servers.3.host`) reaches the item's form: the enclosing
/// form finds the collection (`servers`), reads the index strictly, and forwards the rest
/// of the key (`host`) to the item, renaming what comes back (`servers.3.host`).
extension ModelForm {
    /// Where a key inside a collection of subforms points.
    struct ItemAddress {
        /// The collection field's index.
        var position: Int
        /// The item's index in the list.
        var index: Int
        /// The key inside the item, or `nil` when the key names the item itself (`servers.3`).
        var inner: String?
        var list: ItemList
        /// The entry's key, in a dictionary of subforms (`accounts.work.email` -> `work`).
        var name: String? = nil

        /// The item's own key (`servers.3`, `accounts.work`), the prefix of its fields' keys.
        func itemKey(in schema: ModelSchema<Model>) -> String {
            "\(schema.flat[position].key).\(name ?? String(index))"
        }

        /// Whether the key names an item that is not there yet: the next index of a list,
        /// an entry key a dictionary does not hold.
        var isNew: Bool { name.map { !list.entryIndex(of: $0).found } ?? (index == list.count) }
    }

    /// Whether the field at `position` is a collection of subforms.
    func isItemCollection(_ position: Int) -> Bool {
        records[position].isItemCollection
    }

    /// The positions of the form's collections of subforms.
    var itemCollectionPositions: [Int] {
        if let known = collectionDrafts.itemCollectionPositions { return known }
        let found = records.indices.filter { records[$0].kind == .collection && isItemCollection($0) }
        collectionDrafts.itemCollectionPositions = found
        return found
    }

    /// The collection of subforms or dictionary a key starts with, and the rest of the key after its
    /// dot; `nil` when the key lies in none. Looks at the first 64 components at most
    /// (the depth limit), so a key made of many dots costs what its length does.
    func collectionPrefix(of key: String) -> (position: Int, rest: Substring)? {
        let whole = Substring(key)
        var rest = whole
        var components = 0
        // Dots found by their bytes, parts cut by scalars (``DottedKey``): a dot before a
        // combining mark (`env.\u{301}x`) separates as any other does.
        while components < ModelInspector<Model>.maximumDepth, let dot = DottedKey.firstDot(in: rest) {
            components += 1
            if let position = schema.indexByKey[String(DottedKey.head(of: whole, before: dot))],
                isItemCollection(position) || isDictionary(position)
            {
                WorkMeter.add(components, .keyLookup)
                return (position, DottedKey.tail(of: whole, after: dot))
            }
            rest = DottedKey.tail(of: rest, after: dot)
        }
        WorkMeter.add(components, .keyLookup)
        return nil
    }

    /// The draft list of the collection at `position`, read from the model on first use.
    func itemList(at position: Int) -> ItemList? {
        if let list = collectionDrafts.lists[position] { return list }
        guard let codec = records[position].codec as? any ItemCollectionCoding else { return nil }
        let list = ItemList.reading(
            schema.accessor(at: position).read(model), codec: codec, timeZone: timeZone,
            validationTiming: validationTiming)
        collectionDrafts.lists[position] = list
        return list
    }

    /// Makes the draft list of the collection at `position` again from its value, after the
    /// whole value was set at once (`setValue([Server](), for: "servers")`) rather than
    /// through its items: the items, their titles and their fields then show the new value,
    /// not the list read from the model before, and are validated item by item.
    ///
    /// - Parameter typed: The value as the caller gave it, when it is of the collection's own
    ///   type: its items are kept as they are (with what the form does not show of them),
    ///   each read into a form of its own on first use. Otherwise each item is a new draft
    ///   made from the template with the value's members written in.
    func itemsDidReplace(at position: Int, typed: Any? = nil) {
        guard let codec = records[position].codec as? any ItemCollectionCoding else { return }
        let list: ItemList
        if let typed, codec.items(typed) != nil {
            list = ItemList.reading(typed, codec: codec, timeZone: timeZone, validationTiming: validationTiming)
        } else {
            if let list = collectionDrafts.lists[position], list.value() == values[position] { return }
            list =
                ItemList.drafting(
                    values[position], codec: codec, timeZone: timeZone, validationTiming: validationTiming)
                ?? ItemList.reading(
                    codec.decode(values[position]), codec: codec, timeZone: timeZone,
                    validationTiming: validationTiming)
        }
        list.isTouched = true
        collectionDrafts.lists[position] = list
    }

    /// Where `key` points inside a collection of subforms, `nil` when it lies in none.
    ///
    /// - Parameter forWriting: Whether the index may be the list's count (a new item).
    /// - Throws: ``FormError`` naming `key` when the index is not one (`-1`, `00`, `1e3`)
    ///   or lies past the end (`servers.5.host` in a list of two).
    func itemAddress(of key: String, forWriting: Bool) throws(FormError) -> ItemAddress? {
        guard let (position, rest) = collectionPrefix(of: key) else { return nil }
        return try itemAddress(of: key, position: position, rest: rest, forWriting: forWriting)
    }

    /// ``itemAddress(of:forWriting:)`` of `key`, whose ``collectionPrefix(of:)`` is
    /// `position` and `rest` (found once by a caller that asks about entries too).
    func itemAddress(
        of key: String, position: Int, rest: Substring, forWriting: Bool
    ) throws(FormError) -> ItemAddress? {
        guard let list = itemList(at: position) else { return nil }
        if list.isKeyed { return try entryItemAddress(rest, position: position, list: list, forWriting: forWriting) }
        let dot = DottedKey.firstDot(in: rest)
        let indexText = dot.map { DottedKey.head(of: rest, before: $0) } ?? rest
        let count = list.count
        switch ItemIndex.parse(indexText, count: count, allowingNext: forWriting) {
        case .success(let index):
            return ItemAddress(
                position: position, index: index, inner: dot.map { String(DottedKey.tail(of: rest, after: $0)) },
                list: list)
        case .failure(let problem):
            let field = schema.flat[position]
            let range = count == 0 ? "\(field.title) has no items yet" : "\(field.title) has items 0 to \(count - 1)"
            let next = forWriting ? "; \(field.key).\(count) adds one" : ""
            let what =
                problem == .notAnIndex
                ? "'\(shortened(String(indexText)))' is not an item number" : "there is no item \(indexText)"
            throw FormError.itemOutOfRange(
                key: shortened(key), title: field.title, index: shortened(String(indexText)), count: count,
                defaultMessage: "\(what): \(range)\(next)")
        }
    }

    /// Answers a question about a field inside an item with `read` on the item's form;
    /// `nil` when `key` is in no item.
    func itemRead<Answer>(_ key: String, _ read: (any ItemForm, String) -> Answer) -> Answer? {
        if let (address, form) = recentItemAddress(of: key), let inner = address.inner { return read(form, inner) }
        guard let (position, rest) = collectionPrefix(of: key) else { return nil }
        return itemRead(key, position: position, rest: rest, read)
    }

    /// The address of `key` and its item's form when `key` lies in the item a key was
    /// last routed to (``rememberItem(_:of:form:)``) and that item is still where it was:
    /// the same list of the collection, the same form at the same index. The key then
    /// routes as that one did: it starts with the same bytes up to the dot before the key
    /// inside the item, and has more after it.
    func recentItemAddress(of key: String) -> (address: ItemAddress, form: any ItemForm)? {
        guard let recent = collectionDrafts.recentItem else { return nil }
        let prefixLength = recent.prefix.utf8.count
        guard key.utf8.count > prefixLength, DottedKey.hasPrefix(key, recent.prefix),
            collectionDrafts.lists[recent.position] === recent.list,
            recent.list.slots.indices.contains(recent.index), recent.list.slots[recent.index].form === recent.form
        else { return nil }
        let whole = Substring(key)
        let inner = String(DottedKey.tail(of: whole, after: key.utf8.index(key.startIndex, offsetBy: prefixLength - 1)))
        return (
            ItemAddress(position: recent.position, index: recent.index, inner: inner, list: recent.list), recent.form
        )
    }

    /// Remembers the item `address` (of `key`, in a list) for ``recentItemAddress(of:)``.
    func rememberItem(_ address: ItemAddress, of key: String, form: any ItemForm) {
        guard let inner = address.inner, !address.list.isKeyed, key.utf8.count > inner.utf8.count else { return }
        let prefix = String(key.utf8.dropLast(inner.utf8.count)) ?? ""
        guard prefix.utf8.last == DottedKey.dot else { return }
        collectionDrafts.recentItem = RecentItem(
            prefix: prefix, position: address.position, index: address.index, list: address.list, form: form)
    }

    /// ``itemRead(_:_:)`` of `key`, whose ``collectionPrefix(of:)`` is `position` and `rest`.
    func itemRead<Answer>(
        _ key: String, position: Int, rest: Substring, _ read: (any ItemForm, String) -> Answer
    ) -> Answer? {
        if isDictionary(position) {
            return read(EntryForm(parent: self, position: position, entry: String(rest)), "")
        }
        guard let address = try? itemAddress(of: key, position: position, rest: rest, forWriting: false),
            let inner = address.inner,
            let form = address.list.form(at: address.index)
        else { return nil }
        rememberItem(address, of: key, form: form)
        return read(form, inner)
    }

    /// The errors of a field inside an item, named by their keys in this form.
    func itemErrors(_ key: String, _ read: (any ItemForm, String) -> [FormError]) -> [FormError]? {
        guard let (position, rest) = collectionPrefix(of: key) else { return nil }
        if isDictionary(position) {
            return read(EntryForm(parent: self, position: position, entry: String(rest)), "")
        }
        guard let address = try? itemAddress(of: key, position: position, rest: rest, forWriting: false),
            let inner = address.inner,
            let form = address.list.form(at: address.index)
        else { return nil }
        let prefix = address.itemKey(in: schema) + "."
        return read(form, inner).map { Self.rekeyed($0, prefix: prefix) }
    }

    /// Applies `edit` to the field at `key` inside an item. An index equal to the count
    /// adds a new item made from the template (the way a browser adds a row) when the
    /// item's field takes the edit; a refused edit adds nothing.
    ///
    /// - Throws: ``FormError`` with the key in this form: `key` is not a field, the index
    ///   is not one, the collection cannot be edited now, a new item cannot be made, or
    ///   what `edit` throws.
    func editItem(
        _ key: String, creating: Bool = true, _ edit: (any ItemForm, String) throws(FormError) -> Void
    ) throws(FormError) {
        let address: ItemAddress
        if let recent = recentItemAddress(of: key) {
            address = recent.address
        } else {
            let route = collectionPrefix(of: key)
            if let (position, rest) = route, isDictionary(position) {
                return try edit(EntryForm(parent: self, position: position, entry: String(rest)), "")
            }
            guard let (position, rest) = route,
                let found = try itemAddress(of: key, position: position, rest: rest, forWriting: creating)
            else {
                _ = try index(of: key) // throws: not a field
                return
            }
            address = found
        }
        let position = address.position
        _ = try editableCodec(at: position)
        guard let inner = address.inner else {
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage: "\(key) is an item of \(schema.flat[position].title); name one of its fields (\(key).…)"
            )
        }
        let prefix = address.itemKey(in: schema) + "."
        let list = address.list
        if address.isNew {
            let form = try newItemForm(for: position, list: list)
            // The edit runs on the new item before it joins the list, so that a refused
            // edit adds nothing; a key inside a new item of a list in the item adds that
            // item the same way, at every level.
            do {
                try edit(form, inner)
            } catch {
                throw rekeyed(error, inner: inner, prefix: prefix, form: form, list: list)
            }
            insert(form, at: address.index, position: position, name: address.name)
            return
        }
        guard let form = list.form(at: address.index) else {
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage: "item \(address.index) of \(schema.flat[position].title) cannot be read")
        }
        rememberItem(address, of: key, form: form)
        defer { syncItem(at: address.index, position: position, form: form) }
        do {
            try edit(form, inner)
        } catch {
            throw rekeyed(error, inner: inner, prefix: prefix, form: form, list: list)
        }
    }

    /// `error`, thrown by an item's form about `inner`, named by its key in this form; a key
    /// that is no field of the item is said so with the whole key, not the item's part.
    private func rekeyed(
        _ error: FormError, inner: String, prefix: String, form: any ItemForm, list: ItemList
    ) -> FormError {
        guard error.reason == .unknownField, error.key == inner, form.field(inner) == nil else {
            return Self.rekeyed(error, prefix: prefix)
        }
        let key = prefix + inner
        return FormError(
            key: key, reason: .unknownField,
            defaultMessage: "'\(shortened(key))' is not a field: \(list.codec.itemTypeName) has no field "
                + "'\(shortened(inner))'" + didYouMean(inner, among: form.allFields.map(\.key)),
            arguments: [FormValueMember("key", .string(shortened(key)))])
    }

    /// A form over a new item of the collection at `position`, or why none can be made.
    func newItemForm(for position: Int, list: ItemList) throws(FormError) -> any ItemForm {
        let field = schema.flat[position]
        guard let form = list.codec.makeForm(nil) else {
            throw FormError(
                key: field.key, reason: .cannotCreate,
                defaultMessage: "\(field.title) cannot get a new item: \(list.codec.noNewItemReason)",
                arguments: [
                    FormValueMember("title", .string(field.title)),
                    FormValueMember("type", .string(list.codec.itemTypeName)),
                ])
        }
        form.timeZone = timeZone
        form.validationTiming = validationTiming
        return form
    }

    /// `error` named by its key in the enclosing form.
    static func rekeyed(_ error: FormError, prefix: String) -> FormError {
        FormError(key: prefix + error.key, reason: error.reason, message: error.message, arguments: error.arguments)
    }
}
