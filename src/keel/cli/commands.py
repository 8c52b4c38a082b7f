"""What each ``keel`` command takes: arguments, options, their checks and help, with Typer only.

Typer reads every command's signature whenever ``keel`` starts, ``keel --help`` included,
so this module imports nothing heavy: no Rich, no Pydantic, no knowledge base, no MCP SDK.
Each command imports the module that carries it out (``ask``, ``kb``, ``runs``, ``trace``,
``prune``, ``mcp_serve``, ``mcp_tools``) when it runs, and only that one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer

from keel.limits import (
    DEFAULT_MAX_COST_USD,
    DEFAULT_MAX_STEPS,
    DEFAULT_MAX_TOKENS,
    DEFAULT_TIMEOUT_SECONDS,
)
from keel.statuses import RUN_STATUSES

__all__ = [
    "ask_command",
    "count_within",
    "kb_app",
    "mcp_app",
    "prune_command",
    "resume_command",
    "runs_command",
    "serve_command",
    "show_command",
    "trace_command",
    "view_command",
    "worker_command",
]

MAX_STEPS = 10_000
"""Largest ``--max-steps``."""
MAX_TOKENS = 1_000_000_000
"""Largest ``--max-tokens``."""
MAX_COST_USD = 100_000.0
"""Largest ``--max-cost`` (USD)."""
MAX_TIMEOUT_SECONDS = 7 * 24 * 3600.0
"""Largest ``--timeout`` (a week)."""


def count_within(high: int) -> Callable[[int | None], int | None]:
    """A Typer callback: a whole number from 1 to ``high`` (exit 2 naming the range)."""

    def check(value: int | None) -> int | None:
        if value is not None and not 1 <= value <= high:
            raise typer.BadParameter(f"must be from 1 to {high} (got {value})")
        return value

    return check


def _within(high: float) -> Callable[[float | None], float | None]:
    """A Typer callback: a finite number greater than 0 and at most ``high``."""

    def check(value: float | None) -> float | None:
        if value is not None and not 0 < value <= high:  # also rejects nan
            raise typer.BadParameter(f"must be greater than 0 and at most {high:g} (got {value:g})")
        return value

    return check


Goal = Annotated[str, typer.Argument(help="The question to answer from the documents.")]
KbFolder = Annotated[Path, typer.Option("--kb", help="Folder of documents to research.")]
Model = Annotated[
    str | None,
    typer.Option(
        help="planner, scripted:FILE, openai:MODEL, anthropic:MODEL, "
        "openai-compatible:MODEL@URL, llamacpp:smollm2 or llamacpp:FILE.gguf "
        "(default: $KEEL_MODEL, else planner)"
    ),
]
MaxSteps = Annotated[
    int | None, typer.Option(callback=count_within(MAX_STEPS), help="Model calls.")
]
MaxTokens = Annotated[
    int | None, typer.Option(callback=count_within(MAX_TOKENS), help="Input + output tokens.")
]
MaxCost = Annotated[
    float | None, typer.Option(callback=_within(MAX_COST_USD), help="Model cost in USD.")
]
Timeout = Annotated[
    float | None, typer.Option(callback=_within(MAX_TIMEOUT_SECONDS), help="Active seconds.")
]
TraceOut = Annotated[
    Path | None, typer.Option(help="Trace JSONL (default: KEEL_HOME/traces/RUN_ID.jsonl)")
]
JsonOutput = Annotated[
    bool, typer.Option("--json", help="Print one JSON object on stdout, nothing else.")
]
NoInput = Annotated[
    bool, typer.Option("--no-input", help="Never prompt: pause the run instead (exit 5).")
]
Otel = Annotated[
    bool,
    typer.Option(
        "--otel",
        help="Also send the run's spans over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT, "
        "OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME; needs the otel extra). Without "
        "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true the spans hold no content "
        "(arguments, questions, answers, error messages, reasons).",
    ),
]
Store = Annotated[
    str | None,
    typer.Option(
        "--store",
        help="Run store: a SQLite file or a postgresql:// URI "
        "(default: $KEEL_STORE, else KEEL_HOME/runs.db)",
    ),
]
Mcp = Annotated[
    list[str] | None,
    typer.Option(
        "--mcp",
        metavar="SERVER",
        help="An MCP server whose tools the agent may use: a command line run with your "
        "environment ('python -m mcp_server_time') or an http(s) URL, optionally named "
        "NAME=... (tools are NAME__TOOL). Repeatable. keel resume starts them again.",
    ),
]


def ask_command(
    goal: Goal,
    kb: KbFolder,
    model: Model = None,
    max_steps: MaxSteps = DEFAULT_MAX_STEPS,
    max_tokens: MaxTokens = DEFAULT_MAX_TOKENS,
    max_cost: MaxCost = DEFAULT_MAX_COST_USD,
    timeout: Timeout = DEFAULT_TIMEOUT_SECONDS,
    trace_out: TraceOut = None,
    json_output: JsonOutput = False,
    no_input: NoInput = False,
    store: Store = None,
    otel: Otel = False,
    mcp: Mcp = None,
) -> None:
    """Answer GOAL from the documents in --kb, citing only documents the agent read."""
    from keel.cli.ask import ask

    code = ask(
        goal,
        kb,
        model=model,
        max_steps=max_steps,
        max_tokens=max_tokens,
        max_cost=max_cost,
        timeout=timeout,
        trace_out=trace_out,
        json_output=json_output,
        no_input=no_input,
        store=store,
        otel=otel,
        mcp=mcp or [],
    )
    raise typer.Exit(code)


kb_app = typer.Typer(
    name="kb",
    help="Index a folder of documents, and search it the way the agent does.",
    rich_markup_mode=None,
)

Folder = Annotated[Path, typer.Argument(help="The folder of documents (searched recursively).")]


@kb_app.command("index")
def index_command(folder: Folder) -> None:
    """Index FOLDER incrementally (unchanged files are not re-read) and summarize."""
    from keel.cli.kb import index

    index(folder)


@kb_app.command("search")
def search_command(
    folder: Folder,
    query: Annotated[str, typer.Argument(help="Words to look for, as the agent would.")],
    limit: Annotated[
        int, typer.Option(callback=count_within(100), help="How many hits to show.")
    ] = 5,
) -> None:
    """Search FOLDER's index (updating it first) and show the hits the agent would get."""
    from keel.cli.kb import search

    search(folder, query, limit)


