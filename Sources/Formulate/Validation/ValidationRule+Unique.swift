/// Rules on a whole collection: no item repeated.
extension ValidationRule {
    /// No two items of a collection are the same: for a collection of values
    /// (`[String]`, `[Int]`), no value appears twice; for a collection of subforms, no two
    /// items are equal in every field.
    ///
    /// Every item counts, empty ones too: two empty texts are the same value. Text is
    /// compared as Swift compares strings (`"é"` written as one scalar or as `e` and an
    /// accent are the same). The error names the later of the first two equal items
    /// (`tags.2`) and the earlier one by its index (arguments `item` and `sameAsItem`, from
    /// 0 as in keys; the default message counts from 1, as pages show items). A JSON Schema
    /// announces the rule on a collection of values as `uniqueItems`. An empty list passes.
    ///
    /// Default message: "Tags: item 3 is the same as item 1; each item must be different."
    public static let unique = ValidationRule(.unique(by: nil))

    /// No two items of a collection of subforms have the same value in the field at `key`
    /// (server names unique: `.unique(by: "name")`).
    ///
    /// `key` is the key of a field of the item (`name`, or `address.city` inside a subform of
    /// the item). Items whose field is blank (empty text, `nil`) are not compared, so add
    /// ``required`` to the item's field to demand a value. The error names the field of the
    /// later duplicate item (`servers.2.name`) and the earlier item by its index; a key that
    /// is not a field of the items is reported when the rule runs.
    ///
    /// JSON Schema has no keyword for "unique by a member", so a schema exporter announces
    /// nothing for this rule: the form checks it.
    ///
    /// Default message: "Servers: item 3 has the same name as item 2; each item's name must be different."
    public static func unique(by key: String) -> ValidationRule {
        ValidationRule(.unique(by: key))
    }

    /// Checks a collection's items for a repeat, in one pass over them.
    func evaluateUniqueness(of value: FormValue, by key: String?, in context: RuleContext) -> RuleVerdict {
        guard let items = value.arrayValue else { return .unusable(RuleMessages.uniqueNotAList(context.displayTitle)) }
        var seen: [FormValue: Int] = [:]
        seen.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let compared: FormValue
            if let key {
                guard let member = Self.member(key, of: item) else {
                    return .unusable(RuleMessages.uniqueFieldMissing(context.displayTitle, key: key))
                }
                if RuleValues.isBlank(member) { continue }
                compared = member
            } else {
                compared = item
            }
            if let earlier = seen[compared] { return .duplicate(later: index, earlier: earlier) }
            seen[compared] = index
        }
        return .valid
    }

    /// The value of the field `key` in the object `item` (a form's item value names nested
    /// fields by their whole key, `credentials.user`; JSON nests them), or `nil` when the
    /// item has no such member.
    private static func member(_ key: String, of item: FormValue) -> FormValue? {
        if let flat = item.objectValue?.first(where: { $0.key == key }) { return flat.value }
        var current = item
        for component in DottedKey.components(of: key) {
            guard let members = current.objectValue,
                let next = members.first(where: { $0.key == component })?.value
            else { return nil }
            current = next
        }
        return current
    }
}
