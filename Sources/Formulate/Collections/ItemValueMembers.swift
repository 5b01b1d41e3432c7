/// One item's value as an object of its fields' values, keyed inside the item
/// (`host`, `signature.text`), as ``ItemForm/itemValue()`` and
/// ``ItemCollectionCoding/itemValue(_:)`` give it.
///
/// An optional subform that is absent (`nil`, or switched off) is one member holding
/// `null` (`"signature": null`) with none of its fields, so that the item read back from
/// the object has it absent too; a present one is its fields' members.
extension ModelSchema {
    /// Whether the field at `index` is an optional subform that can be switched on and off.
    func isOptionalSubform(_ index: Int) -> Bool {
        let record = records[index]
        return record.kind == .subform && record.isOptional && !accessors[index].isNone
    }

    /// The members of one item's object: `value(index)` for each field that holds a
    /// value, and `null` for each optional subform `isAbsent(index)` says is absent.
    func itemMembers(value: (Int) -> FormValue, isAbsent: (Int) -> Bool) -> [FormValueMember] {
        var members: [FormValueMember] = []
        var index = 0
        while index < records.count {
            if isOptionalSubform(index), isAbsent(index) {
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
    /// Writes one item's object (``ModelSchema/itemMembers(value:isAbsent:)``) into this
    /// form of a new item: each member's value, and each optional subform switched as the
    /// object says (off when it holds `null`, on when it holds the subform's fields).
    ///
    /// - Returns: `false` when a member does not fit.
    func writeItemMembers(_ members: [FormValueMember]) -> Bool {
        var absent: Set<String> = []
        for member in members {
            if member.value.isNull, let position = schema.indexByKey[member.key], schema.isOptionalSubform(position) {
                absent.insert(member.key)
                setSwitch(false, at: position)
                continue
            }
            guard (try? setFormValue(member.value, for: member.key)) != nil else { return false }
        }
        for position in schema.records.indices where schema.isOptionalSubform(position) {
            let key = schema.flat[position].key
            guard !absent.contains(key), isAbsentSubform(position) else { continue }
            let prefix = key + "."
            if members.contains(where: { $0.key.hasPrefix(prefix) }) { setSwitch(true, at: position) }
        }
        return true
    }
}
