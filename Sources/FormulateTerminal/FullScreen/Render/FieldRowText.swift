import Formulate

/// What a field's row shows in its value column, and in which style.
enum FieldRowText {
    /// Whether a field is shown as read-only: it is, or it takes no input (the model keeps
    /// it from input), so a person cannot change it here.
    static func isReadOnly<Model>(_ field: Field, in form: ModelForm<Model>) -> Bool {
        if field.isReadOnly { return true }
        let isSwitch = field.kind == .subform && field.isOptional
        return (field.holdsValue || isSwitch) && !form.acceptsInput(for: field)
    }

    static func value<Model>(of field: Field, in form: ModelForm<Model>) -> (String, CellStyle) {
        let note = form.isDisabled(field.key) ? "  (disabled)" : isReadOnly(field, in: form) ? "  (read-only)" : ""
        switch field.kind {
        case .subform where field.isOptional && form.isNestedModelAbsent(field.key):
            return ("(none)  Space adds it" + note, .dim)
        case .subform:
            let count = form.visibleFields(in: field.key).count
            return ("› \(count) setting\(count == 1 ? "" : "s")" + note, .plain)
        case .collection:
            return ("› " + items(of: field, in: form) + note, .plain)
        case .button:
            return ("[ Enter runs it ]" + note, .plain)
        case .boolean:
            return ((form.value(for: field.key) == .bool(true) ? "[x]" : "[ ]") + note, .plain)
        default:
            break
        }
        guard field.holdsValue else { return ("", .plain) }
        let text = ValueText.display(form.value(for: field.key) ?? .null, of: field, in: form)
        if text.isEmpty {
            if field.kind == .multipleChoice || field.kind == .bitfield { return ("none" + note, .dim) }
            if let placeholder = field.placeholder, !placeholder.isEmpty { return ("e.g. " + placeholder + note, .dim) }
            return ("(empty)" + note, .dim)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.count > 1 ? (lines.first.map(String.init) ?? "") + " …" : text
        return (shown + note, .value)
    }

    /// "no items", "1 item: a@example.com", "2 items: a, b".
    private static func items<Model>(of field: Field, in form: ModelForm<Model>) -> String {
        if field.isDictionary || field.isCollectionOfSubforms {
            // Titles: an item's title field or number, an entry's key; the first 20 only
            // are read, however long the list.
            let count = form.itemCount(for: field.key)
            let (one, many) = field.isDictionary ? ("entry", "entries") : ("item", "items")
            guard count > 0 else { return "no \(many)" }
            return "\(count) \(count == 1 ? one : many): "
                + form.items(in: field.key, range: 0..<20).map(\.title).joined(separator: ", ")
        }
        let count = form.itemCount(for: field.key)
        guard count > 0 else { return "no items" }
        let texts = form.itemTexts(for: field.key)
        return "\(count) item\(count == 1 ? "" : "s"): " + texts.joined(separator: ", ")
    }
}
