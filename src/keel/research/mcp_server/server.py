"""The MCP server: the research agent's ``ask``, ``reply`` and ``search`` tools.

Tool annotations are hints a client shows or acts on, so they are kept honest:

- every tool is read-only: they read the folder and never change it (runs, traces and
  the index are keel's own records, under its home directory and run store);
- ``search`` is closed-world (only the local index);
- ``ask`` and ``reply`` are closed-world with a local model (the offline ``planner``, a
  ``scripted:`` file, ``llamacpp:``, or ``openai-compatible:`` on localhost), and
  open-world with a hosted one (``openai:``, ``anthropic:``, ``openai-compatible:``
  elsewhere): the question and the passages the agent reads are then sent to that provider.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from mcp.server.mcpserver import MCPServer
from mcp_types import ToolAnnotations

from keel import __version__
from keel.research.mcp_server.service import ResearchService
from keel.research.mcp_server.tools import ask_tool, reply_tool, search_tool

__all__ = ["ask_annotations", "model_is_local", "research_server"]

_LOCAL_KINDS = frozenset({"planner", "scripted", "llamacpp"})
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})

ASK_DESCRIPTION = (
    "Answer a question from the documents in the server's folder. The research agent "
    "searches and reads them and answers only with evidence it read: every citation is a "
    "document id of the folder, checked unchanged. Budgeted: each run is limited in model "
    "calls, tokens, cost and time (pass lower limits to tighten them). Structured result: "
    "status (completed, stopped by a budget, waiting_for_user when the agent needs a "
    "clarification, failed), answer, citations with titles, versions and dates, run id, usage."
)
REPLY_DESCRIPTION = (
    "Continue a run of ask that paused with status waiting_for_user: give the answer to the "
    "agent's question (waiting_for.question) and the run goes on where it stopped, with its "
    "own budgets (at most this server's). Returns the same result as ask."
)
SEARCH_DESCRIPTION = (
    "Search the folder's documents (BM25 over chunks) and return the best chunks with "
    "snippets, best first: where to look, not a verified answer."
)


def model_is_local(spec: str) -> bool:
    """True if the model string names a model that runs on this machine.

    ``planner``, ``scripted:``, ``llamacpp:`` and ``openai-compatible:MODEL@URL`` with a
    loopback host are local; hosted providers, and any model string not known here, are not.
    """
    kind, _, rest = spec.strip().partition(":")
    if kind in _LOCAL_KINDS:
        return True
    if kind == "openai-compatible":
        url = rest.partition("@")[2]
        return urlsplit(url).hostname in _LOCAL_HOSTS
    return False


def ask_annotations(model: str, title: str = "Ask the documents") -> ToolAnnotations:
    """``ask``'s (and ``reply``'s) hints: read-only; open-world only if ``model`` is hosted
    elsewhere."""
    return ToolAnnotations(
        title=title,
        read_only_hint=True,
        destructive_hint=False,
        idempotent_hint=False,  # each call drives a recorded run
        open_world_hint=not model_is_local(model),
    )


SEARCH_ANNOTATIONS = ToolAnnotations(
    title="Search the documents",
    read_only_hint=True,
    destructive_hint=False,
    idempotent_hint=True,
    open_world_hint=False,
)
"""``search``'s hints: it reads the local index only."""


def research_server(service: ResearchService) -> MCPServer:
    """An MCP server with ``ask``, ``reply`` and ``search`` over ``service``'s folder."""
    config = service.config
    server: MCPServer = MCPServer(
        name="keel-research",
        title="keel research agent",
        instructions=(
            f"Answers questions from the documents in {config.folder} with verified "
            "citations. Use ask for an answer (reply if it pauses with a question); search "
            "to see which documents mention what."
        ),
        version=__version__,
        log_level="WARNING",
    )
    server.add_tool(
        ask_tool(service),
        name="ask",
        title="Ask the documents",
        description=ASK_DESCRIPTION,
        annotations=ask_annotations(config.model),
        structured_output=True,
    )
    server.add_tool(
        reply_tool(service),
        name="reply",
        title="Answer a paused run's question",
        description=REPLY_DESCRIPTION,
        annotations=ask_annotations(config.model, "Answer a paused run's question"),
        structured_output=True,
    )
    server.add_tool(
        search_tool(service),
        name="search",
        title="Search the documents",
        description=SEARCH_DESCRIPTION,
        annotations=SEARCH_ANNOTATIONS,
        structured_output=True,
    )
    return server
