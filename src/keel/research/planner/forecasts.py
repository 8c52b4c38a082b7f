"""Forecasts, targets and plans: figures that are expected, not actual.

A sentence with a word of expecting ("guidance", "objetivo", "și-a propus", "hedefimiz")
states an expectation, unless an actual is only measured against a target that has no
figure of its own ("wie geplant", "mejor de lo esperado"). A question about what is expected
needs the metric, not the words of expecting.
"""

from __future__ import annotations

import re

from keel.research.planner.goal import Goal
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concepts

_FORWARD = lazy(
    r"\b(?:expect(?:s|ed|ing)?\b(?!\s+(?:than|results))|guidance|outlook|forecast\w*|"
    r"targets?|targeted|aim(?:s|ing)?\s+(?:to|for|at)|goal\s+(?:of|is|for)|ambition|budget(?:ed)?|"
    r"plans?\s+to|planned|projected|anticipate[sd]?|will\b|propos(?:ed|es|al)|requested|sought|"
    r"guid(?:ing|es|ed)\s+(?:to|for|towards)\b|"
    r"would(?:\s+\w+)?\s+have\b|"
    # the same in the languages reports are often written in
    r"erwart\w*|prognose\w*|ausblick|zielwert|prévoit|prévision\w*|objectif\w*|perspectives|"
    r"prevé|previsión|perspectivas|prevê|previsão|projeção|verwacht\w*|vooruitzicht\w*|"
    r"doelstelling\w*|förväntas|förväntar|prognos|utsikter|forventer|forventet|odotamme|ennuste|"
    r"prevede|previst[oa]|prevision[ei]|obiettiv\w*|oczekuj\w*|prognoz\w*|očekáv\w*|výhled\w*|"
    r"strebt|anstreb\w*|angestrebt\w*|(?<!wie )geplant\w*|planwert\w*|budgetiert\w*|"
    r"și-a propus|își propune|\w*propus\w* să|țint\w*|obiectiv\w*|preconiz\w*|bugetat\w*|"
    r"objetivo\w*|esperamos|esperad[oa]s?|presupuest\w*|orçament\w*|orçad[oa]s?|metas?\s+de|"
    r"begroot|begroting\w*|streef\w*|streven|målsætning\w*|målsättning\w*|tavoit\w*|odote\w*|"
    r"cíl\w*|plánuje|plánovan\w*|očakáv\w*|výhľad\w*|planuje|planowan\w*|zakłada\w*|"
    r"cilj\w*|očekuje\w*|predviđ\w*|pričakuj\w*|načrtuje\w*|"
    r"tiksl\w*|planuo\w*|mērķ\w*|plāno\w*|eesmärk\w*|prognoos\w*|"
    r"vise\s+(?:à|un|une)|budgété\w*|"
    r"(?:cél|célt|célja|céljá\w*|várható|várhatóan|előrejelzés\w*|áætl\w*|spá|spáin|spánni)\b|"
    "hedef\\w*|beklen\\w*|öngör\\w*|tahmin\\w*|planlan\\w*)",  # Turkish
    re.IGNORECASE,
)
"""Words that make a figure a forecast, a target or guidance rather than an actual."""


_FORWARD_CONCEPTS = concepts(
    "guide guiding guidance expect expected expects forecast forecasts outlook target targets "
    "targeted plan planned plans budget budgeted projected projection anticipated"
)
"""The words of a question about what is expected, which a forecast's sentence need not use."""


def expected_need(goal: Goal, need: frozenset[str]) -> frozenset[str]:
    """A question about what is expected needs the metric, not the words of expecting:
    "what revenue is it guiding to" is answered by "we expect revenue of ..."."""
    if not _FORWARD.search(goal.text):
        return need
    return frozenset(c for c in need if c not in _FORWARD_CONCEPTS) or need


def forward_looking(text: str) -> bool:
    """Whether ``text`` states an expectation (guidance, a target, a plan), not a fact. A
    target without a figure of its own that an actual is measured against ("wie geplant",
    "mejor de lo esperado", "hoger dan begroot") does not make it one; a target with its
    figure ("superando el objetivo de 1.200 millones") does: that figure is no actual."""
    return any(
        not (
            _MEASURED_AGAINST.search(text, max(0, m.start() - 40), m.start())
            and not _FIGURE_AFTER.match(text, m.end())
        )
        for m in _FORWARD.finditer(text)
    )


_FIGURE_AFTER = lazy(r"[^.;:\d]{0,30}\d")
"""A figure soon after a target's word: the target's own."""


_MEASURED_AGAINST = lazy(
    r"(?:\b(?:superando|supera(?:ndo)?|mejor\s+de\s+lo|peor\s+de\s+lo|por\s+encima\s+del?|"
    r"por\s+debajo\s+del?|ahead\s+of|above|below|in\s+line\s+with|better\s+than|worse\s+than|"
    r"exceed(?:ing|ed)|beat(?:ing)?|en\s+l[íi]nea\s+con|acima\s+d[oa]|abaixo\s+d[oa]|em\s+linha\s+com|"
    r"wie|über|unter|hoger\s+dan|lager\s+dan|boven|onder|in\s+lijn\s+met|nad|pod|"
    r"depășind|depasind|peste|sub|au-dessus\s+de|en\s+ligne\s+avec|sopra|sotto|in\s+linea\s+con|"
    r"iznad|ispod|all\s+the|na\s+svim|na\s+všech|na\s+wszystkich)\b[^.;:]{0,25}$)",
    re.IGNORECASE,
)
"""Words that measure an actual against a target or an expectation, just before the
target's word: "superando el objetivo de", "mejor de lo esperado", "wie geplant", "nad
očakávania", "uz rast na svim ciljanim tržištima"."""
