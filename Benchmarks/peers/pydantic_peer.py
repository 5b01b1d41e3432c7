"""pydantic 2.x: the benchmark model as a BaseModel (no form: validation and JSON Schema)."""
import json
from enum import Enum
from typing import Optional
from urllib.parse import parse_qsl

from pydantic import Field, create_model

from common import BODY, CHOICES, FIELDS, RULES, PeerError, check_committed, defaults

Choice = Enum("Choice", {choice: choice for choice in CHOICES}, type=str)
TYPES = {"text": str, "count": int, "flag": bool, "amount": float, "choice": Choice, "extra": Optional[str]}


def constraints(kind, rules):
    """pydantic's Field constraints for `rules` (as in generated.RULES)."""
    options = {}
    for rule in rules:
        name, parameter = rule[0], rule[1] if len(rule) > 1 else None
        if name == "required":
            # A field given in the input is present; "required" text must not be empty, which
            # minLength already demands. A Bool or an enum always has a value.
            if kind == "text":
                options.setdefault("min_length", 1)
        elif name == "minLength":
            options["min_length"] = parameter
        elif name == "maxLength":
            options["max_length"] = parameter
        elif name == "greaterOrEqual":
            options["ge"] = parameter
        elif name == "lessOrEqual":
            options["le"] = parameter
        elif name == "lessThan":
            options["lt"] = parameter
        else:
            raise ValueError(f"no pydantic spelling for the rule {name}")
    return options


def make_model(name, ruled):
    fields = {}
    for field, kind, title, default in FIELDS:
        value = Choice(default) if kind == "choice" else default
        fields[field] = (TYPES[kind], Field(value, title=title, **constraints(kind, RULES[kind] if ruled else [])))
    return create_model(name, **fields)


Plain = make_model("Model50", ruled=False)
Ruled = make_model("RuledModel50", ruled=True)
FLAGS_OFF = {field: False for field, kind, _, _ in FIELDS if kind == "flag"}


def scenarios():
    submitted = [Plain()]

    def submit():
        # Commit: the current values, every checkbox off unless submitted (a browser leaves
        # out an unchecked box), the submitted texts, validated into the new model. The
        # fields are read through vars(), the cheapest way (model_dump() or dict(model) cost
        # 5-20 µs more).
        data = {**vars(submitted[0]), **FLAGS_OFF}
        data.update(parse_qsl(BODY, keep_blank_values=True))
        submitted[0] = Plain.model_validate(data)
        return submitted[0]

    submit()
    check_committed("pydantic", lambda name: getattr(submitted[0], name))
    values = dict(Ruled())
    if Ruled.model_validate(values) != Ruled(**defaults()):
        raise PeerError("pydantic: the ruled model does not validate its own values")
    if len(Plain.model_json_schema()["properties"]) != len(FIELDS):
        raise PeerError("pydantic: the schema does not list every field")
    return {
        "submission": submit,
        "validate": lambda: Ruled.model_validate(values),
        "json_schema": lambda: json.dumps(Plain.model_json_schema(), separators=(",", ":")),
    }


PEERS = {"pydantic": scenarios}
