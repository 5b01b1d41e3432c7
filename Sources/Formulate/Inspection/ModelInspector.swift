/// Walks a model type (and a value of it, for annotations and diagnostics) into
/// ``InspectedProperty`` values: stored properties in declaration order, with key paths
/// from the root, nested models opened up as subforms.
struct ModelInspector<Model> {
    var inference: TypeInference
    private(set) var diagnostics: [FormDiagnostic] = []
    /// Why annotations cannot be read the same from every value of a type (see
    /// ``AnnotationSource``); each one makes the form definition invalid.
    private(set) var problems: [FormDefinitionError.Problem] = []
    /// The accessors of the properties found, at their ``InspectedProperty/accessorIndex``.
    private(set) var accessors: [FieldAccessor<Model>] = []
    /// The annotations (``FormField``) of the properties found, by their
    /// ``InspectedProperty/accessorIndex``; most properties have none.
    /// Boxed (``DraftSettings``): a draft takes the box as it is, and a candidate holding
    /// one is small to copy.
    private(set) var annotations: [Int: DraftSettings] = [:]
    /// The types this model lies in (for the item type of a collection of subforms).
    var enclosingTypes: [ObjectIdentifier] = []
    /// How deep this model lies (for the item type of a collection of subforms).
    var baseDepth = 0
    /// Builds the codec of a collection of subforms from its item type (keyed: a dictionary
    /// of subforms).
    var makeItemCodec:
        ((Any.Type, [ObjectIdentifier], Int, _ keyed: Bool) -> Result<any ItemCollectionCoding, FormDefinitionError>)?

    /// How deep nested models may go before inspection stops (cycles are caught earlier).
    static var maximumDepth: Int { 64 }

    init(inference: TypeInference) {
        self.inference = inference
    }

    /// Every property of `Model`, reading annotations from `instance` as `source` says
    /// (`Model()`, or the value a form is built with).
    mutating func inspect(instance: Model?, source: AnnotationSource) -> [InspectedProperty] {
        level(
            Model.self, instance: instance, source: source, prefix: "", depth: baseDepth, enclosing: enclosingTypes,
            lift: { $0 })
    }

    /// A property found at one level, with its key path from that level's type.
    private struct Candidate<Level> {
        var name: String
        /// A `PartialKeyPath<Level>`, held as `AnyKeyPath` (see ``StoredFields/of(_:)``).
        var path: AnyKeyPath?
        var accessor: FieldAccessor<Level>
        var declaredType: Any.Type
        var readOnlyReason: String?
        /// Boxed: a `FieldSettings?` (some thirty optionals, about 470 bytes) made every
        /// candidate large to make, copy and append.
        var annotation: DraftSettings?
        /// Whether the property is declared with ``FormField``.
        var isAnnotated = false
    }

    /// What one candidate becomes: a property or nothing (``step(for:at:in:prefix:depth:enclosing:lift:into:)``
    /// has dealt with it), or a nested model to open.
    private enum Step {
        case done
        case nested(Any.Type, isOptional: Bool)
    }

    /// The properties of one level. This, ``nested(_:at:nestedType:isOptional:instance:source:prefix:depth:enclosing:lift:into:)``
    /// and its `open` recurse once per nested model, so their frames hold no candidate or
    /// property (large values, and a debug build gives every local and temporary of a
    /// function its own stack slot): the work is done in helpers that do not recurse, and
    /// candidates are passed as their array and an index.
    private mutating func level<Level>(
        _ type: Level.Type, instance: Level?, source: AnnotationSource, prefix: String, depth: Int,
        enclosing: [ObjectIdentifier], lift: @escaping (FieldAccessor<Level>) -> FieldAccessor<Model>
    ) -> [InspectedProperty] {
        let candidates = self.candidates(of: type, instance: instance, source: source, prefix: prefix)
        var properties: [InspectedProperty] = []
        var start = candidates.startIndex
        while start < candidates.endIndex {
            let (index, found) = steps(
                for: candidates, from: start, in: type, prefix: prefix, depth: depth, enclosing: enclosing,
                lift: lift, into: &properties)
            guard case .nested(let nestedType, let isOptional) = found else { break }
            let opened = nested(
                candidates, at: index, nestedType: nestedType, isOptional: isOptional, instance: instance,
                source: source, prefix: prefix, depth: depth, enclosing: enclosing + [ObjectIdentifier(type)],
                lift: lift, into: &properties)
            if !opened { unreachable(nestedType, key: prefix + candidates[index].name) }
            start = index + 1
        }
        return properties
    }

