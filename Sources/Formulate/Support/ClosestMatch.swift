/// Finds the candidate closest to a misspelt name, for "did you mean" suggestions.
enum ClosestMatch {
    /// Names longer than this (in UTF-8 bytes) get no suggestion.
    static let maximumLength = 128

    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is
    /// close enough to be a plausible typo: at most a third of the longer name, and at least 2.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        // Long names are not typos of field keys; comparing them would only cost time.
        guard name.utf8.count <= maximumLength else { return nil }
        let target = Array(name.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            guard candidate.utf8.count <= maximumLength else { continue }
            let distance = editDistance(target, Array(candidate.lowercased()))
            if let current = best, current.1 <= distance { continue }
            best = (candidate, distance)
        }
        guard let (candidate, distance) = best else { return nil }
        let limit = max(2, max(target.count, candidate.count) / 3)
        return distance <= limit ? candidate : nil
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// " (did you mean 'x'?)" or "" when nothing is close.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
