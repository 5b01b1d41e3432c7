import Foundation

/// The draft of one collection of subforms in a form: its items in their current order,
/// each the item the model held (or a new one) and, once it has been looked at, a form
/// over it.
///
/// Forms are made on first use, so a form over a long list costs nothing per item until
/// an item is read or edited, and an edit of one item touches that item alone.
final class ItemList {
    /// One item: where it came from and its form once made.
    final class Slot {
        /// The item as the model held it; `nil` for an item added in the form.
        let original: Any?
        var form: (any ItemForm)?
        /// The entry's key, in a dictionary of subforms (``isKeyed``); `nil` in a list.
        var name: String?

        init(original: Any?, form: (any ItemForm)?, name: String? = nil) {
            self.original = original
            self.form = form
            self.name = name
        }
    }

    let codec: any ItemCollectionCoding
    /// Whether the list is a dictionary of subforms: its items are entries named by key.
    /// Asked once here, not by a cast for every key inside an item. // perf: scenario 14
    let isKeyed: Bool
    private(set) var slots: [Slot]
    /// Whether items were added, removed or moved.
    private(set) var isRearranged = false
    /// Whether the person edited the list or one of its items.
    var isTouched = false
    private let timeZone: TimeZone
    private let validationTiming: ValidationTiming

    init(codec: any ItemCollectionCoding, items: [Any], timeZone: TimeZone, validationTiming: ValidationTiming) {
        self.codec = codec
        self.isKeyed = codec.isDictionaryOfSubforms
        self.slots = items.map { Slot(original: $0, form: nil) }
        self.timeZone = timeZone
        self.validationTiming = validationTiming
    }

    /// The list of the collection `codec` stored as `value` in a model (empty when `nil`):
    /// a dictionary of subforms keeps its entries ordered by key, each slot named by it.
    static func reading(
        _ value: Any?, codec: any ItemCollectionCoding, timeZone: TimeZone, validationTiming: ValidationTiming
    ) -> ItemList {
        guard let keyed = codec as? any KeyedItemCollectionCoding else {
            let items = value.flatMap(codec.items) ?? []
            return ItemList(codec: codec, items: items, timeZone: timeZone, validationTiming: validationTiming)
        }
        let entries = value.flatMap(keyed.keyedItems) ?? []
        let list = ItemList(
            codec: codec, items: entries.map(\.item), timeZone: timeZone, validationTiming: validationTiming)
        for (slot, entry) in zip(list.slots, entries) { slot.name = entry.key }
        return list
    }

    /// The list of the collection `codec` whose value is `value` (an array of item objects,
    /// or a dictionary's object of them), each item a new draft with the object's values
    /// written in and its rules not checked yet: a value set as a whole, shown and
    /// validated item by item. `nil` when an item cannot be made (no `init()`) or does not fit.
    static func drafting(
        _ value: FormValue, codec: any ItemCollectionCoding, timeZone: TimeZone, validationTiming: ValidationTiming
    ) -> ItemList? {
        let members: [FormValueMember]
        if codec.isDictionaryOfSubforms {
            guard let object = value.objectValue else { return nil }
            members = object
        } else {
            guard let array = value.arrayValue else { return nil }
            members = array.map { FormValueMember("", $0) }
        }
        let list = ItemList(codec: codec, items: [], timeZone: timeZone, validationTiming: validationTiming)
        for (index, member) in members.enumerated() {
            guard let fields = member.value.objectValue, let form = codec.makeForm(members: fields) else { return nil }
            form.timeZone = timeZone
            form.validationTiming = validationTiming
            list.insert(form, at: index, name: codec.isDictionaryOfSubforms ? member.key : nil)
        }
        return list
    }

    var count: Int { slots.count }

    /// A copy of the list whose item forms are rehearsals of these
    /// (``ModelForm/inputRehearsal()``): editing it changes nothing here.
    func rehearsalCopy() -> ItemList {
        let copy = ItemList(codec: codec, items: [], timeZone: timeZone, validationTiming: validationTiming)
        copy.slots = slots.map { Slot(original: $0.original, form: $0.form?.rehearsalItemForm(), name: $0.name) }
        copy.isRearranged = isRearranged
        copy.isTouched = isTouched
        return copy
    }

    /// The key of the item at `index` inside the collection: its index in a list (`3`), its
    /// entry key in a dictionary (`work`).
    func itemName(at index: Int) -> String {
        guard slots.indices.contains(index), let name = slots[index].name else { return String(index) }
        return name
    }

    /// The form of the item at `index`, made now if needed; `nil` when the item cannot be
    /// read as the item type.
    func form(at index: Int) -> (any ItemForm)? {
        guard slots.indices.contains(index) else { return nil }
        let slot = slots[index]
        if let form = slot.form { return form }
        guard let form = codec.makeForm(slot.original) else { return nil }
        form.timeZone = timeZone
        form.validationTiming = validationTiming
        slot.form = form
        return form
    }

    /// Adds `form`, the form of a new item, at `index` (named `name` in a dictionary).
    func insert(_ form: any ItemForm, at index: Int, name: String? = nil) {
        slots.insert(Slot(original: nil, form: form, name: name), at: index)
        isRearranged = true
        isTouched = true
    }

