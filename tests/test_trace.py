"""Trace events and sinks: the JSONL file contract, reading it back, resumed runs."""

import asyncio
import json
import subprocess
import sys
from datetime import datetime, timedelta

from helpers_tools import DESIGN_EVENTS, email_tool, events_of, lookup_tool, make_runtime, only
from keel import AgentState, JsonlSink, MemorySink, TraceEvent, TraceSink, read_trace, tool
from keel import trace as ev
from keel.testing import assert_trace_consistent, call, clarify, final

CONTRACT_EVENT_TYPES = DESIGN_EVENTS


def lookup_run(tmp_path, *extra):
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q"), *extra, final("done")], [lookup_tool(calls)]
    )
    path = tmp_path / "trace.jsonl"
    sink = JsonlSink(path)
    result = runtime.run("look it up", sinks=[sink])
    sink.close()
    return result, path


def test_jsonl_sink_writes_one_line_per_event_with_seq_timestamp_type_and_data(tmp_path):
    result, path = lookup_run(tmp_path)

    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(result.trace)
    records = [json.loads(line) for line in lines]
    for seq, record in enumerate(records):
        assert set(record) == {"seq", "timestamp", "event_type", "run_id", "data"}
        assert record["seq"] == seq
        assert isinstance(record["data"], dict)
        stamp = datetime.fromisoformat(record["timestamp"])
        assert stamp.utcoffset() == timedelta(0)
        assert record["timestamp"].endswith(("Z", "+00:00"))
    assert [r["event_type"] for r in records] == result.event_types()


def test_read_trace_loads_the_events_back_identically(tmp_path):
    result, path = lookup_run(tmp_path)

    loaded = read_trace(path)

    assert loaded == result.trace
    assert [e.model_dump(mode="json") for e in loaded] == [
        e.model_dump(mode="json") for e in result.trace
    ]


def test_read_trace_skips_blank_lines(tmp_path):
    result, path = lookup_run(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("\n", "\n\n"), encoding="utf-8")

    assert read_trace(path) == result.trace


def test_timestamps_never_go_backwards(tmp_path):
    result, _ = lookup_run(tmp_path)
    stamps = [e.timestamp for e in result.trace]
    assert stamps == sorted(stamps)


def test_resumed_run_continues_seq_and_appends_to_the_same_file(tmp_path):
    path = tmp_path / "runs" / "r1.jsonl"
    runtime, model = make_runtime([clarify("Which year?"), final("2024 it is")])
    first_sink = JsonlSink(path)
    paused = runtime.run("report", sinks=[first_sink])
    first_sink.close()
    lines_after_pause = len(path.read_text(encoding="utf-8").splitlines())

    second_sink = JsonlSink(path)
    resumed = runtime.resume(paused.state, answer="2024", sinks=[second_sink])
    second_sink.close()

    events = read_trace(path)
    assert lines_after_pause == len(paused.trace)
    assert events == [*paused.trace, *resumed.trace]
    assert [e.seq for e in events] == list(range(len(events)))
    assert resumed.trace[0].event_type == "run_resumed"
    assert resumed.trace[0].seq == paused.trace[-1].seq + 1
    assert resumed.state.trace_seq == len(events)
    assert_trace_consistent(events)
    model.assert_consumed()


def test_tool_events_carry_the_tool_name_and_tool_started_the_validated_arguments():
    @tool
    def measure(length: int, unit: str = "m") -> str:
        """Measure."""
        return f"{length}{unit}"

    runtime, _ = make_runtime(
        [call("measure", length="7"), call("measure", length="x"), final("done")], [measure]
    )
    result = runtime.run("measure")

    started = only(result, "tool_started")
    assert started.data["tool"] == "measure"
    assert started.data["arguments"] == {"length": 7, "unit": "m"}
    assert isinstance(started.data["action_signature"], str)
    tool_events = events_of(
        result, "tool_started", "tool_succeeded", "tool_failed", "tool_rejected"
    )
    assert [e.event_type for e in tool_events] == [
        "tool_started",
        "tool_succeeded",
        "tool_rejected",
    ]
    assert {e.data["tool"] for e in tool_events} == {"measure"}


