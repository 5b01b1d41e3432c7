import Formulate

/// A full-screen settings screen for a form, in the manner of `menuconfig` or `htop`'s
/// setup: sections, a row per field, keys to move, edit, search, save and quit.
///
/// It is built as a pure core and a thin terminal layer:
/// - ``update(_:_:)`` takes a ``FullScreenState`` and a ``Key`` and returns the next state
///   and what the program should do (``FullScreenEffect``: save, quit). Edits go to the form.
/// - ``render(_:)`` draws a state into a ``ScreenBuffer``: text, never escape codes.
/// - ``run(colors:status:)`` puts the terminal in raw mode on the alternate screen, decodes keys,
///   redraws on resize and restores the terminal on every exit.
///
/// ```swift
/// let form = try ModelForm(settings)
/// let editor = FullScreenEditor(form: form, title: "Settings") { try save($0) }
/// if FullScreenEditor<Settings>.isAvailable() { _ = editor.run() }
/// ```
///
/// A collection of subforms opens a screen listing its items by title: Enter opens an
/// item's fields, `a` adds one, `d` deletes, `K`/`J` move it up or down. A dictionary's
/// screen lists its entries: `a` asks a new key, `r` renames, `d` deletes. Space on an
/// optional subform adds it, or asks before removing it.
///
/// Keys are input from outside, as a submitted page is: a field the model keeps from
/// input (`ModelForm.acceptsInput(for:)`) is drawn read-only and no key writes it.
///
/// Titles, values and messages from the model are drawn as text: control characters,
/// escape sequences and bidirectional controls show as `^[`, `<U+202E>` and the like.
public struct FullScreenEditor<Model> {
    /// The form edited.
    public let form: ModelForm<Model>
    /// The title bar's text.
    public var title: String
    /// Called with the committed model when the person saves; a thrown error is shown on
    /// the status line.
    public var save: (Model) throws -> Void

    /// An editor over `form`, titled `title`, that calls `save` with the committed model.
    public init(form: ModelForm<Model>, title: String, save: @escaping (Model) throws -> Void) {
        self.form = form
        self.title = title
        self.save = save
    }

    /// The first state for a window of `width` x `height`: the first field selected, and
    /// `status` on the status line until the first key.
    public func start(width: Int, height: Int, status: String? = nil) -> FullScreenState {
        var state = FullScreenState(width: width, height: height)
        state.status = status
        state.screen.selection = rows(state).first { $0.id != nil }?.id
        return state
    }

    /// `state` in a window resized to `width` x `height`, the selected row still in view.
    public func resize(_ state: FullScreenState, width: Int, height: Int) -> FullScreenState {
        var state = state
        state.width = width
        state.height = height
        scrollToSelection(&state)
        return state
    }

    /// The rows of the screen shown.
    func rows(_ state: FullScreenState) -> [ScreenRow] {
        ScreenRow.rows(of: state.screen.key, in: form)
    }
}

/// What the program should do after a key, besides drawing the new state.
public enum FullScreenEffect: Sendable, Hashable {
    /// The person confirmed saving: call ``FullScreenEditor/performSave(_:)``.
    case save
    /// The person quit (`q`, after confirming if there were unsaved changes).
    case quit
    /// Ctrl-C: stop at once without saving.
    case interrupt
}

/// The state after a key, and what to do.
public struct FullScreenUpdate: Sendable, Hashable {
    /// The next state.
    public var state: FullScreenState
    /// What to do, if anything.
    public var effect: FullScreenEffect?
}

