import Formulate

/// One entry of an option picker: an option (by its index among the field's options), or
/// the entry that clears an optional field (`index` `nil`).
struct PickerEntry {
    var title: String
    var index: Int?

    /// The entries of `field` whose titles contain `filter` (ignoring case): "None" (or the
    /// placeholder) first for an optional field, then the options in order.
    static func entries(of field: Field, filter: String) -> [PickerEntry] {
        var entries: [PickerEntry] = []
        if field.isOptional { entries.append(PickerEntry(title: field.noneOptionTitle ?? "None", index: nil)) }
        entries += field.options.indices.map { PickerEntry(title: field.options[$0].title, index: $0) }
        let wanted = filter.lowercased()
        return wanted.isEmpty ? entries : entries.filter { $0.title.lowercased().contains(wanted) }
    }
}
