extension ModelForm {
    /// Applies a JSON body sent from outside the program in the shape
    /// `JSONSchemaExporter.instance(of:)` writes (react-jsonschema-form's `formData`): all
    /// of it, or nothing.
    ///
    /// - Subforms are nested objects; an optional subform's `null` switches it off, an
    ///   object switches it on.
    /// - A collection of subforms is an array of item objects, a dictionary of subforms an
    ///   object of entry objects: the collection becomes what was sent. Items past the end
    ///   of the array are removed and new ones added at the end (items are matched by
    ///   position, as a JSON Schema front end sends them); entries whose keys are not sent
    ///   are removed and new keys added.
    /// - Lists and dictionaries of values, multiple choices and bitfields take an array (or
    ///   an object) as a whole; a multiple choice never takes a comma-joined string.
    /// - Numbers and Booleans are JSON's; dates are RFC 3339 text as the exporter writes
    ///   them, read in the form's ``timeZone`` when they have no offset.
    /// - A member that is missing leaves its field as it is: a body may name only the
    ///   fields it changes. Empty a field by sending `""` or `null`. (rjsf leaves a string
    ///   emptied on the page out of its `formData`.)
    ///
    /// Each member is compared with the form's value first. One that is the same passes
    /// and writes nothing, whatever the field: a front end posts back the whole instance,
    /// read-only members included. One that differs is written when input may write its
    /// field (``inputRefusal(for:)``), as ``applyInput(_:)-([String:String])``
    /// writes a text: only fields the model lists in its ``FormCustomizing/inputFields``,
    /// shown and enabled now or by the body's other members. Otherwise `mode` decides:
    /// ``JSONInputMode/strict`` refuses the body with the member's error (the key, and the
    /// reason ``inputRefusal(for:)`` gives, or ``FormError/Reason/unknownField``), and
    /// ``JSONInputMode/ignoreUnknown`` leaves it unwritten and returns its key.
    ///
    /// Parse the body with ``FormValue/init(json:preservingDecimals:)`` and
    /// `preservingDecimals: true`, so that a `Decimal` field gets every digit sent.
    ///
    /// ```swift
    /// let body = try FormValue(json: requestBody, preservingDecimals: true)
    /// try form.applyInput(json: body)
    /// settings = try form.commit()
    /// ```
    ///
    /// The body is tried first on a twin of the form (its draft, items and conditions as
    /// they are now); the form is changed only when nothing is refused.
    ///
    /// ## Given what the client was shown
    ///
    /// `shown` is the lost-update guard of a JSON front end (HTTP's `ETag` and `If-Match`).
    /// With `shown` (made by `JSONSchemaExporter.shownInstance(of:)` when the instance was
    /// sent), each member of a field the client was shown is compared with the value shown
    /// before anything else:
    ///
    /// - the value shown: the client left it alone, and the model's value now stays (another
    ///   writer's change since is kept; a read-only member is not refused for it);
    /// - another value, while the form still holds the value shown: the client's change,
    ///   applied as a body without `shown` is;
    /// - another value, while the form holds a third: someone else changed the field too,
    ///   and the body is refused with a ``FormError/Reason/conflict`` error naming the field
    ///   (the same change on both sides is no conflict). Nothing is written.
    ///
    /// A secret, a field hidden now and a field `shown` does not name are applied as without
    /// `shown`. A collection, a dictionary or a collection
    /// of subforms is one value, as a page's list of shown values treats it.
    ///
    /// ```swift
    /// // GET: send the instance with its tag.
    /// let shownInstance = JSONSchemaExporter().shownInstance(of: form)
    /// // ETag: shownInstance.fingerprints.entityTag; body: formData and fingerprints.text
    ///
    /// // PUT with If-Match: the fingerprints come back (or the server kept them by tag).
    /// let shown = try ShownFingerprints(text: shownText)
    /// guard shown.matches(ifMatch: ifMatchHeader) else { /* 412 */ }
    /// try form.applyInput(json: formData, absentText: .emptied, shown: shown)   // a conflict: 412
    /// ```
    ///
    /// - Parameters:
    ///   - json: The body, parsed with `preservingDecimals: true`.
    ///   - mode: What is done with members input may not write.
    ///   - absentText: What is done with optional text the body leaves out: kept (the
    ///     default), or emptied when the client was shown it (rjsf leaves out emptied text).
    ///   - shown: What the client was shown; `nil` applies the body as it comes.
    /// - Returns: The keys of the members left unwritten in ``JSONInputMode/ignoreUnknown``
    ///   mode, in the order found.
    /// - Throws: ``FormErrors`` with every refused member and every conflict; the form is
    ///   unchanged then.
    @discardableResult
    public func applyInput(
        json: FormValue, mode: JSONInputMode = .strict, absentText: AbsentText = .kept,
        shown: ShownFingerprints? = nil
    ) throws(FormErrors) -> [String] {
        // Only the first few unknown members get a "did you mean" suggestion.
        try SuggestionBudget.limiting(ownLimits) { () throws(FormErrors) -> [String] in
            try withoutTrackingReads { () throws(FormErrors) -> [String] in
                try applyJSON(json, mode: mode, absentText: absentText, shown: shown)
            }
        }
    }

