/// Dictionaries with `String` keys (`var environment: [String: String]`): each entry is a
/// field of the form at `environment.LOG_LEVEL`, read and set like any field. Setting a
/// key that is not there adds the entry; ``CollectionEdit`` renames and removes them.
/// Entries are kept ordered by key, so the same dictionary always shows, describes and
/// saves the same way.
extension ModelForm {
    /// Whether the field at `position` is a dictionary.
    func isDictionary(_ position: Int) -> Bool {
        records[position].isDictionary
    }

    /// The dictionary `key` names an entry of, and the entry's key (everything after the
    /// dictionary's key and a dot); `nil` when `key` is in no dictionary.
    func entryAddress(of key: String) -> (position: Int, entry: String)? {
        guard let (position, rest) = collectionPrefix(of: key), isDictionary(position) else { return nil }
        return (position, String(rest))
    }

    /// The members of the dictionary at `position`, ordered by key.
    func entries(at position: Int) -> [FormValueMember] {
        values[position].objectValue ?? []
    }

    /// Where `key` is, or belongs, among the ordered `members` (binary search).
    static func entryIndex(of key: String, in members: [FormValueMember]) -> (index: Int, found: Bool) {
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return (low, low < members.count && members[low].key == key)
    }

    /// The value of the entry `entry` of the dictionary at `position`, if there is one.
    func entryValue(_ entry: String, at position: Int) -> FormValue? {
        let members = entries(at: position)
        let (index, found) = Self.entryIndex(of: entry, in: members)
        return found ? members[index].value : nil
    }

    /// Whether the dictionary at `position` has an entry `entry`. (Not `entryValue(…) != nil`:
    /// `FormValue` is written `nil` too, so that compares with `.null`.)
    func hasEntry(_ entry: String, at position: Int) -> Bool {
        Self.entryIndex(of: entry, in: entries(at: position)).found
    }

    /// Sets (or adds) an entry from text a person typed.
    func setEntryText(_ text: String, entry: String, at position: Int, key: String) throws(FormError) {
        let field = schema.flat[position]
        _ = try editableCodec(at: position)
        try checkEntryKey(entry, of: field, key: key)
        guard let codec = field.itemTemplate?.codec else { return }
        switch codec.parse(text, in: timeZone) {
        case .success(let value): storeEntry(value, entry: entry, at: position)
        case .failure(let problem):
            let error = FormError(
                key: key, reason: problem.kind, message: "\(field.title) \(shortened(entry)): \(problem.reason)")
            states[position].rejectedEntries[entry] = RejectedEntry(text: text, error: error)
            states[position].isTouched = true
            fieldDidChange(position)
            throw error
        }
    }

    /// The rejected text of the entry `entry` of the dictionary at `position`, with its error.
    func rejectedEntry(_ entry: String, at position: Int) -> RejectedEntry? {
        states[position].rejectedEntries[entry]
    }

    /// The errors of the rejected entry texts of the dictionary at `position`, by entry key.
    func rejectedEntryErrors(at position: Int) -> [FormError] {
        states[position].rejectedEntries.sorted { $0.key < $1.key }.map(\.value.error)
    }

    /// Sets (or adds) an entry from a value.
    func setEntryValue(_ value: Any?, entry: String, at position: Int, key: String) throws(FormError) {
        let field = schema.flat[position]
        _ = try editableCodec(at: position)
        try checkEntryKey(entry, of: field, key: key)
        guard let codec = field.itemTemplate?.codec else { return }
        let result = value.map { ($0 as? FormValue).map { codec.normalize($0, in: timeZone) } ?? codec.coerce($0) }
        switch result {
        case .success(let converted)?: storeEntry(converted, entry: entry, at: position)
        case .failure(let problem)?:
            throw FormError(
                key: key, reason: problem.kind, message: "\(field.title) \(shortened(entry)): \(problem.reason)")
        case nil:
            throw FormError(
                key: key, reason: .typeMismatch, defaultMessage: "an entry cannot be empty; remove it instead")
        }
    }

    /// Refuses an entry key that cannot be one, naming it.
    func checkEntryKey(_ entry: String, of field: Field, key: String) throws(FormError) {
        if let problem = EntryKey.problem(entry) {
            throw FormError(
                key: shortened(key), reason: .invalidText,
                defaultMessage: "the key of an entry of \(field.title) \(problem)")
        }
    }

    /// Puts `value` under `entry` in the dictionary at `position`, keeping the key order.
    func storeEntry(_ value: FormValue, entry: String, at position: Int) {
        states[position].rejectedEntries[entry] = nil
        changeEntries(at: position) { members in
            let (index, found) = Self.entryIndex(of: entry, in: members)
            if found { members[index].value = value } else { members.insert(FormValueMember(entry, value), at: index) }
        }
    }

