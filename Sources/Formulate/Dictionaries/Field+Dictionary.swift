extension Field {
    /// Whether the field is a dictionary with `String` keys (`[String: String]`): a
    /// collection whose items are entries under keys (`environment.LOG_LEVEL`), ordered by
    /// key, and whose ``itemTemplate`` is what each entry's value is like.
    public var isDictionary: Bool { codec.map(Self.isDictionaryCodec) ?? false }

    /// Whether the field is a collection of subforms (`[Server]`): its ``itemTemplate`` is a
    /// subform whose children are each item's fields.
    public var isCollectionOfSubforms: Bool { kind == .collection && itemTemplate?.kind == .subform }

    static func isDictionaryCodec(_ codec: any ValueCodec) -> Bool {
        codec is any DictionaryCoding || (codec as? FormValueCodec)?.inner is any DictionaryCoding
    }
}
