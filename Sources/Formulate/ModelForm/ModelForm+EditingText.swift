// Editing a field from text as a person typed it: parsing with the field's codec and its
// formatters, and keeping refused text with its error to be shown again.
extension ModelForm {
    /// Sets a field from text as a person typed it: numbers within the type's bounds,
    /// ISO 8601 dates, absolute URLs, yes/no, an option's title or value, comma-separated
    /// lists. Empty text empties an optional field. Text no person types is refused: a NUL,
    /// or a line break in a field of one line (every textual kind but long text).
    ///
    /// An item of a list of values is set by its key (`tags.2`), and the list's count as its
    /// index adds one (`tags.3` of three), at the top level and inside items
    /// (`steps.0.notifyEmails.2`), as fields of items are (`servers.2.host`).
    ///
    /// - Throws: ``FormError`` saying what was wrong with the text and what is accepted.
    ///   The draft is unchanged, and the rejected text is kept to be shown with the error.
    public func setText(_ text: String, for key: String) throws(FormError) {
        guard let index = schema.indexByKey[key] else {
            // An item of a list of values (`tags.2`): a key that ends in a digit is looked up so.
            if let last = key.utf8.last, last >= UInt8(ascii: "0"), last <= UInt8(ascii: "9"),
                let (position, indexText) = valueListItem(of: key)
            {
                return try setValueListItemText(text, key: key, position: position, index: indexText)
            }
            return try editItem(key) { form, inner throws(FormError) in try form.setText(text, for: inner) }
        }
        try setText(text, atIndex: index)
    }

    /// ``setText(_:for:)`` for the field at `index` in ``allFields`` (for the package's
    /// renderers, which walk the fields in order and need not look each key up).
    func setText(_ text: String, atIndex index: Int) throws(FormError) {
        do throws(FormError) {
            let record = records[index]
            try ensureEditable(at: index, record: record)
            let formatted = formatted(text, at: index, record: record)
            let value = try parse(formatted, at: index, record: record)
            // Text that reads as the value held changes nothing, whatever it holds.
            if let problem = TypedText.problem(in: formatted, kind: record.kind), value != values[index] {
                throw error(schema.flat[index], problem, text: formatted)
            }
            // Checked here, with the record in hand, rather than by `store`, which would look it up again.
            if let problem = constraintError(value, at: index, record: record) { throw problem }
            if record.kind == .url, let problem = impliedURLError(value, at: index) { throw problem }
            try store(value, at: index, text: formatted, checked: true)
        } catch {
            keepRejected(text, error, at: index)
            throw error
        }
    }

    /// ``setText(_:atIndex:)`` of text that reads as a value other than the one the field
    /// holds, for a field whose text is its codec's alone and reads back as the value shown
    /// (whole numbers, `Double`s, single-line text): such text is not the text the field
    /// shows, which so need not be formatted to tell. `true`, with the text set (or refused
    /// as `setText` refuses it); `false`, with nothing done, when the text is empty, does
    /// not read, reads as the value held, or the field is not such a field or cannot be
    /// edited now.
    func setChangingText(_ text: String, atIndex index: Int) throws(FormError) -> Bool {
        let record = records[index]
        guard !text.isEmpty, states[index].rejectedText == nil, !record.hasInputFormatter,
            !record.hasValueTransformer, !record.hasOptions, textReadsBack(values[index], record: record),
            isEditable(at: index, record: record), let value = try? parse(text, at: index, record: record),
            value != values[index]
        else { return false }
        do throws(FormError) {
            if let problem = TypedText.problem(in: text, kind: record.kind) {
                throw error(schema.flat[index], problem, text: text)
            }
            if let problem = constraintError(value, at: index, record: record) { throw problem }
            try store(value, at: index, text: text, checked: true)
        } catch {
            keepRejected(text, error, at: index)
            throw error
        }
        return true
    }

    /// Whether the text the field's codec shows for `value` reads back as `value`, and holds
    /// no line break (which a browser rewrites): then text that reads as another value is not
    /// the text shown. The codecs whose text is exact (`Int`, `Double`, `String`) are asked.
    private func textReadsBack(_ value: FormValue, record: FieldRecord) -> Bool {
        // The property's type, stored in the record, is compared first; the codec's type is
        // then read without copying the codec (a cast with `is` copies it and asks the runtime).
        switch value {
        case .null:
            // Shown as empty text, which a non-empty text is not.
            return true
        case .int:
            return record.swiftType == Int.self && Self.codecType(of: record) == IntegerCodec<Int>.self
        case .double(let number):
            return number.isFinite && record.swiftType == Double.self
                && Self.codecType(of: record) == FloatingPointCodec<Double>.self
        case .string(let text):
            return record.swiftType == String.self && Self.codecType(of: record) == StringCodec.self
                && !Self.hasLineBreak(text)
        default:
            return false
        }
    }

