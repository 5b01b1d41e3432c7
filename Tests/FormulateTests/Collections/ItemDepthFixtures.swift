import Formulate

/// A folder: an item with a list of text and a list of numbers of its own, and notes
/// (items inside items) that have labels (a list inside an item inside an item).
struct Folder: Equatable, DefaultConstructible {
    var name = ""
    var tags: [String] = []
    var sizes: [Int] = []
    var notes: [Note] = []
}

struct Note: Equatable, DefaultConstructible {
    var text = ""
    @FormField(.rules(.lessOrEqual(10))) var stars = 0
    var labels: [String] = []
}

struct Library: Equatable, DefaultConstructible, FormCustomizing {
    var folders: [Folder] = []
    static var inputFields: FormInput { .all }
}

/// Two levels of collections of subforms, for keys such as `teams.0.players.0.age`.
struct Player: Equatable, DefaultConstructible {
    var name = ""
    @FormField(.rules(.greaterOrEqual(0), .lessOrEqual(150))) var age = 0
}

struct Team: Equatable, DefaultConstructible {
    var title = ""
    var players: [Player] = []
}

struct League: Equatable, DefaultConstructible, FormCustomizing {
    var teams: [Team] = []
    static var inputFields: FormInput { .all }
}
