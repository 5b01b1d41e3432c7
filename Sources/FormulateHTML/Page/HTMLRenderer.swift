import Formulate

/// Renders a `ModelForm` as accessible HTML5: a `<form>` with a `<fieldset>` and
/// `<legend>` per section, a `<label for>` per control, help text, and errors linked to
/// their controls with `aria-describedby` and `aria-invalid`.
///
/// ```swift
/// let form = try ModelForm(Settings())
/// let renderer = HTMLRenderer(action: "/settings", submitTitle: "Save Settings")
/// let html = renderer.page(form, title: "Settings")   // a complete page
/// ```
///
/// Controls are named by field key paths (`notifications.sound`), so what a browser
/// submits can be read back with ``FormSubmission``. The current draft is shown, including
/// text a person typed that was rejected, next to its error. Hidden fields are left out;
/// disabled fields are `disabled`; read-only fields are `readonly` (or `disabled` for
/// controls that cannot be read-only) and have no `name`, so browsers do not submit them.
/// Passwords are never written into the page.
///
/// Every text that comes from a model, a person or a customization (titles, values,
/// options, placeholders, help, error messages) is escaped for where it goes, and only
/// ever placed in element content or double-quoted attribute values. The page contains
/// no script, unless you ask for one with ``enhancement``.
public struct HTMLRenderer: Sendable, Hashable {
    /// How single choices (option fields, optional Booleans) are shown.
    public enum OptionStyle: Sendable, Hashable {
        /// A `<select>`.
        case select
        /// A group of radio buttons.
        case radios
    }

    /// How multiple choices (multiple-choice and bitfield fields) are shown.
    public enum MultipleChoiceStyle: Sendable, Hashable {
        /// A group of checkboxes, one per option, all with the field's name.
        case checkboxes
        /// A `<select multiple>`.
        case selectMultiple
    }

    /// How the form is submitted.
    public enum Method: String, Sendable, Hashable {
        /// `method="post"`: the values go in an `application/x-www-form-urlencoded` body.
        case post
        /// `method="get"`: the values go in the query string.
        case get
    }

    /// Where the form is submitted; empty (the default) submits to the page's own URL.
    public var action: String
    /// How the form is submitted; ``Method/post`` unless you change it.
    public var method: Method
    /// The title of the submit button.
    public var submitTitle: String
    /// How single choices are shown; ``OptionStyle/select`` unless you change it.
    public var optionStyle: OptionStyle
    /// How multiple choices are shown; ``MultipleChoiceStyle/checkboxes`` unless you change it.
    public var multipleChoiceStyle: MultipleChoiceStyle
    /// What every element id starts with; keep it distinct when a page holds several forms.
    public var idPrefix: String
    /// Whether the browser checks the constraints (`required`, `min`, `pattern`...) before
    /// submitting; `false` adds `novalidate`, so only the server judges the values.
    public var validatesInBrowser: Bool
    /// The `lang` of a complete ``page(_:title:)``.
    public var language: String
    /// Whether the page edits items and entries in place with a small inline script where
    /// JavaScript runs; ``Enhancement/off`` (no script) unless you change it.
    public var enhancement: Enhancement = .off
    /// The words the page writes itself (buttons, new-item labels, the empty entry of a
    /// choice); English unless you change them (``Words``).
    public var words = Words()
    /// Hidden inputs the application adds to the form, by name: a cross-site request
    /// forgery token (`["csrf_token": token]`), a record's version. Written first in the
    /// form, in name order, escaped; none unless you add them.
    ///
    /// Pick names that are not field keys, and pass them to ``FormSubmission`` as
    /// `reservedKeys`, which hands their values back instead of writing or refusing them.
    public var hiddenInputs: [String: String] = [:]

    /// Creates a renderer; every argument has a default.
    public init(
        action: String = "",
        method: Method = .post,
        submitTitle: String = "Save",
        optionStyle: OptionStyle = .select,
        multipleChoiceStyle: MultipleChoiceStyle = .checkboxes,
        idPrefix: String = "field-",
        validatesInBrowser: Bool = true,
        language: String = "en"
    ) {
        self.action = action
        self.method = method
        self.submitTitle = submitTitle
        self.optionStyle = optionStyle
        self.multipleChoiceStyle = multipleChoiceStyle
        self.idPrefix = idPrefix
        self.validatesInBrowser = validatesInBrowser
        self.language = language
    }

    /// The `<form>` element for `form`, with its current values and errors.
    ///
    /// Buttons (fields with an action) are submit buttons named by their key, after the
    /// main submit button; ``FormSubmission/pressedButton`` tells which one was pressed.
    public func render<Model>(_ form: ModelForm<Model>) -> String {
        var writer = HTMLFormWriter(form: form, renderer: self)
        writer.writeForm()
        return writer.html
    }
}
