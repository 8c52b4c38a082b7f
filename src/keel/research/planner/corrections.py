# ruff: noqa: RUF001  (the dotless i of Turkish words)
"""What a document says about its own figures: corrected, restated, withdrawn.

A correction notice ("the correct figure is EUR 17.9 million"), a denial ("revenue was not
$200 million") or a figure given as first published ("as originally reported", "the Annual
Report stated the PUE as 1.14") withdraws the figure it replaces in every document read;
the corrected or restated figure is preferred.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from keel.research.planner.documents import Reading
from keel.research.planner.figures import Figure
from keel.research.planner.relazy import lazy
from keel.research.planner.text import concept, kind_of

_CORRECTION = lazy(
    r"\b(?:(?:corrected|restated|revised|amended)\b(?:\s+[\w-]+){0,4}?\s+(?:is|was|to|at|of)"
    r"|correct\s+(?:figure|number|amount|value)\s+(?:is|was)|should\s+(?:have\s+been|read)"
    r"|\b(?:corrects|restates|revises|amends)\b(?:\s+[\w-]+){0,6}?\s+to"
    r"|\bthe\s+correct\s+(?:[\w,.-]+\s+){1,9}?(?:is|was|are|were)"
    # "El volumen correcto ... es", "le chiffre correct est", "der korrekte Wert beträgt"
    r"|\b(?:correct[oa]s?|corrett[oa]|korrekte[nr]?|riktig[ea]?|rigtig[ea]?|oikea)\s+"
    r"(?:[\w,.-]+\s+){0,9}?(?:es|son|est|sont|è|é|ist|beträgt|er|är|on))\b"
    # "doğru rakam 9.580 tondur", "prawidłowa wartość", "správná hodnota", "cifra corectă",
    # "helyes adat", "ispravan iznos"
    r"|\b(?:doğru\s+(?:rakam|tutar|değer|sayı)\w*|prawidłow\w+\s+(?:wartość|kwota|liczba)"
    r"|správn\w+\s+(?:hodnota|částka|údaj)|cifra\s+corect\w*|helyes\s+(?:adat|érték|összeg)"
    r"|ispravn\w+\s+(?:iznos|podatak|broj))",
    re.IGNORECASE,
)
"""A correction that supersedes what came before it in the sentence."""
_DENIED = lazy(
    r"\b(?:(?:was|is|were|are)\s+not|(?:misstated|misreported|incorrectly\s+(?:stated|reported)"
    r"|erroneously\s+(?:stated|reported))\s+as"
    # "s'élève donc à 1 152 k€ et non à 1 215 k€", "und nicht", "y no", "og ikke", "a nie"
    r"|(?:and|et|und|y|e|en|og|och|a)\s+(?:not|non|nicht|no|não|niet|ikke|inte|nie)"
    r"(?:\s+(?:à|a|de|von|van|of|on|op|på|na))?)\s+$",
    re.IGNORECASE,
)


_ORIGINAL = lazy(
    r"\b(?:(?:as\s+)?(?:originally|previously|initially|first)\s+(?:reported|stated|published)"
    r"|the\s+(?:original\s+)?release\s+(?:stated|said|reported)|before\s+(?:the\s+)?restatement"
    r"|\bin\s+(?:that|the\s+original|its\s+original)\s+(?:press\s+)?(?:release|report|announcement))\b",
    re.IGNORECASE,
)
"""Words that introduce a figure since replaced: "as originally reported", "the release stated"."""
_PREVIOUSLY_FOREIGN = (
    r"tidligere\s+(?:oplyst|rapporteret|rapportert|offentliggjort)|tidigare\s+(?:rapporterat|"
    r"redovisat|angivet)|bisher\s+ausgewiesen|zuvor\s+(?:ausgewiesen|berichtet)|"
    r"précédemment\s+(?:publié|annoncé)e?s?|anteriormente\s+(?:publicad|informad|reportad)[oa]s?|"
    r"precedentemente\s+(?:pubblicat|comunicat)[oaie]|eerder\s+gerapporteerd|aiemmin\s+"
    r"raportoitu|dříve\s+vykázan\w*|wcześniej\s+raportowan\w*"
)
""""Previously reported" in the languages reports are written in ("tidligere oplyst")."""
_ORIGINAL_RIGHT_BEFORE = lazy(
    r"\b(?:(?:originally|previously|initially|first)\s+(?:reported|stated|published)|"
    + _PREVIOUSLY_FOREIGN
    + r")(?:\s+(?:as|at|of))?\s*:?\s*$",
    re.IGNORECASE,
)
"""The same words straight before the figure, whatever precedes them in the sentence."""
_ORIGINAL_RIGHT_AFTER = lazy(
    r"^\s*[(,]?\s*(?:as\s+)?(?:originally|previously|initially|first)\s+"
    r"(?:reported|stated|published)\)?,?\s+to\s",
    re.IGNORECASE,
)
"""The same words straight after the figure, before the new one: "from EUR 10,120 thousand as
originally published to ..." (not "(previously reported: $188.4m)", which gives the old one,
nor "EUR 412.5 million, as previously reported", which confirms it)."""
_DISOWNED = lazy(
    r"^[^.;]{0,80}?\b(?:(?:was|is|were|are)\s+(?:therefore\s+|also\s+)?(?:not\s+correct|incorrect|"
    r"wrong|erroneous|in\s+error|overstated|understated|misstated|no\s+longer\s+valid)"
    r"|(?:era|es|fue|estava|était|est|war|ist|era|var)\s+(?:incorrect[oa]?|incorrecte|erroné[e]?"
    r"|falsch|fehlerhaft|errat[oa]|sbagliat[oa]|fel|feil|forkert|väärä))\b",
    re.IGNORECASE,
)
_RESTATED = lazy(
    r"\b(?:restated|as\s+restated|corrected|revised|corrigée?s?|retraitée?s?|korrigiert\w*|"
    r"berichtigt\w*|corrett[oaie]|corregid[oa]s?|reexpresad[oa]s?|corrigid[oa]s?|reexpress[oa]s?|"
    r"angepasst|"
    r"reapresentad[oa]s?)\b",
    re.IGNORECASE,
)
"""A figure's column or words that give it as restated or corrected, in the languages
reports are written in ("Corrigé", "korrigiert", "corregido"; not the Italian, Dutch and
Norwegian words that usually mean adjusted: "EBITDA rettificato", "gecorrigeerde EBITDA")."""
_RESTATED_VERB = lazy(
    r"\b(?:(?:been|was|were|is|are|be)\s+(?:therefore\s+|thus\s+|hereby\s+|now\s+)?"
    r"(?:restated|corrected|revised|amended)|restates|"
    r"corrects|revises|amends|restated:)",
    re.IGNORECASE,
)
"""A restatement said of figures ("have been restated", "restates"), not "the revised pricing"."""
_CHANGED = lazy(
    r"\b(?:grew|grow[sn]?|rose|risen|rises|fell|fallen|falls|increased|decreased|declined|"
    r"dropped|climbed|improved|went|moved)\b",
    re.IGNORECASE,
)
_FROM = lazy(r"\bfrom\s+$", re.IGNORECASE)
_TO = lazy(r"(?:,\s*as\s+[^,;]{0,80},)?\s*to\s+(?:[^\W\d]{1,4}\s?)?[$€£¥₹]?[(-]?\d", re.IGNORECASE)
"""A restatement's "from <old figure> to <new figure>"."""
_TO_BEFORE = lazy(r"\bto\s+(?:[^\W\d]{1,4}\s?)?[$€£¥₹]?\s?[(-]?\d", re.IGNORECASE)
"""The new figure before the old one: "restated to ₹ 96.1 crore from ₹ 101.3 crore"."""


