"""Django 5.x: the benchmark model as a forms.Form and as a forms.ModelForm of a model.

Django is configured in-process with an in-memory SQLite database that is never touched:
the models are unmanaged, and no scenario saves anything (`save(commit=False)` only).
"""
from urllib.parse import urlencode

import django
from django.conf import settings

if not settings.configured:
    settings.configure(
        DEBUG=False,
        DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
        INSTALLED_APPS=[],
        USE_TZ=True,
    )
    django.setup()

from django import forms  # noqa: E402 (after settings)
from django.core.validators import BaseValidator, MaxValueValidator, MinLengthValidator, MinValueValidator  # noqa: E402
from django.db import models  # noqa: E402
from django.http import QueryDict  # noqa: E402

from common import (BODY, CHOICES, FIELDS, RULES, Model50, PeerError, browser_pairs, check_committed,  # noqa: E402
                    check_page, check_rules, defaults)


class LessThanValidator(BaseValidator):
    """`value < limit` (Django has validators for <= and >= only)."""
    message = "Ensure this value is less than %(limit_value)s."
    code = "less_than"

    def compare(self, a, b):
        return a >= b


CHOICE_PAIRS = [(choice, choice.capitalize()) for choice in CHOICES]


# The rules that are a plain option of a form field, and the option's name.
FORM_OPTIONS = {"minLength": "min_length", "maxLength": "max_length", "greaterOrEqual": "min_value",
                "lessOrEqual": "max_value"}
# The rules that are a validator of a model field.
MODEL_VALIDATORS = {"minLength": MinLengthValidator, "greaterOrEqual": MinValueValidator,
                    "lessOrEqual": MaxValueValidator, "lessThan": LessThanValidator}


def form_field(kind, title, rules):
    """The forms.Field of one field; `rules` as in generated.RULES, or [] for Model50."""
    options = {"label": title, "validators": []}
    for name, *parameter in rules:
        if name == "required":
            # Formulate: a Bool always has a value. Django's required=True on a checkbox
            # would demand that it be checked, so a flag stays optional.
            options["required"] = kind != "flag"
        elif name == "lessThan":
            options["validators"].append(LessThanValidator(*parameter))
        else:
            options[FORM_OPTIONS[name]] = parameter[0]
    if kind == "text":
        return forms.CharField(**{"required": False, **options})
    if kind == "count":
        return forms.IntegerField(**options)
    if kind == "flag":
        return forms.BooleanField(**{"required": False, **options})
    if kind == "amount":
        return forms.FloatField(**options)
    if kind == "choice":
        return forms.ChoiceField(choices=CHOICE_PAIRS, **options)
    return forms.CharField(**{"required": False, "empty_value": None, **options})


def model_field(kind, title, default, rules):
    """The models.Field of one field, with the rules as the model's validators."""
    options = {"verbose_name": title, "default": default, "validators": []}
    for name, *parameter in rules:
        if name == "required":
            options["blank"] = False
        elif name == "maxLength":
            options["max_length"] = parameter[0]
        else:
            options["validators"].append(MODEL_VALIDATORS[name](*parameter))
    if kind == "text":
        return models.CharField(**{"max_length": None, "blank": True, **options})
    if kind == "count":
        return models.IntegerField(**options)
    if kind == "flag":
        return models.BooleanField(**options)
    if kind == "amount":
        return models.FloatField(**options)
    if kind == "choice":
        return models.CharField(**{"max_length": None, "choices": CHOICE_PAIRS, **options})
    return models.CharField(**{"max_length": None, "null": True, "blank": True, **options})


def make_form(name, ruled):
    attributes = {field: form_field(kind, title, RULES[kind] if ruled else [])
                  for field, kind, title, _ in FIELDS}
    return type(name, (forms.Form,), attributes)


def make_model(name, ruled):
    attributes = {field: model_field(kind, title, default, RULES[kind] if ruled else [])
                  for field, kind, title, default in FIELDS}
    attributes["__module__"] = __name__
    attributes["Meta"] = type("Meta", (), {"app_label": "peers", "managed": False})
    return type(name, (models.Model,), attributes)


def make_model_form(name, model):
    return type(name, (forms.ModelForm,), {"Meta": type("Meta", (), {"model": model, "fields": "__all__"})})


PlainForm = make_form("PlainForm50", ruled=False)
RuledForm = make_form("RuledForm50", ruled=True)
PlainModel = make_model("PlainModel50", ruled=False)
RuledModel = make_model("RuledModel50", ruled=True)
PlainModelForm = make_model_form("PlainModelForm50", PlainModel)
RuledModelForm = make_model_form("RuledModelForm50", RuledModel)


def unchanged_data(**changes):
    """The ruled model's values (with `changes`) as the browser submits them."""
    return QueryDict(urlencode(browser_pairs({**defaults(), **changes})))


def valid(form):
    if not form.is_valid():
        raise PeerError(f"{type(form).__name__}: {form.errors.as_text()}")
    return form


def form_scenarios():
    """forms.Form: values in and out through `initial` and `cleaned_data`, on a plain object."""
    warm, submitted, shown = Model50(), Model50(), Model50()

    def submit():
        form = valid(PlainForm(QueryDict(BODY), initial=vars(submitted)))
        for key, value in form.cleaned_data.items():
            setattr(submitted, key, value)
        return submitted

    submit()
    check_committed("Django Form", lambda name: getattr(submitted, name))
    ruled = valid(RuledForm(unchanged_data()))
    check_rules("Django Form", lambda name, value: not RuledForm(unchanged_data(**{name: value})).is_valid())
    page = PlainForm(initial=vars(shown))
    check_page("Django Form", str(page))
    return {
        "warm_form": lambda: PlainForm(initial=vars(warm)),
        "submission": submit,
        "validate": ruled.full_clean,
        "html": page.__str__,
    }


def model_form_scenarios():
    """forms.ModelForm of an unmanaged model: `instance=` in, `save(commit=False)` out."""
    warm, submitted, shown = PlainModel(), PlainModel(), PlainModel()
    ruled_instance = RuledModel()

    def submit():
        return valid(PlainModelForm(QueryDict(BODY), instance=submitted)).save(commit=False)

    submit()
    check_committed("Django ModelForm", lambda name: getattr(submitted, name))
    ruled = valid(RuledModelForm(unchanged_data(), instance=ruled_instance))
    check_rules("Django ModelForm",
                lambda name, value: not RuledModelForm(unchanged_data(**{name: value}), instance=RuledModel()).is_valid())
    page = PlainModelForm(instance=shown)
    check_page("Django ModelForm", str(page))
    return {
        "warm_form": lambda: PlainModelForm(instance=warm),
        "submission": submit,
        "validate": ruled.full_clean,
        "html": page.__str__,
    }


PEERS = {"Django Form": form_scenarios, "Django ModelForm": model_form_scenarios}
