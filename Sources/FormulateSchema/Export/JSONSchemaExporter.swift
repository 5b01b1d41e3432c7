import Formulate

/// Exports a form as a JSON Schema (draft 2020-12) and an rjsf-style uiSchema, and its
/// current values as a JSON instance of that schema.
///
/// The schema describes the data: one property per field in field order, with the type,
/// format, options, bounds and rules of the field; subforms are nested objects and
/// collections are arrays. The uiSchema describes how to show it, in the vocabulary of
/// [react-jsonschema-form](https://rjsf-team.github.io/react-jsonschema-form/):
/// `ui:order`, `ui:widget`, `ui:placeholder`, `ui:enumNames`, `ui:readonly`,
/// `ui:disabled`, `ui:autocomplete`, `ui:options`.
///
/// ```swift
/// let form = try ModelForm(Settings())
/// let exporter = JSONSchemaExporter(id: "https://example.com/settings.json")
/// print(exporter.export(form).jsonString())   // {"schema": {...}, "uiSchema": {...}}
/// print(exporter.instance(of: form).jsonString())
/// ```
///
/// The export is a snapshot of the form now: fields hidden by a condition at this moment
/// are left out (unless ``includeHidden``), and `ui:disabled` reflects the conditions now.
/// Labels and buttons hold no value and appear in neither schema.
///
/// Choices of option, multiple-choice and bitfield fields are written as `enum` with their
/// titles in the uiSchema's `ui:enumNames`, which is how rjsf labels them. An optional
/// field accepts `null` (`"type": ["string", "null"]`, and `null` first in an `enum`)
/// unless it has the `required` rule. A bitfield with options is an array of the chosen
/// options' bits (`[1, 4]` for bits 5), which rjsf shows as checkboxes; without options it
/// is an integer from 0. Secrets (passwords, secure text) are `writeOnly`: they are never
/// listed in `required` and instances leave them out, as a retrieved document would.
///
/// Dates are strings in RFC 3339, in the form's time zone with its offset: `date` is
/// `2024-05-17` (a calendar day, the same in every zone), `time` is `09:30:00-05:00`,
/// `date-time` is `2024-05-17T09:30:00-04:00`; in UTC they end with `Z`. Lengths in the schema count Unicode code points
/// where Formulate's rules count characters, so text with combining marks can pass a rule
/// and fail `maxLength`. Regular expressions are copied as written, anchored; write them
/// in the syntax both `NSRegularExpression` and ECMA-262 understand.
public struct JSONSchemaExporter: Sendable {
    /// The `$schema` of every exported schema: JSON Schema draft 2020-12.
    public static let metaschema = "https://json-schema.org/draft/2020-12/schema"

    /// Whether fields hidden by a condition now are exported too, with the `hidden`
    /// widget. `false` (the default) leaves them out of the schema, the uiSchema and the
    /// instance.
    public var includeHidden: Bool
    /// The schema's `$id`, if any.
    public var id: String?
    /// The schema's `title`; `nil` uses the model's type name.
    public var title: String?
    /// The schema's `description`, if any.
    public var description: String?
    /// Whether ``instance(of:)`` includes the values of secret fields (passwords and other
    /// secure text). `false` (the default) leaves them out, as JSON Schema's `writeOnly`
    /// says a retrieved document does.
    public var includeSecretValues: Bool
    /// Whether objects accept members that are not fields. `true` (the default) writes no
    /// `additionalProperties`; `false` writes `"additionalProperties": false` on every object.
    public var allowsAdditionalProperties: Bool
    /// How single-choice fields are shown.
    public var optionWidget: OptionWidget
    /// Where a field's help text goes.
    public var helpPlacement: HelpPlacement

    /// Creates an exporter; every argument has a default.
    ///
    /// - Parameters:
    ///   - includeHidden: Whether fields hidden now are exported (with the `hidden` widget).
    ///   - id: The schema's `$id`.
    ///   - title: The schema's `title`; `nil` uses the model's type name.
    ///   - description: The schema's `description`.
    ///   - includeSecretValues: Whether instances carry the values of secret fields.
    ///   - allowsAdditionalProperties: Whether objects accept members that are not fields.
    ///   - optionWidget: How single-choice fields are shown.
    ///   - helpPlacement: Where help text goes.
    public init(
        includeHidden: Bool = false,
        id: String? = nil,
        title: String? = nil,
        description: String? = nil,
        includeSecretValues: Bool = false,
        allowsAdditionalProperties: Bool = true,
        optionWidget: OptionWidget = .select,
        helpPlacement: HelpPlacement = .description
    ) {
        self.includeHidden = includeHidden
        self.id = id
        self.title = title
        self.description = description
        self.includeSecretValues = includeSecretValues
        self.allowsAdditionalProperties = allowsAdditionalProperties
        self.optionWidget = optionWidget
        self.helpPlacement = helpPlacement
    }

