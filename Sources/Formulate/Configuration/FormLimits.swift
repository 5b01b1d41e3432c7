/// The bounds on the work any model, description, predicate or request can cause.
///
/// Most limits are values of ``FormConfiguration/limits``, with defaults that suit every
/// form seen so far; raise one for a form that needs it, or lower one to refuse sooner:
///
/// ```swift
/// FormConfiguration.shared.limits.maximumPredicateLength = 4 << 20   // 4 MiB predicates
/// FormConfiguration.shared.limits.maximumSuggestions = 20            // more "did you mean"
/// ```
///
/// The nesting limits, ``maximumDepth`` and ``maximumJSONDepth``, are fixed: they are what
/// keeps every recursive walk within a small thread stack, so raising them would trade a
/// refusal for a crash.
public struct FormLimits: Sendable, Hashable {
    /// How deep anything nested may go: 64. Fixed.
    ///
    /// - Fields: a top-level field is at level 1, and each subform adds a level, so a
    ///   subform's fields may be at most 64 levels deep. A JSON description nested deeper
    ///   is refused with a ``FormDefinitionError`` naming the limit; a Swift model's nested
    ///   model that would put fields deeper is left out, with a ``FormDiagnostic``.
    /// - Keys: a key path has at most 64 names (`notifications.sound` has two); a
    ///   description with a longer key is refused, and ``DynamicModel/json`` nests at most
    ///   64 objects deep.
    /// - Conditions: parentheses and NOTs in a predicate nest at most 64 deep
    ///   (``ConditionExpression/maximumNesting``).
    ///
    /// Every recursive walk (loading a description, `describe()`, reading and committing
    /// values, rendering HTML, exporting JSON Schema, the terminal editor, evaluating
    /// conditions) then stays within a secondary thread's 512 KiB stack, the smallest
    /// Apple platforms give, even in a debug build. It is not configurable because a
    /// deeper walk could exhaust that stack.
    public static let maximumDepth = 64

    /// How many arrays and objects a JSON text may nest: 512. Fixed.
    ///
    /// The reader itself keeps open arrays and objects off the call stack, but the
    /// ``FormValue`` it makes is compared, written and released by walks that recurse once
    /// per level; 512 levels stay within a 512 KiB stack in a debug build, and more might
    /// not. A deeper text is refused with ``JSONError`` (or, for a form description, a
    /// ``FormDefinitionError``) at its position.
    public static let maximumJSONDepth = 512

    /// The longest condition predicate accepted, in UTF-8 bytes: 1 MiB by default.
    ///
    /// A longer one is refused with a ``FormDefinitionError`` of reason
    /// ``FormDefinitionError/Reason/conditionLimit`` that names this limit. Parsing and
    /// evaluating cost time in proportion to the length.
    public var maximumPredicateLength: Int

    /// How many mistakes of one operation get a "did you mean" suggestion: 5 by default.
    ///
    /// An operation that can report one mistake per piece of its input (loading a
    /// description or a type, `setValues`, `applyInput`) suggests a fix for its first
    /// mistakes only; later ones get their message alone, so that a thousand unknown keys
    /// cost a thousand look-ups rather than a thousand searches through every key.
    public var maximumSuggestions: Int

    /// How many candidates one suggestion looks at, in order: 10,000 by default.
    public var maximumSuggestionCandidates: Int

    /// How many edit distances one suggestion computes: 500 by default.
    public var maximumSuggestionComparisons: Int

    /// The longest name, in UTF-8 bytes, that gets or is a suggestion: 128 by default.
    /// Longer names are not typos of keys, and comparing them would only cost time.
    public var maximumSuggestedNameLength: Int

    /// How many values one JSON body may hold for ``ModelForm/applyInput(json:mode:absentText:shown:)``,
    /// counting every object, array and value in it: 10,000 by default, as an HTML body
    /// may hold 10,000 pairs.
    ///
    /// A larger body is refused whole, before anything is tried, with a ``FormError`` of
    /// reason ``FormError/Reason/outOfRange`` that names this limit. Applying a body costs
    /// time in proportion to its values (a collection of subforms gets an item per
    /// element), so this bounds what one request can cost.
    public var maximumInputValues: Int

    /// Creates limits; every argument left out has its default.
    public init(
        maximumPredicateLength: Int = 1 << 20, maximumSuggestions: Int = 5,
        maximumSuggestionCandidates: Int = 10_000, maximumSuggestionComparisons: Int = 500,
        maximumSuggestedNameLength: Int = 128, maximumInputValues: Int = 10_000
    ) {
        self.maximumInputValues = maximumInputValues
        self.maximumPredicateLength = maximumPredicateLength
        self.maximumSuggestions = maximumSuggestions
        self.maximumSuggestionCandidates = maximumSuggestionCandidates
        self.maximumSuggestionComparisons = maximumSuggestionComparisons
        self.maximumSuggestedNameLength = maximumSuggestedNameLength
    }

    /// The defaults.
    public static let `default` = FormLimits()

    /// The limits in force here: the operation's under way (a form built with its own
    /// ``FormConfiguration``), or ``FormConfiguration/shared``'s.
    static var current: FormLimits {
        SuggestionBudget.current?.limits ?? FormConfiguration.shared.limits
    }
}
