extension Field {
    /// Whether the field's value is a secret that is never shown: a password field, or any
    /// field with secure text entry.
    ///
    /// Nothing Formulate writes prints a secret's value: ``ModelForm/describe()`` leaves it
    /// out, the HTML page renders an empty input (an empty submission keeps the stored
    /// value), the terminal editor masks it, and a ``FieldChange`` describes it as changed.
    public var isSecret: Bool { kind == .password || textTraits.isSecure }
}