    /// Applies `change` to the members of the dictionary at `position` in place.
    func changeEntries(at position: Int, _ change: (inout [FormValueMember]) -> Void) {
        let old: FormValue = hasChangeHandlers ? values[position] : .null
        var members = values[position].objectValue ?? []
        values[position] = .null
        change(&members)
        values[position] = .object(members)
        states[position].isTouched = true
        states[position].inputError = nil
        states[position].serverError = nil
        if old != values[position] { valueDidChange(at: position, from: old) }
    }

    /// Adds, removes or renames an entry (``CollectionEdit``).
    func applyEntryEdit(_ edit: CollectionEdit, entry: String, at position: Int) throws(FormError) {
        let field = schema.flat[position]
        _ = try editableCodec(at: position)
        try checkEntryKey(entry, of: field, key: edit.key)
        let exists = hasEntry(entry, at: position)
        switch edit {
        case .add:
            guard !exists else {
                throw entryExists(field, key: edit.key, name: entry)
            }
            storeEntry(emptyEntryValue(of: field), entry: entry, at: position)
        case .remove, .rename:
            guard exists else {
                throw noEntry(field, key: shortened(edit.key), name: entry)
            }
            states[position].rejectedEntries[entry] = nil
            if case .rename(_, let newName) = edit {
                let newKey = "\(field.key).\(newName)"
                try checkEntryKey(newName, of: field, key: newKey)
                guard newName == entry || !hasEntry(newName, at: position) else {
                    throw entryExists(field, key: shortened(newKey), name: newName, hint: "; remove it first")
                }
                let value = entryValue(entry, at: position) ?? .null
                changeEntries(at: position) { members in
                    let (old, _) = Self.entryIndex(of: entry, in: members)
                    members.remove(at: old)
                    let (new, _) = Self.entryIndex(of: newName, in: members)
                    members.insert(FormValueMember(newName, value), at: new)
                }
            } else {
                changeEntries(at: position) { members in
                    members.remove(at: Self.entryIndex(of: entry, in: members).index)
                }
            }
        case .insert, .move:
            throw Self.orderedByKey(field, key: edit.key)
        }
    }

    /// The value a new entry starts with: empty text, `false`, zero, or the first option.
    private func emptyEntryValue(of field: Field) -> FormValue {
        guard let template = field.itemTemplate, let codec = template.codec else { return .string("") }
        if let first = template.options.first { return first.value }
        for candidate in [FormValue.string(""), .bool(false), .int(0)] {
            if case .success(let value) = codec.normalize(candidate, in: timeZone) { return value }
        }
        return .string("")
    }

    /// The entries of the dictionary at `position` as items (``items(in:)``): each titled by
    /// its key, with one field, the item template under the entry's key.
    func entryItems(at position: Int, range: Range<Int>) -> [FormItem] {
        let field = schema.flat[position]
        let members = entries(at: position)
        return range.clamped(to: members.indices).map { index in
            let member = members[index]
            let key = "\(field.key).\(member.key)"
            let entryField = field.itemTemplate.map { entryTemplate($0, key: key, title: member.key) }
            return FormItem(
                index: index, key: key, title: member.key, fields: entryField.map { [$0] } ?? [],
                sections: [FormSection(header: nil, footer: nil, keys: [key])],
                isNew: (initialValues[position].objectValue.map { Self.entryIndex(of: member.key, in: $0).found }
                    ?? false) == false)
        }
    }

    /// The field of one entry: the dictionary's item template, keyed and titled by the entry.
    func entryTemplate(_ template: Field, key: String, title: String) -> Field {
        var entry = template.rekeyed(prefix: "")
        entry.key = key
        entry.title = title
        return entry
    }
}

/// The refusals of entry edits, worded once for dictionaries of values and of subforms.
extension ModelForm {
    /// An entry named `name` exists already (`add`, or a rename onto it).
    func entryExists(_ field: Field, key: String, name: String, hint: String = "") -> FormError {
        FormError.alreadyThere(
            key: key, title: field.title, entry: shortened(name),
            defaultMessage: "\(field.title) has an entry '\(shortened(name))' already" + hint)
    }

    /// No entry is named `name` (`remove`, `rename`).
    func noEntry(_ field: Field, key: String, name: String) -> FormError {
        FormError(
            key: key, reason: .unknownField, defaultMessage: "\(field.title) has no entry '\(shortened(name))'",
            arguments: [
                FormValueMember("title", .string(field.title)), FormValueMember("key", .string(shortened(name))),
            ])
    }

    /// A dictionary has no places to insert or move to.
    static func orderedByKey(_ field: Field, key: String) -> FormError {
        FormError(
            key: key, reason: .typeMismatch,
            defaultMessage: "\(field.title) is ordered by key: add, rename or remove its entries")
    }
}
