"""CPU accounting for the benchmarks, from ``/proc`` (Linux): per process and machine-wide.

`CpuMeter` reads each named process's CPU time (``utime + stime``, its threads included)
and the machine's ``/proc/stat`` counters when a phase starts and when it ends; `CpuUse`
is the difference: CPU seconds per process, how busy the machine was (in cores), how
much of that the named processes do not explain (other work on a shared machine), and
the hypervisor's steal.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

TICK = os.sysconf("SC_CLK_TCK")


def process_seconds(pid: int) -> float:
    """CPU seconds (user + system, all threads) process ``pid`` has used so far."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime, stime (fields 14, 15)


@dataclass(frozen=True)
class MachineTicks:
    """The first line of ``/proc/stat``, summed: busy, all, and stolen ticks."""

    busy: int
    total: int
    steal: int

    @classmethod
    def now(cls) -> MachineTicks:
        """The counters as of now."""
        with open("/proc/stat") as stat:
            values = [int(value) for value in stat.readline().split()[1:9]]
        idle, iowait, steal = values[3], values[4], values[7]  # after user, nice, system
        total = sum(values)
        return cls(busy=total - idle - iowait, total=total, steal=steal)


@dataclass(frozen=True)
class CpuUse:
    """What one phase used: CPU seconds per named process, and the machine's load."""

    wall: float
    seconds: dict[str, float]
    """CPU seconds per process name, over the phase."""
    cores_busy: float
    """Machine-wide busy time / wall time, in cores (steal excluded)."""
    cores: int
    steal: float
    """Stolen time / wall time, in cores: the hypervisor gave it to another VM."""

    @property
    def ours(self) -> float:
        """CPU seconds of the named processes together."""
        return sum(self.seconds.values())

    @property
    def elsewhere(self) -> float:
        """Busy cores the named processes do not explain (other work on the machine)."""
        return max(self.cores_busy - self.ours / self.wall, 0.0)


class CpuMeter:
    """Measures one phase: ``start()`` before it, ``stop()`` after it."""

    def __init__(self, pids: dict[str, int]) -> None:
        self.pids = pids
        self._start: tuple[float, dict[str, float], MachineTicks] | None = None

    def start(self) -> None:
        """Take the starting counters."""
        self._start = (time.perf_counter(), self._read(), MachineTicks.now())

    def stop(self) -> CpuUse:
        """The use since `start`."""
        assert self._start is not None
        began, before, ticks = self._start
        after, now, wall = self._read(), MachineTicks.now(), time.perf_counter() - began
        elapsed_ticks = (now.total - ticks.total) or 1
        cores = os.cpu_count() or 1
        # /proc/stat counts every core: its share of ticks times the cores is cores busy.
        busy_share = (now.busy - ticks.busy - (now.steal - ticks.steal)) / elapsed_ticks
        steal_share = (now.steal - ticks.steal) / elapsed_ticks
        return CpuUse(
            wall=wall,
            seconds={name: after[name] - before[name] for name in self.pids},
            cores_busy=busy_share * cores,
            cores=cores,
            steal=steal_share * cores,
        )

    def _read(self) -> dict[str, float]:
        return {name: process_seconds(pid) for name, pid in self.pids.items()}
