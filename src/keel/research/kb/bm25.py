"""BM25 ranking for the knowledge base: precomputed sparse scores kept in the store's SQLite file.

``rebuild`` tokenizes every chunk once and stores, per term, one row of ``bm25_terms``: the
numbers of the chunks that contain it (``int32``, ascending) and their finished BM25 weights
(``float32``)::

    idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avgdl)),
    idf = ln(1 + (N - df + 0.5) / (df + 0.5))              (Lucene's idf: never negative)

A search reads only its own terms' rows, with one indexed SELECT, so the first query of a new
process loads almost nothing; rows then stay in a bounded LRU cache. Scores are summed with
numpy into a dense array over chunk numbers, rarest term first, under a MaxScore bound: once
no chunk missing from the terms summed so far can reach the k-th best score, the remaining
(common) terms are only looked up for the chunks that still can. The top k stays exact.
``bench/kb.py`` measures this against SQLite FTS5, ``bm25s`` and ``rank_bm25``.
"""

from __future__ import annotations

import re
import sqlite3
from array import array
from collections import Counter, OrderedDict, defaultdict
from collections.abc import Iterable, Iterator
from itertools import count, filterfalse
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray

__all__ = ["STOPWORDS", "BM25Index", "tokenize"]

STOPWORDS = frozenset(
    """a about after again against all also am an and any are as at be because been before
    being below between both but by could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is
    it its itself just me more most my myself no nor not of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we
    were what when where which while who whom why with would you your yours yourself
    yourselves s t d ll m re ve""".split()  # noqa: SIM905 - as a list literal: 20 lines
)
"""Function words dropped from chunks and queries."""

CACHE_BYTES = 64 * 1024 * 1024
"""Budget of each index's LRU cache of posting lists."""

_THOUSANDS = re.compile(r",(?<=\d,)(?=\d{3}(?!\d))")  # the comma of 1,200 (dropped)
_POINT = re.compile(r"\.(?<=\d\.)(?=\d)")  # the point of 12.5 (kept); literal first: fast
_WORDS = re.compile(r"\w++(?:(?<=\d)\.(?=\d)\w++)*+").findall
# ASCII text gets the same tokens as _WORDS from one translate (lowercase, punctuation to
# spaces, the marked points back to ".") and a split: half the cost of the regex scan.
_ASCII = str.maketrans(
    {i: " " for i in range(128) if not chr(i).isalnum() and chr(i) != "_"}
    | {i: chr(i).lower() for i in range(65, 91)}
    | {0: "."}
)
_PROBE = 4096  # scores read to estimate the k-th best (a subset's k-th best is a lower bound)
_LOOKUP = 16  # look a term up for candidates when it has this many times more postings
_INDEX = "CREATE UNIQUE INDEX IF NOT EXISTS bm25_terms_term ON bm25_terms (term)"
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS bm25_meta (key TEXT PRIMARY KEY, value)",
    "CREATE TABLE IF NOT EXISTS bm25_terms (term TEXT NOT NULL, df INTEGER NOT NULL,"
    " ub REAL NOT NULL, ids BLOB NOT NULL, weights BLOB NOT NULL)",
    _INDEX,
)
_GENERATION = "SELECT value FROM bm25_meta WHERE key = 'generation'"
_Rows = Iterator[tuple[str, int, float, bytes, bytes]]
_Top = tuple[NDArray[np.intp], NDArray[np.float32]]


def _words(text: str) -> list[str]:
    """Lowercase word tokens, stopwords included."""
    text = _THOUSANDS.sub("", text)
    if text.isascii() and "\0" not in text:
        return _POINT.sub("\0", text).translate(_ASCII).split()
    return _WORDS(text.lower())


def tokenize(text: str) -> list[str]:
    """Lowercase word tokens of ``text``, without stopwords.

    A word is a run of letters, digits and ``_``; a point between two digits joins them and
    a thousands comma disappears (``12.5``, ``2024``, ``1,200`` -> ``1200``). Chunks and
    queries go through this same function.
    """
    return list(filterfalse(STOPWORDS.__contains__, _words(text)))


class _Posting(NamedTuple):
    """One term's chunk numbers (ascending), their weights, and the largest weight."""

    ids: NDArray[np.int32]
    weights: NDArray[np.float32]
    ub: float


