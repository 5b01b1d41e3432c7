import Formulate

/// The changes a form will commit, one line each: `Title: old -> new`; inside a list, one
/// line per item change: `Saved Servers › Home › Port: 443 -> 8443`, `Saved Servers › Office: added`.
struct ChangeSummary {
    /// The lines, in field order.
    var lines: [TerminalText]

    init<Model>(_ form: ModelForm<Model>, session: EditorSession<Model>) {
        let style = session.style
        lines = form.changes.flatMap { change -> [TerminalText] in
            guard let field = form.field(change.key) else { return [] }
            let title = Self.path(of: field, in: form)
            if field.kind == .subform { // an optional subform switched on or off
                return ["\(title): \(style.value(change.newValue.isNull ? "removed" : "added"))"]
            }
            guard field.holdsValue else { return [] }
            if !change.items.isEmpty {
                return Self.itemLines(change, of: field, title: title, in: form, show: session.displayText).map {
                    line in
                    guard let values = line.values else { return "\(line.path): \(style.value("\(line.what)"))" }
                    let (old, new) = (session.shown(values.old), session.shown(values.new))
                    return "\(line.path): \(style.hint(old)) -> \(style.value(new))"
                }
            }
            if field.isSecret { return ["\(title): changed"] }
            let old = session.shown(session.displayText(change.oldValue, field: field))
            let new = session.shown(session.displayText(change.newValue, field: field))
            return ["\(title): \(style.hint(old)) -> \(style.value(new))"]
        }
    }

    /// A nested field's title after its subforms' titles: `Notifications / Sound`.
    static func path<Model>(of field: Field, in form: ModelForm<Model>) -> String {
        let components = DottedKey.components(of: field.key)
        var titles: [String] = []
        for length in 1..<max(components.count, 1) {
            let key = components.prefix(length).joined(separator: ".")
            if let parent = form.field(key) { titles.append(parent.title) }
        }
        return (titles + [field.title]).joined(separator: " / ")
    }

    /// One item change of a list, as both editors say it: its path from the list's `title`
    /// (`Saved Servers › Home › Port`), and either the values before and after, each as
    /// `show` writes it (not made visible yet), or what happened (`added`, `removed`, `moved from 2 to 1`, `changed`).
    struct ItemLine {
        var path: String
        var what: String
        var values: (old: String, new: String)?
    }

    /// The item changes of `change`, a change of the list `field`.
    static func itemLines<Model>(
        _ change: FieldChange, of field: Field, title: String, in form: ModelForm<Model>,
        show: (FormValue, Field) -> String
    ) -> [ItemLine] {
        change.items.map { item in
            let path = ([title] + item.path.dropFirst()).joined(separator: " › ")
            guard item.kind == .edited, !item.isSecret,
                let shownField = item.fieldKey.flatMap({ form.field($0) })
                    ?? (item.fieldKey == nil ? field.itemTemplate : nil)
            else { return ItemLine(path: path, what: item.what) }
            return ItemLine(
                path: path, what: item.what, values: (show(item.oldValue, shownField), show(item.newValue, shownField)))
        }
    }
}
