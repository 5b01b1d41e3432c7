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

/// What a value field's type and name say about it.
struct LeafInference {
    var kind: FieldKind
    var codec: any ValueCodec
    var options: [FieldOption] = []
    var minimum: FormValue?
    var maximum: FormValue?
    var contentType: TextContentType?
    /// How the text is typed when the name says more than the kind and content type (a
    /// host name, an API token); `nil` when ``TextTraits/inferred(kind:contentType:)`` gives it.
    var textTraits: TextTraits?
    /// For collections: what each item is like.
    var item: Box<LeafInference>?
}

/// A reference wrapper that lets a value type contain itself.
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
