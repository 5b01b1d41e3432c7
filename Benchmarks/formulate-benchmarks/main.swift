// formulate-benchmarks: Formulate next to hand-written baselines, measured in one run.
//
//   swift run -c release formulate-benchmarks            the table (about a minute)
//   swift run -c release formulate-benchmarks --json     the same numbers as JSON on stdout
//   swift run -c release formulate-benchmarks --json results.json   table, and JSON to a file
//   swift run -c release formulate-benchmarks --smoke    1-2 runs of everything (CI)
//   swift run -c release formulate-benchmarks --only 3,4 some scenarios (for profiling)
//   swift run -c release formulate-benchmarks --smoke --full-sizes --only 10
//                                         1-2 runs at the timed sizes (callgrind)
import Foundation

var smoke = false
var fullSizes = false
var only: Set<String>?
var jsonPath: String?
var jsonToStdout = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--smoke": smoke = true
    case "--full-sizes": fullSizes = true
    case "--json":
        if let next = arguments.first, !next.hasPrefix("--") {
            jsonPath = next
            arguments.removeFirst()
        } else {
            jsonToStdout = true
        }
    case "--only":
        only = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    case "--help", "-h":
        print(
            "usage: formulate-benchmarks [--smoke [--full-sizes]] [--json [PATH]] [--only 1,2,3,4,5,6,7,8,9,10,11,12,13,14]"
        )
        exit(0)
    default:
        FileHandle.standardError.write("unknown argument \(argument); try --help\n")
        exit(2)
    }
}

#if DEBUG
    if !smoke {
        FileHandle.standardError.write(
            "warning: a debug build; measure with `swift run -c release formulate-benchmarks`\n")
    }
#endif

let bench = Bench(smoke: smoke, fullSizes: fullSizes)
let started = now()
let groups: [(scenarios: Set<String>, run: (Bench) throws -> Void)] = [
    (["1", "2"], InspectionScenarios.run),
    (["3", "4"], EditingScenarios.run),
    (["5", "7"], HTMLScenarios.run),
    (["6", "7"], ValidationScenarios.run),
    (["8"], ConditionScenarios.run),
    (["9"], CollectionScenarios.run),
    (["10"], BoundedWorkScenarios.run),
    (["11"], RegexScenarios.run),
    (["12"], ItemCollectionScenarios.run),
    (["13"], JSONScenarios.run),
    (["14"], ItemSubmissionScenarios.run),
]
do {
    for group in groups where only.map({ !$0.isDisjoint(with: group.scenarios) }) ?? true {
        try group.run(bench)
    }
} catch {
    FileHandle.standardError.write("error: \(error)\n")
    exit(1)
}
let seconds = Double(now() - started) / 1e9

let report = Report(
    rows: bench.rows, checks: bench.checks, seconds: seconds, smoke: smoke, probeBest: bench.probe.best)
if jsonToStdout {
    print(report.json())
} else {
    print(report.table())
}
if let jsonPath {
    do {
        try Data(report.json().utf8).write(to: URL(fileURLWithPath: jsonPath))
    } catch {
        FileHandle.standardError.write("error: cannot write \(jsonPath): \(error)\n")
        exit(1)
    }
}
