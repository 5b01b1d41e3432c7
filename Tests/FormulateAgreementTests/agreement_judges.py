#!/usr/bin/env python3
"""The browser's and the schema validator's verdicts for the agreement table.

Reads one JSON document on stdin:
    {"page": "<!DOCTYPE html>...", "schema": {...},
     "cases": [{"key": "quantity", "text": "7", "instance": {"quantity": 7}}, ...]}
and prints one JSON document on stdout:
    {"schemaProblems": [{"path": "properties/key/pattern", "message": "..."}, ...],
     "controls": {"quantity": {"tag": "input", "attributes": {"type": "number", ...}}, ...},
     "verdicts": [{"browser": {"accepted": false, "detail": "stepMismatch"},
                   "schema": {"accepted": false, "detail": "7 is not a multiple of 5"}}, ...]}
with one verdict per case, in order.

The browser: Debian's Chromium (CHROMIUM, default /usr/bin/chromium) through Playwright,
launched once. The page is loaded once; for each case the control named `key` is filled
as a person would (`fill`, or choosing the option for a <select>), then asked
`checkValidity()`. A value is accepted when the control is valid AND still holds exactly
the text typed: a browser that trims, truncates or drops what was typed does not let that
value through, so it refuses it as surely as a validity flag does.

Why `fill`: `tooShort` and `tooLong` only apply to a value the user edited (the HTML
standard's "dirty value" set by user interaction); a value set from script (`el.value =
...`) is never too short. Playwright's `fill` focuses the control, selects its text and
inserts the new text as typing does (`Input.insertText`), so Chromium treats it as the
user's edit: `minlength` is checked, and `maxlength` stops the text at the limit, as it
does for a person typing (the value then differs from the text, which is a refusal).

The schema: `jsonschema`'s Draft202012Validator with its FormatChecker (formats are
assertions here). An instance holds only the case's property; only errors at that
property (or "required" errors naming it) count. JSON Schema's patterns are ECMA-262
regular expressions, and Python's `re` reads them differently (`$` matches before a final
line break, `\d` and `\w` are Unicode, `a++b` compiles, `\p{L}` does not), so each
pattern of the property is also tested in the same Chromium, as a validator written in
JavaScript (ajv) does: `new RegExp(pattern, "u")`. The value is accepted by the schema
only when both accept it; a pattern that does not compile refuses everything.

Needs: pip install "jsonschema>=4.18" rfc3339-validator rfc3986-validator playwright.
"""
import json
import os
import sys

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FLAGS = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort",
         "rangeUnderflow", "rangeOverflow", "stepMismatch", "badInput", "customError"]
# A schema pattern tested as ECMA-262: true, false, or why it does not compile.
ECMA_TEST = "([pattern, text]) => { try { return new RegExp(pattern, 'u').test(text) } catch (e) { return String(e) } }"
STATE = "e => ({valid: e.checkValidity(), value: e.value, flags: %s.filter(f => e.validity[f])})" % json.dumps(FLAGS)
ATTRIBUTES = "e => ({tag: e.tagName.toLowerCase(), attributes: Object.fromEntries([...e.attributes].map(a => [a.name, a.value]))})"
# Formats that jsonschema silently accepts unless a package is installed.
FORMAT_PACKAGES = {"uri": "rfc3986-validator", "uri-reference": "rfc3986-validator",
                   "iri": "rfc3987", "iri-reference": "rfc3987",
                   "time": "rfc3339-validator", "date-time": "rfc3339-validator"}


def patterns_of(schema, key):
    """The patterns the schema sets for the property `key` (its own and its `allOf`'s)."""
    prop = schema.get("properties", {}).get(key, {})
    parts = [prop] + [part for part in prop.get("allOf", []) if isinstance(part, dict)]
    return [part["pattern"] for part in parts if "pattern" in part]


def browser_verdicts(page_html, schema, cases):
    from playwright.sync_api import Error, sync_playwright

    controls = {}
    verdicts = []
    ecma = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        # Every action is immediate on a static page: fail fast rather than wait 30 s.
        page.set_default_timeout(2000)
        page.set_content(page_html)
        for case in cases:
            key, text = case["key"], case["text"]
            results = [(pattern, page.evaluate(ECMA_TEST, [pattern, text])) for pattern in patterns_of(schema, key)]
            ecma.append(["%s: %s" % (json.dumps(pattern), "does not match" if result is False else result)
                         for pattern, result in results if result is not True])
            control = page.locator("[name=%s]" % json.dumps(key))
            if control.count() != 1:
                verdicts.append({"accepted": False, "detail": f"{control.count()} controls named {key}"})
                continue
            if key not in controls:
                controls[key] = control.evaluate(ATTRIBUTES)
            try:
                if controls[key]["tag"] == "select":
                    control.select_option(value=text)
                else:
                    control.fill(text)
            except Error as error:
                reason = str(error).splitlines()[0]
                verdicts.append({"accepted": False, "detail": f"the control does not take this text ({reason})"})
                continue
            state = control.evaluate(STATE)
            if state["value"] != text:
                verdicts.append({"accepted": False, "detail": "the control holds %s instead" % json.dumps(state["value"])})
            else:
                verdicts.append({"accepted": state["valid"], "detail": ", ".join(state["flags"]) or "valid"})
        browser.close()
    return controls, verdicts, ecma


def concerns(error, key):
    """Whether a validation error is about the property `key`."""
    path = list(error.absolute_path)
    if path:
        return path[0] == key
    return error.validator == "required" and error.message == f"{key!r} is a required property"


def schema_verdicts(schema, cases):
    from jsonschema import Draft202012Validator

    checker = Draft202012Validator.FORMAT_CHECKER
    # What check_schema does, but every error rather than the first.
    metaschema = Draft202012Validator(Draft202012Validator.META_SCHEMA, format_checker=checker)
    problems = [{"path": "/".join(str(part) for part in error.absolute_path),
                 "message": f"not a valid draft 2020-12 schema: {error.message}"}
                for error in metaschema.iter_errors(schema)]
    for format_name, package in FORMAT_PACKAGES.items():
        if format_name not in checker.checkers and format_name in json.dumps(schema):
            problems.append({"path": "", "message": f"format {format_name} is not checked: pip install {package}"})
    validator = Draft202012Validator(schema, format_checker=checker)
    verdicts = []
    for case in cases:
        try:
            errors = [e.message for e in validator.iter_errors(case["instance"]) if concerns(e, case["key"])]
        except Exception as error:  # a pattern Python cannot compile, for one
            verdicts.append({"accepted": False, "detail": f"the validator failed: {type(error).__name__}: {error}"})
            continue
        verdicts.append({"accepted": not errors, "detail": "; ".join(errors) or "valid"})
    return problems, verdicts


def main():
    document = json.load(sys.stdin)
    cases = document["cases"]
    controls, browser, ecma = browser_verdicts(document["page"], document["schema"], cases)
    schema_problems, schema = schema_verdicts(document["schema"], cases)
    for verdict, failures in zip(schema, ecma):
        if failures:
            details = [] if verdict["accepted"] else [verdict["detail"]]
            verdict["accepted"] = False
            verdict["detail"] = "; ".join(details + ["ECMA-262 " + failure for failure in failures])
    json.dump({
        "schemaProblems": schema_problems,
        "controls": controls,
        "verdicts": [{"browser": b, "schema": s} for b, s in zip(browser, schema)],
    }, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
