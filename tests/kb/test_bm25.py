"""keel.research.kb.bm25: tokenizing, BM25 scores and ranking, rebuilds, persistence."""

from __future__ import annotations

import json
import math
import random
import sqlite3
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from keel.research.kb import bm25, topk
from keel.research.kb.bm25 import BM25Index, tokenize


@pytest.fixture
def conn() -> Iterator[sqlite3.Connection]:
    connection = sqlite3.connect(":memory:")
    yield connection
    connection.close()


def index_of(conn: sqlite3.Connection, texts: list[str], **params: float) -> BM25Index:
    """An index over ``texts``, chunk rowid = position + 1."""
    index = BM25Index(conn, **params)
    index.rebuild(enumerate(texts, start=1))
    return index


def reference_scores(
    texts: list[str], query: str, k1: float = 1.5, b: float = 0.75
) -> dict[int, float]:
    """BM25 straight from the formula (Lucene idf), for every chunk with a query term."""
    docs = [Counter(tokenize(text)) for text in texts]
    avgdl = sum(d.total() for d in docs) / len(docs)
    scores: dict[int, float] = {}
    for term, qtf in Counter(tokenize(query)).items():
        df = sum(term in d for d in docs)
        idf = math.log(1 + (len(docs) - df + 0.5) / (df + 0.5))
        for rowid, d in enumerate(docs, start=1):
            if term in d:
                tf, norm = d[term], k1 * (1 - b + b * d.total() / avgdl)
                scores[rowid] = scores.get(rowid, 0.0) + qtf * idf * tf * (k1 + 1) / (tf + norm)
    return scores


def test_tokenize_lowercases_and_drops_stopwords_and_punctuation() -> None:
    assert tokenize("The Revenue of ACME, in the year!") == ["revenue", "acme", "year"]


def test_tokenize_keeps_numbers_with_decimals_and_drops_thousands_commas() -> None:
    text = "Revenue grew 12.5% to $1,200.75 million in FY2024 (v3.11.7); see 4. Then 10,00 and 1.x"
    assert tokenize(text) == [
        "revenue", "grew", "12.5", "1200.75", "million", "fy2024", "v3.11.7",
        "see", "4", "10", "00", "1", "x",
    ]  # fmt: skip


def test_tokenize_is_the_same_for_ascii_and_unicode_text() -> None:
    text = "Net income (2023): 4,500.5 units; Q3_memo end."
    assert tokenize(text + " café") == [*tokenize(text), "café"]
    assert tokenize("Ünïcode WORDS, naïve") == ["ünïcode", "words", "naïve"]


def test_tokenize_is_deterministic_and_handles_empty_text() -> None:
    text = "Some words, some numbers: 3.14 and 2024."
    assert tokenize(text) == tokenize(text) == ["words", "numbers", "3.14", "2024"]
    assert tokenize("") == tokenize("the of and") == tokenize("...!?") == []


def test_chunk_with_the_rare_query_term_ranks_first(conn: sqlite3.Connection) -> None:
    texts = ["alpha beta gamma", "alpha beta", "alpha zeta beta", "alpha gamma"]
    index = index_of(conn, texts)
    assert index.search("zeta alpha")[0][0] == 3


def test_shorter_chunk_wins_on_equal_term_frequency(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["report alpha", "report alpha beta gamma delta", "other words"])
    assert [rowid for rowid, _ in index.search("report")] == [1, 2]


def test_rarer_term_weighs_more(conn: sqlite3.Connection) -> None:
    texts = ["common rare", "common filler", "common words", "common more", "unrelated text"]
    index = index_of(conn, texts)
    (first, s_both), (_, s_common), *_ = index.search("rare common")
    assert first == 1
    only_rare = dict(index.search("rare"))[1]
    only_common = dict(index.search("common"))[2]
    assert only_rare > only_common
    assert s_both > s_common


def test_scores_match_the_bm25_formula(conn: sqlite3.Connection) -> None:
    texts = [
        "The annual report shows revenue of 12.5 million and revenue growth.",
        "Revenue fell; costs rose. Costs, costs, costs.",
        "A memo about hiring and the hiring freeze.",
        "Growth of 12.5 percent in revenue, report says.",
        "",
    ]
    for k1, b in ((1.5, 0.75), (1.2, 0.0), (0.0, 1.0)):
        index = BM25Index(sqlite3.connect(":memory:"), k1=k1, b=b)
        index.rebuild(enumerate(texts, start=1))
        for query in ("revenue report", "costs growth 12.5", "hiring hiring memo"):
            expected = reference_scores(texts, query, k1, b)
            got = dict(index.search(query, limit=10))
            assert got.keys() == expected.keys()
            for rowid, score in got.items():
                assert score == pytest.approx(expected[rowid], abs=1e-5)


