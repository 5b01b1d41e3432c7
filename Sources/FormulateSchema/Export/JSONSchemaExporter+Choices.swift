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
