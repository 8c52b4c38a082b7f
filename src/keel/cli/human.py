"""A person at the terminal answering the model's questions and approving actions."""

from __future__ import annotations

from rich.console import Console
from rich.prompt import Confirm, Prompt
from rich.text import Text

from keel.approval import ApprovalRequest


class PromptHuman:
    """The `Human` of an interactive ``keel ask``: Rich prompts on the given console.

    End of input (Ctrl+D) or an empty answer means "not now": the run pauses as
    ``waiting_for_user`` and keeps its state. Ctrl+C cancels the run.
    """

    def __init__(self, console: Console, name: str = "human") -> None:
        self._console = console
        self.name = name
        """Who answers: recorded with each approval decision."""

    def ask(self, question: str) -> str | None:
        """Show the model's question and read one answer."""
        self._console.print(Text.assemble(("? ", "bold cyan"), question))
        try:
            answer = Prompt.ask(
                Text("answer (empty to pause)"),
                console=self._console,
                default="",
                show_default=False,
            )
        except EOFError:
            return None
        return answer.strip() or None

    def approve(self, request: ApprovalRequest) -> bool | None:
        """Ask whether to run one exact action; only an explicit yes approves."""
        prompt = Text.assemble(("Approve ", "bold cyan"), request.describe(), "?")
        if request.rationale:
            self._console.print(Text(f"  model's reason: {request.rationale}", style="dim"))
        for line in request.explain():  # the policy's reason, where each value came from
            self._console.print(Text(f"  {line}", style="yellow"))
        try:
            return Confirm.ask(prompt, console=self._console, default=False)
        except EOFError:
            return None
