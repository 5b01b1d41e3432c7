import Formulate

/// Renders any form as Markdown, from Formulate's public API alone.
///
/// A heading per section that has a header, a list item per field shown now (its title,
/// what it shows, whether it can be changed, what it accepts), the errors to show now
/// under their field, subforms and items nested under their titles, and the footer of a
/// section after it. A secret is masked, whatever it holds; a hidden field is left out;
/// a button, which a document cannot press, is left out too.
///
/// ```swift
/// let form = try ModelForm(settings)
/// print(MarkdownRenderer().render(form))
/// ```
public struct MarkdownRenderer: Sendable {
    /// What a secret field shows in place of its value, set or not.
    public var secretMask: String
    /// The most items or entries shown of each collection: the first ones, then how many
    /// more there are. Only the items shown are read (``ModelForm/items(in:range:)``).
    public var itemLimit: Int

    /// Creates a renderer.
    public init(secretMask: String = "••••••", itemLimit: Int = .max) {
        self.secretMask = secretMask
        self.itemLimit = itemLimit
    }

    /// The form as a Markdown document, ending with a line break.
    ///
    /// - Parameter errors: Errors to show as well, from a submission
    ///   (``MarkdownSubmission``): those the form shows under no field (a key that is no
    ///   field, an edit refused) are listed at the top; the others are shown under their
    ///   fields already.
    public func render<Model>(_ form: ModelForm<Model>, errors: [FormError] = []) -> String {
        var writer = MarkdownWriter(form: form, secretMask: secretMask, itemLimit: max(0, itemLimit))
        writer.writeForm()
        var lines = errors.filter { !writer.shownErrors.contains($0) }.map { "> ⚠️ " + MarkdownText.inline($0.message) }
        if !lines.isEmpty && !writer.lines.isEmpty { lines.append("") }
        lines += writer.lines
        return lines.joined(separator: "\n") + "\n"
    }
}
