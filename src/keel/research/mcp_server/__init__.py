"""The research agent as an MCP server (``keel mcp serve``), with the official ``mcp`` SDK.

- ``service``: `ResearchService`, the agent over one folder, one call at a time, with
  every run recorded as ``keel ask`` records it (no MCP here);
- ``outputs``: what the tools return (`AskOutput`, `SearchOutput`) and its text form;
- ``tools``: the ``ask``, ``reply`` and ``search`` tool functions (the ``mcp`` SDK);
- ``server``: `research_server`, the server with those tools and their annotations
  (imports the ``mcp`` SDK, the ``mcp`` extra).

    with ResearchService.open(config) as service:
        research_server(service).run("stdio")
"""

import typing

from keel.lazy import lazy_exports as _lazy_exports

if typing.TYPE_CHECKING:
    from keel.research.mcp_server.outputs import AskOutput, SearchOutput
    from keel.research.mcp_server.server import research_server
    from keel.research.mcp_server.service import ResearchService, ServeConfig
else:  # hidden from type checkers, which would take any name as exported
    __getattr__, __dir__ = _lazy_exports(
        __name__,
        {
            "keel.research.mcp_server.outputs": ("AskOutput", "SearchOutput"),
            "keel.research.mcp_server.server": ("research_server",),
            "keel.research.mcp_server.service": ("ResearchService", "ServeConfig"),
        },
    )

__all__ = ["AskOutput", "ResearchService", "SearchOutput", "ServeConfig", "research_server"]
