/// One item's value as an object of its fields' values, keyed inside the item
/// (`host`, `signature.text`), as ``ItemForm/itemValue()`` and
/// ``ItemCollectionCoding/itemValue(_:)`` give it.
///
/// An optional subform that is absent (`nil`, or switched off) is one member holding
/// `null` (`"signature": null`) with none of its fields, so that the item read back from
/// the object has it absent too; a present one is its fields' members.
extension ModelSchema {
    /// Whether the field at `index` is an optional subform that can be switched on and off;
    /// `records` are this schema's (``records``, asked once by the caller: each time takes
    /// a lock).
    func isOptionalSubform(_ index: Int, records: [FieldRecord]) -> Bool {
        let record = records[index]
        return record.kind == .subform && record.isOptional && !accessors[index].isNone
    }

    /// The members of one item's object: `value(index)` for each field that holds a
    /// value, and `null` for each optional subform `isAbsent(index)` says is absent.
    func itemMembers(value: (Int) -> FormValue, isAbsent: (Int) -> Bool) -> [FormValueMember] {
        var members: [FormValueMember] = []
        let records = self.records
        var index = 0
        while index < records.count {
            if isOptionalSubform(index, records: records), isAbsent(index) {
                members.append(FormValueMember(flat[index].key, .null))
                index = descendantEnds[index]
                continue
            }
            if records[index].hasCodec { members.append(FormValueMember(flat[index].key, value(index))) }
            index += 1
        }
        return members
    }
}

extension ModelForm {
    /// A new item's model (this form is over a new item) with one stored item's object
    /// (``ModelSchema/itemMembers(value:isAbsent:)``) written in: each member's value, and
    /// each optional subform switched as the object says (off when it holds `null`, on
    /// when it holds the subform's fields).
    ///
    /// A stored value is data, not a person's edit: every member is written whatever the
    /// item's conditions and attributes say now (a field its own item hides, disables or
    /// shows read-only keeps its value), and the result does not depend on the members'
    /// order.
    ///
    /// - Parameter checkingRules: Whether the item's rules must hold (a value decoded to
    ///   be stored at once), or are checked later, item by item (a value set as a whole).
    /// - Throws: Why the item cannot be loaded: a member is no field of the item, does not
    ///   fit its field, or differs from the new item's value in a property that cannot be
    ///   written; or (`checkingRules`) the item breaks a rule. Secret values are never in
    ///   the reason.
    func loadedItem(_ members: [FormValueMember], checkingRules: Bool) throws(ValueProblem) -> Model {
        try loadItemMembers(members)
        let records = self.records
        let accessors = schema.accessors
        let loaded = records.indices.filter { index in
            records[index].hasCodec && !records[index].isVirtual && accessors[index].isWritable
                && (values[index] != initialValues[index] || isUnderSwitchedOnSubform(index))
        }
        let item: Model
        do {
            item = try write(loaded, overwritingConflicts: true)
        } catch {
            throw ValueProblem.typeMismatch(error.errors.first?.message ?? "cannot be written")
        }
        // The rules see the item as a form over it shows it: its conditions as its values say.
        if checkingRules, let broken = ModelForm(model: item, schema: schema).validationErrors().first {
            throw ValueProblem(kind: broken.reason, reason: broken.message)
        }
        return item
    }

    /// Writes each member into the draft as stored data (see ``loadedItem(_:checkingRules:)``).
    private func loadItemMembers(_ members: [FormValueMember]) throws(ValueProblem) {
        var absent: Set<String> = []
        for member in members {
            guard let position = schema.indexByKey[member.key] else { throw unknownMember(member.key) }
            if member.value.isNull, isOptionalSubform(position) {
                absent.insert(member.key)
                setSwitch(false, at: position)
                continue
            }
            let record = records[position]
            guard record.hasCodec else { throw unknownMember(member.key) }
            let value: FormValue
            do {
                value = try convertedValue(member.value, at: position, record: record)
            } catch {
                throw ValueProblem(kind: error.reason, reason: error.message)
            }
            guard value != values[position] else { continue }
            guard !record.isVirtual, schema.accessors[position].isWritable else {
                throw ValueProblem.typeMismatch("\(schema.flat[position].title) cannot be written (read-only)")
            }
            values[position] = value
        }
        for position in records.indices where isOptionalSubform(position) {
            let key = schema.flat[position].key
            guard !absent.contains(key), isAbsentSubform(position) else { continue }
            if members.contains(where: { DottedKey.isInside($0.key, key) }) { setSwitch(true, at: position) }
        }
    }

    /// A member naming no field of the item that holds a value.
    private func unknownMember(_ key: String) -> ValueProblem {
        let known = records.indices.filter { records[$0].hasCodec }.map { "'\(schema.flat[$0].key)'" }
        guard !known.isEmpty else { return .typeMismatch("'\(shortened(key))' is not a field: the item has none") }
        let listed = known.prefix(10).joined(separator: ", ") + (known.count > 10 ? ", ..." : "")
        return .typeMismatch("'\(shortened(key))' is not one of its fields (\(listed))")
    }
}
