extension Form {
    /// Whether the field at `index` (or a subform around it) is hidden now.
    func isHidden(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if case .constant(true)? = schema.flat[i].hidden?.storage { return true }
            current = schema.parents[i]
        }
        return false
    }

    /// Whether the field at `index` (or a subform around it) is disabled now.
    func isDisabled(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if case .constant(true)? = schema.flat[i].disabled?.storage { return true }
            current = schema.parents[i]
        }
        return false
    }
}
