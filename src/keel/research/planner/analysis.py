"""From what was read to what to do next: ask, calculate, search for a missing side, or answer.

Each side the question needs (see `keel.research.planner.sides`) gets the best figure that
answers it. Two documents giving different figures for one side are an ambiguity only
a person can settle: the analysis asks, once, and uses the reply. A question that
wants words rather than a figure is answered with the sentences that best answer it;
one the documents do not answer gets a plain "the documents I read do not state ...".
"""

from __future__ import annotations

from keel.research.planner import answer as say
from keel.research.planner.ambiguity import WHICH, choices, chosen, substitute
from keel.research.planner.arithmetic import companion_for, expression_for
from keel.research.planner.chunks import about, naming
from keel.research.planner.corrections import correcting
from keel.research.planner.derived import derived_margin, from_parts
from keel.research.planner.documents import Reading, relabelled, with_known_units
from keel.research.planner.evidence import Evidence
from keel.research.planner.figures import Figure
from keel.research.planner.goal import Goal, asked_currency
from keel.research.planner.guards import (
    bound,
    is_the_part,
    refusal,
    unit_unknown,
    with_label_unit,
)
from keel.research.planner.namesakes import (
    WHICH_NAME,
    company_namesakes,
    named_choice,
    stated_namesakes,
)
from keel.research.planner.outcomes import Answer, Calculate, Missing, Outcome
from keel.research.planner.parties import is_about
from keel.research.planner.periods import period_text
from keel.research.planner.quotes import quote
from keel.research.planner.refine import most_precise, with_scale, without_breakdown
from keel.research.planner.rivals import rivals
from keel.research.planner.rows import alike_rows, which_row
from keel.research.planner.scoring import Scored, scored_figures
from keel.research.planner.sides import Ask, Side, by_entity, plan_sides
from keel.research.planner.stated import stated_change, stated_rate
from keel.research.planner.text import (
    QUESTION_VERBS,
    STOPWORDS,
    concept,
    concepts,
    spellings,
    stem,
    words,
)

DISAGREE = "The documents disagree on"
"""How the question about two documents' different figures begins."""


def analyse(goal: Goal, evidence: Evidence, *, last_round: bool) -> Outcome:
    """Decide what the evidence supports; ``last_round``: no more searching is possible."""
    read = evidence.cited_ok()
    readings = relabelled(evidence.sources(), frozenset(goal.aliases), frozenset(goal.concepts))
    readings = with_known_units(readings)
    for entity in goal.entities:
        if not any(spellings(entity) & r.vocabulary for r in readings):
            return Answer(say.missing_name(entity, read), tuple(read))
    if not by_entity(goal):
        readings = about(goal, readings)
    if len(goal.entities) == 1 and (names := company_namesakes(goal, readings)):
        prefix = f"{WHICH_NAME} {say.title(goal.entities[0])}"
        reply = evidence.asked(prefix)
        if reply is None:
            return Ask(f"{prefix}: {' or '.join(names)}. Which one do you mean?")
        choice = named_choice(reply, names)
        if choice is not None:
            distinct = {w.lower() for w in choice.split()} - set(goal.entities[0])
            readings = naming(readings, distinct, every=True)
    elif len(goal.entities) == 1 and (stated := stated_namesakes(goal, readings)):
        prefix = f"{WHICH_NAME} {say.title(goal.entities[0])}"
        reply = evidence.asked(prefix)
        if reply is None:
            quoted = " ".join(f'"{text}" [{doc_id}]' for doc_id, text in stated[:2])
            return Ask(f"{prefix}: {quoted} Which one do you mean?")
        said = {w.lower() for w in words(reply)} - set(goal.entities[0]) - STOPWORDS
        readings = naming(readings, said, every=False)
    if goal.numeric or (goal.years and not goal.asks_reason):
        outcome = _figures(goal, readings, evidence, last_round=last_round)
        if outcome is not None:
            return outcome
    # a question about a period that found no figure: quoted words must name all of it
    text, citations = quote(goal, readings, read, strict=bool(goal.years) and not goal.asks_reason)
    return Answer(text, citations)


