extension ModelForm {
    /// The errors of the field at `index` by its type's constraints and its rules, each
    /// rule run once, without storing them.
    func ruleErrors(at index: Int) -> [FormError] {
        ruleErrors(at: index, record: records[index])
    }

    /// ``ruleErrors(at:)`` with the field's record already in hand.
    func ruleErrors(at index: Int, record: FieldRecord) -> [FormError] {
        guard record.hasCodec else { return [] }
        let value = values[index]
        if let constraint = constraintError(value, at: index, record: record), !(record.isReadOnly && value.isNull) {
            return [constraint]
        }
        if record.kind == .collection {
            return ruleErrors(ofCollectionAt: index, value: value, hasRules: record.hasRules)
        }
        guard record.hasRules else { return [] }
        if record.compiledRules.isComplete && record.compiledRules.passes(value) { return [] }
        // Most rules need only the field's key, title and kind; a context that can look up
        // other fields is made only for the rules that read them.
        let context =
            record.rulesReadTheForm
            ? ruleContext(for: schema.flat[index])
            : RuleContext(key: record.key, title: record.title, kind: record.kind)
        var errors: [FormError] = []
        let rules = record.rules
        for position in rules.indices {
            if let error = rules[position].validate(value, in: context) { errors.append(error) }
        }
        return errors
    }

    /// A collection's errors: its own rules on the whole list, then its item template's
    /// bounds, step and rules on each item, each error naming the item ("Backup Email 2
    /// must be ...", "Score 2 must be from 0 to 10") and carrying its `index` (from 0) as an
    /// argument, so that a renderer can show it by the item; a dictionary's on each entry,
    /// named by its key ("Torque stem must be from 0 to 100") and carrying it as `entry`.
    private func ruleErrors(ofCollectionAt index: Int, value: FormValue, hasRules: Bool) -> [FormError] {
        let field = schema.flat[index]
        var context = ruleContext(for: field)
        var errors = hasRules ? field.rules.compactMap { $0.validate(value, in: context) } : []
        guard var template = field.itemTemplate else { return errors }
        let rules = template.rules + template.impliedRules
        // Bounds and a step the template was given; its type's own the codec keeps.
        let checksBounds = template.hasCustomBounds || template.step != nil
        guard !rules.isEmpty || checksBounds else { return errors }
        // A list's items by position ("Score 2"), a dictionary's entries by key ("Torque stem").
        let members: [(title: String, value: FormValue, index: Int?, argument: FormValueMember)]
        switch value {
        case .array(let items):
            members = items.enumerated().map { position, item in
                ("\(template.title) \(position + 1)", item, position, FormValueMember("index", .int(position)))
            }
        case .object(let entries) where field.isDictionary:
            members = entries.map {
                ("\(field.title) \($0.key)", $0.value, nil, FormValueMember("entry", .string($0.key)))
            }
        default:
            return errors
        }
        context.kind = template.kind
        template.key = field.key
        for member in members {
            context.title = member.title
            context.itemIndex = member.index
            template.title = member.title
            if checksBounds, let problem = constraintError(member.value, field: template, more: [member.argument]) {
                errors.append(problem)
                continue
            }
            errors += rules.compactMap { $0.validate(member.value, in: context) }
        }
        return errors
    }

    /// What a rule may know about `field` and the rest of the form.
    func ruleContext(for field: Field) -> RuleContext {
        // The closures capture the key alone, not the whole ``Field``.
        let key = field.key
        return RuleContext(
            key: key, title: field.title, kind: field.kind,
            valueOf: { [unowned self] reference in
                self.index(ofRuleReference: reference, from: key).map { self.values[$0] }
            },
            titleOf: { [unowned self] reference in
                self.index(ofRuleReference: reference, from: key).map { self.schema.flat[$0].title }
            })
    }

    /// Every current error of the field at `index`: rejected input, server error, rules.
    func currentErrors(at index: Int) -> [FormError] {
        if let input = states[index].inputError { return [input] }
        if !states[index].rejectedEntries.isEmpty { return rejectedEntryErrors(at: index) }
        var errors = ruleErrors(at: index)
        if let server = states[index].serverError { errors.insert(server, at: 0) }
        return errors
    }

    /// Validates every visible field, stores the errors for renderers to show, and
    /// returns them in field order. Each error carries its field's key path.
    @discardableResult
    public func validate() -> [FormError] {
        var all: [FormError] = []
        let records = self.records
        for index in records.indices {
            let record = records[index]
            guard record.hasCodec else { continue }
            if isHidden(index) || isAbsent(index) {
                setRuleErrors([], at: index)
                continue
            }
            let errors = ruleErrors(at: index, record: record)
            // A valid field that had no errors stays as it is: nothing to store or tell.
            if !errors.isEmpty || !states[index].ruleErrors.isEmpty { setRuleErrors(errors, at: index) }
            // What `currentErrors(at:)` gives, without running the rules a second time.
            if let input = states[index].inputError {
                all.append(input)
                continue
            }
            if !states[index].rejectedEntries.isEmpty {
                all += rejectedEntryErrors(at: index)
                continue
            }
            if let server = states[index].serverError { all.append(server) }
            if !errors.isEmpty { all += errors }
            if record.kind == .collection { all += validateItems(at: index) }
        }
        return all
    }

