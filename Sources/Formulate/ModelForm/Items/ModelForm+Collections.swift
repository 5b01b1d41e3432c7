extension ModelForm {
    /// The number of items in a collection (or multiple-choice) field, or of entries in a
    /// dictionary; 0 when there is no such field.
    public func itemCount(for key: String) -> Int {
        if liesInItem(key) { return itemListRead(key) { $0.itemCount(for: $1) } ?? 0 }
        guard let index = observedIndex(of: key) else { return 0 }
        if isDictionary(index) || isKeyedItemCollection(index) { return entries(at: index).count }
        return values[index].arrayValue?.count ?? 0
    }

    /// The text a person sees for each item of the list of values at `key` (`tags`,
    /// `favoriteDays`, `servers.0.aliases`), in order: each formatted as ``text(for:)-(String)``
    /// formats the list (an option's title, a date as the field shows dates), and taken back
    /// by ``setText(_:for:)-(_,String)`` with the item's key (`tags.1`) and
    /// ``insertItem(text:at:in:)``; for a multiple choice, the chosen options' titles. Empty when `key`
    /// is no list of values; a collection of subforms or a dictionary has ``items(in:range:)``.
    ///
    /// After a refused ``setItems(texts:for:)``, the texts it was given, exactly (empty
    /// texts included), until the list changes: what a person sees after a refusal is what
    /// they submitted, one item each (``text(for:)-(String)`` joins them with ", ", and
    /// splitting that back would turn an item `"1, 2"` into two).
    ///
    /// ```swift
    /// try form.setItems(texts: ["swift", "forms"], for: "tags")
    /// form.itemTexts(for: "tags")   // ["swift", "forms"]
    /// ```
    public func itemTexts(for key: String) -> [String] {
        if let submitted = rejectedItemTexts(for: key) { return submitted }
        guard let field = field(key), !field.isDictionary, !field.isCollectionOfSubforms,
            let items = value(for: key)?.arrayValue
        else { return [] }
        return items.map { text(of: .array([$0]), for: key) }
    }

    /// Inserts a typed item into a collection at `index` (the end when `nil`).
    public func insertItem(_ item: Any, at index: Int? = nil, in key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: true) { list, inner throws(FormError) in
                try list.insertItem(item, at: index, in: inner)
            }
        }
        if let position = schema.indexByKey[key], isItemCollection(position) {
            return try insertModelItem(item, at: index, position: position)
        }
        let (position, field, itemCodec) = try collection(key)
        let value: FormValue
        switch itemCodec.coerce(Accessors.flatten(item) ?? item) {
        case .success(let v): value = v
        case .failure(let problem):
            throw error(field, ValueProblem(kind: problem.kind, reason: "new item: \(problem.reason)"))
        }
        try insert(value, at: index, position: position, field: field)
    }

    /// Inserts an item typed as text into a collection at `index` (the end when `nil`).
    public func insertItem(text: String, at index: Int? = nil, in key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: true) { list, inner throws(FormError) in
                try list.insertItem(text: text, at: index, in: inner)
            }
        }
        let (position, field, itemCodec) = try collection(key)
        let value: FormValue
        switch parseItem(text, codec: itemCodec, of: field, at: position) {
        case .success(let v): value = v
        case .failure(let problem):
            let target = index ?? itemCount(at: position)
            throw itemError(field, problem, place: "new item", index: target, text: text, accepted: itemCodec.accepted)
        }
        try insert(value, at: index, position: position, field: field)
    }

    /// Replaces the item at `index` of a collection with one typed as text.
    package func setItemText(_ text: String, at index: Int, in key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: false) { list, inner throws(FormError) in
                try list.setItemText(text, at: index, in: inner)
            }
        }
        let (position, field, itemCodec) = try collection(key)
        try checkIndex(index, count: itemCount(at: position), field: field)
        let item: FormValue
        switch parseItem(text, codec: itemCodec, of: field, at: position) {
        case .success(let v): item = v
        case .failure(let problem):
            throw itemError(
                field, problem, place: "item \(index + 1)", index: index, text: text, accepted: itemCodec.accepted)
        }
        let changed = values[position].arrayValue?[index] != item
        try editItems(at: position, field: field, changes: changed) { $0[index] = item }
    }

    /// Replaces every item of a collection with items typed as text, in order (what a web
    /// form submits as repeated keys). Empty texts are skipped, so an empty "new item" input
    /// adds nothing.
    ///
    /// - Throws: ``FormError`` naming the first item that does not parse; nothing changes then.
    public func setItems(texts: [String], for key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: true) { list, inner throws(FormError) in
                try list.setItems(texts: texts, for: inner)
            }
        }
        let (position, field, itemCodec) = try collection(key)
        var items: [FormValue] = []
        for text in texts where !text.isEmpty {
            switch parseItem(text, codec: itemCodec, of: field, at: position) {
            case .success(let v): items.append(v)
            case .failure(let problem):
                // The item's place in the list the texts make: empty texts add no item.
                let index = items.count
                let failure = itemError(
                    field, problem, place: "item \(index + 1)", index: index, text: text, accepted: itemCodec.accepted)
                states[position].inputError = failure
                states[position].rejectedText = texts.joined(separator: ", ")
                states[position].rejectedItems = texts
                fieldDidChange(position)
                throw failure
            }
        }
        try store(.array(items), at: position, text: nil)
    }

    /// Reads an item's text as the item codec does, and refuses what ``TypedText`` refuses
    /// unless the list already holds the value it reads as (which it does not change).
    private func parseItem(
        _ text: String, codec: any ValueCodec, of field: Field, at position: Int
    ) -> Result<FormValue, ValueProblem> {
        let parsed = codec.parse(text, in: timeZone)
        guard case .success(let value) = parsed,
            let problem = TypedText.problem(in: text, kind: field.itemTemplate?.kind ?? .text),
            values[position].arrayValue?.contains(value) != true
        else { return parsed }
        return .failure(problem)
    }

    /// The item texts of the collection's last rejected ``setItems(texts:for:)-(_,String)``, exactly as
    /// they were given (empty texts included), or `nil` when the field has no rejected list.
    ///
    /// A renderer shows these again, one control per item, so that what a person sees after
    /// a refusal is what they submitted: ``text(for:)-(String)`` joins them with ", " for display,
    /// and splitting that back would turn an item `"1, 2"` into two items.
    package func rejectedItemTexts(for key: String) -> [String]? {
        if liesInItem(key) { return itemListRead(key) { $0.rejectedItemTexts(for: $1) } }
        return observedIndex(of: key).flatMap { states[$0].rejectedItems }
    }

    /// Removes the item at `index` of a collection.
    package func removeItem(at index: Int, in key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: false) { list, inner throws(FormError) in
                try list.removeItem(at: index, in: inner)
            }
        }
        if let position = schema.indexByKey[key], isItemCollection(position) {
            // A dictionary of subforms names its entries by key, in key order.
            return try apply(.remove("\(key).\(itemList(at: position)?.itemName(at: index) ?? String(index))"))
        }
        let (position, field, _) = try collection(key)
        try checkIndex(index, count: itemCount(at: position), field: field)
        try editItems(at: position, field: field, changes: true) { $0.remove(at: index) }
    }

    /// Moves the item at `source` of a collection to `destination` (its index after the
    /// move). Only for sortable collections.
    package func moveItem(from source: Int, to destination: Int, in key: String) throws(FormError) {
        if liesInItem(key) {
            return try editListInItem(key, creating: false) { list, inner throws(FormError) in
                try list.moveItem(from: source, to: destination, in: inner)
            }
        }
        if let position = schema.indexByKey[key], isItemCollection(position) {
            return try apply(.move("\(key).\(source)", to: destination))
        }
        let (position, field, _) = try collection(key)
        guard field.isSortable else {
            throw FormError(key: key, reason: .readOnly, defaultMessage: "\(field.title) cannot be reordered")
        }
        let count = itemCount(at: position)
        try checkIndex(source, count: count, field: field)
        try checkIndex(destination, count: count, field: field)
        try editItems(at: position, field: field, changes: source != destination) { items in
            let item = items.remove(at: source)
            items.insert(item, at: destination)
        }
    }

    private func insert(_ value: FormValue, at index: Int?, position: Int, field: Field) throws(FormError) {
        let count = itemCount(at: position)
        let target = index ?? count
        guard target >= 0, target <= count else {
            throw FormError.itemOutOfRange(
                key: field.key, title: field.title, index: String(target), count: count,
                defaultMessage:
                    "\(field.title) has \(count) items; an item can be inserted at 0 to \(count), not \(target)")
        }
        try editItems(at: position, field: field, changes: true) { $0.insert(value, at: target) }
    }

    /// The number of items in the draft of the collection at `position`, without copying them.
    private func itemCount(at position: Int) -> Int {
        values[position].arrayValue?.count ?? 0
    }

    /// Applies `edit` to the items of the collection at `position` and stores the result as
    /// ``store(_:at:text:)`` would; `changes` says whether the edit changes the list.
    ///
    /// The items are edited in place, so an edit costs what it costs on an array (appending
    /// or removing the last item is O(1), moving an item is O(items between)), not a copy of
    /// the list: the draft lets go of its list while it is edited. When change handlers
    /// are registered they are handed the old list, which is kept, so each edit copies it.
    private func editItems(
        at position: Int, field: Field, changes: Bool, _ edit: (inout [FormValue]) -> Void
    ) throws(FormError) {
        // A list has no type-level constraint to break unless it has bounds (customized);
        // bounded lists take the checked path.
        guard changes, field.minimum == nil, field.maximum == nil else {
            var items = values[position].arrayValue ?? []
            edit(&items)
            return try store(.array(items), at: position, text: nil)
        }
        let old: FormValue = hasChangeHandlers ? values[position] : .null
        var items = values[position].arrayValue ?? []
        values[position] = .null
        edit(&items)
        values[position] = .array(items)
        states[position].rejectedText = nil
        states[position].rejectedItems = nil
        states[position].inputError = nil
        states[position].isTouched = true
        states[position].serverError = nil
        valueDidChange(at: position, from: old)
    }

    private func collection(_ key: String) throws(FormError) -> (Int, Field, any ValueCodec) {
        let position = try index(of: key)
        let field = schema.flat[position]
        let codec = try editableCodec(field)
        guard field.kind == .collection,
            let itemCodec = (codec as? any CollectionCodecProtocol)?.element
                ?? ((codec as? FormValueCodec)?.inner as? any CollectionCodecProtocol)?.element
        else {
            throw FormError(
                key: key, reason: .typeMismatch,
                defaultMessage: "\(field.title) is \(field.kind.nameWithArticle) field, not a collection")
        }
        return (position, field, itemCodec)
    }

    private func checkIndex(_ index: Int, count: Int, field: Field) throws(FormError) {
        guard index >= 0, index < count else {
            throw FormError.itemOutOfRange(
                key: field.key, title: field.title, index: String(index), count: count,
                defaultMessage: count == 0
                    ? "\(field.title) has no items"
                    : "\(field.title) has no item \(index); expected 0 to \(count - 1)")
        }
    }
}
