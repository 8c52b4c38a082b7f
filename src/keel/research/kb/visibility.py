"""Which HTML elements a reader cannot see, and where an element ends when no tag ends it.

Hidden text is a prompt-injection route: a page can carry instructions no person sees.
`Looks.of` reads one element's attributes and inline style (comments stripped first) the
way a browser would apply them:

* gone, and nothing inside can undo it: the ``hidden`` attribute, ``display:none``,
  ``content-visibility:hidden``, ``opacity`` below 0.1, positions or translations far
  off-screen (-999px, -50em, -100% or further), clipping to nothing, a box of at most 1px
  (or ``max-height:0``) with overflow hidden or clipped, ``scale(0)``;
* hidden, but a descendant may show itself again: ``visibility:hidden`` (undone by
  ``visibility:visible``), a font size of at most 1px or 0.1em (undone by a font size in
  px, pt, rem or a keyword), text coloured like the background behind it or transparent
  (undone by a colour of its own).

Backgrounds come from the nearest ancestor that sets one (``background``, ``bgcolor``); a
background image or gradient makes the colour behind the text unknown, and text on it is
kept. ``aria-hidden`` is not read: it hides from screen readers, not from the eye. Only
attributes and inline styles are read: rules in ``<style>`` blocks and stylesheets are not.
`OpenElements` is the stack of open elements with the implicit closing browsers apply
(``<p>`` ends at the next block, ``<li>`` at the next item, ``<td>`` at the next cell), so a
hidden element ends where a browser ends it and never swallows the rest of the page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Looks", "OpenElement", "OpenElements"]

_COMMENT = re.compile(r"/\*.*?(?:\*/|$)", re.DOTALL)
_DECLARATION = re.compile(r"([a-z-]+)\s*:\s*([^;]*)", re.IGNORECASE)
_IMPORTANT = re.compile(r"\s*!\s*important\s*$", re.IGNORECASE)
_LENGTH = re.compile(r"^(-?(?:\d+(?:\.\d*)?|\.\d+))\s*([a-z%]*)$")
_NUMBER = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)")
_OFFSETS = frozenset({"left", "top", "right", "bottom", "text-indent", "margin-left", "margin-top"})
_BOX = frozenset({"width", "height", "max-width", "max-height"})
_TRANSLATE = re.compile(r"translate(?:x|y|3d)?\(([^)]*)\)", re.IGNORECASE)
_COLOUR_TOKEN = re.compile(r"#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)|\b[a-z]+\b", re.I)
_NAMED: dict[str, tuple[int, int, int]] = {
    "white": (255, 255, 255),
    "black": (0, 0, 0),
    "red": (255, 0, 0),
    "green": (0, 128, 0),
    "blue": (0, 0, 255),
    "yellow": (255, 255, 0),
    "gray": (128, 128, 128),
    "grey": (128, 128, 128),
    "silver": (192, 192, 192),
}
_CLEAR = "clear"
"""A colour with (almost) no alpha: text in it cannot be seen."""
_UNKNOWN = "unknown"
"""A background that is an image or a gradient: what lies behind the text is not known."""
Colour = tuple[int, int, int] | str
"""An RGB colour, `_CLEAR` or `_UNKNOWN`."""
NEAR = 24
"""Text whose colour is within this many RGB steps (summed) of its background is hidden."""


def _declarations(style: str) -> dict[str, str]:
    """An inline style's properties, lowercased, comments and ``!important`` removed."""
    found: dict[str, str] = {}
    for prop, value in _DECLARATION.findall(_COMMENT.sub("", style)):
        found[prop.lower()] = _IMPORTANT.sub("", value).strip().lower()
    return found


def _length(value: str) -> tuple[float, str] | None:
    """``-120px`` as (-120.0, "px"); ``calc(0px)`` of zeros only as (0, ""); else None."""
    if value.startswith("calc("):
        numbers = _NUMBER.findall(value)
        return (0.0, "") if numbers and all(float(n) == 0 for n in numbers) else None
    found = _LENGTH.match(value)
    return None if found is None else (float(found.group(1)), found.group(2))


def _far_off(value: str, *, percent: bool = True) -> bool:
    """A length of -999px, -50em/rem, -100% (if ``percent``) or further, or a bare -1000."""
    length = _length(value)
    if length is None:
        return False
    number, unit = length
    limits = {"px": -999.0, "em": -50.0, "rem": -50.0, "": -999.0}
    if percent:
        limits["%"] = -100.0
    return unit in limits and number <= limits[unit]


def _tiny_font(value: str) -> bool | None:
    """True for a font size of at most 1px (0.75pt, 0.1em/rem, 10%); None if unreadable."""
    length = _length(value)
    if length is None:
        return None
    number, unit = length
    limits = {"": 0.0, "px": 1.0, "pt": 0.75, "em": 0.1, "rem": 0.1, "%": 10.0}
    return unit in limits and number <= limits[unit]


