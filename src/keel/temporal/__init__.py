"""keel on Temporal: a keel run as a workflow, its model and tool calls as activities.

Needs the ``temporal`` extra (``pip install keel-runtime[temporal]``). Run workers with
``keel worker --temporal HOST:PORT --task-queue Q --app module:factory`` (the factory
returns a `Runtime`, or a `TemporalApp` that also gives its tools their deps), start runs
with `TemporalRuns.start`, and reply, watch or cancel them with `TemporalRuns`.
"""

from keel.temporal.app import RunDeps, TemporalApp, load_app, load_worker_app
from keel.temporal.client import TemporalRuns
from keel.temporal.shims import TemporalOptions
from keel.temporal.worker import build_worker, sandbox_runner
from keel.temporal.workflow import KeelRun, Reply, RunSpec

__all__ = [
    "KeelRun",
    "Reply",
    "RunDeps",
    "RunSpec",
    "TemporalApp",
    "TemporalOptions",
    "TemporalRuns",
    "build_worker",
    "load_app",
    "load_worker_app",
    "sandbox_runner",
]
