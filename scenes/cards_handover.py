"""Hot-seat hand-over screen (fallback until the shared `scenes/handover.py` lands).

Covers the table so the next human can take the seat without seeing anybody's hand: it names the
player in their colour and waits for them to say they are ready (button, Enter, Space or a click).
Same signature as the shared one: `HandoverScene(app, seat_name, colour, on_ready)`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import gui, style
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

PANEL = pygame.Rect(640 - 260, 360 - 170, 520, 340)


class HandoverScene(gui.GuiScene):
    opaque = True  # nothing of the table shows through: the previous player's cards stay private

    def __init__(self, app: App, seat_name: str, colour: int, on_ready: Callable[[], None]) -> None:
        self.seat_name = seat_name
        self.colour = colour
        self.on_ready = on_ready
        self.done = False
        super().__init__(app)

    def build(self) -> None:
        self.ready_button = self.button(
            (PANEL.x + 90, PANEL.bottom - 96, PANEL.w - 180, 60),
            t("cards.handover_ready", name=self.seat_name),
            self.ready,
            object_id="#primary",
        )

    def ready(self) -> None:
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.on_ready()

    def on_confirm(self) -> bool:
        self.ready()
        return True

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.ready()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.dim(surface, 90)
        rgb = style.PLAYER_COLOURS[self.colour % len(style.PLAYER_COLOURS)][1]
        gui.panel(surface, PANEL, border=rgb)
        style.text(surface, t("cards.handover_title"), (640, PANEL.y + 44), 20, (190, 210, 195), anchor="center")
        gui.swatch(surface, (640, PANEL.y + 96), 20, self.colour)
        head = gui.neon_text(self.seat_name, 40, (255, 250, 225), rgb)
        surface.blit(head, head.get_rect(center=(640, PANEL.y + 150)))
        style.text(surface, t("cards.handover_body"), (640, PANEL.y + 196), 16, style.PAPER, anchor="center")