    func remove(at index: Int) {
        slots.remove(at: index)
        isRearranged = true
        isTouched = true
    }

    /// Moves the item at `source` to `destination`, shifting the items between them by one:
    /// the cost is the distance moved, not the length of the list.
    func move(from source: Int, to destination: Int) {
        guard source != destination else { return }
        slots.shiftElement(from: source, to: destination)
        isRearranged = true
        isTouched = true
    }

    /// Renames the entry at `source` of a dictionary to `name`, moving it to `destination`,
    /// its place in key order (the index it has once it left `source`).
    func rename(at source: Int, to name: String, destination: Int) {
        slots[source].name = name
        slots.shiftElement(from: source, to: destination)
        isRearranged = true
        isTouched = true
    }

    /// Where the entry `name` is, or belongs, in a dictionary's slots ordered by key
    /// (binary search).
    func entryIndex(of name: String) -> (index: Int, found: Bool) {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if (slots[middle].name ?? "") < name { low = middle + 1 } else { high = middle }
        }
        return (low, low < slots.count && slots[low].name == name)
    }

    /// Whether the list differs from the model's: rearranged, or an item edited.
    var isChanged: Bool {
        isRearranged || slots.contains { $0.form?.isDirty ?? false }
    }

    /// The current value of the list: each item's draft as an object (a dictionary's as
    /// the members of an object, under the entries' keys).
    func value() -> FormValue {
        let items = slots.indices.map { index in
            if let form = slots[index].form { return form.itemValue() }
            return slots[index].original.flatMap(codec.itemValue) ?? .null
        }
        guard isKeyed else { return .array(items) }
        return .object(zip(slots, items).map { FormValueMember($0.name ?? "", $1) })
    }

    /// The items with their drafts written in, in order, as the collection's array type.
    func committedArray() throws(FormErrors) -> Any? {
        var items: [Any] = []
        items.reserveCapacity(slots.count)
        for slot in slots {
            if let form = slot.form, form.isDirty || slot.original == nil {
                items.append(try form.committedItem())
            } else if let original = slot.original {
                items.append(original)
            }
        }
        guard let keyed = codec as? any KeyedItemCollectionCoding else { return codec.makeArray(items) }
        return keyed.makeDictionary(zip(slots, items).map { (key: $0.name ?? "", item: $1) })
    }
}

/// What a form keeps about its collections of subforms, dictionaries and optional
/// subforms beyond the values of ``ModelForm``'s draft: the item forms of each collection,
/// made on first use.
final class CollectionDrafts {
    /// The item lists made so far, by the collection field's index.
    var lists: [Int: ItemList] = [:]
    /// The positions of the form's collections of subforms, found on first use.
    var itemCollectionPositions: [Int]?
    /// Optional subforms switched on (`true`) or off (`false`) by a ``CollectionEdit``, by
    /// the subform's index.
    var switches: [Int: Bool] = [:]
    /// The item of a list the last key inside an item was routed to
    /// (``ModelForm/recentItemAddress(of:)``).
    var recentItem: RecentItem?
    /// The shape edits applied since the form read its model, in order
    /// (``ModelForm/appliedShapeEdits``).
    var appliedEdits: [CollectionEdit] = []

    /// Forgets every item form (after a commit, a reset or a refresh: the lists are made
    /// again from the model).
    func forget() {
        lists = [:]
        switches = [:]
        recentItem = nil
        appliedEdits = []
    }

    /// Forgets every item form but those of the collections at `kept` (edits a commit left
    /// in the draft, see ``ModelForm/heldEdits(writing:)``).
    func forget(keeping kept: [Int]) {
        guard !kept.isEmpty else { return forget() }
        lists = lists.filter { kept.contains($0.key) }
        switches = [:]
        recentItem = nil
        appliedEdits = []
    }

    /// Forgets the applied edits of the field at `key` and of what lies in it (a reset of
    /// that field put its shape back).
    func forgetAppliedEdits(under key: String) {
        appliedEdits.removeAll { $0.key == key || DottedKey.isInside($0.key, key) }
    }
}

/// The item of a list (not a dictionary) a key inside an item was last routed to: a
/// renderer or a submission asks several questions about each field of an item in turn,
/// and each would parse its key and look its collection up again.
struct RecentItem {
    /// The keys' common start, up to the dot before the key inside the item (`servers.3.`).
    let prefix: String
    /// The item's address (its ``ModelForm/ItemAddress/inner`` is the first key's).
    let position: Int
    let index: Int
    let list: ItemList
    /// The item's form, which must still be at `index` of `list`.
    let form: any ItemForm
}

extension Array {
    /// Moves the element at `source` to `destination`, shifting the elements between them
    /// by one: the cost is the distance moved, not the length of the array.
    mutating func shiftElement(from source: Int, to destination: Int) {
        guard indices.contains(source), indices.contains(destination) else { return }
        let step = source < destination ? 1 : -1
        var current = source
        while current != destination {
            swapAt(current, current + step)
            current += step
        }
    }
}