_REPLACED_BY = lazy(
    r"\b(?:originally|previously|initially)\s+(?:reported|stated|published)\)?,?\s+to\s+$",
    re.IGNORECASE,
)
"""The new figure after the old one's words: "from X as originally published to <new>"."""


def superseded(figure: Figure) -> bool:
    """Whether the sentence itself withdraws this figure: it comes before a correction
    ("reported EUR 19.6 million; the corrected figure is EUR 17.9 million") or is denied
    ("revenue was not $200 million")."""
    sentence, start = figure.sentence, figure.amount.start
    if figure.structured and _PREVIOUS_ROW.match(sentence):
        return True  # a correction's table: "bisher veröffentlicht | 3,84 Mio. EUR"
    correction = _CORRECTION.search(sentence)
    if correction is not None and start < correction.start():
        return True
    if (
        _ORIGINAL.search(sentence[:start])
        and not _CORRECTION.search(sentence[:start])
        and not _REPLACED_BY.search(sentence[:start])
    ):
        return True  # "2023 figures as originally reported were revenue EUR 410.2 million"
    if _ORIGINAL_RIGHT_BEFORE.search(sentence[max(0, start - 40) : start]):
        return True  # "restated to $185.9m (previously reported: $188.4m)"
    if _ORIGINAL_RIGHT_AFTER.match(sentence[figure.amount.unit_end :]):
        return True  # "changes from EUR 10,120 thousand as originally published to ..."
    if _DISOWNED.match(sentence[figure.amount.end : figure.amount.end + 80]):
        return True  # "the value of EUR 148.6 shown in the release is therefore not correct"
    restated_at = [m.end() for m in _RESTATED_VERB.finditer(sentence[:start])]
    if (
        restated_at
        and start - restated_at[-1] <= 100
        and not _CHANGED.search(sentence[restated_at[-1] : start])
        and _FROM.search(sentence[max(0, start - 12) : start])
        and (
            _TO.match(sentence[figure.amount.unit_end :])
            or _TO_BEFORE.search(sentence, restated_at[-1], start)
        )
    ):
        return True  # "restated: from INR 1,842 crore to ...", "restated to 96.1 from 101.3"
    if (
        any(_RESTATEMENT_STEM.match(c) for c in figure.around)
        and _FROM_FOREIGN.search(sentence[max(0, start - 12) : start])
        and _TO_FOREIGN.match(sentence[figure.amount.unit_end :])
    ):
        return True  # under "Reexpresión de estados financieros 2023": "de M$ 35.120.455 a ..."
    return _DENIED.search(sentence[max(0, start - 40) : start]) is not None


