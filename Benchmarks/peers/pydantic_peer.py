"""pydantic 2.x: the benchmark model as a BaseModel (no form: validation and JSON Schema)."""
import json
from enum import Enum
from typing import Optional
from urllib.parse import parse_qsl

from pydantic import Field, ValidationError, create_model

from common import BODY, CHOICES, FIELDS, RULES, PeerError, check_committed, check_rules, defaults

Choice = Enum("Choice", {choice: choice for choice in CHOICES}, type=str)
TYPES = {"text": str, "count": int, "flag": bool, "amount": float, "choice": Choice, "extra": Optional[str]}


# The rules that are a constraint of pydantic's Field, and the constraint's name.
CONSTRAINTS = {"minLength": "min_length", "maxLength": "max_length", "greaterOrEqual": "ge",
               "lessOrEqual": "le", "lessThan": "lt"}


def constraints(kind, rules):
    """pydantic's Field constraints for `rules` (as in generated.RULES)."""
    options = {}
    for name, *parameter in rules:
        if name != "required":
            options[CONSTRAINTS[name]] = parameter[0]
        elif kind == "text":
            # A field given in the input is present; "required" text must not be blank, as
            # Formulate's required demands. A Bool or an enum always has a value.
            options["pattern"] = r"\S"
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


def refuses(model, values):
    try:
        model.model_validate(values)
    except ValidationError:
        return True
    return False


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
    check_rules("pydantic", lambda name, value: refuses(Ruled, {**values, name: value}))
    if len(Plain.model_json_schema()["properties"]) != len(FIELDS):
        raise PeerError("pydantic: the schema does not list every field")
    return {
        "submission": submit,
        "validate": lambda: Ruled.model_validate(values),
        "json_schema": lambda: json.dumps(Plain.model_json_schema(), separators=(",", ":")),
    }


PEERS = {"pydantic": scenarios}
