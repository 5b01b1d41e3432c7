// Finding a level's properties: its stored properties by reflection (superclasses' first),
// declared key paths, property wrappers, and why a property is left out or read-only.
extension ModelInspector {
    mutating func candidates<Level>(
        of type: Level.Type, instance: Level?, source: AnnotationSource, prefix: String
    ) -> [Candidate<Level>] {
        if type is any Actor.Type {
            problems.append(
                .init(
                    key: prefix.isEmpty ? nil : String(prefix.dropLast()),
                    message: "\(type) is an actor, whose state only its own code may touch; "
                        + "copy what a person edits into a struct and make the form from that"))
            return []
        }
        let declared = (type as? any FormKeyPathProviding.Type)?.formKeyPaths ?? []
        if !declared.isEmpty { problems += FormKeyPath.problems(in: declared, of: type, prefix: prefix) }
        var candidates: [Candidate<Level>] = []

        let stored = StoredFields.of(type)
        // Room for every candidate at once; asked here, the array's metadata (unspecialized
        // generic code) is at hand for each append below rather than asked at each.
        candidates.reserveCapacity((stored?.count ?? 0) + declared.count)
        if let stored {
            for (name, path) in stored {
                // A value is needed only from a wrapper's storage (`_name`), for its annotation.
                let wrapper =
                    name.utf8.first == UInt8(ascii: "_")
                    ? instance.flatMap { value in (path as? PartialKeyPath<Level>).map { value[keyPath: $0] } } : nil
                if var candidate = storedCandidate(
                    name: name, path: path, in: type, declared: declared,
                    wrapperValue: wrapper, prefix: prefix)
                {
                    if candidate.isAnnotated, let unreadable = source.unreadableReason(of: type) {
                        // Said once per level, at its first annotated property.
                        if !candidates.contains(where: \.isAnnotated) {
                            problems.append(.init(key: prefix + candidate.name, message: unreadable))
                        }
                        candidate.annotation = nil
                    }
                    candidates.append(candidate)
                }
            }
        }
        for entry in declared {
            if let index = candidates.firstIndex(where: { $0.name == entry.name }) {
                if let accessor = entry.maker.accessor(for: type) {
                    candidates[index].accessor = accessor
                    candidates[index].path = accessor.keyPath as? PartialKeyPath<Level>
                    candidates[index].declaredType = entry.maker.valueType
                    candidates[index].readOnlyReason = accessor.isWritable ? nil : "its key path is read-only"
                    diagnostics.removeAll { $0.key == prefix + entry.name && $0.action == .readOnly }
                }
                continue
            }
            guard let accessor = entry.maker.accessor(for: type) else {
                diagnostics.append(
                    FormDiagnostic(
                        key: prefix + entry.name, action: .excluded,
                        reason: "the declared key path does not start at \(type)"))
                continue
            }
            candidates.append(
                Candidate(
                    name: entry.name, path: accessor.keyPath as? PartialKeyPath<Level>, accessor: accessor,
                    declaredType: entry.maker.valueType,
                    readOnlyReason: accessor.isWritable ? nil : "its key path is read-only"))
        }
        // A declared name inside another field's key (`thermostat.target`, `stock.gloves`)
        // would share a key with that field's own fields, items or entries.
        for entry in declared {
            let name = Substring(entry.name)
            guard let dot = DottedKey.firstDot(in: name), dot != name.startIndex else { continue }
            let head = DottedKey.head(of: name, before: dot)
            guard candidates.contains(where: { $0.name == head }) else { continue }
            problems.append(
                .init(
                    key: prefix + entry.name, reason: .invalidKey,
                    message: "\(type) names a key path '\(entry.name)' in formKeyPaths, inside its field '\(head)', "
                        + "whose own fields, items or entries have such keys; give it a name of its own"))
        }
        // The stored properties that have no key path (closures, weak and unowned references)
        // or that a class did not declare: a struct's from its metadata, without reading
        // values; a class's from a Mirror of the instance.
        let others: [(label: String, isFunction: Bool)]
        if let stored {
            others = StoredFields.allFields(of: type, besides: stored.count)
        } else {
            others = (instance.map(Self.mirrorChildren) ?? []).map { label, value in
                (label, String(describing: Swift.type(of: value)).contains("->"))
            }
        }
        // The names found above (stored properties and declared key paths), asked only when
        // there is another property to report.
        let seen = others.isEmpty ? [] : Set((stored ?? []).map(\.name) + declared.map(\.name))
        // An `@Observable` class keeps each property `x` in `_x`, beside its registrar.
        let isObservable = stored == nil && others.contains { $0.label == "_$observationRegistrar" }
        // A class's declared names that are no stored property's: a renamed or computed key
        // path, which may read one of the properties below (a key path to a class's
        // property does not tell which), so their reason says so rather than deny it.
        var renamed: [String] = []
        if stored == nil, !others.isEmpty {
            let properties = Set(others.map { isObservable ? Self.propertyName(ofStorage: $0.label) : $0.label })
            renamed = declared.map(\.name).filter { !properties.contains($0) }
        }
        var undeclared = 0
        for (label, isFunction) in others where !seen.contains(label) {
            let reason: String
            // Storage the compiler made: lazy properties (reported with the key paths),
            // Observation's registrar, and wrappers whose property was found under its name.
            if label.hasPrefix("$__lazy_storage_$_") || label.hasPrefix("_$") { continue }
            if label.hasPrefix("_") && seen.contains(String(label.dropFirst())) { continue }
            if isFunction {
                reason = "closures cannot be edited in a form"
            } else if type is AnyObject.Type {
                reason = Self.undeclaredReason(type, renamed: renamed)
                undeclared += 1
            } else {
                reason = "weak and unowned references cannot be edited in a form"
            }
            let name = isObservable ? Self.propertyName(ofStorage: label) : label
            diagnostics.append(FormDiagnostic(key: prefix + name, action: .excluded, reason: reason))
        }
        if prefix.isEmpty, undeclared > 0, !(type is any FormKeyPathProviding.Type) {
            // Otherwise the form would be empty, and its page a lone Save button.
            problems.append(
                .init(
                    key: nil,
                    message: "\(type) is a class: the runtime cannot find key paths to a class's properties, so it "
                        + "names its fields in formKeyPaths (adopt FormKeyPathProviding)"))
        }
        return candidates
    }

