/// Rules that compare a value with a bound or with another field.
extension ValidationRule {
    /// The value must be greater than `bound`.
    ///
    /// Numbers compare by magnitude (`18 == 18.0`), dates by time, text as text. Text typed
    /// where a number or a date is expected is read as one first (`"19"`, `"2024-01-31"`),
    /// so the rule works before and after the text is parsed. A value that cannot be
    /// compared with the bound fails and the message says what is expected ("Age must be a
    /// number greater than 17."). Blank values pass.
    ///
    /// Default message: "Age must be greater than 17." ("after 2024-01-01" for dates).
    public static func greaterThan(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.greaterThan(bound))
    }

    /// The value must be greater than or equal to `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Age must be greater than or equal to 18." ("on or after
    /// 2024-01-01" for dates).
    public static func greaterOrEqual(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.greaterOrEqual(bound))
    }

    /// The value must be less than `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Guests must be less than 10." ("before 2024-01-01" for dates).
    public static func lessThan(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.lessThan(bound))
    }

    /// The value must be less than or equal to `bound`; see ``greaterThan(_:)``.
    ///
    /// Default message: "Guests must be less than or equal to 10." ("on or before
    /// 2024-01-01" for dates).
    public static func lessOrEqual(_ bound: FormValue) -> ValidationRule {
        ValidationRule(.lessOrEqual(bound))
    }

    /// The value must equal the current value of the field at key path `key` (a password
    /// confirmation).
    ///
    /// Numbers compare by magnitude, everything else exactly (text is case-sensitive).
    /// Unlike other rules, a blank value is checked too: it passes only when the other
    /// field is blank as well, so an empty confirmation of a new password fails.
    ///
    /// When the form has no field `key` the rule fails with a message naming the missing
    /// key, even if the rule has a custom message; it never crashes (Eureka's
    /// `RuleEqualsToRow` force-unwrapped the row). ``referencedFieldKeys`` lets a form
    /// report the missing field when the rule is added.
    ///
    /// Default message: "Confirm Password must match Password." (the other field's title
    /// comes from ``RuleContext/titleOf``, else its key).
    public static func equalsField(_ key: String) -> ValidationRule {
        ValidationRule(.equalsField(key))
    }
}
