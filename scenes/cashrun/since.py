"""*Since your last turn*: when the human's decision comes after computers have moved, a few lines beside the prompt
say what changed meanwhile — money, casinos bought, sold or taken, final laps started, players out — so nobody has to
read the whole log back. Worked out from two of the seat's own views (before the computers moved and now), so it
shows nothing the seat may not see."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import CashRunView
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.text import t

MAX_LINES = 6


@dataclass(frozen=True)
class Snapshot:
    chips: tuple[int, ...]
    owner: tuple[int, ...]
    laps: frozenset[int]
    alive: tuple[bool, ...]
    log: int  # the match's log length when it was taken


def snapshot(view: CashRunView, log: int) -> Snapshot:
    return Snapshot(tuple(view.chips), tuple(view.owner), frozenset(x[0] for x in view.laps), tuple(view.alive), log)


def money(amount: int) -> str:
    return ("+" if amount > 0 else "−") + style.money(abs(amount))


def changes(before: Snapshot, now: Snapshot, names: list[str], viewer: int | None) -> tuple[list[str], list[str]]:
    """What changed between two snapshots: each player's money change ("Bert +$40,000"), then short lines for
    casinos bought, sold or taken, final laps started and players out (at most MAX_LINES)."""

    def who(seat: int) -> str:
        return names[seat]  # the player's own name too: "you" would need its own grammar in German

    deltas = [(s, now.chips[s] - before.chips[s]) for s in range(len(names)) if now.chips[s] != before.chips[s]]
    items = [t("cashrun_board.delta", name=who(s), amount=money(a)) for s, a in deltas]
    lines: list[str] = []
    for casino, (a, b) in enumerate(zip(before.owner, now.owner, strict=True)):
        if a == b:
            continue
        name = art.casino_name(casino)
        if a < 0:
            lines.append(t("cashrun_board.bought", name=who(b), casino=name))
        elif b < 0:
            lines.append(t("cashrun_board.sold", name=who(a), casino=name))
        else:
            lines.append(t("cashrun_board.taken", name=who(b), casino=name, before=who(a)))
    for seat in sorted(now.laps - before.laps):
        lines.append(t("cashrun_board.lap", name=who(seat)))
    for seat, (was, is_) in enumerate(zip(before.alive, now.alive, strict=True)):
        if was and not is_:
            lines.append(t("cashrun_board.out", name=who(seat)))
    if len(lines) > MAX_LINES:
        lines = [*lines[: MAX_LINES - 1], t("cashrun_board.more", n=len(lines) - MAX_LINES + 1)]
    return items, lines


class SinceLastTurn:
    """Takes a snapshot when the computers take over, and the lines when the human's decision comes back."""

    def __init__(self) -> None:
        self.before: Snapshot | None = None
        self.money: list[str] = []  # "Bert +$40,000", one per player whose money changed
        self.lines: list[str] = []

    def computers_next(self, view: CashRunView, log: int) -> None:
        """The table is settled and a computer (or a forced step) moves next."""
        if self.before is None:
            self.before = snapshot(view, log)

    def human_next(self, view: CashRunView, log: int, computers_moved: bool, names: list[str], viewer: int) -> None:
        """The human's decision is up: what changed since the snapshot, if computers moved meanwhile."""
        if self.before is None:
            return
        if computers_moved:
            self.money, self.lines = changes(self.before, snapshot(view, log), names, viewer)
        self.before = None

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect | None:
        """The summary in `area` (as many lines as fit); its rect, or None when nothing is drawn."""
        if not (self.money or self.lines) or area.h < 44:
            return None
        line_h = 17
        font = style.font(13)
        packed: list[str] = []
        for item in self.money:  # the money changes side by side while they fit, never one cut in two
            probe = f"{packed[-1]}  ·  {item}" if packed else item
            if packed and font.size(probe)[0] <= area.w - 24:
                packed[-1] = probe
            else:
                packed.append(item)
        shown = [*packed, *self.lines][: max(1, (area.h - 30) // line_h)]
        box = pygame.Rect(area.x, area.y, area.w, 30 + len(shown) * line_h)
        surface.blit(table_art.rounded_panel(box.size, (14, 22, 18, 225), (*style.GOLD_DARK, 255), 10, 2), box)
        fit_text.draw(surface, t("cashrun_board.since"), (box.x + 12, box.y + 6), box.w - 24, 14, style.GOLD, bold=True)
        y = box.y + 26
        for line in shown:
            fit_text.draw(surface, line, (box.x + 12, y), box.w - 24, 13, style.PAPER, min_size=10)
            y += line_h
        return box
