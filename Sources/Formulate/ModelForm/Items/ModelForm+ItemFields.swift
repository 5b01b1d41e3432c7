/// The fields inside items, asked by key (`servers.0.host`), as a renderer asks them.
extension ModelForm {
    /// The field at a key inside an item, with its key in this form; `nil` when there is none.
    func itemField(_ key: String) -> Field? {
        if let (position, entry) = entryAddress(of: key) {
            guard hasEntry(entry, at: position), let template = schema.flat[position].itemTemplate else { return nil }
            return entryTemplate(template, key: key, title: entry)
        }
        guard let address = try? itemAddress(of: key, forWriting: false), let inner = address.inner,
            let field = address.list.form(at: address.index)?.field(inner)
        else { return nil }
        return field.rekeyed(prefix: address.itemKey(in: schema) + ".")
    }

    /// ``visibleFields(in:)`` of a subform inside an item.
    func itemVisibleFields(in key: String) -> [Field] {
        guard let address = try? itemAddress(of: key, forWriting: false), let inner = address.inner,
            let form = address.list.form(at: address.index)
        else { return [] }
        return form.visibleFields(in: inner).map { $0.rekeyed(prefix: address.itemKey(in: schema) + ".") }
    }

    /// Inserts a typed item (a `Server`) into the collection of subforms at `position`.
    func insertModelItem(_ item: Any, at index: Int?, position: Int) throws(FormError) {
        _ = try editableCodec(at: position)
        let field = schema.flat[position]
        guard let list = itemList(at: position) else { return }
        guard !list.isKeyed else {
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is ordered by key: add an entry (\(field.key).NAME) and set its fields")
        }
        let target = index ?? list.count
        guard target >= 0, target <= list.count else {
            throw FormError.itemOutOfRange(
                key: field.key, title: field.title, index: String(target), count: list.count,
                defaultMessage:
                    "\(field.title) has \(list.count) items; an item can be inserted at 0 to \(list.count), not \(target)"
            )
        }
        guard let form = list.codec.makeForm(item) else {
            throw FormError(
                key: field.key, reason: .typeMismatch,
                defaultMessage: "\(field.title) holds \(list.codec.itemTypeName) items, not \(type(of: item))")
        }
        form.timeZone = timeZone
        form.validationTiming = validationTiming
        insert(form, at: target, position: position)
    }
}
