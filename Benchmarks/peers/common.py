"""What every peer shares: the model as a plain Python object, the browser's view of its
values, and the checks that a peer's scenario did what the Swift scenario does."""
from dataclasses import make_dataclass, field

from generated import BODY, CHOICES, FIELDS, RULES, SUBMITTED

__all__ = ["BODY", "CHOICES", "FIELDS", "RULES", "SUBMITTED", "Model50", "browser_pairs", "check_committed",
           "check_defaults", "defaults", "PeerError"]

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


def check_defaults(peer, scenario, read):
    """Raises unless every field holds its default value."""
    _compare(peer, scenario, read, defaults())
