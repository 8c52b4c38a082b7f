"""``--otel``: send a run's spans (`keel.otel.OtelSink`) to an OTLP/HTTP endpoint.

Imported only when ``keel ask --otel`` or ``keel resume --otel`` runs. The exporter is
configured by the standard variables (``OTEL_EXPORTER_OTLP_ENDPOINT`` or
``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``, ``..._HEADERS``, ``..._TIMEOUT``, ``..._COMPRESSION``,
``..._CERTIFICATE``), which it reads from the process environment; the protocol must be
``http/protobuf`` (the default). The sink hands finished spans to a ``BatchSpanProcessor``
(its fast path, no tracer provider), which is flushed and shut down before the command
exits. Content is recorded only with
``OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true``. The service is ``keel`` unless
``OTEL_SERVICE_NAME`` (or ``service.name`` in ``OTEL_RESOURCE_ATTRIBUTES``) names another.
A failed export never changes the exit code: it is reported once on stderr.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, cast

from keel.cli.common import fail

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan, SpanProcessor
    from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

    from keel.otel import OtelSink

PROTOCOL = "http/protobuf"
"""The one OTLP protocol ``--otel`` speaks."""
SERVICE_NAME = "keel"
"""``service.name`` of the spans, unless the environment names a service."""
_PROTOCOL_VARIABLES = ("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL")
_EXPORTER_LOGGERS = ("opentelemetry.exporter", "opentelemetry.sdk.trace.export")
FLUSH_MILLIS = 30_000
"""How long the command waits for the last spans to be sent before it exits."""


@contextmanager
def otlp_export(env: Mapping[str, str]) -> Iterator[OtelSink]:
    """An `OtelSink` whose spans go over OTLP/HTTP; flushed and shut down on leaving.

    Exits 2 (before any run starts) if the ``otel`` extra is not installed or the
    environment asks for another OTLP protocol.
    """
    protocol = next((env[name] for name in _PROTOCOL_VARIABLES if env.get(name)), PROTOCOL)
    if protocol.strip().lower() != PROTOCOL:
        fail(
            f"--otel exports OTLP over {PROTOCOL} only, but the environment asks for "
            f"{protocol!r}; unset OTEL_EXPORTER_OTLP_PROTOCOL or set it to {PROTOCOL}"
        )
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        from keel.otel import OtelSink
    except ImportError as error:
        fail(
            f"--otel needs OpenTelemetry ({error.name or error}); "
            "install the extra: pip install 'keel-runtime[otel]'"
        )
    resource = Resource.create()
    if str(resource.attributes.get("service.name", "")).startswith("unknown_service"):
        resource = resource.merge(Resource({"service.name": SERVICE_NAME}))
    exporter = _Reporting(OTLPSpanExporter())
    processor: SpanProcessor = BatchSpanProcessor(cast("SpanExporter", exporter))
    sink = OtelSink(span_processor=processor, resource=resource)
    with _exporter_log() as logged:
        try:
            yield sink
        finally:
            sink.close()
            processor.force_flush(FLUSH_MILLIS)
            processor.shutdown()
    if exporter.failure is not None:
        reason = logged.first or exporter.failure
        print(
            f"keel: warning: the run's spans were not all exported to {exporter.endpoint} "
            f"({' '.join(reason.split())})",
            file=sys.stderr,
        )


class _FirstError(logging.Handler):
    """Keeps the first warning or error an exporter logged (why an export failed)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.first: str | None = None

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the message of the first record."""
        if self.first is None:
            self.first = record.getMessage()


@contextmanager
def _exporter_log() -> Iterator[_FirstError]:
    """Keep the exporter's own retry and failure log lines off the terminal (one warning
    says why at the end), and restore the loggers afterwards."""
    handler = _FirstError()
    loggers = [logging.getLogger(name) for name in _EXPORTER_LOGGERS]
    saved = [logger.propagate for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.propagate = False
    try:
        yield handler
    finally:
        for logger, propagate in zip(loggers, saved, strict=True):
            logger.removeHandler(handler)
            logger.propagate = propagate


class _Reporting:
    """A span exporter that remembers whether a batch failed, for one line at the end."""

    def __init__(self, exporter: SpanExporter) -> None:
        self._exporter = exporter
        self.endpoint = str(getattr(exporter, "_endpoint", "the OTLP endpoint"))
        self.failure: str | None = None

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        """Export a batch; note the first failure."""
        from opentelemetry.sdk.trace.export import SpanExportResult

        try:
            result = self._exporter.export(spans)
        except Exception as error:  # the processor would only log it
            result, reason = SpanExportResult.FAILURE, f"{type(error).__name__}: {error}"
        else:
            reason = "the endpoint did not accept them"
        if result is not SpanExportResult.SUCCESS and self.failure is None:
            self.failure = reason
        return result

    def shutdown(self) -> None:
        """Shut the wrapped exporter down."""
        self._exporter.shutdown()

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        """Flush the wrapped exporter."""
        return self._exporter.force_flush(timeout_millis)
