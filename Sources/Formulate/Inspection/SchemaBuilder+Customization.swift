// Applying a model type's customization to its drafts: nested types' first, then
// exclusions, selection, extra fields and each field's settings.
extension SchemaBuilder {
    /// Applies nested types' customization first, then this level's, so that an enclosing
    /// model's customization wins over a nested one's. This recurses once per nested model,
    /// so a level's customization is applied in a helper that does not (its settings are
    /// large, and a debug build gives every temporary of a function its own stack slot).
    mutating func customize(_ drafts: inout [Draft], levelType: Any.Type, prefix: String) {
        for index in drafts.indices where drafts[index].levelType != nil {
            customize(
                &drafts[index].children, levelType: drafts[index].levelType ?? Model.self,
                prefix: drafts[index].key + ".")
        }
        customizeLevel(&drafts, levelType: levelType, prefix: prefix)
    }

    /// Applies one level's customization (``FormCustomizing``) to its drafts.
    @inline(never)
    private mutating func customizeLevel(_ drafts: inout [Draft], levelType: Any.Type, prefix: String) {
        guard let custom = levelType as? any FormCustomizing.Type else { return }
        // A nested type's conditions name its own fields, wherever it sits.
        let own = { (settings: FieldSettings) in
            prefix.isEmpty || !settings.hasConditions
                ? settings : settings.scopingConditions(to: prefix, typeName: TypeNames.shared.name(of: levelType))
        }
        exclude(custom.excludedFields, from: &drafts, prefix: prefix)
        if let entries = custom.fields {
            select(entries, in: &drafts, prefix: prefix, excluded: custom.excludedFields, own: own)
        }
        appendExtra(custom.extraFields, to: &drafts, prefix: prefix, excluded: custom.excludedFields, own: own)
        for (key, overrides) in custom.fieldOverrides.sorted(by: { $0.key < $1.key }) {
            do {
                let settings = own(try FieldSettings(overrides: overrides, for: prefix + key))
                apply(
                    settings, to: key, in: &drafts, prefix: prefix, source: "fieldOverrides",
                    excluded: custom.excludedFields)
            } catch {
                problems.append(error)
            }
        }
        var found: [FormDefinitionError.Problem] = []
        // Counted once, and no substring made per field at the model's own level. // perf: scenario 1
        let prefixCount = prefix.unicodeScalars.count
        forEach(&drafts) { draft in
            let relative =
                prefixCount == 0 ? draft.key : String(Substring(draft.key).unicodeScalars.dropFirst(prefixCount))
            guard let overrides = custom.overrides(for: relative) else { return }
            do throws(FormDefinitionError.Problem) {
                draft.settings = draft.settings.merging(own(try FieldSettings(overrides: overrides, for: draft.key)))
            } catch {
                found.append(error)
            }
        }
        problems += found
        for (key, settings) in custom.fieldSettings.sorted(by: { $0.key < $1.key }) {
            apply(
                own(settings), to: key, in: &drafts, prefix: prefix, source: "fieldSettings",
                excluded: custom.excludedFields
            )
        }
    }

    private mutating func exclude(_ names: [String], from drafts: inout [Draft], prefix: String) {
        for name in names {
            if !remove(prefix + name, from: &drafts) {
                problems.append(
                    .init(
                        key: prefix + name, reason: .unknownKey,
                        message: "excludedFields names a field that does not exist"
                            + ClosestMatch.didYouMean(name, among: allKeys(drafts, prefix: prefix))))
            }
        }
    }

    private func remove(_ key: String, from drafts: inout [Draft]) -> Bool {
        if let index = drafts.firstIndex(where: { $0.key == key }) {
            drafts.remove(at: index)
            return true
        }
        for index in drafts.indices where DottedKey.isInside(key, drafts[index].key) {
            return remove(key, from: &drafts[index].children)
        }
        return false
    }

    private mutating func select(
        _ entries: [FieldEntry], in drafts: inout [Draft], prefix: String, excluded: [String],
        own: (FieldSettings) -> FieldSettings
    ) {
        var selected: [Draft] = []
        for entry in entries {
            let settings: FieldSettings
            do {
                settings = own(try entry.settings(context: "fields"))
            } catch {
                problems.append(error)
                continue
            }
            guard let name = settings.key, !excluded.contains(name) else { continue }
            if selected.contains(where: { $0.key == prefix + name }) {
                problems.append(
                    .init(key: prefix + name, reason: .duplicateKey, message: "fields lists this key twice"))
            } else if let index = drafts.firstIndex(where: { $0.key == prefix + name }) {
                var draft = drafts[index]
                draft.settings = draft.settings.merging(settings)
                selected.append(draft)
            } else if settings.kind != nil {
                selected.append(
                    Draft(key: prefix + name, settings: settings, property: nil, children: [], levelType: nil))
            } else {
                problems.append(
                    .init(
                        key: prefix + name, reason: .unknownKey,
                        message: "fields names a field that does not exist"
                            + ClosestMatch.didYouMean(name, among: drafts.map(\.name))
                            + "; give a 'type' to add a virtual field"))
            }
        }
        drafts = selected
    }

    private mutating func appendExtra(
        _ entries: [FieldEntry], to drafts: inout [Draft], prefix: String, excluded: [String],
        own: (FieldSettings) -> FieldSettings
    ) {
        for entry in entries {
            do {
                let settings = own(try entry.settings(context: "extraFields"))
                guard let name = settings.key, !excluded.contains(name) else { continue }
                if drafts.contains(where: { $0.key == prefix + name }) {
                    problems.append(
                        .init(
                            key: prefix + name, reason: .duplicateKey,
                            message: "extraFields adds a field that already exists; use fieldOverrides to change it"))
                    continue
                }
                var virtual = settings
                if virtual.kind == nil { virtual.kind = virtual.action != nil ? .button : .label }
                drafts.append(Draft(key: prefix + name, settings: virtual, property: nil, children: [], levelType: nil))
            } catch {
                problems.append(error)
            }
        }
    }

    private mutating func apply(
        _ settings: FieldSettings, to key: String, in drafts: inout [Draft], prefix: String, source: String,
        excluded: [String]
    ) {
        var found = false
        forEach(&drafts) { draft in
            if draft.key == prefix + key {
                draft.settings = draft.settings.merging(settings)
                found = true
            }
        }
        if !found && excluded.contains(key) {
            problems.append(
                .init(
                    key: prefix + key, reason: .unknownKey,
                    message: "\(source) names a field that excludedFields leaves out; "
                        + "remove it from excludedFields or drop the \(source) entry"))
        } else if !found {
            problems.append(
                .init(
                    key: prefix + key, reason: .unknownKey,
                    message: "\(source) names a field that does not exist"
                        + ClosestMatch.didYouMean(key, among: allKeys(drafts, prefix: prefix))))
        }
    }

    private func forEach(_ drafts: inout [Draft], _ body: (inout Draft) -> Void) {
        for index in drafts.indices {
            body(&drafts[index])
            forEach(&drafts[index].children, body)
        }
    }

    private func allKeys(_ drafts: [Draft], prefix: String) -> [String] {
        drafts.flatMap {
            [DottedKey.removingPrefix(prefix, from: $0.key) ?? $0.key] + allKeys($0.children, prefix: prefix)
        }
    }
}
