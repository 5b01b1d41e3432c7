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

/// Singularizes the last word of a key, so that the elements of a collection field can be
/// inferred from its name: "backupEmails" holds emails, "phoneNumbers" phone numbers.
extension NameHeuristics {
    /// Plurals whose singular no suffix rule gives, by lower-cased plural.
    private static let irregularPlurals: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman",
        "feet": "foot", "teeth": "tooth", "mice": "mouse", "geese": "goose",
        "indices": "index", "matrices": "matrix", "vertices": "vertex", "criteria": "criterion",
        "analyses": "analysis", "crises": "crisis", "theses": "thesis", "axes": "axis",
        "leaves": "leaf", "lives": "life", "wives": "wife", "knives": "knife",
        "shelves": "shelf", "halves": "half", "wolves": "wolf", "selves": "self",
        "heroes": "hero", "potatoes": "potato", "tomatoes": "tomato", "echoes": "echo",
        "statuses": "status", "aliases": "alias", "buses": "bus", "viruses": "virus",
        "bonuses": "bonus", "campuses": "campus", "biases": "bias", "canvases": "canvas",
        "gases": "gas", "quizzes": "quiz", "menus": "menu", "gurus": "guru",
        "emojis": "emoji", "wikis": "wiki", "taxis": "taxi", "skis": "ski",
        "cookies": "cookie", "movies": "movie", "zombies": "zombie", "rookies": "rookie",
        "selfies": "selfie", "hoodies": "hoodie", "calories": "calorie",
        "brownies": "brownie", "smoothies": "smoothie", "goalies": "goalie",
        "newbies": "newbie", "freebies": "freebie",
    ]

    /// Words that end in "s" but are already singular (or have no singular).
    private static let invariantWords: Set<String> = [
        "news", "series", "species", "physics", "mathematics", "economics", "analytics",
        "politics", "ethics", "lens", "gas", "alias", "canvas", "atlas", "bias",
        "chaos", "kudos", "cosmos", "yes",
    ]

    /// The lower-cased default acronyms, some of which end in "s" ("GPS", "SMS", "iOS").
    private static let lowercasedAcronyms = Set(TitleOptions.defaultAcronyms.map { $0.lowercased() })

    /// `key` with its last word made singular; unchanged when that word is not a plural.
    ///
    /// ```swift
    /// NameHeuristics.singular(of: "backupEmails")   // "backupEmail"
    /// NameHeuristics.singular(of: "categories")     // "category"
    /// NameHeuristics.singular(of: "addresses")      // "address"
    /// NameHeuristics.singular(of: "status")         // "status"
    /// ```
    static func singular(of key: String) -> String {
        guard let last = KeyTokenizer.tokens(in: key).last, last.text.allSatisfy(\.isLetter) else {
            return key
        }
        let singular = singularWord(last.text)
        guard singular != last.text else { return key }
        let characters = Array(key)
        return String(characters[..<last.range.lowerBound]) + singular
            + String(characters[last.range.upperBound...])
    }

    /// The singular of one word, keeping its capitalization ("URLs" -> "URL",
    /// "Categories" -> "Category").
    static func singularWord(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count >= 3, !invariantWords.contains(lower), !lowercasedAcronyms.contains(lower) else {
            return word
        }
        if let irregular = irregularPlurals[lower] {
            return matchingCase(irregular, of: word)
        }
        if lower.hasSuffix("s"), lowercasedAcronyms.contains(String(lower.dropLast())) {
            return String(word.dropLast()) // "APIs", "URIs"
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") {
            return word // "address", "status", "analysis"
        }
        if lower.hasSuffix("ies") {
            // "categories" -> "category", but "ties" -> "tie".
            guard lower.count > 4 else { return String(word.dropLast()) }
            return String(word.dropLast(3)) + (isWrittenInCapitals(word) ? "Y" : "y")
        }
        if lower.hasSuffix("sses") || lower.hasSuffix("shes") || lower.hasSuffix("xes")
            || lower.hasSuffix("zzes") || takesEsAfterCh(lower)
        {
            return String(word.dropLast(2)) // "addresses", "wishes", "boxes", "matches"
        }
        if lower.hasSuffix("s") {
            return String(word.dropLast()) // "emails", "notes", "websites", "caches"
        }
        return word
    }

    /// Whether a lower-cased word ending in "ches" is a plural in "-es": after a consonant
    /// ("matches", "branches") or after a vowel pair ("beaches", "speeches"), but not after
    /// a single vowel ("caches", "niches", "headaches").
    private static func takesEsAfterCh(_ lower: String) -> Bool {
        guard lower.hasSuffix("ches") else { return false }
        let stem = Array(lower.dropLast(4))
        guard let before = stem.last else { return false }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard vowels.contains(before) else { return true }
        return stem.count >= 2 && vowels.contains(stem[stem.count - 2])
    }

    /// Whether `word` is written in capitals, but for a plural "s" ("CATEGORIES", "URLs").
    private static func isWrittenInCapitals(_ word: String) -> Bool {
        word.count >= 2 && word.dropLast().allSatisfy { $0.isLetter && $0.isUppercase }
    }

    /// `replacement` written in the case of `word`: all capitals, capitalized, or as is.
    private static func matchingCase(_ replacement: String, of word: String) -> String {
        if isWrittenInCapitals(word) {
            return replacement.uppercased()
        }
        if let first = word.first, first.isUppercase, let head = replacement.first {
            return head.uppercased() + replacement.dropFirst()
        }
        return replacement
    }
}