def _own_size(value: str) -> bool:
    """A font size not relative to the parent's (px, pt, rem, ``medium``): it can undo a
    parent's tiny size, where ``2em`` of nothing stays nothing."""
    length = _length(value)
    if length is None:
        keyword = re.fullmatch(r"[a-z-]+", value) is not None
        return keyword and value not in {"inherit", "unset", "revert", "smaller"}
    return length[1] in {"px", "pt", "rem", "pc", "cm", "mm", "in", "q", "vw", "vh"}


def _gone(css: dict[str, str]) -> bool:
    """Whether the style removes the element so that no descendant can show again."""
    if css.get("display") == "none" or css.get("content-visibility") == "hidden":
        return True
    opacity = _length(css.get("opacity", ""))
    if opacity is not None and opacity[0] / (100 if opacity[1] == "%" else 1) < 0.1:
        return True
    if any(_far_off(css[prop]) for prop in _OFFSETS & css.keys()):
        return True
    transform = css.get("transform", "")
    for moved in _TRANSLATE.findall(transform):
        if any(_far_off(part.strip(), percent=False) for part in moved.split(",")):
            return True
    if re.search(r"scale[xy]?\(\s*0(?:\.0*)?\s*[,)]", transform):
        return True
    clip_path = css.get("clip-path", "")
    if re.match(r"inset\(\s*(?:[5-9]\d|100)(?:\.\d*)?%|circle\(\s*0[a-z%]*\s*\)", clip_path):
        return True
    clip = re.match(r"rect\(([^)]*)\)", css.get("clip", ""))
    if clip and all(abs(float(n)) <= 1 for n in _NUMBER.findall(clip.group(1))):
        return True
    overflow = css.get("overflow", "") + " " + css.get("overflow-y", "")
    if re.search(r"\b(?:hidden|clip)\b", overflow):
        sizes = (_length(css[prop]) for prop in _BOX & css.keys())
        return any(size is not None and size[0] <= 1 and size[1] in {"", "px"} for size in sizes)
    return False


def _colour(value: str) -> Colour | None:
    """A CSS colour value as RGB, `_CLEAR`, or None if it cannot be read."""
    for token in _COLOUR_TOKEN.findall(value.lower()):
        if token == "transparent":
            return _CLEAR
        if token.startswith("#"):
            digits = token[1:]
            if len(digits) in {3, 4}:
                digits = "".join(c * 2 for c in digits)
            if len(digits) not in {6, 8}:
                return None
            if len(digits) == 8 and int(digits[6:], 16) < 26:
                return _CLEAR
            return int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16)
        if token.startswith(("rgb", "hsl")):
            return _functional(token)
        if token in _NAMED:
            return _NAMED[token]
    return None


def _functional(token: str) -> Colour | None:
    """``rgb()``, ``rgba()``, ``hsl()``, ``hsla()`` (commas, spaces or ``/`` for alpha)."""
    parts = re.findall(r"-?(?:\d+(?:\.\d*)?|\.\d+)%?", token)
    if len(parts) < 3:
        return None
    if len(parts) > 3:
        alpha = parts[3]
        level = float(alpha.rstrip("%")) / (100 if alpha.endswith("%") else 1)
        if level < 0.1:
            return _CLEAR
    first = [float(p.rstrip("%")) * (2.55 if p.endswith("%") else 1) for p in parts[:3]]
    if token.startswith("rgb"):
        r, g, b = (min(max(round(v), 0), 255) for v in first)
        return r, g, b
    return _hsl(first[0], float(parts[1].rstrip("%")), float(parts[2].rstrip("%")))


def _hsl(hue: float, saturation: float, lightness: float) -> tuple[int, int, int]:
    s, lum = min(max(saturation, 0), 100) / 100, min(max(lightness, 0), 100) / 100
    chroma = (1 - abs(2 * lum - 1)) * s

    def channel(n: int) -> int:
        k = (n + hue / 30) % 12
        return round(255 * (lum - chroma / 2 * max(-1, min(k - 3, 9 - k, 1))))

    return channel(0), channel(8), channel(4)


def _background(css: dict[str, str], bgcolor: str | None) -> Colour | None:
    """The background an element paints (None: it paints none of its own)."""
    image = css.get("background-image", "")
    if "url(" in image or "gradient" in image:
        return _UNKNOWN
    for prop in ("background", "background-color"):
        value = css.get(prop)
        if value is None:
            continue
        if "url(" in value or "gradient" in value:
            return _UNKNOWN
        if (colour := _colour(value)) is not None and colour != _CLEAR:
            return colour
    if bgcolor:
        return _colour(bgcolor)
    return None