class BM25Index:
    """A persistent BM25 index over chunks, in the tables ``bm25_*`` of ``conn``'s database.

    ``k1`` and ``b`` are used by ``rebuild``: the stored weights include them. A rebuild
    through another connection or object is noticed at the next call (generation counter).
    """

    def __init__(self, conn: sqlite3.Connection, *, k1: float = 1.5, b: float = 0.75) -> None:
        if k1 < 0 or not 0 <= b <= 1:
            raise ValueError(f"BM25 needs k1 >= 0 and 0 <= b <= 1 (got k1={k1}, b={b})")
        self.k1, self.b = k1, b
        self._conn = conn
        for statement in _SCHEMA:
            conn.execute(statement)
        self._generation = -1
        self._rowids: NDArray[np.int64] = np.zeros(0, np.int64)
        self._cache: OrderedDict[str, _Posting | None] = OrderedDict()
        self._cached = 0  # bytes

    def __len__(self) -> int:
        """Number of indexed chunks."""
        self._refresh()
        return len(self._rowids)

    def rebuild(self, chunks: Iterable[tuple[int, str]]) -> None:
        """Replace the whole index with ``(chunk_rowid, text)`` pairs, and commit.

        ``chunks`` is consumed before anything is written (it may be a cursor on the same
        connection); the writes are one transaction (with any the caller has open), rolled
        back if they fail.

        Raises:
            ValueError: two chunks have the same rowid.
        """
        rows, rowids, avgdl = _build(chunks, self.k1, self.b)
        conn = self._conn
        row = conn.execute(_GENERATION).fetchone()
        meta = dict(generation=(int(row[0]) if row else 0) + 1, docs=len(rowids), avgdl=avgdl,
                    k1=self.k1, b=self.b, rowids=rowids.astype("<i8").tobytes())  # fmt: skip
        if not conn.in_transaction:
            conn.execute("BEGIN")
        try:  # indexing the terms once at the end is cheaper than row by row
            conn.execute("DROP INDEX IF EXISTS bm25_terms_term")
            conn.execute("DELETE FROM bm25_terms")
            conn.executemany("INSERT INTO bm25_terms VALUES (?, ?, ?, ?, ?)", rows)
            conn.execute(_INDEX)
            conn.executemany("INSERT OR REPLACE INTO bm25_meta VALUES (?, ?)", meta.items())
        except BaseException:
            conn.rollback()
            raise
        conn.commit()
        self._generation = -1

    def search(self, query: str, limit: int = 10) -> list[tuple[int, float]]:
        """The ``limit`` best chunks for ``query`` as ``(chunk_rowid, score)``, best first.

        Equal scores keep the order the chunks were given to ``rebuild``. A query with no
        indexed term (or none at all, e.g. only stopwords) gives ``[]``.
        """
        terms = tokenize(query)
        if not terms or limit <= 0:
            return []
        self._refresh()
        postings = self._postings(terms)
        if not postings:
            return []
        idx, scores = _rank(postings, len(self._rowids), min(limit, len(self._rowids)))
        return list(zip(self._rowids[idx].tolist(), scores.tolist(), strict=True))

    def _refresh(self) -> None:
        """Reload the chunk map and empty the cache if the stored index has changed."""
        row = self._conn.execute(_GENERATION).fetchone()
        generation = int(row[0]) if row else 0
        if generation == self._generation:
            return
        self._cache.clear()
        self._cached = 0
        blob = self._conn.execute("SELECT value FROM bm25_meta WHERE key = 'rowids'").fetchone()
        self._rowids = np.frombuffer(blob[0], "<i8") if blob else np.zeros(0, np.int64)
        self._generation = generation

    def _postings(self, terms: list[str]) -> list[_Posting]:
        """Postings of the indexed query terms, weighted by their count in the query."""
        counts, cache = Counter(terms), self._cache
        missing = []
        for term in counts:
            if term in cache:
                cache.move_to_end(term)
            else:
                missing.append(term)
        for start in range(0, len(missing), 500):  # SQLite limits the parameters per query
            self._load(missing[start : start + 500])
        while self._cached > CACHE_BYTES and len(cache) > len(counts):
            _, old = cache.popitem(last=False)  # least recently used, never this query's
            self._cached -= 64 + (8 * len(old.ids) if old else 0)
        found = []
        for term, n in counts.items():
            posting = cache[term]
            if posting is not None:
                weights = posting.weights * n if n > 1 else posting.weights
                found.append(_Posting(posting.ids, weights, posting.ub * n))
        return found

    def _load(self, terms: list[str]) -> None:
        """Read ``terms``' rows with one SELECT into the cache (unknown terms as None)."""
        marks = ",".join("?" * len(terms))
        sql = f"SELECT term, ub, ids, weights FROM bm25_terms WHERE term IN ({marks})"
        loaded: dict[str, _Posting | None] = dict.fromkeys(terms)
        for term, ub, ids, weights in self._conn.execute(sql, terms):
            loaded[term] = _Posting(np.frombuffer(ids, "<i4"), np.frombuffer(weights, "<f4"), ub)
        for term, posting in loaded.items():
            self._cache[term] = posting
            self._cached += 64 + (8 * len(posting.ids) if posting else 0)


