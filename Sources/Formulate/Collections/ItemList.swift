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

        init(original: Any?, form: (any ItemForm)?) {
            self.original = original
            self.form = form
        }
    }

    let codec: any ItemCollectionCoding
    private(set) var slots: [Slot]
    /// Whether items were added, removed or moved.
    private(set) var isRearranged = false
    /// Whether the person edited the list or one of its items.
    var isTouched = false
    private let timeZone: TimeZone
    private let validationTiming: ValidationTiming

    init(codec: any ItemCollectionCoding, items: [Any], timeZone: TimeZone, validationTiming: ValidationTiming) {
        self.codec = codec
        self.slots = items.map { Slot(original: $0, form: nil) }
        self.timeZone = timeZone
        self.validationTiming = validationTiming
    }

    var count: Int { slots.count }

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

    /// Adds `form`, the form of a new item, at `index`.
    func insert(_ form: any ItemForm, at index: Int) {
        slots.insert(Slot(original: nil, form: form), at: index)
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

    /// Whether the list differs from the model's: rearranged, or an item edited.
    var isChanged: Bool {
        isRearranged || slots.contains { $0.form?.isDirty ?? false }
    }

    /// The current value of the list: each item's draft as an object.
    func value() -> FormValue {
        .array(
            slots.indices.map { index in
                if let form = slots[index].form { return form.itemValue() }
                return slots[index].original.flatMap(codec.itemValue) ?? .null
            })
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
        return codec.makeArray(items)
    }
}
