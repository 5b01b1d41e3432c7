"""Formulate next to its Python peers: reads `formulate-benchmarks --json` and `run-peers --json`
and prints one Markdown table (run through Benchmarks/compare).

    compare.py SWIFT.json PEERS.json [MORE_SWIFT.json ...]
    compare.py --shared SWIFT.json     exit status 0 when a compared row ran on a shared core

With several Formulate runs, each scenario's time is taken from the run whose rounds were
the least shared with another thread (the harness's core probe counts them), not the fastest.
"""
import json
import sys

# Each peer scenario and the formulate-benchmarks row that measures the same thing (by the
# start of its name).
SWIFT_ROWS = {
    "warm_form": "2 form of a seen type, 50 fields",
    "submission": "5 apply a 50-field urlencoded submission and commit",
    "validate": "6 validate all 50 fields with rules",
    "html": "7 HTML render, 50 fields",
    "json_schema": "7 JSON Schema + uiSchema export, 50 fields",
}


def microseconds(value):
    return f"{value:.1f} µs" if value < 1000 else f"{value / 1000:.2f} ms"


def ratio_text(ratio):
    return f"{ratio:.3f}x" if ratio < 0.1 else f"{ratio:.2f}x"


def swift_row(swift, prefix):
    """The one row of a formulate-benchmarks run whose name starts with `prefix`."""
    rows = [row for row in swift["rows"] if row["scenario"].startswith(prefix)]
    if len(rows) != 1:
        sys.exit(f"compare: formulate-benchmarks has {len(rows)} rows named '{prefix}…', expected 1")
    return rows[0]


def shared_rounds(row):
    """How many of a row's rounds another thread shared the core for (all, when throughout)."""
    return row["runs"] if row["sharedThroughout"] else row["contendedRuns"]


def swift_times(runs):
    """Microseconds per operation of Formulate, by peer scenario key: from the run whose
    rounds of that scenario were the least shared (the first of equals)."""
    times = {}
    for key, prefix in SWIFT_ROWS.items():
        rows = [swift_row(swift, prefix) for swift in runs]
        times[key] = min(rows, key=shared_rounds)["formulate"] / 1000
    return times


def table(runs, peers):
    swift = runs[0]
    formulate = swift_times(runs)
    lines = []
    if swift["smoke"] or peers["smoke"]:
        lines.append("smoke run: timings are not meaningful")
    lines.append("| scenario | Formulate | " + " | ".join(peers["peers"]) + " |")
    lines.append("|---|---:|" + "---:|" * len(peers["peers"]))
    faster, slower = 0, []
    for scenario in peers["scenarios"]:
        key = scenario["key"]
        cells = []
        for peer, result in peers["results"][key].items():
            if result is None:
                cells.append("—")
                continue
            ratio = formulate[key] / result["median"]
            holds = ratio < 1
            faster += holds
            if not holds:
                slower.append(f"{scenario['title'].split(':')[0]} against {peer} ({ratio_text(ratio)})")
            cells.append(f"{microseconds(result['median'])} ({ratio_text(ratio)} {'✓' if holds else '✗'})")
        lines.append(f"| {scenario['title']} | {microseconds(formulate[key])} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("Each cell: the peer's median time per operation, and (Formulate's time / the peer's): "
                 "below 1.00x ✓, Formulate is faster; — where the peer has no such operation.")
    lines.append(f"Formulate is faster in {faster} of {faster + len(slower)} comparisons"
                 + (f"; slower in: {'; '.join(slower)}." if slower else "."))
    versions = ", ".join(f"{package} {number}" for package, number in peers["versions"].items())
    chosen = "" if len(runs) == 1 else f"; of {len(runs)} runs, each row's least shared with another thread"
    lines.append(f"Formulate: formulate-benchmarks --json (median{chosen}). Peers: Python {peers['python']}, {versions} "
                 f"({peers['statistic']}).")
    lines.append(f"Machine: {swift['machine']}.")
    return "\n".join(lines)


def load(path):
    with open(path) as file:
        return json.load(file)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--shared":
        swift = load(sys.argv[2])
        sys.exit(0 if any(swift_row(swift, prefix)["sharedThroughout"] for prefix in SWIFT_ROWS.values()) else 1)
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    runs = [load(sys.argv[1])] + [load(path) for path in sys.argv[3:]]
    print(table(runs, load(sys.argv[2])))


if __name__ == "__main__":
    main()