    /// The ``step(for:at:in:prefix:depth:enclosing:lift:into:)`` of each candidate from
    /// `start` on, until one is a nested model to open (its index and step) or none is left
    /// (the end index and `.done`).
    ///
    /// One loop for a level's properties, not a call per property: unspecialized generic
    /// code asks the runtime for the metadata of `[FieldAccessor<Model>]` and of a candidate
    /// wherever it needs them, and asked here once before the loop, they are not asked
    /// again at each property.
    @inline(never)
    private mutating func steps<Level>(
        for candidates: [Candidate<Level>], from start: Int, in type: Level.Type, prefix: String, depth: Int,
        enclosing: [ObjectIdentifier], lift: (FieldAccessor<Level>) -> FieldAccessor<Model>,
        into properties: inout [InspectedProperty]
    ) -> (index: Int, step: Step) {
        // Room for the remaining properties' accessors at once (subforms add their fields' later).
        accessors.reserveCapacity(accessors.count + candidates.count - start)
        properties.reserveCapacity(properties.count + candidates.count - start)
        for index in start..<candidates.endIndex {
            let found = step(
                for: candidates, at: index, in: type, prefix: prefix, depth: depth, enclosing: enclosing, lift: lift,
                into: &properties)
            if case .nested = found { return (index, found) }
        }
        return (candidates.endIndex, .done)
    }

    /// What the candidate at `index` becomes: a leaf is appended to `properties`, one that
    /// is left out gets its diagnostic, a nested model is to be opened. Inlined in the loop
    /// of ``steps(for:from:in:prefix:depth:enclosing:lift:into:)``, which does not recurse.
    @inline(__always)
    private mutating func step<Level>(
        for candidates: [Candidate<Level>], at index: Int, in type: Level.Type, prefix: String, depth: Int,
        enclosing: [ObjectIdentifier], lift: (FieldAccessor<Level>) -> FieldAccessor<Model>,
        into properties: inout [InspectedProperty]
    ) -> Step {
        let candidate = candidates[index]
        let key = prefix + candidate.name
        var valueType = candidate.declaredType
        var isOptional = false
        if StoredFields.mayBeOptional(valueType), let optional = valueType as? any OptionalProtocol.Type {
            valueType = optional.wrappedType
            isOptional = true
        }
        /// Records the property as a field of its own, inferred as `leaf`.
        @inline(__always)
        func appendField(_ leaf: LeafInference) {
            let lifted = lift(candidate.accessor)
            accessors.append(lifted)
            // A writable property of a nested model reached through a read-only one (a `let`,
            // a key path declared read-only) cannot be written either.
            let readOnlyReason =
                candidate.readOnlyReason
                ?? (!candidate.accessor.isWritable
                    ? "declared with let" : lifted.isWritable ? nil : "its enclosing property is read-only")
            let property = InspectedProperty(
                key: key, name: candidate.name, valueType: valueType, isOptional: isOptional,
                accessorIndex: accessors.count - 1, readOnlyReason: readOnlyReason, inference: leaf)
            if let annotation = candidate.annotation { annotations[property.accessorIndex] = annotation }
            properties.append(property)
        }
        let inferred = inference.infer(valueType, key: candidate.name)
        switch inferred {
        case .leaf(let leaf):
            appendField(leaf)
            return .done
        case .unsupported(let reason):
            diagnostics.append(FormDiagnostic(key: key, action: .excluded, reason: reason))
            return .done
        case .items(let itemType), .keyedItems(let itemType):
            let keyed: Bool
            if case .keyedItems = inferred { keyed = true } else { keyed = false }
            guard let leaf = items(itemType, keyed: keyed, key: key, in: type, depth: depth, enclosing: enclosing)
            else {
                return .done
            }
            appendField(leaf)
            return .done
        case .nested(let nestedType):
            let identity = ObjectIdentifier(nestedType)
            if enclosing.contains(identity) || identity == ObjectIdentifier(type) {
                diagnostics.append(
                    FormDiagnostic(
                        key: key, action: .excluded,
                        reason: "\(nestedType) contains itself; a model that refers to its own type is not opened again"
                    ))
                return .done
            }
            if depth + 1 >= Self.maximumDepth {
                diagnostics.append(
                    FormDiagnostic(
                        key: key, action: .excluded,
                        reason: "nested more than \(Self.maximumDepth) levels deep"))
                return .done
            }
            return .nested(nestedType, isOptional: isOptional)
        }
    }

