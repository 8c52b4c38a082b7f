"""The research agent: an app built on the keel runtime, in its own wing.

It answers questions over a local folder of documents with verified citations:

- ``agent``: the tools (``search_kb``, ``read_document``, ``calculate``,
  ``store_observation``), the instructions, `research_runtime`;
- ``citations``: cite only documents read in this run, and only while unchanged;
- ``calc``: the bounded, safe calculator;
- ``kb/``: the knowledge base (loaders, chunking, incremental ingest, SQLite, BM25);
- ``planner/``: the offline planner (no language model) and its reading modules;
- ``models``: model strings with ``planner`` as the default;
- ``session``: asking and resuming as ``keel ask`` / ``keel resume`` do it.

The runtime core never imports this package; this package never imports the CLI.
"""

import typing

from keel.lazy import lazy_exports as _lazy_exports

if typing.TYPE_CHECKING:
    from keel.research.agent import (
        OBSERVATION_CHARS,
        RESEARCH_INSTRUCTIONS,
        research_runtime,
        research_tools,
    )
    from keel.research.citations import READING_TOOLS, CitationValidator, ResearchCitationValidator
else:  # hidden from type checkers, which would take any name as exported
    __getattr__, __dir__ = _lazy_exports(
        __name__,
        {
            "keel.research.agent": (
                "OBSERVATION_CHARS",
                "RESEARCH_INSTRUCTIONS",
                "research_runtime",
                "research_tools",
            ),
            "keel.research.citations": (
                "READING_TOOLS",
                "CitationValidator",
                "ResearchCitationValidator",
            ),
        },
    )

__all__ = [
    "OBSERVATION_CHARS",
    "READING_TOOLS",
    "RESEARCH_INSTRUCTIONS",
    "CitationValidator",
    "ResearchCitationValidator",
    "research_runtime",
    "research_tools",
]
