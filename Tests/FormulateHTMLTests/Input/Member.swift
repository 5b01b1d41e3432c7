import Formulate

/// A model with a property that code outside this file cannot set: reflection sees it as
/// any other `var`, so only the list of input fields keeps a submission from writing it.
struct Member: FormCustomizing {
    var name = ""
    var email = ""
    private(set) var isAdmin = false

    static var inputFields: FormInput { .only(\Member.name, \Member.email) }
}

/// The same model with nothing declared: outside input writes nothing.
struct UndeclaredMember {
    var name = ""
    private(set) var isAdmin = false
}