    /// The inference of a collection of subforms (`[Server]`), or `nil` (with a diagnostic
    /// or a problem recorded) when its item type contains the enclosing types, lies too
    /// deep, or has a wrong customization.
    @inline(never)
    private mutating func items<Level>(
        _ itemType: Any.Type, keyed: Bool, key: String, in type: Level.Type, depth: Int, enclosing: [ObjectIdentifier]
    ) -> LeafInference? {
        let identity = ObjectIdentifier(itemType)
        if enclosing.contains(identity) || identity == ObjectIdentifier(type) {
            diagnostics.append(
                FormDiagnostic(
                    key: key, action: .excluded,
                    reason:
                        "[\(itemType)] contains \(itemType) itself; a model that refers to its own type is not opened again"
                ))
            return nil
        }
        if depth + 1 >= Self.maximumDepth {
            diagnostics.append(
                FormDiagnostic(key: key, action: .excluded, reason: "nested more than \(Self.maximumDepth) levels deep")
            )
            return nil
        }
        guard let makeItemCodec else { return nil }
        switch makeItemCodec(itemType, enclosing + [ObjectIdentifier(type)], depth + 1, keyed) {
        case .success(let codec):
            return LeafInference(kind: .collection, codec: codec)
        case .failure(let error):
            problems += error.problems.map { $0.about(key + "[]." + ($0.key ?? "")) }
            return nil
        }
    }

    @inline(never)
    private mutating func unreachable(_ nestedType: Any.Type, key: String) {
        diagnostics.append(
            FormDiagnostic(key: key, action: .excluded, reason: "\(nestedType) has no key path that can reach it"))
    }

    /// How a nested model's level is inspected: the value its annotations are read from,
    /// where they come from, and how its accessors reach the root.
    private struct Opening<Nested> {
        var sample: Nested?
        var source: AnnotationSource
        var lift: (FieldAccessor<Nested>) -> FieldAccessor<Model>
        var canCreate: Bool
    }

    /// Opens the nested model of the candidate at `index`, lifting its fields' accessors
    /// through the property's key path, and appends it to `properties`; `false` when no
    /// key path reaches it.
    private mutating func nested<Level>(
        _ candidates: [Candidate<Level>], at index: Int, nestedType: Any.Type, isOptional: Bool, instance: Level?,
        source: AnnotationSource, prefix: String, depth: Int, enclosing: [ObjectIdentifier],
        lift: @escaping (FieldAccessor<Level>) -> FieldAccessor<Model>,
        into properties: inout [InspectedProperty]
    ) -> Bool {
        let key = prefix + candidates[index].name
        func open<Nested>(_: Nested.Type) -> Bool {
            guard
                let opening = Self.opening(
                    Nested.self, through: candidates, at: index, isOptional: isOptional,
                    instance: instance, source: source, key: key, lift: lift)
            else { return false }
            // The subform's accessor goes before its fields': inspection's order is then the
            // form's (depth-first), and the schema can take the accessors as they are.
            let slot = reserveAccessor()
            let children = level(
                Nested.self, instance: opening.sample, source: opening.source, prefix: key + ".",
                depth: depth + 1, enclosing: enclosing, lift: opening.lift)
            Self.appendSubform(
                candidates, at: index, valueType: Nested.self, isOptional: isOptional, key: key,
                children: children, canCreate: opening.canCreate, lift: lift, slot: slot, accessors: &accessors,
                annotations: &annotations, to: &properties)
            return true
        }
        return open(nestedType)
    }

