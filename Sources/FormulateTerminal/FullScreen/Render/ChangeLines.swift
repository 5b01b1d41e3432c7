import Formulate

/// The changes a save commits, one line each: `Title: old -> new` (a secret just "changed").
enum ChangeLines {
    static func lines<Model>(of form: ModelForm<Model>) -> [BoxLine] {
        form.changes.compactMap { change in
            guard let field = form.field(change.key), field.holdsValue, field.kind != .subform else { return nil }
            let title = ChangeSummary.path(of: field, in: form)
            if field.isSecret { return BoxLine(title + ": changed") }
            let old = shown(ValueText.display(change.oldValue, of: field, in: form))
            let new = shown(ValueText.display(change.newValue, of: field, in: form))
            return BoxLine("\(title): \(old) -> \(new)")
        }
    }

    private static func shown(_ text: String) -> String {
        text.isEmpty ? "(empty)" : text
    }
}
