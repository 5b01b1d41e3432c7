// Checking the attributes a customization gives a field against its type: bounds, step,
// rules, options and a collection's item template.
extension SchemaBuilder {
    /// The `min` and `max` of `settings` on `field` (a field, or a collection's item
    /// template), checked against its type, and its step checked.
    mutating func applyBounds(of settings: FieldSettings, to field: inout Field) {
        if let minimum = settings.min { field.minimum = bound(minimum, field: field, attribute: "min") }
        if let maximum = settings.max { field.maximum = bound(maximum, field: field, attribute: "max") }
        field.hasCustomBounds = settings.min != nil || settings.max != nil
        if field.hasCustomBounds { checkBounds(of: field) }
        if let step = field.step, step.compare(to: .int(0)) != .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "step (\(OptionText.display(step))) must be greater than 0"))
        }
    }

    /// Each rule must be able to hold for the field's kind (``ValidationRule/misfit(for:)``).
    mutating func checkRules(of field: Field) {
        for rule in field.rules {
            if let misfit = rule.misfit(for: field.kind) {
                problems.append(.init(key: field.key, reason: .invalidAttribute, message: misfit))
            }
        }
    }

    /// Custom bounds must be in order, and within the integer type's own.
    private mutating func checkBounds(of field: Field) {
        if let low = field.minimum, let high = field.maximum, low.compare(to: high) == .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "min (\(OptionText.display(low))) is greater than max (\(OptionText.display(high)))"))
        }
        guard let typeBounds = (field.codec as? any IntegerCodecProtocol)?.typeBounds else { return }
        if let low = field.minimum, low.compare(to: typeBounds.minimum) == .orderedAscending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "min (\(OptionText.display(low))) is below the smallest \(field.typeName) "
                        + "(\(OptionText.display(typeBounds.minimum)))"))
        }
        if let high = field.maximum, high.compare(to: typeBounds.maximum) == .orderedDescending {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "max (\(OptionText.display(high))) is above the largest \(field.typeName) "
                        + "(\(OptionText.display(typeBounds.maximum)))"))
        }
    }

    /// Options from the customization: FXForms stores the index for numeric properties
    /// whose options are not numbers, the value otherwise.
    mutating func applyOptions(_ options: [FieldOption], to field: inout Field, kindWasSet: Bool) {
        guard let codec = field.codec else { return }
        guard !options.isEmpty else {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "options is empty; list at least one option, or leave options out"))
            return
        }
        let numeric = codec is IntegerCodecProtocol || codec is FloatingPointCodecProtocol || codec is DecimalCodec
        if field.kind == .bitfield {
            field.options = options.enumerated().map { index, option in
                option.value.isNumber ? option : FieldOption(option.title, value: .int(1 << min(index, 62)))
            }
            if let replaceable = codec as? any OptionsReplaceable {
                field.codec = replaceable.replacingOptions(field.options)
            }
            return
        }
        if numeric && !options.allSatisfy({ $0.value.isNumber }) {
            field.storesOptionIndex = true
            field.options = options
            if let largest = (codec as? any IntegerCodecProtocol)?.typeBounds.maximum,
                FormValue.int(options.count - 1).compare(to: largest) == .orderedDescending
            {
                problems.append(
                    .init(
                        key: field.key, reason: .invalidAttribute,
                        message: "\(options.count) options are stored as their index, "
                            + "and \(field.typeName) holds at most \(OptionText.display(largest))"))
            }
        } else {
            let itemCodec = (codec as? any CollectionCodecProtocol)?.element ?? codec
            field.options = options.compactMap { option in
                switch itemCodec.normalize(option.value) {
                case .success(let value): return FieldOption(option.title, value: value)
                case .failure(let problem):
                    problems.append(
                        .init(
                            key: field.key, reason: .invalidAttribute,
                            message: "option \"\(option.title)\" does not fit the field: \(problem.reason)"))
                    return nil
                }
            }
        }
        if !kindWasSet, !field.kind.isChoice {
            field.kind = codec is any CollectionCodecProtocol ? .multipleChoice : .option
        }
    }

    private mutating func bound(_ value: FormValue, field: Field, attribute: String) -> FormValue? {
        guard field.codec != nil else { return value }
        if field.kind.isTemporal, let codec = field.codec {
            return checked(value, codec: codec, field: field, attribute: attribute)
        }
        guard value.isNumber else {
            problems.append(
                .init(key: field.key, reason: .invalidAttribute, message: "attribute '\(attribute)' must be a number"))
            return nil
        }
        return value
    }

    mutating func checked(_ value: FormValue, field: Field, attribute: String) -> FormValue? {
        guard let codec = field.codec else { return value }
        if field.storesOptionIndex { return value }
        return checked(value, codec: codec, field: field, attribute: attribute)
    }

    mutating func checked(_ value: FormValue, codec: any ValueCodec, field: Field, attribute: String)
        -> FormValue?
    {
        switch codec.normalize(value) {
        case .success(let normalized): return normalized
        case .failure(let problem):
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "attribute '\(attribute)' does not fit the field: \(problem.reason)"))
            return nil
        }
    }

    /// What each item of a collection is like.
    mutating func itemTemplate(_ item: LeafInference, of field: Field, settings: FieldSettings?) -> Field {
        let itemKey = NameHeuristics.singular(of: String(field.name))
        var template = Field(
            key: field.key + "[]", kind: settings?.kind ?? item.kind,
            title: settings?.title ?? NameFacts.title(for: itemKey, kind: nil, options: configuration.titles),
            codec: item.codec, typeName: "\(item.codec.swiftType)")
        template.options = item.options
        template.minimum = item.minimum
        template.maximum = item.maximum
        if let settings {
            template.step = settings.step
            applyBounds(of: settings, to: &template)
        }
        if let settings,
            settings.hidden != nil || settings.disabled != nil || settings.sectionHidden != nil
                || settings.sectionDisabled != nil
        {
            problems.append(
                .init(
                    key: field.key, reason: .invalidAttribute,
                    message: "template: an item of a list of values has no condition of its own; "
                        + "give 'hidden' or 'disabled' to the collection '\(field.key)'"))
        }
        template.placeholder = settings?.placeholder
        template.rules = settings?.rules ?? []
        checkRules(of: template)
        template.textTraits = TextTraits.inferred(
            kind: template.kind, contentType: settings?.contentType ?? item.contentType)
        if settings?.kind == nil, settings?.contentType == nil, let traits = item.textTraits {
            template.textTraits = traits
        }
        if settings?.contentTypeIsNone == true { template.textTraits.contentType = nil }
        // `secure` items make the collection a secret (``Field/isSecret``).
        if let secure = settings?.secure { template.textTraits.isSecure = secure }
        return template
    }
}

/// Lets option customization recognize numeric codecs whatever their generic type.
protocol IntegerCodecProtocol {
    /// The smallest and largest values of the integer type, which the codec never lets by.
    var typeBounds: (minimum: FormValue, maximum: FormValue) { get }
    /// What values are accepted with the type's bounds written out, which the codec's
    /// messages about a number that does not fit the type say.
    var acceptedWithBounds: String { get }
}

extension IntegerCodec: IntegerCodecProtocol {
    var typeBounds: (minimum: FormValue, maximum: FormValue) { (Self.formValue(T.min), Self.formValue(T.max)) }
    var integerTypeBounds: (minimum: FormValue, maximum: FormValue)? { typeBounds }
}
protocol FloatingPointCodecProtocol {
    /// Whether NaN and infinity are accepted.
    var allowsNonFinite: Bool { get }
}
extension FloatingPointCodec: FloatingPointCodecProtocol {}

/// Codecs whose options can be replaced by customization.
protocol OptionsReplaceable {
    func replacingOptions(_ options: [FieldOption]) -> any ValueCodec
}

extension BitfieldCodec: OptionsReplaceable {
    func replacingOptions(_ options: [FieldOption]) -> any ValueCodec { BitfieldCodec(options: options) }
}