def test_ranking_is_exact_when_common_terms_are_pruned(
    conn: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(topk, "_PROBE", 8)  # prune on small postings too
    rng = random.Random(7)
    vocab = [f"w{i}" for i in range(300)]
    weights = [1 / (i + 1) for i in range(300)]
    texts = [" ".join(rng.choices(vocab, weights, k=rng.randint(5, 60))) for _ in range(400)]
    index = index_of(conn, texts)
    for _ in range(60):
        query = " ".join(rng.choices(vocab, weights, k=rng.randint(1, 6)))
        expected = reference_scores(texts, query)
        best = sorted(expected.items(), key=lambda item: (-item[1], item[0]))[:10]
        got = index.search(query)
        assert [score for _, score in got] == pytest.approx([s for _, s in best], abs=1e-4)
        for rowid, score in got:
            assert expected[rowid] == pytest.approx(score, abs=1e-4)


def test_limit_and_ties_keep_the_rebuild_order(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["equal words", "equal words", "equal words", "other"])
    assert [rowid for rowid, _ in index.search("equal", limit=2)] == [1, 2]
    assert index.search("equal", limit=0) == []
    assert len(index.search("equal", limit=100)) == 3


def test_unknown_terms_and_empty_queries_give_nothing(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["alpha beta", "gamma"])
    assert index.search("zzz unknown") == []
    assert index.search("") == []
    assert index.search("the of and") == []
    assert index.search("  ?! ") == []
    assert [rowid for rowid, _ in index.search("unknown gamma")] == [2]


def test_an_index_never_built_is_empty(conn: sqlite3.Connection) -> None:
    index = BM25Index(conn)
    assert len(index) == 0
    assert index.search("anything") == []
    index.rebuild([])
    assert len(index) == 0
    assert index.search("anything") == []


def test_rebuild_replaces_the_old_index(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["old text here", "old words"])
    assert len(index) == 2
    index.rebuild([(7, "new text"), (9, "newer words")])
    assert len(index) == 2
    assert index.search("old") == []
    assert [rowid for rowid, _ in index.search("new text")] == [7]


def test_rowids_need_not_be_contiguous_but_must_be_unique(conn: sqlite3.Connection) -> None:
    index = BM25Index(conn)
    index.rebuild([(1000, "alpha"), (3, "beta"), (2**40, "alpha beta")])
    assert {rowid for rowid, _ in index.search("alpha")} == {1000, 2**40}
    with pytest.raises(ValueError, match="same rowid"):
        index.rebuild([(1, "a b"), (1, "c d")])


def test_rebuild_may_read_chunks_from_a_cursor_on_the_same_connection(
    conn: sqlite3.Connection,
) -> None:
    conn.execute("CREATE TABLE chunks (text TEXT)")
    conn.executemany("INSERT INTO chunks VALUES (?)", [("alpha beta",), ("gamma",)])
    conn.commit()
    index = BM25Index(conn)
    index.rebuild(conn.execute("SELECT rowid, text FROM chunks"))
    assert [rowid for rowid, _ in index.search("gamma")] == [2]


def test_a_rebuild_through_another_object_is_noticed(conn: sqlite3.Connection) -> None:
    reader = index_of(conn, ["alpha", "beta"])
    assert [rowid for rowid, _ in reader.search("alpha")] == [1]
    BM25Index(conn).rebuild([(5, "alpha"), (6, "beta")])
    assert [rowid for rowid, _ in reader.search("alpha")] == [5]


def test_index_persists_across_connections(tmp_path: Path) -> None:
    path = tmp_path / "kb.sqlite"
    texts = ["revenue grew in 2024", "costs fell in 2023", "revenue and costs", "memo"]
    writer = sqlite3.connect(path)
    before = index_of(writer, texts).search("revenue costs 2024")
    writer.close()
    reader = sqlite3.connect(path)
    index = BM25Index(reader)
    assert len(index) == 4
    assert index.search("revenue costs 2024") == before
    assert {name for (name,) in reader.execute("SELECT name FROM sqlite_master")} >= {
        "bm25_meta",
        "bm25_postings",
    }
    reader.close()


def test_repeated_query_terms_count_twice(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["alpha beta", "alpha", "beta"])
    once, twice = dict(index.search("alpha beta")), dict(index.search("alpha alpha beta"))
    assert twice[2] == pytest.approx(2 * once[2])


def test_a_small_cache_still_gives_the_same_results(
    conn: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = [f"term{i % 7} term{i % 11} shared" for i in range(200)]
    index = index_of(conn, texts)
    expected = [index.search(f"term{i} shared term{i + 1}") for i in range(7)]
    monkeypatch.setattr(bm25, "CACHE_BYTES", 1)
    fresh = BM25Index(conn)
    assert [fresh.search(f"term{i} shared term{i + 1}") for i in range(7)] == expected
    assert len(fresh._cache) <= 3


def test_bad_parameters_are_refused(conn: sqlite3.Connection) -> None:
    with pytest.raises(ValueError, match="k1"):
        BM25Index(conn, k1=-1)
    with pytest.raises(ValueError, match="b="):
        BM25Index(conn, b=1.5)


def test_more_than_65536_terms(conn: sqlite3.Connection) -> None:
    texts = [" ".join(f"u{i}x{j}" for j in range(70)) for i in range(1000)]
    texts[-5:] = [f"{text} late" for text in texts[-5:]]
    index = index_of(conn, texts)
    assert [rowid for rowid, _ in index.search("u999x69")] == [1000]
    assert [rowid for rowid, _ in index.search("late")] == [996, 997, 998, 999, 1000]


def test_rebuild_commits_a_transaction_already_open(conn: sqlite3.Connection) -> None:
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('pending')")
    assert conn.in_transaction
    index_of(conn, ["alpha"])
    assert not conn.in_transaction


def test_a_failed_rebuild_keeps_the_old_index(tmp_path: Path) -> None:
    path = tmp_path / "kb.sqlite"
    writer = sqlite3.connect(path)
    index_of(writer, ["alpha beta", "gamma"])
    writer.close()
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    index = BM25Index(reader)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        index.rebuild([(1, "new text")])
    assert not reader.in_transaction
    assert [rowid for rowid, _ in index.search("gamma")] == [2]
    reader.close()


def random_text(rng: random.Random, vocab: list[str], weights: list[float]) -> str:
    """0-40 words, Zipf-like, so equal texts (and equal scores) happen too."""
    return " ".join(rng.choices(vocab, weights, k=rng.choice([0, 1, 2, 3, rng.randint(4, 40)])))


@pytest.mark.parametrize("seed", range(8))
def test_updates_rank_exactly_as_a_rebuild(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Random adds, edits (remove + add) and deletes, applied one batch at a time, against a
    fresh rebuild from the chunks left, in rowid order: same rowids, same float scores, same
    order (ties included), for many queries; merges and renumbering happen on the way."""
    monkeypatch.setattr(topk, "_PROBE", 8)  # prune on small postings too
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(150)]
    weights = [1 / (i + 1) for i in range(150)]
    queries = [" ".join(rng.choices(vocab, weights, k=rng.randint(1, 5))) for _ in range(40)]
    index = BM25Index(sqlite3.connect(":memory:"))
    live: dict[int, str] = {}
    next_rowid = 1
    for step in range(60):
        kind = rng.choice(
            ["add", "add", "edit", "delete", "mixed", "wipe" if step % 25 == 24 else "add"]
        )
        count = rng.choice([1, 2, 5, 30]) if live else 50
        removed = rng.sample(sorted(live), min(len(live), count)) if kind != "add" else []
        if kind == "wipe":
            removed = sorted(live)
        fresh_texts = [
            random_text(rng, vocab, weights) for _ in range(count if kind != "delete" else 0)
        ]
        added = [(next_rowid + i, text) for i, text in enumerate(fresh_texts)]
        next_rowid += len(added) + rng.randint(0, 3)  # rowids grow, with gaps, as SQLite's
        index.update(removed, added)
        for rowid in removed:
            del live[rowid]
        live.update(added)

        rebuilt = BM25Index(sqlite3.connect(":memory:"))
        rebuilt.rebuild(sorted(live.items()))
        assert len(index) == len(rebuilt) == len(live)
        for query in queries:
            assert index.search(query, 10) == rebuilt.search(query, 10), (step, query)
        assert index.search(queries[0], 1000) == rebuilt.search(queries[0], 1000)


def segments_of(conn: sqlite3.Connection) -> list[list[int]]:
    """The stored segments: [id, first chunk number, end, postings, first row]."""
    row = conn.execute("SELECT value FROM bm25_meta WHERE key = 'segments'").fetchone()
    return list(json.loads(row[0]))


def test_updates_merge_segments_and_close_up_numbers(conn: sqlite3.Connection) -> None:
    index = BM25Index(conn)
    index.rebuild((rowid, f"alpha t{rowid}") for rowid in range(1, 101))
    for rowid in range(101, 141):  # one small segment each, merged as they grow
        index.update([], [(rowid, f"alpha t{rowid} late")])
    segments = json.loads(
        conn.execute("SELECT value FROM bm25_meta WHERE key = 'segments'").fetchone()[0]
    )
    assert len(segments) <= 4
    index.update(range(1, 90), [])  # most chunks dead: numbers closed up, one segment
    segments = json.loads(
        conn.execute("SELECT value FROM bm25_meta WHERE key = 'segments'").fetchone()[0]
    )
    assert [segment[1] for segment in segments] == [0]
    assert len(index) == len(index._rowids) == 51
    assert [rowid for rowid, _ in index.search("t95")] == [95]
    assert {rowid for rowid, _ in index.search("late", 100)} == set(range(101, 141))


def test_update_refuses_a_rowid_already_indexed(conn: sqlite3.Connection) -> None:
    index = index_of(conn, ["alpha", "beta"])
    with pytest.raises(ValueError, match="same rowid"):
        index.update([], [(2, "gamma")])
    index.update([2], [(2, "gamma")])  # removed first: may come back
    assert [rowid for rowid, _ in index.search("gamma")] == [2]
    assert index.search("beta") == []


def test_an_update_through_another_object_is_noticed(conn: sqlite3.Connection) -> None:
    reader = index_of(conn, ["alpha", "beta"])
    assert [rowid for rowid, _ in reader.search("alpha")] == [1]
    BM25Index(conn).update([1], [(3, "alpha alpha")])
    assert [rowid for rowid, _ in reader.search("alpha")] == [3]
