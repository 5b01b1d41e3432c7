import Foundation

/// What a collection of subforms (`[Server]`) offers whatever its item type: its item
/// template and a form for each item.
protocol ItemCollectionCoding: ValueCodec {
    /// The fields of one item, with keys inside the item (`host`, `address.city`).
    var itemFields: [Field] { get }
    /// The item type's name, for messages.
    var itemTypeName: String { get }
    /// Whether a new item can be made (the item type is ``DefaultConstructible``).
    var canCreateItem: Bool { get }
    /// Why no new item can be made, when ``canCreateItem`` is false.
    var noNewItemReason: String { get }
    /// The key of the field that titles each item (``FormItemTitled``), if any.
    var itemTitleKey: String? { get }
    /// The items of an array of the collection's type.
    func items(_ value: Any) -> [Any]?
    /// An array of the collection's type made of `items`; `nil` if one is of another type.
    func makeArray(_ items: [Any]) -> Any?
    /// A form over `item`, or over a new item made from the template when `item` is `nil`
    /// (`nil` when none can be made).
    func makeForm(_ item: Any?) -> (any ItemForm)?
    /// A form over a new item made from the template with `members` (an item's value, as
    /// ``itemValue(_:)`` gives it) written in as stored data (whatever the item's conditions
    /// say), rules not checked; `nil` when no item can be made or a member does not fit.
    func makeForm(members: [FormValueMember]) -> (any ItemForm)?
    /// One item's value as an object of its fields' values (what ``encode(_:)`` gives per item).
    func itemValue(_ item: Any) -> FormValue?
}

/// An array of nested models (`[Server]`), each item edited as a subform of its own:
/// a ``ModelForm`` over the item, built on the item type's schema.
struct ItemCollectionCodec<Item>: ItemCollectionCoding, @unchecked Sendable {
    // The schema is immutable and shared by every form of the item type.
    let schema: ModelSchema<Item>
    /// How the collection is stored in the model: `[Item]`, or (for dynamic forms) JSON.
    let storage: Storage

    /// How a collection of items is stored in its model.
    struct Storage: Sendable {
        var swiftType: Any.Type
        /// The items of a stored collection; `nil` when the value is not one.
        var items: @Sendable (Any) -> [Item]?
        /// The stored collection of `items`.
        var store: @Sendable ([Item]) -> Any
        /// A new item, or `nil` when none can be made.
        var template: @Sendable () -> Item?
        /// Whether a person may add items made from `template`. A dynamic form's item
        /// template always exists (values read from JSON are written into it), but its
        /// description may say that items are edited, never added.
        var canCreate = true
    }

    /// A collection stored as `[Item]`, new items made with `init()`.
    init(schema: ModelSchema<Item>) {
        self.init(
            schema: schema,
            storage: Storage(
                swiftType: [Item].self, items: { $0 as? [Item] }, store: { $0 }, template: { Self.template() }))
    }

    init(schema: ModelSchema<Item>, storage: Storage) {
        self.schema = schema
        self.storage = storage
    }

    var swiftType: Any.Type { storage.swiftType }
    var itemFields: [Field] { schema.fields }
    var itemTypeName: String { String(describing: Item.self) }
    var canCreateItem: Bool { storage.canCreate && storage.template() != nil }
    var itemTitleKey: String? { (Item.self as? any FormItemTitled.Type)?.formItemTitleKey }
    var noNewItemReason: String {
        storage.template() == nil
            ? DefaultConstructibleHint.missing(itemTypeName)
            : "its items are edited, never added (the description's item has \"value\": null)"
    }
    var accepted: String {
        // A described form's items have no Swift type a reader of the description knows.
        Item.self == DynamicModel.self
            ? "a list of objects, one per item, of its fields' values"
            : "a list of \(itemTypeName) items, edited one field at a time"
    }

    /// A new item made with `init()`, or `nil` when the item type has none.
    static func template() -> Item? {
        (Item.self as? any DefaultConstructible.Type).flatMap { $0.init() as? Item }
    }

