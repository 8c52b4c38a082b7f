"""BM25 ranking for the knowledge base: segmented posting lists in the store's SQLite file.

Chunks are numbered in the order they are given (to ``rebuild``, then to each ``update``),
and indexed in *segments* (`keel.research.kb.postings`): per term, the chunk numbers that
contain it and its count in each. ``update`` marks removed chunks dead and indexes the added
ones as a new segment, so a change touches only the changed chunks' postings; a segment is
merged into the one before it once it is a quarter of that one's size (dead postings are
dropped then), and the numbers are closed up when more than half of them are dead.

The weights depend on the whole collection, so they are computed when a term is read, from
the live chunks' count N, the term's df and the average chunk length::

    idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avgdl)),
    idf = ln(1 + (N - df + 0.5) / (df + 0.5))              (Lucene's idf: never negative)

in ``float32``, the same operations whatever the segments: an index updated in any order
scores every chunk exactly as one rebuilt from its chunks, and ranks equal scores the same
way (the chunk given first wins).

A search reads only its own terms' rows, with one indexed SELECT, so the first query of a new
process loads almost nothing; weighted postings then stay in a bounded LRU cache until the
index changes. Scores are summed with numpy into a dense array over chunk numbers, rarest
term first, under a MaxScore bound: once no chunk missing from the terms summed so far can
reach the k-th best score, the remaining (common) terms are only looked up for the chunks
that still can (`keel.research.kb.topk`). The top k stays exact. ``bench/kb.py`` measures
this against SQLite FTS5, ``bm25s`` and ``rank_bm25``.
"""

from __future__ import annotations

import json
import math
import sqlite3
from array import array
from collections import Counter, OrderedDict
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from operator import itemgetter

import numpy as np
from numpy.typing import NDArray

from keel.research.kb import postings
from keel.research.kb.tokens import STOPWORDS, tokenize
from keel.research.kb.topk import Posting, top_k

__all__ = ["STOPWORDS", "BM25Index", "tokenize"]

CACHE_BYTES = 64 * 1024 * 1024
"""Budget of each index's LRU cache of posting lists."""

MERGE_RATIO = 4
"""A segment is merged into the one before it once it has 1/MERGE_RATIO of its postings."""

_INDEX = "CREATE UNIQUE INDEX IF NOT EXISTS bm25_postings_term ON bm25_postings (term, seg)"
_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS bm25_meta (key TEXT PRIMARY KEY, value)",
    "CREATE TABLE IF NOT EXISTS bm25_postings (term TEXT NOT NULL, seg INTEGER NOT NULL,"
    " n INTEGER NOT NULL, gaps BLOB NOT NULL, tfs BLOB NOT NULL)",
    _INDEX,
)
_GENERATION = "SELECT value FROM bm25_meta WHERE key = 'generation'"
_INSERT = "INSERT INTO bm25_postings VALUES (?, ?, ?, ?, ?)"
_TERM_THEN_SEGMENT = itemgetter(0, 1)


@dataclass(slots=True)
class _Segment:
    """Chunk numbers ``start`` to ``end`` (exclusive), stored in rows ``seg = id``.

    Its rows were inserted together, after those of every segment before it (merges only
    ever take the last segments): they are the rows from ``first_row`` up to the next
    segment's, so a merge finds them by rowid, with no index on ``seg``.
    """

    id: int
    start: int
    end: int
    postings: int
    first_row: int


@dataclass(slots=True)
class _State:
    """What ``bm25_meta`` holds: every chunk number's rowid (-1 once removed) and length,
    the segments, a generation counter bumped by every write, and (written with them, so a
    search need not go over every chunk) the number of live chunks, their total length and
    the number of dead ones."""

    generation: int = 0
    rowids: NDArray[np.int64] = field(default_factory=lambda: np.zeros(0, np.int64))
    lengths: NDArray[np.int32] = field(default_factory=lambda: np.zeros(0, np.int32))
    segments: list[_Segment] = field(default_factory=list)
    live: int = 0
    tokens: int = 0
    dead: int = 0

    @classmethod
    def read(cls, conn: sqlite3.Connection) -> _State:
        meta = dict(conn.execute("SELECT key, value FROM bm25_meta"))
        if "segments" not in meta:  # never built, or by a keel that stored weights
            return cls(generation=int(meta.get("generation", 0)))
        return cls(
            generation=int(meta["generation"]),
            rowids=np.frombuffer(meta["rowids"], "<i8"),
            lengths=np.frombuffer(meta["lengths"], "<i4"),
            segments=[_Segment(*segment) for segment in json.loads(meta["segments"])],
            live=int(meta["live"]),
            tokens=int(meta["tokens"]),
            dead=int(meta["dead"]),
        )

    def write(self, conn: sqlite3.Connection) -> None:
        live = self.rowids >= 0
        self.live = int(np.count_nonzero(live))
        self.tokens = int(self.lengths[live].sum(dtype=np.int64))
        self.dead = len(live) - self.live
        segments = [[s.id, s.start, s.end, s.postings, s.first_row] for s in self.segments]
        meta = dict(generation=self.generation, rowids=self.rowids.astype("<i8").tobytes(),
                    lengths=self.lengths.astype("<i4").tobytes(), segments=json.dumps(segments),
                    live=self.live, tokens=self.tokens, dead=self.dead)  # fmt: skip
        conn.executemany("INSERT OR REPLACE INTO bm25_meta VALUES (?, ?)", meta.items())