    /// Whether `text` holds a CR or LF, searched in its UTF-8 storage (a native string's is
    /// contiguous; walking the `utf8` view byte by byte costs several times more).
    private static func hasLineBreak(_ text: String) -> Bool {
        text.containsUTF8Byte { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// The type of the field's codec, if it has one (kept in the record).
    private static func codecType(of record: FieldRecord) -> Any.Type? {
        record.codecType
    }

    /// Keeps `text`, refused with `error`, to be shown with the error (unless the field
    /// cannot be edited at all).
    private func keepRejected(_ text: String, _ error: FormError, at index: Int) {
        if error.reason != .readOnly && error.reason != .disabled
            && error.reason != .hidden && error.reason != .unknownField
        {
            states[index].rejectedText = text
            states[index].rejectedItems = nil
            states[index].inputError = error
            states[index].isTouched = true
            fieldDidChange(index)
        }
    }

    /// Text as the field's rules tidy it while it is typed (``ValidationRule/inputFormatter``).
    func formatted(_ text: String, at index: Int, record: FieldRecord) -> String {
        guard record.hasInputFormatter else { return text }
        return record.rules.reduce(text) { text, rule in rule.inputFormatter?(text) ?? text }
    }

    /// Reads text for the field at `index` into a value: the common case (text read by
    /// the codec alone) without copying the ``Field``.
    func parse(_ text: String, at index: Int, record: FieldRecord) throws(FormError) -> FormValue {
        let usesOptions =
            record.hasOptions && (record.kind == .option || record.kind == .multipleChoice || record.kind == .bitfield)
        guard !text.isEmpty, !usesOptions, !record.hasValueTransformer else {
            guard let codec = record.codec else { return .null }
            return try parse(text, field: schema.flat[index], codec: codec)
        }
        // The codec is called where it is stored, not copied out; the zone is read only
        // for the fields whose text depends on it.
        let parsed = record.kind.dependsOnTimeZone ? record.codec?.parse(text, in: timeZone) : record.codec?.parse(text)
        switch parsed {
        case .success(let value)?: return value
        case .failure(let problem)?: throw error(schema.flat[index], problem, text: text)
        case nil: return .null // the caller made sure there is a codec
        }
    }

    /// Reads text for `field` into a value. A secret's text is never repeated in the
    /// error (``secretRefused(_:reason:)``).
    func parse(_ text: String, field: Field, codec: any ValueCodec) throws(FormError) -> FormValue {
        do {
            return try read(text, field: field, codec: codec)
        } catch  where field.isSecret {
            throw secretRefused(field, reason: error.reason)
        }
    }

    func read(_ text: String, field: Field, codec: any ValueCodec) throws(FormError) -> FormValue {
        if text.isEmpty && ![.collection, .multipleChoice, .bitfield].contains(field.kind) {
            if field.isOptional { return .null }
            // Empty text only for a type that can hold it: a `URL` or `UUID` cannot, and
            // taking "" would only fail later, at commit.
            if field.kind.isTextual || codec is StringCodec, codec.decode(.string("")) != nil { return .string("") }
        }
        if let parse = field.valueTransformer?.parse {
            guard let value = parse(text) else {
                throw FormError(
                    key: field.key, reason: .invalidText,
                    defaultMessage: "\(field.title): \(quoted(text)) is not in the expected format",
                    arguments: Self.titled(field, ("value", .string(text))))
            }
            return value
        }
        if field.kind == .option, !field.options.isEmpty {
            if let position = optionIndex(of: field).position(matching: text) {
                return field.storesOptionIndex ? .int(position) : field.options[position].value
            }
            throw FormError(
                key: field.key, reason: .notAnOption,
                defaultMessage: "\(field.title): \(quoted(text)) is not \(field.acceptedValues)",
                arguments: Self.titled(field, ("value", .string(text)), ("accepted", .string(field.acceptedValues))))
        }
        if field.kind == .multipleChoice || field.kind == .bitfield, !field.options.isEmpty {
            let options = optionIndex(of: field)
            var chosen = Array(repeating: false, count: field.options.count)
            for piece in ListText.split(text) {
                guard let position = options.position(matching: piece) else {
                    throw FormError(
                        key: field.key, reason: .notAnOption,
                        defaultMessage: "\(field.title): \(quoted(piece)) is not an option; expected any of "
                            + field.options.map { "\"\($0.title)\"" }.joined(separator: ", "),
                        arguments: Self.titled(
                            field, ("value", .string(String(piece))), ("accepted", .string(field.acceptedValues))))
                }
                chosen[position] = true
            }
            let values = field.options.indices.filter { chosen[$0] }.map { field.options[$0].value }
            if field.kind == .bitfield {
                return .int(values.reduce(0) { if case .int(let bit) = $1 { return $0 | bit } else { return $0 } })
            }
            return .array(values)
        }
        switch codec.parse(text, in: timeZone) {
        case .success(let value): return value
        case .failure(let problem): throw error(field, problem, text: text)
        }
    }
}
