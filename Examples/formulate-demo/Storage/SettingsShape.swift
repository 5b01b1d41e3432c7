import Formulate

/// What the settings file needs to know about the form's fields: which members of the file
/// belong to the model, which hold secrets, and in what order a set's items are written.
struct SettingsShape {
    /// Every field's dotted key: members the model owns, even when it leaves them out.
    var known: Set<String> = []
    /// The keys of subforms, whose members are merged one by one.
    var subforms: Set<String> = []
    /// The keys of password fields.
    var secrets: [String] = []
    /// For each field that holds a `Set` of options, its option values in option order.
    var setOrders: [String: [JSONTree]] = [:]

    init(_ settings: AppSettings) throws {
        let form = try ModelForm(settings)
        for field in form.allFields {
            known.insert(field.key)
            switch field.kind {
            case .subform:
                subforms.insert(field.key)
            case .password:
                secrets.append(field.key)
            case .multipleChoice where Self.isSet(at: field.key, in: settings):
                setOrders[field.key] = field.options.map { Self.tree(of: $0.value) }
            default:
                break
            }
        }
    }

    /// `tree` with each set's items in the order of its options (a `Set` encodes in an
    /// order that changes from process to process); items that are not options follow,
    /// sorted by their JSON text.
    func canonical(_ tree: JSONTree) -> JSONTree {
        var tree = tree
        for (key, options) in setOrders {
            tree.update(path: key) { value in
                guard case .array(let items) = value else { return value }
                let ranked = items.map { item in
                    (rank: options.firstIndex(of: item) ?? options.count, text: "\(item)", item: item)
                }
                return .array(ranked.sorted { ($0.rank, $0.text) < ($1.rank, $1.text) }.map(\.item))
            }
        }
        return tree
    }

    /// Whether `tree` holds a secret: a password field that is not empty.
    func holdsSecret(_ tree: JSONTree) -> Bool {
        secrets.contains { key in
            switch tree[path: key] {
            case nil, .null?, .string("")?: return false
            default: return true
            }
        }
    }

    /// `tree` with every secret that is not empty shown as `********`, for printing.
    func masked(_ tree: JSONTree) -> JSONTree {
        var tree = tree
        for key in secrets {
            tree.update(path: key) { value in
                switch value {
                case .null, .string(""): return value
                default: return .string("********")
                }
            }
        }
        return tree
    }

    /// Whether the property at a dotted key is a `Set` (looked up by reflection: the form
    /// describes sets and arrays of options alike, and only a set's order means nothing).
    private static func isSet(at key: String, in settings: AppSettings) -> Bool {
        var value: Any = settings
        for name in key.split(separator: ".") {
            guard let child = Mirror(reflecting: value).children.first(where: { $0.label == String(name) }) else {
                return false
            }
            value = child.value
        }
        return value is any SetAlgebra
    }

    /// An option's value as it is written in the file.
    private static func tree(of value: FormValue) -> JSONTree {
        switch value {
        case .string(let text): return .string(text)
        case .int(let number): return .int(Int64(number))
        case .uint(let number): return .unsigned(UInt64(number))
        case .bool(let flag): return .bool(flag)
        default: return .null // the demo has no options stored otherwise
        }
    }
}