    /// The form as a JSON Schema (draft 2020-12): an object with `$schema`, `$id` (if
    /// set), `title`, `type`, `properties` in field order and `required`.
    ///
    /// ```swift
    /// let schema = JSONSchemaExporter().schema(for: form)
    /// schema["properties"]?["email"]?["format"]   // "email"
    /// ```
    public func schema<Model>(for form: ModelForm<Model>) -> FormValue {
        SchemaWriter(exporter: self, scope: ExportScope(form: form, includeHidden: includeHidden))
            .rootSchema(modelName: String(describing: Model.self))
    }

    /// How to show the form, as an rjsf uiSchema: `ui:order` and one entry per field
    /// that has something to say (widget, placeholder, option titles, read-only,
    /// disabled, autocomplete, input type), nested for subforms.
    public func uiSchema<Model>(for form: ModelForm<Model>) -> FormValue {
        UISchemaWriter(exporter: self, scope: ExportScope(form: form, includeHidden: includeHidden))
            .rootUISchema()
    }

    /// Both schemas: `{"schema": ..., "uiSchema": ...}`.
    public func export<Model>(_ form: ModelForm<Model>) -> FormValue {
        .object([
            FormValueMember("schema", schema(for: form)),
            FormValueMember("uiSchema", uiSchema(for: form)),
        ])
    }

    /// The form's current values as a JSON instance of ``schema(for:)``: an object with
    /// one member per exported field, nested objects for subforms (`null` for an optional
    /// subform whose values are all empty), dates as the text their `format` requires.
    ///
    /// Use it as rjsf's `formData`. Secret values are left out unless
    /// ``includeSecretValues`` is `true`.
    public func instance<Model>(of form: ModelForm<Model>) -> FormValue {
        InstanceWriter(exporter: self, scope: ExportScope(form: form, includeHidden: includeHidden))
            .rootInstance()
    }
}

extension JSONSchemaExporter {
    /// How a single-choice (option) field is shown in the uiSchema.
    public enum OptionWidget: String, Sendable, Hashable, CaseIterable {
        /// A drop-down list: `"ui:widget": "select"`.
        case select
        /// Radio buttons: `"ui:widget": "radio"`.
        case radio
    }

    /// Where a field's help text is written.
    ///
    /// rjsf shows a schema `description` under the title and `ui:help` under the input,
    /// so writing both shows the text twice.
    public enum HelpPlacement: String, Sendable, Hashable, CaseIterable {
        /// The property's `description` in the schema (the default).
        case description
        /// `ui:help` in the uiSchema.
        case uiHelp
        /// Both.
        case both
    }
}

/// A form's values as a JSON instance, with the fingerprints of the values it shows: what a
/// server sends a JSON Schema front end, and the tag it answers `If-Match` with.
public struct ShownInstance: Sendable, Hashable {
    /// The instance, as ``JSONSchemaExporter/instance(of:)`` writes it (rjsf's `formData`).
    public let instance: FormValue
    /// The fingerprints of the values ``instance`` shows, and their tag: send
    /// `ShownFingerprints.entityTag` as the `ETag`, and give these fingerprints to
    /// `ModelForm.applyInput(json:mode:absentText:shown:)` with the body the client sends back.
    public let fingerprints: ShownFingerprints
}

extension JSONSchemaExporter {
    /// The form's current values as a JSON instance (``instance(of:)``), with the
    /// fingerprints of the values it shows (`ShownFingerprints`): each field it shows,
    /// secrets left out, a collection as one value.
    ///
    /// The same values give the same tag and fingerprints, byte for byte, in every process.
    ///
    /// ```swift
    /// let shown = JSONSchemaExporter().shownInstance(of: form)
    /// print(shown.fingerprints.entityTag)   // "9f2c..." (16 hexadecimal digits, quoted)
    /// ```
    public func shownInstance<Model>(of form: ModelForm<Model>) -> ShownInstance {
        let writer = InstanceWriter(exporter: self, scope: ExportScope(form: form, includeHidden: includeHidden))
        return ShownInstance(
            instance: writer.rootInstance(), fingerprints: form.shownFingerprints(of: writer.shownKeys()))
    }
}
