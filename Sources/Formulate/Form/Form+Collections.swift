extension Form {
    /// The number of items in a collection (or multiple-choice) field; 0 when there is no
    /// such field.
    public func itemCount(for key: String) -> Int {
        schema.indexByKey[key].flatMap { values[$0].arrayValue?.count } ?? 0
    }

    /// Inserts a typed item into a collection at `index` (the end when `nil`).
    public func insertItem(_ item: Any, at index: Int? = nil, in key: String) throws(FieldError) {
        let (position, field, itemCodec) = try collection(key)
        let value: FormValue
        switch itemCodec.coerce(Accessors.flatten(item) ?? item) {
        case .success(let v): value = v
        case .failure(let problem): throw error(field, ValueProblem(code: problem.code, reason: "new item: \(problem.reason)"))
        }
        try insert(value, at: index, position: position, field: field)
    }

    /// Inserts an item typed as text into a collection at `index` (the end when `nil`).
    public func insertItem(text: String, at index: Int? = nil, in key: String) throws(FieldError) {
        let (position, field, itemCodec) = try collection(key)
        let value: FormValue
        switch itemCodec.parse(text) {
        case .success(let v): value = v
        case .failure(let problem): throw error(field, ValueProblem(code: problem.code, reason: "new item: \(problem.reason)"))
        }
        try insert(value, at: index, position: position, field: field)
    }

    /// Replaces the item at `index` of a collection with one typed as text.
    public func setItemText(_ text: String, at index: Int, in key: String) throws(FieldError) {
        let (position, field, itemCodec) = try collection(key)
        var items = values[position].arrayValue ?? []
        try checkIndex(index, count: items.count, field: field)
        switch itemCodec.parse(text) {
        case .success(let v): items[index] = v
        case .failure(let problem): throw error(field, ValueProblem(code: problem.code, reason: "item \(index + 1): \(problem.reason)"))
        }
        try store(.array(items), at: position, text: nil)
    }

    /// Replaces every item of a collection with items typed as text, in order (what a web
    /// form submits as repeated keys). Empty texts are skipped, so an empty "new item" input
    /// adds nothing.
    ///
    /// - Throws: ``FieldError`` naming the first item that does not parse; nothing changes then.
    public func setItems(texts: [String], for key: String) throws(FieldError) {
        let (position, field, itemCodec) = try collection(key)
        var items: [FormValue] = []
        for (number, text) in texts.enumerated() where !text.isEmpty {
            switch itemCodec.parse(text) {
            case .success(let v): items.append(v)
            case .failure(let problem):
                let failure = error(field, ValueProblem(code: problem.code, reason: "item \(number + 1): \(problem.reason)"))
                states[position].inputError = failure
                states[position].rejectedText = texts.joined(separator: ", ")
                throw failure
            }
        }
        try store(.array(items), at: position, text: nil)
    }

    /// Removes the item at `index` of a collection.
    public func removeItem(at index: Int, in key: String) throws(FieldError) {
        let (position, field, _) = try collection(key)
        var items = values[position].arrayValue ?? []
        try checkIndex(index, count: items.count, field: field)
        items.remove(at: index)
        try store(.array(items), at: position, text: nil)
    }

    /// Moves the item at `source` of a collection to `destination` (its index after the
    /// move). Only for sortable collections.
    public func moveItem(from source: Int, to destination: Int, in key: String) throws(FieldError) {
        let (position, field, _) = try collection(key)
        guard field.isSortable else {
            throw FieldError(key: key, code: FieldError.Code.readOnly, message: "\(field.title) cannot be reordered")
        }
        var items = values[position].arrayValue ?? []
        try checkIndex(source, count: items.count, field: field)
        try checkIndex(destination, count: items.count, field: field)
        let item = items.remove(at: source)
        items.insert(item, at: destination)
        try store(.array(items), at: position, text: nil)
    }

    private func insert(_ value: FormValue, at index: Int?, position: Int, field: Field) throws(FieldError) {
        var items = values[position].arrayValue ?? []
        let target = index ?? items.count
        guard target >= 0, target <= items.count else {
            throw FieldError(key: field.key, code: FieldError.Code.indexOutOfRange,
                             message: "\(field.title) has \(items.count) items; an item can be inserted at 0 to \(items.count), not \(target)")
        }
        items.insert(value, at: target)
        try store(.array(items), at: position, text: nil)
    }

    private func collection(_ key: String) throws(FieldError) -> (Int, Field, any ValueCodec) {
        let position = try index(of: key)
        let field = schema.flat[position]
        let codec = try editableCodec(field)
        guard field.kind == .collection, let itemCodec = (codec as? any CollectionCodecProtocol)?.element
                ?? ((codec as? FormValueCodec)?.inner as? any CollectionCodecProtocol)?.element else {
            throw FieldError(key: key, code: FieldError.Code.typeMismatch,
                             message: "\(field.title) is a \(field.kind.rawValue) field, not a collection")
        }
        return (position, field, itemCodec)
    }

    private func checkIndex(_ index: Int, count: Int, field: Field) throws(FieldError) {
        guard index >= 0, index < count else {
            throw FieldError(key: field.key, code: FieldError.Code.indexOutOfRange,
                             message: count == 0 ? "\(field.title) has no items"
                                : "\(field.title) has no item \(index); expected 0 to \(count - 1)")
        }
    }
}
