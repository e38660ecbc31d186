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
from vegas_desktop.app.fit_text import wrap
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.table.choice_tree import reachable_actions
from vegas_desktop.text import t

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


def menu_is_complete(legal: list[Any], choices: list[Choice]) -> bool:
    """Every legal action is reachable in the tree (used by tests and as a guard)."""
    return set(legal) <= reachable_actions(choices)


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
        self._body = wrap(self.subtitle(), f, area.w - 24)[:3]
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
