/// Dictionaries of subforms (`var accounts: [String: Account]`): each entry is a subform
/// of its own under its key, whose fields have keys in the form (`accounts.work.email`)
/// and are read, edited, validated and rendered like an item's. Setting a field of an
/// entry that is not there adds the entry, made from the item template; ``CollectionEdit``
/// adds (`add accounts.work`), renames (`rename accounts.work home`) and removes
/// (`remove accounts.work`) entries. Entries are kept ordered by key.
///
/// ```swift
/// let form = try ModelForm(settings)
/// try form.setText("ada@example.org", for: "accounts.work.email")   // adds "work"
/// try form.apply(.rename("accounts.work", to: "office"))
/// for entry in form.items(in: "accounts") { print(entry.title, entry.fields.map(\.key)) }
/// ```
extension ModelForm {
    /// Whether the field at `position` is a dictionary of subforms.
    func isKeyedItemCollection(_ position: Int) -> Bool {
        records[position].kind == .collection && records[position].codec?.isDictionaryOfSubforms == true
    }

    /// Where `rest`, a key after a dictionary of subforms' key and a dot (`work.email`),
    /// points: the entry named by its first component and the key inside it.
    ///
    /// - Parameter forWriting: Whether the entry may be missing (it is then added).
    /// - Throws: ``FormError`` naming the key when the entry key cannot be one, or (not
    ///   for writing) the dictionary holds no such entry.
    func entryItemAddress(_ rest: Substring, position: Int, list: ItemList, forWriting: Bool) throws(FormError)
        -> ItemAddress
    {
        let field = schema.flat[position]
        let dot = DottedKey.firstDot(in: rest)
        let name = String(dot.map { DottedKey.head(of: rest, before: $0) } ?? rest)
        let key = "\(field.key).\(name)"
        try checkEntryItemName(name, of: field, key: key)
        let (index, found) = list.entryIndex(of: name)
        guard found || forWriting else {
            throw FormError(
                key: shortened(key), reason: .unknownField,
                defaultMessage: "\(field.title) has no entry '\(shortened(name))'"
                    + (list.count == 0 ? "" : "; its entries are \(entryNames(list))"))
        }
        return ItemAddress(
            position: position, index: index, inner: dot.map { String(DottedKey.tail(of: rest, after: $0)) },
            list: list,
            name: name)
    }

    /// The dictionary of subforms and entry key `key` names (`accounts.work`); `nil` when
    /// `key` names no entry itself (a field inside one, or anything else).
    func entryItemName(of key: String) -> (position: Int, name: String)? {
        guard let (position, rest) = collectionPrefix(of: key), isKeyedItemCollection(position),
            !DottedKey.hasDot(rest)
        else { return nil }
        return (position, String(rest))
    }

    /// Refuses an entry key that cannot be one (``KeyedEntryKey``), naming it.
    func checkEntryItemName(_ name: String, of field: Field, key: String) throws(FormError) {
        if let problem = KeyedEntryKey.problem(name) {
            throw FormError(
                key: shortened(key), reason: .invalidText,
                defaultMessage: "the key of an entry of \(field.title) \(problem)")
        }
    }

    /// Adds, removes or renames an entry of the dictionary of subforms at `position`.
    func applyEntryItemEdit(_ edit: CollectionEdit, name: String, at position: Int) throws(FormError) {
        let field = schema.flat[position]
        _ = try editableCodec(at: position)
        guard let list = itemList(at: position) else { return }
        let address = try entryItemAddress(Substring(name), position: position, list: list, forWriting: true)
        let exists = !address.isNew
        switch edit {
        case .add:
            guard !exists else {
                throw entryExists(field, key: edit.key, name: name)
            }
            insert(try newItemForm(for: position, list: list), at: address.index, position: position, name: name)
        case .remove, .rename:
            guard exists else {
                throw noEntry(field, key: shortened(edit.key), name: name)
            }
            guard case .rename(_, let newName) = edit else {
                return removeListItem(at: address.index, position: position)
            }
            try renameEntryItem(at: address.index, to: newName, in: list, position: position)
        case .insert, .move:
            throw Self.orderedByKey(field, key: shortened(edit.key))
        }
    }

    /// Renames the entry at `index` to `newName`, which must be a key no other entry has.
    private func renameEntryItem(at index: Int, to newName: String, in list: ItemList, position: Int)
        throws(FormError)
    {
        let field = schema.flat[position]
        let newKey = "\(field.key).\(newName)"
        try checkEntryItemName(newName, of: field, key: newKey)
        guard list.itemName(at: index) != newName else { return }
        guard !list.entryIndex(of: newName).found else {
            throw entryExists(field, key: shortened(newKey), name: newName, hint: "; remove it first")
        }
        let insertion = list.entryIndex(of: newName).index
        let destination = insertion > index ? insertion - 1 : insertion
        list.rename(at: index, to: newName, destination: destination)
        changeEntryItems(at: position) { members in
            guard members.indices.contains(index) else { return }
            var member = members.remove(at: index)
            member.key = newName
            members.insert(member, at: Swift.min(destination, members.count))
        }
    }

    /// Applies `change` to the members of the dictionary of subforms at `position` in place
    /// (one member per entry, in the order of its item list).
    func changeEntryItems(at position: Int, _ change: (inout [FormValueMember]) -> Void) {
        collectionDrafts.lists[position]?.isTouched = true
        changeEntries(at: position, change)
    }

    /// The first few entry keys of `list`, for a message.
    private func entryNames(_ list: ItemList) -> String {
        let shown = (0..<Swift.min(list.count, 5)).map { "'\(shortened(list.itemName(at: $0)))'" }
        return shown.joined(separator: ", ") + (list.count > 5 ? ", …" : "")
    }
}
