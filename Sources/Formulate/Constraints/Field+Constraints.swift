extension Field {
    /// What the field accepts, from its type, its kind and its rules: the one answer every
    /// renderer announces and ``ModelForm/validate()`` enforces (``FieldConstraints``).
    ///
    /// - The type: an integer type's bounds, whole numbers for integer kinds, and a value
    ///   for a field that is not optional and cannot be empty (a number or a date).
    /// - The field's settings: `min`, `max` and `step`.
    /// - The kind: text of kind email is an email address, a URL field an `http` or
    ///   `https` URL (``impliedRules``); a Swift `URL` is read only from text with a
    ///   scheme, whatever its rules allow.
    /// - The rules: what each one implies (``ValidationRule/impliedConstraints(for:)``).
    ///
    /// Derived in place, not returned and assigned: no copy of the constraints. // perf: scenario 1
    mutating func deriveConstraints() {
        constraints = FieldConstraints()
        if kind.isNumeric || kind.isTemporal {
            if let minimum { constraints.tightenMinimum(minimum, exclusive: false) }
            if let maximum { constraints.tightenMaximum(maximum, exclusive: false) }
            if let step, kind.isNumeric {
                constraints.step = step
                constraints.stepBase = hasCustomBounds ? minimum : nil
            }
            constraints.isRequired = !isOptional && valueTransformer == nil
        }
        if kind == .integer || kind == .unsigned { constraints.isWholeNumber = true }
        // Most fields have no rules: then no array of them is made.
        let implied = impliedRules
        if !rules.isEmpty || !implied.isEmpty {
            for rule in rules + implied { constraints.formIntersection(rule.impliedConstraints(for: kind)) }
        }
        if kind == .url, ((codec as? FormValueCodec)?.inner ?? codec) is URLCodec {
            constraints.requireURLScheme()
            // A Swift `URL` cannot be empty: one that is not optional needs a value, as a date does.
            if !isOptional && valueTransformer == nil { constraints.isRequired = true }
        }
        if kind == .integer || kind == .unsigned {
            // Bounds no setting or rule tightened are the type's own.
            constraints.isMinimumTypeLimit =
                !constraints.isMinimumExclusive && isTypeLimit(constraints.minimum, fieldBound: minimum)
            constraints.isMaximumTypeLimit =
                !constraints.isMaximumExclusive && isTypeLimit(constraints.maximum, fieldBound: maximum)
        }
    }

    /// Whether `bound` is the integer type's own limit, `fieldBound` (``minimum`` or
    /// ``maximum``), which inference gives a field: so when no `min` or `max` was set; when
    /// one was, the other is told apart only at the limits of `Int` and `UInt`.
    private func isTypeLimit(_ bound: FormValue?, fieldBound: FormValue?) -> Bool {
        guard let bound, bound == fieldBound else { return false }
        guard hasCustomBounds else { return true }
        switch bound {
        case .int(let value): return value == .min || value == .max
        case .uint(let value): return value == .max
        default: return false
        }
    }
}

extension Field {
    /// Derives the constraints of every field inside this one (``deriveConstraints()``):
    /// its children's and item templates', at every depth. A form derives those of its own
    /// fields and of their item templates when it is built; a collection's item template
    /// read from a description brings fields of its own, which it derives here.
    mutating func deriveConstraintsInside() {
        for index in children.indices {
            children[index].deriveConstraints()
            children[index].deriveConstraintsInside()
        }
        for index in itemStorage.indices {
            itemStorage[index].deriveConstraints()
            itemStorage[index].deriveConstraintsInside()
        }
    }
}
