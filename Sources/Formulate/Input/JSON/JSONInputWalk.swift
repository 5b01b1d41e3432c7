import Foundation

/// One pass of a JSON instance over a form (``ModelForm/applyInput(json:mode:absentText:shown:)``): each
/// member checked against the form's field at its key and written through the form's
/// input path, the errors and ignored keys kept. Run first on a rehearsal of the form,
/// then, when nothing was refused, on the form itself.
struct JSONInputWalk<Model> {
    let form: ModelForm<Model>
    let mode: JSONInputMode
    /// What is done with optional text the body leaves out.
    let absentText: AbsentText
    /// What the client was shown, when the body comes with it: members it left as shown
    /// keep the model's value now, members changed on both sides are conflicts.
    let shown: ShownFingerprints?
    /// Every refused member, in the order found.
    private(set) var refused: [FormError] = []
    /// Members not written in ``JSONInputMode/ignoreUnknown`` mode, in the order found.
    private(set) var ignored: [String] = []
    /// Members of fields a condition hides or disables now, tried again once the others
    /// are written (a box ticked and the field it shows, in one body).
    private var waiting: [(key: String, value: FormValue, field: Field)] = []

    init(form: ModelForm<Model>, mode: JSONInputMode, absentText: AbsentText = .kept, shown: ShownFingerprints? = nil) {
        self.form = form
        self.mode = mode
        self.absentText = absentText
        self.shown = shown
    }

    /// Applies `instance`, which must be an object.
    mutating func apply(_ instance: FormValue) {
        guard case .object(let members) = instance else {
            refused.append(
                FormError(
                    key: "", reason: .typeMismatch,
                    defaultMessage: "the input is not a JSON object of the form's fields"))
            return
        }
        applyObject(members, at: nil, fields: form.fields)
        // Each pass writes at least one waiting member, so there are at most as many as members.
        while let next = waiting.firstIndex(where: { form.acceptsInput(for: $0.key) }) {
            let entry = waiting.remove(at: next)
            write(entry.value, to: entry.key, field: entry.field)
        }
        for entry in waiting { refuseInput(entry.key) }
    }

    /// Applies the members of one object: the form (`prefix` `nil`), a subform, an item.
    /// `fields` are the object's fields, which ``AbsentText/emptied`` looks at.
    private mutating func applyObject(_ members: [FormValueMember], at prefix: String?, fields: [Field]) {
        var names = Set<String>()
        for member in members {
            let key = prefix.map { "\($0).\(member.key)" } ?? member.key
            guard names.insert(member.key).inserted else {
                refused.append(
                    FormError(
                        key: key, reason: .typeMismatch, defaultMessage: "'\(shortened(key))' is sent more than once"))
                continue
            }
            guard !DottedKey.hasDot(member.key), let field = form.field(key), field.holdsValue || field.kind == .subform
            else {
                unknown(key)
                continue
            }
            applyMember(member.value, named: member.key, at: key, field: field, in: prefix)
        }
        // A member left out keeps its field's value, unless asked to empty the text the
        // instance showed (rjsf leaves out a string emptied on the page).
        guard absentText == .emptied else { return }
        for field in fields where !names.contains(Self.name(of: field.key, in: prefix)) && Self.isAbsentWhenEmpty(field)
        {
            guard form.acceptsInput(for: field.key) else { continue }
            if let shown {
                // Left out of the instance shown (empty then, or not shown): not emptied by the client.
                guard let started = shown.fingerprint(for: field.key), started != ValueFingerprint(.string("")) else {
                    continue
                }
            }
            applyMember(
                .string(""), named: Self.name(of: field.key, in: prefix), at: field.key, field: field, in: prefix)
        }
    }

    /// Applies one member, named `name` in the object at `prefix`, to its field.
    private mutating func applyMember(
        _ value: FormValue, named name: String, at key: String, field: Field, in prefix: String?
    ) {
        if let started = shownFingerprint(of: key, field: field) {
            switch change(value, named: name, at: key, field: field, in: prefix, shown: started) {
            case .untouched: return
            case .conflict: return refused.append(conflict(key, field))
            case .changed: break
            }
        }
        if field.kind == .subform {
            applySubform(value, at: key, field: field)
        } else if field.isCollectionOfSubforms, form.isHidden(key) {
            // Its items are not shown: neither their count nor their values are compared.
            refuseInput(key)
        } else if field.isCollectionOfSubforms {
            field.isDictionary ? applyEntries(value, at: key, field: field) : applyItems(value, at: key, field: field)
        } else {
            applyValue(value, at: key, field: field)
        }
    }