    /// ``applyInput(json:mode:absentText:shown:)``, within one suggestion budget, its reads untracked.
    private func applyJSON(
        _ json: FormValue, mode: JSONInputMode, absentText: AbsentText, shown: ShownFingerprints?
    ) throws(FormErrors) -> [String] {
        let limit = FormLimits.current.maximumInputValues
        if Self.valueCount(of: json, upTo: limit) > limit {
            throw FormErrors([
                FormError(
                    key: "", reason: .outOfRange,
                    defaultMessage:
                        "the input holds more than \(limit) values; at most \(limit) are accepted (FormLimits.maximumInputValues)"
                )
            ])
        }
        var rehearsal = JSONInputWalk(form: inputRehearsal(), mode: mode, absentText: absentText, shown: shown)
        rehearsal.apply(json)
        guard rehearsal.refused.isEmpty else { throw FormErrors(rehearsal.refused) }
        var walk = JSONInputWalk(form: self, mode: mode, absentText: absentText, shown: shown)
        walk.apply(json)
        guard walk.refused.isEmpty else { throw FormErrors(walk.refused) }
        return walk.ignored
    }

    /// How many values `json` holds, every object, array and value counted, or `limit + 1`
    /// once there are more than `limit`: counted with a list of values still to look at,
    /// not by recursion, and stopped at the limit.
    private static func valueCount(of json: FormValue, upTo limit: Int) -> Int {
        var count = 0
        var pending = [json]
        while let value = pending.popLast() {
            count += 1
            if count > limit { return count }
            switch value {
            case .array(let elements): pending += elements
            case .object(let members): pending += members.lazy.map(\.value)
            default: break
            }
        }
        return count
    }
}

extension ModelForm {
    /// A form in the state of this one, to try input on before it is applied here: the
    /// same model, schema, settings and input fields, the same draft (values, states, the
    /// conditions' results) and rehearsals of the item forms made so far, so that editing it
    /// changes nothing here. Change handlers are not carried over.
    func inputRehearsal() -> ModelForm<Model> {
        let twin = ModelForm(model: model, schema: schema)
        twin.timeZone = timeZone
        twin.validationTiming = validationTiming
        twin.ownLimits = ownLimits
        twin.inputAllowed = inputAllowed
        twin.initialValues = initialValues
        twin.values = values
        twin.states = states
        let conditions = conditionState
        let twinConditions = twin.conditionState
        twinConditions.slots = conditions.slots
        twinConditions.results = conditions.results
        twinConditions.predicateDependents = conditions.predicateDependents
        twinConditions.closureReads = conditions.closureReads
        twinConditions.closureDependents = conditions.closureDependents
        twinConditions.hidden = conditions.hidden
        twinConditions.disabled = conditions.disabled
        twinConditions.sectionHidden = conditions.sectionHidden
        twinConditions.sectionDisabled = conditions.sectionDisabled
        let drafts = collectionDrafts
        twin.collectionDrafts.lists = drafts.lists.mapValues { $0.rehearsalCopy() }
        twin.collectionDrafts.itemCollectionPositions = drafts.itemCollectionPositions
        twin.collectionDrafts.switches = drafts.switches
        twin.collectionDrafts.appliedEdits = drafts.appliedEdits
        return twin
    }
}

extension ModelForm {
    /// The fingerprints of the values of the fields at `keys` as a JSON instance shows them
    /// (for the exporter, which knows which fields an instance shows).
    package func shownFingerprints(of keys: [String]) -> ShownFingerprints {
        ShownFingerprints(
            keys: keys,
            fingerprints: keys.map { key in
                guard let field = field(key) else { return ValueFingerprint(.null) }
                return instanceFingerprint(value(for: key) ?? .null, field: field)
            })
    }

    /// The fingerprint of `value` of `field` as a JSON instance spells it: a date as its
    /// RFC 3339 text in the form's time zone, the secrets of a collection's items left out,
    /// any other value as it is.
    func instanceFingerprint(_ value: FormValue, field: Field) -> ValueFingerprint {
        let plain = field.kind == .collection ? field.removingSecrets(from: value) : value
        return ValueFingerprint(Self.spellingDates(in: plain, of: field, dates: ISO8601Text(timeZone: timeZone)))
    }

    /// `value` with its dates as the instance's text; the dates of an item's fields in the
    /// kind of their field.
    private static func spellingDates(in value: FormValue, of field: Field, dates: ISO8601Text) -> FormValue {
        switch value {
        case .date(let date):
            return .string(dates.string(from: date, as: ISO8601Text.Content(field.kind) ?? .dateTime))
        case .array(let items):
            let template = field.itemTemplate ?? field
            return .array(items.map { spellingDates(in: $0, of: template, dates: dates) })
        case .object(let members):
            // A subform's members are its fields; a dictionary's are entries of its template.
            return .object(
                members.map { member in
                    let inner =
                        field.kind == .subform
                        ? field.children.first { $0.key == member.key || $0.key.hasSuffix("." + member.key) } ?? field
                        : field.itemTemplate ?? field
                    return FormValueMember(member.key, spellingDates(in: member.value, of: inner, dates: dates))
                })
        default:
            return value
        }
    }

    /// The value `sent` (a JSON member, as the field takes it) would give the field at `key`:
    /// read by its type and checked against its rules, whether or not input may write it
    /// now. `nil` when it does not read, and for a key that is not one of the form's own
    /// fields.
    func inputValue(_ sent: FormValue, for key: String) -> FormValue? {
        guard let index = schema.indexByKey[key] else { return nil }
        return try? convertedValue(sent, at: index, record: records[index])
    }
}
