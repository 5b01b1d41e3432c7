import Formulate

extension EditorSession {
    /// After the walk: checks every field, offers to go back to invalid ones, shows the
    /// changes and commits them if the person says so.
    func finish(saveQuestion: String) throws(EndOfInput) -> TerminalEditor.Outcome<Model> {
        while true {
            let errors = form.validate()
            if !errors.isEmpty {
                guard try fix(errors) else {
                    say(style.warning("Nothing was saved."))
                    return .discarded
                }
                continue
            }
            let summary = ChangeSummary(form, session: self)
            if summary.lines.isEmpty {
                write("\n")
                say("No changes.")
                return .unchanged(form.model)
            }
            write("\n")
            say(style.heading("Changes:"))
            for line in summary.lines { say(line, depth: 1) }
            write("\n")
            guard try confirm("\(saveQuestion)", default: true) else {
                say(style.warning("Discarded the changes: nothing was saved."))
                return .discarded
            }
            do {
                return .saved(try form.commit())
            } catch {
                // validate() passed, so this is a model that refused a value: say which.
                for failure in error.errors { sayError(failure, depth: 0) }
                guard try confirm("Go back to those fields?", default: true) else {
                    say(style.warning("Nothing was saved."))
                    return .discarded
                }
                try revisit(error.errors)
            }
        }
    }

    /// Shows what is invalid and asks those fields again; `false` if the person declines
    /// or none of them can be edited here.
    private func fix(_ errors: [FormError]) throws(EndOfInput) -> Bool {
        write("\n")
        say(style.error("Some answers need fixing:"))
        for error in errors { sayError(error, depth: 0) }
        guard errors.contains(where: { isEditable($0.key) }) else {
            say("They cannot be changed here.")
            return false
        }
        guard try confirm("Go back to them?", default: true) else { return false }
        try revisit(errors)
        return true
    }

    private func revisit(_ errors: [FormError]) throws(EndOfInput) {
        var seen: Set<String> = []
        for error in errors where seen.insert(error.key).inserted && isEditable(error.key) {
            guard let field = form.field(error.key) else { continue }
            try ask(field, depth: 0)
        }
    }

    private func isEditable(_ key: String) -> Bool {
        guard let field = form.field(key) else { return false }
        return form.takesInput(field)
    }
}
