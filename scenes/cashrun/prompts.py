"""The decision prompt of every Cash & Run phase: the seat's legal actions as buttons with key badges, in a small
tree (e.g. bet -> dozen -> 13-24), fields lit on the board, a stepper for the stake and the bid buttons of an
auction. Built from `match.legal(seat)` only, so no illegal action is ever offered. The card is the tables' one
prompt (`scenes/table/prompt.py`) in Cash & Run's sizes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.cashrun.model import BID_STEP, CASINO_FIELD, MIN_STAKE
from vegas_desktop.scenes.table.prompt import COL_GAP, GAP, KEYS, NAV_H, Choice, ChoicePrompt, PromptLook, leaves

__all__ = ["COL_GAP", "GAP", "KEYS", "NAV_H", "BidPrompt", "Choice", "Prompt", "StakePrompt", "casino_field", "leaves"]

BUTTON_H, SMALL_H, PAD, LABEL_ROOM = 30, 25, 12, 36
LOOK = PromptLook(
    button_h=BUTTON_H,
    small_h=SMALL_H,
    pad=PAD,
    label_room=LABEL_ROOM,
    badge_w=22,
    label_x=32,
    head=40,
    head_gap=6,
    title_y=14,
    title_x=PAD,
    title_min=11,
    max_lines=6,
    back_w=120,
    nav_inset=4,
    prev_from_right=160,
    columns_first=True,
    centred=False,
)


class Prompt(ChoicePrompt):
    """The current level of a choice tree drawn as a card of buttons; pages when a level is long."""

    def __init__(self, seat: int, phase: Any, title: str, body: str, choices: list[Choice]) -> None:
        super().__init__(seat, phase, title, body, choices, LOOK)
        self.per_page = 1  # until the first layout: only the first key plays
        self.extra: list[Choice] = []  # after the phase's own choices (the voluntary auctions)

    def choices(self) -> list[Choice]:
        return [*super().choices(), *self.extra]

    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int], back_text: str, page_text: str) -> None:
        """The card as laid out by `layout(area)`."""
        self.draw_card(surface, colour, back_text, page_text)


STEP_ORDER = ("up10", "down10", "up100", "down100", "max", "min")  # the stake's step buttons after its play button


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
        steps = {
            "up10": Choice(self._steps["up10"], adjust=lambda: self.set(v + 10), enabled=v < hi),
            "down10": Choice(self._steps["down10"], adjust=lambda: self.set(v - 10), enabled=v > lo),
            "up100": Choice(self._steps["up100"], adjust=lambda: self.set(v + 100), enabled=v < hi),
            "down100": Choice(self._steps["down100"], adjust=lambda: self.set(v - 100), enabled=v > lo),
            "max": Choice(self._steps["max"], adjust=lambda: self.set(hi), enabled=v < hi),
            "min": Choice(self._steps["min"], adjust=lambda: self.set(lo), enabled=v > lo),
        }
        return [Choice(play, Stake(v)), *(steps[key] for key in STEP_ORDER), *self.extra]

    def toward(self, amount: int) -> int:
        """The index of the choice that brings the stake to `amount` (0, playing it, once it is there)."""
        lo, hi, v = self.stakes[0], self.stakes[-1], self.value
        if amount == v:
            return 0
        if amount in (lo, hi):
            key = "max" if amount == hi else "min"
        elif amount > v:
            key = "up100" if amount - v >= 100 else "up10"
        else:
            key = "down100" if v - amount >= 100 else "down10"
        return 1 + STEP_ORDER.index(key)

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