    /// The property an `@Observable` class keeps in `label`: `x` for the macro's `_x`.
    private static func propertyName(ofStorage label: String) -> String {
        label.hasPrefix("_") ? String(label.dropFirst()) : label
    }

    /// Why a class's stored property is not a field: it has no key path in `formKeyPaths`,
    /// unless one declared under another name reads it.
    private static func undeclaredReason(_ type: Any.Type, renamed: [String]) -> String {
        let plain = "\(type) does not declare a key path for it in formKeyPaths"
        guard !renamed.isEmpty else { return plain }
        let names = renamed.map { "'\($0)'" }.joined(separator: " or ")
        return plain + " under its own name (it is a field if the key path declared as \(names) reads it)"
    }

    private mutating func storedCandidate<Level>(
        name: String, path: AnyKeyPath, in _: Level.Type, declared: [FormKeyPath], wrapperValue: Any?, prefix: String
    ) -> Candidate<Level>? {
        // The first byte says whether a prefix check is needed: most names start with
        // neither `$` nor `_`. // perf: scenario 1
        let first = name.utf8.first
        let lazyPrefix = "$__lazy_storage_$_"
        if first == UInt8(ascii: "$"), name.hasPrefix(lazyPrefix) {
            diagnostics.append(
                FormDiagnostic(
                    key: prefix + name.dropFirst(lazyPrefix.count), action: .excluded,
                    reason: "lazy properties cannot be edited in a form"))
            return nil
        }
        let valueType = type(of: path).valueType
        let isUnderscored = first == UInt8(ascii: "_")
        if isUnderscored, let annotation = valueType as? any FormFieldAnnotation.Type,
            let path = path as? PartialKeyPath<Level>
        {
            let accessor = annotation.accessor(through: path)
            return Candidate(
                name: String(name.dropFirst()), path: accessor.keyPath as? PartialKeyPath<Level>, accessor: accessor,
                declaredType: annotation.annotatedValueType,
                readOnlyReason: accessor.isWritable ? nil : "declared with let",
                annotation: ((wrapperValue as? any FormFieldAnnotation)?.annotationSettings).map(DraftSettings.init),
                isAnnotated: true)
        }
        if isUnderscored, case .nested = inference.infer(valueType, key: name) {
            return foreignWrapper(
                name: String(name.dropFirst()), path: path, wrapperType: valueType,
                declared: declared, prefix: prefix)
        }
        // The accessor is writable exactly when the key path is (a `var`): asked once, by it.
        let accessor = Accessors.make(path, from: Level.self, isStoredProperty: true)
        return Candidate(
            name: name, path: path, accessor: accessor, declaredType: valueType,
            readOnlyReason: accessor.isWritable ? nil : "declared with let")
    }

    /// A property behind a wrapper that is not ``FormField``: read-only through the
    /// wrapper's storage, unless the model declares a key path for it.
    private mutating func foreignWrapper<Level>(
        name: String, path: AnyKeyPath, wrapperType: Any.Type, declared: [FormKeyPath], prefix: String
    ) -> Candidate<Level>? {
        if declared.contains(where: { $0.name == name }) {
            // The declared key path replaces this candidate in `candidates(of:)`.
            return Candidate(
                name: name, path: nil, accessor: FieldAccessor<Level>(isNone: true), declaredType: wrapperType)
        }
        func open<Wrapper>(_: Wrapper.Type) -> Candidate<Level>? {
            guard let inner = StoredFields.of(Wrapper.self),
                let storage = inner.first(where: { $0.name == "wrappedValue" })
                    ?? (inner.count == 1 ? inner.first : nil),
                let wrapperPath = path as? KeyPath<Level, Wrapper>
            else { return nil }
            let accessor = NestedAccessor(
                parent: wrapperPath, child: Accessors.make(storage.keyPath, from: Wrapper.self, writable: false))
            return Candidate(
                name: name, path: nil, accessor: accessor,
                declaredType: type(of: storage.keyPath).valueType,
                readOnlyReason:
                    "property wrapper \(Wrapper.self) is not FormField; declare its key path in formKeyPaths to edit it"
            )
        }
        guard let candidate = open(wrapperType) else {
            diagnostics.append(
                FormDiagnostic(
                    key: prefix + name, action: .excluded,
                    reason:
                        "property wrapper \(wrapperType) has no single stored value to show; declare a key path for it in formKeyPaths"
                ))
            return nil
        }
        diagnostics.append(
            FormDiagnostic(key: prefix + name, action: .readOnly, reason: candidate.readOnlyReason ?? ""))
        return candidate
    }

    /// Labels and values of a value's stored properties, superclasses' first.
    private static func mirrorChildren<Level>(_ value: Level) -> [(String, Any)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { m in m.children.compactMap { child in child.label.map { ($0, child.value) } } }
    }
}
