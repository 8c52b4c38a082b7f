"""Company names the documents give to more than one organisation.

"Greenfield Foods" may be "Greenfield Foods plc" or "Greenfield Foods Inc." (`namesakes`);
"Ukhozi" may be "Ukhozi Platinum" or "Ukhozi Resources" when the documents give the asked
metric for each (`titled_namesakes`); and a document may say outright that two unrelated
organisations share the name ("the two firms called Havtaxi AS, which are unrelated";
`stated_namesakes`). The planner then asks which one is meant instead of guessing.
"""

from __future__ import annotations

import re

from keel.research.planner.documents import Reading, first_line
from keel.research.planner.goal import Goal
from keel.research.planner.parties import OTHER_COMPANY
from keel.research.planner.relazy import lazy
from keel.research.planner.scoring import score_figure
from keel.research.planner.text import SUFFIXES, words, wordset


def company_namesakes(goal: Goal, readings: list[Reading]) -> list[str]:
    """Companies the question's one name could mean: legal entities of that name, or
    names the documents are about ("Ukhozi Platinum", "Ukhozi Resources") when each has
    a figure for the metric asked."""
    entity = goal.entities[0]
    names = namesakes(entity, goal.text, readings)
    if names:  # only those the documents give the metric for ("price per colony": one)
        reporting = [n for n in names if _reports(goal, n, names, readings, alone=False)]
        return names if len(reporting) >= 2 else []
    asked = {w.lower().strip("'\u2019s?,.") for w in goal.text.split()}
    titled = titled_namesakes(entity, readings)
    if any(set(name.lower().split()) <= asked for name in titled):
        return []
    reporting = [name for name in titled if _reports(goal, name, titled, readings)]
    return reporting if len(reporting) >= 2 else []


_FORM_WORDS = SUFFIXES | wordset("spa srl sarl sas oyj kft zrt lda ltda kgaa aps pty")


def _name_words(name: str) -> set[str]:
    """A name's words without its legal form, which a sentence may leave out ("Ferrante
    Costruzioni ha chiuso ..." for "Ferrante Costruzioni S.r.l."), or split ("A/S")."""
    return {w.lower() for w in words(name) if len(w) > 1 and w.lower() not in _FORM_WORDS}


def _reports(
    goal: Goal, name: str, names: list[str], readings: list[Reading], *, alone: bool = True
) -> bool:
    """Whether the documents give the question's metric for the named company: in a
    sentence naming it, or in its own document in a sentence naming no other company
    (``alone``; else in any sentence of its own document: "The company, which is unrelated
    to the Harbor Bean Coffee chain, reported revenue of $38.6 million")."""
    wanted = _name_words(name)
    if any(_name_words(n) == wanted for n in names if n != name):  # "plc" or "Inc.": the
        wanted = {w.lower() for w in words(name)}  # sentence must name the form
    others = {w for n in names if n != name for w in _name_words(n)} - wanted
    need = frozenset(goal.concepts)
    for reading in readings:
        about = wanted <= reading.names | reading.opening
        for figure in reading.figures:
            said = {w.lower() for w in words(figure.sentence)}
            apart = not alone or (not said & others and not OTHER_COMPANY.search(figure.sentence))
            if (wanted <= said or (about and apart)) and (
                score_figure(goal, need, figure, reading.topic) is not None
            ):
                return True
    return False


WHICH_NAME = "The documents name more than one"
"""How the question about an ambiguous company name begins."""
_LEGAL_FORMS = (
    r"(?:(?:plc|PLC|Inc|Ltd|AG|GmbH|SA|ASA|AB|Oy|NV|BV|LLC|Corp|SE)(?:\.|\b)"
    # written only as companies write them (case matters: "AS" is a form, "as" a word)
    r"|(?-i:A/S|AS|ApS|Oyj|SpA|S\.p\.A\.|S\.A\.|KGaA|KG|Ltda|Pty\.?\s+Ltd|s\.r\.o\.|a\.s\.|Kft|Zrt"
    r"|S\.r\.l\.|Srl|S\.L\.|SL|SARL|S\.à\s?r\.l\.|S\.a\s?r\.l\.|Sàrl|SAS|S\.A\.S\.|[Ss]p\.\s?z\s?o\.o\.|Lda"
    r"|Co\.|Sdn\.?\s+Bhd\.?|Bhd\.?|Pte\.?\s+Ltd\.?|d\.o\.o\.|d\.d\.|SIA|UAB|AS|OÜ|Tbk\.?)"
    r"(?![\w/]))"
)


_UPPER = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĒĖĘĚĞĢĪĮİĶĹĻĽŁŃŅŇŌŐŒŔŘŚŞŠŢŤŪŮŰŲŸŹŻŽ"
"""Capital letters, accented ones too ("Plumier Écritures SA", "Stocznia Łebska S.A.")."""
_ENDS_NAME = r"(?=\S+(?:(?-i:\s+[a-z(])|\s*[.,;:)]|\s*$))"
"""After a comma, a legal form only when it ends the name ("Acme Holdings, Inc. reported"),
not when another name follows ("Nordic Steel, AB Volvo's main supplier")."""


