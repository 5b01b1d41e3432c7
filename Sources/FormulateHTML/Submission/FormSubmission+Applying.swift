import Formulate
import Foundation

// Applying posted pairs to a form: edits first, then each editable field's text, then the
// pressed button; the public entry points are in FormSubmission.swift.
extension FormSubmission {
    /// ``apply(_:to:mode:reservedKeys:)`` itself, its reads untracked by the caller.
    static func applyFields<Model>(
        _ pairs: [(key: String, value: String)], to form: ModelForm<Model>, mode: Mode, reservedKeys: Set<String>
    ) throws(FormSubmissionError) -> FormSubmission {
        // A strict refusal that comes after values were applied sets a fresh form back.
        let wasUntouched = mode == .strict && !form.isDirty
        // The edits the form had applied when the page was made come first (a new form per
        // request does not have them), then those the page's script did in place: the
        // values name items as they stand after both.
        do throws(FormError) {
            try AppliedEdits.apply(from: pairs, to: form)
            try RecordedEdits.apply(from: pairs, to: form)
        } catch {
            throw .invalidEdit(error)
        }
        // Fields are found by their position among the editable ones (one key look-up per
        // submitted pair), and read and asked about by their position in `allFields`: a
        // `Field` passed to a function of Formulate is copied first, which retains every
        // reference it holds and releases them again.
        let fields = form.allFields
        var plan = SubmissionPlan(capacity: fields.count)
        for position in fields.indices {
            plan.add(fields, at: position, in: form)
        }
        let editable = plan.editable
        let postedOnly = plan.postedOnly
        let slots = plan.slots
        let buttonKeys = plan.buttonKeys

        // Items and entries of collections of subforms and dictionaries, as rendered (a
        // form without any has none, and is not walked again to find that out).
        let itemFields = plan.hasItems ? SubmittedItems.editableFields(of: fields, in: form) : SubmittedItems()

        var submitted = Array(repeating: SubmittedValues(), count: editable.count)
        var itemValues: [String: [String]] = [:]
        var editText: String?
        var typedNames: [String: String] = [:]
        var result = FormSubmission()
        var ignored: Set<String> = []
        // The values of keys that are not editable fields now: a field hidden or disabled
        // when the submission starts may be shown by a value it applies (``PendingFields``).
        var unmatched: [String: [String]] = [:]
        // A browser submits the controls in the page's order: the key of the editable field
        // after the last one found is compared first, which costs less than hashing the key.
        var next = 0
        for (key, value) in pairs {
            if !reservedKeys.isEmpty && reservedKeys.contains(key) {
                result.reservedValues[key] = value
            } else if let slot = slot(
                of: key, expecting: next, editable: editable, slots: slots, fields: fields, in: form)
            {
                submitted[slot].append(value)
                next = slot + 1
            } else if buttonKeys.contains(key) {
                result.pressedButton = result.pressedButton ?? key
            } else if itemFields.positions[key] != nil {
                itemValues[key, default: []].append(value)
            } else if key == HTMLShapeEdit.buttonName {
                editText = editText ?? value
            } else if HTMLShapeEdit.isReserved(key) {
                typedNames[key] = value
            } else {
                if ignored.insert(key).inserted { result.ignoredKeys.append(key) }
                unmatched[key, default: []].append(value)
            }
        }
        // The values the page showed, a list the page writes: one that is not is refused
        // before anything is applied, as a bad list of edits is.
        let shown: [String: ValueFingerprint]?
        do throws(FormError) {
            shown = try ShownValues.shown(in: pairs, of: form)
        } catch {
            throw .invalidEdit(error)
        }
        // Items the page showed that someone else removed since: a conflict at their
        // collection, not a key the form does not take (``ShownValues``).
        var removedItems: [String: String] = [:]
        if let shown, !result.ignoredKeys.isEmpty {
            removedItems = ShownValues.collectionsChangedElsewhere(naming: result.ignoredKeys, shown: shown, in: form)
        }
        // Strict mode refuses up front the keys no value of the post could make writable; a
        // field a condition switches off now waits (``PendingFields``).
        if mode == .strict && !result.ignoredKeys.isEmpty {
            let refused = result.ignoredKeys.filter {
                removedItems[$0] == nil && PendingFields.switchedOff($0, in: fields, form: form) == nil
            }
            if !refused.isEmpty { throw .unexpectedKeys(refused) }
        }
        // A bad edit text is refused before anything is applied; a key the person typed for
        // a new entry or a new name is theirs to correct, with the page shown again.
        var edit: CollectionEdit?
        let typedKeyDictionary = editText.flatMap {
            HTMLShapeEdit.dictionaryTakingTypedKey(of: $0, typed: typedNames, in: form)
        }
        var typedKeyProblem: FormError?
        if let editText {
            do throws(FormError) {
                edit = try HTMLShapeEdit.edit(from: editText, typed: typedNames, in: form)
            } catch {
                guard typedKeyDictionary != nil else { throw .invalidEdit(error) }
                typedKeyProblem = error
            }
        }

        var errors: [FormError] = []
        var pending = PendingFields()
        for key in result.ignoredKeys {
            if let (place, control) = PendingFields.switchedOff(key, in: fields, form: form) {
                pending.add(key, at: place, control: control, values: SubmittedValues(unmatched[key]))
            }
        }
        // The editable fields in order (their positions increase), each read in place. One
        // that a value applied before it hides or disables waits too.
        for (submittedAt, (position, control)) in editable.enumerated() {
            if submitted[submittedAt].last == nil && postedOnly.contains(submittedAt) { continue }
            if form.isHidden(at: position) || form.isDisabled(at: position) {
                if submitted[submittedAt].last != nil {
                    pending.add(
                        fields[position].key, at: .field(position: position), control: control,
                        values: submitted[submittedAt])
                }
                continue
            }
            do throws(FormError) {
                try SubmittedField.apply(submitted[submittedAt], to: fields, at: position, control: control, in: form)
            } catch {
                errors.append(error)
            }
        }
        for (field, control) in itemFields.fields {
            guard form.acceptsInput(for: field) else {
                if let values = itemValues[field.key] {
                    pending.add(field.key, at: .item(field), control: control, values: SubmittedValues(values))
                }
                continue
            }
            do throws(FormError) {
                try SubmittedField.apply(SubmittedValues(itemValues[field.key]), to: field, control: control, in: form)
            } catch {
                errors.append(error)
            }
        }
        if !pending.waiting.isEmpty {
            let (written, shownErrors) = pending.applyShown(to: fields, in: form)
            errors += shownErrors
            // Every key not written is listed, in the order it was first submitted.
            let unwritten = Set(result.ignoredKeys).subtracting(written).union(pending.keys)
            if unwritten != Set(result.ignoredKeys) {
                var listed: Set<String> = []
                result.ignoredKeys = pairs.map(\.key).filter { unwritten.contains($0) && listed.insert($0).inserted }
            }
            let refused = pending.shownButRefused(in: form)
            if mode == .strict && !refused.isEmpty {
                if wasUntouched { form.reset() }
                throw .unexpectedKeys(refused)
            }
        }
        // Fields the person left as the page showed them keep the model's value now (``ShownValues``).
        if let shown { errors += ShownValues.keepUnchanged(shown: shown, in: form) }
        var conflicted = Set(errors.lazy.filter { $0.reason == .conflict }.map(\.key))
        for key in result.ignoredKeys {
            guard let collection = removedItems[key], conflicted.insert(collection).inserted else { continue }
            let conflict = ShownValues.itemsRemovedConflict(collection, in: form)
            try? form.markInvalid(conflict)
            errors.append(conflict)
        }
        // The edit comes last: the values were posted for the items as the page showed them.
        // A refused value is kept in the form with its error, for the page shown again.
        if let edit {
            do throws(FormError) {
                try form.applyInput(edit)
            } catch {
                guard typedKeyDictionary != nil else { throw .invalidEdit(error) }
                typedKeyProblem = error
            }
            if typedKeyProblem == nil { throw .shapeEdited(edit) }
        }
        // Shown at the dictionary, beside its key inputs, with every value kept.
        if let problem = typedKeyProblem, let dictionary = typedKeyDictionary {
            let shown = FormError(
                key: dictionary, reason: problem.reason, message: problem.message, arguments: problem.arguments)
            try? form.markInvalid(shown)
            errors.append(shown)
        }
        if !errors.isEmpty { throw .invalidFields(errors, ignoredKeys: result.ignoredKeys) }
        return result
    }

    /// The place in `editable` of the editable field whose key is `key`, if any: the one at
    /// `expected` when its key is `key`, otherwise the field at `key` in the form when it is
    /// editable (`slots`, by position in `fields`, the form's `allFields`).
    private static func slot<Model>(
        of key: String, expecting expected: Int, editable: [(position: Int, control: HTMLControlKind)],
        slots: [Int?], fields: [Field], in form: ModelForm<Model>
    ) -> Int? {
        if expected < editable.count, fields[editable[expected].position].key == key { return expected }
        guard let position = form.position(ofKey: key) else { return nil }
        return slots[position]
    }
}