_RESTATEMENT_STEM = lazy(
    r"restat|reexpres|reapresent|retraitement|retraité|korrigiert|berichtigt|corrigé|corregid"
    r"|corrigid|rettificat[oaie]$|herzien|errat",
    re.IGNORECASE,
)
"""The start of a word for a restatement in the sentence or its heading ("Reexpresión de
estados financieros 2023", "Korrektur", "retraitement")."""
_FROM_FOREIGN = lazy(
    r"\b(?:from|de|desde|von|van|fra|från|da|z|od)\s+(?-i:[A-Z]{1,3}\s?)?$", re.IGNORECASE
)
_TO_FOREIGN = lazy(
    r"\s*(?:to|a|à|auf|naar|til|till|para|na|do)\s+(?:[^\W\d]{1,4}\$?\s?)?[$€£¥₹]?[(-]?\d",
    re.IGNORECASE,
)
"""A restatement's "from <old> to <new>" in the languages reports use ("de M$ 35.120.455 a
M$ 34.680.455", "von 8.046 auf 7.812 Tsd. EUR")."""


_STATED_AS = lazy(
    r"\b(?:stated|reported|published|gave|showed|given|disclosed|publicad[oa]s?|informad[oa]s?"
    r"|reportad[oa]s?|publiée?s?|pubblicat[oa]|veröffentlicht|angegeben|oppgitt|angivet|uppgavs)"
    r"\b[^.;]{0,100}?\b(?:as|como|comme|come|als|som)\s+(?:\*\*)?$"
    # "se consignó que el volumen ... fue de 58.400 toneladas"
    r"|\b(?:consignó|consignaron|indicó|informó|publicó|se\s+indicaba|indiquait|indicava)\b"
    r"[^.;]{0,160}?\b(?:fue|fueron|era|eran|était|étaient|era|erano)\s+(?:de\s+)?$",
    re.IGNORECASE,
)
"""The figure a notice says was published before: "the Annual Report stated the PUE as"."""


def stated_before(figure: Figure, document: list[Figure]) -> bool:
    """Whether a correction notice gives this figure as the one first published ("The
    Annual Report 2025 stated the PUE as 1.14. ... the correct figure is 1.17"); the
    correction may stand in another chunk of the ``document`` (all its figures read)."""
    if not _STATED_AS.search(figure.sentence[: figure.amount.start]):
        return False
    metrics = {c for c in figure.context if kind_of(c)} or set(figure.context)
    return any(
        correcting(other) and bool(metrics & other.context)  # a correction of this figure's
        for other in document  # metric, not of a headcount elsewhere in the report
        if other is not figure
    )


