import Formulate

/// One row of a screen's list: a section's header or footer, a field, an item of a list,
/// or the row that adds an item.
struct ScreenRow {
    enum Content {
        case header(String)
        case footer(String)
        case field(Field)
        case item(list: Field, index: Int)
        /// An item of a collection of subforms: Enter opens its fields.
        case formItem(list: Field, item: FormItem)
        case addItem(list: Field)
    }

    var content: Content

    /// The identity a selection keeps: a field's key, `key[N]` for an item, `key[+]` for
    /// the adding row; `nil` for rows that cannot be selected.
    var id: String? {
        switch content {
        case .header, .footer: return nil
        case .field(let field): return field.key
        case .item(let list, let index): return "\(list.key)[\(index)]"
        case .formItem(_, let item): return item.key
        case .addItem(let list): return "\(list.key)[+]"
        }
    }

    /// The field a row shows, if it is a field.
    var field: Field? {
        if case .field(let field) = content { return field }
        return nil
    }

    /// The rows of the screen showing `key` (the top level when `nil`): sections with their
    /// headers and footers and a row per visible field, or for a list its items and a row
    /// to add one.
    static func rows<Model>(of key: String?, in form: ModelForm<Model>) -> [ScreenRow] {
        guard let key else { return rows(of: form.visibleSections, in: form) }
        guard let field = form.field(key) else {
            return FormItemLookup.item(key, in: form).map { rows(of: $0.sections, in: form) } ?? []
        }
        if field.kind == .collection {
            let items: [ScreenRow]
            if field.isCollectionOfSubforms {
                items = form.items(in: key).map { ScreenRow(content: .formItem(list: field, item: $0)) }
            } else if field.isDictionary {
                items = form.items(in: key).flatMap { $0.fields.map { ScreenRow(content: .field($0)) } }
            } else {
                items = (0..<form.itemCount(for: key)).map { ScreenRow(content: .item(list: field, index: $0)) }
            }
            let canAdd = field.canAddItems && form.takesInput(field)
            return items + (canAdd ? [ScreenRow(content: .addItem(list: field))] : [])
        }
        // Inside an item the form lists no visible fields by key: the children not hidden are.
        let visible = form.visibleFields(in: key)
        let visibleKeys = Set(
            visible.isEmpty ? field.children.filter { !form.isHidden($0.key) }.map(\.key) : visible.map(\.key))
        let sections = FormSection.sections(of: field.children).compactMap { section -> FormSection? in
            var visible = section
            visible.keys = section.keys.filter(visibleKeys.contains)
            return visible.keys.isEmpty ? nil : visible
        }
        return rows(of: sections, in: form)
    }

    private static func rows<Model>(of sections: [FormSection], in form: ModelForm<Model>) -> [ScreenRow] {
        var rows: [ScreenRow] = []
        for section in sections {
            if let header = section.header, !header.isEmpty { rows.append(ScreenRow(content: .header(header))) }
            rows += section.keys.compactMap { form.field($0).map { ScreenRow(content: .field($0)) } }
            if let footer = section.footer, !footer.isEmpty { rows.append(ScreenRow(content: .footer(footer))) }
        }
        return rows
    }
}
