/// Translates a `regex` rule's pattern (ICU syntax, matched against the whole value) into
/// an HTML `pattern` attribute (JavaScript syntax, compiled with the `v` flag and anchored
/// as `^(?:pattern)$`), or refuses.
///
/// Only a subset whose meaning is the same in both engines is translated: literals,
/// `.`, `^`, `$`, groups `(…)`, `(?:…)`, lookaheads, `|`, the quantifiers `? * + {n} {n,}
/// {n,m}` (lazy or not), character classes with ranges, escaped syntax characters,
/// `\t \n \r \f \uXXXX`, general-category properties (`\p{L}`), and `\d`/`\D` (rewritten
/// as `\p{Nd}`/`\P{Nd}`, which is what ICU means by them). Anything else (`\w`, `\s`,
/// `\b`, back-references, inline flags, possessive quantifiers, lookbehind, named groups,
/// nested or intersected classes) returns `nil`, and the rule is checked on the server
/// only: a pattern that meant something else in the browser would reject values the server
/// accepts, or the other way round.
enum HTMLPattern {
    /// The longest pattern translated, in Unicode scalars.
    static let maximumLength = 1000

    private static let syntaxCharacters: Set<Unicode.Scalar> = ["^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/"]
    private static let doublePunctuators: Set<Unicode.Scalar> = ["&", "!", "#", "$", "%", "*", "+", ",", ".", ":", ";", "<", "=", ">", "?", "@", "^", "`", "~"]
    private static let classEscaped: Set<Unicode.Scalar> = ["(", ")", "{", "}", "/", "|"]
    private static let generalCategories: Set<String> = [
        "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No",
        "P", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So",
        "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Co", "Cn",
    ]

    /// The HTML `pattern` for `pattern`, or `nil` when it cannot be carried over exactly.
    static func translate(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= maximumLength else { return nil }
        var translator = Translator(scalars: scalars)
        return translator.run()
    }

    private struct Translator {
        let scalars: [Unicode.Scalar]
        var position = 0
        var output = ""
        /// Whether the last thing written can take a quantifier.
        var canQuantify = false
        /// Open groups: `true` for lookaheads, which cannot be quantified.
        var groups: [Bool] = []

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        mutating func run() -> String? {
            while let c = peek() {
                switch c {
                case "\\":
                    guard let escape = escapeOutsideClass() else { return nil }
                    output += escape
                    canQuantify = true
                case "[":
                    guard let set = characterClass() else { return nil }
                    output += set
                    canQuantify = true
                case "(":
                    position += 1
                    if peek() == "?" {
                        guard let kind = peek(1), kind == ":" || kind == "=" || kind == "!" else { return nil }
                        output += "(?" + String(kind)
                        position += 2
                        groups.append(kind != ":")
                    } else {
                        output += "("
                        groups.append(false)
                    }
                    canQuantify = false
                case ")":
                    guard let isLookahead = groups.popLast() else { return nil }
                    output += ")"
                    position += 1
                    canQuantify = !isLookahead
                case "|", "^", "$":
                    output.unicodeScalars.append(c)
                    position += 1
                    canQuantify = false
                case "*", "+", "?", "{":
                    guard canQuantify, quantifier() else { return nil }
                    canQuantify = false
                case "]", "}":
                    return nil
                default:
                    output.unicodeScalars.append(c)
                    position += 1
                    canQuantify = true
                }
            }
            return groups.isEmpty ? output : nil
        }

        /// `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}`, optionally lazy; possessive is refused.
        mutating func quantifier() -> Bool {
            guard let c = peek() else { return false }
            if c == "{" {
                var text = "{"
                var index = position + 1
                var low = ""
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { low.unicodeScalars.append(scalars[index]); index += 1 }
                guard !low.isEmpty, index < scalars.count else { return false }
                text += low
                if scalars[index] == "," {
                    text += ","
                    index += 1
                    var high = ""
                    while index < scalars.count, ("0"..."9").contains(scalars[index]) { high.unicodeScalars.append(scalars[index]); index += 1 }
                    if !high.isEmpty {
                        guard let l = Int(low), let h = Int(high), l <= h else { return false }
                        text += high
                    }
                }
                guard index < scalars.count, scalars[index] == "}" else { return false }
                output += text + "}"
                position = index + 1
            } else {
                output.unicodeScalars.append(c)
                position += 1
            }
            if peek() == "?" {
                output += "?"
                position += 1
            } else if peek() == "+" {
                return false
            }
            return !(peek().map { $0 == "*" || $0 == "+" || $0 == "?" || $0 == "{" } ?? false)
        }

