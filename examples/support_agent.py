"""Offline demo: a customer-support agent on keel's public API, with a structured answer.

Five tools over a small typed dependency (`Shop`), reached through ``ToolContext[Shop]``:

* ``lookup_order`` (sync) reads the order;
* ``check_shipping`` (async) asks the carrier where the parcel is;
* ``check_stock`` calls a flaky warehouse API that fails transiently (`RetryableToolError`)
  before it answers; the runtime retries it with backoff;
* ``issue_refund`` changes the world: it is idempotent (keyed by
  ``ToolContext.idempotency_key``) and a refund over 50 needs a person's approval, so
  without a human the run pauses as ``waiting_for_user`` until it is resumed;
* ``send_email`` tells the customer (also idempotent).

The final answer is a `Resolution` (Pydantic), validated by the runtime before the run
completes. No API key and no LLM: the decisions are scripted (`demo_script`).

Run: python examples/support_agent.py
"""

from __future__ import annotations

import asyncio
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from keel import (
    Budgets,
    DecisionMaker,
    Guards,
    ModelTurn,
    RetryableToolError,
    RunResult,
    RunStore,
    Runtime,
    Tool,
    ToolContext,
    tool,
)
from keel.store import SqliteRunStore
from keel.testing import ScriptedDecisionMaker, call, final

APPROVAL_THRESHOLD = 50.0
"""Refunds above this amount need a person's approval."""

INSTRUCTIONS = f"""\
You are a customer-support agent for an online shop. Resolve the customer's problem with
one order:
1. Look the order up (lookup_order) and check where the parcel is (check_shipping).
2. For a damaged or lost item, check whether a replacement is in stock (check_stock). If it
   is, prefer a replacement; otherwise refund the amount paid (issue_refund). Never refund
   more than the order total. Refunds over {APPROVAL_THRESHOLD:.0f} are reviewed by a person;
   if one is denied, do not retry it: explain the situation to the customer instead.
3. Tell the customer what you did (send_email), then give the final answer as a Resolution.
"""


# -- dependencies --------------------------------------------------------------------------


@dataclass
class Order:
    """One order in the shop."""

    order_id: str
    customer_email: str
    sku: str
    total: float
    shipping_status: Literal["delivered", "in_transit", "lost"]
    complaint: str = ""


@dataclass
class Refund:
    """A refund that was made."""

    order_id: str
    amount: float
    idempotency_key: str


@dataclass
class Email:
    """An email that was sent."""

    to: str
    subject: str
    body: str
    idempotency_key: str


@dataclass
class Shop:
    """What the tools work on: passed to each run as ``deps``, never reached globally."""

    orders: dict[str, Order]
    stock: dict[str, int] = field(default_factory=dict)
    refunds: dict[str, Refund] = field(default_factory=dict)
    """Refunds made, by idempotency key: a repeated call with the same key does nothing."""
    emails: dict[str, Email] = field(default_factory=dict)
    """Emails sent, by idempotency key."""
    warehouse_failures: dict[str, int] = field(default_factory=dict)
    """How many more warehouse calls about each order fail transiently (a flaky API)."""
    warehouse_calls: list[str] = field(default_factory=list)
    """Every warehouse call, successful or not (order ids)."""

    def order(self, order_id: str) -> Order:
        """The order, or a `LookupError` the model sees as a failed tool call."""
        try:
            return self.orders[order_id]
        except KeyError:
            raise LookupError(f"no order {order_id!r}") from None

    def refunded(self, order_id: str) -> float:
        """Total refunded on an order so far."""
        return sum(r.amount for r in self.refunds.values() if r.order_id == order_id)


def sample_shop(customer: str = "ada@example.com") -> Shop:
    """A small shop: order A1 (a damaged kettle, out of stock) and B2 (a cheap mug)."""
    return Shop(
        orders={
            "A1": Order("A1", customer, "KETTLE-9", 129.99, "delivered", "arrived cracked"),
            "B2": Order("B2", customer, "MUG-1", 12.5, "in_transit", "late"),
        },
        stock={"KETTLE-9": 0, "MUG-1": 40},
        warehouse_failures={"A1": 1, "B2": 1},
    )


# -- tools ---------------------------------------------------------------------------------


@tool
def lookup_order(order_id: str, ctx: ToolContext[Shop]) -> dict[str, object]:
    """Look up an order: customer, item, amount paid, shipping status and the complaint.

    Args:
        order_id: the order's id, e.g. "A1".
    """
    order = ctx.deps.order(order_id)
    return {
        "order_id": order.order_id,
        "customer_email": order.customer_email,
        "sku": order.sku,
        "total": order.total,
        "already_refunded": ctx.deps.refunded(order_id),
        "complaint": order.complaint,
    }


@tool
async def check_shipping(order_id: str, ctx: ToolContext[Shop]) -> dict[str, object]:
    """Ask the carrier where an order's parcel is.

    Args:
        order_id: the order's id.
    """
    await asyncio.sleep(0)  # stands for the carrier's HTTP API
    order = ctx.deps.order(order_id)
    return {"order_id": order_id, "status": order.shipping_status}


@tool
def check_stock(order_id: str, ctx: ToolContext[Shop]) -> dict[str, object]:
    """Ask the warehouse whether a replacement for an order's item is in stock.

    Args:
        order_id: the order's id.
    """
    shop = ctx.deps
    shop.warehouse_calls.append(order_id)
    if shop.warehouse_failures.get(order_id, 0) > 0:
        shop.warehouse_failures[order_id] -= 1
        raise RetryableToolError("warehouse API timed out (503); try again")
    sku = shop.order(order_id).sku
    in_stock = shop.stock.get(sku, 0)
    return {"order_id": order_id, "sku": sku, "in_stock": in_stock, "can_replace": in_stock > 0}


