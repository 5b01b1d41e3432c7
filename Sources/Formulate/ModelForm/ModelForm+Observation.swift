import Observation

/// Identifies a change handler, to remove it with ``ModelForm/removeChangeHandler(_:)``.
public struct ChangeHandlerToken: Sendable, Hashable {
    let id: Int
}

/// A change handler and the field it listens to (`nil` for every field).
struct ChangeHandler<Model> {
    var id: Int
    var key: String?
    var handler: (FieldChange, ModelForm<Model>) -> Void
}

extension ModelForm {
    /// Calls `handler` after every real change of any field's value: once per change,
    /// never for setting the value it already has, for programmatic edits too, after the
    /// form's hidden/disabled and validation state has been updated.
    ///
    /// As in ``ModelForm/changes``, a collection's or subform's values in the change leave
    /// out the secret fields of its items (``Field/isSecret``).
    @discardableResult
    public func onChange(_ handler: @escaping (FieldChange, ModelForm<Model>) -> Void) -> ChangeHandlerToken {
        addHandler(key: nil, handler)
    }

    /// Calls `handler` after every real change of the field at `key`.
    ///
    /// A change inside an item of a collection or an entry of a dictionary
    /// (`servers.0.host`) is a change of the collection (`servers`): listen to that key.
    ///
    /// - Throws: ``FormError`` when there is no such field, or `key` lies inside an item
    ///   (the error then names the collection to listen to).
    @discardableResult
    package func onChange(of key: String, _ handler: @escaping (FieldChange, ModelForm<Model>) -> Void)
        throws(FormError)
        -> ChangeHandlerToken
    {
        if schema.indexByKey[key] == nil, let (position, _) = collectionPrefix(of: key) {
            let collection = schema.flat[position]
            throw FormError(
                key: shortened(key), reason: .unknownField,
                defaultMessage: "'\(shortened(key))' lies inside an item of \(collection.title), whose changes are "
                    + "reported as changes of '\(collection.key)': listen to that key",
                arguments: [
                    FormValueMember("key", .string(shortened(key))),
                    FormValueMember("title", .string(collection.title)),
                ])
        }
        _ = try index(of: key)
        return addHandler(key: key, handler)
    }

    /// Stops calling a change handler.
    public func removeChangeHandler(_ token: ChangeHandlerToken) {
        changeHandlers.removeAll { $0.id == token.id }
    }

    private func addHandler(key: String?, _ handler: @escaping (FieldChange, ModelForm<Model>) -> Void)
        -> ChangeHandlerToken
    {
        nextHandlerID += 1
        changeHandlers.append(ChangeHandler(id: nextHandlerID, key: key, handler: handler))
        return ChangeHandlerToken(id: nextHandlerID)
    }

    /// Calls the handlers for a change: the field's own first, then the form-wide ones.
    func notifyChange(at index: Int, from old: FormValue) {
        guard hasChangeHandlers else { return }
        let field = schema.flat[index]
        let key = field.key
        notify(
            FieldChange(
                key: key, oldValue: field.removingSecrets(from: old),
                newValue: field.removingSecrets(from: values[index]), isSecret: field.isSecret))
    }

    /// Calls the handlers for `change`: the field's own first, then the form-wide ones.
    func notify(_ change: FieldChange) {
        guard hasChangeHandlers else { return }
        for handler in changeHandlers where handler.key == change.key { handler.handler(change, self) }
        for handler in changeHandlers where handler.key == nil { handler.handler(change, self) }
    }
}

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
    package func withoutTrackingReads<Result, Failure: Error>(
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
            for index in schema.flat.indices where records[index].sectionStart == target { observation.changed(index) }
        } else {
            for index in target..<records[target].descendantEnd { observation.changed(index) }
        }
    }
}

/// How a form takes part in Observation field by field: each field has a key path of its
/// own (`\FieldObservation[field: index]`), so reading one field registers that field
/// alone, and an edit tells only the fields it changed.
///
/// Not generic, on purpose: the key paths and the registrar's calls then need no generic
/// metadata at run time, and one set of key paths serves every form (making a key path
/// with a subscript argument costs more than the reads it stands for). A class owned by one
/// form, so that registering a read (in getters) needs no mutable access to the form.
final class FieldObservation: Observable {
    private let registrar = ObservationRegistrar()
    /// Whether anything has read a field through the public API: until then nothing can be
    /// observing, and edits skip telling the registrar (a server that edits and commits a
    /// form pays nothing for Observation).
    private(set) var hasReaders = false
    /// Whether reads are left unregistered for now (``ModelForm/withoutTrackingReads(_:)``).
    var ignoresReads = false
    /// The key paths this form has needed, by field index.
    private var keyPaths: [KeyPath<FieldObservation, Int>?]

    init(fieldCount: Int) {
        keyPaths = Array(repeating: nil, count: fieldCount)
    }

    /// What observers of the field at `index` depend on.
    subscript(field index: Int) -> Int { index }

    /// Records that the field at `index` was read.
    func read(_ index: Int) {
        guard !ignoresReads else { return }
        hasReaders = true
        registrar.access(self, keyPath: keyPath(index))
    }

    /// Tells observers of the field at `index` that it changed.
    func changed(_ index: Int) {
        guard hasReaders else { return }
        registrar.withMutation(of: self, keyPath: keyPath(index)) {}
    }

    private func keyPath(_ index: Int) -> KeyPath<FieldObservation, Int> {
        if let known = keyPaths[index] { return known }
        let keyPath = Self.sharedKeyPath(index)
        keyPaths[index] = keyPath
        return keyPath
    }

    /// The key paths of field indexes 0, 1, 2 ..., made once for every form.
    private static let made = Locked<[KeyPath<FieldObservation, Int>]>([])

    private static func sharedKeyPath(_ index: Int) -> KeyPath<FieldObservation, Int> {
        made.withLock { made in
            while made.count <= index { made.append(\FieldObservation.[field: made.count]) }
            return made[index]
        }
    }
}
