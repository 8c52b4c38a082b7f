"""A tool whose arguments hold a set: the same action has the same fingerprint in every
process, whatever order the set's elements come in (approvals, the duplicate guard).

A set iterates in an order that follows its elements' hashes, and string hashes differ
between processes (``PYTHONHASHSEED``): so the checks run in subprocesses with fixed,
different seeds, as a paused run approved by another process would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Annotated

import pytest
from pydantic import BaseModel, PlainSerializer, field_validator

from keel import Runtime, UserError, tool
from keel.loops import action_fingerprint, json_arguments
from keel.state import PendingApproval
from keel.testing import ScriptedDecisionMaker, call, final

SCRIPT = textwrap.dedent(
    """
    import itertools, sys
    from keel import Runtime, tool
    from keel.store import SqliteRunStore
    from keel.testing import ScriptedDecisionMaker, call, final

    sent = []

    @tool(side_effects=True, requires_approval=sys.argv[1] != "repeat")
    def notify(recipients: set[str]) -> str:
        \"\"\"Notify people.\"\"\"
        sent.append(sorted(recipients))
        return "notified"

    names = ["ana", "bob", "cem", "dan", "eve", "fay"]
    orders = [list(p) for p in itertools.islice(itertools.permutations(names), 0, 720, 97)]
    turns = [call("notify", recipients=order) for order in orders[:6]] + [final("done")]
    runtime = Runtime(ScriptedDecisionMaker(turns), [notify], store=SqliteRunStore(sys.argv[2]))
    if sys.argv[1] == "pause":
        print(runtime.run("notify the team", run_id="r1").status)
    elif sys.argv[1] == "approve":
        print(runtime.resume("r1", approve=True, approved_by="ana").status, len(sent))
    else:
        result = runtime.run("notify the team once")
        blocked = [o for o in result.state.observations if o.error_type == "duplicate_action"]
        print(len(sent), len(blocked))
    """
)


def _run(tmp_path: Path, seed: int, *args: str) -> str:
    script = tmp_path / "notify.py"
    script.write_text(SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONHASHSEED": str(seed)},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_paused_action_with_a_set_is_approved_in_another_process(tmp_path: Path) -> None:
    store = str(tmp_path / "runs.db")

    assert _run(tmp_path, 1, "pause", store) == "waiting_for_user"
    # Before: "the pending action does not match the signature its approval is bound to".
    # It runs once; the same set in the five other orders is blocked as a duplicate.
    assert _run(tmp_path, 2, "approve", store) == "completed 1"


def test_the_same_set_in_another_order_is_a_duplicate(tmp_path: Path) -> None:
    sent, blocked = _run(tmp_path, 1, "repeat", str(tmp_path / "runs.db")).split()

    assert (sent, blocked) == ("1", "5")  # before: sent 3 times with this seed


class _Nested(BaseModel):
    tags: frozenset[str]
    groups: list[set[int]]


class _Args(BaseModel):
    names: set[str]
    nested: _Nested
    plain: list[str]


def test_json_arguments_sort_every_set_and_keep_lists_as_given() -> None:
    args = _Args(
        names={"b", "c", "a"},
        nested=_Nested(tags=frozenset({"y", "x"}), groups=[{3, 1, 2}, {10, 9}]),
        plain=["z", "a"],
    )

    assert json_arguments(args) == {
        "names": ["a", "b", "c"],
        "nested": {"tags": ["x", "y"], "groups": [[1, 2, 3], [9, 10]]},
        "plain": ["z", "a"],
    }


SHAPES = textwrap.dedent(
    """
    import json
    from typing import Annotated, Any
    from pydantic import AfterValidator, BaseModel, ConfigDict, Field, computed_field
    from pydantic import field_serializer
    from keel.loops import json_arguments

    names = ["ana", "bob", "cem", "dan", "eve", "fay", "gus", "hal"]

    class ByAlias(BaseModel):
        model_config = ConfigDict(serialize_by_alias=True)
        recipients: set[str] = Field(alias="to")

    class Serialized(BaseModel):
        tags: list[str]

        @field_serializer("tags")
        def _unique(self, value):
            return set(value)

    class Untyped(BaseModel):
        tags: Annotated[Any, AfterValidator(set)]

    class Computed(BaseModel):
        tags: list[str]

        @computed_field
        @property
        def unique(self) -> set[str]:
            return set(self.tags)

    class Floats(BaseModel):
        xs: set[float]

    print(json.dumps([
        json_arguments(ByAlias(to=names)),
        json_arguments(Serialized(tags=names)),
        json_arguments(Untyped(tags=names)),
        json_arguments(Computed(tags=names)),
        json_arguments(Floats(xs=[9.0, float("nan"), 1.0, 100.0, 3.0])),
    ]))
    """
)


def test_sets_behind_aliases_serializers_and_untyped_fields_are_sorted_in_every_process(
    tmp_path: Path,
) -> None:
    # A review found these kept their hash order (the first walk looked fields up by name).
    script = tmp_path / "shapes.py"
    script.write_text(SHAPES)
    outputs = set()
    for seed in (1, 2, 3):
        done = subprocess.run(
            [sys.executable, str(script)],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            timeout=120,
        )
        outputs.add(done.stdout)

    [output] = outputs
    by_alias, serialized, untyped, computed, floats = json.loads(output)
    names = ["ana", "bob", "cem", "dan", "eve", "fay", "gus", "hal"]
    assert by_alias == {"to": names}
    assert serialized == untyped == {"tags": names}
    assert computed["unique"] == names
    assert floats["xs"][:4] == [1.0, 3.0, 9.0, 100.0]  # NaN, which orders with nothing, last


def test_a_set_approval_paused_before_sets_were_sorted_can_still_be_decided() -> None:
    # An action paused by earlier keel was fingerprinted over its stored arguments in that
    # process's order; its approval (and its denial) must still be accepted.
    sent: list[list[int]] = []

    @tool(side_effects=True, requires_approval=True)
    def close_tickets(ids: set[int]) -> str:
        """Close tickets."""
        sent.append(sorted(ids))
        return "closed"

    def runtime() -> Runtime:
        model = ScriptedDecisionMaker([call("close_tickets", ids=[1, 8]), final("done")])
        return Runtime(model, [close_tickets])

    for approve in (True, False):
        paused = runtime().run("close 1 and 8")
        pending = paused.state.pending
        assert isinstance(pending, PendingApproval)
        pending.arguments = {"ids": [8, 1]}  # as the old code stored and fingerprinted it
        pending.action_signature = action_fingerprint("close_tickets", pending.arguments)
        done = runtime().resume(paused, approve=approve, approved_by="ana")
        assert done.status in ("completed", "waiting_for_user")
    assert sent == [[1, 8]]


class Payment(BaseModel):
    amount_cents: int

    @field_validator("amount_cents")
    @classmethod
    def _from_dollars(cls, value: int) -> int:
        return value * 100


def test_stored_arguments_that_validate_into_another_action_are_refused() -> None:
    # A validator that changes its input: the person approved the stored 125,000 cents,
    # which validate into 12,500,000 on resume. The fallback for approvals paused by
    # earlier keel must not run that (a review showed it did).
    paid: list[int] = []

    @tool(side_effects=True, requires_approval=True)
    def pay(payment: Payment) -> str:
        """Pay."""
        paid.append(payment.amount_cents)
        return "paid"

    model = ScriptedDecisionMaker([call("pay", payment={"amount_cents": 1250}), final("ok")])
    runtime = Runtime(model, [pay])
    paused = runtime.run("pay")
    with pytest.raises(UserError, match="does not match the signature"):
        runtime.resume(paused, approve=True, approved_by="ana")
    assert paid == []


class _Secrets(BaseModel):
    keys: Annotated[
        frozenset[str], PlainSerializer(lambda keys: ["sk-…" for _ in keys], when_used="json")
    ]


class _Seat(BaseModel, frozen=True):
    row: int
    letter: str


class _Booking(BaseModel):
    seats: set[_Seat]


def test_set_values_are_the_json_dumps_own_and_sets_of_models_work() -> None:
    # A review: the sorted set was rebuilt from the Python dump (the JSON-only serializer
    # skipped: the secret reached the trace), and a set of models crashed the run.
    assert json_arguments(_Secrets(keys=frozenset({"sk-live-1", "sk-live-2"}))) == {
        "keys": ["sk-…", "sk-…"]
    }
    booking = _Booking(seats={_Seat(row=2, letter="B"), _Seat(row=1, letter="A")})
    assert json_arguments(booking) == {
        "seats": [{"letter": "A", "row": 1}, {"letter": "B", "row": 2}]
    }
