"""Everything a run has observed so far, rebuilt from the request on every decision.

The planner keeps no state of its own between calls: searches, hits, readings,
calculations, a person's answers and rejected finals all come from
``request.observations``, so a run resumed in a new process continues where it was.
Actions already tried are known by their fingerprints (``action_signature``), which
the runtime records on every tool outcome, failures included.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from keel.context import ContextItem
from keel.loops import action_fingerprint
from keel.research.planner.documents import Reading, Source, read_source
from keel.research.planner.relazy import lazy
from keel.research.planner.structured import is_data_export
from keel.state import Observation, StoredNote

_BRACKETED = lazy(r"\[([^\[\]'\"]+)\]")
_QUOTED = lazy(r"'([^']+)'")
_REFUSALS = frozenset({"unknown_tool", "invalid_arguments"})


CORRECTION_QUERY = "corrected restated misstated correction"
"""The words that end the search for a correction of the figures found."""
_CORRECTING = lazy(r"\b(?:correct(?:ed|ion)|restat\w*|misstat\w*|erratum|errata)\b", re.I)


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: a chunk worth reading."""

    doc_id: str
    chunk: int
    chunks: int
    title: str
    snippet: str


@dataclass(slots=True)
class Evidence:
    """What the run has seen: the planner's whole memory."""

    queries: list[str] = field(default_factory=list)
    """Queries searched successfully, in order."""
    hits: list[Hit] = field(default_factory=list)
    """Distinct hits of those searches, in the order found."""
    empty_queries: list[str] = field(default_factory=list)
    """Queries that found nothing."""
    readings: dict[tuple[str, int], Reading] = field(default_factory=dict)
    """The latest successful read of each (doc_id, chunk)."""
    read_order: list[str] = field(default_factory=list)
    """Doc ids read successfully, first read first."""
    reads_tried: int = 0
    signatures: set[str] = field(default_factory=set)
    """Fingerprints of every action tried, whatever its outcome."""
    calculations: dict[str, float] = field(default_factory=dict)
    """Expression -> result, for calculations that succeeded."""
    answers: list[tuple[str, str]] = field(default_factory=list)
    """A person's answers to clarifying questions: (question, answer)."""
    stale: set[str] = field(default_factory=set)
    """Docs a rejected final named that have not been read successfully since."""
    rejected: bool = False
    """Whether the latest observation is a rejected final answer."""
    refused: set[str] = field(default_factory=set)
    """Tools the runtime refused outright (unknown, or arguments it cannot accept)."""
    steps_left: int | None = None
    """Decisions the run may still make, this one included (None: no limit)."""

    def tried(self, tool: str, arguments: dict[str, Any]) -> bool:
        """Whether this exact action was already tried (or its tool cannot be used)."""
        return tool in self.refused or action_fingerprint(tool, arguments) in self.signatures

    def asked(self, question: str) -> str | None:
        """The answer a person gave to a question starting with ``question``."""
        for asked, answer in self.answers:
            if asked.startswith(question):
                return answer
        return None

    def sources(self) -> list[Reading]:
        """Readings whose document can still be cited, in reading order (the chunks read of
        a data export as one reading: its records' description sits in its first chunk)."""
        usable = [r for r in self.readings.values() if r.source.doc_id not in self.stale]
        order = {doc_id: i for i, doc_id in enumerate(self.read_order)}
        ordered = sorted(usable, key=lambda r: (order.get(r.source.doc_id, 0), r.source.chunk))
        return _data_exports_whole(ordered)

    def cited_ok(self) -> list[str]:
        """Doc ids read successfully and not since flagged by a rejected final."""
        return [doc_id for doc_id in self.read_order if doc_id not in self.stale]


def gather(
    items: Iterable[ContextItem], notes: Iterable[StoredNote] = (), steps_left: int | None = None
) -> Evidence:
    """Rebuild the evidence from the observations (and stored notes) a request carries."""
    evidence = Evidence(steps_left=steps_left)
    for item in items:
        observation = item.observation
        if observation.action_signature:
            evidence.signatures.add(observation.action_signature)
        if observation.source == "runtime" and observation.error_type in _REFUSALS:
            evidence.refused.add(observation.name)
        evidence.rejected = observation.name == "final_validation" and not observation.ok
        _take(evidence, observation)
    for number, note in enumerate(notes, start=1):
        _take_note(evidence, note, number)
    return evidence


