/// Keeps a collection's value in the form's draft in step with its item forms, one item
/// at a time: an edit of one item replaces that item's value in place (O(item)), a move
/// shifts the items between its ends (O(moved)).
extension ModelForm {
    /// Applies `change` to the list value of the collection at `position` in place, then
    /// does what a changed value does (conditions, validation timing, change handlers).
    func changeItems(at position: Int, _ change: (inout [FormValue]) -> Void) {
        let old: FormValue = hasChangeHandlers ? values[position] : .null
        var items = values[position].arrayValue ?? []
        values[position] = .null
        change(&items)
        values[position] = .array(items)
        collectionDrafts.lists[position]?.isTouched = true
        states[position].isTouched = true
        states[position].inputError = nil
        states[position].serverError = nil
        valueDidChange(at: position, from: old)
    }

    /// Puts the draft of the item at `index` into the collection's value.
    func syncItem(at index: Int, position: Int, form: any ItemForm) {
        let value = form.itemValue()
        if isKeyedItemCollection(position) {
            let members = entries(at: position)
            guard members.indices.contains(index), members[index].value != value else { return }
            return changeEntryItems(at: position) { $0[index].value = value }
        }
        guard values[position].arrayValue?[index] != value else { return }
        changeItems(at: position) { items in
            if items.indices.contains(index) { items[index] = value }
        }
    }

    /// Inserts the form of a new item at `index` of the collection at `position` (an entry
    /// named `name` in a dictionary of subforms).
    func insert(_ form: any ItemForm, at index: Int, position: Int, name: String? = nil) {
        guard let list = itemList(at: position) else { return }
        list.insert(form, at: index, name: name)
        let value = form.itemValue()
        if list.isKeyed {
            let member = FormValueMember(name ?? "", value)
            return changeEntryItems(at: position) { $0.insert(member, at: Swift.min(index, $0.count)) }
        }
        changeItems(at: position) { items in items.insert(value, at: Swift.min(index, items.count)) }
    }

    /// Removes the item at `index` of the collection at `position`.
    func removeListItem(at index: Int, position: Int) {
        guard let list = itemList(at: position) else { return }
        list.remove(at: index)
        if list.isKeyed {
            return changeEntryItems(at: position) { members in
                if members.indices.contains(index) { members.remove(at: index) }
            }
        }
        changeItems(at: position) { items in
            if items.indices.contains(index) { items.remove(at: index) }
        }
    }

    /// Moves the item at `source` of the collection at `position` to `destination`.
    func moveListItem(from source: Int, to destination: Int, position: Int) {
        guard source != destination, let list = itemList(at: position) else { return }
        list.move(from: source, to: destination)
        changeItems(at: position) { items in items.shiftElement(from: source, to: destination) }
    }
}
