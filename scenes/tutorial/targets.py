"""Where the things a lesson points at are on each game's table ("casino:5", "dice:5", "throw", "panel:1"...).

Each game's resolver reads that game's own layout and display (the parts the table was composed with); a name
it does not know, or a thing not on screen now, lights nothing. "clear" names what the coach's card must never
cover (an open prompt the player has to reach).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.table.parts import TableParts

Target = tuple[pygame.Rect, bool]
Resolver = Callable[[str], list[Target]]


def _split(look: str) -> tuple[str, int | None]:
    name, _, arg = look.partition(":")
    return name, int(arg) if arg else None


def _dice_rects(display: Any, value: int) -> list[Target]:
    out = []
    for s in display.arena:
        if s.value == value and not s.lift:
            r = pygame.Rect(0, 0, s.size * 1.5, s.size * 1.5)
            r.center = (round(s.x), round(s.y))
            out.append((r, True))
    return out


def dice_table(parts: TableParts) -> Resolver:
    """Las Vegas and Royale: the arena, its casinos and dice, the throw button, the players' panels."""
    pointer: Any = parts.input
    display = pointer.d
    board = getattr(pointer, "board", None)  # Royale keeps its view on the board it shares between parts
    view = board.view if board is not None else pointer.view

    def resolve(look: str) -> list[Target]:
        name, arg = _split(look)
        rects: list[pygame.Rect] = list(view.casino_rects)
        if name == "casinos":
            return [(r, False) for r in rects[:6]]
        if name == "casino" and arg is not None:
            return [(rects[arg - 1], False)]
        if name == "dice" and arg is not None:
            return _dice_rects(display, arg)
        if name == "throw":
            r = pygame.Rect(0, 0, 2 * arena.THROW_BUTTON_RADIUS, 2 * arena.THROW_BUTTON_RADIUS)
            r.center = (round(arena.CENTRE[0]), round(arena.CENTRE[1]))
            return [(r, True)]
        if name == "panel" and arg is not None:
            return [(view.panels[arg], False)]
        if name == "log":
            return [(view.log_box(), False)]
        if name in ("prompt", "clear") and board is not None:
            prompt = pointer.ui.prompt
            return [(prompt.box.copy(), False)] if prompt is not None and prompt.box.w else []
        if name == "tile" and arg is not None and board is not None:
            from vegas_desktop.scenes.royale import layout as rlay

            return [(rlay.TILE_RECTS[arg - 1].copy(), False)] if display.tiles[arg - 1] is not None else []
        if name == "skip":
            from vegas_desktop.scenes.royale import layout

            return [(layout.skip_button(list(display.tiles)), False)]
        return []

    return resolve


# where the coach's card may sit on each game's table, best first (the first that covers nothing lit)
CARD_SPOTS: dict[str, tuple[pygame.Rect, ...]] = {
    # Las Vegas: over the move log, else over the standings
    "lasvegas": (pygame.Rect(1022, 150, 246, 300), pygame.Rect(12, 340, 246, 256)),
    # Royale: its columns hold tiles, the turn card and its Skip button: the bottom corners beside the panels
    # (clear of the Hint button bottom left, and of the Skip button for computer turns bottom right)
    "royale": (pygame.Rect(12, 490, 372, 182), pygame.Rect(896, 466, 372, 198)),
    # the card game: over the turn's info box (the card says what to do), else over the tray
    "cards": (pygame.Rect(14, 446, 318, 226), pygame.Rect(878, 446, 388, 180)),
    # Cash & Run: the right column's third row of panels (empty with four players), else over the board's log
    "cashrun": (pygame.Rect(722, 242, 548, 114), pygame.Rect(114, 446, 492, 164)),
}


def card_spots(game: str) -> tuple[pygame.Rect, ...]:
    return CARD_SPOTS.get(game, (pygame.Rect(12, 400, 420, 190), pygame.Rect(848, 400, 420, 190)))


def card_table(parts: TableParts) -> Resolver:
    """The card game: its casinos in a row, the hand's fan, the tray and Confirm, the players' panels."""
    from vegas_desktop.scenes.cards import layout as clay

    pointer: Any = parts.input

    def resolve(look: str) -> list[Target]:
        name, arg = _split(look)
        casinos = clay.casino_rects()
        if name == "casinos":
            return [(r, False) for r in casinos]
        if name == "casino" and arg is not None:
            return [(casinos[arg - 1], False)]
        if name == "hand":
            return [(clay.HAND_AREA.copy(), False)]
        if name == "tray":
            return [(clay.TRAY_RECT.copy(), False)]
        if name == "confirm":
            return [(clay.CONFIRM_RECT.copy(), False)]
        if name == "panel" and arg is not None:
            return [(clay.panel_rects(len(pointer.table.match.seats))[arg], False)]
        if name == "log":
            return [(clay.INFO_RECT.copy(), False)]
        return []

    return resolve


def board_table(parts: TableParts) -> Resolver:
    """Cash & Run: the board and its fields, the final lap's box, the log, the panels and the open prompt."""
    from vegas_desktop.scenes.cashrun import layout as blay

    pointer: Any = parts.input

    def resolve(look: str) -> list[Target]:
        name, arg = _split(look)
        if name == "board":
            return [(blay.BOARD.copy(), False)]
        if name == "field" and arg is not None:
            return [(blay.FIELD_RECTS[arg].copy(), False)]
        if name == "panel" and arg is not None:
            return [(blay.panel_rects(len(pointer.table.match.seats))[arg], False)]
        if name in ("prompt", "clear"):
            prompt = pointer.ui.prompt
            return [(prompt.box.copy(), False)] if prompt is not None and prompt.box.w else []
        if name == "lap":
            return [(blay.LAP_BOX.copy(), False)]
        if name == "log":
            return [(blay.LOG_BOX.copy(), False)]
        return []

    return resolve


def resolver_for(game: str) -> Callable[[TableParts], Resolver]:
    if game in ("lasvegas", "royale"):
        return dice_table
    if game == "cards":
        return card_table
    if game == "cashrun":
        return board_table
    raise ValueError(f"no lesson targets for {game!r}")
