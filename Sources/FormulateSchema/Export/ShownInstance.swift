import Formulate

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
