extension ValidationRule {
    /// The names of the built-in rules: the ``ValidationRule/name`` of each rule, the
    /// name in its errors' ``FormError/reason`` and its `"rule"` in JSON descriptions.
    public enum Name {
        /// ``ValidationRule/required``.
        public static let required = "required"
        /// ``ValidationRule/email``.
        public static let email = "email"
        /// ``ValidationRule/url(requireScheme:allowedSchemes:)``.
        public static let url = "url"
        /// ``ValidationRule/regex(_:message:)-(String,_)``.
        public static let regex = "regex"
        /// ``ValidationRule/minLength(_:unit:)``.
        public static let minLength = "minLength"
        /// ``ValidationRule/maxLength(_:unit:)``.
        public static let maxLength = "maxLength"
        /// ``ValidationRule/exactLength(_:unit:)``.
        public static let exactLength = "exactLength"
        /// ``ValidationRule/greaterThan(_:)``.
        public static let greaterThan = "greaterThan"
        /// ``ValidationRule/greaterOrEqual(_:)``.
        public static let greaterOrEqual = "greaterOrEqual"
        /// ``ValidationRule/lessThan(_:)``.
        public static let lessThan = "lessThan"
        /// ``ValidationRule/lessOrEqual(_:)``.
        public static let lessOrEqual = "lessOrEqual"
        /// ``ValidationRule/equalsField(_:)``.
        public static let equalsField = "equalsField"
        /// ``ValidationRule/integer``.
        public static let integer = "integer"
        /// ``ValidationRule/double(maxDecimalPlaces:)``.
        public static let double = "double"
        /// ``ValidationRule/usPhone``.
        public static let usPhone = "usPhone"
        /// ``ValidationRule/phoneNumber``.
        public static let phoneNumber = "phoneNumber"
        /// ``ValidationRule/fiveDigitZipCode``.
        public static let fiveDigitZipCode = "fiveDigitZipCode"
        /// ``ValidationRule/usState``.
        public static let usState = "usState"
        /// ``ValidationRule/expiration``.
        public static let expiration = "expiration"
        /// ``ValidationRule/unique`` and ``ValidationRule/unique(by:)``.
        public static let unique = "unique"
        /// The `"rule"` of a closure rule's description; closure rules cannot be loaded.
        public static let closure = "closure"
        /// The default name of a closure rule.
        public static let custom = "custom"
    }

    /// The names of the rules ``init(description:)`` can load, in documentation order.
    public static let builtinNames: [String] = [
        Name.required, Name.email, Name.url, Name.regex,
        Name.minLength, Name.maxLength, Name.exactLength,
        Name.greaterThan, Name.greaterOrEqual, Name.lessThan, Name.lessOrEqual,
        Name.equalsField, Name.integer, Name.double,
        Name.usPhone, Name.phoneNumber, Name.fiveDigitZipCode, Name.usState, Name.expiration, Name.unique,
    ]
}
