import Formulate

/// What a person sends back for a form they read as Markdown, applied as input from
/// outside the program: only fields the model lets input write (``FormCustomizing/inputFields``)
/// are written, and nothing reaches the model unless everything is accepted.
///
/// ```swift
/// let submission = MarkdownSubmission(
///     edits: [.add("servers")],
///     texts: ["servers.1.host": "backup.example.org", "fontSize": "16"],
///     choices: ["theme": [1]])
/// do {
///     settings = try submission.apply(to: form)
/// } catch {
///     print(MarkdownRenderer().render(form, errors: error.errors))   // the errors by their fields
/// }
/// ```
public struct MarkdownSubmission: Sendable {
    /// Items and entries added, removed, moved or renamed, and optional subforms switched
    /// on or off, in the order they were made (`add servers`, `remove environment.DEBUG`).
    public var edits: [CollectionEdit]
    /// Text for fields by key, as a person typed it (`servers.0.host`, `environment.LOG_LEVEL`;
    /// the count as the index adds an item, a new key an entry). The items of a list of
    /// values go in ``lists``. Empty text for a secret keeps its value: the page never showed it.
    public var texts: [String: String]
    /// Every item of a list of values (`labels`), as a person typed them, by key: the list
    /// becomes these items.
    public var lists: [String: [String]]
    /// Options chosen by their positions in the field's options, from 0, by key: the one
    /// chosen (none for no choice) of an option field, every one ticked of a multiple choice
    /// or a bitfield.
    public var choices: [String: [Int]]

    /// Creates a submission.
    public init(
        edits: [CollectionEdit] = [], texts: [String: String] = [:], lists: [String: [String]] = [:],
        choices: [String: [Int]] = [:]
    ) {
        self.edits = edits
        self.texts = texts
        self.lists = lists
        self.choices = choices
    }

    /// Applies the submission to `form` and commits it: the edits first (so that texts
    /// can name the items they add), then the texts, the lists and the choices.
    ///
    /// - Returns: The model with everything written.
    /// - Throws: `FormErrors` with everything refused and every field found invalid, at
    ///   once; nothing is written to the model then. The form keeps the person's draft and
    ///   shows each error under its field (``MarkdownRenderer/render(_:errors:)``).
    @discardableResult
    public func apply<Model>(to form: ModelForm<Model>) throws(FormErrors) -> Model {
        var refused: [FormError] = []
        for edit in edits {
            do throws(FormError) {
                try form.applyInput(edit)
            } catch {
                refused.append(error)
            }
        }
        let typed = texts.filter { key, text in !(text.isEmpty && form.field(key)?.isSecret == true) }
        do throws(FormErrors) {
            try form.applyInput(typed)
        } catch {
            refused += error.errors
        }
        for key in lists.keys.sorted() {
            if let error = replaceItems(with: lists[key] ?? [], for: key, in: form) { refused.append(error) }
        }
        for key in choices.keys.sorted() {
            if let error = choose(choices[key] ?? [], for: key, in: form) { refused.append(error) }
        }
        guard refused.isEmpty else {
            // The rules' errors too, so that the person sees everything to correct at once.
            var seen = Set(refused)
            throw FormErrors(refused + form.validate().filter { seen.insert($0).inserted })
        }
        return try form.commit()
    }

    /// Makes the list of values at `key` hold `texts`, if input may write it
    /// (``ModelForm/inputRefusal(for:)``); the error that refused them, or `nil`.
    private func replaceItems<Model>(with texts: [String], for key: String, in form: ModelForm<Model>) -> FormError? {
        guard form.field(key) != nil else {
            return FormError(key: key, reason: .unknownField, message: "'\(key)' is not a field of this form")
        }
        if let refusal = form.inputRefusal(for: key) { return refusal }
        do throws(FormError) {
            try form.setItems(texts: texts, for: key)
        } catch {
            return error
        }
        return nil
    }

    /// Chooses the options at `positions` of the field at `key`, if input may write it
    /// (``ModelForm/inputRefusal(for:)``); the error that refused them, or `nil`.
    private func choose<Model>(_ positions: [Int], for key: String, in form: ModelForm<Model>) -> FormError? {
        guard let field = form.field(key) else {
            return FormError(key: key, reason: .unknownField, message: "'\(key)' is not a field of this form")
        }
        if let refusal = form.inputRefusal(for: key) { return refusal }
        if let outside = positions.first(where: { !field.options.indices.contains($0) }) {
            return FormError(
                key: key, reason: .invalidText,
                message: "\(field.title) has \(field.options.count) options, numbered from 0, not \(outside)")
        }
        do throws(FormError) {
            if field.kind == .option {
                guard positions.count <= 1 else {
                    return FormError(
                        key: key, reason: .invalidText,
                        message: "\(field.title) takes one choice, not \(positions.count)")
                }
                try form.selectOption(at: positions.first, for: key)
            } else {
                for index in field.options.indices {
                    try form.setOption(at: index, selected: positions.contains(index), for: key)
                }
            }
        } catch {
            return error
        }
        return nil
    }
}