def test_approval_and_duplicate_events_carry_the_tool_name():
    sent: list[str] = []
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q"), call("lookup", query="q"), call("send_email", to="bob")],
        [lookup_tool(calls), email_tool(sent)],
    )
    result = runtime.run("go")

    assert only(result, "duplicate_action_blocked").data["tool"] == "lookup"
    requested = only(result, "approval_requested")
    assert requested.data["tool"] == "send_email"
    assert requested.data["arguments"] == {"to": "bob", "body": ""}


def test_every_event_is_numbered_and_the_state_counts_them():
    result, _ = lookup_run_in_memory()
    assert [e.seq for e in result.trace] == list(range(len(result.trace)))
    assert result.state.trace_seq == len(result.trace)


def lookup_run_in_memory():
    calls: list[str] = []
    runtime, model = make_runtime([call("lookup", query="q"), final("done")], [lookup_tool(calls)])
    return runtime.run("look it up"), model


def test_runtime_sinks_and_run_sinks_both_receive_every_event():
    calls: list[str] = []
    runtime_sink, run_sink = MemorySink(), MemorySink()
    runtime, _ = make_runtime(
        [call("lookup", query="q"), final("done")], [lookup_tool(calls)], sinks=[runtime_sink]
    )
    result = runtime.run("go", sinks=[run_sink])

    assert runtime_sink.events == result.trace
    assert run_sink.events == result.trace


def test_result_trace_holds_only_the_events_of_its_own_segment():
    runtime, _ = make_runtime([clarify("Which year?"), final("2024")])
    paused = runtime.run("report")
    resumed = runtime.resume(paused.state, answer="2024")

    assert paused.event_types()[0] == "run_started"
    assert resumed.event_types() == [
        "run_resumed",
        "clarification_received",
        "model_requested",
        "model_decision",
        "run_completed",
    ]


def test_run_started_records_goal_budgets_guards_and_tools():
    result, _ = lookup_run_in_memory()
    started = result.trace[0]
    assert started.event_type == "run_started"
    assert started.data["goal"] == "look it up"
    assert started.data["run_id"] == result.state.run_id
    assert started.data["tools"] == ["lookup"]
    assert started.data["budgets"]["max_steps"] == 12
    assert "max_tool_retries" in started.data["guards"]


def test_model_decision_event_records_the_decision_and_its_usage():
    calls: list[str] = []
    runtime, _ = make_runtime(
        [call("lookup", query="q", usage=(100, 20, 0.5)), final("done")], [lookup_tool(calls)]
    )
    result = runtime.run("go")

    decision = events_of(result, "model_decision")[0]
    assert decision.data["decision"] == {
        "kind": "tool",
        "call": {"name": "lookup", "arguments": {"query": "q"}},
        "rationale": "",
    }
    assert (decision.data["input_tokens"], decision.data["output_tokens"]) == (100, 20)
    assert decision.data["cost_usd"] == 0.5


def test_event_type_names_keep_the_design_contract():
    names = {value for key, value in vars(ev).items() if key.isupper() and isinstance(value, str)}
    assert names >= CONTRACT_EVENT_TYPES
    assert {ev.TOOL_SUCCEEDED, ev.TOOL_RETRYABLE_FAILURE, ev.TOOL_FAILED} == ev.TOOL_OUTCOMES


def test_sinks_satisfy_the_trace_sink_protocol(tmp_path):
    assert isinstance(MemorySink(), TraceSink)
    assert isinstance(JsonlSink(tmp_path / "t.jsonl"), TraceSink)


def test_jsonl_sink_creates_parent_folders_and_reopens_after_close(tmp_path):
    path = tmp_path / "a" / "b" / "trace.jsonl"
    sink = JsonlSink(path)
    calls: list[str] = []
    runtime, _ = make_runtime([final("one")], [lookup_tool(calls)])
    first = runtime.run("go", sinks=[sink])
    sink.close()
    runtime, _ = make_runtime([final("two")], [lookup_tool(calls)])
    second = runtime.run("go again", sinks=[sink])
    sink.close()

    assert read_trace(path) == [*first.trace, *second.trace]


