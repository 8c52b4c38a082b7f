"""Worker processes for the crash test and the CLI test: ``keel worker`` as a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
SRC = HERE.parent.parent / "src"
MAIN = "import sys; from keel.cli import main; sys.exit(main(sys.argv[1:]))"


def worker_env(effects: Path, kill_plan: Path | None = None) -> dict[str, str]:
    """The environment of a worker: keel and the test app importable, effects, kill plan."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), str(HERE)])
    env["KEEL_TEMPORAL_EFFECTS"] = str(effects)
    env.pop("KEEL_TEMPORAL_KILL", None)
    if kill_plan is not None:
        env["KEEL_TEMPORAL_KILL"] = str(kill_plan)
    return env


def start_worker(
    server: str, queue: str, env: dict[str, str], log: Path, app: str = "keel_app:make_runtime"
) -> subprocess.Popen[bytes]:
    """``keel worker --temporal SERVER --task-queue QUEUE --app APP`` as a subprocess,
    its stderr appended to ``log``."""
    command = [sys.executable, "-c", MAIN, "worker", "--temporal", server]
    command += ["--task-queue", queue, "--app", app]
    with log.open("ab") as stderr:
        return subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=stderr, cwd=HERE
        )