def namesakes(entity: tuple[str, ...], question: str, readings: list[Reading]) -> list[str]:
    """Companies the question's name could mean: "Greenfield Foods plc" and "Greenfield
    Foods Inc." for "Greenfield Foods" (none when the question names one in full)."""
    pattern = re.compile(
        r"\b" + r"\s+".join(re.escape(w) for w in entity)
        + rf"((?:\s+(?-i:[{_UPPER}])[\w&'\u2019-]*){{0,3}}?)(?:\s+|,\s+" + _ENDS_NAME + ")("
        + _LEGAL_FORMS
        + ")",
        re.IGNORECASE,
    )  # fmt: skip
    asked = {  # "Borowik S.A.'s" names "Borowik SA"
        w.lower().removesuffix("'s").removesuffix("\u2019s").replace(".", "")
        for w in question.split()
    }
    found: dict[str, str] = {}
    for reading in readings:
        for match in pattern.finditer(reading.source.text):
            if {w.lower() for w in match.group(1).split()} & set(entity):
                continue  # "Nordhavn Vindkraft\nNordhavn Vindkraft A/S": a title, then the name
            name = " ".join(match.group(0).replace(",", " ").split()).rstrip(".")
            found.setdefault(name.lower().replace(".", ""), name)  # "S.p.A." is "SpA"
    bases = [_name_words(name) for name in found.values()]
    found = {
        key: name
        for (key, name), base in zip(found.items(), bases, strict=True)
        if not (key.endswith(" co") and bases.count(base) > 1)  # "Co., Ltd.": one company
    }
    if len(found) < 2 or any(set(key.split()) <= asked for key in found):
        return []
    return sorted(found.values())[:4]


_GENERIC_NAMES = wordset(
    "annual report results group holdings limited ltd plc inc board council city county "
    "interim quarterly half year full statement press release update news the and of "
    # a headline's verb: "PileRight Reports Third Quarter Results", "Acme Appoints ..."
    "reports reported announces announced posts posted delivers appoints opens wins signs "
    "completes launches acquires sells expands raises cuts names confirms publishes issues "
    "enters agrees to "
    # a publication's name after the company's: "Kehrwerk Member Bulletin"
    "member members bulletin newsletter magazine journal review letter factsheet fact sheet"
)
"""Capitalized words that follow a name without making it another one ("Acme Annual Report",
"Acme Reports Record Sales")."""


def titled_namesakes(entity: tuple[str, ...], readings: list[Reading]) -> list[str]:
    """Two-word names a one-word name starts in documents' titles or first lines:
    "Ukhozi Platinum" and "Ukhozi Resources" for "Ukhozi" (candidates only: they are
    namesakes to ask about when the documents give the metric asked for each)."""
    if len(entity) != 1:
        return []
    pattern = re.compile(
        rf"\b{re.escape(entity[0])}\s+([A-Z][\w\u00c0-\u024f-]+)(?!['\u2019]s?\b)",
        re.IGNORECASE,
    )
    found: dict[str, str] = {}
    for reading in readings:  # the names documents are about: their titles and first lines
        head = f"{reading.source.title}\n{first_line(reading.source.text)}"
        for match in pattern.finditer(head):
            word = match.group(1)
            if word[:1].isupper() and word.lower() not in _GENERIC_NAMES:
                found.setdefault(word.lower(), " ".join(match.group(0).split()))
    return sorted(found.values())


def named_choice(reply: str, names: list[str]) -> str | None:
    """The name a person's reply points at (by the words that tell the names apart)."""
    said = {w.lower().strip(".,") for w in reply.split()}
    shared = set.intersection(*(set(n.lower().split()) for n in names))
    for name in names:
        if {w.lower() for w in name.split()} - shared & said:
            return name
    return None


_NAME = r"\*{0,2}([A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){0,4})\*{0,2}"
_SHARED = lazy(
    rf"\b(?:called|named|under the name|trading as|trade under the name)\s+{_NAME}"
    rf"(?=[\s,.;:)]|$)|\btrade under the\s+{_NAME}\s+name\b|\bthe two\s+{_NAME}\s+"
    r"(?:businesses|companies|firms|organi[sz]ations|charities|cooperatives|co-ops|groups)\b"
)
"""Where a document writes the name two organisations share: "the two firms called Havtaxi
AS", "operate under the name Trapkracht", "the two Ironbark Equipment Rentals businesses"."""
_UNRELATED = lazy(
    r"\b(?:unrelated|not related|not affiliated|no (?:connection|relation|link|affiliation)|"
    r"share[sd]? (?:a|the|their) name|same name|namesakes|not to be confused)\b",
    re.IGNORECASE,
)
"""That they are unrelated ("no ownership interest in other operators" is not enough)."""
_TWO = lazy(
    r"\b(?:two|both)\b|same name|share[sd]? (?:a|the|their) name|\b[a-z]+s\s+(?:called|named)\b",
    re.IGNORECASE,
)
"""That two organisations hold the name ("two firms", "firms called"; not a vessel or a
fund named after one)."""
_SAME_NAME = lazy(
    r"\b(?:of|with|bearing) the same name\b|\bdu même nom\b|\bhomonym"
    r"|\bgleich(?:en Namens|namig)|\bdel mismo nombre\b|\bdello stesso nome\b|\bomonim"
    r"|\bmed samm[ae] navn\b|\bmed samma namn\b|\bmet dezelfde naam\b|\bo tej samej nazwie\b"
    r"|\bdo mesmo nome\b|\bsamannimi",
    re.IGNORECASE,
)
"""That another organisation bears the name a sentence gives ("no connection to the Swiss
tannery of the same name", "n'a aucun lien avec le fabricant ... du même nom"); not a bare
"namesake", which a vessel or a building may be."""


