import Formulate

/// Finds an item of a collection of subforms by its key (`servers.0`), for the screens and
/// titles that show one.
enum FormItemLookup {
    /// The item at `key`, or `nil` when `key` is no item of a collection of subforms.
    static func item<Model>(_ key: String, in form: ModelForm<Model>) -> FormItem? {
        guard let parent = DottedKey.parent(of: key), let list = form.field(String(parent)),
            list.isCollectionOfSubforms
        else { return nil }
        return form.items(in: list.key).first { $0.key == key }
    }
}