def _figures(
    goal: Goal, readings: list[Reading], evidence: Evidence, *, last_round: bool
) -> Outcome | None:
    """The figure answer; None when a question that may want words finds no figure."""
    if goal.per and goal.operation == "ratio":
        stated = stated_rate(goal, readings)
        if stated is not None:  # "a dividend of EUR 0.18 per share" is not worked out
            return Answer(say.lookup(goal, [stated]), (stated.doc_id,))
    sides = plan_sides(goal, readings, dict(evidence.answers))
    if isinstance(sides, Ask):
        return sides
    picks: list[Scored | None] = []
    for side in sides:
        pick = _pick(goal, side, readings, evidence)
        if isinstance(pick, Ask):
            return pick
        picks.append(pick)
    if goal.per and len(sides) == 2 and picks[1] is not None and not _bound(picks[0], sides[0]):
        part = _part_of_whole(goal, sides, picks[1], readings, evidence)
        if part is not None:
            sides, picks = [part[0], sides[1]], [part[1], picks[1]]
    if goal.operation is None and len(sides) == 1 and picks == [None]:
        whole = from_parts(goal, sides[0], readings, evidence, _pick, _conclude)
        if whole is not None:
            return whole
        margin = derived_margin(goal, sides[0], readings, evidence, _pick, _conclude)
        if margin is not None:
            return margin
    if not goal.numeric and not any(picks):
        return None
    missing = tuple(side for side, pick in zip(sides, picks, strict=True) if pick is None)
    if missing and not last_round:
        return Missing(missing)
    if goal.operation in {"growth", "difference"} and (
        len(sides) < 2
        or None in picks
        or refusal(goal, [p.figure for p in picks if p is not None]) is not None
    ):  # none to compute from, or the two found cannot be combined: "Sales declined 9.9%"
        stated = stated_change(goal, sides[-1], readings)
        if stated is not None:
            return Answer(say.stated_change(goal, stated), (stated.doc_id,))
    return _conclude(goal, sides, picks, evidence)


def _bound(pick: Scored | None, side: Side) -> bool:
    return pick is not None and bound(pick.figure, side.need)


def _part_of_whole(
    goal: Goal, sides: list[Side], whole: Scored, readings: list[Reading], evidence: Evidence
) -> tuple[Side, Scored] | None:
    """The part of a total named by its own words in the total's document: "what share of
    total income came from admissions" is the "Admissions" row beside "Total income"."""
    own = sides[0].need - sides[1].need
    if not own or own == sides[0].need:
        return None
    side = Side(own, sides[0].period, sides[0].entity)
    beside = [r for r in readings if r.source.doc_id == whole.figure.doc_id]
    pick = _pick(goal, side, beside, evidence)
    if not isinstance(pick, Scored) or not bound(pick.figure, own):
        return None
    figure, total = pick.figure, whole.figure
    if not (figure.structured and total.structured) or figure.period != total.period:
        return None  # rows of the total's kind of table, for the same period
    if figure.amount.kind != total.amount.kind or _unitless(figure) != _unitless(total):
        return None  # a headcount or hectares row is never a part of an amount of money
    adds_up = figure.total is not None and abs(figure.total - total.amount.value) <= 0.01 * abs(
        total.amount.value
    )
    if figure.table != total.table and not adds_up:
        return None  # a row of another table (capital expenditure), not a part of this total
    return side, pick


def _unitless(figure: Figure) -> bool:
    """A bare number: no currency, scale or unit word ("Conservation (2024/25): 1,510.2")."""
    amount = figure.amount
    return (
        amount.kind == "count" and not amount.currency and not amount.unit and amount.scale == 1.0
    )


