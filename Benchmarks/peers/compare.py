"""Formulate next to its Python peers: reads `formulate-benchmarks --json` and `run-peers --json`
and prints one Markdown table (run through Benchmarks/compare).

    compare.py SWIFT.json PEERS.json
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


def swift_times(swift):
    """Microseconds per operation of Formulate, by peer scenario key."""
    times = {}
    for key, prefix in SWIFT_ROWS.items():
        rows = [row for row in swift["rows"] if row["scenario"].startswith(prefix)]
        if len(rows) != 1:
            sys.exit(f"compare: formulate-benchmarks has {len(rows)} rows named '{prefix}…', expected 1")
        times[key] = rows[0]["formulate"] / 1000
    return times


def table(swift, peers):
    formulate = swift_times(swift)
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
    lines.append(f"Formulate: formulate-benchmarks --json (median). Peers: Python {peers['python']}, {versions} "
                 f"({peers['statistic']}).")
    lines.append(f"Machine: {swift['machine']}.")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as swift_file, open(sys.argv[2]) as peers_file:
        print(table(json.load(swift_file), json.load(peers_file)))


if __name__ == "__main__":
    main()
