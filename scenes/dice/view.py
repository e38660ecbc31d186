"""What every dice table draws alike: the dice in the arena, the throw button, floating labels, the round
banner and hints, over the seats' colours. Las Vegas's and Royale's views build on `DiceTableView`; the card
table draws its labels and banner with `draw_label` and `draw_banner`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.dice.display import Display
from vegas_desktop.scenes.table.pieces import Label, dimmed
from vegas_desktop.text import t

Colour = tuple[int, int, int]


class DiceTableView:
    """Draws the parts of a dice table that every dice game shows the same way."""

    def __init__(
        self, seat_names: list[str], seat_colours: list[int], seat_tags: Sequence[str], casinos: int = 6
    ) -> None:
        self.names = seat_names
        self.colours = seat_colours
        self.tags = seat_tags
        self.casino_rects = arena.casino_rects(casinos)
        self.panels = arena.panel_rects(len(seat_names))
        self.hex = arena.hex_points()

    def colour(self, owner: int) -> Colour:
        return style.player_colour(self.colours[owner])

    def die_colours(self, owner: int, kind: str) -> tuple[Colour, Colour]:
        return dice_art.die_colours(owner, kind, self.colours[owner] if owner >= 0 else None)

    # Arena dice, throw button -------------------------------------------------------------------
    def _draw_arena_dice(self, surface: pygame.Surface, d: Display, ui: dict) -> None:
        hover = ui.get("hover_value")
        for s in sorted(d.arena, key=lambda s: (s.lift, s.y)):
            body, pip = self.die_colours(s.owner, s.kind)
            lit = hover is not None and s.value == hover and s.lift == 0
            glow = style.HIGHLIGHT if lit else None
            alpha = s.alpha
            if hover is not None and s.value != hover:
                body = dimmed(body, pip)  # the body only: the pips keep their contrast
            size = dice_art.die_size(s.kind, round(s.size))
            # in the air: nearer to the eye, so a little bigger (the die of its size, scaled: see draw_die)
            grow = 1 + s.lift / 360 if s.lift > 1 else 1.0
            dice_art.draw_die(
                surface,
                (s.x, s.y),
                s.face,
                size,
                body,
                pip,
                angle=s.angle,
                kind=s.kind,
                alpha=alpha,
                glow=glow,
                lift=4.0 if lit else s.lift,
                scale=grow,
            )

    def _draw_throw_button(self, surface: pygame.Surface, ui: dict) -> None:
        cx, cy = arena.CENTRE
        r = arena.THROW_BUTTON_RADIUS
        hot = ui.get("throw_hover", False)
        pulse = 0.5 + 0.5 * math.sin(ui.get("clock", 0.0) * 3)
        colour = ui.get("throw_colour", style.GOLD)
        glow = _ring_glow(r, colour, 10 + 2 * round(6 * pulse))
        surface.blit(glow, (cx - r * 2, cy - r * 2))
        pygame.draw.circle(surface, (0, 0, 0), (cx + 3, cy + 5), r)
        pygame.draw.circle(surface, table_art.shade(style.GOLD, 0.7), (cx, cy), r)
        pygame.draw.circle(surface, style.HIGHLIGHT if hot else style.GOLD, (cx, cy - 2), r - 5)
        pygame.draw.circle(surface, (255, 246, 210), (cx, cy - 2), r - 5, 2)
        pygame.draw.circle(surface, colour, (cx, cy - 1), r + 1, 4)  # the thrower's colour (hot-seat)
        label_w = round(1.7 * (r - 5))  # the chord a little above the centre: long words shrink to it
        fit_text.draw(surface, t("table.throw"), (cx, cy - 10), label_w, 24, style.INK, bold=True, anchor="center")
        key = t("table.throw_key")
        kr = table_art.text(surface, key, (cx, cy + 20), 14, (70, 50, 10), bold=True, anchor="center")
        pygame.draw.rect(surface, (70, 50, 10), kr.inflate(12, 4), 1, border_radius=4)

    # Overlays: labels, hints, round banner ------------------------------------------------------
    def _draw_label(self, surface: pygame.Surface, label: Label) -> None:
        draw_label(surface, label)

    def _draw_banner(self, surface: pygame.Surface, label: Label) -> None:
        draw_banner(surface, label)

    def _draw_hint(self, surface: pygame.Surface, text: str, alpha: float) -> None:
        f = style.font(17, True)
        img = f.render(text, True, style.INK)
        plate = pygame.Rect(0, 0, img.get_width() + 36, img.get_height() + 16)
        plate.midbottom = (round(arena.CENTRE[0]), round(arena.CENTRE[1] + arena.HEX_APOTHEM - 16))
        panel = table_art.rounded_panel(plate.size, (255, 236, 170, 245), (150, 112, 36, 255), 12, 2).copy()
        panel.blit(img, img.get_rect(center=(plate.w // 2, plate.h // 2)))
        panel.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
        surface.blit(panel, plate)


def draw_label(surface: pygame.Surface, label: Label) -> None:
    """A floating label: on a coloured plate, or outlined text."""
    if label.plate is not None:
        size = max(8, round(label.size * label.scale))
        img = style.font(size, True).render(label.text, True, style.WHITE)
        plate = pygame.Rect(0, 0, img.get_width() + 22, img.get_height() + 8)
        plate.center = (round(label.x), round(label.y))
        panel = table_art.rounded_panel(plate.size, (*label.plate, 240), (255, 255, 255, 255), plate.h // 2, 2).copy()
        panel.blit(img, img.get_rect(center=(plate.w // 2, plate.h // 2)))
        panel.set_alpha(label.alpha)
        surface.blit(panel, plate)
        return
    size = max(8, round(label.size * label.scale))
    f = style.font(size, True)
    img = f.render(label.text, True, label.colour)
    out = f.render(label.text, True, (0, 0, 0))
    box = pygame.Surface((img.get_width() + 6, img.get_height() + 6), pygame.SRCALPHA)
    for ox, oy in ((1, 1), (5, 5), (1, 5), (5, 1), (3, 6)):
        box.blit(out, (ox, oy))
    box.blit(img, (3, 3))
    box.set_alpha(label.alpha)
    surface.blit(box, box.get_rect(center=(round(label.x), round(label.y))))


def draw_banner(surface: pygame.Surface, label: Label) -> None:
    """The big centre text ("Round 2") on its gold-framed plate."""
    f = style.font(max(10, round(label.size * label.scale)), True)
    img = f.render(label.text, True, label.colour)
    plate = pygame.Rect(0, 0, img.get_width() + 70, img.get_height() + 26)
    plate.center = (round(label.x), round(label.y))
    panel = table_art.rounded_panel(plate.size, (10, 20, 14, 220), (*style.GOLD, 255), 16, 3).copy()
    panel.blit(img, img.get_rect(center=(plate.w // 2, plate.h // 2)))
    panel.set_alpha(label.alpha)
    surface.blit(panel, plate)


@lru_cache(maxsize=32)
def _ring_glow(r: int, colour: Colour, alpha: int) -> pygame.Surface:
    glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    for k in range(8):
        pygame.draw.circle(glow, (*colour, alpha), (r * 2, r * 2), r + 4 + k * 4)
    return glow
