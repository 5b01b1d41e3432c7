import Formulate

extension FullScreenEditor {
    /// Ctrl-S: checks every field; shows the changes if all are valid, else says what is
    /// wrong and selects the first field to fix.
    func startReview(_ state: inout FullScreenState) {
        let errors = form.validate()
        if let first = errors.first {
            state.status =
                "\(errors.count == 1 ? "1 field needs" : "\(errors.count) fields need") fixing: \(first.message)"
            reveal(&state, first.key)
            return
        }
        guard form.isDirty else {
            state.status = "No changes to save."
            return
        }
        state.mode = .reviewing
    }

    /// The changes overlay: `y` (or Enter) saves, `n` or Esc goes back.
    func review(_ state: inout FullScreenState, _ key: Key) -> FullScreenEffect? {
        switch key {
        case .character("y"), .character("Y"), .enter:
            state.mode = .browsing
            return .save
        case .character("n"), .character("N"), .escape, .character("q"):
            state.mode = .browsing
        default:
            break
        }
        return nil
    }

    /// Quitting with unsaved changes: `y` quits, `n` or Esc goes back.
    func confirmQuit(_ state: inout FullScreenState, _ key: Key) -> FullScreenEffect? {
        switch key {
        case .character("y"), .character("Y"): return .quit
        case .character("n"), .character("N"), .escape: state.mode = .browsing
        default: break
        }
        return nil
    }

    /// Commits the form and hands the model to ``save``; the status line says how it went.
    public func performSave(_ state: FullScreenState) -> FullScreenState {
        var state = state
        do {
            try save(try form.commit())
            state.status = "Saved."
        } catch let errors as FormErrors {
            state.status = "Not saved: " + (errors.errors.first?.message ?? "the form is invalid")
            if let first = errors.errors.first { reveal(&state, first.key) }
        } catch {
            state.status = "Not saved: \(error)"
        }
        return state
    }

    /// Shows the field at `key`: back on the top screen, with the field (or the subform or
    /// list that holds it) selected.
    func reveal(_ state: inout FullScreenState, _ key: String) {
        state.screens.removeSubrange(1...)
        let topKeys = Set(form.fields.map(\.key))
        var components = DottedKey.components(of: key).map(String.init)
        while components.count > 1, !topKeys.contains(components.joined(separator: ".")) { components.removeLast() }
        let top = components.joined(separator: ".")
        guard let field = form.field(top) else { return }
        state.screen.selection = field.key
        if field.kind == .subform, key != top, form.field(key) != nil {
            enter(&state, top)
            state.screen.selection = key
        }
    }
}