    /// Whether every visible field is valid now, computed without storing anything.
    public var isValid: Bool {
        records.indices.allSatisfy { index in
            !records[index].hasCodec || isHidden(index) || isAbsent(index)
                || (currentErrors(at: index).isEmpty && itemsAreValid(at: index))
        }
    }

    /// The errors to show for the field at `key` now: those stored by the last validation,
    /// the field's validation timing, a rejected edit or a server (``markInvalid(_:message:)``).
    /// A fresh field that is invalid but untouched has none yet.
    public func errors(for key: String) -> [FormError] {
        guard let index = observedIndex(of: key) else {
            return (itemErrors(key) { $0.errors(for: $1) } ?? []) + collectionErrors(naming: key)
        }
        return storedErrors(at: index)
    }

    /// The errors a collection's own rules stored that name `key` inside it (a repeat found
    /// by ``ValidationRule/unique(by:)`` names `servers.2.name`).
    private func collectionErrors(naming key: String) -> [FormError] {
        guard let position = collectionPrefix(of: key)?.position else { return [] }
        return storedErrors(at: position).filter { $0.key == key }
    }

    /// ``errors(for:)-(String)`` of the field at `index`.
    func storedErrors(at index: Int) -> [FormError] {
        if let input = states[index].inputError { return [input] }
        return (states[index].serverError.map { [$0] } ?? []) + states[index].ruleErrors
    }
}

extension ModelForm {
    /// Whether the field at `index` lies in an optional nested model that is `nil` and
    /// that none of the edits touched: such fields are neither validated nor written.
    func isAbsent(_ index: Int) -> Bool {
        var parent = records[index].parent
        while let p = parent {
            if isAbsentSubform(p) { return true }
            parent = records[p].parent
        }
        return false
    }

    /// Whether the optional subform at `index` is `nil` in the model and untouched (no value
    /// changed and no text refused inside it).
    func isAbsentSubform(_ index: Int) -> Bool {
        let subform = records[index]
        let accessor = schema.accessor(at: index)
        guard subform.kind == .subform, subform.isOptional, !accessor.isNone else { return false }
        switch collectionDrafts.switches[index] {
        case true?: return false
        case false?: break
        case nil: guard accessor.read(model) == nil else { return false }
        }
        // A text refused inside counts as an edit: it blocks the commit, never dropped with the subform.
        return ((index + 1)..<records[index].descendantEnd).allSatisfy {
            values[$0] == initialValues[$0] && states[$0].inputError == nil && states[$0].rejectedEntries.isEmpty
        }
    }

    /// Whether the optional nested model at `key` is `nil` in the model (or switched off
    /// with ``CollectionEdit/remove(_:)``) and none of its fields has been edited, so that
    /// committing leaves it `nil` (its fields show the values of a new model meanwhile).
    /// `false` for anything else, and for one switched on with ``CollectionEdit/add(_:)``.
    public func isNestedModelAbsent(_ key: String) -> Bool {
        guard let index = schema.indexByKey[key] else {
            return itemRead(key) { form, inner in form.isNestedModelAbsent(inner) } ?? false
        }
        return isAbsentSubform(index) || isAbsent(index)
    }
}

extension ModelForm {
    /// The timing that applies to the field at `index`.
    func timing(at index: Int) -> ValidationTiming {
        records[index].validationTiming ?? validationTiming
    }

    /// Checks a field's rules after its value changed, if its timing says so or it is
    /// invalid now.
    func revalidateAfterChange(at index: Int) {
        let timing = timing(at: index)
        let wasInvalid = !states[index].ruleErrors.isEmpty
        if wasInvalid || timing == .onChange || (timing == .onChangeAfterBlurred && states[index].isBlurred) {
            setRuleErrors(ruleErrors(at: index), at: index)
        }
    }

    /// Stores the rule errors of the field at `index`, telling its observers when they
    /// changed.
    func setRuleErrors(_ errors: [FormError], at index: Int) {
        if observation.hasReaders && states[index].ruleErrors != errors { fieldDidChange(index) }
        states[index].ruleErrors = errors
    }

    /// Tells the form that the person left the field at `key`: its rules are checked now
    /// if its timing is ``ValidationTiming/onBlur`` or ``ValidationTiming/onChangeAfterBlurred``.
    public func blur(_ key: String) throws(FormError) {
        guard schema.indexByKey[key] != nil else {
            return try editItem(key, creating: false) { form, inner throws(FormError) in try form.blur(inner) }
        }
        let index = try self.index(of: key)
        let wasBlurred = states[index].isBlurred && states[index].isTouched
        states[index].isBlurred = true
        states[index].isTouched = true
        switch timing(at: index) {
        case .onBlur, .onChangeAfterBlurred: setRuleErrors(ruleErrors(at: index), at: index)
        case .onChange, .onDemand: break
        }
        if !wasBlurred { fieldDidChange(index) }
    }

