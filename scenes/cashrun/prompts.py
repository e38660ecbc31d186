"""The decision prompt of every Cash & Run phase: the seat's legal actions as buttons with key badges, in a small
tree (e.g. bet -> dozen -> 13-24), fields lit on the board, a stepper for the stake and the bid buttons of an
auction. Built from `match.legal(seat)` only, so no illegal action is ever offered."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import BID_STEP, CASINO_FIELD, CASINOS, FACTORS, FIELDS, MIN_STAKE, Bet

KEYS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BUTTON_H, SMALL_H, GAP, COL_GAP, PAD, NAV_H = 30, 25, 4, 6, 12, 30
LABEL_ROOM = 36


@dataclass
class Choice:
    """A button: plays `action`, opens `children`, or (`adjust`) changes the prompt itself."""

    label: str
    action: Any = None
    children: list[Choice] = field(default_factory=list)
    fields: tuple[int, ...] = ()  # board fields it is about: lit, and a click there picks it
    adjust: Callable[[], None] | None = None
    enabled: bool = True


def leaves(choices: list[Choice]) -> list[Choice]:
    out: list[Choice] = []
    for c in choices:
        out += leaves(c.children) if c.children else [c]
    return out


class Prompt:
    """The current level of a choice tree drawn as a card of buttons; pages when a level is long."""

    def __init__(self, seat: int, phase: Any, title: str, body: str, choices: list[Choice]) -> None:
        self.seat = seat
        self.phase = phase
        self.title = title
        self.body = body
        self.root = choices
        self.path: list[Choice] = []
        self.hover: int | None = None
        self.page = 0
        self.per_page = 1
        self.rects: dict[int, pygame.Rect] = {}
        self.back_rect: pygame.Rect | None = None
        self.prev_rect: pygame.Rect | None = None
        self.next_rect: pygame.Rect | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)
        self._lines: list[str] = []

    # -- the tree -----------------------------------------------------------------------------------------
    @property
    def level(self) -> list[Choice]:
        return self.path[-1].children if self.path else self.choices()

    def choices(self) -> list[Choice]:
        return self.root

    def info(self) -> list[str]:
        """Extra lines under the body (the stake's stakes, the bid...)."""
        return []

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.level) // max(1, self.per_page)))

    def lit_fields(self) -> set[int]:
        out: set[int] = set()
        for c in self.level:
            out.update(c.fields)
            for leaf in leaves(c.children):
                out.update(leaf.fields)
        return out

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
        page = self.page + step
        if not 0 <= page < self.pages:
            return False
        self.page, self.hover = page, None
        return True

    def by_key(self, char: str) -> Any:
        index = KEYS.find(char.upper()) if char else -1
        if index < 0 or index >= self.per_page:
            return None
        index += self.page * self.per_page
        return self.press(self.level[index]) if index < len(self.level) else None

    def by_field(self, f: int) -> Any:
        hits = [c for c in leaves(self.level) if f in c.fields and c.enabled]
        return hits[0].action if len(hits) == 1 and hits[0].action is not None else None

    def at(self, pos: tuple[float, float]) -> int | None:
        return next((i for i, r in self.rects.items() if r.collidepoint(pos)), None)

    def hovered(self) -> Choice | None:
        return self.level[self.hover] if self.hover is not None and self.hover < len(self.level) else None

    def key(self, event: pygame.event.Event) -> Any:
        """Keys a prompt kind handles itself (the stake's arrows, typed bids); None if not used."""
        return None

    # -- layout -------------------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        level = self.level
        n = len(level)
        f = style.font(13)
        body = self.path[-1].label if self.path else self.body
        self._lines = (fit_text.wrap(body, f, area.w - 2 * PAD) + self.info())[:6]
        head = 40 + len(self._lines) * f.get_linesize() + 6
        nav = NAV_H if self.path else 0
        room = area.h - head - PAD
        row = BUTTON_H + GAP
        cols = 1
        per_col = max(1, (room - nav) // row)
        if n > per_col:
            cols = 2
            if n > per_col * 2:
                row = SMALL_H + GAP
                per_col = max(1, (room - nav) // row)
            if n > per_col * 2:
                nav = NAV_H
                per_col = max(1, (room - nav) // row)
        self.per_page = per_col * cols
        self.page = min(self.page, self.pages - 1)
        shown = range(self.page * self.per_page, min(n, (self.page + 1) * self.per_page))
        rows = -(-len(shown) // cols) if self.pages == 1 else per_col
        height = head + max(1, rows) * row - GAP + nav + PAD
        self.box = pygame.Rect(area.x, area.y, area.w, min(area.h, height))
        col_w = (area.w - 2 * PAD - (cols - 1) * COL_GAP) // cols
        self.rects = {}
        for k, i in enumerate(shown):
            c, r = divmod(k, max(1, rows))
            x = self.box.x + PAD + c * (col_w + COL_GAP)
            self.rects[i] = pygame.Rect(x, self.box.y + head + r * row, col_w, row - GAP)
        bottom = self.box.bottom - PAD - NAV_H + 4
        self.back_rect = pygame.Rect(self.box.x + PAD, bottom, 120, NAV_H - 4) if self.path else None
        self.prev_rect = self.next_rect = None
        if self.pages > 1:
            self.prev_rect = pygame.Rect(self.box.right - PAD - 160, bottom, 44, NAV_H - 4)
            self.next_rect = pygame.Rect(self.box.right - PAD - 44, bottom, 44, NAV_H - 4)

    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int], back_text: str, page_text: str) -> None:
        box = self.box
        table_art.drop_shadow(surface, box, 14)
        surface.blit(table_art.rounded_panel(box.size, (22, 14, 30, 246), (*colour, 255), 14, 3), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=14, border_top_right_radius=14
        )
        fit_text.draw(
            surface, self.title, (box.x + PAD, box.y + 14), box.w - 2 * PAD, 17, style.GOLD, min_size=11, bold=True
        )
        f = style.font(13)
        y = box.y + 40
        for line in self._lines:
            surface.blit(table_art.label(line, 13, (226, 214, 236)), (box.x + PAD, y))
            y += f.get_linesize()
        first = self.page * self.per_page
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
        hot = hot and c.enabled
        fill = (250, 220, 120) if hot else ((70, 50, 92) if c.enabled else (44, 36, 52))
        pygame.draw.rect(surface, fill, r, border_radius=7)
        pygame.draw.rect(surface, style.HIGHLIGHT if hot else (150, 120, 180), r, 2 if hot else 1, border_radius=7)
        badge = pygame.Rect(r.x + 4, r.y + 3, 22, r.h - 6)
        pygame.draw.rect(surface, (120, 80, 20) if hot else (30, 20, 40), badge, border_radius=5)
        table_art.text(surface, key, badge.center, 12, style.WHITE, bold=True, anchor="center")
        label = c.label + (" ›" if c.children else "")
        colour = style.INK if hot else (style.WHITE if c.enabled else (130, 120, 140))
        fit_text.draw(
            surface,
            label,
            (r.x + 32, r.centery),
            r.w - LABEL_ROOM,
            13 if r.h >= BUTTON_H else 12,
            colour,
            min_size=10,
            bold=True,
            anchor="midleft",
        )


def _nav(surface: pygame.Surface, rect: pygame.Rect, text: str, enabled: bool) -> None:
    pygame.draw.rect(surface, (50, 36, 60) if enabled else (34, 26, 40), rect, border_radius=7)
    if enabled:
        pygame.draw.rect(surface, (150, 120, 180), rect, 1, border_radius=7)
    table_art.text(
        surface, text, rect.center, 13, style.WHITE if enabled else (110, 96, 120), bold=True, anchor="center"
    )


class StakePrompt(Prompt):
    """The visitor's stake: steps of 10k and 100k (buttons or arrow keys), the least and the most, then play."""

    def __init__(
        self,
        seat: int,
        phase: Any,
        title: str,
        body: str,
        stakes: list[int],
        labels: Callable[[int], tuple[str, list[str]]],
        steps: dict[str, str],
    ) -> None:
        super().__init__(seat, phase, title, body, [])
        self.stakes = sorted(stakes)
        self.value = min(max(self.stakes[0], 100), self.stakes[-1])
        self._labels = labels  # value -> (play label, info lines)
        self._steps = steps

    def set(self, value: int) -> None:
        lo, hi = self.stakes[0], self.stakes[-1]
        self.value = max(lo, min(hi, value - (value - lo) % MIN_STAKE))

    def choices(self) -> list[Choice]:
        from vegas_desktop.cashrun.moves import Stake

        lo, hi, v = self.stakes[0], self.stakes[-1], self.value
        play, _ = self._labels(v)
        return [
            Choice(play, Stake(v)),
            Choice(self._steps["up10"], adjust=lambda: self.set(v + 10), enabled=v < hi),
            Choice(self._steps["down10"], adjust=lambda: self.set(v - 10), enabled=v > lo),
            Choice(self._steps["up100"], adjust=lambda: self.set(v + 100), enabled=v < hi),
            Choice(self._steps["down100"], adjust=lambda: self.set(v - 100), enabled=v > lo),
            Choice(self._steps["max"], adjust=lambda: self.set(hi), enabled=v < hi),
            Choice(self._steps["min"], adjust=lambda: self.set(lo), enabled=v > lo),
        ]

    def info(self) -> list[str]:
        return self._labels(self.value)[1]

    def key(self, event: pygame.event.Event) -> Any:
        from vegas_desktop.cashrun.moves import Stake

        steps = {pygame.K_RIGHT: 10, pygame.K_LEFT: -10, pygame.K_UP: 100, pygame.K_DOWN: -100}
        if event.key in steps:
            self.set(self.value + steps[event.key])
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return Stake(self.value)
        return None


class BidPrompt(Prompt):
    """An auction bid: +10k / +50k / +100k over the current bid, a typed amount (in thousands), or pass."""

    def __init__(
        self, seat: int, phase: Any, title: str, body: str, legal: list[Any], words: Callable[..., str]
    ) -> None:
        super().__init__(seat, phase, title, body, [])
        from vegas_desktop.cashrun.moves import Bid

        self.amounts = sorted(a.amount for a in legal if isinstance(a, Bid))
        self.legal = legal
        self.words = words
        self.typing: str | None = None

    def _bid_for(self, over: int) -> int | None:
        """The bid `over` above the current one (with no bid yet: the opening bid, +40k, +90k)."""
        if not self.amounts:
            return None
        low = self.amounts[0]
        want = (low - BID_STEP + over) if self.current else (low if over == BID_STEP else low + over)
        return want if want in self.amounts else None

    @property
    def current(self) -> int:
        return self.amounts[0] - BID_STEP if self.amounts and self.amounts[0] > 100 else 0

    def choices(self) -> list[Choice]:
        from vegas_desktop.cashrun.moves import Bid, Pass

        out = []
        for over in (10, 50, 100):
            amount = self._bid_for(over)
            key = "bid_plus" if self.current else "bid_open"
            label = self.words(key, over=style.money(over), amount=style.money(amount or 0))
            out.append(Choice(label, Bid(amount) if amount else None, enabled=amount is not None))
        if self.amounts:
            out.append(Choice(self.words("bid_type"), adjust=self.start_typing))
        out.append(Choice(self.words("bid_pass"), Pass()))
        return out

    def start_typing(self) -> None:
        self.typing = ""

    def info(self) -> list[str]:
        if self.typing is None:
            return []
        shown = style.money(int(self.typing)) if self.typing else "…"
        return [self.words("bid_typed", amount=shown)]

    def key(self, event: pygame.event.Event) -> Any:
        from vegas_desktop.cashrun.moves import Bid

        if self.typing is None:
            return None
        if event.key == pygame.K_ESCAPE:
            self.typing = None
            return False
        if event.key == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            amount = int(self.typing) if self.typing else 0
            if amount in self.amounts:
                return Bid(amount)
            return "refused"
        char = getattr(event, "unicode", "") or ""
        digit = {getattr(pygame, f"K_{k}"): str(k) for k in range(10)}.get(event.key, char if char.isdigit() else "")
        if digit and len(self.typing) < 6:
            self.typing += digit
        return False


# -- helpers the builder uses -----------------------------------------------------------------------------------
def casino_field(casino: int) -> tuple[int, ...]:
    return (CASINO_FIELD[casino],)


def win_of(bet: Bet, stake: int) -> int:
    return stake * FACTORS[bet.kind]


def all_fields() -> range:
    return range(FIELDS)


def owner_of(casino: int, owners: tuple[int, ...]) -> int:
    return owners[casino] if 0 <= casino < len(CASINOS) else -1
