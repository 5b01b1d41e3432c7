#!/usr/bin/env python3
"""Validates a schema exported by FormulateSchema, and instances of it, with `jsonschema`.

usage: validate_schema.py SCHEMA INSTANCE [INVALID ...]

1. SCHEMA must be valid against the JSON Schema draft 2020-12 metaschema.
2. INSTANCE must be valid against SCHEMA, formats included.
3. A copy of INSTANCE in which every typed top-level property has a value of a type the
   property does not allow must fail, with an error at each of those properties.
4. Each INVALID file, {"instance": ..., "failingPaths": ["email", "tags.0", ...]}, must
   fail with errors at exactly those paths (dotted, array indices as numbers).

Errors are printed. Exit codes: 0 everything as expected; 1 usage or unreadable file;
2 jsonschema is not installed; 3 the schema is not valid; 4 the instance is not valid;
5 an invalid instance passed, or failed elsewhere than expected; 6 the schema uses a format
this installation cannot check (a package is missing).

CI needs: pip install "jsonschema>=4.18" rfc3339-validator rfc3986-validator rfc3987
(rfc3339-validator checks `time` and `date-time`, rfc3986-validator checks `uri` and
`uri-reference`, rfc3987 `iri` and `iri-reference`; without them jsonschema silently
accepts any text for those formats).
"""

import json
import sys

MISSING_PACKAGES = {
    "time": "rfc3339-validator",
    "date-time": "rfc3339-validator",
    "uri": "rfc3986-validator",
    "uri-reference": "rfc3986-validator",
    "iri": "rfc3987",
    "iri-reference": "rfc3987",
}

# Keywords whose values are data, not subschemas.
DATA_KEYWORDS = {"enum", "const", "default", "examples"}


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        print(f"cannot read {path}: {error}")
        sys.exit(1)


def formats_in(schema):
    """Every `format` the schema (and its subschemas) uses."""
    found = set()
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "format" and isinstance(value, str):
                found.add(value)
            elif key not in DATA_KEYWORDS:
                found |= formats_in(value)
    elif isinstance(schema, list):
        for item in schema:
            found |= formats_in(item)
    return found


def dotted(path):
    return ".".join(str(part) for part in path)


def error_paths(validator, instance):
    """The dotted paths of every error, printed as they are found."""
    paths = set()
    for error in sorted(validator.iter_errors(instance), key=lambda e: dotted(e.absolute_path)):
        path = dotted(error.absolute_path)
        print(f"    {path or '(root)'}: {error.message}")
        paths.add(path)
    return paths


def wrong_value(types):
    """A value of a JSON type not in `types`."""
    for value, kind in (("wrong", "string"), (1.5, "number"), (True, "boolean"),
                        (["wrong"], "array"), ({"wrong": True}, "object"), (None, "null")):
        if kind not in types:
            return value
    return None


def mistyped(schema, instance):
    """A copy of `instance` with every typed property of the wrong type, and their names."""
    broken = dict(instance)
    names = set()
    for name, subschema in schema.get("properties", {}).items():
        types = subschema.get("type")
        if types is None:
            continue
        types = [types] if isinstance(types, str) else types
        broken[name] = wrong_value(types)
        names.add(name)
    return broken, names


def main(arguments):
    if len(arguments) < 2:
        print(__doc__)
        return 1
    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
    except ImportError:
        print("jsonschema is not installed: pip install \"jsonschema>=4.18\" rfc3339-validator rfc3986-validator")
        return 2

    schema = load(arguments[0])
    instance = load(arguments[1])

    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print(f"schema is not valid against the draft 2020-12 metaschema: {error.message}")
        print(f"  at {dotted(error.absolute_path) or '(root)'}")
        return 3
    print("schema: valid against the draft 2020-12 metaschema")

    checker = Draft202012Validator.FORMAT_CHECKER
    unchecked = sorted(f for f in formats_in(schema) if f not in checker.checkers)
    if unchecked:
        packages = sorted({MISSING_PACKAGES.get(f, f"a checker for {f}") for f in unchecked})
        print(f"formats {', '.join(unchecked)} cannot be checked: pip install {' '.join(packages)}")
        return 6

    validator = Draft202012Validator(schema, format_checker=checker)
    print("instance:")
    if error_paths(validator, instance):
        print("instance is NOT valid")
        return 4
    print("    valid")

    status = 0
    broken, names = mistyped(schema, instance)
    print("instance with every property of the wrong type:")
    failed = {path.split(".")[0] for path in error_paths(validator, broken)}
    if failed != names:
        print(f"expected errors at {sorted(names)}, got {sorted(failed)}")
        status = 5

    for path in arguments[2:]:
        case = load(path)
        expected = set(case.get("failingPaths", []))
        print(f"invalid instance {path}:")
        failed = error_paths(validator, case.get("instance"))
        if not failed:
            print("    passed, but should have FAILED")
            status = 5
        elif failed != expected:
            print(f"    expected errors at {sorted(expected)}, got {sorted(failed)}")
            status = 5
    if status == 0:
        print("invalid instances: all failed as expected")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
