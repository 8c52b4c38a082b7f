"""Runs for the console's tests, made by keel's real runtime over a real SQLite store.

- research runs: ``keel ask --model scripted:PATH --kb DOCS --no-input`` in-process, over
  a folder with two annual reports and a document full of HTML and ``<script>``;
- another agent's runs ("the mailer"): a runtime with a side-effecting ``send_email``
  that needs approval, paused as ``waiting_for_user``, and the `RuntimeOwner` that can
  continue them (with the same script, by step).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest
from typer.testing import CliRunner

from helpers_tools import email_tool, runtime_for
from keel.cli import app
from keel.models.scripted import ScriptedDecisionMaker
from keel.runstore import RunRecord, RunStore
from keel.store import SqliteRunStore
from keel.testing import call, clarify, final
from keel.web import RuntimeOwner

HOSTILE = (
    '<script>window.__pwned = "yes"</script><img src=x onerror="window.__pwned=1">'
    "<b>bold?</b> & done"
)
"""Text a document, a tool output or a model may carry: it must show as text, never run."""


def tool_turn(name: str, **arguments: Any) -> dict[str, Any]:
    decision = {"kind": "tool", "call": {"name": name, "arguments": arguments}}
    return {"decision": decision, "input_tokens": 120, "output_tokens": 12, "cost_usd": 0.001}


def final_turn(answer: str, citations: list[str]) -> dict[str, Any]:
    decision = {"kind": "final", "answer": answer, "citations": citations}
    return {"decision": decision, "input_tokens": 300, "output_tokens": 40, "cost_usd": 0.002}


def clarify_turn(question: str) -> dict[str, Any]:
    return {"decision": {"kind": "clarify", "question": question}, "input_tokens": 90}


ANSWER = "Revenue grew 25%, from $80 million [annual-2023] to $100 million [annual-2024]."
CLARIFYING = [
    tool_turn("read_document", doc_id="annual-2023"),
    clarify_turn("Which currency should the answer use?"),
    tool_turn("read_document", doc_id="annual-2024"),
    final_turn(ANSWER, ["annual-2023", "annual-2024"]),
]
COMPLETING = [
    tool_turn("read_document", doc_id="annual-2023"),
    tool_turn("read_document", doc_id="annual-2024"),
    final_turn(ANSWER, ["annual-2023", "annual-2024"]),
]
HOSTILE_RUN = [
    tool_turn("read_document", doc_id="evil"),
    final_turn(f"The page says {HOSTILE} [evil]", ["evil"]),
]


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for year, revenue, published in (("2023", 80, "2024-03-14"), ("2024", 100, "2025-03-12")):
        (folder / f"annual-{year}.md").write_text(
            f"---\ntitle: Acme Annual Report {year}\nversion: 1.{year[-1]}\n"
            f"published: {published}\n---\n# Acme {year}\n\nRevenue for {year} was "
            f"${revenue} million.\n",
            encoding="utf-8",
        )
    (folder / "evil.txt").write_text(f"A hostile page. {HOSTILE}\n", encoding="utf-8")
    return folder


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def store(home: Path) -> Iterator[SqliteRunStore]:
    opened = SqliteRunStore(home / "runs.db")
    yield opened
    opened.close()


Ask = Callable[..., str]


@pytest.fixture
def ask(home: Path, docs: Path, tmp_path: Path) -> Ask:
    """``keel ask GOAL --kb docs --model scripted:<turns> --no-input``; returns the run id."""
    runner = CliRunner()
    made = iter(range(1000))

    def invoke(turns: list[dict[str, Any]], goal: str = "What was the revenue growth?") -> str:
        script = tmp_path / f"script-{next(made)}.jsonl"
        script.write_text("".join(json.dumps(t) + "\n" for t in turns), encoding="utf-8")
        args = ["ask", goal, "--kb", str(docs), "--model", f"scripted:{script}"]
        env = {"KEEL_HOME": str(home), "KEEL_MODEL": None, "KEEL_STORE": None}
        result = runner.invoke(app, [*args, "--no-input", "--json"], env=env)
        assert result.exit_code in (0, 5), result.output
        run_id: str = json.loads(result.stdout)["run_id"]
        return run_id

    return invoke


class Mailer:
    """Another agent: sends emails, each after a person's approval; owned by its worker."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.scripts: dict[str, list[Any]] = {}

    def script(self, *recipients: str) -> list[Any]:
        turns: list[Any] = [call("send_email", to=to, body="Hello") for to in recipients]
        return [*turns, final("sent")]

    def runtime(self, store: RunStore, script: list[Any]) -> Any:
        model = ScriptedDecisionMaker(script, by_step=True)
        return runtime_for(model, [email_tool(self.sent)], store=store)

    def start(self, store: RunStore, *recipients: str) -> str:
        """Start a run that pauses for approval of the first email; returns its id."""
        script = self.script(*recipients)
        goal = f"Email {' and '.join(recipients)}"
        result = self.runtime(store, script).run(goal, meta={"agent": "mailer"})
        assert result.state.status == "waiting_for_user"
        self.scripts[result.state.run_id] = script
        return result.state.run_id

    def resume(self, store: RunStore, run_id: str) -> str:
        """What the mailer's own worker does: ``runtime.resume(run_id)``."""
        result = self.runtime(store, self.scripts[run_id]).resume(run_id)
        return result.state.status

    def owner(self) -> RuntimeOwner:
        def make(store: RunStore) -> Any:
            return _Bound(self, store)

        return RuntimeOwner("the mailer", make, lambda r: r.meta.get("agent") == "mailer")


class _Bound:
    """The mailer's runtime for one store, resuming a run with that run's own script."""

    def __init__(self, mailer: Mailer, store: RunStore) -> None:
        self.mailer, self.store = mailer, store

    def resume(
        self, run_id: str, *, answer: str | None = None, approved_by: str = "", deps: Any = None
    ) -> Any:
        runtime = self.mailer.runtime(self.store, self.mailer.scripts[run_id])
        return runtime.resume(run_id, answer=answer, approved_by=approved_by, deps=deps)


@pytest.fixture
def mailer() -> Mailer:
    return Mailer()


MAILBOX_QUESTION = "Which mailbox should I clean up: <b>personal</b> or shared?"


class Sweeper:
    """Another agent, whose worker is not in the console: asks a question, then finishes
    with the answer it got (so a test sees exactly which answer was applied)."""

    def runtime(self, store: RunStore) -> Any:
        script = [clarify(MAILBOX_QUESTION), final("cleaned up the mailbox")]
        return runtime_for(ScriptedDecisionMaker(script, by_step=True), store=store)

    def start(self, store: RunStore) -> str:
        """Start a run that pauses on the question; returns its id."""
        result = self.runtime(store).run("Clean up my mailbox", meta={"agent": "sweeper"})
        assert result.state.status == "waiting_for_user"
        return result.state.run_id

    def resume(self, store: RunStore, run_id: str) -> Any:
        """What the sweeper's own worker does: ``runtime.resume(run_id)``, no reply."""
        return self.runtime(store).resume(run_id)


@pytest.fixture
def sweeper() -> Sweeper:
    return Sweeper()


def is_mailer(record: RunRecord) -> bool:
    return record.meta.get("agent") == "mailer"


T = TypeVar("T")


def off_loop(work: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Call ``work`` in a thread of its own: Playwright's sync API keeps an event loop
    running in the test's thread, where the runtime's synchronous ``run`` refuses to go."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(work, *args, **kwargs).result(timeout=120)
