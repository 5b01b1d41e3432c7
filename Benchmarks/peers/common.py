"""What every peer shares: the model as a plain Python object, the browser's view of its
values, and the checks that a peer's scenario did what the Swift scenario does."""
from dataclasses import make_dataclass, field

from generated import BODY, CHOICES, FIELDS, RULES, SUBMITTED

__all__ = ["BODY", "CHOICES", "FIELDS", "RULES", "SUBMITTED", "Model50", "PeerError", "browser_pairs",
           "check_committed", "check_page", "check_rules", "defaults"]

# Model50 / RuledModel50 as a plain object (the Swift struct's twin), for the peers whose
# forms read and write attributes of any object: Django's forms.Form and WTForms.
Model50 = make_dataclass("Model50", [(name, object, field(default=default)) for name, _, _, default in FIELDS])


class PeerError(Exception):
    """A peer did not do what the Swift scenario does (checked before anything is timed)."""


def defaults():
    """Each field's default value, by name."""
    return {name: default for name, _, _, default in FIELDS}


def browser_pairs(values):
    """What a browser submits for a form showing `values` unchanged: an unchecked box is
    left out, an empty optional text is sent empty."""
    pairs = []
    for name, kind, _, _ in FIELDS:
        value = values[name]
        if kind == "flag":
            if value:
                pairs.append((name, "true"))
        else:
            pairs.append((name, "" if value is None else str(value)))
    return pairs


def _compare(peer, scenario, read, expected):
    for name, _, _, _ in FIELDS:
        value = read(name)
        value = getattr(value, "value", value)  # an enum member: its raw value
        if value != expected[name]:
            raise PeerError(f"{peer}, {scenario}: {name} is {value!r}, expected {expected[name]!r}")


def check_committed(peer, read):
    """Raises unless every field holds what the body submitted; `read(name)` gives a field."""
    _compare(peer, "submission", read, SUBMITTED)


def check_page(peer, html):
    """Raises unless the page has a control for every field."""
    if html.count("<input") + html.count("<select") != len(FIELDS):
        raise PeerError(f"{peer}: the page does not show every field")


def _outside(kind, rule):
    """A value just outside `rule` for a field of `kind`, or None where the rule cannot be
    broken (required on a Bool or an enum)."""
    name, *parameter = rule
    if name == "required":
        return "  " if kind == "text" else None
    limit = parameter[0]
    return {"minLength": "x" * (limit - 1), "maxLength": "x" * (limit + 1), "greaterOrEqual": limit - 1,
            "lessOrEqual": limit + 1, "lessThan": limit}[name]


def check_rules(peer, refuses):
    """Raises unless the peer's ruled form refuses, for the first field of each kind, a value
    just outside each rule of the kind: the peer enforces the same rules. `refuses(name, value)`
    tells whether the peer refuses the ruled model's values with `value` at `name`."""
    for kind, rules in RULES.items():
        name = next(field for field, field_kind, _, _ in FIELDS if field_kind == kind)
        for rule in rules:
            value = _outside(kind, rule)
            if value is not None and not refuses(name, value):
                raise PeerError(f"{peer}: {name} = {value!r} is accepted, but breaks {rule}")
