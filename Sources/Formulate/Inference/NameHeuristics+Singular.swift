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
