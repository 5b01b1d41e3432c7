import Foundation

/// A regular expression compiled once and matched against whole strings.
///
/// `NSRegularExpression` is immutable once created and documented as safe to use from
/// several threads at once; this box states that on every platform (not every SDK marks
/// the class `Sendable`), which is why `@unchecked Sendable` is sound here.
final class RulePattern: @unchecked Sendable {
    /// The pattern as the user wrote it.
    let pattern: String
    /// The pattern wrapped in `\A(?:...)\z`, so that only a match of the whole string counts
    /// (alternations such as `a|ab` backtrack to cover the whole string).
    private let wholeString: NSRegularExpression

    /// Compiles `pattern`, or returns `nil` when it is not a valid regular expression.
    init?(_ pattern: String, caseInsensitive: Bool = false) {
        let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive] : []
        // Compile the pattern alone first so that an unbalanced ")" cannot pair with the wrapper.
        guard (try? NSRegularExpression(pattern: pattern, options: options)) != nil,
            let wrapped = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z", options: options)
        else { return nil }
        self.pattern = pattern
        self.wholeString = wrapped
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return wholeString.firstMatch(in: text, options: [], range: range) != nil
    }
}
