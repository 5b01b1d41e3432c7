/// Input from outside (a submitted page, a command line) into the items of collections of
/// subforms: a collection that is an input field takes input in all its items; one that
/// is not takes none, so outside input can create or remove items only where the
/// developer allowed the collection itself.
extension ModelForm {
    /// What became of one text given to a key inside an item.
    enum ItemInputResult {
        case applied
        case refused(FormError)
    }

    /// Whether the field at `key` inside an item takes input from outside now.
    func itemAcceptsInput(_ key: String) -> Bool {
        if let (address, form) = recentItemAddress(of: key), let inner = address.inner {
            let position = address.position
            return inputAllowed[position] && isEditable(at: position) && form.acceptsItemInput(for: inner)
        }
        // An item of a list of values (`tags.2`) is its list's: whether its index names an
        // item is the text's concern, as for `setText`.
        if let position = valueListItem(of: key)?.position { return inputAllowed[position] && isEditable(at: position) }
        guard let (position, rest) = collectionPrefix(of: key), inputAllowed[position], isEditable(at: position)
        else {
            return false
        }
        return itemRead(key, position: position, rest: rest) { $0.acceptsItemInput(for: $1) } ?? false
    }

    /// Applies a text from outside to a key inside an item; `nil` when `key` lies in no
    /// collection of subforms (it is then not a field at all).
    func applyItemInput(_ text: String, for key: String) -> ItemInputResult? {
        guard let position = collectionPrefix(of: key)?.position else { return nil }
        guard inputAllowed[position] else { return .refused(notInputError(shortened(key), at: position)) }
        do {
            try setText(text, for: key)
            return .applied
        } catch {
            return .refused(error)
        }
    }

    /// The order in which input is applied: fields in field order, then keys inside items
    /// by their collection's field order and their item numbers as numbers, at every level
    /// (so that `servers.2` is added before `servers.10`, and `servers.0.ports.2` before
    /// `servers.0.ports.10`), then anything else by its text.
    func inputOrder(_ key: String) -> InputOrder {
        if let index = schema.indexByKey[key] { return InputOrder(field: index, items: [], key: key) }
        guard let (position, rest) = collectionPrefix(of: key) ?? valueListItem(of: key) else {
            return InputOrder(field: .max, items: [], key: key)
        }
        return InputOrder(field: position, items: InputOrder.numbers(in: rest), key: key)
    }
}

/// Where a key's input is applied among the others (``ModelForm/inputOrder(_:)``).
struct InputOrder: Comparable {
    var field: Int
    /// The key's item numbers after the collection's key, outermost first (a component
    /// that is not a number counts as `Int.max`).
    var items: [Int]
    var key: String

    static func < (lhs: InputOrder, rhs: InputOrder) -> Bool {
        if lhs.field != rhs.field { return lhs.field < rhs.field }
        if lhs.items != rhs.items { return lhs.items.lexicographicallyPrecedes(rhs.items) }
        return lhs.key < rhs.key
    }

    /// The numbers among the first 64 dot-separated components of `rest` (the depth
    /// limit), in order: the first component always (the item number, `Int.max` when it is
    /// none), then every component made of digits only.
    static func numbers(in rest: Substring) -> [Int] {
        var numbers: [Int] = []
        for (offset, component) in DottedKey.components(of: rest, maxSplits: 63).enumerated() {
            let isNumber =
                component.count <= 18 && !component.isEmpty && component.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            if isNumber, let number = Int(component) {
                numbers.append(number)
            } else if offset == 0 {
                numbers.append(.max)
            }
        }
        return numbers
    }
}

/// Held edits inside the items of a collection of subforms: an item's field is conditioned
/// exactly as a top-level model's, so an edit made before the field was hidden stays in the
/// item's draft, is no change and no value while hidden, is not written by a commit, and
/// survives one (``ModelForm/heldEdits(writing:)`` for the form's own fields).
///
/// The collection's value in the form's draft holds every item's draft, held edits too
/// (what the items show once their fields are shown again); what the form counts as the
/// collection's change, its value and what a commit writes is its *shown* value, each item
/// with its hidden fields at the values its model holds.
extension ModelForm {
    /// The draft value of the field at `index` as a commit would write it: for a collection
    /// of subforms whose items hold edits of hidden fields, its items with those fields at
    /// the model's values; otherwise the draft value itself.
    func shownDraft(at index: Int) -> FormValue {
        guard records[index].isItemCollection, let list = collectionDrafts.lists[index] else {
            return values[index]
        }
        return list.shownValue() ?? values[index]
    }

