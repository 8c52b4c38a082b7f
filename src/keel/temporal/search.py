"""What the visibility API knows of a keel run: its status and goal, searchable.

Two search attributes, ``KeelStatus`` (Keyword: the run's status) and ``KeelGoal`` (Text:
its goal, searched word by word), let a console filter, search and count runs on the
server. `TemporalRuns.start` sets both; the workflow upserts ``KeelStatus`` (and the
``keel`` memo: status, step, reason, what the run waits for) whenever the run's status
changes, so a list shows the pending question or action without asking a worker. A run
started without them (another client) is left as it is: the workflow upserts only
attributes its start registered, so a namespace without them never fails a run.
"""

from __future__ import annotations

from typing import Any

from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import (
    AddSearchAttributesRequest,
    ListSearchAttributesRequest,
)
from temporalio.client import Client
from temporalio.common import SearchAttributeKey, SearchAttributePair, TypedSearchAttributes

KEEL_STATUS = SearchAttributeKey.for_keyword("KeelStatus")
"""The run's status (`keel.statuses.RUN_STATUSES`), kept current by the workflow."""
KEEL_GOAL = SearchAttributeKey.for_text("KeelGoal")
"""The run's goal (Temporal's Text: matched word by word, case-insensitive)."""
MEMO_KEY = "keel"
"""The memo entry the workflow keeps: ``status``, ``step``, ``reason``, ``pending``."""

_TYPES = {
    KEEL_STATUS.name: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
    KEEL_GOAL.name: IndexedValueType.INDEXED_VALUE_TYPE_TEXT,
}


async def register_search_attributes(client: Client) -> bool:
    """Add ``KeelStatus`` and ``KeelGoal`` to the client's namespace if missing.

    Returns whether any was added. Idempotent; ``keel worker`` calls it at start.
    """
    namespace = client.namespace
    service = client.operator_service
    known = await service.list_search_attributes(ListSearchAttributesRequest(namespace=namespace))
    missing = {name: kind for name, kind in _TYPES.items() if name not in known.custom_attributes}
    if missing:
        request = AddSearchAttributesRequest(namespace=namespace, search_attributes=missing)
        await service.add_search_attributes(request)
    return bool(missing)


def start_attributes(goal: str) -> TypedSearchAttributes:
    """The search attributes a new run starts with (status ``running``, its goal)."""
    return TypedSearchAttributes(
        [
            SearchAttributePair(KEEL_STATUS, "running"),
            SearchAttributePair(KEEL_GOAL, searchable_goal(goal)),
        ]
    )


GOAL_BYTES = 2000
"""How much of a goal ``KeelGoal`` holds: Temporal caps a search attribute's value at 2,048
bytes, and a goal may be a pasted document."""


def searchable_goal(goal: str) -> str:
    """The goal cut to `GOAL_BYTES` of UTF-8, at a character boundary (search matches its
    words; the whole goal stays in the run)."""
    return goal.encode()[:GOAL_BYTES].decode(errors="ignore")


def memo(status: str, step: int, reason: str | None, pending: Any) -> dict[str, Any]:
    """The ``keel`` memo entry: what a list shows without querying the run."""
    return {"status": status, "step": step, "reason": reason, "pending": pending}
