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
