import Foundation

/// Settings that apply to every form: how titles are derived from keys, the time zone
/// dates are read and shown in, and the limits on the work a definition or an input can cause.
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

    /// The time zone of new forms (``ModelForm/timeZone``); `nil`, the default, gives each
    /// form `TimeZone.current` as it is made.
    ///
    /// A server whose forms serve people in different zones sets each form's
    /// ``ModelForm/timeZone`` instead. Dates are written as ISO 8601 text (``ISO8601Text``),
    /// whose digits and calendar (the proleptic Gregorian one) do not depend on a locale,
    /// so there is no calendar or locale to set.
    public var timeZone: TimeZone?

    /// The limits on predicates and on "did you mean" suggestions (``FormLimits``).
    public var limits: FormLimits

    /// Creates a configuration.
    public init(titles: TitleOptions = .default, timeZone: TimeZone? = nil, limits: FormLimits = .default) {
        self.titles = titles
        self.timeZone = timeZone
        self.limits = limits
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

    /// The time zone a new form starts with: ``shared``'s, or `TimeZone.current`.
    static var timeZoneOfNewForms: TimeZone {
        current.withLock { $0.timeZone } ?? .current
    }

    /// The configuration new forms use.
    ///
    /// A change in place, such as `FormConfiguration.shared.limits.maximumSuggestions += 1`
    /// or `FormConfiguration.shared.titles.acronyms.append("SKU")`, is one step: tasks
    /// changing it at the same time lose none of their changes. Such a change must not read
    /// `shared` itself inside a closure it passes (`acronyms.removeAll { ... }`), which
    /// would wait for itself; read it before.
    public static var shared: FormConfiguration {
        get { current.guarded }
        _modify {
            // Read, change and write under one lock; the next form of each type sees the change.
            defer { SchemaCache.shared.removeAll() }
            yield &current.guarded
        }
        set {
            current.guarded = newValue
            SchemaCache.shared.removeAll()
        }
    }
}
