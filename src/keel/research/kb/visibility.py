"""Which HTML elements a reader cannot see, and where an element ends when no tag ends it.

Hidden text is a prompt-injection route: a page can carry instructions no person sees.
`hides` judges one element by its attributes and inline style (``hidden``,
``aria-hidden``, ``display:none``, ``visibility:hidden``, ``font-size:0``, ``opacity:0``,
off-screen positions, clipping to nothing, a zero-size box with overflow hidden,
``scale(0)``, text coloured like its background). `OpenElements` is the stack of open
elements with the implicit closing browsers apply (``<p>`` ends at the next block, ``<li>``
at the next item, ``<td>`` at the next cell), so a hidden element ends where a browser
ends it and never swallows the rest of the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["OpenElement", "OpenElements", "colours", "hides"]

_HIDING = re.compile(
    r"(?:^|;)\s*(?:"
    r"display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)"
    r"|font-size\s*:\s*(?:0+(?:\.0*)?|\.0+)[a-z%]*"
    r"|opacity\s*:\s*(?:0+(?:\.0*)?|\.0+)%?"
    r"|(?:left|top|right|bottom|text-indent|margin-left|margin-top)\s*:\s*-\s*"
    r"(?:\d{3,}(?:\.\d*)?px|\d{2,}(?:\.\d*)?r?em|\d{4,})"
    r"|clip-path\s*:\s*(?:inset\(\s*(?:[5-9]\d|100)(?:\.\d*)?%|circle\(\s*0[a-z%]*\s*\))[^;]*"
    r"|transform\s*:\s*scale\(\s*0(?:\.0*)?\s*[,)][^;]*"
    r"|color\s*:\s*transparent"
    r")\s*(?:!important\s*)?(?=;|$)",
    re.IGNORECASE,
)
_CLIP_RECT = re.compile(r"(?:^|;)\s*clip\s*:\s*rect\(([^)]*)\)", re.IGNORECASE)
_TINY_BOX = re.compile(r"(?:^|;)\s*(?:width|height)\s*:\s*[01](?:\.0*)?(?:px)?\s*(?=;|$)", re.I)
_OVERFLOW_HIDDEN = re.compile(r"(?:^|;)\s*overflow\s*:\s*hidden", re.IGNORECASE)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
_COLOUR_VALUE = re.compile(r"(?:^|;)\s*(color|background(?:-color)?)\s*:\s*([^;]+)", re.I)
_COLOUR_TOKEN = re.compile(r"#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|\b[a-z]+\b", re.IGNORECASE)
_NAMED: dict[str, str] = {
    "white": "#ffffff",
    "black": "#000000",
    "red": "#ff0000",
    "green": "#008000",
    "blue": "#0000ff",
    "yellow": "#ffff00",
    "gray": "#808080",
    "grey": "#808080",
    "silver": "#c0c0c0",
}


def hides(attrs: dict[str, str | None]) -> bool:
    """Whether an element's own attributes and inline style hide it from a reader."""
    if "hidden" in attrs or (attrs.get("aria-hidden") or "").lower() == "true":
        return True
    style = attrs.get("style") or ""
    if _HIDING.search(style):
        return True
    if (clip := _CLIP_RECT.search(style)) and all(
        abs(float(n)) <= 1 for n in _NUMBER.findall(clip.group(1))
    ):
        return True
    return bool(_TINY_BOX.search(style) and _OVERFLOW_HIDDEN.search(style))


def colours(style: str) -> tuple[str | None, str | None]:
    """The text colour and background colour an inline style sets, normalized (or None)."""
    text = background = None
    for prop, value in _COLOUR_VALUE.findall(style):
        colour = _normalize(value)
        if prop.lower() == "color":
            text = colour or text
        else:
            background = colour or background
    return text, background