def _rank(postings: list[_Posting], n: int, k: int) -> _Top:
    """The exact top ``k`` chunk numbers and scores, best first.

    Terms are summed in decreasing order of their largest weight. Before a long posting
    list, the k-th best partial score so far (``theta``, a lower bound of the final k-th
    best) is estimated; if the remaining terms together cannot lift a chunk from 0 to
    ``theta``, only the chunks that can still reach it get the remaining weights.
    """
    order = sorted(postings, key=lambda p: p.ub, reverse=True)
    rest = np.cumsum([p.ub for p in order][::-1])[::-1].tolist()  # rest[i] = sum of ub[i:]
    acc = np.zeros(n, np.float32)
    theta, added, largest = 0.0, 0, order[0]
    for i, posting in enumerate(order):
        if added >= k and len(posting.ids) > _PROBE:
            theta = max(theta, _kth(acc[_probe(largest.ids)], k))
            slack = theta * 1e-5  # float32 sums may round up a little
            if rest[i] + slack < theta:
                candidates = np.flatnonzero(acc >= theta - rest[i] - slack)
                _add_for(acc, candidates, order[i:])
                return _select(acc, candidates, k, theta)
        np.add.at(acc, posting.ids, posting.weights)
        added += len(posting.ids)
        largest = posting if len(posting.ids) > len(largest.ids) else largest
    if added <= _PROBE:
        ids = set().union(*(p.ids.tolist() for p in order))
        return _select(acc, np.fromiter(ids, np.intp, len(ids)), k, 0.0)
    theta = max(_kth(acc[_probe(largest.ids)], k), _kth(acc[:: max(1, n // _PROBE)], k))
    return _select(acc, np.flatnonzero(acc >= theta) if theta else np.flatnonzero(acc), k, theta)


def _probe(values: NDArray[Any]) -> NDArray[Any]:
    """About ``_PROBE`` evenly spaced entries of ``values`` (all of them if fewer)."""
    return values[:: max(1, len(values) // _PROBE)]


def _kth(values: NDArray[np.float32], k: int) -> float:
    """The k-th largest of ``values``, or 0 if there are fewer than k."""
    if len(values) < k:
        return 0.0
    return float(np.partition(values, len(values) - k)[len(values) - k])


def _add_for(acc: NDArray[np.float32], candidates: NDArray[np.intp], rest: list[_Posting]) -> None:
    """Add the remaining terms' weights, exactly for ``candidates`` (others may miss them)."""
    wanted = candidates.astype(np.int32)
    for posting in rest:
        if len(wanted) * _LOOKUP >= len(posting.ids):
            np.add.at(acc, posting.ids, posting.weights)
            continue
        pos = np.searchsorted(posting.ids, wanted)
        pos[pos == len(posting.ids)] = 0
        hit = posting.ids[pos] == wanted
        acc[candidates[hit]] += posting.weights[pos[hit]]


def _select(acc: NDArray[np.float32], candidates: NDArray[np.intp], k: int, theta: float) -> _Top:
    """The best ``k`` of ``candidates``, given ``theta`` <= the k-th best score; equal scores
    go to the lower chunk number."""
    if len(candidates) > _PROBE:  # drop most of them cheaply: a sample's k-th best is <= too
        candidates = candidates[acc[candidates] >= max(theta, _kth(acc[_probe(candidates)], k))]
    scores = acc[candidates]
    if len(candidates) > k:
        keep = scores >= _kth(scores, k)
        candidates, scores = candidates[keep], scores[keep]
    order = np.lexsort((candidates, -scores))[:k]
    return candidates[order], scores[order]


def _build(
    chunks: Iterable[tuple[int, str]], k1: float, b: float
) -> tuple[_Rows, NDArray[np.int64], float]:
    """Rows of ``bm25_terms`` (term, df, largest weight, ids, weights), the rowid of each
    chunk number, the average chunk length. Tokens come from Python; numpy does the rest."""
    terms, tokens, lengths, rowids = _collect(chunks)
    n = len(rowids)
    if n and bool((np.diff(np.sort(rowids)) == 0).any()):
        raise ValueError("rebuild got two chunks with the same rowid")
    order = _group_order(tokens, len(terms))  # by term, then chunk number
    group = np.bincount(tokens, minlength=len(terms)).cumsum()  # where each term's run ends
    doc = np.repeat(np.arange(n, dtype="<i4"), lengths)[order]
    first = np.empty(len(doc), bool)  # the first token of each (term, chunk) pair
    first[0:1] = True
    np.not_equal(doc[1:], doc[:-1], out=first[1:])
    first[group[:-1]] = True
    starts = np.flatnonzero(first)
    tf = np.diff(starts, append=len(doc)).astype(np.float32)
    df = np.add.reduceat(first, np.r_[0, group[:-1]], dtype=np.intp) if len(terms) else group
    idf = np.log1p((n - df + 0.5) / (df + 0.5)).astype(np.float32)
    avgdl = float(lengths.mean()) if n else 0.0
    norm = (k1 * (1 - b + b * lengths / (avgdl or 1.0))).astype(np.float32)
    doc = doc[starts]
    weights = np.repeat(idf, df) * (tf * np.float32(k1 + 1) / (tf + norm[doc]))
    ub = np.maximum.reduceat(weights, np.cumsum(df) - df) if len(terms) else weights
    ends = (np.cumsum(df) * 4).tolist()
    spans = list(map(slice, [0, *ends[:-1]], ends))
    blobs = [map(blob.__getitem__, spans) for blob in (doc.tobytes(), weights.tobytes())]
    return zip(terms, df.tolist(), ub.tolist(), *blobs, strict=True), rowids, avgdl


def _collect(
    chunks: Iterable[tuple[int, str]],
) -> tuple[list[str], NDArray[np.intc], NDArray[np.intc], NDArray[np.int64]]:
    """The terms; every token's term id, chunk after chunk; chunk lengths; chunk rowids.

    The per-token work runs in C: ``map`` over a ``defaultdict`` that numbers new terms.
    Counting per chunk is left to numpy (cheaper than a ``Counter`` per chunk).
    """
    vocab: defaultdict[str, int] = defaultdict(count().__next__)
    term_id, is_stopword = vocab.__getitem__, STOPWORDS.__contains__
    tokens: list[int] = []
    lengths, rowids = array("i"), array("q")
    for rowid, text in chunks:
        before = len(tokens)
        tokens.extend(map(term_id, filterfalse(is_stopword, _words(text))))
        lengths.append(len(tokens) - before)
        rowids.append(rowid)
    ids = np.frombuffer(array("i", tokens), np.intc)
    return list(vocab), ids, np.frombuffer(lengths, np.intc), np.frombuffer(rowids, np.int64)


def _group_order(tids: NDArray[np.intc], nterms: int) -> NDArray[np.intp]:
    """A stable order grouping tokens by term id (so chunk numbers ascend within a term).

    Radix passes over 16-bit halves: numpy sorts 16-bit keys stably in linear time, several
    times faster than a stable sort of 32-bit keys.
    """
    order = np.argsort((tids & 0xFFFF).astype(np.uint16), kind="stable")
    if nterms > 0x10000:
        order = order[np.argsort((tids[order] >> 16).astype(np.uint16), kind="stable")]
    return order
