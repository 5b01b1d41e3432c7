import Foundation

extension ModelForm {
    /// What changed in the collection `field`, from `old` to `new` (values with their
    /// secrets), item by item: items in their order now (added, moved, fields edited), then
    /// the removed ones in their old order (``FieldChange/items``). `listKey` is the
    /// collection's key in this form (a list inside an item: `steps.0.notifyEmails`).
    func itemChanges(of field: Field, listKey: String? = nil, from old: FormValue, to new: FormValue) -> [ItemChange] {
        guard let template = field.itemTemplate else { return [] }
        let listKey = listKey ?? field.key
        if field.isDictionary, case .object(let before) = old, case .object(let after) = new {
            return entryChanges(of: field, listKey, template, before, after)
        }
        guard let before = old.arrayValue, let after = new.arrayValue else { return [] }
        let (origins, moved) = itemOrigins(of: listKey, before, after)
        var changes: [ItemChange] = []
        for (position, origin) in origins.enumerated() {
            let key = "\(listKey).\(position)"
            let title = itemTitle(after[position], number: position + 1, field: field, template)
            guard let origin else {
                changes.append(ItemChange(kind: .added, itemKey: key, itemTitle: title, path: [field.title, title]))
                continue
            }
            if moved.contains(origin), origin != position {
                changes.append(
                    ItemChange(
                        kind: .moved(from: origin, to: position), itemKey: key, itemTitle: title,
                        path: [field.title, title]))
            }
            guard before[origin] != after[position] else { continue }
            if template.kind == .subform {
                changes += fieldChanges(
                    in: template, before[origin], after[position], key, title, [field.title, title])
            } else {
                let number = "\(position + 1)"
                changes.append(
                    edit(template, before[origin], after[position], key, number, nil, [field.title, number]))
            }
        }
        let kept = Set(origins.compactMap { $0 })
        for origin in before.indices where !kept.contains(origin) {
            let title = itemTitle(before[origin], number: origin + 1, field: field, template)
            changes.append(
                ItemChange(
                    kind: .removed, itemKey: "\(listKey).\(origin)", itemTitle: title, path: [field.title, title]))
        }
        return changes
    }

