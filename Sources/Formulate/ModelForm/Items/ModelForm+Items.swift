/// Collections of subforms (`var servers: [Server]`): each item is a subform of its own,
/// whose fields have keys in the form (`servers.0.host`) and are read, edited, validated
/// and rendered like any field.
///
/// ```swift
/// let form = try ModelForm(settings)
/// try form.setText("example.org", for: "servers.0.host")   // edits item 0
/// try form.setText("backup.org", for: "servers.2.host")    // 2 == the count: adds an item
/// try form.apply(.move("servers.2", to: 0))
/// try form.apply(.remove("servers.1"))
/// for item in form.items(in: "servers") { print(item.title, item.fields.map(\.key)) }
/// ```
extension ModelForm {
    /// The items of the collection of subforms at `key`, in order, as a renderer shows
    /// them: each with its key (`servers.0`), title, and the fields shown now with their
    /// keys in this form (`servers.0.host`). For a dictionary, its entries ordered by key,
    /// each titled by its key: with one field (`environment.LOG_LEVEL`), or, when the
    /// entries are subforms, with the entry's fields (`accounts.work.email`). Empty when
    /// `key` is neither.
    ///
    /// `key` may lie inside an item (`servers.0.aliases`). Each call reads the fields of
    /// every item in `range` (clamped to the items there are); a screen that shows part of a
    /// long list asks for those rows only:
    ///
    /// ```swift
    /// let count = form.itemCount(for: "servers")
    /// let shown = form.items(in: "servers", range: 40..<60)   // items 40 to 59
    /// ```
    public func items(in key: String, range: Range<Int> = 0..<Int.max) -> [FormItem] {
        // Observed: a list that shows the items is redrawn when they are added, removed or moved.
        if let position = observedIndex(of: key) {
            if isDictionary(position) { return entryItems(at: position, range: range) }
            guard isItemCollection(position), let list = itemList(at: position) else { return [] }
            let field = schema.flat[position]
            let titleKey = Self.itemTitleKey(of: field)
            return range.clamped(to: 0..<list.count).compactMap {
                formItem(at: $0, in: list, field: field, titleKey: titleKey)
            }
        }
        let prefixAndItems = itemRead(key) { form, inner in (form, inner) }
        guard let (form, inner) = prefixAndItems, let address = try? itemAddress(of: key, forWriting: false) else {
            return []
        }
        let prefix = address.itemKey(in: schema) + "."
        // Only the items in `range` are read: a list inside an item costs what it shows too.
        return form.items(in: inner, range: range).map { item in
            var moved = item
            moved.key = prefix + item.key
            moved.fields = item.fields.map { $0.rekeyed(prefix: prefix) }
            moved.sections = item.sections.map { section in
                var renamed = section
                renamed.keys = section.keys.map { prefix + $0 }
                return renamed
            }
            return moved
        }
    }

    /// The item at `index` of `list`, the collection `field`, for ``items(in:range:)``.
    private func formItem(at index: Int, in list: ItemList, field: Field, titleKey: String?) -> FormItem? {
        guard let form = list.form(at: index) else { return nil }
        let itemKey = "\(field.key).\(list.itemName(at: index))"
        let prefix = itemKey + "."
        var sections = form.visibleSections
        for section in sections.indices { sections[section].keys = sections[section].keys.map { prefix + $0 } }
        // A byte search: `contains(".")` with Foundation imported is a CFString search (a
        // quarter of listing 10,000 items, callgrind).
        let fields = form.allFields.filter {
            !$0.key.containsUTF8Byte(where: { $0 == UInt8(ascii: ".") }) && !form.isHidden($0.key)
        }.map {
            $0.rekeyed(prefix: prefix)
        }
        return FormItem(
            index: index, key: itemKey,
            title: list.isKeyed
                ? list.itemName(at: index) : itemTitle(form, number: index + 1, field: field, titleKey: titleKey),
            fields: fields, sections: sections, isNew: list.slots[index].original == nil)
    }

