import Foundation

/// What a dictionary of subforms (`[String: Account]`) offers beyond a collection of
/// subforms: its entries' keys, and a dictionary made of keyed items.
protocol KeyedItemCollectionCoding: ItemCollectionCoding {
    /// The entries of a dictionary of the collection's type, ordered by key.
    func keyedItems(_ value: Any) -> [(key: String, item: Any)]?
    /// A dictionary of the collection's type made of `entries`; `nil` if one is of another type.
    func makeDictionary(_ entries: [(key: String, item: Any)]) -> Any?
}

extension KeyedItemCollectionCoding {
    var isDictionaryOfSubforms: Bool { true }
}

/// A dictionary of nested models (`[String: Account]`): each entry is edited as a subform
/// of its own (the items of ``ItemCollectionCodec``), under its key (`accounts.work.email`).
/// Its value is an object whose members are the entries ordered by key.
struct KeyedItemCollectionCodec<Item>: KeyedItemCollectionCoding, @unchecked Sendable {
    // The item codec's schema is immutable and shared by every form of the item type.
    /// The entries' item side: the item type's schema, forms and template.
    let items: ItemCollectionCodec<Item>
    /// How the dictionary is stored in its model.
    let storage: Storage

    /// How a dictionary of items is stored in its model.
    struct Storage: Sendable {
        var swiftType: Any.Type
        /// The entries of a stored dictionary, in any order; `nil` when the value is not one.
        var entries: @Sendable (Any) -> [(key: String, item: Item)]?
        /// The stored dictionary of `entries`.
        var store: @Sendable ([(key: String, item: Item)]) -> Any
    }

    /// A dictionary stored as `[String: Item]`.
    init(items: ItemCollectionCodec<Item>) {
        self.init(
            items: items,
            storage: Storage(
                swiftType: [String: Item].self,
                entries: { value in (value as? [String: Item]).map { $0.map { (key: $0.key, item: $0.value) } } },
                store: { entries in Dictionary(entries, uniquingKeysWith: { _, last in last }) }))
    }

    init(items: ItemCollectionCodec<Item>, storage: Storage) {
        self.items = items
        self.storage = storage
    }

    var swiftType: Any.Type { storage.swiftType }
    var itemFields: [Field] { items.itemFields }
    var itemTypeName: String { items.itemTypeName }
    var canCreateItem: Bool { items.canCreateItem }
    /// Entries are titled by their keys.
    var itemTitleKey: String? { nil }
    var noNewItemReason: String { items.noNewItemReason }
    var accepted: String {
        Item.self == DynamicModel.self
            ? "an object of entries, each an object of its item's fields' values"
            : "entries of \(itemTypeName), each under a key, edited one field at a time"
    }

    func keyedItems(_ value: Any) -> [(key: String, item: Any)]? {
        storage.entries(value).map { entries in
            entries.sorted { $0.key < $1.key }.map { (key: $0.key, item: $0.item as Any) }
        }
    }

    func items(_ value: Any) -> [Any]? { keyedItems(value).map { $0.map(\.item) } }

    /// Entries need their keys: use ``makeDictionary(_:)``.
    func makeArray(_ items: [Any]) -> Any? { nil }

    func makeDictionary(_ entries: [(key: String, item: Any)]) -> Any? {
        var typed: [(key: String, item: Item)] = []
        typed.reserveCapacity(entries.count)
        for entry in entries {
            guard let item = entry.item as? Item else { return nil }
            typed.append((entry.key, item))
        }
        return storage.store(typed)
    }

    func makeForm(_ item: Any?) -> (any ItemForm)? { items.makeForm(item) }
    func makeForm(members: [FormValueMember]) -> (any ItemForm)? { items.makeForm(members: members) }

    func itemValue(_ item: Any) -> FormValue? { items.itemValue(item) }

    func encode(_ value: Any) -> FormValue? {
        guard let entries = keyedItems(value) else { return nil }
        var members: [FormValueMember] = []
        members.reserveCapacity(entries.count)
        for entry in entries {
            guard let object = itemValue(entry.item) else { return nil }
            members.append(FormValueMember(entry.key, object))
        }
        return .object(members)
    }

    /// New items made from the template with each entry's members written in; `nil` when
    /// a key cannot be an entry key, an item cannot be made or a member does not fit.
    func decode(_ value: FormValue) -> Any? {
        guard let members = value.objectValue,
            members.allSatisfy({ KeyedEntryKey.problem($0.key) == nil }),
            let decoded = items.decode(.array(members.map(\.value))).flatMap(items.storage.items),
            decoded.count == members.count
        else { return nil }
        return storage.store(zip(members, decoded).map { (key: $0.key, item: $1) })
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if storage.entries(value) != nil { return encode(value).map { .success($0) } ?? mismatch(value) }
        if let formValue = value as? FormValue { return normalize(formValue) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> { normalize(value, in: .gmt) }

    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        guard let members = value.objectValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        for member in members {
            if let problem = KeyedEntryKey.problem(member.key) {
                return .failure(.typeMismatch("entry key \(problem)"))
            }
        }
        let sorted = members.sorted { $0.key < $1.key }
        for index in sorted.indices.dropFirst() where sorted[index].key == sorted[index - 1].key {
            return .failure(.typeMismatch("has the key '\(shortened(sorted[index].key))' twice"))
        }
        return items.loadedItems(sorted.map(\.value), naming: { "entry '\(shortened(sorted[$0].key))'" })
            .map { _ in .object(sorted) }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> { parse(text, in: .gmt) }

    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        .failure(.typeMismatch("cannot be typed as one text; edit its entries' fields (key.NAME.field)"))
    }

    func format(_ value: FormValue) -> String { format(value, in: .gmt) }

    func format(_ value: FormValue, in timeZone: TimeZone) -> String {
        let count = value.objectValue?.count ?? 0
        return count == 1 ? "1 entry" : "\(count) entries"
    }
}

/// What the key of an entry of a dictionary of subforms may be: an entry key
/// (``EntryKey``) that holds no `.`, `[` or `]`, which separate the fields inside the
/// entry (`accounts.work.email`) and mark item templates (`accounts[].email`).
enum KeyedEntryKey {
    /// Why `key` cannot be the key of an entry that is a subform, or `nil` when it can.
    static func problem(_ key: String) -> String? {
        if let problem = EntryKey.problem(key) { return problem }
        // By scalars: a dot before a combining mark is one character with it, yet a dot.
        if key.unicodeScalars.contains(where: { $0 == "." || $0 == "[" || $0 == "]" }) {
            return "holds '.', '[' or ']', which separate the fields of an entry"
        }
        return nil
    }
}