def _pick(
    goal: Goal, side: Side, readings: list[Reading], evidence: Evidence
) -> Scored | Ask | None:
    """The best figure for one side; a question when two documents disagree on it."""
    scored = [
        s
        for s in scored_figures(goal, side.need, readings)
        if (side.period is None or s.figure.period == side.period)
        and is_about(s.figure, side, goal, readings)
        and not (goal.per and s.figure.amount.kind == "percent")  # a share of a share: no
        and not is_the_part(goal, side, s.figure)
    ]
    if not scored:
        return None
    if goal.operation is None and (options := choices(side.need, scored)):
        which = _which_qualified(goal, side, options, evidence)
        if which is not None:
            return which
    scored = [s for s in scored if not substitute(s, side.need, frozenset(goal.concepts))]
    if goal.per and side.need == frozenset(goal.per[1]):  # "per railcar owned": all of them
        scored = without_breakdown(scored, side.need)
    if not scored:
        return None
    best = most_precise(scored)
    if goal.operation == "ratio":  # "per crossing": a divisor off by a thousand is no answer
        best = with_scale(best, scored, side.need)
    rows = alike_rows(best, scored) if goal.operation is None else []
    if rows:
        return which_row(goal, side, [best, *rows], evidence)
    entity = side.entity or (goal.entities[0] if len(goal.entities) == 1 else None)
    others = rivals(best, [s for s in scored if s is not best], side.need, entity)
    if not others:
        return best
    return _disagreement(goal, side, [best, *others], readings, evidence)


def _which_qualified(
    goal: Goal, side: Side, options: list[tuple[str, Scored]], evidence: Evidence
) -> Scored | Ask | None:
    """Ask which of several qualified metrics a bare one means (or take the reply's)."""
    named = [w for w in goal.metric_words if concept(w) in side.need]
    subject = " ".join(w for w in named if stem(w.lower()) not in QUESTION_VERBS) or "figure"
    prefix = f"{WHICH} {subject} for {period_text(side.period) or 'the period asked'}"
    reply = evidence.asked(prefix)
    if reply is not None:
        return chosen(reply, options)  # a reply naming none of them: the best figure
    listed = say.join(
        [f"{word} {subject} ({say.reference(item.figure)})" for word, item in options]
    )
    return Ask(f"{prefix}: {listed}. Which one do you mean?")


def _disagreement(
    goal: Goal, side: Side, options: list[Scored], readings: list[Reading], evidence: Evidence
) -> Scored | Ask:
    """Ask which document to use when they disagree on one figure (or take the reply's)."""
    subject = goal.label or "this figure"
    if side.entity:
        subject = f"{say.title(side.entity)}'s {subject}"
    prefix = f"{DISAGREE} {subject} for {side.period or 'the period asked'}"
    reply = evidence.asked(prefix)
    if reply is None:
        listed = " or ".join(say.reference(s.figure) for s in options)
        return Ask(f"{prefix}: {listed}. Which document should I use?")
    return _choose(reply, options, readings)


def _choose(reply: str, options: list[Scored], readings: list[Reading]) -> Scored:
    """The option a person's reply points at: by doc id, by figure, or by title words."""
    lowered = reply.lower()
    for option in options:
        if option.figure.doc_id.lower() in lowered:
            return option
    for option in options:
        if option.figure.amount.text.lower() in lowered:
            return option
    topics = {r.source.doc_id: r.topic for r in readings}
    wanted = concepts(reply)
    return max(options, key=lambda o: len(wanted & topics.get(o.figure.doc_id, frozenset())))