    /// A subform: an object of its fields, or `null` for an optional one that is absent.
    private mutating func applySubform(_ value: FormValue, at key: String, field: Field) {
        switch value {
        case .null where field.isOptional:
            // Whether a hidden subform is there is not shown: it is not switched off, whatever it is.
            if form.isHidden(key) { return refuseInput(key) }
            if !form.isNestedModelAbsent(key) { _ = edit(.remove(key), for: key) }
        case .object(let members):
            if field.isOptional, form.isNestedModelAbsent(key), !edit(.add(key), for: key) { return }
            applyObject(members, at: key, fields: form.visibleFields(in: key))
        default:
            mismatch(key, field, expecting: field.isOptional ? "an object or null" : "an object")
        }
    }

    /// A collection of subforms: an array of item objects. Items past the end of the array
    /// are removed, and items are added for the objects past the end of the collection.
    private mutating func applyItems(_ value: FormValue, at key: String, field: Field) {
        guard case .array(let objects) = value else { return mismatch(key, field, expecting: "an array of objects") }
        let count = form.itemCount(for: key)
        // A collection input may not write keeps its items, each compared below.
        if objects.count != count, !form.acceptsInput(for: key) { return refuseInput(key) }
        for index in (min(objects.count, count)..<count).reversed() {
            guard edit(.remove("\(key).\(index)"), for: key) else { return }
        }
        for _ in min(objects.count, count)..<objects.count {
            guard edit(.add(key), for: key) else { return }
        }
        let items = form.items(in: key)
        for (index, object) in objects.enumerated() where index < items.count {
            guard case .object(let members) = object else {
                mismatch("\(key).\(index)", field, expecting: "an object")
                continue
            }
            applyObject(members, at: items[index].key, fields: items[index].fields)
        }
    }

    /// A dictionary of subforms: an object of entry objects by key. Entries not sent are
    /// removed, and entries are added for the keys the form does not have.
    private mutating func applyEntries(_ value: FormValue, at key: String, field: Field) {
        guard case .object(let entries) = value else { return mismatch(key, field, expecting: "an object of entries") }
        let current = form.items(in: key).map { DottedKey.name(of: $0.key, in: key) }
        let sent = Set(entries.map(\.key))
        if sent != Set(current), !form.acceptsInput(for: key) { return refuseInput(key) }
        for name in current where !sent.contains(name) {
            guard edit(.remove("\(key).\(name)"), for: key) else { return }
        }
        var added = Set(current)
        for entry in entries where added.insert(entry.key).inserted {
            guard edit(.add("\(key).\(entry.key)"), for: key) else { return }
        }
        // The entries by key: finding each by a search of all would cost their count squared.
        let items = Dictionary(form.items(in: key).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            let entryKey = "\(key).\(entry.key)"
            guard let item = items[entryKey] else { continue }
            guard case .object(let members) = entry.value else {
                mismatch(entryKey, field, expecting: "an object")
                continue
            }
            applyObject(members, at: entryKey, fields: item.fields)
        }
    }

    /// A field that holds a value: written when it differs from the form's value and input
    /// may write it.
    private mutating func applyValue(_ value: FormValue, at key: String, field: Field) {
        // A secret is never in an instance: empty text there is "not typed again".
        if field.isSecret, value == .string("") { return }
        // A value the client is not shown (a secret, a field hidden now) is never compared
        // with the form's: the answer is the same whatever is sent, so no guess is confirmed.
        let isShown = !field.isSecret && !form.isHidden(key)
        if isShown,
            JSONInstanceComparison.isSame(
                value, as: form.value(for: key) ?? .null, field: field, timeZone: form.timeZone)
        {
            return
        }
        if form.acceptsInput(for: key) { return write(value, to: key, field: field) }
        if let refusal = form.inputRefusal(for: key), refusal.reason == .hidden || refusal.reason == .disabled {
            waiting.append((key, value, field))
            return
        }
        refuseInput(key)
    }

    private mutating func write(_ value: FormValue, to key: String, field: Field) {
        // Text no person types (a NUL, a line break in one line) is refused as a typed text is.
        if let problem = Self.textProblem(in: value, of: field, current: form.value(for: key) ?? .null) {
            return refused.append(form.error(field, problem))
        }
        do throws(FormError) {
            try form.setFormValue(JSONInputValue.forField(value, field: field), for: key)
        } catch {
            refused.append(error)
        }
    }

    /// What ``TypedText`` refuses in the text of `sent` for `field` (its items' text for a list
    /// or a dictionary of values), leaving out the items the field holds already; `nil` when
    /// there is none.
    private static func textProblem(in sent: FormValue, of field: Field, current: FormValue) -> ValueProblem? {
        switch sent {
        case .string(let text):
            return TypedText.problem(in: text, kind: field.kind)
        case .array(let items):
            guard let kind = field.itemTemplate?.kind else { return nil }
            let held = Set(current.arrayValue ?? [])
            for case .string(let text) in items where !held.contains(.string(text)) {
                if let problem = TypedText.problem(in: text, kind: kind) { return problem }
            }
            return nil
        case .object(let members):
            guard let kind = field.itemTemplate?.kind else { return nil }
            let held = Set(current.objectValue ?? [])
            for member in members where !held.contains(member) {
                guard case .string(let text) = member.value else { continue }
                if let problem = TypedText.problem(in: text, kind: kind) { return problem }
            }
            return nil
        default:
            return nil
        }
    }

