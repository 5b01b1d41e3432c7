/// Settings that apply to every form: how titles are derived from keys.
///
/// Set it once, early (changing it clears the cached schemas so later forms use it):
///
/// ```swift
/// FormConfiguration.shared.titles.acronyms.append("SKU")
/// FormConfiguration.shared.titles.style = .sentence
/// ```
public struct FormConfiguration: Sendable {
    /// How titles are derived from keys and case names.
    public var titles: TitleOptions

    /// Creates a configuration.
    public init(titles: TitleOptions = .default) {
        self.titles = titles
    }

    private static let current = Locked(FormConfiguration())

    /// Forgets what was learned about every model type, so that the next form of each type
    /// inspects it again (for benchmarks of first use, and after loading new code).
    public static func removeCachedSchemas() {
        SchemaCache.shared.removeAll()
    }

    /// Forgets what was learned about one model type.
    public static func removeCachedSchema<Model>(for type: Model.Type) {
        SchemaCache.shared.remove(type)
    }

    /// The configuration new forms use.
    public static var shared: FormConfiguration {
        get { current.withLock { $0 } }
        set {
            current.withLock { $0 = newValue }
            SchemaCache.shared.removeAll()
        }
    }
}
