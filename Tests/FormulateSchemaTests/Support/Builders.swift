import Formulate

/// An object with members in the order written: `object(["type": "string"])`.
func object(_ members: KeyValuePairs<String, FormValue>) -> FormValue {
    .object(members.map { FormValueMember($0.key, $0.value) })
}

/// The schema of the property at the dotted `path` (`address.city`) of an exported schema.
func property(_ path: String, in schema: FormValue) -> FormValue? {
    var current: FormValue? = schema
    for name in path.split(separator: ".") {
        current = current?["properties"]?[String(name)]
    }
    return current
}
