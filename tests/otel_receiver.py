"""A small OTLP/HTTP trace receiver for the tests: real HTTP, the real protobuf wire format.

`Receiver` listens on a free local port, accepts ``POST /v1/traces`` with an
``ExportTraceServiceRequest`` (``application/x-protobuf``, gzip or not), decodes it with
``opentelemetry-proto`` and keeps every span as a `ReceivedSpan`. Anything else gets a 404
(wrong path) or a 400 (a body that does not decode), the way a collector answers.
"""

from __future__ import annotations

import gzip
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue


@dataclass
class ReceivedSpan:
    """One span as it arrived, with ids as hex strings and attributes as Python values."""

    name: str
    trace_id: str
    span_id: str
    parent_span_id: str
    kind: int
    attributes: dict[str, Any]
    events: list[tuple[str, dict[str, Any]]]
    status_code: int
    resource: dict[str, Any]
    scope: str
    start_ns: int
    end_ns: int


def value_of(value: AnyValue) -> Any:
    """The Python value of an OTLP ``AnyValue``."""
    which = value.WhichOneof("value")
    if which == "array_value":
        return tuple(value_of(item) for item in value.array_value.values)
    if which == "kvlist_value":
        return attributes_of(value.kvlist_value.values)
    return None if which is None else getattr(value, which)


def attributes_of(pairs: Any) -> dict[str, Any]:
    """OTLP ``KeyValue`` pairs as a dict."""
    return {pair.key: value_of(pair.value) for pair in pairs if isinstance(pair, KeyValue)}


@dataclass
class Receiver:
    """The receiver's server, and what it received (``spans``, ``requests``, ``headers``)."""

    spans: list[ReceivedSpan] = field(default_factory=list)
    requests: int = 0
    headers: list[dict[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    @property
    def endpoint(self) -> str:
        """The base URL to put in ``OTEL_EXPORTER_OTLP_ENDPOINT``."""
        assert self.server is not None
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> Receiver:
        """Listen on a free port of 127.0.0.1, serving from a daemon thread."""
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                if self.path != "/v1/traces":
                    self.send_error(404)
                    return
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                request = ExportTraceServiceRequest()
                try:
                    request.ParseFromString(body)
                except DecodeError:
                    self.send_error(400)
                    return
                receiver.take(request, dict(self.headers))
                reply = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def take(self, request: ExportTraceServiceRequest, headers: dict[str, str]) -> None:
        """Keep the spans of one export request."""
        spans = []
        for resource_spans in request.resource_spans:
            resource = attributes_of(resource_spans.resource.attributes)
            for scope_spans in resource_spans.scope_spans:
                for span in scope_spans.spans:
                    spans.append(
                        ReceivedSpan(
                            name=span.name,
                            trace_id=span.trace_id.hex(),
                            span_id=span.span_id.hex(),
                            parent_span_id=span.parent_span_id.hex(),
                            kind=span.kind,
                            attributes=attributes_of(span.attributes),
                            events=[(e.name, attributes_of(e.attributes)) for e in span.events],
                            status_code=span.status.code,
                            resource=resource,
                            scope=scope_spans.scope.name,
                            start_ns=span.start_time_unix_nano,
                            end_ns=span.end_time_unix_nano,
                        )
                    )
        with self.lock:
            self.requests += 1
            self.headers.append(headers)
            self.spans.extend(spans)

    def stop(self) -> None:
        """Stop serving and close the socket."""
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
