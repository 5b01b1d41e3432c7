import Formulate
import FormulateHTML
import Foundation

/// Scenario 11: a regex item rule cannot buy seconds of CPU (issue 14 item 1).
///
/// The issue's reproduction: a collection whose item rule is `^(a+)+$`, and a 511-byte body
/// of 16 items `aaaaaaaaaaaaaaaaaaaaaaaa!`, took 16 s to commit. Now the pattern is refused
/// when the rule is defined (checked before timing); a developer who opts in with
/// `allowsBacktracking: true` must also live with the input limit, which refuses long items
/// before the pattern runs. Each case is measured at 16 and 32 items; twice the body may
/// cost at most 2.2x.
///
/// Then the worst pattern accepted by default (issue 36 item 1): `^[a-z]*[a-z]*[0-9]$`, two
/// repetitions that take the same letters, cost ICU about 8 ms per 999-character value that
/// fails. It is matched by a deterministic automaton now: a POST of 500, 1,000 and 10,000
/// such items (up to the 10 MiB body limit) is committed, and the pattern alone matches the
/// same values next to ICU matching the linear rewrite `^[a-z]*[0-9]$`.
enum RegexScenarios {
    /// The issue's item: 24 `a` and a `!`, which `^(a+)+$` fails only after trying every split.
    static let issueItem = String(repeating: "a", count: 24) + "!"

    static func run(_ bench: Bench) throws {
        guard (try? ModelForm(descriptionJSON: codes(rule: #""value": "^(a+)+$""#))) == nil else {
            throw BenchmarkError("^(a+)+$ should be refused when the form is defined")
        }
        // Opted in, with a limit below the item's 25 characters: every item is refused unmatched.
        try scaling(
            bench, "11 commit items \(issueItem) under ^(a+)+$ opted in, maximumInputLength 20",
            rule: #""value": "^(a+)+$", "allowsBacktracking": true, "maximumInputLength": 20"#,
            item: issueItem, expected: "is too long to check against its pattern")
        // Opted in with the default limit (1,000): items of 1,001 characters are refused unmatched.
        let long = String(repeating: "a", count: 1_000) + "!"
        try scaling(
            bench, "11 commit items of 1,001 characters under ^(a+)+$ opted in, default limit",
            rule: #""value": "^(a+)+$", "allowsBacktracking": true"#,
            item: long, expected: "at most 1000 characters")
        // The rewrite the refusal asks for matches the same texts in linear time.
        try scaling(
            bench, "11 commit items \(issueItem) under ^a+$",
            rule: #""value": "^a+$""#, item: issueItem, expected: "must match the pattern")
        try quadratic(bench)
    }

    /// The pattern that cost ICU the square of a value's length.
    static let quadraticPattern = "^[a-z]*[a-z]*[0-9]$"

    private static func quadratic(_ bench: Bench) throws {
        let form = try ModelForm(descriptionJSON: codes(rule: #""value": "\#(quadraticPattern)""#))
        let pattern = try RegexPattern(quadraticPattern)
        let rewrite = try NSRegularExpression(pattern: #"\A(?:^[a-z]*[0-9]$)\z"#)
        guard pattern.matchesInLinearTime else { throw BenchmarkError("\(quadraticPattern) should be linear") }
        // 998 letters and a "!": every split of the letters between the repetitions fails.
        let item = String(repeating: "a", count: 998) + "!"
        var matching: [Double] = []
        for count in [500, 1_000, 10_000] {
            let body = Array(repeating: "codes=" + item, count: count).joined(separator: "&")
            let outcome = Result { () throws(FormSubmissionError) in try FormSubmission.commit(body: body, to: form) }
            guard case .failure(.invalidFields(let errors, _)) = outcome, errors.count == count,
                errors.allSatisfy({ $0.message.contains("must match the pattern") })
            else { throw BenchmarkError("\(quadraticPattern): expected \(count) refused items, got \(outcome)") }
            let size = "\(count) items of 999 characters (\(body.utf8.count / 1_000) KB)"
            bench.compare(
                "11 commit \(size) under \(quadraticPattern)", runs: count > 1_000 ? 11 : 21,
                formulate: Side(run: { _ in blackHole(try? FormSubmission.commit(body: body, to: form)) }),
                baseline: nil)
            let values = Array(repeating: item, count: count)
            let range = NSRange(item.startIndex..., in: item)
            let row = bench.compare(
                "11 match \(size) with \(quadraticPattern) (vs ICU on ^[a-z]*[0-9]$)", runs: count > 1_000 ? 11 : 21,
                formulate: Side(run: { _ in blackHole(values.filter(pattern.matches).count) }),
                baseline: Side(run: { _ in
                    blackHole(values.filter { rewrite.firstMatch(in: $0, options: [], range: range) != nil }.count)
                }))
            matching.append(row.formulate)
        }
        bench.check(
            "11 matching 10,000 items of 999 characters with \(quadraticPattern) / 100 ms",
            measured: matching[2] / 100e6, limit: 1, label: "<= 1.00x")
        bench.check(
            "11 matching under \(quadraticPattern): 10,000 items / 1,000 items", measured: matching[2] / matching[1],
            limit: 11, label: "<= 11.00x")
    }

    /// Measures committing `count` items (16, then 32) under `rule`; each item must be refused
    /// with a message containing `expected` (checked before timing).
    private static func scaling(_ bench: Bench, _ scenario: String, rule: String, item: String, expected: String) throws
    {
        let form = try ModelForm(descriptionJSON: codes(rule: rule))
        var times: [Double] = []
        for count in [16, 32] {
            let body = Array(repeating: "codes=" + item, count: count).joined(separator: "&")
            let outcome = Result { () throws(FormSubmissionError) in try FormSubmission.commit(body: body, to: form) }
            guard case .failure(.invalidFields(let errors, _)) = outcome, errors.count == count,
                errors.allSatisfy({ $0.message.contains(expected) })
            else { throw BenchmarkError("\(scenario): expected \(count) errors saying \(expected), got \(outcome)") }
            let side = Side(run: { _ in blackHole(try? FormSubmission.commit(body: body, to: form)) })
            let label = "\(scenario), \(count) items (\(body.utf8.count) bytes)"
            times.append(bench.compare(label, runs: 51, batch: 5, formulate: side, baseline: nil).formulate)
        }
        bench.check("\(scenario): 32 items / 16 items", measured: times[1] / times[0], limit: 2.2, label: "<= 2.20x")
    }

    /// A form with one collection of text items checked by a regex rule with `parameters`.
    private static func codes(rule parameters: String) -> String {
        #"{"fields": [{"key": "codes", "type": "collection", "item": {"type": "text", "rules": [{"rule": "regex", "#
            + parameters + "}]}}]}"
    }
}
