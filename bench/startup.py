"""keel start-up: CPU and wall time of whole commands, side by side.

Four commands, each in a fresh process of this interpreter, with this process's environment
(so ``PYTHONPATH`` picks the keel under test):

* ``python -c pass``: the interpreter alone, the unit of the ratios;
* ``python -c "import keel"``;
* ``keel --help``;
* ``keel ask "What was the revenue growth between 2023 and 2024?" --kb examples/reports``,
  offline (the default planner; ``KEEL_MODEL`` and provider keys are removed), ``--json``.

``keel`` is run as its console script runs it: ``python -c "import sys; from keel.cli
import main; sys.exit(main())" ARGS``. Every ``keel`` command gets the same temporary
``KEEL_HOME``, and one untimed round runs every command first: ``keel ask`` builds the
index, so the timed ``ask`` runs are **warm** (the index is up to date and nothing is re-read;
each still records a new run in the store and writes its trace), and every command leaves
its bytecode in the bench's own cache (``PYTHONPYCACHEPREFIX``, with
``PYTHONDONTWRITEBYTECODE`` removed), so the timed runs start from bytecode as an installed
package does.

Rounds are interleaved (every command once per round, in a shuffled order), so a burst of
load from elsewhere hits all commands alike. Per command: the median CPU time of the child
(user + sys from ``os.wait4``) and the median wall time. The ratios are medians over rounds
of the ratio within a round; they are checked against the targets (exit code 1 on FAIL):

* ``keel --help`` CPU time / ``python -c pass`` CPU time <= 8;
* ``keel ask`` CPU time / ``keel --help`` CPU time <= 1.5.

    .venv/bin/python bench/startup.py                 # 21 rounds
    .venv/bin/python bench/startup.py --rounds 31
    .venv/bin/python bench/startup.py --importtime    # where each keel command's imports go
"""

from __future__ import annotations

import argparse
import collections
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUESTION = "What was the revenue growth between 2023 and 2024?"
KEEL = "import sys; from keel.cli import main; sys.exit(main())"
UNSET = ("KEEL_MODEL", "KEEL_STORE", "OPENAI_API_KEY", "ANTHROPIC_API_KEY")
"""Removed from the children's environment: ``keel ask`` runs offline, on its own store."""
TARGETS = (("help", "pass", 8.0), ("ask", "help", 1.5))
"""(command, unit, limit): the command's CPU time over the unit's must be at most limit."""


@dataclass(frozen=True, slots=True)
class Command:
    """One command line to time, with the exit code it must end with."""

    name: str
    label: str
    argv: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Sample:
    """One timed run: CPU seconds (user + sys) and wall seconds."""

    cpu: float
    wall: float


def commands() -> list[Command]:
    python = sys.executable
    return [
        Command("pass", "python -c pass", (python, "-c", "pass")),
        Command("import", 'python -c "import keel"', (python, "-c", "import keel")),
        Command("help", "keel --help", (python, "-c", KEEL, "--help")),
        Command(
            "ask",
            "keel ask ... --kb examples/reports (warm)",
            (python, "-c", KEEL, "ask", QUESTION, "--kb", str(ROOT / "examples/reports"), "--json"),
        ),
    ]


def child_env(home: Path) -> dict[str, str]:
    """This environment for the children, offline, with bytecode they may write and read.

    An installed package starts from bytecode (pip compiles it at install). Under
    ``PYTHONDONTWRITEBYTECODE`` (set on some CI machines and containers) a source tree
    would be compiled again by every child, which is not what a user's start costs (about
    130 ms of a ``keel ask`` here). So the children may write bytecode, into a cache of
    their own under ``home`` (``PYTHONPYCACHEPREFIX``: nothing is written into the tree),
    and the untimed first round fills it.
    """
    env = {key: value for key, value in os.environ.items() if key not in UNSET}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    env["KEEL_HOME"] = str(home)
    return env


def run(command: Command, env: Mapping[str, str]) -> Sample:
    """Run ``command`` with its output discarded; its CPU time comes from ``os.wait4``."""
    with open(os.devnull, "wb") as null:
        start = time.perf_counter()
        child = subprocess.Popen(
            command.argv, stdin=subprocess.DEVNULL, stdout=null, stderr=null, env=env
        )
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{command.label} exited with {child.returncode}")
    return Sample(cpu=usage.ru_utime + usage.ru_stime, wall=wall)


def measure(rounds: int, env: Mapping[str, str]) -> dict[str, list[Sample]]:
    """Every command once per round, shuffled; one untimed round first (warm index, caches)."""
    todo = commands()
    for command in todo:
        run(command, env)
    samples: dict[str, list[Sample]] = {command.name: [] for command in todo}
    for _ in range(rounds):
        random.shuffle(todo)
        for command in todo:
            samples[command.name].append(run(command, env))
    return samples


