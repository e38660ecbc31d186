"""One generic decision prompt for every Royale tile: the legal actions of the phase become clickable choices.

`build_menu` turns a phase's legal actions into a small tree (a choice either plays an action or opens a
sub-list, e.g. Block It: group -> casino); `Prompt` keeps the current level, draws it as a card of buttons
with key badges (1-9, then letters), and tells the table which casinos and tile places to highlight.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.royale.model import BIGGY, BLACK_BOX, FIFTY_REWARDS, HANDICAP_SLOTS, SMALL
from vegas_desktop.royale.moves import (
    AdjustPlace,
    AdjustTake,
    Decline,
    PowerPlay,
    Roll,
)
from vegas_desktop.scenes.lasvegas.view import _wrap
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.tiles import prize_text
from vegas_desktop.text import t, tn

KEYS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
from vegas_desktop.royale.model import SECRET_PHASES  # noqa: E402,F401 (one list, in the rules)

BUTTON_H = 28  # a choice button; SMALL_H when a level needs more rows
SMALL_H = 24
GAP = 4
COL_GAP = 6
PAD = 10
NAV_H = 30  # the row with Back and the page buttons
MIN_LABEL = 10
LABEL_ROOM = 34  # a button minus its key badge and margins


@dataclass
class Choice:
    """A button: plays `action`, or opens `children` when action is None."""

    label: str
    action: Any = None
    children: list[Choice] = field(default_factory=list)
    casino: int | None = None  # 0-based casino this choice is about (highlighted, clickable)
    place: str | None = None  # a tile place it is about, e.g. "block_it:2" or "nice:4"


def _casino(n: int) -> str:
    return t(f"table.casino.{n}")


def _kind(kind: str) -> str:
    return t("royale.kind_biggy") if kind == BIGGY else t("royale.kind_small")


def _group(choices: list[tuple[str, Choice]], labels: dict[str, str] | None = None, **extra: Any) -> list[Choice]:
    """Group (key, leaf) pairs into one sub-list per key, keeping order; a key with one leaf stays a leaf."""
    order: dict[str, list[Choice]] = {}
    for key, leaf in choices:
        order.setdefault(key, []).append(leaf)
    out = []
    for key, leaves in order.items():
        label = (labels or {}).get(key, key)
        out.append(Choice(label, None, leaves, **extra.get(key, {})))
    return out


def _turn_menus(actions: list[Any], key: str) -> list[Choice]:
    """Power Play / turn-a-die actions: one sub-list per die kind ("turn your small die" -> faces)."""
    out = []
    for kind in (SMALL, BIGGY):
        leaves = [
            Choice(t("royale.choice.turn_to", value=a.value, casino=_casino(a.value)), a, casino=a.value - 1)
            for a in actions
            if a.kind == kind
        ]
        if leaves:
            out.append(Choice(t(key, kind=_kind(kind)), None, leaves))
    return out


def build_menu(phase: str, legal: list[Any], state: Any, seat: int, names: list[str]) -> tuple[str, str, list[Choice]]:
    """(title, explanation, choices) for `seat` deciding in `phase` with these legal actions."""
    p = state.pieces
    title = t(f"royale.prompt.{phase}.title")
    body = t(f"royale.prompt.{phase}.body")
    choices: list[Choice] = []
    if phase == "roll":
        choices.append(Choice(t("royale.choice.throw"), Roll()))
        choices += _turn_menus([a for a in legal if isinstance(a, PowerPlay)], "royale.choice.power_play")
    elif phase == "lucky_count":
        choices = [Choice(tn("royale.choice.tokens", a.count), a, place=f"count:{a.count}") for a in legal]
    elif phase == "lucky_guess":
        body = t("royale.prompt.lucky_guess.body", name=names[state.current])
        choices = [Choice(t("royale.choice.guess", n=a.guess), a, place=f"count:{a.guess}") for a in legal]
    elif phase == "fifty":
        reward = FIFTY_REWARDS[p.fifty_field]
        body = t("royale.prompt.fifty.body", sum=p.fifty_sum, field=p.fifty_field)
        labels = {
            "stop": t("royale.choice.stop", amount=style.money(reward)),
            "higher": t("royale.choice.higher", sum=p.fifty_sum),
            "lower": t("royale.choice.lower", sum=p.fifty_sum),
        }
        choices = [Choice(labels[a.call], a) for a in legal]
    elif phase == "no_entry":
        for a in legal:
            if a.casino is None:
                choices.append(Choice(t("royale.choice.leave_plaque"), a))
            else:
                choices.append(Choice(_casino(a.casino), a, casino=a.casino - 1))
    elif phase == "knockout":
        choices = [Choice(_kind(a.kind), a, place="bar") for a in legal]
    elif phase == "block_it":
        pairs = [(str(a.group), Choice(_casino(a.casino), a, casino=a.casino - 1)) for a in legal]
        groups = {str(g): tn("royale.choice.block_group", size) for g, size in enumerate(p.block_groups)}
        extra = {str(g): {"place": f"block_it:{g}"} for g in range(len(p.block_groups))}
        choices = _group(pairs, groups, **extra)
    elif phase == "handicap":
        slot_names = {s: t(f"royale.slot.{s}") for s in HANDICAP_SLOTS}
        pairs = []
        for a in legal:
            if isinstance(a, Decline):
                choices.append(Choice(t("royale.choice.decline"), a))
            else:
                leaf = Choice(slot_names[a.slot], a, casino=a.casino - 1, place=f"handicap:{a.slot}")
                pairs.append((str(a.casino), leaf))
        labels = {str(c): t("royale.choice.grey_from", casino=_casino(c)) for c in range(1, 7)}
        extra = {str(c): {"casino": c - 1} for c in range(1, 7)}
        choices += _group(pairs, labels, **extra)
    elif phase == "adjust":
        take = [a for a in legal if isinstance(a, AdjustTake)]
        choices += _turn_menus([a for a in legal if isinstance(a, AdjustPlace)], "royale.choice.adjust_place")
        if take:
            leaves = [
                Choice(
                    t("royale.choice.take_back", kind=_kind(a.kind), casino=_casino(a.casino)), a, casino=a.casino - 1
                )
                for a in take
            ]
            choices.append(Choice(t("royale.choice.adjust_take"), None, leaves))
    elif phase == "double_down":
        for a in legal:
            if a.small == 0 and not a.biggy:
                label = t("royale.choice.dd_none")
            elif a.biggy:
                label = tn("royale.choice.dd_biggy", a.small) if a.small else t("royale.choice.dd_biggy_only")
            else:
                label = tn("royale.choice.dd_small", a.small)
            choices.append(Choice(label, a, place="double_down" if a.small or a.biggy else None))
    elif phase == "nice_dice":
        for a in legal:
            if isinstance(a, Decline):
                choices.append(Choice(t("royale.choice.decline"), a))
            else:
                key = "royale.choice.nice_hand" if a.source == "hand" else "royale.choice.nice_casino"
                choices.append(Choice(t(key, kind=_kind(a.kind), value=a.value), a, place=f"nice:{a.value}"))
    elif phase == "my_choice":
        choices = [Choice(t(f"royale.choice.black_{a.value}", value=a.value), a, place="black") for a in legal]
    elif phase == "my_choice_tile":
        from vegas_desktop.scenes.royale.tiles import tile_name

        choices = [
            Choice(
                t("royale.choice.activate", tile=tile_name(state.tiles[a.casino - 1]), casino=_casino(a.casino)),
                a,
                casino=a.casino - 1,
            )
            for a in legal
        ]
    elif phase == "golden":
        choices = [Choice(_kind(a.kind), a, place="golden") for a in legal]
    elif phase == "prime_time":
        for a in legal:
            if not a.values:
                choices.append(Choice(t("royale.choice.pt_none"), a))
            else:
                where = " + ".join(f"{v} → {_casino(v)}" for v in a.values)
                choices.append(Choice(where, a, casino=a.values[0] - 1 if len(a.values) == 1 else None))
    elif phase == "box_split":
        body = t("royale.prompt.box_split.body", name=names[state.box_winner])
        pairs = []
        for a in legal:
            size = len(a.group)
            leaf = Choice(" ".join(prize_text(BLACK_BOX[i]) for i in a.group), a)  # short enough for two columns
            pairs.append((str(size), leaf))
        labels = {str(n): t("royale.choice.split", a=n, b=len(BLACK_BOX) - n) for n in range(1, 6)}
        choices = _group(pairs, labels)
    elif phase == "box_pick":
        sizes = state.box_sizes or (0, 0)
        choices = [Choice(tn("royale.choice.box_group", sizes[a.group], group="AB"[a.group]), a) for a in legal]
    else:
        choices = [Choice(type(a).__name__, a) for a in legal]
    return title, body, choices


def _covered(legal: list[Any], choices: list[Choice]) -> set[Any]:
    found: set[Any] = set()
    stack = list(choices)
    while stack:
        c = stack.pop()
        if c.action is not None:
            found.add(c.action)
        stack.extend(c.children)
    return found


def menu_is_complete(legal: list[Any], choices: list[Choice]) -> bool:
    """Every legal action is reachable in the tree (used by tests and as a guard)."""
    return set(legal) <= _covered(legal, choices)


class Prompt:
    """The visible decision card: the current level of a choice tree, with hover, keys and pages.

    The card always sits in the free space between the casinos (`rlay.PROMPT_AREA`), so the casinos it
    lights stay visible: a long level is laid out in two columns of smaller buttons, and what still does
    not fit is split into pages (PageUp/PageDown, arrows, or the ‹ › buttons).
    """

    def __init__(self, seat: int, phase: str, title: str, body: str, choices: list[Choice]) -> None:
        self.seat = seat
        self.phase = phase
        self.title = title
        self.body = body
        self.path: list[Choice] = []
        self.root = choices
        self.hover: int | None = None
        self.page = 0
        self.per_page: int | None = None  # known after the first layout
        self.rects: dict[int, pygame.Rect] = {}  # level index -> button, for the items on this page
        self.back_rect: pygame.Rect | None = None
        self.prev_rect: pygame.Rect | None = None
        self.next_rect: pygame.Rect | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self._body: list[str] = []
        self._label_size = 13

    @property
    def level(self) -> list[Choice]:
        return self.path[-1].children if self.path else self.root

    @property
    def pages(self) -> int:
        return -(-len(self.level) // self.per_page) if self.per_page else 1

    def casinos(self) -> set[int]:
        """Casinos the current level is about (drawn lit; a click there picks the choice)."""
        return {c.casino for c in self.level if c.casino is not None}

    def places(self) -> set[str]:
        """Tile places the level is about, plus the one already chosen on the way (e.g. the Block It! group)."""
        return {c.place for c in self.level + self.path if c.place is not None}

    def hovered(self) -> Choice | None:
        return self.level[self.hover] if self.hover is not None and self.hover < len(self.level) else None

    def open(self, choice: Choice) -> Any:
        """Enter a sub-list, or return the action to play."""
        if choice.action is not None:
            return choice.action
        self.path.append(choice)
        self.hover = None
        self.page = 0
        return None

    def back(self) -> bool:
        if not self.path:
            return False
        self.path.pop()
        self.hover = None
        self.page = 0
        return True

    def turn_page(self, step: int) -> bool:
        """Show the next (+1) or previous (-1) page; False when there is none."""
        page = self.page + step
        if not 0 <= page < self.pages:
            return False
        self.page = page
        self.hover = None
        self.layout()
        return True

    def by_key(self, char: str) -> Any:
        """Key badges count from the first choice on the page shown."""
        index = KEYS.find(char.upper()) if char else -1
        if self.per_page:
            if index >= self.per_page:
                return None
            index += self.page * self.per_page
        if 0 <= index < len(self.level):
            return self.open(self.level[index])
        return None

    def by_casino(self, casino: int) -> Any:
        hits = [c for c in self.level if c.casino == casino]
        return self.open(hits[0]) if len(hits) == 1 else None

    def at(self, pos: tuple[float, float]) -> int | None:
        for i, r in self.rects.items():
            if r.collidepoint(pos):
                return i
        return None

    # -- layout ----------------------------------------------------------------------------------------
    def subtitle(self) -> str:
        return self.path[-1].label if self.path else self.body

    def _fits(self, width: int) -> bool:
        """Every label of the level fits a button this wide at a readable size (>= MIN_LABEL)."""
        f = style.font(MIN_LABEL, True)
        room = width - LABEL_ROOM
        return all(f.size(_label(c))[0] <= room for c in self.level)

    def layout(self) -> None:
        """Place the card and the buttons of the page shown inside `rlay.PROMPT_AREA`."""
        area = rlay.PROMPT_AREA
        n = len(self.level)
        f = style.font(13)
        self._body = _wrap(self.subtitle(), f, area.w - 24)[:3]
        head = 38 + len(self._body) * f.get_linesize() + 4
        nav = NAV_H if self.path else 0
        room = area.h - head - PAD

        def rows_for(nav_h: int, row: int) -> int:
            return max(1, (room - nav_h) // row)

        col2 = (area.w - 2 * PAD - COL_GAP) // 2
        row = BUTTON_H + GAP
        cols = 1
        per_col = rows_for(nav, row)
        if n > per_col:  # too long for one column: smaller buttons first, then two columns, then pages
            row = SMALL_H + GAP
            per_col = rows_for(nav, row)
            if n > per_col and self._fits(col2):
                cols = 2
            if n > per_col * cols:
                nav = NAV_H
                per_col = rows_for(nav, row)
        self.per_page = per_col * cols
        self.page = min(self.page, self.pages - 1)
        shown = range(self.page * self.per_page, min(n, (self.page + 1) * self.per_page))
        rows = -(-len(shown) // cols) if self.pages == 1 else per_col
        height = head + rows * row - GAP + nav + PAD
        self.box = pygame.Rect(area.x, 0, area.w, height)
        self.box.centery = area.centery
        col_w = (area.w - 2 * PAD - (cols - 1) * COL_GAP) // cols
        self._label_size = 13 if row == BUTTON_H + GAP else 12
        self.rects = {}
        for k, i in enumerate(shown):
            c, r = divmod(k, rows)
            x = self.box.x + PAD + c * (col_w + COL_GAP)
            self.rects[i] = pygame.Rect(x, self.box.y + head + r * row, col_w, row - GAP)
        bottom = self.box.bottom - PAD - NAV_H + 4
        self.back_rect = pygame.Rect(self.box.x + PAD, bottom, 110, NAV_H - 6) if self.path else None
        self.prev_rect = self.next_rect = None
        if self.pages > 1:
            self.prev_rect = pygame.Rect(self.box.right - PAD - 150, bottom, 44, NAV_H - 6)
            self.next_rect = pygame.Rect(self.box.right - PAD - 44, bottom, 44, NAV_H - 6)

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int], clock: float) -> None:
        self.layout()
        box = self.box
        table_art.drop_shadow(surface, box, 14)
        surface.blit(table_art.rounded_panel(box.size, (22, 14, 30, 246), (*colour, 255), 14, 3), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=14, border_top_right_radius=14
        )
        _fit_text(surface, self.title, (box.x + 12, box.y + 12), box.w - 24, 17, style.GOLD)
        f = style.font(13)
        y = box.y + 38
        for line in self._body:
            surface.blit(f.render(line, True, (226, 214, 236)), (box.x + 12, y))
            y += f.get_linesize()
        first = self.page * (self.per_page or 0)
        for i, r in self.rects.items():
            self._draw_button(surface, self.level[i], r, KEYS[i - first] if i - first < len(KEYS) else "")
        if self.back_rect is not None:
            _nav_button(surface, self.back_rect, t("royale.back"), True)
        if self.prev_rect is not None and self.next_rect is not None:
            _nav_button(surface, self.prev_rect, "‹", self.page > 0)
            _nav_button(surface, self.next_rect, "›", self.page < self.pages - 1)
            mid = (self.prev_rect.right + self.next_rect.x) // 2
            text = t("royale.page", n=self.page + 1, total=self.pages)
            style.text(surface, text, (mid, self.next_rect.centery), 12, (226, 214, 236), bold=True, anchor="center")

    def _draw_button(self, surface: pygame.Surface, choice: Choice, r: pygame.Rect, key: str) -> None:
        hot = self.hover is not None and self.rects.get(self.hover) is r
        fill = (250, 220, 120) if hot else (70, 50, 92)
        pygame.draw.rect(surface, fill, r, border_radius=7)
        pygame.draw.rect(surface, style.HIGHLIGHT if hot else (150, 120, 180), r, 2 if hot else 1, border_radius=7)
        badge = pygame.Rect(r.x + 4, r.y + 3, 20, r.h - 6)
        pygame.draw.rect(surface, (30, 20, 40) if not hot else (120, 80, 20), badge, border_radius=5)
        style.text(surface, key, badge.center, 12, style.WHITE, bold=True, anchor="center")
        _fit_text(
            surface,
            _label(choice),
            (r.x + 30, r.centery),
            r.w - LABEL_ROOM,
            self._label_size,
            style.INK if hot else style.WHITE,
            anchor="midleft",
        )


def _label(choice: Choice) -> str:
    return choice.label + (" ›" if choice.action is None else "")


def _fit_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    width: int,
    size: int,
    colour: tuple[int, int, int],
    anchor: str = "topleft",
) -> None:
    """Bold text shrunk (down to MIN_LABEL) and, if still too wide, cut with an ellipsis to fit `width`."""
    img = fit_text.render(text, max(0, width), size, colour, MIN_LABEL, True)
    surface.blit(img, img.get_rect(**{anchor: pos}))


def _nav_button(surface: pygame.Surface, rect: pygame.Rect, text: str, enabled: bool) -> None:
    pygame.draw.rect(surface, (50, 36, 60) if enabled else (34, 26, 40), rect, border_radius=7)
    if enabled:
        pygame.draw.rect(surface, (150, 120, 180), rect, 1, border_radius=7)
    colour = style.WHITE if enabled else (110, 96, 120)
    style.text(surface, text, rect.center, 13, colour, bold=True, anchor="center")
