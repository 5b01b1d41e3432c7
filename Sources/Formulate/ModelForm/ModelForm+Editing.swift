import Foundation

extension ModelForm {
    /// Sets a field to a typed value: the property's type, or a lossless widening of it
    /// (an `Int` for an `Int8` that fits, say). `nil` empties an optional field, and
    /// switches an optional subform off (as ``CollectionEdit/remove(_:)`` does; ``apply(_:)``
    /// with ``CollectionEdit/add(_:)`` switches it on).
    ///
    /// - Throws: ``FormError`` naming the field and what it accepts when the value is of
    ///   another type, out of range, not an option, or the field cannot be edited. The
    ///   draft is unchanged then.
    public func setValue(_ value: Any?, for key: String) throws(FormError) {
        guard let index = schema.indexByKey[key] else {
            // Setting nothing adds no item: `servers.2.proxy` = nil with two servers is refused.
            return try editItem(key, creating: !Self.isNil(value)) { form, inner throws(FormError) in
                try form.setValue(value, for: inner)
            }
        }
        if isOptionalSubform(index), Self.isNil(value) {
            if !isAbsentSubform(index) { try apply(.remove(key)) }
            return
        }
        try store(try converted(value, at: index), at: index, text: nil, checked: true, typed: value)
    }

    /// Sets a field to a typed value whose type is known where it is called: the same as
    /// `setValue(_:for:)` taking `Any?`, and for `Int`, `String` and `Bool` fields set to a
    /// value of their own type, without the cost of boxing the value in `Any` and casting
    /// it back.
    ///
    /// ```swift
    /// try form.setValue(18, for: "fontSize")
    /// try form.setValue(Theme.dark, for: "theme")
    /// ```
    ///
    /// - Throws: ``FormError`` as the `Any?` overload does; the draft is unchanged then.
    public func setValue<Value>(_ value: Value, for key: String) throws(FormError) {
        guard let index = schema.indexByKey[key] else {
            return try editItem(key, creating: !Self.isNil(value as Any?)) { form, inner throws(FormError) in
                try form.setValue(value as Any?, for: inner)
            }
        }
        let record = records[index]
        if record.kind == .subform { return try setValue(value as Any?, for: key) }
        let exact: FormValue?
        if record.swiftType == Int.self, let number = Self.exactly(value, as: Int.self) {
            exact = .int(number)
        } else if record.swiftType == String.self, let text = Self.exactly(value, as: String.self) {
            exact = .string(text)
        } else if record.swiftType == Bool.self, let flag = Self.exactly(value, as: Bool.self) {
            exact = .bool(flag)
        } else {
            exact = nil
        }
        guard let exact else {
            return try store(
                try converted(value as Any?, at: index), at: index, text: nil, checked: true, typed: value)
        }
        // What `converted` does for a value of the field's own type, which its codec takes as is.
        try ensureEditable(at: index, record: record)
        if let problem = constraintError(exact, at: index, record: record) { throw problem }
        try store(exact, at: index, text: nil, checked: true)
    }

    /// `value` when its type is `T` itself: two types compared, where `as? T` boxes the value
    /// and asks the runtime for a cast. // perf: scenario 3
    @inline(__always)
    private static func exactly<Value, T>(_ value: Value, as _: T.Type) -> T? {
        guard Value.self == T.self else { return nil }
        return unsafeBitCast(value, to: T.self)
    }

    /// Sets a field to a ``FormValue``, as JSON or another form would give it.
    package func setFormValue(_ value: FormValue, for key: String) throws(FormError) {
        guard let index = schema.indexByKey[key] else {
            return try editItem(key, creating: !value.isNull) { form, inner throws(FormError) in
                try form.setFormValue(value, for: inner)
            }
        }
        try store(try converted(value, at: index), at: index, text: nil, checked: true)
    }

    /// A typed value (or a ``FormValue``) for the field at `index`, checked against its type
    /// and constraints, without storing it.
    func converted(_ value: Any?, at index: Int) throws(FormError) -> FormValue {
        let record = records[index]
        try ensureEditable(at: index, record: record)
        return try convertedValue(value, at: index, record: record)
    }

    /// ``converted(_:at:)`` for a field whether or not it can be edited now.
    func convertedValue(_ value: Any?, at index: Int, record: FieldRecord) throws(FormError) -> FormValue {
        let result: FormValue
        if let value, let swiftType = record.swiftType, type(of: value) == swiftType, swiftType != FormValue.self {
            // The property's own type (the common case): neither a FormValue nor an
            // optional to unwrap, so the casts that look for those are skipped, and the
            // codec is called where it is stored rather than copied out first.
            switch record.codec?.coerce(value) {
            case .success(let v)?: result = kept(v, kind: record.kind)
            case .failure(let problem)?: throw error(schema.flat[index], problem)
            case nil: result = .null // callers have found a codec
            }
            if let problem = constraintError(result, at: index, record: record) { throw problem }
            return result
        }
        guard let codec = record.codec else { return .null }
        if let formValue = value as? FormValue {
            if formValue.isNull || record.storesOptionIndex {
                result = formValue
            } else {
                switch codec.normalize(formValue, in: timeZone) {
                case .success(let v): result = kept(v, kind: record.kind)
                case .failure(let problem): throw error(schema.flat[index], problem)
                }
            }
        } else if let value, let unwrapped = Accessors.flatten(value) {
            switch codec.coerce(unwrapped) {
            case .success(let v): result = kept(v, kind: record.kind)
            case .failure(let problem): throw error(schema.flat[index], problem)
            }
        } else {
            result = .null
        }
        if let problem = constraintError(result, at: index, record: record) { throw problem }
        return result
    }