    /// "Server 1", or the text of the item's title field (``FormItemTitled``, whose key is
    /// `titleKey`).
    private func itemTitle(_ form: any ItemForm, number: Int, field: Field, titleKey: String?) -> String {
        if let titleKey {
            let text = form.text(for: titleKey)
            if !text.isEmpty { return text }
        }
        return "\(field.itemTemplate?.title ?? "Item") \(number)"
    }

    /// The key of the field that titles the items of the collection `field`, if any.
    private static func itemTitleKey(of field: Field) -> String? { field.itemTitleKey }

}

/// Optional subforms switched on and off (`add proxy`, `remove proxy`): a subform that is
/// `nil` in the model is created from its template when switched on, even with no field
/// edited; one switched off is `nil` after ``ModelForm/commit(overwritingConflicts:)``,
/// and neither validated nor written meanwhile.
extension ModelForm {
    /// Whether the field at `position` is an optional subform.
    func isOptionalSubform(_ position: Int) -> Bool { records[position].isOptionalSubform }

    /// Switches the optional subform at `position` on (`add`) or off (`remove`).
    func switchSubform(_ edit: CollectionEdit, at position: Int) throws(FormError) {
        let field = schema.flat[position]
        guard !isHidden(position), !isDisabled(position), schema.accessor(at: position).isWritable else {
            throw FormError(
                key: field.key, reason: .readOnly, defaultMessage: "\(field.title) cannot be switched on or off now")
        }
        let before = isAbsentSubform(position) ? FormValue.null : subformObject(position, values)
        switch edit {
        case .add:
            guard isAbsentSubform(position) else {
                throw FormError.alreadyThere(
                    key: field.key, title: field.title, entry: nil, defaultMessage: "\(field.title) is on already")
            }
            guard field.canCreate else {
                throw FormError(
                    key: field.key, reason: .cannotCreate,
                    defaultMessage: "\(field.title) cannot be created: "
                        + DefaultConstructibleHint.missing(
                            field.typeName.hasSuffix("?") ? String(field.typeName.dropLast()) : field.typeName),
                    arguments: [
                        FormValueMember("title", .string(field.title)),
                        FormValueMember("type", .string(field.typeName)),
                    ])
            }
            setSwitch(true, at: position)
        case .remove:
            guard !isAbsentSubform(position) else {
                throw FormError(key: field.key, reason: .unknownField, defaultMessage: "\(field.title) is off already")
            }
            setSwitch(false, at: position)
        case .insert, .move, .rename:
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is an optional subform: add it or remove it")
        }
        fieldDidChange(position)
        // One change, as ``changes`` lists it: the subform's fields going back to what the
        // form read as it is switched off are part of it, not changes of their own.
        let after = isAbsentSubform(position) ? FormValue.null : subformObject(position, values)
        notify(FieldChange(key: field.key, oldValue: before, newValue: after))
    }

    /// Switches the optional subform at `position` on or off, without asking whether it
    /// may be: switched off, its fields go back to what the form read and an item list
    /// inside is made again.
    func setSwitch(_ isOn: Bool, at position: Int) {
        if !isOn {
            for index in (position + 1)..<records[position].descendantEnd {
                let old = values[index]
                values[index] = initialValues[index]
                states[index] = FieldState()
                collectionDrafts.lists[index] = nil
                if old != values[index] { valueDidChange(at: index, from: old, notifying: false) }
            }
        }
        collectionDrafts.switches[position] = isOn
    }

    /// Whether the field at `index` lies in an optional subform switched on.
    func isUnderSwitchedOnSubform(_ index: Int) -> Bool {
        var parent = records[index].parent
        while let p = parent {
            if collectionDrafts.switches[p] == true { return true }
            parent = records[p].parent
        }
        return false
    }

    /// The writes that make optional subforms switched off `nil` in the model.
    func switchedOffWrites() -> [(index: Int, value: Any?)] {
        collectionDrafts.switches.filter {
            !$0.value && isAbsentSubform($0.key) && schema.accessor(at: $0.key).read(model) != nil
        }
        .keys.sorted().map { ($0, nil) }
    }
}
