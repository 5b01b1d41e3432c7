import Formulate

/// The collections of subforms and dictionaries a page's script edits in place, and their
/// shape (item counts, entry keys) as a list of recorded edits changes it: what checks a
/// list before any of it is applied.
struct EditableShape {
    /// The collections of subforms and dictionaries that are fields of the form (not inside
    /// items), visible, enabled and taking input now: those a page has a template for.
    let collections: [String: Field]
    private var counts: [String: Int] = [:]
    private var entries: [String: Set<String>] = [:]
    /// The keys of the collections and dictionaries the checked edits change, in the order
    /// first changed.
    private(set) var changedKeys: [String] = []
    private let itemCount: (String) -> Int
    private let entryKeys: (String) -> [String]

    init<Model>(_ form: ModelForm<Model>) {
        collections = Self.collections(in: form)
        itemCount = { form.itemCount(for: $0) }
        entryKeys = { key in form.items(in: key).map { DottedKey.name(of: $0.key, in: key) } }
    }

    /// The fields whose items and entries a page's script edits, by key.
    static func collections<Model>(in form: ModelForm<Model>) -> [String: Field] {
        var result: [String: Field] = [:]
        var absentPrefix: String?
        for field in form.allFields {
            if let prefix = absentPrefix, DottedKey.hasPrefix(field.key, prefix) { continue }
            let control = HTMLControlKind(field)
            if control == .subform, HTMLShapeEdit.showsOnlyAddButton(field, in: form) {
                absentPrefix = field.key + "."
                continue
            }
            guard control == .items || control == .dictionary, !field.isReadOnly, !form.isHidden(field),
                !form.isDisabled(field), form.acceptsInput(for: field)
            else { continue }
            result[field.key] = field
        }
        return result
    }

    /// Checks `edit` against the shape so far, and changes the shape as the edit will.
    mutating func check(_ edit: CollectionEdit) throws(FormError) {
        if case .add(let key) = edit, let field = collections[key], !field.isDictionary {
            if counts[key] == nil && entries[key] == nil { changedKeys.append(key) }
            counts[key] = count(key) + 1
            return
        }
        guard let (field, name) = collection(holding: edit.key) else {
            throw FormError(
                key: edit.key, reason: .notInput,
                defaultMessage: "a recorded edit may change only the items and entries the page edits in place; "
                    + "'\(MessageText.shown(edit.key))' is none of them")
        }
        if counts[field.key] == nil && entries[field.key] == nil { changedKeys.append(field.key) }
        if field.isDictionary {
            try checkEntryEdit(edit, of: field, name: name)
        } else {
            try checkItemEdit(edit, of: field, item: name)
        }
    }

    /// The collection a key names an item or entry of (`servers.1`, `environment.A.B`), with
    /// the rest of the key.
    private func collection(holding key: String) -> (field: Field, name: String)? {
        let whole = Substring(key)
        var rest = whole
        while let dot = DottedKey.firstDot(in: rest) {
            if let field = collections[String(DottedKey.head(of: whole, before: dot))] {
                return (field, String(DottedKey.tail(of: whole, after: dot)))
            }
            rest = DottedKey.tail(of: rest, after: dot)
        }
        return nil
    }

    private mutating func checkItemEdit(_ edit: CollectionEdit, of field: Field, item: String) throws(FormError) {
        let count = count(field.key)
        guard let index = RecordedEdits.index(Substring(item)) else {
            if let dot = DottedKey.firstDot(in: Substring(item)),
                RecordedEdits.index(DottedKey.head(of: Substring(item), before: dot)) != nil
            {
                throw FormError(
                    key: edit.key, reason: .notInput,
                    defaultMessage:
                        "a recorded edit changes the items of \(field.title) only; '\(MessageText.shown(edit.key))' "
                        + "lies inside an item, whose lists and switches are edited by their buttons, which post the page"
                )
            }
            throw FormError(
                key: edit.key, reason: .invalidText, defaultMessage: "'\(MessageText.shown(item))' is not an item index"
            )
        }
        func outOfRange(_ index: Int, last: Int) -> FormError {
            FormError(
                key: edit.key, reason: .indexOutOfRange,
                defaultMessage:
                    "\(field.title) has items 0 to \(last) at this point of the recorded edits, not \(index)",
                arguments: [
                    FormValueMember("title", .string(field.title)), FormValueMember("index", .int(index)),
                    FormValueMember("count", .int(count)),
                ])
        }
        switch edit {
        case .insert:
            guard index <= count else { throw outOfRange(index, last: count) }
            counts[field.key] = count + 1
        case .remove:
            guard index < count else { throw outOfRange(index, last: count - 1) }
            counts[field.key] = count - 1
        case .move(_, let destination):
            guard index < count else { throw outOfRange(index, last: count - 1) }
            guard destination < count else { throw outOfRange(destination, last: count - 1) }
            guard field.isSortable else {
                throw FormError(key: edit.key, reason: .readOnly, defaultMessage: "\(field.title) cannot be reordered")
            }
        case .add, .rename:
            throw FormError(
                key: edit.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is a list: add to it, remove or move its items")
        }
    }

    private mutating func checkEntryEdit(_ edit: CollectionEdit, of field: Field, name: String) throws(FormError) {
        var keys = entries[field.key] ?? Set(entryKeys(field.key))
        func taken(_ name: String) -> FormError {
            FormError(
                key: field.key + "." + name, reason: .duplicateKey,
                defaultMessage: "\(field.title) has an entry '\(MessageText.shown(name))' already",
                arguments: Self.entryArguments(field, name))
        }
        switch edit {
        case .add:
            guard keys.insert(name).inserted else { throw taken(name) }
        case .remove:
            guard keys.remove(name) != nil else { throw missing(name, in: field) }
        case .rename(_, let newName):
            guard keys.remove(name) != nil else { throw missing(name, in: field) }
            guard keys.insert(newName).inserted else { throw taken(newName) }
        case .insert, .move:
            throw FormError(
                key: edit.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is ordered by key: add, rename or remove its entries")
        }
        entries[field.key] = keys
    }

    private func missing(_ name: String, in field: Field) -> FormError {
        FormError(
            key: field.key + "." + name, reason: .unknownField,
            defaultMessage:
                "\(field.title) has no entry '\(MessageText.shown(name))' at this point of the recorded edits",
            arguments: Self.entryArguments(field, name))
    }

    /// The data an entry's error names, for a translation: the dictionary's `title` and the
    /// entry's `key`.
    private static func entryArguments(_ field: Field, _ name: String) -> [FormValueMember] {
        [FormValueMember("title", .string(field.title)), FormValueMember("key", .string(MessageText.shown(name)))]
    }

    private func count(_ key: String) -> Int {
        counts[key] ?? itemCount(key)
    }
}
