/// Walks a model type (and a value of it, for annotations and diagnostics) into
/// ``InspectedProperty`` values: stored properties in declaration order, with key paths
/// from the root, nested models opened up as subforms.
struct ModelInspector<Model> {
    var inference: TypeInference
    var diagnostics: [FormDiagnostic] = []
    /// Why annotations cannot be read the same from every value of a type (see
    /// ``AnnotationSource``); each one makes the form definition invalid.
    var problems: [FormDefinitionError.Problem] = []
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
    struct Candidate<Level> {
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
    mutating func level<Level>(
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
    mutating func items<Level>(
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
    mutating func nested<Level>(
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
}
