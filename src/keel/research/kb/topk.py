"""The exact top k of a BM25 query: scores summed over dense chunk numbers, under MaxScore.

Terms are summed in decreasing order of their largest weight. Before a long posting list,
the k-th best partial score so far (a lower bound of the final k-th best) is estimated from
a sample; once the remaining terms together cannot lift a chunk from 0 to that bound, only
the chunks that can still reach it get the remaining weights (looked up with
``searchsorted``). Equal scores go to the lower chunk number.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray

_PROBE = 4096  # scores read to estimate the k-th best (a subset's k-th best is a lower bound)
_LOOKUP = 16  # look a term up for candidates when it has this many times more postings
_Top = tuple[NDArray[np.intp], NDArray[np.float32]]


class Posting(NamedTuple):
    """One term's chunk numbers (ascending), their weights, and the largest weight."""

    ids: NDArray[np.int32]
    weights: NDArray[np.float32]
    ub: float


def top_k(postings: list[Posting], n: int, k: int) -> _Top:
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


def _add_for(acc: NDArray[np.float32], candidates: NDArray[np.intp], rest: list[Posting]) -> None:
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
