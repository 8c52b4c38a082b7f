"""Posting lists of the BM25 index: built from texts, packed into rows, read back, merged.

A *segment* is a run of consecutive chunk numbers indexed together. For each term it holds
one row: the chunk numbers that contain the term and the term's count in each (tf). Nothing
in a row depends on other chunks, so a change to some chunks writes only a new segment for
them; the weights, which depend on every chunk (N, df, average length), are computed when
a term is read (`keel.research.kb.bm25`).

A row packs its numbers as gaps (the first from the segment's first number) and its counts,
each in the narrowest of 1, 2 or 4 bytes that holds the row's largest value: the width is
the blob's length divided by the row's posting count. Frequent terms, which make up most
postings, have small gaps and counts: about 2 bytes a posting instead of 8 for a number and
a finished float weight.
"""

from __future__ import annotations

from array import array
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import count, filterfalse
from typing import Any

import numpy as np
from numpy.typing import NDArray

from keel.research.kb.tokens import STOPWORDS, words

Row = tuple[str, int, bytes, bytes]
"""A stored row: term, posting count, packed gaps, packed counts."""

Unpacked = tuple[NDArray[np.int32], NDArray[np.float32]]
"""One row read back: chunk numbers and counts."""

_WIDTHS = (np.dtype("<u1"), np.dtype("<u2"), np.dtype("<u4"))


@dataclass(frozen=True, slots=True)
class Postings:
    """Postings grouped by term, chunk numbers ascending within a term."""

    terms: list[str]
    counts: NDArray[np.intp]
    """Postings per term (in the order of ``terms``)."""
    chunks: NDArray[np.int32]
    """Each posting's chunk number."""
    tfs: NDArray[np.int32]
    """Each posting's count of its term in its chunk."""

    def rows(self, start: int) -> Iterator[Row]:
        """The rows of a segment beginning at chunk number ``start``."""
        if not self.terms:
            return iter(())
        ends = np.cumsum(self.counts)
        begins = ends - self.counts
        gaps = np.diff(self.chunks, prepend=np.int32(0)).astype(np.int64)
        gaps[begins] = self.chunks[begins].astype(np.int64) - start
        gap_blobs = _packed(gaps, begins, ends)
        tf_blobs = _packed(self.tfs.astype(np.int64), begins, ends)
        return zip(self.terms, self.counts.tolist(), gap_blobs, tf_blobs, strict=True)


def _packed(values: NDArray[np.int64], begins: NDArray[Any], ends: NDArray[Any]) -> list[bytes]:
    """Each run ``values[begin:end]`` as little-endian bytes of the narrowest width."""
    if len(values) == 0:
        return [b""] * len(begins)
    largest = np.maximum.reduceat(values, begins)
    width = np.select([largest < 1 << 8, largest < 1 << 16], [0, 1], 2)
    blobs = [values.astype(dtype).tobytes() for dtype in _WIDTHS]
    sizes = [dtype.itemsize for dtype in _WIDTHS]
    return [
        blobs[w][b * sizes[w] : e * sizes[w]]
        for w, b, e in zip(width.tolist(), begins.tolist(), ends.tolist(), strict=True)
    ]