@tool(
    side_effects=True,
    idempotent=True,
    requires_approval=lambda args: args["amount"] > APPROVAL_THRESHOLD,
)
def issue_refund(order_id: str, amount: float, ctx: ToolContext[Shop]) -> dict[str, object]:
    """Refund part or all of what the customer paid for an order.

    Args:
        order_id: the order's id.
        amount: how much to refund; at most what was paid and not yet refunded.
    """
    shop = ctx.deps
    done = shop.refunds.get(ctx.idempotency_key)
    if done is not None:  # the same action again (a retry, a resumed run): no second refund
        return {"order_id": done.order_id, "refunded": done.amount, "repeat": True}
    order = shop.order(order_id)
    if amount <= 0:
        raise ValueError("amount must be positive")
    left = round(order.total - shop.refunded(order_id), 2)
    if amount > left:
        raise ValueError(f"cannot refund {amount:.2f}: only {left:.2f} is left on {order_id}")
    shop.refunds[ctx.idempotency_key] = Refund(order_id, amount, ctx.idempotency_key)
    return {"order_id": order_id, "refunded": amount, "repeat": False}


@tool(side_effects=True, idempotent=True)
def send_email(order_id: str, subject: str, body: str, ctx: ToolContext[Shop]) -> str:
    """Email the customer of an order.

    Args:
        order_id: the order whose customer gets the email.
        subject: the subject line.
        body: the message.
    """
    shop = ctx.deps
    if ctx.idempotency_key not in shop.emails:
        to = shop.order(order_id).customer_email
        shop.emails[ctx.idempotency_key] = Email(to, subject, body, ctx.idempotency_key)
    return f"sent to {shop.emails[ctx.idempotency_key].to}"


TOOLS: list[Tool] = [lookup_order, check_shipping, check_stock, issue_refund, send_email]


# -- the answer and the runtime --------------------------------------------------------------


class Resolution(BaseModel):
    """How the customer's problem was resolved."""

    order_id: str = Field(description="The order concerned.")
    action: Literal["refunded", "replaced", "no_action"] = Field(description="What was done.")
    amount_refunded: float = Field(ge=0, description="Money returned to the customer.")
    message: str = Field(min_length=1, description="What the customer was told.")


def build_runtime(model: DecisionMaker, *, store: RunStore | None = None) -> Runtime[Resolution]:
    """The support agent's runtime over ``model`` (and a run store, to pause across processes)."""
    return Runtime(
        model,
        TOOLS,
        output_type=Resolution,
        instructions=INSTRUCTIONS,
        budgets=Budgets(max_steps=12, max_cost_usd=0.5, timeout_seconds=60),
        guards=Guards(retry_backoff_seconds=0.01, max_tool_retries=2),
        store=store,
    )


def resolve(answer: str, resolution: Resolution) -> ModelTurn:
    """A scripted final turn carrying a structured output."""
    return final(answer, output=resolution)


REFUND_MESSAGE = "Sorry about the cracked kettle: we refunded 129.99 to your card."


def demo_script(order_id: str = "A1", amount: float = 129.99) -> list[ModelTurn]:
    """What a model would decide for a cracked kettle that is out of stock: refund it."""
    return [
        call("lookup_order", order_id=order_id),
        call("check_shipping", order_id=order_id),
        call("check_stock", order_id=order_id),
        call("issue_refund", order_id=order_id, amount=amount),
        call("send_email", order_id=order_id, subject="Your refund", body=REFUND_MESSAGE),
        resolve(
            "Refunded the damaged kettle.",
            Resolution(
                order_id=order_id,
                action="refunded",
                amount_refunded=amount,
                message=REFUND_MESSAGE,
            ),
        ),
    ]


GOAL = "Customer ada@example.com: order A1 arrived cracked. Please sort it out."


def describe(result: RunResult[Resolution]) -> str:
    """One line about where a run is."""
    pending = result.state.pending
    waiting = f" on {pending.kind}" if pending is not None else ""
    return f"run {result.state.run_id[:8]}: {result.status}{waiting} ({result.reason})"


def main() -> int:
    """Run the demo: the run pauses for the refund's approval, then resumes from the store."""
    shop = sample_shop()
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteRunStore(Path(folder) / "runs.db")
        try:
            # by_step: the script follows the run's step, so a resumed run continues it.
            runtime = build_runtime(ScriptedDecisionMaker(demo_script(), by_step=True), store=store)
            first = runtime.run(GOAL, deps=shop)
            print(describe(first))
            pending = first.state.pending
            if pending is None or pending.kind != "approval":
                return 1
            print(f"  approval needed: {pending.tool}({pending.arguments})")
            # Later (possibly in another process, with a runtime over the same store):
            second = runtime.resume(first.state.run_id, approve=True, deps=shop)
            print(describe(second))
        finally:
            store.close()
    resolution = second.output
    if resolution is None:
        return 1
    print(f"  trace: {' '.join(second.event_types())}")
    print(f"  resolution: {resolution.model_dump_json()}")
    print(f"  refunds: {[(r.order_id, r.amount) for r in shop.refunds.values()]}")
    print(f"  emails: {[(e.to, e.subject) for e in shop.emails.values()]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
