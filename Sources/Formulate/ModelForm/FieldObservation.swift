import Observation

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
