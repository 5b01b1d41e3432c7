extension Field {
    /// Whether the field is a dictionary with `String` keys (`[String: String]`,
    /// `[String: Account]`): a collection whose items are entries under keys
    /// (`environment.LOG_LEVEL`), ordered by key, and whose ``itemTemplate`` is what each
    /// entry's value is like (a subform when ``isCollectionOfSubforms`` is true too:
    /// `accounts.work.email`).
    public var isDictionary: Bool {
        codec.map { Self.isDictionaryCodec($0) || $0 is any KeyedItemCollectionCoding } ?? false
    }

    /// Whether the field is a collection of subforms (`[Server]`, or a dictionary of them,
    /// `[String: Account]`): its ``itemTemplate`` is a subform whose children are each
    /// item's fields.
    public var isCollectionOfSubforms: Bool { kind == .collection && itemTemplate?.kind == .subform }

    /// Whether a collection's items can be reordered (moved): unless its settings say
    /// `sortable: false`, a list's items can; a dictionary's entries never can, since they
    /// are ordered by key.
    public var isSortable: Bool { allowsSorting && !isDictionary }

    /// Whether a renderer can offer to add an item or entry to this collection: always
    /// for a list or dictionary of values; for one of subforms, when its item type can make
    /// a new item (`init()`: the type adopts ``DefaultConstructible``). `false` for a field
    /// that is not a collection. Adding where this is `false` fails with
    /// ``FormError/Reason/cannotCreate``.
    public var canAddItems: Bool {
        guard kind == .collection else { return false }
        // The item template read in place (``itemTemplate`` would copy the whole field).
        guard !itemStorage.isEmpty, itemStorage[0].kind == .subform else { return true }
        return itemStorage[0].canCreate
    }

    /// Whether `codec` is a dictionary of values (not of subforms).
    static func isDictionaryCodec(_ codec: any ValueCodec) -> Bool {
        codec is any DictionaryCoding || (codec as? FormValueCodec)?.inner is any DictionaryCoding
    }
}
