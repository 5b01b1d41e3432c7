import Formulate

extension FormValue {
    /// A copy with the member at the dotted `path` replaced by `value` (added if missing).
    func replacing(_ path: String, with value: FormValue) -> FormValue {
        var components = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard let first = components.first, var members = objectValue else { return self }
        components.removeFirst()
        let replacement = components.first.map { (self[first] ?? .object([])).replacing($0, with: value) } ?? value
        if let index = members.firstIndex(where: { $0.key == first }) {
            members[index].value = replacement
        } else {
            members.append(FormValueMember(first, replacement))
        }
        return .object(members)
    }

    /// The member names of an object, in order.
    var keys: [String] { objectValue?.map(\.key) ?? [] }
}
