"""Where everything sits on the 1280x720 card game table. Pure geometry, no drawing.

Six casinos in a row across the top, each with two bills and one row of laid cards per player; the
player panels below them; at the bottom the active human's hand fanned in the middle, an info box on
the left and the "play" tray with the Confirm button on the right.
"""

from __future__ import annotations

import math

import pygame

from vegas_desktop.scenes.cards.art import CARD_H, CARD_W, mini_width

SCREEN_W, SCREEN_H = 1280, 720
Target = str | int | None  # where a card may be dropped: "tray", a casino number (1-6), or nothing
TOP_BAR = pygame.Rect(0, 0, SCREEN_W, 40)
CASINO_TOP = 42
CASINO_SIZE = (200, 322)
CASINO_GAP = 8
ROWS_TOP = 72  # laid cards start this far below a casino's top (under its bills)
PANEL_TOP = 372
PANEL_H = 62
INFO_RECT = pygame.Rect(14, 446, 318, 262)
# the Hint button's place: the info box's foot, kept free of its words and its log
HINT_RECT = pygame.Rect(INFO_RECT.x + 10, INFO_RECT.bottom - 42, 132, 34)
LOG_FORM = (13, 16, 6)  # the info box's log: text size, line height, room above its first line
TRAY_RECT = pygame.Rect(878, 446, 388, 180)
CONFIRM_RECT = pygame.Rect(936, 640, 272, 62)
HAND_CENTRE_X = 604.0
HAND_Y = 600.0  # centre of an unlifted hand card in the middle of the fan
HAND_AREA = pygame.Rect(342, 452, 526, 268)  # dropping a card here puts it back in the hand
FAN_STEP = 90.0
FAN_ANGLE = 5.0  # degrees between neighbouring cards
TRAY_STEP = 72.0
PILE_POS = (HAND_CENTRE_X, SCREEN_H + CARD_H)  # new cards come up from below the screen


def casino_rects() -> list[pygame.Rect]:
    w, h = CASINO_SIZE
    total = 6 * w + 5 * CASINO_GAP
    x0 = (SCREEN_W - total) // 2
    return [pygame.Rect(x0 + i * (w + CASINO_GAP), CASINO_TOP, w, h) for i in range(6)]


def panel_rects(players: int) -> list[pygame.Rect]:
    gap = 10
    width = min(300, (SCREEN_W - 28 - gap * (players - 1)) // players)
    total = width * players + gap * (players - 1)
    x0 = (SCREEN_W - total) // 2
    return [pygame.Rect(x0 + i * (width + gap), PANEL_TOP, width, PANEL_H) for i in range(players)]


def bill_slots(rect: pygame.Rect, count: int) -> list[tuple[float, float]]:
    """Centres of a casino's bills, highest first."""
    if count <= 0:
        return []
    step = 64.0
    x0 = rect.centerx - step * (count - 1) / 2
    return [(x0 + i * step, rect.y + 51.0) for i in range(count)]


def row_rect(casino: pygame.Rect, seat: int, players: int) -> pygame.Rect:
    """The strip of a casino where `seat` lays its cards (one strip per player, seat order)."""
    top = casino.y + ROWS_TOP
    height = (casino.bottom - 6 - top) / players
    return pygame.Rect(casino.x + 8, round(top + seat * height), casino.w - 16, round(height))


def mini_height(players: int) -> int:
    """Height of a compact card at a casino: as tall as a player's strip allows."""
    height = (CASINO_SIZE[1] - 6 - ROWS_TOP) / players
    return max(24, min(64, round(height - 6)))


def mini_slot(casino: pygame.Rect, seat: int, players: int, index: int, count: int) -> tuple[float, float]:
    """Top-left of the index-th of `count` cards in a seat's strip: overlapping when there are many,
    leaving room at the right for the dice total."""
    row = row_rect(casino, seat, players)
    h = mini_height(players)
    w = mini_width(h)
    usable = row.w - 30
    step = w + 3.0 if count <= 1 else min(w + 3.0, (usable - w) / (count - 1))
    return (row.x + 2 + index * step, row.centery - h / 2)


def fan_positions(count: int) -> list[tuple[float, float, float]]:
    """(x, y, angle) of each hand card, left to right, on a gentle arc."""
    if count <= 0:
        return []
    step = FAN_STEP if count <= 5 else FAN_STEP * 5 / count
    out = []
    for i in range(count):
        k = i - (count - 1) / 2
        x = HAND_CENTRE_X + k * step
        y = HAND_Y + 6 * k * k
        out.append((x, y, -k * FAN_ANGLE))
    return out


def tray_positions(count: int) -> list[tuple[float, float]]:
    """Centres of the cards lying in the play tray."""
    if count <= 0:
        return []
    inner = TRAY_RECT.w - 24 - CARD_W
    step = TRAY_STEP if count <= 1 else min(TRAY_STEP + 40, inner / max(1, count - 1))
    total = step * (count - 1)
    x0 = TRAY_RECT.centerx - total / 2
    y = TRAY_RECT.y + 22 + CARD_H / 2 - 6
    return [(x0 + i * step, y) for i in range(count)]


def card_hit(pos: tuple[float, float], centre: tuple[float, float], angle: float) -> bool:
    """Is `pos` on a card centred at `centre` and turned by `angle` degrees (counter-clockwise)?"""
    dx, dy = pos[0] - centre[0], pos[1] - centre[1]
    a = math.radians(angle)
    # Undo the rotation (pygame rotates counter-clockwise on screen, y down).
    lx = dx * math.cos(a) - dy * math.sin(a)
    ly = dx * math.sin(a) + dy * math.cos(a)
    return abs(lx) <= CARD_W / 2 and abs(ly) <= CARD_H / 2