        /// An escape outside a class, translated, or `nil`.
        mutating func escapeOutsideClass() -> String? {
            guard let c = peek(1) else { return nil }
            if syntaxCharacters.contains(c) {
                position += 2
                return "\\" + String(c)
            }
            return sharedEscape()
        }

        /// Escapes that mean the same inside and outside classes; `nil` for others.
        mutating func sharedEscape() -> String? {
            guard let c = peek(1) else { return nil }
            switch c {
            case "d", "D":
                position += 2
                return c == "d" ? "\\p{Nd}" : "\\P{Nd}"
            case "t", "n", "r", "f":
                position += 2
                return "\\" + String(c)
            case "u":
                guard position + 5 < scalars.count else { return nil }
                let hex = scalars[(position + 2)...(position + 5)]
                guard hex.allSatisfy({ $0.properties.isASCIIHexDigit }),
                      let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16),
                      !(0xD800...0xDFFF).contains(value) else { return nil }
                position += 6
                return "\\u" + String(String.UnicodeScalarView(hex))
            case "p", "P":
                guard peek(2) == "{" else { return nil }
                var index = position + 3
                var name = ""
                while index < scalars.count, scalars[index] != "}" { name.unicodeScalars.append(scalars[index]); index += 1 }
                guard index < scalars.count, generalCategories.contains(name) else { return nil }
                position = index + 1
                return "\\" + String(c) + "{" + name + "}"
            default:
                return nil
            }
        }

        /// A `[...]` class, translated, or `nil`.
        mutating func characterClass() -> String? {
            var text = "["
            position += 1
            if peek() == "^" {
                text += "^"
                position += 1
            }
            guard let first = peek(), first != "]" else { return nil }
            var previousLiteral: Unicode.Scalar?
            while let c = peek() {
                if c == "]" {
                    position += 1
                    return text + "]"
                }
                guard let atom = classAtom() else { return nil }
                if let literal = atom.literal, doublePunctuators.contains(literal), literal == previousLiteral, !atom.wasEscaped {
                    return nil
                }
                // A range: an endpoint, an unescaped "-", another endpoint.
                if atom.literal != nil, peek() == "-", let after = peek(1), after != "]" {
                    position += 1
                    guard let end = classAtom(), let low = atom.literal, let high = end.literal, low.value <= high.value else { return nil }
                    text += atom.markup + "-" + end.markup
                    previousLiteral = nil
                    continue
                }
                text += atom.markup
                previousLiteral = atom.wasEscaped ? nil : atom.literal
            }
            return nil
        }

        /// One member of a class: its markup, the character it stands for (when it can be
        /// a range endpoint), and whether it was escaped.
        mutating func classAtom() -> (markup: String, literal: Unicode.Scalar?, wasEscaped: Bool)? {
            guard let c = peek() else { return nil }
            switch c {
            case "\\":
                guard let next = peek(1) else { return nil }
                if syntaxCharacters.contains(next) || next == "-" {
                    position += 2
                    return ("\\" + String(next), next, true)
                }
                if next == "u" {
                    guard let markup = sharedEscape(), let value = UInt32(markup.dropFirst(2), radix: 16),
                          let scalar = Unicode.Scalar(value) else { return nil }
                    return (markup, scalar, true)
                }
                guard let markup = sharedEscape() else { return nil }
                return (markup, nil, true)
            case "[":
                return nil
            case "-":
                position += 1
                return ("\\-", "-", true)
            case "&" where peek(1) == "&":
                return nil
            default:
                position += 1
                if classEscaped.contains(c) { return ("\\" + String(c), c, true) }
                return (String(c), c, false)
            }
        }
    }
}
