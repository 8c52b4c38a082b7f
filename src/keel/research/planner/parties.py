"""Which party a figure is about: the entity a question names, not another company.

A figure is about the entity asked (`is_about`) when its sentence names it and the figure
stands in the entity's own clause, or when its document is the entity's and the sentence names
no other party: not a competitor ("its largest competitor, Eastgate Motion AG, reported ..."),
not a party whose clause the figure stands in ("In 2024 Wałecka delivered seven vessels, while
Stocznia Łebska delivered four"), not a name given only as the other party of something
("reimbursed by Galil Pharma"), and not a namesake's table column ("EBITDA (Chladírny
Morava)"). Names are runs of capitalized words (`_runs`); everything here is a pure function
of the figure, the question and the documents read.
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading, opening_text
from keel.research.planner.figures import Figure
from keel.research.planner.glossary import FOREIGN_WORDS
from keel.research.planner.goal import Goal
from keel.research.planner.relazy import lazy
from keel.research.planner.sides import Side
from keel.research.planner.tables import cell_parts
from keel.research.planner.text import (
    LEXICON,
    MONTHS,
    STOPWORDS,
    SUFFIXES,
    WORD,
    concept,
    foreign_term,
    kind_of,
    label_length,
    plain,
    words,
    wordset,
)

OTHER_COMPANY = lazy(
    r"\b(?:[A-Z][\w&-]+\s+){1,3}(?:AG|Inc\.?|Ltd\.?|plc|PLC|GmbH|SA|ASA|AB|Oy|NV|BV|LLC|Corp\.?|SE|"
    r"S\.A\.|S\.p\.A\.)(?!\w)|\b(?:competitors?|rivals?|peers?)\b"
)
"""A sentence about another company: a name with a legal form, or a competitor."""


def names_all(
    entity: tuple[str, ...], named: frozenset[str] | set[str], *, fold: bool = True
) -> bool:
    """Whether ``named`` holds every distinctive word of the entity ("Casa Lumen Évora"
    is not named by "Casa Lumen Sintra"); ``fold``: a word written without its accents
    counts ("Kowhai" in a PDF for "Kōwhai")."""
    core = {w for w in entity if w not in SUFFIXES} or set(entity)
    forms = set(entity) & _LEGAL_FORMS
    if forms and not forms & named and named & _LEGAL_FORMS:
        return False  # "Greenfield Foods plc" is not "Greenfield Foods Inc."
    if core <= named:
        return True
    missing = core - named
    return fold and all(w != plain(w) and plain(w) in named for w in missing)


def foldable(entity: tuple[str, ...], readings: list[Reading]) -> bool:
    """Whether the documents that write the entity's name without its accents may mean the
    same company: not when those that write it with them name another legal form ("Müller
    Logistik GmbH" and "Muller Logistik SARL" are two companies)."""
    accented = [w for w in entity if plain(w) != w]
    if not accented:
        return True
    exact = [r for r in readings if all(w in r.vocabulary for w in accented)]
    folded = [
        r for r in readings if r not in exact and all(plain(w) in r.vocabulary for w in accented)
    ]
    forms_exact = {f for r in exact for f in (r.names | r.opening) & _LEGAL_FORMS}
    forms_folded = {f for r in folded for f in (r.names | r.opening) & _LEGAL_FORMS}
    return not exact or forms_folded <= forms_exact


_LEGAL_FORMS = wordset(
    "inc corp corporation ltd plc ag sa asa ab gmbh llc oy oyj nv bv se sarl sas srl spa kg "
    "kft zrt ltda lda sl"
)
"""Legal forms that tell two companies of one name apart (not "as", "co" or "group")."""


def is_about(figure: Figure, side: Side, goal: Goal, readings: list[Reading]) -> bool:
    """For a side of one entity: the figure's sentence, or its document's title, names it.

    A question about one named entity binds its figure the same way, so a competitor's
    revenue in a market note never answers "what was Acme's revenue?".
    """
    entity = side.entity or (goal.entities[0] if len(goal.entities) == 1 else None)
    if entity is None and goal.operation is None and len(goal.entities) > 1:
        return _names_every(figure, goal, readings)
    if entity is None:
        return True
    named = {_POSSESSIVE.sub("", w.lower()) for w in words(figure.sentence)}
    fold = foldable(entity, readings)
    if names_all(entity, named, fold=fold):
        return not (
            _owns_a_part(figure, entity)
            or _anothers_clause(figure, entity)
            or _only_a_counterparty(figure, entity)
        )
    others = [e for e in goal.entities if e != entity]
    if any(set(e) & named for e in others) or OTHER_COMPANY.search(figure.sentence):
        return False  # "its largest competitor, Eastgate Motion AG, reported revenue of ..."
    if figure.structured and _namesake(figure.sentence.rsplit(":", 1)[0], entity):
        return False  # "EBITDA (Chladírny Morava)" for Chladírny Čechy
    if _other_subject(figure.sentence, entity):
        return False  # "Van Rijswijk Rijwielen sold 61,480 bicycles" in a market report
    if figure.owner and not names_all(entity, figure.owner, fold=fold):
        return False  # a row of "Chiffres clés de Sprachwerk Bern AG" in Lexis's release
    reading = next((r for r in readings if r.source.doc_id == figure.doc_id), None)
    if reading is None:
        return False
    if figure.structured and _anothers_column(figure, entity, readings, fold=fold):
        return False  # "EBITDA (Terreau Boréal)" beside "EBITDA (Prairie Loam)"
    if not figure.structured and _one_word_subject(figure.sentence, entity, reading):
        return False  # "Løvstrøm generated revenue of EUR 31.2 million" in Acme's release
    document = reading.names | reading.opening
    return names_all(entity, document, fold=fold) and _named_together(entity, reading)


_CLAUSE = lazy(r"\b(?:while|whereas|but|compared with|against|versus|vs)\b")
"""A contrast between two parties: "Acme ..., whereas Globex's EBITDA reached ..."."""
_PLACE_WORDS = wordset("in at from to of for by with near across into via outside inside")


def _anothers_column(
    figure: Figure, entity: tuple[str, ...], readings: list[Reading], *, fold: bool
) -> bool:
    """Whether a table's figure stands in a column headed by another party, in a table
    where another column is headed by the entity ("EBITDA (Terreau Boréal (FY to Aug.
    2025))" beside "EBITDA (Prairie Loam (calendar 2025))")."""
    header = _column_header_of(figure.sentence)
    if header is None or names_all(entity, _words_of(header), fold=fold):
        return False
    return any(
        other.table == figure.table
        and other.doc_id == figure.doc_id
        and (other_header := _column_header_of(other.sentence)) is not None
        and names_all(entity, _words_of(other_header), fold=fold)
        for reading in readings
        if reading.source.doc_id == figure.doc_id
        for other in reading.figures
    )


def _column_header_of(sentence: str) -> str | None:
    parts = cell_parts(sentence)
    return parts[1] if parts else None


def _words_of(text: str) -> set[str]:
    return {_POSSESSIVE.sub("", w.lower()) for w in words(text)}


def _anothers_clause(figure: Figure, entity: tuple[str, ...]) -> bool:
    """Whether the figure stands in another party's clause of a sentence that names the
    entity elsewhere: "In 2024 Wałecka delivered seven vessels, while Stocznia Łebska ...
    delivered four" (seven is not Łebska's); "Zuidplas had 1,240 members and Rijnmond 610".

    The other party is a run of capitalized words that is not the entity's, not a metric,
    month or acronym, and not a place or person after a preposition ("its plant in
    Tilburg", "founded by Michał Łęcki"); it owns the figure when it is the last party named
    before it, with no mention of the entity before it or across a contrast from it ("while",
    "whereas": "Acme's chief executive, John Smith, said" stays Acme's clause); a semicolon
    starts a clause of its own.
    """
    if figure.structured:
        return False
    before = figure.sentence[: figure.amount.start]
    owner: str | None = None
    entity_end = last = -1
    for start, end, run in _runs(before):
        if _NEW_CLAUSE.search(before, last + 1, start):
            owner = None  # "...; group revenue reached": a new clause, no party named yet
        last = end
        if names_all(entity, {_POSSESSIVE.sub("", w.lower()) for w in run}):
            owner, entity_end = "entity", end
        elif _a_party(run, before, start) and (
            owner != "entity" or _CLAUSE.search(before, entity_end, start)
        ):
            owner = "other"
    if _NEW_CLAUSE.search(before, last + 1):
        return False
    return owner == "other"


_COUNTERPARTY = lazy(r"\b(?:by|from|to)\s+(?:the\s+)?$", re.IGNORECASE)
"""A preposition before a name that makes it the other party of something ("the
reimbursement of costs by Galil Pharma"); not "for" or "of" ("revenue ... for Galil Pharma",
"the highest in the history of Galil Pharma")."""


def _only_a_counterparty(figure: Figure, entity: tuple[str, ...]) -> bool:
    """Whether the entity is named only after the figure, as the other party of something
    ("collaboration revenues rose to ILS 18.4 million, reflecting the reimbursement of costs
    by Galil Pharma"), not as whoever the figure is ("... was reported by Galil Pharma")."""
    if figure.structured:
        return False
    before = figure.sentence[: figure.amount.start]
    if names_all(entity, {_POSSESSIVE.sub("", w.lower()) for w in words(before)}):
        return False
    after = figure.sentence[figure.amount.end :]
    for start, _, run in _runs(after):
        if names_all(entity, {_POSSESSIVE.sub("", w.lower()) for w in run}):
            lead = after[:start]
            return _COUNTERPARTY.search(lead) is not None and not _PASSIVE.search(lead)
    return False


_PASSIVE = lazy(r"\b(?:was|were|is|are|been|being)\b[^,;]*$", re.IGNORECASE)
"""A passive clause before the name ("was reported by", "was recorded in 2025 by", "was made
by"): the agent is whoever the figure is."""


_NEW_CLAUSE = lazy(r";|[.!?]\s")
"""A semicolon or a sentence's end: what follows is a clause of its own."""
_JOINERS = frozenset({"", "-", "&", "'", "\u2019", "\u2013"})
"""What may stand between the words of one name: "Rolls-Royce", "Marks & Spencer", "O'Reilly"."""


def _runs(text: str) -> list[tuple[int, int, list[str]]]:
    """The runs of capitalized words in ``text``: (start, end, words)."""
    runs: list[tuple[int, int, list[str]]] = []
    for match in WORD.finditer(text):
        word = match.group(0)
        if not word[:1].isupper():
            continue
        if runs and text[runs[-1][1] : match.start()].strip() in _JOINERS:
            runs[-1] = (runs[-1][0], match.end(), [*runs[-1][2], word])
        else:
            runs.append((match.start(), match.end(), [word]))
    return runs


def _namesake(sentence: str, entity: tuple[str, ...]) -> bool:
    """Whether a table label names another party sharing part of the entity's name:
    "EBITDA (Chladírny Morava)" is not Chladírny Čechy's."""
    core = {w for w in entity if w not in SUFFIXES}
    for _, _, run in _runs(sentence):
        low = {_POSSESSIVE.sub("", w.lower()) for w in run}
        names = {_POSSESSIVE.sub("", w.lower()) for w in _name_words(run)}
        if low & core and not core <= low and names - core:
            return True
    return False


def _a_party(run: list[str], text: str, at: int) -> bool:
    """Whether a run of capitalized words names a party: not only metrics, months, acronyms
    or legal forms, not after a preposition, and at a sentence's start a name of two words
    or more ("Strøm & Søn", not "Revenue" or "In")."""
    if label_length(text[at:]):
        return False  # "Model 7"
    if not text[:at].strip() or _NEW_CLAUSE.search(text[max(0, at - 2) : at]):
        return len(_name_words(run)) >= 2  # "Strøm & Søn delivered", not "In 2024", "Revenue"
    previous = text[:at].split()[-1].lower().strip("(\"'")
    return bool(_name_words(run)) and previous not in _PLACE_WORDS


def _name_words(run: list[str]) -> list[str]:
    """The words of a run that can be part of a name: not metrics, months, acronyms,
    legal forms or function words."""
    return [
        w
        for w in run
        if not w.isupper()
        and (low := _POSSESSIVE.sub("", w.lower())) not in MONTHS
        and low not in SUFFIXES
        and low not in STOPWORDS
        and concept(low) not in LEXICON
        and not kind_of(concept(low))
    ]


def _named_together(entity: tuple[str, ...], reading: Reading) -> bool:
    """Whether a name of several words stands as one name in the document's title, id or
    first line: "Nordvind Service" is not named by "Nordvind Energi ... full-service"."""
    core = [w for w in entity if w not in SUFFIXES] or list(entity)
    if len(core) < 2:
        return True
    source = reading.source
    opening = opening_text(source.text) if source.chunk == 0 else ""  # a later chunk's first
    label = f"{source.title} {source.doc_id} {opening}"  # line is not the document's
    spoken = " ".join(w.lower() for w in words(label.replace("-", " ").replace("_", " ")))
    name = " ".join(core)
    return f" {name} " in f" {spoken} " or f" {plain(name)} " in f" {plain(spoken)} "


_SUBJECT = lazy(
    r"^\W*(?:The\s+(?:[a-z][\w-]*\s+){1,3})?((?:[A-Z][\w&'\u2019-]*|van|de|der|den|von|du|la|le)"
    r"(?:\s+(?:[A-Z][\w&'\u2019-]*|van|de|der|den|von|du|la|le)){1,4})\s+[a-z]"
)
"""A sentence that opens with a name of two or more words: "Van Rijswijk Rijwielen sold"."""
_ARTICLES = wordset("der die das den dem des le la les el los las il lo gli het de det")
_NOT_NAMES = wordset("the this that these our its their in on at for by with net total group")
_POSSESSIVE = lazy(r"['\u2019]s?$")


def _metric_word(word: str) -> bool:
    """Whether a word names a metric: one with a kind, or another language's word for one."""
    return bool(kind_of(concept(word))) or word.lower() in FOREIGN_WORDS or foreign_term(word)


def _other_subject(sentence: str, entity: tuple[str, ...]) -> bool:
    """Whether the sentence opens with the name of someone other than the entity asked.

    Not when it opens with a period or a metric's acronym ("FY2025 EBITDA has been
    restated", "Das EBITDA erreichte", under a heading "Ertragslage"): a name such as "El
    Corte Inglés" or "Cash Converters" is still a name.
    """
    match = _SUBJECT.match(sentence)
    if match is None:
        return False
    written = match.group(1).split()
    name = [_POSSESSIVE.sub("", w.lower()) for w in written]
    if name[0] in _NOT_NAMES or set(name) & set(entity):
        return False
    if any(any(c.isdigit() for c in w) or (w.isupper() and kind_of(concept(w))) for w in written):
        return False
    if name[0] in _ARTICLES and any(_metric_word(w) for w in written[1:]):
        return False  # "Der Nettoerlös erreichte", "Der Auftragsbestand": German capitalizes
    # its nouns (but "Die Telekom steigerte ..." names a company)
    return sum(1 for w in match.group(1).split() if w[:1].isupper()) >= 2


_ONE_WORD_SUBJECT = lazy(
    r"^\W*([^\W\d_][\w&\u2019'-]*)\s+(?:reported|generated|posted|had|has|sold|employs|employed"
    r"|recorded|achieved|delivered|earned|made|booked|operated|operates|served|handled"
    r"|produced|shipped)\b"
)
"""A sentence opening with a one-word name and what it did: "Løvstrøm generated revenue"."""


def _one_word_subject(sentence: str, entity: tuple[str, ...], reading: Reading) -> bool:
    """Whether the sentence opens with a one-word name other than the entity's ("Løvstrøm
    generated revenue of EUR 31.2 million" in Brettwerk's release on buying it): a word the
    document also capitalizes mid-sentence ("to buy Løvstrøm"), so a name, not a common
    word that starts a sentence ("Management reported")."""
    match = _ONE_WORD_SUBJECT.match(sentence)
    if match is None or not match.group(1)[:1].isupper():
        return False
    word = match.group(1)
    parts = {w.lower() for w in WORD.findall(word)}
    if parts & set(entity) or not _name_words([word]) or parts & _NOT_NAMES:
        return False
    inside = re.compile(rf"(?<=[\w,;(] ){re.escape(_POSSESSIVE.sub('', word))}\b")
    return inside.search(reading.source.text) is not None


def _names_every(figure: Figure, goal: Goal, readings: list[Reading]) -> bool:
    """For a look-up naming several parties ("the centres Kōnan Butsuryū runs for
    Hoshizora"): the figure's sentence or document names each of them."""
    named = {w.lower() for w in words(figure.sentence)}
    reading = next((r for r in readings if r.source.doc_id == figure.doc_id), None)
    document = (reading.names | reading.opening) if reading else frozenset()
    if any(names_all(e, named) and _owns_a_part(figure, e) for e in goal.entities):
        return False  # "subsidies totalled EUR 41.2m, of which Navarra paid EUR 11.4m"
    return all(names_all(e, named) or names_all(e, document) for e in goal.entities)


_BREAKDOWN = lazy(
    r"\b(?:of which|of this|including|comprising|whereof|davon|dont|de los cuales|de las cuales"
    r"|hiervan|heraf|varav|josta|z czego)\b",
    re.IGNORECASE,
)
"""Words that open the parts of a total just given."""


def _owns_a_part(figure: Figure, entity: tuple[str, ...]) -> bool:
    """Whether the entity is named only among the parts that follow a total ("EUR 41.2m, of
    which Aragón contributed EUR 29.8m and Navarra EUR 11.4m"), so the total is not its."""
    head = {w.lower() for w in words(figure.sentence[: figure.amount.start])}
    if names_all(entity, head):
        return False
    tail = figure.sentence[figure.amount.unit_end :]
    breakdown = _BREAKDOWN.search(tail)
    if breakdown is None:
        return False
    parts = tail[breakdown.end() :]
    return names_all(entity, {w.lower() for w in words(parts)}) and any(c.isdigit() for c in parts)
