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
