"""WTForms 3.x: the benchmark model as a wtforms.Form, reading and writing a plain object."""
from urllib.parse import parse_qsl

from wtforms import BooleanField, FloatField, Form, IntegerField, SelectField, StringField
from wtforms.validators import DataRequired, InputRequired, Length, NumberRange, Optional, ValidationError

from common import (BODY, CHOICES, FIELDS, RULES, Model50, PeerError, browser_pairs, check_committed, check_page,
                    check_rules, defaults)


class FormData(dict):
    """Submitted pairs as WTForms reads them (`getlist`), as werkzeug's MultiDict gives them in
    a web app: each key's values, in order."""

    def __init__(self, pairs):
        super().__init__()
        for key, value in pairs:
            self.setdefault(key, []).append(value)

    def getlist(self, key):
        return self.get(key, [])


def less_than(limit):
    """`value < limit` (NumberRange's max is inclusive)."""
    def check(form, field):
        if field.data is not None and field.data >= limit:
            raise ValidationError(f"Number must be less than {limit}.")
    return check


def form_field(kind, title, rules):
    """The wtforms.Field of one field; `rules` as in generated.RULES, or [] for Model50."""
    validators, length, bounds = [], {}, {}
    if kind in ("count", "amount"):
        validators.append(InputRequired())  # a number must be given (Formulate: not optional)
    if kind == "extra" and rules:
        validators.append(Optional())  # an empty optional text skips the other checks
    for name, *parameter in rules:
        if name == "required":
            # DataRequired refuses blank text, as Formulate's required does; a Bool always
            # has a value; a choice must be one of the options in any case.
            if kind == "text":
                validators.append(DataRequired())
        elif name == "lessThan":
            validators.append(less_than(*parameter))
        else:
            target, option = {"minLength": (length, "min"), "maxLength": (length, "max"),
                              "greaterOrEqual": (bounds, "min"), "lessOrEqual": (bounds, "max")}[name]
            target[option] = parameter[0]
    if length:
        validators.append(Length(**length))
    if bounds:
        validators.append(NumberRange(**bounds))
    if kind in ("text", "extra"):
        return StringField(title, validators)
    if kind == "count":
        return IntegerField(title, validators)
    if kind == "flag":
        return BooleanField(title, validators)
    if kind == "amount":
        return FloatField(title, validators)
    return SelectField(title, validators, choices=[(choice, choice.capitalize()) for choice in CHOICES])


def make_form(name, ruled):
    attributes = {field: form_field(kind, title, RULES[kind] if ruled else []) for field, kind, title, _ in FIELDS}
    return type(name, (Form,), attributes)


PlainForm = make_form("PlainForm50", ruled=False)
RuledForm = make_form("RuledForm50", ruled=True)


def render(form):
    """The whole form as HTML: WTForms renders fields, a template loops over them."""
    parts = ['<form method="post">\n']
    for field in form:
        parts.append(f"<div>{field.label()}{field()}</div>\n")
    parts.append('<button type="submit">Save</button>\n</form>\n')
    return "".join(parts)


def scenarios():
    warm, submitted, shown = Model50(), Model50(), Model50()

    def submit():
        form = PlainForm(FormData(parse_qsl(BODY, keep_blank_values=True)), obj=submitted)
        if not form.validate():
            raise PeerError(f"WTForms: {form.errors}")
        form.populate_obj(submitted)
        return submitted

    submit()
    check_committed("WTForms", lambda name: getattr(submitted, name))
    ruled = RuledForm(FormData(browser_pairs(defaults())))
    if not ruled.validate():
        raise PeerError(f"WTForms: {ruled.errors}")
    check_rules("WTForms",
                lambda name, value: not RuledForm(FormData(browser_pairs({**defaults(), name: value}))).validate())
    page = PlainForm(obj=shown)
    check_page("WTForms", render(page))
    return {
        "warm_form": lambda: PlainForm(obj=warm),
        "submission": submit,
        "validate": ruled.validate,
        "html": lambda: render(page),
    }


PEERS = {"WTForms": scenarios}
