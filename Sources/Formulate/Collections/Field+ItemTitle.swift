extension Field {
    /// Why ``itemTitleKey`` cannot title this field's items, if it cannot: it names no
    /// field of the item, or the field is not a collection of subforms. `given` says
    /// whether the customization or description gave the key (a field that is not a
    /// collection of subforms has none otherwise).
    func itemTitleKeyProblem(given: Bool) -> FormDefinitionError.Problem? {
        // Most fields have none: asked first, before the item template is copied out.
        guard given || itemTitleKey != nil else { return nil }
        guard let template = itemTemplate, template.kind == .subform else {
            guard given else { return nil }
            return FormDefinitionError.Problem(
                key: key, reason: .invalidAttribute,
                message:
                    "itemTitleKey titles the items of a collection of subforms; \(title) is \(kind.nameWithArticle) field"
            )
        }
        guard let titleKey = itemTitleKey else { return nil }
        let prefix = template.key + "."
        var keys: [String] = []
        var pending = template.children
        while let child = pending.popLast() {
            keys.append(DottedKey.removingPrefix(prefix, from: child.key) ?? child.key)
            pending += child.children
        }
        guard !keys.contains(titleKey) else { return nil }
        return FormDefinitionError.Problem(
            key: key, reason: .unknownKey,
            message: "itemTitleKey '\(shortened(titleKey))' is not a field of \(template.title)"
                + ClosestMatch.didYouMean(titleKey, among: keys.reversed()))
    }
}