    /// A place in ``accessors`` for a subform's accessor, which is made after its fields'.
    @inline(never)
    private mutating func reserveAccessor() -> Int {
        accessors.append(FieldAccessor<Model>(isNone: true))
        return accessors.count - 1
    }

    @inline(never)
    private static func opening<Level, Nested>(
        _: Nested.Type, through candidates: [Candidate<Level>], at index: Int, isOptional: Bool, instance: Level?,
        source: AnnotationSource, key: String, lift: @escaping (FieldAccessor<Level>) -> FieldAccessor<Model>
    ) -> Opening<Nested>? {
        let candidate = candidates[index]
        guard let path = candidate.path else { return nil }
        let current = instance.flatMap { candidate.accessor.read($0) } as? Nested
        let template: @Sendable () -> Nested? = {
            (Nested.self as? any DefaultConstructible.Type).flatMap { $0.init() as? Nested }
        }
        let childLift: (FieldAccessor<Nested>) -> FieldAccessor<Model>
        let parentIsIsolated = candidate.accessor.isIsolated
        // A nested model reached through a key path declared read-only is not written through it.
        let parentIsWritable = candidate.accessor.isWritable
        if isOptional {
            guard let optionalPath = path as? KeyPath<Level, Nested?> else { return nil }
            childLift = {
                lift(
                    OptionalNestedAccessor(
                        parent: optionalPath, child: $0, template: template, parentIsWritable: parentIsWritable,
                        parentIsIsolated: parentIsIsolated))
            }
        } else {
            guard let plainPath = path as? KeyPath<Level, Nested> else { return nil }
            childLift = {
                lift(
                    NestedAccessor(
                        parent: plainPath, child: $0, parentIsWritable: parentIsWritable,
                        parentIsIsolated: parentIsIsolated))
            }
        }
        // The value annotations are read from: the one in a canonical parent, else
        // `Nested()`, else the one in the value at hand.
        let isDefaultConstructible = (Nested.self as? any DefaultConstructible.Type) != nil
        let canCreate = !isOptional || isDefaultConstructible
        if source.isCanonical, let current {
            return Opening(sample: current, source: .canonical, lift: childLift, canCreate: canCreate)
        } else if isDefaultConstructible {
            return Opening(sample: template(), source: .canonical, lift: childLift, canCreate: canCreate)
        }
        return Opening(
            sample: current, source: source.nested(Nested.self, key: key, isOptional: isOptional),
            lift: childLift, canCreate: canCreate)
    }

    @inline(never)
    private static func appendSubform<Level>(
        _ candidates: [Candidate<Level>], at index: Int, valueType: Any.Type, isOptional: Bool, key: String,
        children: [InspectedProperty], canCreate: Bool, lift: (FieldAccessor<Level>) -> FieldAccessor<Model>,
        slot: Int, accessors: inout [FieldAccessor<Model>], annotations: inout [Int: DraftSettings],
        to properties: inout [InspectedProperty]
    ) {
        let candidate = candidates[index]
        accessors[slot] = lift(candidate.accessor)
        if let annotation = candidate.annotation { annotations[slot] = annotation }
        let property = InspectedProperty(
            key: key, name: candidate.name, valueType: valueType, isOptional: isOptional, accessorIndex: slot,
            readOnlyReason: candidate.readOnlyReason, children: children, canCreate: canCreate)
        properties.append(property)
    }

    // MARK: - Finding properties

    private mutating func candidates<Level>(
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
