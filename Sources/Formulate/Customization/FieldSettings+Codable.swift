extension FieldSettings: Codable {
    /// Decodes the settings from a field description (the keys of ``FieldAttribute/all``),
    /// read by ``init(description:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose debug description lists the
    ///   ``FormDefinitionError`` problems.
    public init(from decoder: any Decoder) throws {
        let description = try FormValue(from: decoder)
        do {
            try self.init(description: description)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: error.problems.map(\.description).joined(separator: "; ")))
        }
    }

    /// Encodes the settings as ``descriptionValue`` writes them.
    ///
    /// - Throws: `EncodingError.invalidValue` when an attribute holds Swift code
    ///   (``swiftCodeAttributes``: a value transformer, an action, a closure rule or
    ///   condition), which cannot be encoded; nothing is left out silently.
    public func encode(to encoder: any Encoder) throws {
        let code = swiftCodeAttributes
        guard code.isEmpty else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "field \(key.map { "'\($0)'" } ?? "settings"): "
                        + code.joined(separator: ", ")
                        + " hold Swift code (closures), which cannot be encoded; set them in code after decoding"))
        }
        try descriptionValue.encode(to: encoder)
    }
}
