import Formulate

/// The changes a save commits, one line each: `Title: old -> new` (a secret just "changed");
/// inside a list, one line per item change (`Saved Servers › Home › Port: 443 -> 8443`).
enum ChangeLines {
    static func lines<Model>(of form: ModelForm<Model>) -> [BoxLine] {
        form.changes.flatMap { change -> [BoxLine] in
            guard let field = form.field(change.key), field.holdsValue, field.kind != .subform else { return [] }
            let title = ChangeSummary.path(of: field, in: form)
            if !change.items.isEmpty {
                return ChangeSummary.itemLines(change, of: field, title: title, in: form) { value, field in
                    shown(ValueText.display(value, of: field, in: form))
                }.map { line in
                    BoxLine("\(line.path): " + (line.values.map { "\($0.old) -> \($0.new)" } ?? line.what))
                }
            }
            if field.isSecret { return [BoxLine(title + ": changed")] }
            let old = shown(ValueText.display(change.oldValue, of: field, in: form))
            let new = shown(ValueText.display(change.newValue, of: field, in: form))
            return [BoxLine("\(title): \(old) -> \(new)")]
        }
    }

    /// How many changes a save commits, as the review lists them: each item change of a
    /// list counts.
    static func count<Model>(of form: ModelForm<Model>) -> Int {
        form.changes.reduce(0) { $0 + max(1, $1.items.count) }
    }

    private static func shown(_ text: String) -> String {
        text.isEmpty ? "(empty)" : text
    }
}