def _conclude(
    goal: Goal, sides: list[Side], picks: list[Scored | None], evidence: Evidence
) -> Outcome:
    """Calculate, or answer with what was found (saying plainly what was not)."""
    read = evidence.cited_ok()
    found = [pick.figure for pick in picks if pick is not None]
    if not found:
        return Answer(say.not_stated(goal, read), tuple(read))
    citations = tuple(dict.fromkeys(f.doc_id for f in found))
    loose = [
        pick for side, pick in zip(sides, picks, strict=True)
        if pick is not None and not bound(pick.figure, side.need)
    ]  # fmt: skip
    if loose:  # named near the figure, not in its own clause or row: not bound to it
        return Answer(say.unbound(goal, [p.figure for p in loose], read), citations)
    if goal.operation and len(sides) >= 2 and len(found) == len(sides):
        return _calculate(goal, sides, found, evidence)
    absent = [_side_name(s) for s, p in zip(sides, picks, strict=True) if p is None]
    if goal.per and len(sides) == 2 and None in picks:  # the part or the divisor is missing
        side = sides[picks.index(None)]
        words = [w for w in goal.metric_words if concept(w) in side.need] or sorted(side.need)
        absent = [" ".join(words) + (f" for {side.period}" if side.period else "")]
        reason = f"they do not give {absent[0]}"
        return Answer(say.cannot_calculate(goal, found, reason), citations)
    if goal.operation:
        reason = (
            f"they do not give it for {say.join([a for a in absent if a])}"
            if any(absent)
            else "they give no other period to compare it with"
        )
        return Answer(say.cannot_calculate(goal, found, reason), citations)
    unsure = [(f, why) for f in found if (why := unit_unknown(goal, f)) is not None]
    if unsure:  # a total of money whose unit or scale is not known: show it, state nothing
        figures = [f for f, _ in unsure]
        return Answer(say.unit_unknown(goal, figures, unsure[0][1], read), citations)
    if goal.expected_kind == "money":  # "... EUR thousand artistic glass: 39480"
        found = [with_label_unit(f) for f in found]
    text = say.lookup(goal, found)
    corrected = [f for f in found if correcting(f)]
    if corrected:
        text += f" {say.corrected(corrected)}"
    if any(absent):
        text += f" They do not state it for {say.join([a for a in absent if a])}."
    wanted = asked_currency(goal.question)
    given = {f.amount.currency for f in found if f.amount.currency}
    coded = all(len(code) == 3 and code.isupper() for code in given)  # not "kr" or "pesos"
    if wanted and given and coded and wanted not in given:  # "in US dollars": no conversion
        text += f" They give it in {say.join(sorted(given))}, not in {wanted}; I do not convert."
    return Answer(text, citations)


def _side_name(side: Side) -> str:
    return say.title(side.entity) if side.entity else side.period or ""


def _calculate(goal: Goal, sides: list[Side], found: list[Figure], evidence: Evidence) -> Outcome:
    """Ask ``calculate`` for the result (and its companion measure), then answer with them."""
    citations = tuple(dict.fromkeys(f.doc_id for f in found))
    reason = refusal(goal, found)
    if reason is not None:
        return Answer(say.cannot_calculate(goal, list(dict.fromkeys(found)), reason), citations)
    expression = expression_for(goal, found)
    if expression is None:
        reason = "the starting value is zero"
        return Answer(say.cannot_calculate(goal, found, reason), citations)
    if expression not in evidence.calculations:
        if evidence.tried("calculate", {"expression": expression}):
            reason = f"the calculation {expression} failed"
            return Answer(say.cannot_calculate(goal, found, reason), citations)
        return Calculate(expression)
    who = [s.entity for s in sides if s.entity]
    companion = companion_for(goal, found, by_period=not who)
    if companion is not None and _worth_calculating(companion, evidence):
        return Calculate(companion)
    done = [e for e in (expression, companion) if e is not None and e in evidence.calculations]
    worked = [(e, evidence.calculations[e]) for e in done]
    if goal.operation == "share" and not 0 <= worked[0][1] <= 100:
        reason = "the part found is larger than the whole (or negative)"
        return Answer(say.cannot_calculate(goal, found, reason), citations)
    return Answer(say.calculated(goal, found, worked, who), citations)


def _worth_calculating(expression: str, evidence: Evidence) -> bool:
    """A companion measure not yet worked out, nor tried, with steps left for it and the answer."""
    if expression in evidence.calculations:
        return False
    if evidence.tried("calculate", {"expression": expression}):
        return False
    return evidence.steps_left is None or evidence.steps_left >= 2
