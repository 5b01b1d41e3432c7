/// Builds the item side of a collection of subforms: the item type's own schema, inspected
/// and customized exactly as a top-level model's, inside the enclosing type's depth limit
/// and cycle check.
enum ItemSchemas {
    /// The codec of `[elementType]` (or, `keyed`, of `[String: elementType]`), with the item
    /// type's schema built for `configuration`.
    ///
    /// - Parameters:
    ///   - enclosing: The types the collection lies in (a type that contains a list of
    ///     itself is refused by the inspector before this).
    ///   - depth: How deep the collection lies; the item's fields count from there.
    static func codec(
        for elementType: Any.Type, keyed: Bool = false, configuration: FormConfiguration,
        enclosing: [ObjectIdentifier], depth: Int
    ) -> Result<any ItemCollectionCoding, FormDefinitionError> {
        func open<Item>(_: Item.Type) -> Result<any ItemCollectionCoding, FormDefinitionError> {
            var builder = SchemaBuilder<Item>(configuration: configuration)
            builder.enclosingTypes = enclosing
            builder.depth = depth
            do {
                let template = ItemCollectionCodec<Item>.template()
                let source: AnnotationSource =
                    template != nil
                    ? .canonical
                    : .unreadable("items of a list of \(Item.self) are read from no value of their own")
                let schema = try builder.build(instance: template, source: source)
                let items = ItemCollectionCodec<Item>(schema: schema)
                return .success(keyed ? KeyedItemCollectionCodec(items: items) : items)
            } catch {
                return .failure(error)
            }
        }
        return open(elementType)
    }
}

extension SchemaBuilder {
    /// The item template of a collection of subforms: a subform titled by the singular of
    /// the collection's name ("Server"), whose children are the item type's fields with
    /// keys under `servers[].`.
    func subformTemplate(_ items: any ItemCollectionCoding, of field: Field, settings: FieldSettings?) -> Field {
        let itemKey = NameHeuristics.singular(of: String(field.name))
        var template = Field(
            key: field.key + "[]", kind: .subform,
            title: settings?.title ?? NameFacts.title(for: itemKey, kind: nil, options: configuration.titles),
            codec: nil, typeName: items.itemTypeName)
        template.canCreate = items.canCreateItem
        template.children = items.itemFields.map { $0.rekeyed(prefix: field.key + "[].") }
        return template
    }
}

extension Field {
    /// Why ``itemTitleKey`` cannot title this field's items, if it cannot: it names no
    /// field of the item, it names a secret one, or the field is not a collection of subforms. `given` says
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
            let relative = DottedKey.removingPrefix(prefix, from: child.key) ?? child.key
            // A title is shown on every page and in every change review: never a secret's value.
            if relative == titleKey && child.isSecret {
                return FormDefinitionError.Problem(
                    key: key, reason: .invalidAttribute,
                    message: "itemTitleKey '\(shortened(titleKey))' names a secret field of \(template.title); "
                        + "a secret never titles an item")
            }
            keys.append(relative)
            pending += child.children
        }
        guard !keys.contains(titleKey) else { return nil }
        return FormDefinitionError.Problem(
            key: key, reason: .unknownKey,
            message: "itemTitleKey '\(shortened(titleKey))' is not a field of \(template.title)"
                + ClosestMatch.didYouMean(titleKey, among: keys.reversed()))
    }
}

extension Field {
    /// The field and its children named under `prefix` (`servers.0.` + `host`), for an
    /// item's fields shown in the enclosing form. The copy belongs to no form's list of
    /// fields: a form looks it up by its key.
    func rekeyed(prefix: String) -> Field {
        var copy = self
        copy.key = prefix + key
        copy.index = -1
        copy.children = children.map { $0.rekeyed(prefix: prefix) }
        copy.itemStorage = itemStorage.map { $0.rekeyed(prefix: prefix) }
        return copy
    }
}

extension Field {
    /// Whether the field is a dictionary with `String` keys (`[String: String]`,
    /// `[String: Account]`): a collection whose items are entries under keys
    /// (`environment.LOG_LEVEL`), ordered by key, and whose ``itemTemplate`` is what each
    /// entry's value is like (a subform when ``isCollectionOfSubforms`` is true too:
    /// `accounts.work.email`).
    public var isDictionary: Bool {
        codec.map { $0.isDictionaryOfValues || $0.isDictionaryOfSubforms } ?? false
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
}
