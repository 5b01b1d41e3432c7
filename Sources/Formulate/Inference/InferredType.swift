/// What inspection concluded about a property's type.
enum InferredType {
    /// A value field.
    case leaf(LeafInference)
    /// A nested model, shown as a subform.
    case nested(Any.Type)
    /// An array of nested models (`[Server]`): a collection whose items are subforms.
    case items(Any.Type)
    /// A dictionary of nested models (`[String: Account]`): a collection whose entries are
    /// subforms under keys.
    case keyedItems(Any.Type)
    /// Not supported; the reason says why and what would make it work.
    case unsupported(String)
}

/// What a value field's type and name say about it. A class: an inspected property and
/// the field finished from it share one, where a struct (a codec, options, bounds, traits)
/// was copied at every look at it.
final class LeafInference: Sendable {
    let kind: FieldKind
    let codec: any ValueCodec
    let options: [FieldOption]
    let minimum: FormValue?
    let maximum: FormValue?
    let contentType: TextContentType?
    /// How the text is typed when the name says more than the kind and content type (a
    /// host name, an API token); `nil` when ``TextTraits/inferred(kind:contentType:)`` gives it.
    let textTraits: TextTraits?
    /// For collections: what each item is like.
    let item: LeafInference?

    init(
        kind: FieldKind, codec: any ValueCodec, options: [FieldOption] = [], minimum: FormValue? = nil,
        maximum: FormValue? = nil, contentType: TextContentType? = nil, textTraits: TextTraits? = nil,
        item: LeafInference? = nil
    ) {
        self.kind = kind
        self.codec = codec
        self.options = options
        self.minimum = minimum
        self.maximum = maximum
        self.contentType = contentType
        self.textTraits = textTraits
        self.item = item
    }
}