def paired_ratio(samples: Mapping[str, list[Sample]], name: str, unit: str) -> float:
    """Median over rounds of the CPU-time ratio within one round."""
    pairs = zip(samples[name], samples[unit], strict=True)
    return statistics.median(a.cpu / b.cpu for a, b in pairs)


def checkout(package: Path) -> str:
    """The commit of the checkout ``package`` lives in, and whether its files differ from it."""

    def git(*args: str) -> str | None:
        done = subprocess.run(["git", "-C", str(package), *args], capture_output=True, text=True)
        return done.stdout.strip() if done.returncode == 0 else None

    commit = git("rev-parse", "--short", "HEAD")
    if commit is None:
        return "not in a git checkout"
    return f"at {commit} ({'dirty' if git('status', '--porcelain', '--', '.') else 'clean'})"


def report(samples: Mapping[str, list[Sample]], rounds: int) -> bool:
    """Print the table and the verdicts; True if every target is met."""
    import keel  # the keel the children import too (same interpreter, same PYTHONPATH)

    package = Path(keel.__file__).parent
    print("keel start-up: whole commands in fresh processes, CPU time = user + sys of the child")
    print(
        f"keel {keel.__version__} from {package}, {checkout(package)}; bench {checkout(ROOT)}\n"
        "bytecode: cached by the untimed first round (as after an install), in the bench's own "
        "PYTHONPYCACHEPREFIX\n"
        f"python {platform.python_version()} | {os.cpu_count()} CPUs | "
        f"{rounds} interleaved rounds, median"
    )
    print()
    unit = statistics.median(s.cpu for s in samples["pass"])
    header = f"{'command':<45}{'CPU ms':>9}{'IQR/med':>9}{'wall ms':>9}{'x pass':>8}"
    print(header)
    print("-" * len(header))
    for command in commands():
        cpu = [s.cpu for s in samples[command.name]]
        q1, _, q3 = statistics.quantiles(cpu, n=4)
        median = statistics.median(cpu)
        wall = statistics.median(s.wall for s in samples[command.name])
        print(
            f"{command.label:<45}{median * 1e3:>9.1f}{(q3 - q1) / median:>9.1%}"
            f"{wall * 1e3:>9.1f}{median / unit:>7.1f}x"
        )
    print("  x pass = median CPU time / median CPU time of python -c pass")
    print()
    met = True
    for name, base, limit in TARGETS:
        ratio = paired_ratio(samples, name, base)
        ok = ratio <= limit
        met = met and ok
        label = {c.name: c.label.split(" ...")[0] for c in commands()}
        print(
            f"{'PASS' if ok else 'FAIL'}: {label[name]} / {label[base]}: {ratio:.2f}x CPU time "
            f"(median of per-round ratios; target <= {limit:g}x)"
        )
    return met


def importtime(env: Mapping[str, str], top: int) -> None:
    """Each keel command once under ``-X importtime``: self time summed per package.

    keel's core counts as one package, and so does each package of its wing and face.
    """
    for command in commands()[1:]:
        argv = (command.argv[0], "-X", "importtime", *command.argv[1:])
        done = subprocess.run(argv, env=env, capture_output=True, text=True)
        per_package: collections.Counter[str] = collections.Counter()
        for line in done.stderr.splitlines():
            if not line.startswith("import time:") or "self [us]" in line:
                continue
            self_us, _, name = line.removeprefix("import time:").split("|")
            name = name.strip()
            parts = name.split(".")
            wing = name.startswith(("keel.research.", "keel.cli."))
            key = ".".join(parts[:3]) if wing else "keel (core)" if parts[0] == "keel" else parts[0]
            per_package[key] += int(self_us)
        total = sum(per_package.values())
        print(f"{command.label}: {total / 1e3:.1f} ms of imports (self time, one run)")
        for key, value in per_package.most_common(top):
            print(f"  {key:<32}{value / 1e3:>8.1f} ms {value / total:>6.1%}")
        print()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=21, help="timed rounds (default 21)")
    parser.add_argument(
        "--importtime", action="store_true", help="profile each keel command's imports instead"
    )
    parser.add_argument("--top", type=int, default=12, help="packages listed by --importtime")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="keel-startup-"))
    try:
        env = child_env(home)
        if args.importtime:
            run(commands()[-1], env)  # the index, built before the profile
            importtime(env, args.top)
            return 0
        samples = measure(args.rounds, env)
        return 0 if report(samples, args.rounds) else 1
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
