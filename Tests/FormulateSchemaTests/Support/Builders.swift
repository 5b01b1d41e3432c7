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

/// The pattern of an `http` or `https` URL with its scheme, as the `url` rule checks it.
let webURLPattern: FormValue =
    "^(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss])://(?:\\[[0-9A-Fa-f:.]+\\]|[^/?#@\\s:\\[\\]]+)(?::[0-9]{1,5})?(?:[/?#]\\S*)?(?![\\s\\S])"

/// The pattern of an `http` or `https` URL whose scheme may be left out.
let webURLReferencePattern: FormValue =
    "^(?:(?:[Hh][Tt][Tt][Pp]|[Hh][Tt][Tt][Pp][Ss])://|(?![^/?#]*://))(?:\\[[0-9A-Fa-f:.]+\\]|[^/?#@\\s:\\[\\]]+)(?::[0-9]{1,5})?(?:[/?#]\\S*)?(?![\\s\\S])"