mcp_app = typer.Typer(
    name="mcp",
    help="MCP (Model Context Protocol): a server's tools, and the research agent as a server.",
    rich_markup_mode=None,
)


@mcp_app.callback()
def _mcp_group() -> None:
    """MCP (Model Context Protocol): a server's tools as keel treats them (keel mcp tools),
    and the research agent as an MCP server (keel mcp serve)."""


@mcp_app.command("tools")
def mcp_tools_command(
    server: Annotated[
        str,
        typer.Argument(
            help="A command line ('python -m mcp_server_time', run with your environment) "
            "or an http(s) URL, optionally named NAME=...",
        ),
    ],
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Start SERVER, list its tools with the effects, idempotency and approval keel maps
    their annotations to, and stop it."""
    from keel.cli.mcp_tools import list_tools

    list_tools(server, json_output=json_output)


def trace_command(
    source: Annotated[
        str, typer.Argument(help="A trace file written by keel (JSONL), or a run id.")
    ],
    store: Annotated[
        str | None,
        typer.Option(
            help="Run store for a run id: a SQLite file or a postgresql:// URI "
            "(default: $KEEL_STORE, else KEEL_HOME/runs.db)"
        ),
    ] = None,
) -> None:
    """Render a run's trace: seq, time, event type and the details that matter."""
    from keel.cli.trace import show_trace

    show_trace(source, store=store)


RunId = Annotated[str, typer.Argument(help="The run's id (from keel ask or keel runs).")]
Json = Annotated[bool, typer.Option("--json", help="Print one JSON object on stdout.")]


def runs_command(
    status: Annotated[
        str | None, typer.Option(help=f"Only runs with this status: {', '.join(RUN_STATUSES)}.")
    ] = None,
    limit: Annotated[
        int, typer.Option(callback=count_within(10_000), help="At most this many runs.")
    ] = 50,
    json_output: Annotated[
        bool,
        typer.Option("--json", help="Print one JSON array on stdout: an object per run."),
    ] = False,
    store: Store = None,
) -> None:
    """List runs in the store, most recently updated first."""
    from keel.cli.runs import list_runs

    list_runs(status, limit, json_output=json_output, store=store)


def _host_port(value: str | None) -> str | None:
    """A Typer callback: ``HOST:PORT``, the port from 1 to 65535."""
    if value is None:
        return None
    host, colon, port = value.rpartition(":")
    if not colon or not host or not port.isdigit() or not 1 <= int(port) <= 65_535:
        raise typer.BadParameter(f"give HOST:PORT, e.g. 127.0.0.1:7233 (got {value!r})")
    return value


Temporal = Annotated[
    str | None,
    typer.Option(
        "--temporal",
        metavar="HOST:PORT",
        callback=_host_port,
        help="The run lives in Temporal at HOST:PORT (see keel worker), not in the store.",
    ),
]


def show_command(
    run_id: RunId,
    events: Annotated[
        bool,
        typer.Option("--events", help='Also print the trace (with --json: as "events").'),
    ] = False,
    json_output: Json = False,
    store: Store = None,
    temporal: Temporal = None,
) -> None:
    """Show one run: status, what it waits for, answer, usage, approvals."""
    if temporal is not None:
        from keel.cli.worker import show_temporal

        show_temporal(run_id, temporal, events=events, json_output=json_output)
        return
    from keel.cli.runs import show_run

    show_run(run_id, events=events, json_output=json_output, store=store)


def resume_command(
    run_id: RunId,
    answer: Annotated[
        str | None, typer.Option(help="Answer to the question the run waits on.")
    ] = None,
    approve: Annotated[
        bool, typer.Option("--approve", help="Approve the action the run waits on.")
    ] = False,
    deny: Annotated[bool, typer.Option("--deny", help="Deny the action the run waits on.")] = False,
    by: Annotated[
        str | None,
        typer.Option(help="Who answers, approves or denies (default: your user name)."),
    ] = None,
    action: Annotated[
        str | None,
        typer.Option(help="Approve only if the pending action has this fingerprint."),
    ] = None,
    trace_out: Annotated[
        Path | None, typer.Option(help="Trace JSONL (default: the run's own trace file)")
    ] = None,
    json_output: JsonOutput = False,
    no_input: NoInput = False,
    store: Store = None,
    otel: Otel = False,
    temporal: Temporal = None,
) -> None:
    """Continue a paused run (or one whose worker died) where it stopped.

    For a run another agent started, an answer or decision is recorded for its worker.
    """
    if temporal is not None:
        from keel.cli.worker import resume_temporal

        if approve and deny:
            raise typer.BadParameter("--approve and --deny cannot be used together")
        verdict = True if approve else False if deny else None
        who = by or "user"
        raise typer.Exit(
            resume_temporal(run_id, temporal, answer=answer, approve=verdict, action=action, by=who)
        )
    from keel.cli.resume import resume

    code = resume(
        run_id,
        answer=answer,
        approve=approve,
        deny=deny,
        by=by,
        action=action,
        trace_out=trace_out,
        json_output=json_output,
        no_input=no_input,
        store=store,
        otel=otel,
    )
    raise typer.Exit(code)


def prune_command(
    older_than: Annotated[
        str | None, typer.Option(help="Runs last updated longer ago than this (30d, 12h).")
    ] = None,
    status: Annotated[
        str | None,
        typer.Option(help="Runs with these statuses, comma-separated (default: finished ones)."),
    ] = None,
    missing_folders: Annotated[
        bool,
        typer.Option(
            "--missing-folders",
            help="Indexes of folders that no longer exist (kept if the folder's parent is "
            "missing too, e.g. an unmounted drive, or it cannot be looked at).",
        ),
    ] = False,
    include_live: Annotated[
        bool, typer.Option("--include-live", help="Also running runs with a live lease.")
    ] = False,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="List what would be removed; change nothing.")
    ] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    store: Annotated[
        str | None, typer.Option(help="Run store (default: $KEEL_STORE, else KEEL_HOME/runs.db)")
    ] = None,
) -> None:
    """Remove old runs (with their traces and state files) and orphaned indexes."""
    from keel.cli.prune import prune

    prune(
        older_than=older_than,
        status=status,
        missing_folders=missing_folders,
        include_live=include_live,
        dry_run=dry_run,
        json_output=json_output,
        store=store,
    )


