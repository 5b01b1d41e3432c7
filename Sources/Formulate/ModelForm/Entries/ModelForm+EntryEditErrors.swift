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
