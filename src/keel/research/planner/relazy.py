"""Regular expressions compiled when first used, not when the planner is imported.

The planner's reading rules hold about 400 patterns, and compiling them all took about 100
ms of every ``keel ask`` (a third of its own start), while one question uses about half of
them. `lazy` keeps a pattern's source until its first use; then the compiled pattern's
methods become the object's own attributes, so every later call costs what a call on the
compiled pattern costs.
"""

from __future__ import annotations

import re
from typing import Any, cast

_TAKEN: tuple[str, ...] = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn")
_TAKEN += ("split", "scanner", "flags", "groups", "groupindex")
"""What the compiled pattern lends the lazy one at first use (``pattern`` it has from
the start: composing a larger pattern from a smaller one's source compiles neither)."""


class _Lazy:
    """A pattern's source and flags, standing in for the compiled pattern."""

    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:
        """The first use of anything but ``pattern``: compile, and keep what is lent."""
        if name.startswith("__"):  # copy, pickle and friends probing: not a pattern's
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self._flags)
        for taken in _TAKEN:
            setattr(self, taken, getattr(compiled, taken))
        return getattr(compiled, name)

    def __reduce__(self) -> tuple[type[_Lazy], tuple[str, int]]:
        """Copied and pickled as its source: the copy compiles at its own first use."""
        return _Lazy, (self.pattern, self._flags)

    def __eq__(self, other: object) -> bool:
        """Equal to a lazy pattern of the same source and flags (as compiled ones are)."""
        if not isinstance(other, _Lazy):
            return NotImplemented
        return (self.pattern, self._flags) == (other.pattern, other._flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self._flags))

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}, {self._flags})"


def lazy(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, done at the pattern's first use.

    It behaves as the compiled pattern for every method and attribute (a bad pattern
    raises `re.error` at its first use: a test compiles every one of the planner's), is
    equal to a lazy pattern of the same source and flags, and is copied and pickled as
    its source. It is not an instance of `re.Pattern` (nor equal to one), so pass
    ``.pattern`` where a module function of `re` wants a pattern.
    """
    return cast("re.Pattern[str]", _Lazy(pattern, flags))
