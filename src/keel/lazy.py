"""Lazy re-exports: a package names what it exports, and each module loads on first use.

    if typing.TYPE_CHECKING:
        from keel.runtime import Runtime
    else:
        __getattr__, __dir__ = lazy_exports(__name__, {"keel.runtime": ("Runtime",)})

``from keel import Runtime`` then imports `keel.runtime` at that moment, and not before, so
importing a package costs only what the caller uses: ``keel --help`` loads no Pydantic
model, and ``import keel.research.kb.bm25`` not the runtime. Type checkers and the import
contracts read the ``TYPE_CHECKING`` imports; ``__getattr__`` (PEP 562) stays out of their
sight, or they would take any name as exported. ``tests/test_exported_members.py`` checks
that the imports and the map agree.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str, modules: Mapping[str, Iterable[str]]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``, which re-exports ``modules``' names.

    Args:
        package: The package's ``__name__`` (it must be importing, or imported, already).
        modules: Each module, by its full name, with the names the package takes from it.

    A name is looked up in its module once, then kept in the package's namespace, so later
    lookups never reach ``__getattr__``.
    """
    namespace = vars(sys.modules[package])
    origins = {name: module for module, names in modules.items() for name in names}

    def __getattr__(name: str) -> Any:
        """Import the module that defines ``name`` and keep the value in the package."""
        module = origins.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        """What the package holds now, and every name it exports."""
        return sorted({*namespace, *origins})

    return __getattr__, __dir__
