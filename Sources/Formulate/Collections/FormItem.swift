/// One item of a collection of subforms as a renderer shows it (``ModelForm/items(in:range:)``).
///
/// Its fields carry their keys in the enclosing form (`servers.0.host`): ask the form
/// about them as about any field (``ModelForm/text(for:)-(String)``, ``ModelForm/errors(for:)-(String)``,
/// ``ModelForm/setText(_:for:)-(_,String)``...), and name the item itself (``key``) in a
/// ``CollectionEdit`` to remove or move it.
public struct FormItem: Sendable {
    /// The item's position in the collection, from 0.
    public var index: Int
    /// The item's key: the collection's key and the index (`servers.0`).
    public var key: String
    /// The item's title: the value of the collection's item title field when it has one
    /// and it is not empty (``FormItemTitled``), else the item template's title and the
    /// item's number ("Server 1").
    public var title: String
    /// The item's top-level fields shown now, in order, with keys in the enclosing form;
    /// a subform inside the item holds its fields as ``Field/children`` (ask
    /// ``ModelForm/visibleFields(in:)`` for those shown now).
    public var fields: [Field]
    /// The item's visible fields split into sections by their headers and footers.
    public var sections: [FormSection]
    /// Whether the item was added in the form (it is not in the model yet).
    public var isNew: Bool
}

/// A type whose items, in a collection of subforms, are titled by one of their fields
/// (a saved server by its name) instead of "Server 1".
///
/// ```swift
/// struct SavedServer: DefaultConstructible, FormItemTitled {
///     static var formItemTitleKey: String { "name" }
///     var name = ""
///     var host = ""
/// }
/// ```
public protocol FormItemTitled {
    /// The key of the field whose text titles an item; an item whose field is empty is
    /// titled by its number.
    static var formItemTitleKey: String { get }
}