    /// Applies a shape edit through the input path; `false` when it was refused.
    private mutating func edit(_ edit: CollectionEdit, for key: String) -> Bool {
        do throws(FormError) {
            try form.applyInput(edit)
            return true
        } catch {
            record(error, for: key)
            return false
        }
    }

    /// A member input may not write, and that differs from the form's value.
    private mutating func refuseInput(_ key: String) {
        let error =
            form.inputRefusal(for: key)
            ?? FormError(key: key, reason: .readOnly, defaultMessage: "\(key) cannot be changed now")
        record(error, for: key)
    }

    /// A member that names no field: refused as ``ModelForm/applyInput(_:)-([String:String])``
    /// refuses such a key, with a "did you mean" while the budget lasts.
    private mutating func unknown(_ key: String) {
        guard mode == .strict else { return ignored.append(key) }
        refused.append(
            FormError(
                key: key, reason: .unknownField,
                defaultMessage: "'\(shortened(key))' is not a field of this form"
                    + form.didYouMean(key, among: form.allFields.lazy.map(\.key)),
                arguments: [FormValueMember("key", .string(shortened(key)))]))
    }

    /// Refuses `error`, or ignores the member at `key` when the mode ignores what input may
    /// not write.
    private mutating func record(_ error: FormError, for key: String) {
        switch error.reason {
        case .notInput, .readOnly, .hidden, .disabled, .unknownField:
            if mode == .ignoreUnknown { ignored.append(key) } else { refused.append(error) }
        default:
            refused.append(error)
        }
    }

    /// Whether a member changed what the client was shown, and whether someone else did.
    private enum Change {
        /// The member is what the client was shown, or what the form holds now.
        case untouched
        /// The client changed it, and no one else did.
        case changed
        /// The client and someone else changed it, differently.
        case conflict
    }

    /// The fingerprint the client was shown for the field at `key`: `nil` without a list,
    /// for a field the list does not name, and for one the client is never shown (a secret,
    /// a field hidden now), whose value is never compared.
    private func shownFingerprint(of key: String, field: Field) -> ValueFingerprint? {
        guard let shown, field.kind != .subform, !field.isSecret, !form.isHidden(key) else { return nil }
        return shown.fingerprint(for: key)
    }

    /// How `value`, the member named `name` in the object at `prefix`, stands to the value
    /// `shown` to the client and the form's value now.
    private func change(
        _ value: FormValue, named name: String, at key: String, field: Field, in prefix: String?,
        shown: ValueFingerprint
    ) -> Change {
        let read: FormValue?
        if field.isCollectionOfSubforms {
            // Its items as the form would hold them: the member alone applied to a rehearsal.
            let twin = form.inputRehearsal()
            var trial = JSONInputWalk(form: twin, mode: mode)
            trial.applyObject([FormValueMember(name, value)], at: prefix, fields: [])
            read = trial.refused.isEmpty ? twin.value(for: key) : nil
        } else {
            read = form.inputValue(JSONInputValue.forField(value, field: field), for: key)
        }
        // One that does not read is changed, and refused as such by the walk.
        guard let read else { return .changed }
        let sent = form.instanceFingerprint(read, field: field)
        if sent == shown { return .untouched }
        let now = form.instanceFingerprint(form.value(for: key) ?? .null, field: field)
        if now == shown { return .changed }
        return now == sent ? .untouched : .conflict
    }

    /// The error for a member the client changed, whose field someone else changed since.
    private func conflict(_ key: String, _ field: Field) -> FormError {
        let detail =
            field.kind == .collection
            ? "its items are not the ones shown"
            : "it is \"\(form.text(of: form.value(for: key) ?? .null, for: key))\" now"
        return FormError(
            key: key, reason: .conflict,
            defaultMessage: "\(field.title) was changed elsewhere since it was shown: \(detail); "
                + "get the values again and make your change to them",
            arguments: [FormValueMember("title", .string(field.title))])
    }

    private mutating func mismatch(_ key: String, _ field: Field, expecting shape: String) {
        refused.append(
            FormError(key: key, reason: .typeMismatch, defaultMessage: "\(field.title) expects \(shape) in JSON"))
    }

    /// The member name of the field at `key` in the object at `prefix`.
    private static func name(of key: String, in prefix: String?) -> String {
        guard let prefix, let name = DottedKey.removingPrefix(prefix + ".", from: key) else { return key }
        return name
    }

    /// Whether an instance leaves the field out when it is empty: text the form takes
    /// empty (no `required` rule), not a secret, which an instance never carries.
    private static func isAbsentWhenEmpty(_ field: Field) -> Bool {
        field.holdsValue && field.kind.isTextual && field.options.isEmpty && !field.isSecret
            && !field.constraints.isRequired
    }

}
