"""The public API: ``__all__`` lists exactly what the package exports; import is inert."""

import ast
import importlib
import inspect
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import keel
import keel.models
import keel.research
import keel.research.kb
import keel.store
import keel.testing
import keel.tools

PUBLIC_DUNDERS = {"__version__"}


LAZY_PACKAGES = [keel, keel.research, keel.research.kb]
"""Packages that re-export through `keel.lazy.lazy_exports`."""


def exported(module: ModuleType) -> set[str]:
    """Names a module offers that are public: not private, and not submodules.

    ``dir`` includes the names a lazy package has not loaded yet.
    """
    return {
        name
        for name in dir(module)
        if (not name.startswith("_") or name in PUBLIC_DUNDERS)
        and not isinstance(getattr(module, name), ModuleType)
    }


def typed_imports(package: ModuleType) -> dict[str, str]:
    """Each name a package imports under ``if typing.TYPE_CHECKING:``, with its module."""
    tree = ast.parse(inspect.getsource(package))
    guarded = [
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "typing.TYPE_CHECKING"
    ]
    return {
        alias.name: statement.module
        for block in guarded
        for statement in block.body
        if isinstance(statement, ast.ImportFrom) and statement.module
        for alias in statement.names
    }


def test_all_imports_are_exported():
    assert set(keel.__all__) == exported(keel)


@pytest.mark.parametrize("package", LAZY_PACKAGES, ids=lambda p: p.__name__)
def test_lazy_exports_are_the_names_type_checkers_see(package: ModuleType):
    typed = typed_imports(package)
    assert set(typed) == set(package.__all__) - PUBLIC_DUNDERS
    for name, module in typed.items():
        assert getattr(package, name) is getattr(importlib.import_module(module), name), name


def test_all_has_no_duplicates():
    assert len(keel.__all__) == len(set(keel.__all__))


@pytest.mark.parametrize("module", [keel, keel.testing, keel.models, keel.tools, keel.store])
def test_every_name_in_all_resolves(module: ModuleType):
    assert len(module.__all__) == len(set(module.__all__))
    missing = [name for name in module.__all__ if not hasattr(module, name)]
    assert missing == []


def test_version_is_a_string():
    assert isinstance(keel.__version__, str)
    assert keel.__version__


def test_importing_keel_has_no_side_effects(tmp_path: Path):
    home = tmp_path / "home"
    work = tmp_path / "work"
    home.mkdir()
    work.mkdir()
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    code = "import keel, keel.testing, keel.models; print(end='')"

    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert done.returncode == 0, done.stderr
    assert (done.stdout, done.stderr) == ("", "")
    assert list(home.iterdir()) == []
    assert list(work.iterdir()) == []


def test_importing_keel_does_not_configure_logging():
    code = (
        "import logging, keel, keel.testing\n"
        "root = logging.getLogger()\n"
        "assert not root.handlers, root.handlers\n"
        "assert not logging.getLogger('keel').handlers\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr


def _keel_modules() -> list[ModuleType]:
    import importlib
    import pkgutil

    names = [info.name for info in pkgutil.walk_packages(keel.__path__, "keel.")]
    optional = ("keel.models.openai", "keel.models.anthropic", "keel.models.llamacpp")
    return [importlib.import_module(name) for name in names if not name.startswith(optional)]


def test_every_exception_keel_defines_is_in_the_tree_exported_and_drawn():
    import keel.errors

    defined = {
        value
        for module in _keel_modules()
        for name, value in vars(module).items()
        if isinstance(value, type)
        and issubclass(value, BaseException)
        and value.__module__.startswith("keel")
        and not name.startswith("_")
    }
    assert defined  # the walk found keel's exceptions at all
    for error in defined:
        assert issubclass(error, keel.KeelError), error
        assert error.__module__ == "keel.errors", error
        assert getattr(keel, error.__name__) is error, error
        assert error.__name__ in (keel.errors.__doc__ or ""), error
