"""The planner's final answers, in plain words, with every document used cited as [doc_id].

"Revenue grew 25% from $80 million in 2023 [annual-2023] to $100 million in 2024
[annual-2024]." Results are formatted like the figures they come from (a difference of
two dollar amounts in millions is written in dollars and millions), and the
calculation is shown so a reader can check it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from keel.research.planner.amounts import Amount
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal
from keel.research.planner.periods import part_named, period_text, without_part
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concept

_OPERATION_NAMES = {
    "growth": "change",
    "difference": "difference",
    "ratio": "ratio",
    "sum": "total",
    "share": "share",
    "cagr": "compound annual growth",
}


def cite(doc_ids: Sequence[str]) -> str:
    """``[a], [b] and [c]``: each doc id once, in order."""
    return join([f"[{doc_id}]" for doc_id in dict.fromkeys(doc_ids)])


def join(items: Sequence[str], word: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (or ``a, b or c``)."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def number(value: float, places: int = 1) -> str:
    """A result rounded to ``places`` decimals, without trailing zeros: 25, 2.5, 1,250."""
    rounded = round(value, places)
    if rounded == int(rounded):
        return f"{int(rounded):,}"
    return f"{rounded:,.{places}f}".rstrip("0").rstrip(".")


def like(value: float, model: Amount) -> str:
    """``value`` (in ``model``'s scale) written the way ``model`` is: "$20 million"."""
    digits = number(value, 2)
    if "," not in model.digits and abs(value) < 10_000:
        digits = digits.replace(",", "")
    unit = f" {model.unit_text}" if model.unit_text else ""
    return f"{model.prefix}{digits}{model.suffix}{unit}"


def reference(figure: Figure) -> str:
    """A figure with its period and its source: "$80 million in 2023 [annual-2023]" (a range
    whole: "between £6.8 million and £7.2 million in 2025 [outlook]")."""
    period = f" in {period_text(figure.period)}" if figure.period else ""
    amount = figure.amount
    if amount.in_range and amount.other_end:
        low, high = amount.display, amount.other_end
        if amount.other_value < amount.value:
            low, high = high, low
        unit = f" {amount.unit_text}" if amount.unit_text else ""
        if unit and low.endswith(unit) and high.endswith(unit):
            low = low.removesuffix(unit)  # "between 58,000 and 62,000 tonnes"
        return f"between {low} and {high}{period} [{figure.doc_id}]"
    return f"{amount.display}{period} [{figure.doc_id}]"


def name(goal: Goal, default: str = "the figure") -> str:
    """The metric's name for the start of a sentence."""
    label = without_part(goal.label) if goal.label else default
    return label[:1].upper() + label[1:]


def be(goal: Goal) -> str:
    """The verb that agrees with the metric's name: "revenue was", "net sales were"."""
    return _agreeing(without_part(goal.label or ""))


def _agreeing(name: str) -> str:
    """ "was" or "were", as the name's last word is singular or plural ("boutiques were")."""
    label = name.lower()
    return "were" if label.endswith("s") and not label.endswith(("ss", "us", "is")) else "was"


def title(entity: tuple[str, ...]) -> str:
    """An entity's name for the answer: "acme robotics" -> "Acme Robotics"."""
    return " ".join(part[:1].upper() + part[1:] for part in entity)


def what(goal: Goal) -> str:
    """What the question asks for, for "the documents do not state ...": its metric's name
    (and whose, and for which periods), else the question itself in quotes (its words in a
    row, "vessels deliver", would not read as English)."""
    if not goal.label and goal.question:
        return f'the answer to "{goal.question}"'
    asked = goal.label or " ".join(goal.metric_words) or "the answer to this question"
    names = [" ".join(part.capitalize() for part in entity) for entity in goal.entities]
    owner = join(names)
    subject = f"{owner}{_possessive(owner)} {asked}" if names and goal.label else asked
    if not goal.years:
        return subject
    named = part_named(asked) is not None  # "EBITDA for the first nine months": the year only
    periods = [period_text(p.partition(" ")[0] if named else p) for p in goal.years]
    return f"{subject} {'of' if named else 'for'} {join(periods)}"


def _possessive(name: str) -> str:
    """The possessive ending for a name: "Acme's", "Aigaíon Cranes'"."""
    return "'" if name.endswith("s") else "'s"


def lookup(goal: Goal, figures: Sequence[Figure]) -> str:
    """A figure (or one per period) as the answer to a look-up question."""
    refs = join([reference(f) for f in figures])
    plain = goal.label and not any(f.amount.unit_text for f in figures)
    text = f"{name(goal)} {be(goal)} {refs}." if plain else f"The documents give {refs}."
    if len(figures) == 1 and not goal.label:
        text += f' The source says: "{figures[0].sentence}"'
    return text


def calculated(
    goal: Goal,
    figures: Sequence[Figure],
    worked: Sequence[tuple[str, float]],
    who: Sequence[tuple[str, ...]] = (),
) -> str:
    """The answer to a question that needed a calculation.

    ``worked``: (expression, result) of the calculation asked for, then of its companion
    measure if one was worked out; ``who``: one entity a side, when entities are compared.
    """
    first, last = figures[0], figures[-1]
    result = worked[0][1]
    shown = " (calculated: " + "; ".join(f"{e} = {number(r, 4)}" for e, r in worked) + ")"
    if who:
        return _between(goal, figures, result, shown, [title(e) for e in who])
    if goal.operation == "share":
        own = [c for c in goal.per[0] if c not in goal.per[1]] if goal.per else []
        part = " ".join(own or goal.per[0]) if goal.per else "the part"  # "circulation coins"
        whole = " ".join(goal.per[1]) if goal.per else "the whole"
        named = _words_for(goal, part)
        return (
            f"{_capital(named)} {_agreeing(named)} {number(result)}% of "
            f"{_words_for(goal, whole)}: {reference(first)} divided by {reference(last)}{shown}."
        )
    if goal.operation == "cagr":
        return (
            f"{name(goal)} grew at a compound annual rate of {number(result)}% from "
            f"{reference(first)} to {reference(last)}{shown}."
        )
    if goal.per:
        written = _PER_UNIT.search(goal.text)
        per = _singular(
            written.group(1) if written else _words_for(goal, goal.per[1][0]).split()[-1]
        )
        divisor, scale_word = asked_scale(goal.text)
        money = first.amount.prefix or (
            f"{first.amount.currency} " if first.amount.currency else ""
        )
        factor, mass = asked_mass(goal.text, first.amount)
        if factor != 1.0:  # "in kg CO2e" of "21,450 t CO2e": a thousand kg a tonne
            divisor, scale_word = 1 / factor, f" {mass}"
            shown = shown[:-1] + f"; in {mass}: \u00d7 {number(factor, 3)})"
        value = f"{money}{number(result / divisor, 2)}{scale_word}"
        return f"{value} per {per}: {reference(first)} divided by {reference(last)}{shown}."
    if goal.operation in {"growth", "difference"}:
        other = worked[1][1] if len(worked) > 1 else None
        return _change(goal, (first, last), result, other) + f"{shown}."
    if goal.operation == "ratio":
        return f"{reference(last)} is {number(result, 2)} times {reference(first)}{shown}."
    total = like(result, first.amount)
    parts = " + ".join(reference(f) for f in figures)
    return f"{name(goal)} totalled {total}: {parts}{shown}."


def _change(goal: Goal, ends: tuple[Figure, Figure], result: float, other: float | None) -> str:
    """A change from one period to a later one: "Revenue grew 25% from ... to ...".

    A percentage change comes first when asked for ("grew 25% ..., an increase of $20
    million"), an amount otherwise ("fell by 600 tonnes (10%) ..."); a change in a
    percentage is in percentage points.
    """
    first, last = ends
    span = f"from {reference(first)} to {reference(last)}"
    if first.amount.kind == "percent" and goal.relative and goal.operation == "growth":
        verb = "rose" if result > 0 else "fell" if result < 0 else "was unchanged,"
        points = f", {_points(other)}" if other else ""
        size = f" {number(abs(result))}% (relative){points}," if result else ""
        return f"{name(goal)} {verb}{size} {span}"
    if first.amount.kind == "percent":
        verb = "rose" if result > 0 else "fell" if result < 0 else "was unchanged,"
        size = f" {_points(result)}," if result else ""
        return f"{name(goal)} {verb}{size} {span}"
    if result == 0:
        return f"{name(goal)} was unchanged, {span}"
    if goal.operation == "growth":
        text = f"{name(goal)} {'grew' if result > 0 else 'fell'} {number(abs(result))}% {span}"
        if other is None:
            return text
        change = "an increase" if other > 0 else "a decrease"
        return f"{text}, {change} of {like(abs(other), first.amount)}"
    size = like(abs(result), first.amount)
    percent = f" ({number(abs(other))}%)" if other is not None else ""
    return f"{name(goal)} {'rose' if result > 0 else 'fell'} by {size}{percent} {span}"


def _points(change: float) -> str:
    """A change of a percentage in words: "1 percentage point", "0.5 percentage points"."""
    size = number(abs(change))
    return f"{size} percentage {'point' if size == '1' else 'points'}"


_ASKED_SCALE = lazy(
    r"\bin\s+(?:(?:US\$|[$€£]|USD|EUR|GBP|CHF|NOK|SEK|DKK)\s*)?(thousands?|millions?|billions?)\b",
    re.IGNORECASE,
)
_DIVISORS = {"thousand": 1e3, "million": 1e6, "billion": 1e9}


def asked_scale(question: str) -> tuple[float, str]:
    """The scale a question asks its answer in ("in thousands of euros"): divisor, word."""
    match = _ASKED_SCALE.search(question)
    if match is None:
        return 1.0, ""
    word = match.group(1).lower().rstrip("s")
    return _DIVISORS[word], f" {word}"


_ASKED_MASS = lazy(r"\bin\s+(kg|kilograms?|kilos|tonnes|tons|t)\b", re.IGNORECASE)
_MASS_UNITS = {"kg": 1.0, "kilogram": 1.0, "kilograms": 1.0, "kilos": 1.0, "t": 1e3}
_MASS_UNITS |= {"tonne": 1e3, "tonnes": 1e3, "tons": 1e3, "ton": 1e3, "kt": 1e6}


def asked_mass(question: str, amount: Amount) -> tuple[float, str]:
    """The factor that turns an amount's mass unit into the one the question asks its
    answer in ("in kg CO2e" of "21,450 t CO2e": 1,000, "kg"); 1.0 when none is asked or
    the units already agree."""
    match = _ASKED_MASS.search(question)
    written = amount.unit_text.split()[:1]
    if match is None or not written:
        return 1.0, ""
    asked = match.group(1).lower()
    unit = written[0].lower()
    unit = "t" if unit.startswith(("tco2", "tonnes", "tonne")) else unit  # "tCO2e"
    have = _MASS_UNITS.get(unit)
    if have is None:
        return 1.0, ""
    factor = have / _MASS_UNITS[asked]
    return factor, "kg" if _MASS_UNITS[asked] == 1.0 else "tonnes"


_PER_UNIT = lazy(
    r"\bper\s+((?:(?:average|mean|each|every|active|full-time)\s+)?[^\W\d_][\w-]*"
    r"(?:\s+(?:day|night|hour)s?\b)?)",
    re.IGNORECASE,
)
"""The unit as the question writes it: "per tonne" (not "per sold"), "per skier day", "per
average employee"."""


def _words_for(goal: Goal, concepts: str) -> str:
    """The question's own words for some of its concepts ("R&D" for "rd"), else the concepts."""
    wanted = set(concepts.split())
    written = [w for w in goal.metric_words if concept(w) in wanted]
    return " ".join(written) if written else concepts


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _singular(word: str) -> str:
    """The singular after "per": employees -> employee (good enough for unit nouns)."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _between(
    goal: Goal, figures: Sequence[Figure], result: float, shown: str, names: list[str]
) -> str:
    """A calculation across entities: "Acme ... and Globex ...; Globex is higher by ..."."""
    parts = [f"{who} {reference(f)}" for who, f in zip(names, figures, strict=True)]
    first = figures[0]
    lead = f"{name(goal)}: " if goal.label else ""
    if goal.operation == "sum":
        return f"{name(goal)} totalled {like(result, first.amount)}: {' + '.join(parts)}{shown}."
    if goal.operation == "ratio":
        return f"{parts[-1]} is {number(result, 2)} times {parts[0]}{shown}."
    if goal.operation == "growth":
        side = "above" if result >= 0 else "below"
        return f"{parts[-1]} is {number(abs(result))}% {side} {parts[0]}{shown}."
    if result == 0:
        return f"{lead}{join(parts)}, the same{shown}."
    higher = names[-1] if result > 0 else names[0]
    gap = like(abs(result), first.amount)
    return f"{lead}{join(parts)}; {higher} is higher by {gap}{shown}."


def stated_change(goal: Goal, figure: Figure) -> str:
    """A change the documents state themselves, quoted with its source; a fall is negative
    ("Sales declined 9.9%" is -9.9%)."""
    amount = figure.amount
    before = figure.sentence[max(0, amount.start - 40) : amount.start]
    down = _FELL.search(before) is not None and not amount.negative
    return (
        f"The documents state the change for {period_text(figure.period)} directly: "
        f"{'-' if down else ''}{amount.display} [{figure.doc_id}]. "
        f'The source says: "{figure.sentence}"'
    )


_FELL = lazy(
    r"\b(?:declin|decreas|fell|fall|drop|shr[ai]nk|contract|slid|slump|los[st])\w*\s+(?:by\s+)?$"
    r"|\bdown\s+(?:by\s+)?$",
    re.IGNORECASE,
)
"""A fall said straight before the percentage: "declined 9.9%", "fell by 12%", "down 3%"."""


def cannot_calculate(goal: Goal, found: Sequence[Figure], reason: str) -> str:
    """Figures found, but no calculation possible: say which and why."""
    operation = _OPERATION_NAMES.get(goal.operation or "", "calculation")
    found_text = f"The documents give {join([reference(f) for f in found])}, but " if found else ""
    return f"{found_text}{reason}, so I cannot work out the {operation}."


def not_stated(goal: Goal, read: Sequence[str], detail: str = "") -> str:
    """An honest "the documents do not say", citing what was read."""
    extra = f" {detail}" if detail else ""
    subject = what(goal)
    stop = "" if subject.endswith('?"') else "."  # a quoted question ends the sentence
    return f"The documents I read do not state {subject}{stop}{extra} I read {cite(read)}."


def corrected(figures: Sequence[Figure]) -> str:
    """Say that the figure given is a correction or restatement of an earlier one."""
    where = join([f"[{f.doc_id}]" for f in figures])
    return (
        f"This is the corrected (restated) figure given in {where}; it replaces the figure "
        "first reported."
    )


def unbound(goal: Goal, loose: Sequence[Figure], read: Sequence[str]) -> str:
    """Figures found near the metric's words but not bound to them: say so, state nothing."""
    shown = "; ".join(f'{reference(f)}, where the source says "{f.sentence}"' for f in loose)
    return (
        f"The documents I read do not state {what(goal)} in so many words. The nearest "
        f"figure I found is {shown}; I could not tie it to what you asked with confidence. "
        f"I read {cite(read)}."
    )


def unit_unknown(goal: Goal, figures: Sequence[Figure], reason: str, read: Sequence[str]) -> str:
    """Figures bound to the question that cannot be stated as its answer (their unit or
    scale is not known, or they are not the kind of figure asked): show them, state none."""
    shown = "; ".join(f'{reference(f)}, where the source says "{f.sentence}"' for f in figures)
    return (
        f"The documents I read do not state {what(goal)} in a form I can be sure of. I found "
        f"{shown}, but {reason}, so I do not give it as the answer. I read {cite(read)}."
    )


def missing_name(entity: tuple[str, ...], read: Sequence[str]) -> str:
    """The question names someone or something no document mentions."""
    named = " ".join(part.capitalize() for part in entity)
    return f"The documents I read do not mention {named}. I read {cite(read)}."


def quotes(passages: Sequence[tuple[str, str]]) -> str:
    """Sentences quoted as the answer: (doc_id, sentence) pairs."""
    return " ".join(f'According to [{doc_id}]: "{sentence}"' for doc_id, sentence in passages)
