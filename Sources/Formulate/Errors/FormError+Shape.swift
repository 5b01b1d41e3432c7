extension FormError {
    /// An item number a collection does not have, with the data a translation names: the
    /// collection's `title`, the `index` asked (a number, or the text as written when it is
    /// not one) and its `count` of items.
    static func itemOutOfRange(key: String, title: String, index: String, count: Int, defaultMessage: String)
        -> FormError
    {
        FormError(
            key: key, reason: .indexOutOfRange, defaultMessage: defaultMessage,
            arguments: [
                FormValueMember("title", .string(title)),
                FormValueMember("index", Int(index).map(FormValue.int) ?? .string(index)),
                FormValueMember("count", .int(count)),
            ])
    }

    /// An entry, or an optional subform, that exists already, with the collection's `title`
    /// and, for an entry, its `key`.
    static func alreadyThere(key: String, title: String, entry: String?, defaultMessage: String) -> FormError {
        var arguments = [FormValueMember("title", .string(title))]
        if let entry { arguments.append(FormValueMember("key", .string(entry))) }
        return FormError(key: key, reason: .duplicateKey, defaultMessage: defaultMessage, arguments: arguments)
    }
}
