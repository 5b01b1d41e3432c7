extension FieldKind {
    /// Whether the text of values of this kind may depend on the form's time zone: dates,
    /// times and date-times, and collections (whose items may be dates).
    var dependsOnTimeZone: Bool { isTemporal || self == .collection }
}