def _normalize(value: str) -> str | None:
    tokens: list[str] = _COLOUR_TOKEN.findall(value.lower())
    for token in tokens:
        if token.startswith("#"):
            digits = token[1:]
            if len(digits) in {3, 4}:
                digits = "".join(c * 2 for c in digits)
            return "#" + digits[:6]
        if token.startswith("rgb"):
            parts = [int(float(n)) for n in _NUMBER.findall(token)[:3]]
            return "#" + "".join(f"{min(max(p, 0), 255):02x}" for p in parts)
        if token in _NAMED:
            return _NAMED[token]
    return None


_P_CLOSERS = frozenset({
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hgroup", "hr", "main", "menu", "nav", "ol", "p", "pre", "section", "table", "ul", "li",
    "dd", "dt",
})  # fmt: skip
_SCOPE = frozenset({"html", "table", "td", "th", "caption", "button", "object", "template"})
_IMPLIED: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # start tag -> (open elements it ends, elements that stop the search)
    "li": (frozenset({"li"}), _SCOPE | {"ul", "ol"}),
    "dd": (frozenset({"dd", "dt"}), _SCOPE | {"dl"}),
    "dt": (frozenset({"dd", "dt"}), _SCOPE | {"dl"}),
    "td": (frozenset({"td", "th"}), frozenset({"tr", "table", "html"})),
    "th": (frozenset({"td", "th"}), frozenset({"tr", "table", "html"})),
    "tr": (frozenset({"tr"}), frozenset({"table", "thead", "tbody", "tfoot", "html"})),
    "thead": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table", "html"})),
    "tbody": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table", "html"})),
    "tfoot": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table", "html"})),
    "option": (frozenset({"option"}), frozenset({"select", "datalist", "html"})),
    "optgroup": (frozenset({"option", "optgroup"}), frozenset({"select", "html"})),
}


@dataclass(slots=True)
class OpenElement:
    """One element on the stack, with what it inherits."""

    tag: str
    hidden: bool
    """Hidden itself or inside a hidden element."""
    colour: str | None
    background: str | None


class OpenElements:
    """The stack of open elements, closed explicitly or implicitly as a browser does."""

    def __init__(self) -> None:
        self.stack: list[OpenElement] = []
        self._count: dict[str, int] = {}

    @property
    def hidden(self) -> bool:
        """Whether the innermost open element is hidden."""
        return bool(self.stack) and self.stack[-1].hidden

    def start(self, tag: str, *, hidden: bool, style: str, void: bool) -> OpenElement:
        """Close what ``tag`` ends implicitly, then open it; returns the element."""
        if tag in _P_CLOSERS:
            self._close_nearest(frozenset({"p"}), _SCOPE)
        if tag in _IMPLIED:
            self._close_nearest(*_IMPLIED[tag])
        parent = self.stack[-1] if self.stack else None
        colour, background = colours(style)
        colour = colour or (parent.colour if parent else None)
        background = background or (parent.background if parent else None)
        same = colour is not None and colour == background
        element = OpenElement(
            tag=tag,
            hidden=hidden or same or (parent is not None and parent.hidden),
            colour=colour,
            background=background,
        )
        if not void:
            self.stack.append(element)
            self._count[tag] = self._count.get(tag, 0) + 1
        return element

    def end(self, tag: str) -> list[OpenElement]:
        """Close ``tag`` and everything opened inside it; a stray end tag closes nothing."""
        if not self._count.get(tag):
            return []
        closed: list[OpenElement] = []
        while self.stack:
            element = self._pop()
            closed.append(element)
            if element.tag == tag:
                break
        return closed

    def _close_nearest(self, targets: frozenset[str], stops: frozenset[str]) -> None:
        if not any(self._count.get(tag) for tag in targets):
            return
        for index in range(len(self.stack) - 1, -1, -1):
            tag = self.stack[index].tag
            if tag in targets:
                while len(self.stack) > index:
                    self._pop()
                return
            if tag in stops:
                return

    def _pop(self) -> OpenElement:
        element = self.stack.pop()
        self._count[element.tag] -= 1
        return element
