/// What a renderer shows, read from the form: the sections and fields to show now, and
/// each option with whether it is chosen. Everything else a renderer needs is public on
/// the form by key: ``ModelForm/value(for:)``, ``ModelForm/text(for:)``,
/// ``ModelForm/constraints(for:)``, ``ModelForm/errors(for:)``, ``ModelForm/isEditable(_:)``,
/// ``ModelForm/isDisabled(_:)``, and the ``Field`` itself.
extension ModelForm {
    /// The top-level sections a person sees now, in order: a section whose condition hides
    /// it is left out, and so are hidden fields; a section left with no field is left out.
    /// A subform's fields are its ``Field/children``; ask ``visibleFields(in:)`` for them.
    public var visibleSections: [FormSection] {
        sections.compactMap { section in
            guard let first = section.keys.first, !isSectionHidden(startingAt: first) else { return nil }
            var visible = section
            visible.keys = section.keys.filter { !isHidden($0) }
            return visible.keys.isEmpty ? nil : visible
        }
    }

    /// The fields of the subform at `key` that are shown now, in order; empty when there is
    /// no such subform.
    public func visibleFields(in key: String) -> [Field] {
        guard schema.indexByKey[key] != nil else { return itemVisibleFields(in: key) }
        return (field(key)?.children ?? []).filter { !isHidden($0.key) }
    }

    /// The options of the field at `key`, each with whether it is chosen now; empty for a
    /// field without options.
    public func choices(for key: String) -> [FieldChoice] {
        guard let position = observedIndex(of: key) else { return itemRead(key) { $0.choices(for: $1) } ?? [] }
        let options = schema.flat[position].options
        let selected = selectedOptions(at: position)
        return options.indices.map { FieldChoice(option: options[$0], isSelected: selected[$0]) }
    }
}

/// One option of a field and whether it is chosen now (``ModelForm/choices(for:)``).
public struct FieldChoice: Sendable, Hashable {
    /// The option.
    public var option: FieldOption
    /// Whether the form's draft has it chosen.
    public var isSelected: Bool

    /// Creates a choice.
    public init(option: FieldOption, isSelected: Bool) {
        self.option = option
        self.isSelected = isSelected
    }
}
