"""Data the knowledge base hands out: documents with provenance, search hits, chunks, reports.

These shapes are a contract between the knowledge base, the research tools (whose outputs
the model reads) and the command line.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class Document(BaseModel):
    """One indexed document and its provenance."""

    doc_id: str = Field(
        description="Path in the folder without the extension ('2024/annual-report'), "
        "unless front matter sets doc_id."
    )
    title: str
    version: str | None = None
    published: str | None = Field(default=None, description="Publication date as written.")
    source_path: str = Field(description="Absolute path of the file it was read from.")
    content_hash: str = Field(description="SHA-256 of the file's bytes, hex.")
    size_bytes: int
    chunks: int = Field(description="How many chunks the text was split into (>= 1).")
    read_at: datetime = Field(description="When the file was read (UTC).")


class SearchHit(BaseModel):
    """One ranked chunk: enough to decide whether to read it, not evidence in itself."""

    doc_id: str
    chunk: int = Field(description="Chunk number, from 0.")
    chunks: int = Field(description="Chunks in the document.")
    title: str
    score: float
    snippet: str = Field(description="A short excerpt around the best-matching terms.")
    version: str | None = None
    published: str | None = None


class ChunkText(BaseModel):
    """The text of a whole short document, or of one chunk of a long one, with provenance."""

    doc_id: str
    chunk: int
    chunks: int
    title: str
    version: str | None = None
    published: str | None = None
    content_hash: str
    source_path: str
    text: str


class SkippedFile(BaseModel):
    """A file that was not indexed, and why (the good files are indexed regardless)."""

    path: str
    reason: str


class IndexProgress(BaseModel):
    """Progress of an indexing pass, reported after each file."""

    files_done: int
    files_total: int
    bytes_done: int
    bytes_total: int
    elapsed_seconds: float
    current: str = ""


class IndexReport(BaseModel):
    """What an indexing pass did."""

    folder: str
    indexed: list[str] = Field(default_factory=list, description="doc_ids (re)read this pass.")
    unchanged: list[str] = Field(default_factory=list, description="doc_ids not re-read.")
    removed: list[str] = Field(default_factory=list, description="doc_ids whose file is gone.")
    skipped: list[SkippedFile] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    hidden_passages: dict[str, int] = Field(
        default_factory=dict,
        description="Files read this pass -> passages of hidden text dropped from them.",
    )
    elapsed_seconds: float = 0.0