def unreadable(text: Colour | None, background: Colour | None) -> bool:
    """Whether text in this colour cannot be seen on this background."""
    if text == _CLEAR:
        return True
    if not isinstance(text, tuple) or not isinstance(background, tuple):
        return False
    return sum(abs(a - b) for a, b in zip(text, background, strict=True)) <= NEAR


@dataclass(frozen=True, slots=True)
class Looks:
    """How an element is drawn, as far as hiding text goes, after inheritance."""

    gone: bool = False
    """Removed with everything inside (nothing inside can undo it)."""
    invisible: bool = False
    """``visibility:hidden`` in force."""
    tiny: bool = False
    """The font size in force is too small to read."""
    colour: Colour | None = None
    """The text colour in force (None: the page's default)."""
    background: Colour | None = None
    """The background behind the element (None: the page's default)."""

    @property
    def hidden(self) -> bool:
        """Whether the element's own text cannot be seen."""
        return self.gone or self.invisible or self.tiny or unreadable(self.colour, self.background)

    @classmethod
    def of(cls, attrs: dict[str, str | None], parent: Looks | None, *, gone: bool = False) -> Looks:
        """An element's looks from its attributes and inline style and its parent's looks.

        Args:
            attrs: the element's attributes.
            parent: the looks of the element it is in (None at the top).
            gone: removed whatever its style says (``<script>``, ``<template>``...).
        """
        base = parent or cls()
        css = _declarations(attrs.get("style") or "")
        visibility = css.get("visibility")
        invisible = base.invisible
        if visibility in {"hidden", "collapse"}:
            invisible = True
        elif visibility == "visible":
            invisible = False
        tiny = base.tiny
        size = css.get("font-size")
        if size is not None and _tiny_font(size):
            tiny = True
        elif size is not None and _own_size(size):
            tiny = False
        colour = _colour(css["color"]) if "color" in css else None
        if colour is None and attrs.get("color"):  # <font color=...>
            colour = _colour(attrs["color"] or "")
        background = _background(css, attrs.get("bgcolor"))
        return cls(
            gone=base.gone or gone or "hidden" in attrs or _gone(css),
            invisible=invisible,
            tiny=tiny,
            colour=colour if colour is not None else base.colour,
            background=background if background is not None else base.background,
        )


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
    """One element on the stack, with how it is drawn."""

    tag: str
    looks: Looks

    @property
    def hidden(self) -> bool:
        """Whether its own text cannot be seen (itself or by what it inherits)."""
        return self.looks.hidden


class OpenElements:
    """The stack of open elements, closed explicitly or implicitly as a browser does."""

    def __init__(self) -> None:
        self.stack: list[OpenElement] = []
        self._open: dict[str, list[int]] = {}
        """Where each tag is open on the stack, innermost last."""

    @property
    def hidden(self) -> bool:
        """Whether the innermost open element is hidden."""
        return bool(self.stack) and self.stack[-1].hidden

    def start(
        self, tag: str, attrs: dict[str, str | None], *, gone: bool, void: bool
    ) -> OpenElement:
        """Close what ``tag`` ends implicitly, then open it; returns the element.

        Args:
            tag: the element's name.
            attrs: its attributes (``style``, ``hidden``, ``bgcolor``, ``color``).
            gone: never shown, whatever its style (``<script>``, ``<template>``...).
            void: it holds nothing (``<br>``, ``<img>``): it is not kept open.
        """
        if tag in _P_CLOSERS:
            self._close_nearest(frozenset({"p"}), _SCOPE)
        if tag in _IMPLIED:
            self._close_nearest(*_IMPLIED[tag])
        parent = self.stack[-1].looks if self.stack else None
        element = OpenElement(tag=tag, looks=Looks.of(attrs, parent, gone=gone))
        if not void:
            self._open.setdefault(tag, []).append(len(self.stack))
            self.stack.append(element)
        return element

    def end(self, tag: str) -> list[OpenElement]:
        """Close ``tag`` and everything opened inside it; a stray end tag closes nothing."""
        if not self._open.get(tag):
            return []
        closed: list[OpenElement] = []
        while self.stack:
            element = self._pop()
            closed.append(element)
            if element.tag == tag:
                break
        return closed

    def _close_nearest(self, targets: frozenset[str], stops: frozenset[str]) -> None:
        """Close the innermost open element of ``targets`` and all inside it, unless an
        element of ``stops`` is open inside it. Found from where each tag is open, not by
        walking the stack: a walk down to a stop for every start tag was quadratic."""
        target = max((self._open[tag][-1] for tag in targets if self._open.get(tag)), default=-1)
        if target < 0:
            return
        stop = max((self._open[tag][-1] for tag in stops if self._open.get(tag)), default=-1)
        if target >= stop:  # a tag in both sets closes, as the walk found it as a target
            while len(self.stack) > target:
                self._pop()

    def _pop(self) -> OpenElement:
        element = self.stack.pop()
        self._open[element.tag].pop()
        return element
