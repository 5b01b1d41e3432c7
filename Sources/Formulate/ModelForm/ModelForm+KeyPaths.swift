extension ModelForm {
    /// The key of the field at `keyPath` (`"notifications.sound"` for
    /// `\Settings.notifications.sound`), or `nil` when `keyPath` names no field of the form.
    ///
    /// Every field of the model's own properties, and of its nested models' properties,
    /// has a key path from the model. A field inside an optional nested model, inside a
    /// collection's item or a dictionary's entry, and a field with no property (an extra
    /// field of ``FormCustomizing/extraFields`` or of a form description) have none: use
    /// their keys.
    public func key(for keyPath: PartialKeyPath<Model>) -> String? {
        schema.keyPaths.position(of: keyPath, in: schema).map { schema.flat[$0].key }
    }

    /// ``value(for:)-(String)`` of the field at `keyPath`; `nil` when it names no field.
    public func value(for keyPath: PartialKeyPath<Model>) -> FormValue? {
        key(for: keyPath).flatMap(value(for:))
    }

    /// ``text(for:)-(String)`` of the field at `keyPath`; "" when it names no field.
    public func text(for keyPath: PartialKeyPath<Model>) -> String {
        key(for: keyPath).map(text(for:)) ?? ""
    }

    /// Sets the field at `keyPath` to a value of the property's own type, checked by the
    /// compiler:
    ///
    /// ```swift
    /// try form.setValue(18, for: \.fontSize)
    /// try form.setValue(nil, for: \.homepage)   // an optional property
    /// ```
    ///
    /// - Throws: ``FormError`` when `keyPath` names no field of the form (``key(for:)``),
    ///   and as ``setValue(_:for:)-(Value,String)`` does. The draft is unchanged then.
    public func setValue<Value>(_ value: Value, for keyPath: KeyPath<Model, Value>) throws(FormError) {
        try setValue(value, for: try existingKey(for: keyPath))
    }

    /// Sets the field at `keyPath` from text as a person typed it, as
    /// ``setText(_:for:)-(String,String)`` does.
    ///
    /// - Throws: ``FormError`` when `keyPath` names no field of the form (``key(for:)``),
    ///   or the text is refused; the draft is unchanged then.
    public func setText(_ text: String, for keyPath: PartialKeyPath<Model>) throws(FormError) {
        try setText(text, for: try existingKey(for: keyPath))
    }

    /// The key of the field at `keyPath`, or an error saying that it names none.
    func existingKey(for keyPath: PartialKeyPath<Model>) throws(FormError) -> String {
        guard let key = key(for: keyPath) else {
            let path = KeyPathText.describing(keyPath)
            throw FormError(
                key: path, reason: .unknownField,
                defaultMessage: "\(path) is not the key path of a field of this form; a field inside an optional "
                    + "nested model, a collection's item or a dictionary's entry is edited by its key",
                arguments: [FormValueMember("key", .string(path))])
        }
        return key
    }
}

/// Which field each key path of a model names, made the first time a form of the schema is
/// asked by key path (a form only edited by key never pays for it), then shared by every
/// form of the schema. Not generic (its method is): every first form of a type makes one,
/// and a generic class's metadata is asked of the runtime.
final class SchemaKeyPaths: Sendable {
    private let made = Locked<[AnyKeyPath: Int]?>(nil)

    /// The position in `schema.flat` of the field `keyPath` names, or `nil` when it names
    /// none (a field inside an optional nested model, or in a collection's item, has no key
    /// path from the model).
    func position<Model>(of keyPath: AnyKeyPath, in schema: ModelSchema<Model>) -> Int? {
        made.withLock { made in
            if let made { return made[keyPath] }
            var positions: [AnyKeyPath: Int] = [:]
            for position in schema.accessors.indices {
                guard let path = schema.accessor(at: position).pathFromModel, positions[path] == nil else { continue }
                positions[path] = position
            }
            made = positions
            return positions[keyPath]
        }
    }
}
