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

    /// The configuration new forms use.
    public static var shared: FormConfiguration {
        get { current.withLock { $0 } }
        set {
            current.withLock { $0 = newValue }
            SchemaCache.shared.removeAll()
        }
    }
}
