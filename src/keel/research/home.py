"""Where the research app keeps its files: the home folder and the run store's location.

Read from the environment the face passes in; nothing else is loaded, so a command that
only looks at stored runs (``keel runs``) finds them without loading the agent.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

__all__ = ["keel_home", "store_location"]


def keel_home(env: Mapping[str, str]) -> Path:
    """``KEEL_HOME``, else ``$XDG_DATA_HOME/keel``, else ``~/.local/share/keel``."""
    explicit = env.get("KEEL_HOME")
    if explicit:
        return Path(explicit).expanduser()
    data = env.get("XDG_DATA_HOME")
    base = Path(data).expanduser() if data else Path.home() / ".local" / "share"
    return base / "keel"


def store_location(explicit: str | None, env: Mapping[str, str]) -> str:
    """``explicit``, else ``$KEEL_STORE``, else ``KEEL_HOME/runs.db``."""
    return explicit or env.get("KEEL_STORE") or str(keel_home(env) / "runs.db")
