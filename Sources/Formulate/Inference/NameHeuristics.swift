/// What a `String` field's name says about it: its kind and, when the name tells more, the
/// content type a platform needs to autofill it.
struct NameInference: Sendable, Hashable {
    /// The field's kind (`.text` when only the content type is refined).
    var kind: FieldKind
    /// What the text is, for autofill; `nil` when the kind says it all (email, phone, url,
    /// long text), in which case the kind's default content type applies.
    var contentType: TextContentType?
}

/// Refines the kind of a `String` field from its key (REFERENCE section 3).
///
/// FXForms matched raw suffixes, so "headphone" became a phone field. Here only whole words
/// count: the key's last word, or its last two words for compound names ("phoneNumber",
/// "firstName", "emailAddress"), compared case-insensitively. Trailing numbers
/// ("email2", "phone_1") and a trailing "String" ("urlString") are ignored.
enum NameHeuristics {
    /// What a matched name makes of a field.
    private enum Match: Sendable, Hashable {
        /// A field of `kind` with `contentType`.
        case field(FieldKind, TextContentType?)
        /// A password: a new password when any word of the key is "new".
        case password
        /// Plain text, even though the last word alone would match ("ipAddress").
        case plainText
    }

    /// Matches on the last two words of a key, tried before the last word.
    private static let lastTwoWords: [String: Match] = [
        "password confirmation": .password,
        "email address": .field(.email, nil),
        "e mail": .field(.email, nil),
        "phone number": .field(.phone, nil),
        "telephone number": .field(.phone, nil),
        "mobile number": .field(.phone, nil),
        "home page": .field(.url, nil),
        "web site": .field(.url, nil),
        "web address": .field(.url, nil),
        "first name": .field(.text, .givenName),
        "given name": .field(.text, .givenName),
        "last name": .field(.text, .familyName),
        "family name": .field(.text, .familyName),
        "full name": .field(.text, .name),
        "display name": .field(.text, .name),
        "nick name": .field(.text, .nickname),
        "user name": .field(.text, .username),
        "login name": .field(.text, .username),
        "account name": .field(.text, .username),
        "zip code": .field(.text, .postalCode),
        "postal code": .field(.text, .postalCode),
        "post code": .field(.text, .postalCode),
        "twitter handle": .field(.text, .twitter),
        "twitter username": .field(.text, .twitter),
        "ip address": .plainText,
        "ipv4 address": .plainText,
        "ipv6 address": .plainText,
        "mac address": .plainText,
    ]

    /// Matches on the last word of a key.
    private static let lastWord: [String: Match] = [
        "password": .password,
        "passcode": .password,
        "passphrase": .password,
        "email": .field(.email, nil),
        "emailaddress": .field(.email, nil),
        "phone": .field(.phone, nil),
        "telephone": .field(.phone, nil),
        "mobile": .field(.phone, nil),
        "phonenumber": .field(.phone, nil),
        "url": .field(.url, nil),
        "link": .field(.url, nil),
        "website": .field(.url, nil),
        "homepage": .field(.url, nil),
        "name": .field(.text, .name),
        "fullname": .field(.text, .name),
        "displayname": .field(.text, .name),
        "firstname": .field(.text, .givenName),
        "givenname": .field(.text, .givenName),
        "lastname": .field(.text, .familyName),
        "familyname": .field(.text, .familyName),
        "surname": .field(.text, .familyName),
        "nickname": .field(.text, .nickname),
        "username": .field(.text, .username),
        "login": .field(.text, .username),
        "account": .field(.text, .username),
        "zip": .field(.text, .postalCode),
        "zipcode": .field(.text, .postalCode),
        "postcode": .field(.text, .postalCode),
        "postalcode": .field(.text, .postalCode),
        "twitter": .field(.text, .twitter),
        "city": .field(.text, .addressCity),
        "state": .field(.text, .addressState),
        "country": .field(.text, .countryName),
        "street": .field(.text, .fullStreetAddress),
        "address": .field(.text, .fullStreetAddress),
        "notes": .field(.longText, nil),
        "note": .field(.longText, nil),
        "bio": .field(.longText, nil),
        "comments": .field(.longText, nil),
        "comment": .field(.longText, nil),
        "message": .field(.longText, nil),
        "description": .field(.longText, nil),
    ]

    /// The kind and content type that the key of a `String` field implies, or `nil` when
    /// its name says nothing (the field stays plain text).
    ///
    /// "workEmail" and "emailAddress" are email fields, "newPassword" a password with the
    /// `.newPassword` content type, "firstName" text with `.givenName`; "passwordHint" and
    /// "headphoneModel" give `nil`.
    static func inference(forKey key: String) -> NameInference? {
        let words = significantWords(of: key)
        guard let last = words.last else { return nil }
        var match: Match?
        if words.count >= 2 {
            match = lastTwoWords["\(words[words.count - 2]) \(last)"]
        }
        guard let match = match ?? lastWord[last] else { return nil }
        switch match {
        case let .field(kind, contentType):
            return NameInference(kind: kind, contentType: contentType)
        case .password:
            let isNew = words.contains("new")
            return NameInference(kind: .password, contentType: isNew ? .newPassword : .password)
        case .plainText:
            return nil
        }
    }

    /// The lower-cased words of `key` that can name it: without trailing numbers
    /// ("email2" -> email) and without a trailing "string" ("urlString" -> url).
    private static func significantWords(of key: String) -> [String] {
        var words = TitleFormatter.words(in: key, acronyms: TitleOptions.defaultAcronyms)
            .map { $0.lowercased() }
        while words.count > 1, let last = words.last, last.allSatisfy(\.isNumber) {
            words.removeLast()
        }
        if let last = words.last, last.last?.isNumber == true {
            // An acronym joined with its digits ("url2") still names the field.
            let letters = String(last.reversed().drop(while: \.isNumber).reversed())
            if !letters.isEmpty { words[words.count - 1] = letters }
        }
        if words.count > 1, words.last == "string" {
            words.removeLast()
        }
        return words
    }
}
