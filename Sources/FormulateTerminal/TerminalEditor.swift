import Formulate

/// Walks a person through a form on a terminal, one question per field, and saves only
/// what they confirm.
///
/// ```swift
/// let form = try ModelForm(settings)
/// let editor = TerminalEditor.standard()          // stdin/stdout, ANSI only on a terminal
/// switch editor.edit(form) {
/// case .saved(let updated): try save(updated)
/// case .unchanged, .discarded, .cancelled: break  // the editor has said so
/// }
/// ```
///
/// Each field shows its title, current value and placeholder or help; Enter keeps the
/// value, `?` explains what is accepted (an email address, a URL and its schemes, a number
/// and its range, a date and its format, the options, length limits), `-` empties it.
/// Booleans are asked as y/n, options as a numbered list, multiple choices and bitfields as
/// a checklist (numbers or names, separated by commas or spaces; names may have spaces),
/// dates in ISO 8601, collections with add/remove/move/edit (an item is checked by the
/// item's rules as it is added or edited), subforms as nested sections. A collection of
/// subforms (`[Server]`) lists its items by title and takes `edit N` (the item's fields are
/// asked like top-level ones, then the list comes back), `add`, `remove N` and `move N M`;
/// a dictionary lists `KEY = value` and takes `add KEY`, `edit KEY`, `rename OLD NEW` and
/// `remove KEY`; an optional subform asks "add?" when absent, and `remove` switches it off.
/// An error inside an item names it by titles (`Servers › web-1: Port must be ...`). Long
/// text goes on to the next line after a line that ends with `\` (a line ending in `\\`
/// ends with one backslash). Hidden fields are skipped, and asked after all if an answer
/// shows them; disabled and read-only fields, and fields the model keeps from input (what a
/// person types is input from outside: only fields `ModelForm.acceptsInput(for:)` allows
/// are asked and written), are shown, not asked; when the model lists no input fields at
/// all, the editor says so once, naming `inputFields`. An answer the form rejects prints
/// why and is asked again, offering the value the field had, so nothing invalid is
/// committed. At the end the editor lists the changes (old -> new) and asks whether to
/// save. The end of input (Ctrl-D) cancels without saving.
///
/// Titles, values, help, options and messages are written through
/// ``TerminalSafeText/visible(_:)``: control characters, line breaks and bidirectional
/// controls in them are shown (`^[`, `^J`, `<U+202E>`), never obeyed, so the only escape
/// sequences written are the editor's own styles.
///
/// The editor reads and writes through ``LineReading`` and ``TextWriting``, so a test can
/// drive it with ``ScriptedInput`` and read ``OutputBuffer``.
public struct TerminalEditor {
    /// How an editing session ended.
    public enum Outcome<Model> {
        /// The person confirmed; the form was committed and this is the updated model.
        case saved(Model)
        /// Nothing was changed, so nothing was asked or committed.
        case unchanged(Model)
        /// The person declined to save, or to fix invalid answers; nothing was committed.
        case discarded
        /// The input ended (Ctrl-D) before the person confirmed; nothing was committed.
        case cancelled
    }

    /// Where answers come from.
    public let input: any LineReading
    /// Where prompts and messages go.
    public let output: any TextWriting
    /// How text is decorated.
    public let style: TerminalStyle
    /// The question asked before committing, answered y or n.
    public var saveQuestion = "Save these changes?"
    /// Whether to start with a line explaining Enter, `?` and Ctrl-D.
    public var showsIntroduction = true

    /// An editor over any input and output: a terminal, a pipe, or a script in a test.
    public init(input: some LineReading, output: some TextWriting, style: TerminalStyle = .plain) {
        self.input = input
        self.output = output
        self.style = style
    }

    /// An editor on standard input and output, styled only when standard output is a
    /// terminal and `NO_COLOR` is not set.
    public static func standard() -> TerminalEditor {
        TerminalEditor(input: StandardInput(), output: StandardOutput(), style: .detect())
    }

    /// Asks for every visible field of `form`, then shows the changes and commits them if
    /// the person confirms.
    ///
    /// The form's draft keeps the answers whatever the outcome; the model is written only
    /// for ``Outcome/saved(_:)``.
    public func edit<Model>(_ form: ModelForm<Model>) -> Outcome<Model> {
        let session = EditorSession(form: form, input: input, output: output, style: style)
        do {
            if showsIntroduction {
                session.say(style.hint("Enter keeps a value, ? explains a field, Ctrl-D quits without saving."))
            }
            if let reason = Self.noInputReason(form) { session.say(style.warning("\(reason)")) }
            try session.walkForm()
            return try session.finish(saveQuestion: saveQuestion)
        } catch {
            session.write("\n")
            session.say(style.warning("Cancelled: nothing was saved."))
            return .cancelled
        }
    }

    /// Why no field can be changed, when the model lists none of them in its input fields:
    /// said once, before the fields are shown read-only.
    static func noInputReason<Model>(_ form: ModelForm<Model>) -> String? {
        let fields = form.fields.filter { $0.kind != .label && $0.kind != .button }
        guard !fields.isEmpty, !fields.contains(where: { form.acceptsInput(for: $0.key) }),
            fields.contains(where: { form.inputRefusal(for: $0.key)?.reason == .notInput })
        else { return nil }
        return "Nothing here can be changed: \(Model.self) lists no input fields (its inputFields, "
            + "FormCustomizing.inputFields), so every field is shown read-only."
    }
}
