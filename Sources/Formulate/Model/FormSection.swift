/// A run of fields under one header: a `<fieldset>` on a web page, a table section on iOS.
///
/// A field with a non-`nil` header (even "") starts a section; a field with a footer ends
/// its section.
public struct FormSection: Sendable {
    /// The header, if the section has one.
    public var header: String?
    /// The footer, if the section has one.
    public var footer: String?
    /// The keys of the section's fields, in order.
    public var keys: [String]

    /// Splits fields into sections by their headers and footers.
    public static func sections(of fields: [Field]) -> [FormSection] {
        var sections: [FormSection] = []
        var current: FormSection?
        // By index: `for field in fields` would copy every Field (some twenty references).
        for index in fields.indices {
            if fields[index].header != nil || current == nil {
                if let done = current { sections.append(done) }
                current = FormSection(header: fields[index].header, footer: nil, keys: [])
            }
            current?.keys.append(fields[index].key)
            if let footer = fields[index].footer {
                current?.footer = footer
                if let done = current { sections.append(done) }
                current = nil
            }
        }
        if let done = current { sections.append(done) }
        return sections
    }
}
