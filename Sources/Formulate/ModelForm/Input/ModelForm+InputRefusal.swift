extension ModelForm {
    /// Why input from outside the program may not write `key` now; `nil` when it may
    /// (``acceptsInput(for:)-(String)``).
    ///
    /// For an editor that takes input in other ways than texts and ``CollectionEdit``s (a
    /// choice by its number, a ticked box, an item typed into a list) and writes it with
    /// the typed edits: asked first, it refuses what ``applyInput(_:)-([String:String])``
    /// would refuse, with the same error. A field the model type does not list in its
    /// input fields is refused with reason ``FormError/Reason/notInput``; a listed one
    /// that cannot be edited now, as read-only, disabled or hidden.
    public func inputRefusal(for key: String) -> FormError? {
        guard !acceptsInput(for: key) else { return nil }
        let governing = (try? governingPosition(of: key)) ?? nil
        if let position = governing, !inputAllowed[position], !records[position].isReadOnly {
            return notInputError(shortened(key), at: position)
        }
        if let index = schema.indexByKey[key] {
            let field = schema.flat[index]
            if isOptionalSubform(index) {
                return FormError(
                    key: field.key, reason: .readOnly,
                    defaultMessage: "\(field.title) cannot be switched on or off now")
            }
            do {
                _ = try editableCodec(field)
            } catch {
                return error
            }
        }
        let title = governing.map { schema.flat[$0].title } ?? shortened(key)
        return FormError(
            key: shortened(key), reason: .readOnly, defaultMessage: "\(title) cannot be changed now",
            arguments: [FormValueMember("title", .string(title))])
    }
}