    /// A date or a time of day as its field keeps it, whatever instant it was given as: the
    /// day, or the wall-clock time, it is in the form's time zone (``ISO8601Text/kept(_:as:)``),
    /// as if its text had been typed. A date picker's local midnight is that day everywhere.
    func kept(_ value: FormValue, kind: FieldKind) -> FormValue {
        guard kind == .date || kind == .time, case .date(let date) = value else { return value }
        return .date(ISO8601Text(timeZone: timeZone).kept(date, as: kind == .date ? .date : .time))
    }

    /// The codec of the field at `index` if it can be edited now, or why it cannot (the
    /// ``Field`` is looked at only to say why).
    func editableCodec(at index: Int) throws(FormError) -> any ValueCodec {
        let record = records[index]
        try ensureEditable(at: index, record: record)
        guard let codec = record.codec else { return try editableCodec(schema.flat[index]) }
        return codec
    }

    /// Throws what ``editableCodec(at:)`` throws, without copying the codec out.
    func ensureEditable(at index: Int, record: FieldRecord) throws(FormError) {
        if record.hasCodec, !record.isReadOnly, !isDisabled(index), !isHidden(index),
            !record.isUnderUncreatableModel || canCreateParents(of: index)
        {
            return
        }
        _ = try editableCodec(schema.flat[index])
    }

    /// The codec of a field that can be edited now, or why it cannot.
    func editableCodec(_ field: Field) throws(FormError) -> any ValueCodec {
        guard let codec = field.codec else {
            throw FormError(
                key: field.key, reason: .readOnly,
                defaultMessage: "\(field.title) is \(field.kind.nameWithArticle) and holds no value",
                arguments: Self.titled(field))
        }
        if field.isReadOnly {
            throw FormError(
                key: field.key, reason: .readOnly, defaultMessage: "\(field.title) is read-only",
                arguments: Self.titled(field))
        }
        if isDisabled(field.index) {
            throw FormError(
                key: field.key, reason: .disabled, defaultMessage: "\(field.title) is disabled",
                arguments: Self.titled(field))
        }
        if isHidden(field.index) {
            throw FormError(
                key: field.key, reason: .hidden, defaultMessage: "\(field.title) is hidden",
                arguments: Self.titled(field))
        }
        if !canCreateParents(of: field.index) {
            throw FormError(
                key: field.key, reason: .cannotCreate,
                defaultMessage: "\(field.title) cannot be edited: its enclosing model is nil and cannot be created")
        }
        return codec
    }

    /// Whether the field at `key` takes edits now: it holds a value, it is not read-only,
    /// hidden or disabled, and any optional model around it exists or can be created.
    /// `false` when there is no such field.
    ///
    /// A renderer shows a field that holds a value but is not editable as disabled.
    public func isEditable(_ key: String) -> Bool {
        guard let index = observedIndex(of: key) else {
            if let (address, form) = recentItemAddress(of: key), let inner = address.inner {
                return isEditable(at: address.position) && form.isEditable(inner)
            }
            guard let (position, rest) = collectionPrefix(of: key), isEditable(at: position) else { return false }
            return itemRead(key, position: position, rest: rest) { $0.isEditable($1) } ?? false
        }
        return isEditable(at: index)
    }

    /// ``isEditable(_:)-(String)`` of the field at `index`.
    func isEditable(at index: Int) -> Bool {
        isEditable(at: index, record: records[index])
    }

    /// ``isEditable(at:)`` with the field's record in hand.
    func isEditable(at index: Int, record: FieldRecord) -> Bool {
        record.hasCodec && !record.isReadOnly && !isDisabled(index) && !isHidden(index)
            && (!record.isUnderUncreatableModel || canCreateParents(of: index))
    }

    /// Whether the optional nested models enclosing a field exist or can be created.
    func canCreateParents(of index: Int) -> Bool {
        var parent = records[index].parent
        while let p = parent {
            if !records[p].canCreate, schema.accessor(at: index).read(model) == nil { return false }
            parent = records[p].parent
        }
        return true
    }

    /// Checks a value against the field's type-level constraints (unless `checked` says the
    /// caller just did) and puts it in the draft.
    ///
    /// `typed` is the value as a caller of `setValue` gave it: for a collection of subforms
    /// of its own type, its items are kept as given when the item list is made again.
    func store(
        _ value: FormValue, at index: Int, text: String?, checked: Bool = false, typed: Any? = nil
    ) throws(FormError) {
        if !checked, let problem = constraintError(value, at: index) { throw problem }
        var old = value
        swap(&values[index], &old)
        let changed = old != value
        let hadRejectedText = states[index].rejectedText != nil || states[index].inputError != nil
        states[index].recordEdit(changingValue: changed)
        if changed, isItemCollection(index) { itemsDidReplace(at: index, typed: typed) }
        if changed { valueDidChange(at: index, from: old) } else if hadRejectedText { fieldDidChange(index) }
    }

    /// After a real change: conditions that depend on the field, validation as its timing
    /// says (and of fields whose rules read it), then change handlers, which so see the
    /// form's state already updated.
    func valueDidChange(at index: Int, from old: FormValue, notifying: Bool = true) {
        updateConditions(dependingOn: index)
        revalidateAfterChange(at: index)
        fieldDidChange(index)
        if schema.hasRuleDependents {
            for dependent in records[index].ruleDependents
            where states[dependent].isTouched || !states[dependent].ruleErrors.isEmpty {
                setRuleErrors(ruleErrors(at: dependent), at: dependent)
            }
        }
        if notifying { notifyChange(at: index, from: old) }
    }

    /// Whether `value` is `nil`, however deeply it is wrapped in optionals.
    private static func isNil(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
