"""The Python peers of formulate-benchmarks: Django Form and ModelForm, WTForms and pydantic on
the same 50-field model, rules and body (generated.py), timed with timeit.

Run through Benchmarks/run-peers, which sets up the venv:
    Benchmarks/run-peers                 the table (about half a minute)
    Benchmarks/run-peers --json          the same numbers as JSON on stdout
    Benchmarks/run-peers --smoke         a few iterations of everything (CI): exits 0 when all ran

Each peer's scenarios are checked before timing (the submission commits the submitted values,
the ruled values validate, the page shows every field). A time is the median over repeats of
one timeit batch per repeat, divided by the batch size; a batch lasts about 20 ms (timeit turns
the garbage collector off while it times, as it does by default).
"""
import argparse
import json
import os
import platform
import statistics
import sys
import time
import timeit
from importlib.metadata import version

import django_peer
import pydantic_peer
import wtforms_peer
from generated import BODY

# (key, what is timed); the keys are those of Benchmarks/peers/compare.py.
SCENARIOS = [
    ("warm_form", "warm form: a form for an instance, 50 fields"),
    ("submission", f"submission + commit: parse the {len(BODY.encode())}-byte body, validate, write into the instance"),
    ("validate", "validate 50 fields with rules"),
    ("html", "HTML render, 50 fields"),
    ("json_schema", "JSON Schema, 50 fields"),
]
PEERS = {**django_peer.PEERS, **wtforms_peer.PEERS, **pydantic_peer.PEERS}
PACKAGES = ["Django", "WTForms", "pydantic", "pydantic_core"]
BATCH_SECONDS = 0.02


def measure(operation, repeat, smoke):
    """Microseconds per operation: median and minimum over `repeat` timed batches."""
    timer = timeit.Timer(operation)
    if smoke:
        number, repeat = 1, 2
    else:
        number = 1  # doubles until a batch lasts BATCH_SECONDS; this is the warm-up too
        while timer.timeit(number) < BATCH_SECONDS:
            number *= 2
    samples = [seconds / number * 1e6 for seconds in timer.repeat(repeat=repeat, number=number)]
    return {"median": round(statistics.median(samples), 2), "min": round(min(samples), 2),
            "repeat": repeat, "number": number}


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next((line.split(":", 1)[1].strip() for line in info if line.startswith("model name")), cpu)
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {cpu}, {platform.platform()}"


def run(repeat, smoke):
    started = time.monotonic()
    results = {key: {peer: None for peer in PEERS} for key, _ in SCENARIOS}
    for peer, make in PEERS.items():
        for key, operation in make().items():
            results[key][peer] = measure(operation, repeat, smoke)
            if not smoke:
                print(f"  {peer}, {key}: {results[key][peer]['median']:.1f} µs", file=sys.stderr)
    return {
        "unit": "microseconds per operation",
        "statistic": ("smoke: 2 single operations" if smoke
                      else f"median over {repeat} timed batches of about 20 ms (timeit, garbage collector off)"),
        "smoke": smoke,
        "machine": machine(),
        "python": f"{platform.python_version()} ({os.path.realpath(getattr(sys, '_base_executable', sys.executable))})",
        "versions": {package: version(package) for package in PACKAGES},
        "peers": list(PEERS),
        "scenarios": [{"key": key, "title": title} for key, title in SCENARIOS],
        "results": results,
        "seconds": round(time.monotonic() - started, 1),
    }


def microseconds(value):
    return f"{value:.1f} µs" if value < 1000 else f"{value / 1000:.2f} ms"


def table(report):
    lines = ["smoke run: timings are not meaningful"] if report["smoke"] else []
    lines.append("| scenario | " + " | ".join(report["peers"]) + " |")
    lines.append("|---|" + "---:|" * len(report["peers"]))
    for scenario in report["scenarios"]:
        cells = [microseconds(result["median"]) if result else "—"
                 for result in report["results"][scenario["key"]].values()]
        lines.append(f"| {scenario['title']} | " + " | ".join(cells) + " |")
    versions = ", ".join(f"{package} {number}" for package, number in report["versions"].items())
    lines.append("")
    lines.append(f"Median per operation; — where the peer has no such operation. Python {report['python']}, {versions}.")
    lines.append(f"Machine: {report['machine']}. Whole run: {report['seconds']:.0f} s.")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON instead of the table")
    parser.add_argument("--smoke", action="store_true", help="2 runs of 1 operation each (CI)")
    parser.add_argument("--repeat", type=int, default=31, help="timed batches per scenario (default 31)")
    arguments = parser.parse_args()
    report = run(max(1, arguments.repeat), arguments.smoke)
    print(json.dumps(report, indent=2, ensure_ascii=False) if arguments.json else table(report))


if __name__ == "__main__":
    main()
