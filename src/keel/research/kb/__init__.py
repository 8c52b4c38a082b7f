"""The knowledge base: a folder of documents with provenance, chunked, in a BM25 index.

    with KnowledgeBase.open(KnowledgeBase.default_path(folder, home)) as kb:
        report = kb.index(folder)
        hits = kb.search("revenue 2024")
        text = kb.read(hits[0].doc_id, hits[0].chunk)

Modules: ``loaders`` (one file to text and metadata), ``chunking`` (chunks and snippets),
``scan`` (finding the files), ``ingest`` (an incremental indexing pass), ``store`` (SQLite
and :class:`KnowledgeBase`), ``bm25`` (the ranking engine; ``tokens``, ``postings`` and
``topk`` are its tokenizer, storage format and top-k search), ``types`` (the data handed out).
"""

import typing

from keel.lazy import lazy_exports as _lazy_exports

if typing.TYPE_CHECKING:
    from keel.errors import DocumentNotFound, KBError
    from keel.research.kb.ingest import MAX_FILE_BYTES
    from keel.research.kb.store import KnowledgeBase
    from keel.research.kb.types import (
        ChunkText,
        Document,
        IndexProgress,
        IndexReport,
        SearchHit,
        SkippedFile,
    )
else:  # hidden from type checkers, which would take any name as exported
    __getattr__, __dir__ = _lazy_exports(
        __name__,
        {
            "keel.errors": ("DocumentNotFound", "KBError"),
            "keel.research.kb.ingest": ("MAX_FILE_BYTES",),
            "keel.research.kb.store": ("KnowledgeBase",),
            "keel.research.kb.types": (
                "ChunkText",
                "Document",
                "IndexProgress",
                "IndexReport",
                "SearchHit",
                "SkippedFile",
            ),
        },
    )

__all__ = [
    "MAX_FILE_BYTES",
    "ChunkText",
    "Document",
    "DocumentNotFound",
    "IndexProgress",
    "IndexReport",
    "KBError",
    "KnowledgeBase",
    "SearchHit",
    "SkippedFile",
]
