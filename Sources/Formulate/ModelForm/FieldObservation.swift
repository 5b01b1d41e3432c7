import Observation

/// How a form takes part in Observation field by field: each field has a key path of its
/// own (`\ModelForm[observedField: index]`), so reading one field registers that field
/// alone, and an edit tells only the fields it changed.
///
/// A class, owned by one form, so that registering a read (which happens in getters) needs
/// no mutable access to the form.
final class FieldObservation<Model> {
    let registrar = ObservationRegistrar()
    /// Whether anything has read a field through the public API: until then nothing can be
    /// observing, and edits skip telling the registrar (a server that edits and commits a
    /// form pays nothing for Observation).
    private(set) var hasReaders = false
    /// The key path of each field, made the first time it is needed.
    private var keyPaths: [KeyPath<ModelForm<Model>, Int>?]

    init(fieldCount: Int) {
        keyPaths = Array(repeating: nil, count: fieldCount)
    }

    /// The key path that stands for the field at `index`.
    func keyPath(_ index: Int) -> KeyPath<ModelForm<Model>, Int> {
        if let made = keyPaths[index] { return made }
        let made = \ModelForm<Model>.[observedField: index]
        keyPaths[index] = made
        return made
    }

    /// Records that the field at `index` of `form` was read.
    func read(_ index: Int, of form: ModelForm<Model>) {
        hasReaders = true
        registrar.access(form, keyPath: keyPath(index))
    }

    /// Tells observers of the field at `index` of `form` that it changed.
    func changed(_ index: Int, of form: ModelForm<Model>) {
        guard hasReaders else { return }
        registrar.withMutation(of: form, keyPath: keyPath(index)) {}
    }
}
