/// The text traits a field gets by default, from its kind and content type, after Eureka's
/// rows (the "What is inferred" table of the Customizing Fields article).
extension TextTraits {
    /// The default traits for a field of `kind` whose text is `contentType`.
    ///
    /// Textual kinds get the traits of their row: an email field the email keyboard, no
    /// capitalization and no autocorrection; a password secure entry; a plain text field
    /// refined by its content type (names, username, postal code, Twitter handle,
    /// addresses, organization, one-time and card security codes). Numeric kinds get a
    /// number or decimal pad. Other kinds get `TextTraits()`.
    ///
    /// - Parameters:
    ///   - kind: The field's kind.
    ///   - contentType: What the text is, e.g. from ``NameHeuristics``; `nil` for the kind's
    ///     default (`.emailAddress` for email, `.password` for password, and so on).
    static func inferred(kind: FieldKind, contentType: TextContentType?) -> TextTraits {
        switch kind {
        case .text:
            return contentType.map(forContentType) ?? TextTraits()
        case .longText:
            return TextTraits(contentType: contentType)
        case .email:
            return forContentType(.emailAddress, declared: contentType)
        case .password:
            return forContentType(.password, declared: contentType)
        case .phone:
            return forContentType(.telephoneNumber, declared: contentType)
        case .url:
            return forContentType(.url, declared: contentType)
        case .integer, .unsigned:
            return TextTraits(
                keyboard: .numberPad, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .decimal:
            return TextTraits(
                keyboard: .decimalPad, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .boolean, .option, .multipleChoice, .bitfield, .date, .time, .dateTime,
            .label, .subform, .collection, .button:
            return TextTraits()
        }
    }

    /// The traits of the row of `row`, a kind's own content type, with `declared` as the
    /// content type when there is one (a password field stays secure whatever it declares).
    private static func forContentType(_ row: TextContentType, declared: TextContentType?) -> TextTraits {
        var traits = forContentType(row)
        traits.contentType = declared ?? row
        return traits
    }

    /// The traits of the row for text that is `contentType`.
    private static func forContentType(_ contentType: TextContentType) -> TextTraits {
        switch contentType {
        case .name, .givenName, .familyName, .nickname:
            return TextTraits(
                keyboard: .asciiCapable, autocapitalization: .words, autocorrection: .no,
                contentType: contentType
            )
        case .emailAddress:
            return TextTraits(
                keyboard: .emailAddress, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .password, .newPassword:
            return TextTraits(
                keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no,
                isSecure: true, contentType: contentType
            )
        case .telephoneNumber:
            return TextTraits(
                keyboard: .phonePad, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .url:
            return TextTraits(
                keyboard: .url, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .username:
            return TextTraits(
                keyboard: .asciiCapable, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .postalCode:
            return TextTraits(
                keyboard: .numbersAndPunctuation, autocapitalization: .allCharacters,
                autocorrection: .no, contentType: contentType
            )
        case .twitter:
            return TextTraits(
                keyboard: .twitter, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        case .addressCity, .addressState, .countryName, .fullStreetAddress:
            return TextTraits(autocapitalization: .words, contentType: contentType)
        case .organizationName:
            return TextTraits(autocapitalization: .words, autocorrection: .no, contentType: contentType)
        case .oneTimeCode, .creditCardSecurityCode:
            return TextTraits(
                keyboard: .numberPad, autocapitalization: .none, autocorrection: .no,
                contentType: contentType
            )
        }
    }
}
