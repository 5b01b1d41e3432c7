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