extension FullScreenEditor {
    /// The state after `key`, and what the program should do. Edits the person makes go to
    /// the form at once (so its conditions and errors follow), and are taken back when
    /// they press Esc.
    public func update(_ state: FullScreenState, _ key: Key) -> FullScreenUpdate {
        var state = state
        if key == .control("c") { return FullScreenUpdate(state: state, effect: .interrupt) }
        state.status = nil
        let effect: FullScreenEffect?
        switch state.mode {
        case .browsing: effect = browse(&state, key)
        case .searching(let query, let origin): effect = search(&state, key, query: query, origin: origin)
        case .editing(let fieldKey, let line, let original):
            editLine(&state, key, field: fieldKey, line: line, original: original)
            effect = nil
        case .writing(let fieldKey, let box, let original):
            write(&state, key, field: fieldKey, box: box, original: original)
            effect = nil
        case .editingItem(let listKey, let index, let line):
            editItem(&state, key, list: listKey, index: index, line: line)
            effect = nil
        case .picking(let fieldKey, let filter, let highlighted):
            pick(&state, key, field: fieldKey, filter: filter, highlighted: highlighted)
            effect = nil
        case .checking(let fieldKey, let highlighted, let original):
            check(&state, key, field: fieldKey, highlighted: highlighted, original: original)
            effect = nil
        case .help:
            state.mode = .browsing
            effect = nil
        case .namingEntry(let listKey, let entry, let line):
            nameEntry(&state, key, list: listKey, entry: entry, line: line)
            effect = nil
        case .confirmingRemoval(let fieldKey):
            confirmRemoval(&state, key, field: fieldKey)
            effect = nil
        case .reviewing: effect = review(&state, key)
        case .confirmingQuit: effect = confirmQuit(&state, key)
        }
        scrollToSelection(&state)
        return FullScreenUpdate(state: state, effect: effect)
    }
}

extension FullScreenEditor {
    /// The index among `rows` of the selected row: the row with the selection's identity,
    /// else (its field was hidden meanwhile) the first selectable row.
    func selectedIndex(_ state: FullScreenState, in rows: [ScreenRow]) -> Int? {
        if let selection = state.screen.selection, let index = rows.firstIndex(where: { $0.id == selection }) {
            return index
        }
        return rows.firstIndex { $0.id != nil }
    }

    /// The selected row, if the screen has any.
    func selectedRow(_ state: FullScreenState) -> ScreenRow? {
        let rows = rows(state)
        return selectedIndex(state, in: rows).map { rows[$0] }
    }

    /// Moves the selection `steps` selectable rows down (up when negative), stopping at the ends.
    func move(_ state: inout FullScreenState, by steps: Int) {
        let rows = rows(state)
        let selectable = rows.indices.filter { rows[$0].id != nil }
        guard !selectable.isEmpty else { return }
        let current = selectedIndex(state, in: rows).flatMap { selectable.firstIndex(of: $0) } ?? 0
        let target = min(max(current + steps, 0), selectable.count - 1)
        state.screen.selection = rows[selectable[target]].id
    }

    /// Keeps the selected row within the rows shown, and the list from ending above the
    /// bottom of the window when it could be scrolled further up.
    func scrollToSelection(_ state: inout FullScreenState) {
        let rows = rows(state)
        let height = state.listHeight
        var scroll = min(state.screen.scroll, max(0, rows.count - height))
        if let index = selectedIndex(state, in: rows) {
            if index < scroll { scroll = index }
            if index >= scroll + height { scroll = index - height + 1 }
            // A header just above the first row shown comes into view with it.
            if scroll == index, index > 0, rows[index - 1].id == nil { scroll = index - 1 }
        }
        state.screen.scroll = max(0, scroll)
    }

    /// Opens the screen of a subform or list.
    func enter(_ state: inout FullScreenState, _ key: String) {
        var screen = FullScreenState.Screen(key: key)
        screen.selection = ScreenRow.rows(of: key, in: form).first { $0.id != nil }?.id
        state.screens.append(screen)
    }

    /// Goes back to the screen that was open before; `false` on the top level.
    @discardableResult
    func back(_ state: inout FullScreenState) -> Bool {
        guard state.screens.count > 1 else { return false }
        state.screens.removeLast()
        return true
    }
}

extension FullScreenEditor {
    /// `/`: each key edits the query and jumps to the first field whose title contains it
    /// (ignoring case); Enter keeps the field found, Esc goes back to where the search began.
    func search(_ state: inout FullScreenState, _ key: Key, query: LineEditor, origin: String?) -> FullScreenEffect? {
        var query = query
        switch key {
        case .enter:
            state.mode = .browsing
            return nil
        case .escape:
            state.screen.selection = origin
            state.mode = .browsing
            return nil
        default:
            guard query.apply(key) else { return nil }
        }
        state.mode = .searching(query: query, origin: origin)
        let wanted = query.text.lowercased()
        guard !wanted.isEmpty else {
            state.screen.selection = origin
            return nil
        }
        if let found = rows(state).first(where: { $0.field?.title.lowercased().contains(wanted) ?? false }) {
            state.screen.selection = found.id
        } else {
            state.status = "No field here has \"\(query.text)\" in its title."
        }
        return nil
    }
}
