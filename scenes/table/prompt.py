"""The one decision prompt of the tables (Royale's tile decisions, every Cash & Run phase): a tree of choices.

A `Choice` either plays its action, opens a sub-list (`children`), or changes the prompt itself (`adjust`, e.g.
a stake stepper). `ChoicePrompt` shows the current level of the tree as a card of buttons with key badges (1-9,
then A-Z), a Back button inside a sub-list, pages when a level is long, the hovered button lit, and says which
casinos, tile places or board fields the level is about (the table lights them, a click there picks the choice).
A game gives its metrics as a `PromptLook` (both games keep their own card sizes) and its words for Back and the
page count; kinds of prompts with their own keys (a stake's arrows, a typed bid) override `choices`, `info` and
`key`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.scenes.table.choice_tree import reachable_actions

KEYS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
GAP = 4  # between rows of buttons
COL_GAP = 6  # between two columns of buttons
NAV_H = 30  # the row with Back and the page buttons
MIN_LABEL = 10  # labels shrink down to this size, then are cut with an ellipsis


def key_char(key: int) -> str:
    """The badge a key presses: '1'-'9' and 'A'-'Z' (keypad digits too); "" for any other key."""
    name = pygame.key.name(key).strip("[]")
    return name.upper() if len(name) == 1 and name.isalnum() else ""


@dataclass
class Choice:
    """A button: plays `action`, opens `children`, or (`adjust`) changes the prompt itself."""

    label: str
    action: Any = None  # the game's action (each game's own type; a prompt only hands it back)
    children: list[Choice] = field(default_factory=list)
    casino: int | None = None  # 0-based casino it is about (Royale: lit, and a click there picks it)
    place: str | None = None  # a tile place it is about, e.g. "block_it:2" or "nice:4" (Royale)
    fields: tuple[int, ...] = ()  # board fields it is about (Cash & Run: lit, and a click there picks it)
    adjust: Callable[[], None] | None = None
    enabled: bool = True


def leaves(choices: list[Choice]) -> list[Choice]:
    """The choices at the ends of the tree's branches."""
    out: list[Choice] = []
    for c in choices:
        out += leaves(c.children) if c.children else [c]
    return out


def menu_is_complete(legal: Iterable[object], choices: list[Choice]) -> bool:
    """Every legal action is reachable in the tree (used by tests and as a guard)."""
    return set(legal) <= reachable_actions(choices)


@dataclass(frozen=True)
class PromptLook:
    """A game's card: sizes of its buttons and head, and how a long level gives way."""

    button_h: int  # a choice button; small_h when a level needs more rows
    small_h: int
    pad: int  # inside the card, around the buttons
    label_room: int  # a button minus its key badge and margins
    badge_w: int
    label_x: int  # where a button's label starts
    head: int  # the first body line, below the title
    head_gap: int  # below the last body line
    title_y: int
    title_x: int
    title_min: int  # the title shrinks down to this size
    max_lines: int  # body and info lines at most
    back_w: int
    nav_inset: int  # the nav buttons are NAV_H minus this high
    prev_from_right: int  # the ‹ button's distance from the card's right edge
    columns_first: bool  # a long level: two columns before smaller buttons (else smaller buttons, then columns)
    centred: bool  # the card sits in the middle of its area (else at its top, never taller than it)