    func items(_ value: Any) -> [Any]? { storage.items(value).map { $0.map { $0 as Any } } }

    func makeArray(_ items: [Any]) -> Any? {
        var typed: [Item] = []
        typed.reserveCapacity(items.count)
        for item in items {
            guard let typedItem = item as? Item else { return nil }
            typed.append(typedItem)
        }
        return storage.store(typed)
    }

    func makeForm(_ item: Any?) -> (any ItemForm)? {
        if let item { return (item as? Item).map { ModelForm(model: $0, schema: schema) } }
        return storage.canCreate ? blankForm() : nil
    }

    func makeForm(members: [FormValueMember]) -> (any ItemForm)? {
        guard let item = try? blankForm()?.loadedItem(members, checkingRules: false) else { return nil }
        return ModelForm(model: item, schema: schema)
    }

    /// A form over a new item that values are written into (a stored value read back, a
    /// whole list set at once), whether or not a person may add items.
    private func blankForm() -> ModelForm<Item>? {
        storage.template().map { ModelForm(model: $0, schema: schema) }
    }

    func itemValue(_ item: Any) -> FormValue? {
        guard let typed = item as? Item else { return nil }
        let values = ModelForm<Item>.read(typed, schema: schema)
        return .object(
            schema.itemMembers(value: { values[$0] }, isAbsent: { schema.accessor(at: $0).read(typed) == nil }))
    }

    func encode(_ value: Any) -> FormValue? {
        guard let list = storage.items(value) else { return nil }
        var encoded: [FormValue] = []
        encoded.reserveCapacity(list.count)
        for item in list {
            guard let object = itemValue(item) else { return nil }
            encoded.append(object)
        }
        return .array(encoded)
    }

    /// New items made from the template with each member written in as stored data
    /// (optional subforms switched as the object says); `nil` when an item cannot be made,
    /// a member does not fit, or an item breaks its rules.
    func decode(_ value: FormValue) -> Any? {
        guard let list = value.arrayValue, case .success(let items) = loadedItems(list, naming: { "item \($0 + 1)" })
        else { return nil }
        return storage.store(items)
    }

    /// The items stored as `list`'s objects, or why one of them cannot be loaded, the item
    /// named by `naming` its position ("item 2", "entry 'ada'").
    func loadedItems(_ list: [FormValue], naming: (Int) -> String) -> Result<[Item], ValueProblem> {
        var items: [Item] = []
        items.reserveCapacity(list.count)
        for (position, object) in list.enumerated() {
            guard let members = object.objectValue else {
                return .failure(.typeMismatch("\(naming(position)) is not an object of its fields' values"))
            }
            guard let form = blankForm() else {
                return .failure(
                    .typeMismatch(
                        "expects \(accepted): no item can be made, as \(itemTypeName) does not adopt DefaultConstructible"
                    ))
            }
            do {
                items.append(try form.loadedItem(members, checkingRules: true))
            } catch {
                return .failure(ValueProblem(kind: error.kind, reason: "\(naming(position)): \(error.reason)"))
            }
        }
        return .success(items)
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if storage.items(value) != nil { return encode(value).map { .success($0) } ?? mismatch(value) }
        if let formValue = value as? FormValue { return normalize(formValue) }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> { normalize(value, in: .gmt) }

    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        guard let list = value.arrayValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        return loadedItems(list, naming: { "item \($0 + 1)" }).map { _ in value }
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> { parse(text, in: .gmt) }

    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        .failure(.typeMismatch("cannot be typed as one text; edit its items' fields (key.0.field)"))
    }

    func format(_ value: FormValue) -> String { format(value, in: .gmt) }

    func format(_ value: FormValue, in timeZone: TimeZone) -> String {
        let count = value.arrayValue?.count ?? 0
        return count == 1 ? "1 item" : "\(count) items"
    }
}