class SaveWhenPaused:
    """A sink that checkpoints the run's state when it pauses, as a run store would."""

    def __init__(self) -> None:
        self.state: AgentState | None = None
        self.saved: str | None = None

    def emit(self, event: TraceEvent) -> None:
        if event.event_type == "run_paused" and self.state is not None:
            self.saved = self.state.to_json()


def test_a_state_checkpointed_by_a_sink_when_pausing_continues_the_seq_numbers(tmp_path):
    path = tmp_path / "trace.jsonl"
    saver = SaveWhenPaused()
    runtime, _ = make_runtime([clarify("Which year?"), final("2024")])
    first_sink = JsonlSink(path)
    run = runtime.start("report", sinks=[saver, first_sink])
    saver.state = run.state
    asyncio.run(run.drive())
    first_sink.close()
    assert saver.saved is not None

    sink = JsonlSink(path)
    runtime.resume(AgentState.from_json(saver.saved), answer="2024", sinks=[sink])
    sink.close()

    seqs = [event.seq for event in read_trace(path)]
    assert seqs == list(range(len(seqs)))


def test_a_trace_file_that_cannot_be_written_does_not_stop_the_run(caplog) -> None:
    # /dev/full is a real device whose every write fails as a full disk does (ENOSPC).
    # Before, the OSError escaped the run after the email was sent: the result was lost.
    sent: list[str] = []
    sink = JsonlSink("/dev/full")
    runtime, _ = make_runtime(
        [call("send_email", to="bob@example.com"), final("Sent.")],
        [email_tool(sent, policy=False)],
        sinks=[sink],
    )

    with caplog.at_level("WARNING", logger="keel.trace"):
        result = runtime.run("email bob")

    assert result.status == "completed"
    assert sent == ["bob@example.com"]
    assert sink.error is not None
    assert "No space left" in sink.error
    [warning] = [r for r in caplog.records if r.name == "keel.trace"]  # said once
    assert "/dev/full" in warning.getMessage()
    assert "event 0 (run_started)" in warning.getMessage()


_FILL_UP = """
import datetime, resource, signal, sys
from keel.trace import JsonlSink, TraceEvent

signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a full disk: writes fail with EFBIG
resource.setrlimit(resource.RLIMIT_FSIZE, (1000, resource.RLIM_INFINITY))
sink = JsonlSink(sys.argv[1])
for seq in range(10):
    now = datetime.datetime.now(datetime.UTC)
    sink.emit(TraceEvent(seq=seq, timestamp=now, event_type="tool_succeeded", run_id="r1",
                         data={"out": "x" * 300}))
print(sink.error)
"""


def test_a_write_that_fails_part_way_leaves_no_torn_line_for_the_next_writer(tmp_path) -> None:
    # Before, the first line that did not fit stayed half written, and a resumed run's
    # first event was glued onto it: the whole file no longer read as a trace.
    path = tmp_path / "trace.jsonl"
    script = tmp_path / "fill_up.py"
    script.write_text(_FILL_UP)
    done = subprocess.run(
        [sys.executable, str(script), str(path)], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "File too large"
    assert path.read_bytes().endswith(b"\n")

    resumed = JsonlSink(path)
    resumed.emit(TraceEvent(seq=10, timestamp=datetime.now(), event_type="run_resumed"))
    resumed.close()
    assert [event.seq for event in read_trace(path)] == [0, 1, 10]


def test_a_trace_sent_down_a_pipe_is_written_whole(tmp_path) -> None:
    # A pipe cannot seek: the sink wrote nothing there (a review), as for a terminal.
    script = tmp_path / "to_stdout.py"
    script.write_text(
        "import datetime\n"
        "from keel.trace import JsonlSink, TraceEvent\n"
        "sink = JsonlSink('/dev/stdout')\n"
        "for seq in range(3):\n"
        "    sink.emit(TraceEvent(seq=seq, timestamp=datetime.datetime.now(), event_type='x'))\n"
        "print(sink.error, flush=True)\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, check=True)

    lines = done.stdout.splitlines()
    assert [json.loads(line)["seq"] for line in lines[:3]] == [0, 1, 2]
    assert lines[3] == "None"
