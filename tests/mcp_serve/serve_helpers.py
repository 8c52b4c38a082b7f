"""What the ``keel mcp serve`` tests share: the example folder, the command, its environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from mcp.client.stdio import StdioServerParameters
from mcp_types import CallToolResult, TextContent

ROOT = Path(__file__).resolve().parents[2]
REPORTS = ROOT / "examples" / "reports"
GROWTH = "What was the revenue growth between 2023 and 2024?"
NOT_IN_DOCUMENTS = "What is the capital of France?"
FOLDER_IDS = frozenset(path.stem for path in REPORTS.iterdir() if path.is_file())
"""The example folder's document ids: each file's name without its extension."""


def keel_command() -> list[str]:
    """The ``keel`` console script of this interpreter's environment (``python -m keel``
    does not exist); ``python -c`` calling `keel.cli.main` if it is not installed."""
    script = Path(sys.executable).with_name("keel")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from keel.cli import main; sys.exit(main())"]


def server_env(home: Path) -> dict[str, str]:
    """A fresh ``KEEL_HOME``; this checkout's ``PYTHONPATH`` (it may point at a worktree)."""
    env = {"KEEL_HOME": str(home)}
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env


def serve_args(*extra: str) -> list[str]:
    """``keel mcp serve --kb examples/reports`` and ``extra`` options, as argv."""
    return [*keel_command(), "mcp", "serve", "--kb", str(REPORTS), *extra]


def spawn(argv: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    """A child in the repository's root with text pipes on all three streams (its stdin
    stays open until the test closes it)."""
    return subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )


def stdio_server(home: Path, *extra: str) -> StdioServerParameters:
    """How the SDK's stdio client starts the server (a subprocess)."""
    command, *args = serve_args(*extra)
    return StdioServerParameters(command=command, args=args, env=server_env(home), cwd=ROOT)


def text_of(result: CallToolResult) -> str:
    """The text content of a tool result (one block)."""
    (block,) = result.content
    assert isinstance(block, TextContent)
    return block.text


def structured(result: CallToolResult) -> dict[str, Any]:
    """The structured content of a tool result."""
    assert result.structured_content is not None
    return result.structured_content
