"""Drawing pieces every table shares: dice, bills and labels in flight, and the move log that scrolls.

Plain display objects moved by animations; the tables' display models hold them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, overload

import pygame

from vegas_desktop.app import fit_text, style, symbols, table_art
from vegas_desktop.scenes.table.story import LogHolder, shown
from vegas_desktop.text import level_name, t

if TYPE_CHECKING:
    from vegas_desktop.match import Seat

Colour = tuple[int, int, int]
ARENA_DIE = 40  # edge of a die lying in the arena (every dice table's)


@dataclass
class DieSprite:
    """A die on the move or lying in the arena."""

    owner: int
    kind: str
    value: int
    x: float = 0.0
    y: float = 0.0
    lift: float = 0.0
    angle: float = 0.0
    face: int = 1
    size: float = ARENA_DIE
    alpha: int = 255


@dataclass
class CasinoDie:
    owner: int
    kind: str
    value: int
    alpha: int = 255
    scale: float = 1.0
    dx: float = 0.0  # shake offset


@dataclass
class BillSprite:
    amount: int
    x: float
    y: float
    scale: float = 1.0
    alpha: int = 255
    angle: float = 0.0


@dataclass
class Label:
    text: str
    x: float
    y: float
    colour: Colour = style.HIGHLIGHT
    size: int = 22
    alpha: int = 255
    scale: float = 1.0
    plate: Colour | None = None  # draw on a rounded plate of this colour


class SeatTags(Sequence[str]):
    """Each seat's kind under its name ("Human", "Computer · Hard"), said in the current language whenever it is
    read: a language switch in the middle of a game shows on the panels at once (a list made at the start kept
    the old words)."""

    def __init__(self, seats: Sequence[Seat], human: str = "table.human", computer: str = "table.computer") -> None:
        self.seats = list(seats)
        self.human = human
        self.computer = computer

    def _tag(self, seat: Seat) -> str:
        if seat.agent is None:
            return t(self.human)
        return t(self.computer, level=level_name(seat.agent.name))

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self._tag(seat) for seat in self.seats[index]]
        return self._tag(self.seats[index])

    def __len__(self) -> int:
        return len(self.seats)


# -- the move log ---------------------------------------------------------------------------------
LOG_TEXT = 14
LOG_LINE = 19
LOG_TOP = 32  # the title's room
PLAYER_RGB = {c[1] for c in style.PLAYER_COLOURS} | {c[1] for c in style.CB_PLAYER_COLOURS}  # either palette


def log_tint(colour: Colour) -> Colour:
    """A light tint of a log colour: dark player colours (blue, red, black) read poorly on the dark felt box."""
    k = 0.55 if sum(colour) > 330 else 0.7  # the darkest (black, blue) need more white to read as well
    return (
        round(colour[0] + (255 - colour[0]) * k),
        round(colour[1] + (255 - colour[1]) * k),
        round(colour[2] + (255 - colour[2]) * k),
    )


def log_lines(log: list[tuple[str, Colour]], font: pygame.font.Font, width: int) -> list[tuple[str, Colour, bool]]:
    """The log wrapped into lines: (text, entry colour, first line of its entry)."""
    lines: list[tuple[str, Colour, bool]] = []
    for text, colour in log:
        for k, part in enumerate(_wrapped(text, font, width)):
            lines.append((part, colour, k == 0))
    return lines


@lru_cache(maxsize=8192)
def _wrapped(text: str, font: pygame.font.Font, width: int) -> tuple[str, ...]:
    """One entry's lines (cached: a long game's log is wrapped again every frame it is drawn)."""
    return tuple(fit_text.wrap(text, font, width))


def log_rows(box: pygame.Rect, line: int = LOG_LINE, top: int = LOG_TOP) -> int:
    return max(1, (box.h - top - 8) // line)


def log_window(total: int, rows: int, scroll: int) -> tuple[int, int, int]:
    """(first line shown, end, scroll clamped) for `total` lines in `rows` rows scrolled back by `scroll`."""
    scroll = max(0, min(scroll, total - rows))
    end = total - scroll
    return max(0, end - rows), end, scroll


def scroll_log(
    d: LogHolder, box: pygame.Rect, delta: int, size: int = LOG_TEXT, line: int = LOG_LINE, top: int = LOG_TOP
) -> None:
    """Scroll the log by `delta` lines (positive: back to older lines), clamped to what there is."""
    total = len(log_lines(shown(d), style.font(size), box.w - 34))
    d.log_scroll = log_window(total, log_rows(box, line, top), d.log_scroll + delta)[2]


def draw_log(
    surface: pygame.Surface,
    box: pygame.Rect,
    d: LogHolder,
    size: int = LOG_TEXT,
    line: int = LOG_LINE,
    top: int = LOG_TOP,
) -> None:
    """The log's lines in light text, each entry led by a chip of its player's colour; a bar when scrollable."""
    lines = log_lines(shown(d), style.font(size), box.w - 34)
    rows = log_rows(box, line, top)
    first, end, d.log_scroll = log_window(len(lines), rows, d.log_scroll)
    y = box.bottom - 8 - (end - first) * line
    for text, colour, lead in lines[first:end]:
        x = box.x + 20
        if lead and colour in PLAYER_RGB:
            chip = pygame.Rect(box.x + 8, y + (line - 9) // 2, 8, 9)
            pygame.draw.rect(surface, colour, chip, border_radius=2)
            pygame.draw.rect(surface, (230, 230, 230), chip, 1, border_radius=2)
        surface.blit(table_art.label(text, size, log_tint(colour)), (x + (0 if lead else 8), y))
        y += line
    if len(lines) > rows:  # a scroll bar: where the shown lines sit in the whole log
        track = pygame.Rect(box.right - 7, box.y + top, 3, box.h - top - 8)
        pygame.draw.rect(surface, (40, 64, 50), track, border_radius=2)
        h = max(12, round(track.h * rows / len(lines)))
        top = track.y + round((track.h - h) * first / max(1, len(lines) - rows))
        pygame.draw.rect(surface, (150, 190, 165), (track.x, top, 3, h), border_radius=2)


def dimmed(body: Colour, pip: Colour) -> Colour:
    """A die body dimmed towards the felt while another value is hovered (its pips stay as they are). Light
    bodies with dark pips dim half as much: darkening them is what brings their pips closer."""
    felt = style.FELT_DARK
    k = DIM if sum(body) < sum(pip) else DIM / 2
    return tuple(round(c + (f - c) * k) for c, f in zip(body, felt, strict=True))  # type: ignore[return-value]


DIM = 0.35


def draw_count(surface: pygame.Surface, centre: tuple[int, int], n: int, colour: Colour, room: int) -> pygame.Rect:
    """A group's dice count under a casino: light bold figures on a dark plate rimmed in the owner's colour."""
    img = table_art.label(str(n), COUNT_TEXT, style.WHITE, True)
    plate = pygame.Rect(0, 0, min(max(img.get_width() + 10, 22), max(room - 2, img.get_width() + 4)), COUNT_PLATE_H)
    plate.center = centre
    surface.blit(table_art.rounded_panel(plate.size, (8, 16, 12, 235), (*colour, 255), 6, 2), plate)
    surface.blit(img, img.get_rect(center=plate.center))
    return plate


COUNT_TEXT = 14
COUNT_PLATE_H = 18


MARK_ROOM = 22  # what a seat's symbol takes in front of its name (colour-blind mode)


def seat_mark(surface: pygame.Surface, colour_index: int, left: tuple[int, int], radius: int = 9) -> int:
    """In colour-blind mode, the seat's symbol (circle, triangle...) in front of its name, so players are told
    apart by shape as well as colour; returns the room it took (0 when the mode is off)."""
    name = style.player_symbol(colour_index)
    if name is None:
        return 0
    centre = (left[0] + radius, left[1])
    symbols.draw_symbol(surface, name, centre, radius, style.player_colour(colour_index), rim=style.WHITE)
    return MARK_ROOM


def player_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: Colour,
    colour_index: int,
    active: bool,
    clock: float,
    *,
    radius: int = 12,
    stripe: int = 8,
    fill: tuple[int, int, int, int] = (14, 26, 20, 240),
    mark_at: tuple[int, int] = (14, 18),
) -> int:
    """Every table's player panel frame: a pulsing glow for the seat whose turn it is, the panel in the seat's
    colour with its stripe, and (colour-blind mode) the seat's symbol. Returns the room the symbol took in
    front of the name; the table draws the name and its game's contents on top."""
    if active:
        pulse = 0.5 + 0.5 * math.sin(clock * 4)
        alpha = 30 + 6 * round(5 * pulse)  # a few pulse levels, so the glow surfaces stay cached
        pad = radius - 2
        surface.blit(table_art.glow_box(rect.inflate(2 * pad, 2 * pad).size, colour, alpha), rect.move(-pad, -pad))
    surface.blit(table_art.rounded_panel(rect.size, fill, (*colour, 255), radius, 3 if active else 1), rect)
    pygame.draw.rect(
        surface,
        colour,
        (rect.x, rect.y, stripe, rect.h),
        border_top_left_radius=radius,
        border_bottom_left_radius=radius,
    )
    return seat_mark(surface, colour_index, (rect.x + mark_at[0], rect.y + mark_at[1]))


def round_pips(
    surface: pygame.Surface, centre_x: float, y: int, rounds: int, done: int, radius: int, step: int
) -> None:
    """The round counter's pips: one per round, gold for the rounds begun."""
    for r in range(rounds):
        cx = centre_x + (r - (rounds - 1) / 2) * step
        pygame.draw.circle(surface, style.GOLD if r < done else (40, 70, 52), (cx, y), radius)
        pygame.draw.circle(surface, style.GOLD_DARK, (cx, y), radius, 2)