    /// A dictionary's entries added, edited and removed, by key.
    private func entryChanges(
        of field: Field, _ listKey: String, _ template: Field, _ before: [FormValueMember], _ after: [FormValueMember]
    ) -> [ItemChange] {
        let old = Dictionary(before.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let now = Set(after.map(\.key))
        var changes: [ItemChange] = []
        for entry in after {
            let key = "\(listKey).\(entry.key)"
            let path = [field.title, entry.key]
            guard let was = old[entry.key] else {
                changes.append(ItemChange(kind: .added, itemKey: key, itemTitle: entry.key, path: path))
                continue
            }
            guard was != entry.value else { continue }
            if template.kind == .subform {
                changes += fieldChanges(in: template, was, entry.value, key, entry.key, path)
            } else {
                changes.append(edit(template, was, entry.value, key, entry.key, nil, path))
            }
        }
        for entry in before where !now.contains(entry.key) {
            changes.append(
                ItemChange(
                    kind: .removed, itemKey: "\(listKey).\(entry.key)", itemTitle: entry.key,
                    path: [field.title, entry.key]))
        }
        return changes
    }

    /// The fields of the subform `subform` (an item, or a subform in one) whose values
    /// differ between `old` and `new`, in field order, each named under `path`.
    private func fieldChanges(
        in subform: Field, _ old: FormValue, _ new: FormValue, _ itemKey: String, _ itemTitle: String, _ path: [String],
        fieldPrefix: String? = nil
    ) -> [ItemChange] {
        var changes: [ItemChange] = []
        let prefix = fieldPrefix ?? itemKey
        for child in subform.children {
            let name = String(child.name)
            let (was, now) = (old[name] ?? .null, new[name] ?? .null)
            guard was != now else { continue }
            let key = "\(prefix).\(name)"
            if child.kind == .subform, was.objectValue != nil, now.objectValue != nil {
                changes += fieldChanges(
                    in: child, was, now, itemKey, itemTitle, path + [child.title], fieldPrefix: key)
            } else if child.kind == .collection, !child.isSecret,
                case let nested = itemChanges(of: child, listKey: key, from: was, to: now), !nested.isEmpty
            {
                // A list inside the item says its own items, under the item's path.
                changes += nested.map { change in
                    var inside = change
                    inside.path = path + change.path
                    return inside
                }
            } else {
                changes.append(edit(child, was, now, itemKey, itemTitle, key, path + [child.title]))
            }
        }
        return changes
    }

    /// An edited value of `field` (an item's field, or an item of a list of values).
    private func edit(
        _ field: Field, _ old: FormValue, _ new: FormValue, _ itemKey: String, _ itemTitle: String, _ fieldKey: String?,
        _ path: [String]
    ) -> ItemChange {
        guard !field.isSecret else {
            return ItemChange(
                kind: .edited, itemKey: itemKey, itemTitle: itemTitle, fieldKey: fieldKey, path: path, isSecret: true)
        }
        var change = ItemChange(
            kind: .edited, itemKey: itemKey, itemTitle: itemTitle, fieldKey: fieldKey, path: path,
            oldValue: field.removingSecrets(from: old), newValue: field.removingSecrets(from: new))
        (change.oldText, change.newText) = (shownText(old, of: field), shownText(new, of: field))
        return change
    }

    /// A date as `field` shows it (a time of day as `21:30`, in the form's time zone);
    /// `nil` for any other value, whose JSON says it.
    func shownText(_ value: FormValue, of field: Field) -> String? {
        guard case .date = value, let codec = field.codec else { return nil }
        return codec.format(value, in: timeZone)
    }

    /// An item's title as ``items(in:)`` names it: its title field's text, else the
    /// template's title and its number; an item of a list of values by its value's text.
    private func itemTitle(_ value: FormValue, number: Int, field: Field, _ template: Field) -> String {
        guard template.kind == .subform else {
            return shownText(value, of: template) ?? template.codec?.format(value) ?? OptionText.display(value)
        }
        if let titleKey = field.itemTitleKey, let text = value[titleKey].map(OptionText.display), !text.isEmpty {
            return text
        }
        return "\(template.title) \(number)"
    }

    /// For each item now, the index it had in the model (`nil` for a new item), and the
    /// items a move edit moved: the shape edits applied since the form read its model,
    /// replayed. Where they do not account for the items (the list was set whole), items
    /// are matched by position after the equal ones at either end.
    private func itemOrigins(of key: String, _ before: [FormValue], _ after: [FormValue]) -> ([Int?], Set<Int>) {
        var origins: [Int?] = Array(before.indices)
        var moved = Set<Int>()
        func index(_ itemKey: String) -> Int? {
            guard DottedKey.isInside(itemKey, key) else { return nil }
            return Int(DottedKey.name(of: itemKey, in: key))
        }
        for edit in collectionDrafts.appliedEdits {
            switch edit {
            case .add(let named) where named == key: origins.append(nil)
            case .insert(let named):
                if let at = index(named), at <= origins.count { origins.insert(nil, at: at) }
            case .remove(let named):
                if let at = index(named), at < origins.count { origins.remove(at: at) }
            case .move(let named, let to):
                if let from = index(named), from < origins.count, to >= 0, to < origins.count {
                    let origin = origins.remove(at: from)
                    origins.insert(origin, at: to)
                    if let origin { moved.insert(origin) }
                }
            default: break
            }
        }
        // Items added by a key one past the last (`servers.2.host` with two servers).
        if origins.count < after.count { origins += Array(repeating: nil, count: after.count - origins.count) }
        if origins.count == after.count { return (origins, moved) }
        return (Self.positionalOrigins(before, after), [])
    }

    /// Items matched by position, after the equal items at the start and at the end.
    private static func positionalOrigins(_ before: [FormValue], _ after: [FormValue]) -> [Int?] {
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var tail = 0
        while tail < before.count - start, tail < after.count - start,
            before[before.count - 1 - tail] == after[after.count - 1 - tail]
        {
            tail += 1
        }
        let shift = before.count - after.count
        return after.indices.map { position -> Int? in
            if position < start { return position }
            if position >= after.count - tail { return position + shift }
            return position < before.count - tail ? position : nil
        }
    }
}

extension ModelForm {
    /// The titles that name `key` for a person, from the top: each field's title, and for
    /// an item its title as ``items(in:)`` names it (`savedServers.1.port` is
    /// `["Saved Servers", "Home", "Port"]`; an item of a list of values by its number from
    /// 1, a dictionary entry by its key). Names of no field are kept as written.
    ///
    /// Renderers join them to say where an error or a change is: `Saved Servers › Home › Port`.
    package func titlePath(of key: String) -> [String] {
        let names = DottedKey.components(of: key).map(String.init)
        var titles: [String] = []
        var prefix = ""
        var position = 0
        while position < names.count {
            prefix = prefix.isEmpty ? names[position] : prefix + "." + names[position]
            guard let field = field(prefix) else { return titles + names[position...] }
            titles.append(field.title)
            position += 1
            guard field.kind == .collection, position < names.count else { continue }
            let itemKey = prefix + "." + names[position]
            if let index = Int(names[position]), !field.isDictionary, (0..<itemCount(for: prefix)).contains(index) {
                let item =
                    field.itemTemplate?.kind == .subform ? items(in: prefix, range: index..<(index + 1)).first : nil
                titles.append(item?.title ?? "\(index + 1)")
            } else {
                titles.append(names[position])
            }
            prefix = itemKey
            position += 1
        }
        return titles
    }
}
