/// What a `String` field's name says about it: its kind, the content type a platform needs
/// to autofill it and, where the name tells more than those two, how it is typed.
struct NameInference: Sendable, Hashable {
    /// The field's kind (`.text` when only the content type or the traits are refined).
    var kind: FieldKind
    /// What the text is, for autofill; `nil` when the kind says it all (email, phone, url,
    /// long text), in which case the kind's default content type applies.
    var contentType: TextContentType?
    /// How the text is typed, when the name says more than the kind and the content type
    /// (``TextTraits/inferred(kind:contentType:)``): a host name on a URL keyboard without
    /// capitals, an API token hidden as typed but never autofilled as the app's password.
    /// `nil` when the kind and content type give the traits.
    var textTraits: TextTraits?

    init(kind: FieldKind, contentType: TextContentType? = nil, textTraits: TextTraits? = nil) {
        self.kind = kind
        self.contentType = contentType
        self.textTraits = textTraits
    }
}

/// Refines the kind of a `String` field from its key (the words the Customizing Fields
/// article lists).
///
/// FXForms matched raw suffixes, so "headphone" became a phone field. Here only whole words
/// count: the key's last word, or its last two words for compound names ("phoneNumber",
/// "firstName", "emailAddress", "hostName", "apiKey"), compared case-insensitively. Trailing
/// numbers ("email2", "phone_1") and a trailing "Text", "Input", "String", "Field" or
/// "Value" ("emailText", "passwordInput", "urlString") are ignored.
enum NameHeuristics {
    /// What a matched name makes of a field.
    enum Match: Sendable, Hashable {
        /// A field as inferred.
        case inferred(NameInference)
        /// A password: a new password when any word of the key is "new".
        case password
        /// A person's name when it is the whole key ("name"); plain text after any word
        /// that no table lists ("productName", "projectName").
        case nameAlone
        /// Plain text, even though the last word alone would match ("pageToken").
        case plainText
    }

    /// Words that describe the form of a value rather than what it is: "emailText" is an
    /// email field, "passwordInput" a password.
    private static let trailingNoise: Set<String> = ["text", "input", "string", "field", "value"]

    /// The kind and content type that the key of a `String` field implies, or `nil` when
    /// its name says nothing (the field stays plain text).
    ///
    /// "workEmail" and "emailAddress" are email fields, "newPassword" a password with the
    /// `.newPassword` content type, "apiToken" a secret, "firstName" text with `.givenName`,
    /// "hostName" a host typed without capitals; "passwordHint", "publicKey" and
    /// "headphoneModel" give `nil`.
    static func inference(forKey key: String) -> NameInference? {
        inference(forWords: TitleFormatter.analyzedWords(in: key, acronyms: TitleOptions.defaultAcronyms))
    }

    /// ``inference(forKey:)`` for a key already split into its words with the default
    /// acronyms (``TitleFormatter/analyzedWords(in:acronyms:)``), which its title can share.
    static func inference(forWords analyzed: [TitleFormatter.Word]) -> NameInference? {
        let words = significantWords(of: analyzed)
        guard let last = words.last else { return nil }
        var match: Match?
        if words.count >= 2 {
            match = lastTwoWords["\(words[words.count - 2]) \(last)"]
        }
        if match == nil, last == "address", words.count >= 2 {
            // Not after a postal word (looked up above): a machine's address, such as an
            // IP address ("guestAddress", "dhcpStartAddress"), never autofilled as a street.
            match = .identifier
        }
        guard let match = match ?? lastWord[last] else { return nil }
        switch match {
        case .inferred(let inference):
            return inference
        case .password:
            let isNew = words.contains("new")
            return NameInference(kind: .password, contentType: isNew ? .newPassword : .password)
        case .nameAlone:
            return words.count == 1 ? NameInference(kind: .text, contentType: .name) : nil
        case .plainText:
            return nil
        }
    }

    /// The lower-cased words of a key that can name it: without trailing numbers
    /// ("email2" -> email) and without a trailing word that only says how the value is
    /// held ("urlString" -> url, "emailText" -> email).
    private static func significantWords(of analyzed: [TitleFormatter.Word]) -> [String] {
        var words = analyzed.map { $0.text.lowercased() }
        while words.count > 1, let last = words.last,
            trailingNoise.contains(last) || last.allSatisfy(\.isNumber)
        {
            words.removeLast()
        }
        if let last = words.last, last.last?.isNumber == true {
            // An acronym joined with its digits ("url2", "cvv2") still names the field.
            let letters = String(last.reversed().drop(while: \.isNumber).reversed())
            if !letters.isEmpty { words[words.count - 1] = letters }
        }
        return words
    }
}
