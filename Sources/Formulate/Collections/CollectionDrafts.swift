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
