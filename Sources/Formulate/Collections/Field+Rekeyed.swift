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