    /// Marks the field at `key` invalid with a message from elsewhere (a server said the
    /// username is taken). The error holds, and the form is invalid, until the field's
    /// value changes by any means.
    public func markInvalid(_ key: String, message: String) throws(FormError) {
        try markInvalid(FormError(key: key, reason: .server, message: message))
    }

    /// Marks the field at `error`'s key invalid with `error` as it is: its reason, message
    /// and arguments (a conflict a renderer found between the page it showed and the model
    /// now, a check of the app's own with a reason to switch over). As
    /// ``markInvalid(_:message:)``, the error holds until the field's value changes.
    ///
    /// - Throws: ``FormError`` when there is no field at `error.key`.
    package func markInvalid(_ error: FormError) throws(FormError) {
        guard schema.indexByKey[error.key] != nil else {
            return try editItem(error.key, creating: false) { form, inner throws(FormError) in
                var innerError = error
                innerError.key = inner
                try form.markInvalid(innerError)
            }
        }
        let index = try self.index(of: error.key)
        states[index].serverError = error
        fieldDidChange(index)
    }

    /// Every error the visible fields have now, computed without storing anything: the
    /// side-effect-free twin of ``validate()``.
    package func validationErrors() -> [FormError] {
        records.indices.flatMap { index -> [FormError] in
            guard records[index].hasCodec, !isHidden(index), !isAbsent(index) else { return [] }
            return currentErrors(at: index) + itemValidationErrors(at: index)
        }
    }

    /// Whether errors of the field at `key` should be shown to the person now: it has
    /// stored errors (from its timing, ``validate()`` or a server) — a fresh field that is
    /// invalid but untouched shows nothing yet. They are ``errors(for:)-(String)``.
    package func shouldShowErrors(for key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return itemFieldShowsErrors(key) }
        return hasStoredErrors(at: index)
    }

    /// ``shouldShowErrors(for:)-(String)`` of a key that is no field of this form: inside an item.
    func itemFieldShowsErrors(_ key: String) -> Bool {
        itemRead(key) { $0.shouldShowErrors(for: $1) } ?? false
    }

    /// ``shouldShowErrors(for:)-(String)`` of the field at `index`.
    func hasStoredErrors(at index: Int) -> Bool {
        // Each property read where it is: copying the whole state out copies every error in it.
        states[index].inputError != nil || states[index].serverError != nil || !states[index].ruleErrors.isEmpty
    }

    /// Whether the person has edited the field at `key`.
    package func isTouched(_ key: String) -> Bool {
        guard let index = observedIndex(of: key) else { return itemRead(key) { $0.isTouched($1) } ?? false }
        return states[index].isTouched
    }
}

extension Field {
    /// The rules that say a phone field's format: one of the field's own replaces the
    /// implied ``ValidationRule/phoneNumber``.
    private static let phoneFormatRules: Set<String> = [
        ValidationRule.Name.phoneNumber, ValidationRule.Name.usPhone, ValidationRule.Name.regex,
    ]

    /// The rules the field's kind implies when it has none of its own for that: text of
    /// kind email (a `String`, or a ``FormTextConvertible`` type whose kind is email) is
    /// checked as an email address (its page says `type=email`, its schema
    /// `format: email`), and a URL field, text or a Swift `URL`, as a URL with `http` or
    /// `https` (so `javascript:alert(1)` is refused); a field's own `email` or `url` rule
    /// replaces these (`.url(allowedSchemes: ["ftp"])`). Text of kind phone is checked as
    /// a phone number (``ValidationRule/phoneNumber``: digits, spaces and `+ ( ) - .`)
    /// unless the field has a `phoneNumber`, `usPhone` or `regex` rule of its own.
    ///
    /// A dynamic form's fields (whose codecs wrap the value codec) are checked the same way.
    var impliedRules: [ValidationRule] {
        guard kind == .email || kind == .url || kind == .phone else { return [] }
        let valueCodec = (codec as? FormValueCodec)?.inner ?? codec
        if kind == .phone, valueCodec is any TextValueCodec,
            !rules.contains(where: { Self.phoneFormatRules.contains($0.name) })
        {
            return [.phoneNumber]
        }
        if kind == .email, valueCodec is any TextValueCodec,
            !rules.contains(where: { $0.name == ValidationRule.Name.email })
        {
            return [.email]
        }
        if kind == .url, valueCodec is any TextValueCodec || valueCodec is URLCodec,
            !rules.contains(where: { $0.name == ValidationRule.Name.url })
        {
            return [.url(requireScheme: valueCodec is URLCodec)]
        }
        return []
    }
}
