"""OpenTelemetry traces from keel's trace events (extra ``otel``), after the GenAI conventions.

`OtelSink` is a `keel.trace.TraceSink`: ``Runtime(..., sinks=[OtelSink()])``. It turns a
run's events into spans:

======================================  ==========================================================
``invoke_agent keel`` (INTERNAL)        one per run *segment*: ``run_started``/``run_resumed`` to
                                        ``run_completed``/``run_paused``/``run_terminated``
``chat MODEL`` (CLIENT), child          one per model call: ``model_requested`` to
                                        ``model_decision``/``model_failed``; ``model_retry`` events
``execute_tool TOOL``, child            one per tool attempt: ``tool_started`` to its outcome; a
                                        ``tool_replayed``/``tool_outcome_unknown`` is a span too
======================================  ==========================================================

Every segment of a run shares one trace id, derived from the run id (`trace_id_for`), so a
run paused in one process and resumed in another is one trace. No process sees a whole run,
so no span stands for it: each segment's parent is a remote span id derived from the run id
too (`run_span_id_for`), which backends show as the trace's (absent) root. The context that
was current when a segment opened, if any, is linked from it.

Everything else the runtime decides becomes a span event with the keel event's name and
its data as attributes (nested values flattened to dotted keys, other lists as JSON): a
failed tool attempt's retry on the tool span; a model retry on the model span; guard hits
(``duplicate_action_blocked``, ``cycle_detected``), rejections (``tool_rejected``,
``final_rejected``), policy verdicts, approvals, clarifications, recoveries and the
``run_terminated`` of a budget stop on the segment span.

*Content* (tool arguments, clarification questions and answers, error messages, free-text
reasons, the pending question or arguments of a paused run) is recorded only when asked for
(``capture_content=True``, or ``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``), as
the GenAI conventions have it; without it the spans keep their structure (event names, tool
names, fingerprints, kinds, counts, statuses, rule names) and a failure's status description
is its error type.

Spans go out one of two ways: finished, straight to a span processor
(``OtelSink(span_processor=...)`` or ``OtelSink(exporter=...)``, the faster path, which skips
the tracer's sampler, span limits and ``on_start``), or through a tracer provider's tracer
(``OtelSink(provider)``, or the global provider); `OtelSink` says what each does. The names,
attributes, events and times of the spans are decided once (`keel.otel.spans`), whichever way.

The sink never raises into a run: a failure (of the sink or of a span processor that exports
synchronously) is logged once on the ``keel.otel`` logger and the sink goes on. State is kept
per run id, so one sink may serve concurrent runs; `OtelSink.close` ends what an abandoned
run left open.

The modules: `ids` (trace and span ids), `attributes` (flattening, content), `spans` (span
descriptions), `emitters` (the two ways out), `segments` (a run's open spans), `sink`
(`OtelSink`).
"""

from keel.otel.attributes import CAPTURE_CONTENT_ENV, CONTENT_KEYS, flatten, without_content
from keel.otel.ids import run_span_id_for, trace_id_for
from keel.otel.sink import OtelSink

__all__ = [
    "CAPTURE_CONTENT_ENV",
    "CONTENT_KEYS",
    "OtelSink",
    "flatten",
    "run_span_id_for",
    "trace_id_for",
    "without_content",
]