def _http_address(value: str | None) -> str | None:
    """A Typer callback: ``HOST:PORT`` (or ``:PORT``), the port from 1 to 65535."""
    if value is None:
        return None
    host, colon, port = value.rpartition(":")
    if not colon or not port.isdigit() or not 1 <= int(port) <= 65_535:
        raise typer.BadParameter(f"give HOST:PORT, e.g. 127.0.0.1:8000 (got {value!r})")
    return f"{host.strip('[]') or '127.0.0.1'}:{int(port)}"


@mcp_app.command("serve", short_help="Serve the research agent over --kb to MCP clients.")
def mcp_serve_command(
    kb: KbFolder,
    model: Model = None,
    max_steps: MaxSteps = DEFAULT_MAX_STEPS,
    max_tokens: MaxTokens = DEFAULT_MAX_TOKENS,
    max_cost: MaxCost = DEFAULT_MAX_COST_USD,
    timeout: Timeout = DEFAULT_TIMEOUT_SECONDS,
    store: Store = None,
    http: Annotated[
        str | None,
        typer.Option(
            "--http",
            metavar="HOST:PORT",
            callback=_http_address,
            help="Serve streamable HTTP at http://HOST:PORT/mcp instead of stdio "
            "(HOST defaults to 127.0.0.1; there is no authentication).",
        ),
    ] = None,
) -> None:
    """Serve the research agent over --kb as an MCP server: tools ask, reply, search.

    Over stdio by default (stdout carries the protocol; messages go to stderr). The
    budgets are each run's limits: a client may lower them, never raise them. Runs are
    recorded in the run store, as keel ask records them.
    """
    from keel.cli.mcp_serve import serve

    code = serve(
        kb,
        model=model,
        max_steps=max_steps,
        max_tokens=max_tokens,
        max_cost=max_cost,
        timeout=timeout,
        store=store,
        http=http,
    )
    raise typer.Exit(code)


