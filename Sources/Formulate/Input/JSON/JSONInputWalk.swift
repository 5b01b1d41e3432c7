import Foundation

/// One pass of a JSON instance over a form (``ModelForm/applyInput(json:mode:)``): each
/// member checked against the form's field at its key and written through the form's
/// input path, the errors and ignored keys kept. Run first on a rehearsal of the form,
/// then, when nothing was refused, on the form itself.
struct JSONInputWalk<Model> {
    let form: ModelForm<Model>
    let mode: JSONInputMode
    /// Every refused member, in the order found.
    private(set) var refused: [FormError] = []
    /// Members not written in ``JSONInputMode/ignoreUnknown`` mode, in the order found.
    private(set) var ignored: [String] = []
    /// Members of fields a condition hides or disables now, tried again once the others
    /// are written (a box ticked and the field it shows, in one body).
    private var waiting: [(key: String, value: FormValue, field: Field)] = []

    init(form: ModelForm<Model>, mode: JSONInputMode) {
        self.form = form
        self.mode = mode
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
        applyObject(members, at: nil, shown: form.fields.filter { !form.isHidden($0.key) })
        // Each pass writes at least one waiting member, so there are at most as many as members.
        while let next = waiting.firstIndex(where: { form.acceptsInput(for: $0.key) }) {
            let entry = waiting.remove(at: next)
            write(entry.value, to: entry.key, field: entry.field)
        }
        for entry in waiting { refuseInput(entry.key) }
    }

    /// Applies the members of one object: the form (`prefix` `nil`), a subform, an item.
    /// `shown` are the object's fields shown now, which an instance writes.
    private mutating func applyObject(_ members: [FormValueMember], at prefix: String?, shown: [Field]) {
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
            if field.kind == .subform {
                applySubform(member.value, at: key, field: field)
            } else if field.isCollectionOfSubforms {
                field.isDictionary
                    ? applyEntries(member.value, at: key, field: field)
                    : applyItems(member.value, at: key, field: field)
            } else {
                applyValue(member.value, at: key, field: field)
            }
        }
        // An instance leaves out text emptied on the page (rjsf does too): such an input
        // field that is missing from the object is emptied.
        for field in shown where !names.contains(Self.name(of: field.key, in: prefix)) && Self.isAbsentWhenEmpty(field)
        {
            if form.acceptsInput(for: field.key) { applyValue(.string(""), at: field.key, field: field) }
        }
    }

    /// A subform: an object of its fields, or `null` for an optional one that is absent.
    private mutating func applySubform(_ value: FormValue, at key: String, field: Field) {
        switch value {
        case .null where field.isOptional:
            if !form.isNestedModelAbsent(key) { _ = edit(.remove(key), for: key) }
        case .object(let members):
            if field.isOptional, form.isNestedModelAbsent(key), !edit(.add(key), for: key) { return }
            applyObject(members, at: key, shown: form.visibleFields(in: key))
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
            applyObject(members, at: items[index].key, shown: items[index].fields)
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
            applyObject(members, at: entryKey, shown: item.fields)
        }
    }

    /// A field that holds a value: written when it differs from the form's value and input
    /// may write it.
    private mutating func applyValue(_ value: FormValue, at key: String, field: Field) {
        // A secret is never in an instance: empty text there is "not typed again".
        if field.isSecret, value == .string("") { return }
        let current = form.value(for: key) ?? .null
        if JSONInstanceComparison.isSame(value, as: current, field: field, timeZone: form.timeZone) { return }
        if form.acceptsInput(for: key) { return write(value, to: key, field: field) }
        if let refusal = form.inputRefusal(for: key), refusal.reason == .hidden || refusal.reason == .disabled {
            waiting.append((key, value, field))
            return
        }
        refuseInput(key)
    }

    private mutating func write(_ value: FormValue, to key: String, field: Field) {
        do throws(FormError) {
            try form.setFormValue(JSONInputValue.forField(value, field: field), for: key)
        } catch {
            refused.append(error)
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
