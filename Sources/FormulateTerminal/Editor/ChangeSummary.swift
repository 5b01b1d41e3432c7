import Formulate

/// The changes a form will commit, one line each: `Title: old -> new`.
struct ChangeSummary {
    /// The lines, in field order.
    var lines: [TerminalText]

    init<Model>(_ form: ModelForm<Model>, session: EditorSession<Model>) {
        lines = form.changes.compactMap { change in
            guard let field = form.field(change.key) else { return nil }
            let title = Self.path(of: field, in: form)
            if field.kind == .subform { // an optional subform switched on or off
                return "\(title): \(session.style.value(change.newValue.isNull ? "removed" : "added"))"
            }
            guard field.holdsValue else { return nil }
            if field.isSecret { return "\(title): changed" }
            let old = session.shown(session.displayText(change.oldValue, field: field))
            let new = session.shown(session.displayText(change.newValue, field: field))
            let style = session.style
            return "\(title): \(style.hint(old)) -> \(style.value(new))"
        }
    }

    /// A nested field's title after its subforms' titles: `Notifications / Sound`.
    static func path<Model>(of field: Field, in form: ModelForm<Model>) -> String {
        let components = field.key.split(separator: ".")
        var titles: [String] = []
        for length in 1..<max(components.count, 1) {
            let key = components.prefix(length).joined(separator: ".")
            if let parent = form.field(key) { titles.append(parent.title) }
        }
        return (titles + [field.title]).joined(separator: " / ")
    }
}
