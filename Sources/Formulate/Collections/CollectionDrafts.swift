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

    /// Forgets every item form (after a commit, a reset or a refresh: the lists are made
    /// again from the model).
    func forget() {
        lists = [:]
        switches = [:]
    }
}