def _take_note(evidence: Evidence, note: StoredNote, number: int) -> None:
    """A stored note counts as a passage of the one document it names, if that was read."""
    if len(note.source_ids) != 1 or note.source_ids[0] not in evidence.read_order:
        return
    doc_id = note.source_ids[0]
    title = next(r.source.title for (d, _), r in evidence.readings.items() if d == doc_id)
    source = Source(doc_id=doc_id, title=title, published=None, text=note.text, chunk=-number)
    evidence.readings[(doc_id, -number)] = _read(source)


def _take(evidence: Evidence, obs: Observation) -> None:
    data = obs.data if isinstance(obs.data, dict) else {}
    if obs.name == "read_document" and obs.source == "tool":
        evidence.reads_tried += 1
        if obs.ok:
            _take_read(evidence, data)
    elif obs.name == "search_kb" and obs.ok:
        _take_search(evidence, data)
    elif obs.name == "calculate" and obs.ok and isinstance(data.get("result"), int | float):
        evidence.calculations[str(data.get("expression"))] = float(data["result"])
    elif obs.name == "clarification" and obs.source == "human":
        evidence.answers.append((str(data.get("question", "")), str(data.get("answer", ""))))
    elif obs.name == "final_validation" and not obs.ok:
        evidence.stale |= _named_docs(obs.error_message or "")


def _take_read(evidence: Evidence, data: dict[str, Any]) -> None:
    doc_id = str(data.get("doc_id", ""))
    if not doc_id:
        return
    source = Source(
        doc_id=doc_id,
        chunk=_int(data.get("chunk"), 0),
        title=str(data.get("title") or ""),
        published=str(data["published"]) if data.get("published") else None,
        text=str(data.get("text") or ""),
    )
    evidence.readings[(doc_id, source.chunk)] = _read(source)
    evidence.stale.discard(doc_id)
    if doc_id not in evidence.read_order:
        evidence.read_order.append(doc_id)


def _take_search(evidence: Evidence, data: dict[str, Any]) -> None:
    query = str(data.get("query", ""))
    results = data.get("results")
    hits = [_hit(r) for r in results if isinstance(r, dict)] if isinstance(results, list) else []
    found = [hit for hit in hits if hit is not None]
    if query.endswith(CORRECTION_QUERY):  # only what reads as a correction is worth reading
        found = [hit for hit in found if _CORRECTING.search(f"{hit.title} {hit.snippet}")]
    evidence.queries.append(query)
    if not found:
        evidence.empty_queries.append(query)
    known = {(hit.doc_id, hit.chunk) for hit in evidence.hits}
    evidence.hits.extend(hit for hit in found if (hit.doc_id, hit.chunk) not in known)


def _hit(raw: dict[str, Any]) -> Hit | None:
    doc_id = raw.get("doc_id")
    if not isinstance(doc_id, str) or not doc_id:
        return None
    return Hit(
        doc_id=doc_id,
        chunk=_int(raw.get("chunk"), 0),
        chunks=_int(raw.get("chunks"), 1),
        title=str(raw.get("title") or ""),
        snippet=str(raw.get("snippet") or ""),
    )


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _named_docs(message: str) -> set[str]:
    """Doc ids a rejection message names: ``[doc]`` or, in a list, ``'doc'``."""
    return set(_BRACKETED.findall(message)) | set(_QUOTED.findall(message))


def _data_exports_whole(readings: list[Reading]) -> list[Reading]:
    """Each data export (JSON) read in several chunks as one reading of them all, in order:
    "descrizione: Ricavi export per paese" in the first chunk names what the records of the
    next one count. Other documents keep a reading per chunk."""
    chunks: dict[str, list[Reading]] = {}
    for reading in readings:
        chunks.setdefault(reading.source.doc_id, []).append(reading)
    whole: list[Reading] = []
    for reading in readings:
        parts = chunks[reading.source.doc_id]
        if len(parts) == 1 or not all(is_data_export(p.source.text) for p in parts):
            whole.append(reading)
        elif reading is parts[0]:
            joined = "\n".join(p.source.text for p in parts if p.source.chunk >= 0)
            whole.append(_read(dataclasses.replace(reading.source, text=joined)))
    return whole


@lru_cache(maxsize=512)
def _read(source: Source) -> Reading:
    """Cached: the same text is parsed once per process, not once per decision."""
    return read_source(source)