@contextmanager
def read_snapshot(conn: sqlite3.Connection) -> Iterator[None]:
    """Read one version of the database across several statements.

    A read transaction, unless ``conn`` is in a transaction already (its view is one
    version then); without it, another process's commit between two reads would mix two
    versions of the index (a chunk map from one, postings from the other).
    """
    if conn.in_transaction:
        yield
        return
    conn.execute("BEGIN")
    try:
        yield
    finally:
        if conn.in_transaction:
            conn.commit()  # nothing was written: this only ends the read


class BM25Index:
    """A persistent BM25 index over chunks, in the tables ``bm25_*`` of ``conn``'s database.

    ``k1`` and ``b`` apply when searching: the stored postings do not depend on them. A
    write through another connection or object is noticed at the next call (generation
    counter).
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
        self._live: NDArray[np.bool_] | None = None  # None: no chunk removed
        self._lengths: NDArray[np.int32] = np.zeros(0, np.int32)
        self._avgdl = 0.0
        self._norm: NDArray[np.float32] | None = None  # per chunk number, when first needed
        self._n = 0
        self._starts: dict[int, int] = {}
        self._cache: OrderedDict[str, Posting | None] = OrderedDict()
        self._cached = 0  # bytes

    def __len__(self) -> int:
        """Number of indexed chunks."""
        self._refresh()
        return self._n

    def rebuild(self, chunks: Iterable[tuple[int, str]]) -> None:
        """Replace the whole index with ``(chunk_rowid, text)`` pairs, and commit.

        ``chunks`` is consumed before anything is written (it may be a cursor on the same
        connection); the writes are one transaction (with any the caller has open), rolled
        back if they fail.

        Raises:
            ValueError: two chunks have the same rowid.
        """
        self._change(None, chunks)

    def update(self, removed: Iterable[int], added: Iterable[tuple[int, str]]) -> None:
        """Remove the chunks with the rowids ``removed``, index ``added`` after the others,
        and commit, as :meth:`rebuild` does.

        Afterwards every search gives exactly what it would after a rebuild with the chunks
        kept, in the order they were given, then ``added``. Only the changed chunks'
        postings are written (and, now and then, a merge of segments).

        Raises:
            ValueError: an added rowid is indexed already (and not removed), or given twice.
        """
        self._change(removed, added)

    def _change(self, removed: Iterable[int] | None, added: Iterable[tuple[int, str]]) -> None:
        """Remove ``removed`` (everything if None), append ``added``, write and commit.

        The state is read and written under one write lock (the caller's transaction, or
        one taken here), so two writers never number their chunks from the same state.
        """
        conn = self._conn
        if not conn.in_transaction:
            conn.execute("BEGIN IMMEDIATE")
        try:
            self._store_change(removed, added)
        except BaseException:
            conn.rollback()
            raise
        conn.commit()
        self._generation = -1

    def _store_change(
        self, removed: Iterable[int] | None, added: Iterable[tuple[int, str]]
    ) -> None:
        state = _State.read(self._conn)
        rowids = state.rowids.copy()
        if removed is None:
            rowids[:] = -1
        else:
            rowids[np.isin(rowids, np.fromiter(removed, np.int64))] = -1
        fresh = not (rowids >= 0).any()
        if fresh:  # nothing is left: start again from number 0
            rowids, state = rowids[:0], _State(generation=state.generation)
        start, new_rowids = len(rowids), array("q")

        def texts() -> Iterator[str]:
            for rowid, text in added:
                new_rowids.append(rowid)
                yield text

        found, lengths = postings.tokenized(texts(), start)
        new = np.frombuffer(new_rowids, np.int64)
        live = np.concatenate([rowids[rowids >= 0], new])
        if len(np.unique(live)) != len(live):
            raise ValueError("two chunks with the same rowid")
        state.rowids = np.concatenate([rowids, new])
        state.lengths = np.concatenate([state.lengths, lengths])
        state.generation += 1
        self._store(state, found, start, fresh)

    def _store(self, state: _State, found: postings.Postings, start: int, fresh: bool) -> None:
        """Write ``found`` as a segment from ``start``, merge and close up as needed."""
        conn = self._conn
        if fresh:  # indexing the terms once at the end is cheaper than row by row
            conn.execute("DROP INDEX IF EXISTS bm25_postings_term")
            conn.execute("DELETE FROM bm25_postings")
        self._add(state, found, start, len(state.rowids))
        if fresh:
            conn.execute(_INDEX)
        segments = state.segments
        while len(segments) > 1 and segments[-1].postings * MERGE_RATIO >= segments[-2].postings:
            self._merge(state, len(segments) - 2, None)
        if np.count_nonzero(state.rowids < 0) * 2 > len(state.rowids):
            live = state.rowids >= 0
            self._merge(state, 0, (np.cumsum(live) - 1).astype(np.int32))
            state.rowids, state.lengths = state.rowids[live], state.lengths[live]
        state.write(conn)

    def _add(self, state: _State, found: postings.Postings, start: int, end: int) -> None:
        """Write ``found`` as a new last segment (chunk numbers ``start`` to ``end``)."""
        if not found.terms:
            return
        seg = max((s.id for s in state.segments), default=-1) + 1
        (top,) = self._conn.execute("SELECT coalesce(max(rowid), 0) FROM bm25_postings").fetchone()
        rows = ((term, seg, *rest) for term, *rest in found.rows(start))
        self._conn.executemany(_INSERT, rows)
        state.segments.append(_Segment(seg, start, end, int(found.counts.sum()), top + 1))

    def _merge(self, state: _State, first: int, renumber: NDArray[np.int32] | None) -> None:
        """Merge the segments from ``first`` on into one, without the removed chunks; with
        ``renumber`` (new number of each old one), number the chunks afresh from 0."""
        merging = state.segments[first:]
        if not merging:  # no chunk left has an indexable word: nothing to merge or renumber
            return
        starts = {s.id: s.start for s in merging}
        sql = "SELECT term, seg, n, gaps, tfs FROM bm25_postings WHERE rowid >= ?"
        rows = sorted(self._conn.execute(sql, (merging[0].first_row,)), key=_TERM_THEN_SEGMENT)
        found = postings.merged(
            ((term, starts[seg], *rest) for term, seg, *rest in rows), state.rowids >= 0, renumber
        )
        self._conn.execute("DELETE FROM bm25_postings WHERE rowid >= ?", (merging[0].first_row,))
        del state.segments[first:]
        start = merging[0].start if renumber is None else 0
        end = merging[-1].end if renumber is None else int(renumber[-1]) + 1
        self._add(state, found, start, end)  # under the first one's id: the next free one

    def search(self, query: str, limit: int = 10) -> list[tuple[int, float]]:
        """The ``limit`` best chunks for ``query`` as ``(chunk_rowid, score)``, best first.

        Equal scores keep the order the chunks were given in. A query with no indexed term
        (or none at all, e.g. only stopwords) gives ``[]``.
        """
        terms = tokenize(query)
        if not terms or limit <= 0:
            return []
        with read_snapshot(self._conn):  # the state and the postings of one version
            self._refresh()
            postings_ = self._postings(terms)
        if not postings_:
            return []
        idx, scores = top_k(postings_, len(self._rowids), min(limit, self._n))
        return list(zip(self._rowids[idx].tolist(), scores.tolist(), strict=True))

    def _refresh(self) -> None:
        """Reload the chunk map and lengths and empty the cache if the index has changed."""
        row = self._conn.execute(_GENERATION).fetchone()
        generation = int(row[0]) if row else 0
        if generation == self._generation:
            return
        self._cache.clear()
        self._cached = 0
        state = _State.read(self._conn)
        self._rowids, self._lengths, self._n = state.rowids, state.lengths, state.live
        self._live = state.rowids >= 0 if state.dead else None
        self._avgdl = state.tokens / state.live if state.live else 0.0
        self._norm = None
        self._starts = {s.id: s.start for s in state.segments}
        self._generation = generation

    def _postings(self, terms: list[str]) -> list[Posting]:
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
                found.append(Posting(posting.ids, weights, posting.ub * n))
        return found

    def _load(self, terms: list[str]) -> None:
        """Read ``terms``' rows with one SELECT into the cache, weighted (unknown terms as
        None)."""
        marks = ",".join("?" * len(terms))
        sql = f"SELECT term, seg, n, gaps, tfs FROM bm25_postings WHERE term IN ({marks})"
        parts: dict[str, list[postings.Unpacked]] = {term: [] for term in terms}
        for term, seg, n, gaps, tfs in self._conn.execute(sql + " ORDER BY term, seg", terms):
            parts[term].append(postings.unpack(n, gaps, tfs, self._starts[seg]))
        for term, found in parts.items():
            posting = self._weighted(found) if found else None
            self._cache[term] = posting
            self._cached += 64 + (8 * len(posting.ids) if posting else 0)

    def _weighted(self, found: list[postings.Unpacked]) -> Posting | None:
        """One term's postings from its segments' rows, with their BM25 weights."""
        ids = found[0][0] if len(found) == 1 else np.concatenate([ids for ids, _ in found])
        tfs = found[0][1] if len(found) == 1 else np.concatenate([tfs for _, tfs in found])
        if self._live is not None:
            keep = self._live[ids]
            ids, tfs = ids[keep], tfs[keep]
        df = len(ids)
        if not df:
            return None
        if self._norm is None:  # once per version of the index: k1 (1 - b + b len / avgdl)
            k1, b = self.k1, self.b
            norm = self._lengths * (k1 * b / (self._avgdl or 1.0)) + k1 * (1 - b)
            self._norm = norm.astype(np.float32)
        idf = math.log1p((self._n - df + 0.5) / (df + 0.5))
        weights = tfs * np.float32(idf * (self.k1 + 1)) / (tfs + self._norm[ids])
        return Posting(ids, weights, float(weights.max()))
