/// Which fields input from outside the program may write: a browser's form data, a JSON
/// body, a command line.
///
/// Reflection cannot see access control: a `private(set) var isAdmin` is as writable to it
/// as any other property. So, as Django's `ModelForm` requires its `fields`, a form writes
/// input from outside only into the fields its model type (or the form itself) allows.
/// Nothing is allowed unless you say so. Your own code's typed edits
/// (``ModelForm/setValue(_:for:)-(Any?,_)``, ``ModelForm/setText(_:for:)-(_,String)``) are not input from
/// outside and are not limited by this.
///
/// ```swift
/// struct Member: FormCustomizing {
///     var name = ""
///     var email = ""
///     private(set) var isAdmin = false
///     static var inputFields: FormInput { .only(\Member.name, \Member.email) }
/// }
/// ```
///
/// The list takes writable key paths: a key path to a property whose setter is not
/// visible where the list is written (a `let`, or a `private(set)` property of another
/// file) is a read-only `KeyPath` there, and listing it does not compile. Listing a subform
/// or a collection allows its fields and items.
public struct FormInput: @unchecked Sendable {
    // Key paths are immutable, so sharing them across threads is safe.
    enum Storage {
        case none
        case all
        case only(keys: [String], keyPaths: [AnyKeyPath])
    }

    let storage: Storage

    /// Input from outside writes nothing: the default.
    public static let none = FormInput(storage: .none)

    /// Input from outside may write every field a person can edit (Django's `"__all__"`):
    /// for models with nothing to protect.
    public static let all = FormInput(storage: .all)

    /// Input from outside may write the fields at these keys (`name`,
    /// `notifications.sound`), and the fields of subforms and collections among them.
    public static func only(_ keys: [String]) -> FormInput {
        FormInput(storage: .only(keys: keys, keyPaths: []))
    }

    /// Input from outside may write the fields at these keys.
    public static func only(_ keys: String...) -> FormInput {
        only(keys)
    }

    /// Input from outside may write the properties at these key paths, each writable where
    /// the list is written (a `WritableKeyPath`, or a class's `ReferenceWritableKeyPath`).
    ///
    /// At run time every key path to a stored property is writable, whatever its setter's
    /// access; only the type checker knows a `private(set)` property's key path is read-only
    /// outside its file. So the key paths are taken as writable ones, and listing one that is
    /// not does not compile.
    public static func only<Root, each Value>(_ keyPaths: repeat WritableKeyPath<Root, each Value>) -> FormInput {
        var paths: [AnyKeyPath] = []
        for path in repeat each keyPaths { paths.append(path) }
        return FormInput(storage: .only(keys: [], keyPaths: paths))
    }
}

extension FormInput {
    /// For each field of `fields` (a form's fields of `Model`, depth-first, each one's key path
    /// from the model given by `pathFromModel`, its enclosing subform by `parent`), whether
    /// input from outside may write it.
    ///
    /// - Throws: a definition problem for a key that is not a field, or a key path that
    ///   names no field.
    /// - Parameter diagnostics: what inspection said of the model's properties, to name a
    ///   property wrapper whose key path the form could not read.
    func allowed<Model>(
        in fields: [Field], of _: Model.Type, pathFromModel: (Int) -> AnyKeyPath?, parent: (Int) -> Int?,
        diagnostics: [FormDiagnostic] = []
    ) throws(FormDefinitionError.Problem) -> [Bool] {
        switch storage {
        case .none: return Array(repeating: false, count: fields.count)
        case .all: return Array(repeating: true, count: fields.count)
        case .only(let keys, let keyPaths):
            var listed = Array(repeating: false, count: fields.count)
            var positions: [String: Int] = [:]
            for index in fields.indices where positions[fields[index].key] == nil {
                positions[fields[index].key] = index
            }
            for key in keys {
                guard let index = positions[key] else {
                    throw FormDefinitionError.Problem(
                        key: shortened(key), reason: .unknownKey,
                        message: "inputFields lists '\(shortened(key))', which is not a field"
                            + ClosestMatch.didYouMean(key, among: fields.map(\.key)))
                }
                listed[index] = true
            }
            for (position, keyPath) in keyPaths.enumerated() {
                guard let index = fields.indices.first(where: { pathFromModel($0) == keyPath }) else {
                    let text = KeyPathText.describing(keyPath)
                    throw FormDefinitionError.Problem(
                        key: nil, reason: .unknownKey,
                        message:
                            "inputFields' key path \(position + 1) of \(keyPaths.count) (\(text)) names no field of "
                            + "\(Model.self)"
                            + (text.hasSuffix("<computed property>") ? Self.wrapperAdvice(diagnostics) : ""))
                }
                listed[index] = true
            }
            // A field is allowed when it is listed or lies in a listed subform or collection.
            return fields.indices.map { index in
                var current: Int? = index
                while let position = current {
                    if listed[position] { return true }
                    current = parent(position)
                }
                return false
            }
        }
    }

    /// What to do when a computed key path may be a property wrapper's that inspection
    /// could not edit through (`@Trimmed var name`): its diagnostics name the properties.
    private static func wrapperAdvice(_ diagnostics: [FormDiagnostic]) -> String {
        let wrapped = diagnostics.compactMap { diagnostic -> String? in
            let words = diagnostic.reason.split(separator: " ", maxSplits: 3)
            guard words.count > 2, words[0] == "property", words[1] == "wrapper" else { return nil }
            return "\(diagnostic.key) (wrapped by \(words[2]))"
        }
        guard !wrapped.isEmpty else { return "" }
        return "; a wrapped property's key path names no field unless the model declares it in formKeyPaths "
            + "(FormKeyPathProviding): " + wrapped.joined(separator: ", ")
    }
}
