import Foundation

/// A compiled ICU regular expression that matches whole values.
///
/// `NSRegularExpression` is immutable once created and documented as safe to use from
/// several threads at once; this box states that on every platform (not every SDK marks
/// the class `Sendable`), which is why `@unchecked Sendable` is sound here.
final class RegexMatcher: @unchecked Sendable {
    /// The pattern wrapped in `\A(?:...)\z`, so that only a match of the whole string counts
    /// (alternations such as `a|ab` backtrack to cover the whole string).
    private let wholeString: NSRegularExpression
    /// The linear-time matcher that answers instead of ICU, when the pattern has one.
    let linear: RegexLinearMatcher?

    /// `pattern` wrapped so that only a match of the whole value counts.
    static func wholeValue(_ pattern: String) -> String { "\\A(?:" + pattern + ")\\z" }

    /// Compiles `pattern` to match whole values, or returns `nil` when it is not a valid
    /// regular expression.
    init?(wholeValue pattern: String, linear: RegexLinearMatcher? = nil) {
        // Compile the pattern alone first so that an unbalanced ")" cannot pair with the wrapper.
        guard (try? NSRegularExpression(pattern: pattern)) != nil,
            let wrapped = try? NSRegularExpression(pattern: Self.wholeValue(pattern))
        else { return nil }
        wholeString = wrapped
        self.linear = linear
    }

    /// Compiles `pattern` as it is, or returns `nil` when it is not a valid regular expression.
    init?(compiling pattern: String) {
        guard let compiled = try? NSRegularExpression(pattern: pattern) else { return nil }
        wholeString = compiled
        linear = nil
    }

    /// Whether the whole of `text` matches (for a matcher made with ``init(wholeValue:)``).
    func matches(_ text: String) -> Bool {
        if let linear { return linear.matches(text) }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return wholeString.firstMatch(in: text, options: [], range: range) != nil
    }
}