def unpack(count_: int, gaps: bytes, tfs: bytes, start: int) -> Unpacked:
    """The chunk numbers and counts (as ``float32``, what scoring needs) of one row of a
    segment beginning at ``start``. As few numpy calls as can be: a search runs this for
    every term it has not cached."""
    numbers = np.cumsum(np.frombuffer(gaps, _WIDTHS[len(gaps) // count_ >> 1]), dtype=np.int32)
    if start:
        numbers += start
    return numbers, np.frombuffer(tfs, _WIDTHS[len(tfs) // count_ >> 1]).astype(np.float32)


def tokenized(texts: Iterable[str], first: int) -> tuple[Postings, NDArray[np.int32]]:
    """Postings of ``texts``, numbered from ``first``, and each text's length in tokens.

    The per-token work runs in C: ``map`` over a ``defaultdict`` that numbers new terms.
    Counting is left to numpy (cheaper than a ``Counter`` per chunk).
    """
    vocab: defaultdict[str, int] = defaultdict(count().__next__)
    term_id, is_stopword = vocab.__getitem__, STOPWORDS.__contains__
    tokens: list[int] = []
    lengths = array("i")
    for text in texts:
        before = len(tokens)
        tokens.extend(map(term_id, filterfalse(is_stopword, words(text))))
        lengths.append(len(tokens) - before)
    ids = np.frombuffer(array("i", tokens), np.intc)
    sizes = np.frombuffer(lengths, np.intc).astype(np.int32)
    chunk = np.repeat(np.arange(first, first + len(sizes), dtype=np.int32), sizes)
    return _grouped(list(vocab), ids, chunk), sizes


def _grouped(terms: list[str], term_ids: NDArray[Any], chunks: NDArray[np.int32]) -> Postings:
    """Postings from one (term id, chunk number) pair per token, chunk numbers ascending."""
    order = _group_order(term_ids, len(terms))
    group = np.bincount(term_ids, minlength=len(terms)).cumsum()  # where each term's run ends
    chunk = chunks[order]
    first = np.empty(len(chunk), bool)  # the first token of each (term, chunk) pair
    first[0:1] = True
    np.not_equal(chunk[1:], chunk[:-1], out=first[1:])
    first[group[:-1]] = True
    starts = np.flatnonzero(first)
    tfs = np.diff(starts, append=len(chunk)).astype(np.int32)
    counts = np.add.reduceat(first, np.r_[0, group[:-1]], dtype=np.intp) if terms else group
    used = counts > 0
    kept = [term for term, keep in zip(terms, used.tolist(), strict=True) if keep]
    return Postings(kept, counts[used], chunk[starts], tfs)


def merged(rows: Iterable[tuple[str, int, int, bytes, bytes]], keep: NDArray[np.bool_],
           renumber: NDArray[np.int32] | None = None) -> Postings:  # fmt: skip
    """One segment's postings from the rows ``(term, segment start, count, gaps, tfs)`` of
    consecutive segments, ordered by term then segment; chunks not in ``keep`` are dropped
    and the others numbered ``renumber[chunk]`` if given."""
    terms: list[str] = []
    term_ids: list[NDArray[np.int32]] = []
    chunks: list[NDArray[np.int32]] = []
    tfs: list[NDArray[np.int32]] = []
    for term, start, n, gaps, counts in rows:
        if not terms or terms[-1] != term:
            terms.append(term)
        numbers, tf = unpack(n, gaps, counts, start)
        live = keep[numbers]
        chunks.append(numbers[live])
        tfs.append(tf[live].astype(np.int32))
        term_ids.append(np.full(len(chunks[-1]), len(terms) - 1, np.int32))
    if not terms:
        return Postings([], np.zeros(0, np.intp), np.zeros(0, np.int32), np.zeros(0, np.int32))
    ids, all_chunks = np.concatenate(term_ids), np.concatenate(chunks)
    if renumber is not None:
        all_chunks = renumber[all_chunks]
    tf_all = np.concatenate(tfs)
    counts_all = np.bincount(ids, minlength=len(terms)).astype(np.intp)
    used = counts_all > 0
    kept = [term for term, keep_term in zip(terms, used.tolist(), strict=True) if keep_term]
    return Postings(kept, counts_all[used], all_chunks, tf_all)


def _group_order(tids: NDArray[Any], nterms: int) -> NDArray[np.intp]:
    """A stable order grouping tokens by term id (so chunk numbers ascend within a term).

    Radix passes over 16-bit halves: numpy sorts 16-bit keys stably in linear time, several
    times faster than a stable sort of 32-bit keys.
    """
    order = np.argsort((tids & 0xFFFF).astype(np.uint16), kind="stable")
    if nterms > 0x10000:
        order = order[np.argsort((tids[order] >> 16).astype(np.uint16), kind="stable")]
    return order