_CAPITALIZED_RUN = lazy(rf"[{_UPPER}][\w&'\u2019.-]*(?:\s+[{_UPPER}][\w&'\u2019.-]*)*")
"""A run of capitalized words: a name as a sentence writes it."""


_NOT_AN_ORGANISATION = lazy(
    r"\b(?:river|town|city|village|brand|region|valley|lake|mountain|street|island|label|"
    r"product|wine|beer|song|book|film|district|county|estate|vessel|ship|stadt|dorf|marke|"
    r"fluss|ville|marque|rivière|città|marchio|fiume|ciudad|marca|río|elv|stad|merke)\b",
    re.IGNORECASE,
)
"""A place, a brand or a thing that bears the name: "the river of the same name"."""


def _named_alike(entity: set[str], text: str) -> bool:
    """Whether ``text`` writes the asked name as a name of its own ("Tannerie Morel",
    "Plumier SAS"; not "Fairhaven" inside "Fairhaven Lighthouse Trust"), and every name in it
    that shares a word with the asked one holds all of its words: "Ferrante Costruzioni
    S.r.l." beside "Battiloro Ferrante" is another name, so the asked one tells the two
    apart."""
    exact = False
    for run in _CAPITALIZED_RUN.findall(text):
        named = {w.lower() for w in words(run)}
        if named & entity and not entity <= named:
            return False
        extra = {w for w in named - entity - SUFFIXES - _GENERIC_NAMES if len(w) > 3}
        exact = exact or (entity <= named and not extra)
    return exact


_ORGANISATION = (
    r"(?:co-?operatives?|co-ops?|company|companies|firm|group|maker|producer|manufacturer|"
    r"plant|station|club|society|association|bank|council|charity|school|museum|hospital|"
    r"farm|brewery|mill|operator|chain|store|shop|retailer|business|packer|roaster|trust|"
    r"foundation|fund|union|institute|university|college|agency)"
)


def _described(goal: Goal) -> bool:
    """Whether the question describes an organisation by a place or trait and its kind
    ("the Quebec maple co-operative") rather than naming it ("the Havtaxi revenue" names
    Havtaxi)."""
    entity = r"\s+".join(re.escape(w) for w in goal.entities[0])
    kind = rf"\bthe\s+{entity}(?:\s+[a-z][\w-]*){{0,2}}?\s+{_ORGANISATION}\b"
    return re.search(kind, goal.question, re.IGNORECASE) is not None


def stated_namesakes(goal: Goal, readings: list[Reading]) -> list[tuple[str, str]]:
    """The sentences ``(doc_id, text)`` in which a document says that two unrelated
    organisations share the question's name ("the two firms called Havtaxi AS, which are
    unrelated"), unless the question names more than the shared name or tells them apart
    by a word such a document uses ("the Oslo water-taxi company Havtaxi")."""
    entity = set(goal.entities[0])
    found: list[tuple[str, str]] = []
    telling: set[str] = set()
    shared: set[str] = set()
    for reading in readings:
        for passage in reading.passages:
            text = passage.text
            said = {w.lower() for w in words(text)}
            same = _SAME_NAME.search(text)
            if (
                entity <= said
                and same
                and not _NOT_AN_ORGANISATION.search(
                    text[max(0, same.start() - 30) : same.end() + 30]
                )
                and _named_alike(entity, text)
            ):
                found.append((reading.source.doc_id, text))
                telling |= reading.vocabulary
                shared |= entity
                continue
            if not (_UNRELATED.search(text) and _TWO.search(text)):
                continue
            for match in _SHARED.finditer(text):
                name = next(g for g in match.groups() if g)
                named = {w.lower() for w in words(name)}
                if entity <= named:
                    found.append((reading.source.doc_id, text))
                    telling |= reading.vocabulary
                    shared |= named
                    break
    if not found or _described(goal):
        return []
    asked = [w for w in words(goal.question)[1:] if w[:1].isupper()]
    distinct = {w.lower() for w in asked} - shared - _GENERIC_NAMES  # "Havtaxi AS": not "as"
    return [] if distinct & telling else found