    /// Whether the field at `index` is a change the form shows: its draft differs from the
    /// value the form started with, it is not hidden, and its difference is not only edits
    /// held inside its items.
    func isShownChange(at index: Int) -> Bool {
        values[index] != initialValues[index] && !isHidden(index) && shownDraft(at: index) != initialValues[index]
    }

    /// Whether the draft holds an edit no commit writes now: a hidden field's, or one held
    /// inside an item of a collection shown now.
    var holdsHiddenEdits: Bool {
        values.indices.contains { index in
            guard values[index] != initialValues[index] else { return false }
            if isHidden(index) { return records[index].isCommittable }
            return records[index].isItemCollection
                && collectionDrafts.lists[index]?.holdsHiddenEdits == true
        }
    }

    /// The item's draft as ``itemValue()`` gives it, with hidden fields at the values the
    /// item's model holds and its own collections at their shown values.
    func shownItemValue() -> FormValue {
        .object(
            schema.itemMembers(
                value: { isHidden($0) ? initialValues[$0] : shownDraft(at: $0) }, isAbsent: isAbsentSubform))
    }

    /// Takes over the held edits of `other`, the form of the same item before a commit wrote
    /// it (this form read it again after): each field whose draft `other` still holds apart
    /// from the value both read, with the item lists inside it. A field whose model value
    /// the commit changed otherwise is left as read.
    func adoptHeldEdits(of other: any ItemForm) {
        guard let other = other as? ModelForm<Model>, other.values.count == values.count else { return }
        for index in values.indices
        where other.values[index] != other.initialValues[index] && other.initialValues[index] == initialValues[index] {
            values[index] = other.values[index]
            states[index] = other.states[index]
            if let list = other.collectionDrafts.lists[index] { collectionDrafts.lists[index] = list }
        }
    }

    /// After a commit wrote the collections at `written`: the lists of those whose items hold
    /// edits of hidden fields, made again from the model as written, with each item's held
    /// edits taken over; the draft keeps them, and the value read is the form's starting value.
    /// Returns the positions whose lists are kept.
    func keepItemHeldEdits(written: [Int], lists: [Int: ItemList]) -> [Int] {
        var kept: [Int] = []
        for index in written where records[index].isItemCollection {
            guard let old = lists[index], old.holdsHiddenEdits,
                let codec = records[index].codec as? any ItemCollectionCoding
            else { continue }
            let list = ItemList.reading(
                schema.accessor(at: index).read(model), codec: codec, timeZone: timeZone,
                validationTiming: validationTiming)
            guard list.adoptHeldEdits(of: old) else { continue }
            collectionDrafts.lists[index] = list
            values[index] = list.value()
            kept.append(index)
        }
        return kept
    }
}

extension ItemList {
    /// Whether an item's form holds an edit of a hidden field (at any depth).
    var holdsHiddenEdits: Bool {
        slots.contains { $0.form?.holdsHiddenEdits ?? false }
    }

    /// The list's value as a commit writes it (``ModelForm/shownItemValue()`` per item);
    /// `nil` when no item holds an edit of a hidden field, so the value is ``value()``.
    func shownValue() -> FormValue? {
        guard holdsHiddenEdits else { return nil }
        let items = slots.map { slot in
            if let form = slot.form { return form.shownItemValue() }
            return slot.original.flatMap(codec.itemValue) ?? .null
        }
        guard isKeyed else { return .array(items) }
        return .object(zip(slots, items).map { FormValueMember($0.name ?? "", $1) })
    }

    /// Takes over the held edits of `old`, the same items before a commit wrote them: item by
    /// item, when the items are as many (and, in a dictionary, named alike). `false` when not.
    func adoptHeldEdits(of old: ItemList) -> Bool {
        guard slots.count == old.slots.count, zip(slots, old.slots).allSatisfy({ $0.name == $1.name }) else {
            return false
        }
        for index in slots.indices {
            guard let previous = old.slots[index].form, previous.holdsHiddenEdits, let form = form(at: index) else {
                continue
            }
            form.adoptHeldEdits(of: previous)
        }
        return true
    }
}
