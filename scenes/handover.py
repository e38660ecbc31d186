"""Hand-over screen for hot-seat play: hides the table until the named player confirms they hold the device.

Generic (any game can push it before a secret choice): `HandoverScene(app, seat_name, colour, on_ready)`.
It is opaque, so nothing of the table shows; "I am <name>" (button, Enter or Space) pops it and then calls
`on_ready`. In autoplay it continues by itself (no human is watching).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import gui, style
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

PANEL = pygame.Rect(640 - 330, 360 - 190, 660, 380)
AUTOPLAY_SECONDS = 0.5


class HandoverScene(gui.GuiScene):
    opaque = True  # the whole point: the next player must not see the table state left by the last one

    def __init__(self, app: App, seat_name: str, colour: int, on_ready: Callable[[], object] | None = None) -> None:
        self.seat_name = seat_name
        self.colour = colour
        self.on_ready = on_ready
        self.done = False
        super().__init__(app)

    def build(self) -> None:
        # wide enough for "I am" / "Ich bin" and a 16-character name at the button's font
        self.ready_button = self.button(
            (PANEL.centerx - 290, PANEL.bottom - 96, 580, 60),
            t("handover.ready", name=self.seat_name),
            self.ready,
            object_id="#primary",
        )

    def on_language_changed(self) -> None:
        self.rebuild()  # the button's words are baked in

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        self.leave()
        if self.on_ready is not None:
            self.on_ready()

    def on_confirm(self) -> bool:
        self.ready()
        return True

    def on_back(self) -> bool:
        """Esc pauses (resume, rules, quit) without showing anything of the hidden hand: the pause overlay is
        drawn over this opaque screen, not over the table."""
        self.app.stack.push(self.app.screens.pause(self.app))
        return True

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.ready()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.autoplay and self.time >= AUTOPLAY_SECONDS:
            self.ready()

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.dim(surface, 120)
        rgb = style.player_colour(self.colour)
        gui.panel(surface, PANEL, border=rgb)
        pulse = 0.5 + 0.5 * math.sin(self.time * 3)
        gui.swatch(surface, (PANEL.centerx, PANEL.y + 62), 22 + round(3 * pulse), self.colour, ring=True)
        title = gui.neon_text(t("handover.pass_to", name=self.seat_name), 38, (255, 250, 225), rgb)
        if title.get_width() > PANEL.w - 20:  # a long name: the title shrinks into the panel
            scale = (PANEL.w - 20) / title.get_width()
            title = pygame.transform.smoothscale(title, (PANEL.w - 20, max(1, round(title.get_height() * scale))))
        surface.blit(title, title.get_rect(center=(PANEL.centerx, PANEL.y + 132)))
        style.text(
            surface,
            t("handover.look_away"),
            (PANEL.centerx, PANEL.y + 192),
            22,
            style.PAPER,
            bold=True,
            anchor="center",
        )
        style.text(surface, t("handover.why"), (PANEL.centerx, PANEL.y + 226), 16, (190, 210, 195), anchor="center")
        style.text(surface, t("handover.esc"), (PANEL.centerx, PANEL.bottom + 24), 15, (170, 195, 180), anchor="center")