Host = Annotated[
    str, typer.Option(help="Address to listen on; off loopback a --token is required.")
]
Port = Annotated[int, typer.Option(callback=count_within(65_535), help="Port to listen on.")]
WebToken = Annotated[
    str | None,
    typer.Option(help="Access token every request must carry (default: $KEEL_WEB_TOKEN)."),
]


def serve_command(
    store: Store = None,
    host: Host = "127.0.0.1",
    port: Port = 8765,
    token: WebToken = None,
    temporal: Annotated[
        str | None,
        typer.Option(
            "--temporal",
            metavar="HOST:PORT",
            callback=_host_port,
            help="Serve the keel runs that live in Temporal at HOST:PORT (not with --store).",
        ),
    ] = None,
    namespace: Annotated[
        str, typer.Option(help="The Temporal namespace (with --temporal).")
    ] = "default",
) -> None:
    """Serve the web console: runs, run pages, and an inbox to answer and approve."""
    import os

    from keel.cli.serve import serve, serve_temporal

    if temporal is not None:
        if store is not None:
            raise typer.BadParameter("give --store or --temporal, not both")
        serve_temporal(temporal, namespace, host, port, token, os.environ)
        return
    serve(store, host, port, token, os.environ)


def view_command(
    trace: Annotated[Path, typer.Argument(help="A trace file written by keel (JSONL).")],
    host: Host = "127.0.0.1",
    port: Port = 8765,
    token: WebToken = None,
) -> None:
    """Serve the run page of one trace file in the web console (no run store needed)."""
    import os

    from keel.cli.serve import view

    view(trace, host, port, token, os.environ)


def worker_command(
    temporal: Annotated[
        str,
        typer.Option(
            "--temporal", metavar="HOST:PORT", callback=_host_port, help="The Temporal server."
        ),
    ],
    task_queue: Annotated[str, typer.Option("--task-queue", help="The task queue to serve.")],
    app: Annotated[
        str,
        typer.Option(
            "--app",
            metavar="MODULE:FACTORY",
            help="A function returning the keel.Runtime (model, tools, budgets, policy) to "
            "serve, or a keel.temporal.TemporalApp (the runtime and its tools' deps).",
        ),
    ],
    max_concurrent: Annotated[
        int | None,
        typer.Option(callback=count_within(10_000), help="At most this many calls at once."),
    ] = None,
) -> None:
    """Serve keel runs as Temporal workflows (model and tool calls as activities).

    Runs until Ctrl+C or SIGTERM (exit 130). Needs the temporal extra.
    """
    from keel.cli.worker import serve_worker

    raise typer.Exit(serve_worker(temporal, task_queue, app, max_concurrent))
