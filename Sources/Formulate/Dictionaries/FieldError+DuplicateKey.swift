extension FieldError.Code {
    /// A dictionary entry added or renamed to a key it has already.
    public static let duplicateKey = "duplicateKey"
}