def restated(figure: Figure) -> bool:
    """Whether the figure is given as restated or corrected (its column, its row in a
    correction's table, or its words)."""
    if figure.structured and _CORRECT_ROW.match(figure.sentence):
        return True  # "richtig | 3,48 Mio. EUR"
    return _RESTATED.search(figure.sentence[: figure.amount.end + 20]) is not None


_PREVIOUS_ROW = lazy(
    r"^\W*(?:as\s+)?(?:(?:previously|originally|initially)\s+(?:reported|published|stated)"
    r"|bisher\s+(?:veröffentlicht|berichtet|ausgewiesen)|ursprünglich\s+\w+"
    r"|précédemment\s+publié\w*|publicad[oa]\s+(?:anteriormente|originalmente)"
    r"|tidligere\s+(?:oplyst|rapporteret|publiceret|rapportert)|tidigare\s+rapporterat"
    r"|aiemmin\s+(?:raportoitu|julkaistu)|eerder\s+(?:gerapporteerd|gepubliceerd)"
    r"|precedentemente\s+pubblicat\w*)\s*[(:]",
    re.IGNORECASE,
)
"""A row of a correction's table that gives the figure as first published."""
_CORRECT_ROW = lazy(
    r"^\W*(?:correct(?:ed)?|restated|revised|richtig|korrigiert|berichtigt|correct[oa]s?"
    r"|corrigé\w*|corrett[oa]|oikea|korjattu|riktig|rigtig|gecorrigeerd|juist|poprawion\w*"
    r"|opraven\w*)\s*[(:]",
    re.IGNORECASE,
)
"""A row of a correction's table that gives the corrected figure."""


def correcting(figure: Figure) -> bool:
    """Whether the figure is the corrected or restated one ("the corrected figure is ...")."""
    correction = _CORRECTION.search(figure.sentence)
    if correction is not None and figure.amount.start >= correction.end():
        return True
    return restated(figure)


def _unit_concepts(word: str) -> set[str]:
    """The concepts of a unit's word, with its long form ("9.850 ton olarak": tonnes)."""
    found = concept(word)
    return {found, concept(f"{word}nes")} if found == "ton" else {found}


@dataclass(frozen=True, slots=True)
class Withdrawn:
    """The values corrections and denials withdrew in what was read, each with the metrics
    its sentence names, by its value and (when scaled) by its number as written."""

    by_value: dict[float, list[frozenset[str]]]
    by_written: dict[float, list[frozenset[str]]]

    @classmethod
    def of(cls, readings: list[Reading]) -> Withdrawn:
        by_value: dict[float, list[frozenset[str]]] = {}
        by_written: dict[float, list[frozenset[str]]] = {}
        documents: dict[str, list[Figure]] = {}
        for reading in readings:
            documents.setdefault(reading.source.doc_id, []).extend(reading.figures)
        for document in documents.values():
            for figure in document:
                if superseded(figure) or stated_before(figure, document):
                    amount = figure.amount
                    metrics = frozenset(c for c in figure.around if kind_of(c))
                    if amount.unit:  # "58.400 toneladas": the same tonnes given elsewhere
                        metrics |= {concept(amount.unit[-1]), *_unit_concepts(amount.unit[0])}
                    by_value.setdefault(amount.value, []).append(metrics)
                    if amount.scale != 1.0:  # "₹ 101.3 crore" is "101.3" in a crore table
                        written = round(amount.value / amount.scale, 6)
                        by_written.setdefault(written, []).append(metrics)
        return cls(by_value, by_written)

    def covers(self, figure: Figure) -> bool:
        """Whether a correction withdrew this figure's value: for the metrics its sentence
        names (a value restated for segment assets does not withdraw the same number given
        as operating profit), or everywhere when it names none ("the value of EUR 148.6
        shown in the release is not correct")."""
        amount = figure.amount
        said = list(self.by_value.get(amount.value, ()))
        bare = amount.kind == "count" and amount.scale == 1.0 and not amount.unit
        if bare and figure.structured:  # a table's "101.3", its scale not stated
            said += self.by_written.get(round(amount.value, 6), ())
        return any(not metrics or metrics & figure.context for metrics in said)
