import Observation

/// A form is observable field by field (the Observation framework, on every platform Swift
/// runs on): reading a field's value, text, errors, visibility or enabled state inside
/// `withObservationTracking` (or a SwiftUI view's body) registers that field alone, and an
/// edit notifies the fields whose value, text, errors, visibility or enabled state it
/// changed, nothing else.
///
/// ```swift
/// withObservationTracking {
///     _ = form.text(for: "fontSize")
/// } onChange: {
///     print("Font Size changed")      // after an edit of fontSize, not of theme
/// }
/// ```
///
/// The registrar behind it belongs to an internal object per form, so observations are
/// registered and fired through it; the form itself declares the conformance.
extension ModelForm: Observable {
    /// Runs `body` with the form's reads left out of Observation: what `body` reads
    /// registers no dependency with an observation in progress.
    ///
    /// For code that reads only to decide what to write, such as applying a submission on
    /// a server: its reads then cost no registration, and a form that nothing else has read
    /// tells the registrar nothing about its edits or its commit. Edits made in `body` still
    /// notify the observers of the fields they change.
    ///
    /// ```swift
    /// form.withoutTrackingReads {
    ///     if form.text(for: "name") != sent { try? form.setText(sent, for: "name") }
    /// }
    /// ```
    public func withoutTrackingReads<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let previous = observation.ignoresReads
        observation.ignoresReads = true
        defer { observation.ignoresReads = previous }
        return try body()
    }

    /// The position of the field at `key`, its read registered with an observation in
    /// progress; `nil` when there is no such field.
    func observedIndex(of key: String) -> Int? {
        guard let index = schema.indexByKey[key] else { return nil }
        observation.read(index)
        return index
    }

    /// ``position(of:)`` of `field`, its read registered with an observation in progress.
    func observedPosition(of field: Field) -> Int? {
        guard let index = position(of: field) else { return nil }
        observation.read(index)
        return index
    }

    /// Registers a read of the field at `index` with an observation in progress.
    func observeRead(_ index: Int) {
        observation.read(index)
    }

    /// Tells observers that the field at `index` changed (its value, text, errors or state).
    func fieldDidChange(_ index: Int) {
        observation.changed(index)
    }

    /// Tells observers that every field may have changed (a reset, a commit, a refresh).
    func allFieldsDidChange() {
        guard observation.hasReaders else { return }
        for index in schema.flat.indices { observation.changed(index) }
    }

    /// Tells observers of the fields a condition controls that their visibility or enabled
    /// state changed: the field and what it contains, or the fields of a section.
    func conditionDidChange(_ slot: ConditionSlot) {
        guard observation.hasReaders else { return }
        let target = slot.index
        if slot.isSection {
            for index in schema.flat.indices where schema.sectionStarts[index] == target { observation.changed(index) }
        } else {
            for index in target..<schema.descendantEnds[target] { observation.changed(index) }
        }
    }
}
