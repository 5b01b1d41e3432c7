/// The bounds Formulate keeps whatever it is given, so that no model, description,
/// predicate or request can exhaust a thread's stack.
///
/// ```swift
/// FormLimits.maximumDepth   // 64
/// ```
public enum FormLimits {
    /// How deep anything nested may go: 64.
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
    /// Apple platforms give, even in a debug build.
    public static let maximumDepth = 64
}