class ChoicePrompt:
    """The visible decision card: the current level of a choice tree, with hover, keys and pages."""

    def __init__(
        self,
        seat: int,
        phase: Any,
        title: str,
        body: str,
        choices: list[Choice],
        look: PromptLook,
        area: pygame.Rect | None = None,
    ) -> None:
        self.seat = seat
        self.phase = phase  # the game's decision phase (Royale: a name, Cash & Run: its Phase)
        self.title = title
        self.body = body
        self.root = choices
        self.look = look
        self.path: list[Choice] = []
        self.hover: int | None = None
        self.page = 0
        self.per_page: int | None = None  # known after the first layout
        self.rects: dict[int, pygame.Rect] = {}  # level index -> button, for the items on this page
        self.back_rect: pygame.Rect | None = None
        self.prev_rect: pygame.Rect | None = None
        self.next_rect: pygame.Rect | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.area = area if area is not None else pygame.Rect(0, 0, 0, 0)
        self._lines: list[str] = []

    # -- the tree -----------------------------------------------------------------------------------------
    @property
    def level(self) -> list[Choice]:
        return self.path[-1].children if self.path else self.choices()

    def choices(self) -> list[Choice]:
        """The top level (a prompt kind may build it from its own state)."""
        return self.root

    def info(self) -> list[str]:
        """Extra lines under the body (the stake's stakes, the bid...)."""
        return []

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.level) // self.per_page)) if self.per_page else 1

    def casinos(self) -> set[int]:
        """Casinos the current level is about (drawn lit; a click there picks the choice)."""
        return {c.casino for c in self.level if c.casino is not None}

    def places(self) -> set[str]:
        """Tile places the level is about, plus the one already chosen on the way (e.g. the Block It! group)."""
        return {c.place for c in self.level + self.path if c.place is not None}

    def lit_fields(self) -> set[int]:
        """Board fields the level is about, its sub-lists' too."""
        out: set[int] = set()
        for c in self.level:
            out.update(c.fields)
            for leaf in leaves(c.children):
                out.update(leaf.fields)
        return out

    def hovered(self) -> Choice | None:
        return self.level[self.hover] if self.hover is not None and self.hover < len(self.level) else None

    def press(self, choice: Choice) -> Any:
        """Open a sub-list, adjust the prompt, or return the action to play."""
        if not choice.enabled:
            return None
        if choice.adjust is not None:
            choice.adjust()
            return None
        if choice.action is not None:
            return choice.action
        self.path.append(choice)
        self.hover, self.page = None, 0
        return None

    def back(self) -> bool:
        if not self.path:
            return False
        self.path.pop()
        self.hover, self.page = None, 0
        return True

    def turn_page(self, step: int) -> bool:
        """Show the next (+1) or previous (-1) page; False when there is none."""
        page = self.page + step
        if not 0 <= page < self.pages:
            return False
        self.page, self.hover = page, None
        if self.area.w:
            self.layout()
        return True

    def by_key(self, char: str) -> Any:
        """Key badges count from the first choice on the page shown."""
        index = KEYS.find(char.upper()) if char else -1
        if index < 0 or (self.per_page and index >= self.per_page):
            return None
        index += self.page * (self.per_page or 0)
        return self.press(self.level[index]) if index < len(self.level) else None

    def by_casino(self, casino: int) -> Any:
        hits = [c for c in self.level if c.casino == casino]
        return self.press(hits[0]) if len(hits) == 1 else None

    def by_field(self, f: int) -> Any:
        hits = [c for c in leaves(self.level) if f in c.fields and c.enabled]
        return hits[0].action if len(hits) == 1 and hits[0].action is not None else None

    def at(self, pos: tuple[float, float]) -> int | None:
        return next((i for i, r in self.rects.items() if r.collidepoint(pos)), None)

    def click(self, pos: tuple[float, float]) -> tuple[bool, Any]:
        """A click on the card's buttons: (used, the action to play or None). A choice plays, opens or adjusts;
        Back and ‹ › move in the tree. A click elsewhere is not used (the card's own background is the
        table's to decide: it may light casinos or fields a click picks)."""
        index = self.at(pos)
        if index is not None:
            return True, self.press(self.level[index])
        if self.back_rect is not None and self.back_rect.collidepoint(pos):
            self.back()
            return True, None
        for rect, step in ((self.prev_rect, -1), (self.next_rect, 1)):
            if rect is not None and rect.collidepoint(pos):
                self.turn_page(step)
                return True, None
        return False, None

    def key(self, event: pygame.event.Event) -> Any:
        """Keys a prompt kind handles itself (the stake's arrows, typed bids); None if not used."""
        return None

    # -- layout -------------------------------------------------------------------------------------------
    def subtitle(self) -> str:
        return self.path[-1].label if self.path else self.body

    def _fits(self, width: int) -> bool:
        """Every label of the level fits a button this wide at a readable size (>= MIN_LABEL)."""
        f = style.font(MIN_LABEL, True)
        room = width - self.look.label_room
        return all(f.size(_label(c))[0] <= room for c in self.level)

    def layout(self, area: pygame.Rect | None = None) -> None:
        """Place the card and the buttons of the page shown inside `area` (the last one given if None)."""
        if area is not None:
            self.area = area
        area, look = self.area, self.look
        n = len(self.level)
        f = style.font(13)
        info = [part for line in self.info() for part in fit_text.wrap(line, f, area.w - 24)]  # never past the card
        self._lines = (fit_text.wrap(self.subtitle(), f, area.w - 24) + info)[: look.max_lines]
        head = look.head + len(self._lines) * f.get_linesize() + look.head_gap
        nav = NAV_H if self.path else 0
        room = area.h - head - look.pad

        def rows_for(nav_h: int, row: int) -> int:
            return max(1, (room - nav_h) // row)

        row = look.button_h + GAP
        cols = 1
        per_col = rows_for(nav, row)
        two_fit = self._fits((area.w - 2 * look.pad - COL_GAP) // 2)
        if n > per_col and look.columns_first and two_fit:  # two columns, then smaller buttons, then pages
            cols = 2
            if n > per_col * 2:
                row = look.small_h + GAP
                per_col = rows_for(nav, row)
            if n > per_col * 2:
                nav = NAV_H
                per_col = rows_for(nav, row)
        elif n > per_col:  # smaller buttons, then two columns if the labels fit, then pages
            row = look.small_h + GAP
            per_col = rows_for(nav, row)
            if n > per_col and two_fit:
                cols = 2
            if n > per_col * cols:
                nav = NAV_H
                per_col = rows_for(nav, row)
        self.per_page = per_col * cols
        self.page = min(self.page, self.pages - 1)
        shown = range(self.page * self.per_page, min(n, (self.page + 1) * self.per_page))
        rows = max(1, -(-len(shown) // cols) if self.pages == 1 else per_col)
        height = head + rows * row - GAP + nav + look.pad
        if look.centred:
            self.box = pygame.Rect(area.x, 0, area.w, height)
            self.box.centery = area.centery
        else:
            self.box = pygame.Rect(area.x, area.y, area.w, min(area.h, height))
        col_w = (area.w - 2 * look.pad - (cols - 1) * COL_GAP) // cols
        self.rects = {}
        for k, i in enumerate(shown):
            c, r = divmod(k, rows)
            x = self.box.x + look.pad + c * (col_w + COL_GAP)
            self.rects[i] = pygame.Rect(x, self.box.y + head + r * row, col_w, row - GAP)
        bottom = self.box.bottom - look.pad - NAV_H + 4
        nav_h = NAV_H - look.nav_inset
        self.back_rect = pygame.Rect(self.box.x + look.pad, bottom, look.back_w, nav_h) if self.path else None
        self.prev_rect = self.next_rect = None
        if self.pages > 1:
            self.prev_rect = pygame.Rect(self.box.right - look.pad - look.prev_from_right, bottom, 44, nav_h)
            self.next_rect = pygame.Rect(self.box.right - look.pad - 44, bottom, 44, nav_h)

    # -- drawing ------------------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, colour: tuple[int, int, int], back_text: str, page_text: str) -> None:
        """The card as last laid out, in the deciding player's colour."""
        box, look = self.box, self.look
        table_art.drop_shadow(surface, box, 14)
        surface.blit(table_art.rounded_panel(box.size, (22, 14, 30, 246), (*colour, 255), 14, 3), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=14, border_top_right_radius=14
        )
        fit_text.draw(
            surface,
            self.title,
            (box.x + look.title_x, box.y + look.title_y),
            box.w - 2 * look.title_x,
            17,
            style.GOLD,
            min_size=look.title_min,
            bold=True,
        )
        f = style.font(13)
        y = box.y + look.head
        for line in self._lines:
            surface.blit(table_art.label(line, 13, (226, 214, 236)), (box.x + look.title_x, y))
            y += f.get_linesize()
        first = self.page * (self.per_page or 0)
        for i, r in self.rects.items():
            k = i - first
            self._button(surface, self.level[i], r, KEYS[k] if k < len(KEYS) else "", i == self.hover)
        if self.back_rect is not None:
            _nav(surface, self.back_rect, back_text, True)
        if self.prev_rect is not None and self.next_rect is not None:
            _nav(surface, self.prev_rect, "‹", self.page > 0)
            _nav(surface, self.next_rect, "›", self.page < self.pages - 1)
            mid = (self.prev_rect.right + self.next_rect.x) // 2
            table_art.text(
                surface, page_text, (mid, self.next_rect.centery), 12, (226, 214, 236), bold=True, anchor="center"
            )

    def _button(self, surface: pygame.Surface, c: Choice, r: pygame.Rect, key: str, hot: bool) -> None:
        look = self.look
        hot = hot and c.enabled
        fill = (250, 220, 120) if hot else ((70, 50, 92) if c.enabled else (44, 36, 52))
        pygame.draw.rect(surface, fill, r, border_radius=7)
        pygame.draw.rect(surface, style.HIGHLIGHT if hot else (150, 120, 180), r, 2 if hot else 1, border_radius=7)
        badge = pygame.Rect(r.x + 4, r.y + 3, look.badge_w, r.h - 6)
        pygame.draw.rect(surface, (120, 80, 20) if hot else (30, 20, 40), badge, border_radius=5)
        table_art.text(surface, key, badge.center, 12, style.WHITE, bold=True, anchor="center")
        colour = style.INK if hot else (style.WHITE if c.enabled else (130, 120, 140))
        fit_text.draw(
            surface,
            _label(c),
            (r.x + look.label_x, r.centery),
            r.w - look.label_room,
            13 if r.h >= look.button_h else 12,
            colour,
            min_size=MIN_LABEL,
            bold=True,
            anchor="midleft",
        )


def _label(choice: Choice) -> str:
    return choice.label + (" ›" if choice.children else "")


def _nav(surface: pygame.Surface, rect: pygame.Rect, text: str, enabled: bool) -> None:
    pygame.draw.rect(surface, (50, 36, 60) if enabled else (34, 26, 40), rect, border_radius=7)
    if enabled:
        pygame.draw.rect(surface, (150, 120, 180), rect, 1, border_radius=7)
    table_art.text(
        surface, text, rect.center, 13, style.WHITE if enabled else (110, 96, 120), bold=True, anchor="center"
    )
