"""Fail if any of keel's modules import one another in a circle.

Builds keel's import graph with grimp (installed with import-linter), finds its strongly
connected components (Tarjan), and reports every component of more than one module with
one concrete cycle through it, each import with its file and line. Imports inside
functions and under ``if TYPE_CHECKING:`` count: a cycle through them is still a
dependency cycle. Exit status: 0 with no cycle, 1 otherwise.

    .venv/bin/python scripts/check_cycles.py
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
PACKAGE = "keel"

Graph = Mapping[str, frozenset[str]]


def build(package: str = PACKAGE) -> tuple[Graph, grimp.ImportGraph]:
    """keel's modules, each with the keel modules it imports directly, and the grimp graph."""
    sys.path.insert(0, str(SRC))  # this checkout's keel, whatever else is installed
    graph = grimp.build_graph(package, cache_dir=None)
    edges = {
        module: frozenset(graph.find_modules_directly_imported_by(module))
        for module in graph.modules
    }
    return edges, graph


def components(edges: Graph) -> list[list[str]]:
    """The strongly connected components of ``edges`` (iterative Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(edges):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            pushed = False
            for succ in successors:
                if succ not in edges:
                    continue
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(edges[succ]))))
                    pushed = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if pushed:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.append(member)
                    if member == node:
                        break
                found.append(sorted(members))
    return sorted(found)


def shortest_cycle(edges: Graph, members: Sequence[str]) -> list[str]:
    """A shortest cycle through the component's first module: [m, ..., m]."""
    inside = set(members)
    start = members[0]
    previous: dict[str, str] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        following: list[str] = []
        for node in frontier:
            for succ in sorted(edges[node] & inside):
                if succ == start:
                    path = [start, node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [*reversed(path[1:]), start]
                if succ not in seen:
                    seen.add(succ)
                    previous[succ] = node
                    following.append(succ)
        frontier = following
    return [start, start]  # a module importing itself


def source_file(module: str) -> str:
    """The file that defines ``module``, relative to the repository."""
    base = SRC.joinpath(*module.split("."))
    path = base / "__init__.py" if base.is_dir() else base.with_suffix(".py")
    return str(path.relative_to(ROOT))


def where(graph: grimp.ImportGraph, importer: str, imported: str) -> str:
    """``file:line`` of each line in ``importer`` that imports ``imported``."""
    details = graph.get_import_details(importer=importer, imported=imported)
    lines = sorted({int(detail["line_number"]) for detail in details})
    path = source_file(importer)
    return ", ".join(f"{path}:{line}" for line in lines) or path


def main() -> int:
    edges, graph = build()
    cycles = [
        members
        for members in components(edges)
        if len(members) > 1 or members[0] in edges[members[0]]  # or a module importing itself
    ]
    if not cycles:
        print(f"no import cycles in {PACKAGE} ({len(edges)} modules)")
        return 0
    print(f"{len(cycles)} import cycle(s) in {PACKAGE} ({len(edges)} modules):")
    for members in cycles:
        print(f"\n- {len(members)} modules: {', '.join(members)}")
        cycle = shortest_cycle(edges, members)
        for importer, imported in itertools.pairwise(cycle):
            print(f"    {importer} -> {imported}  ({where(graph, importer, imported)})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
