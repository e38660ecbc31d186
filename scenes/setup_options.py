"""The setup's options overlay: the chosen game's switches (read from the registry), each button cycling its
choices; a choice this table cannot use is skipped and its tip says why."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop import games
from vegas_desktop.app import event_fields, fit_text, gui, settings, style
from vegas_desktop.core.options import OFF_ON, Switch
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

    from .setup import SetupScene

INFO = (190, 210, 195)
WARN = (255, 200, 120)


def allowed_choices(game: str, switch: Switch, seats: int) -> tuple[str, ...]:
    """The choices a switch offers for this many seats (2 kickers each need fewer than 6 players)."""
    return switch.allowed(seats)


def switch_text(switch: Switch, words: list[str]) -> str:
    return t("setup.opt.value", name=t(f"setup.opt.{switch.key}"), value=t(switch.labels[switch.index(words)]))


def options_summary(game: str, words: list[str]) -> str:
    """The switches that differ from the game's defaults, e.g. 'Biggy · Kickers: 2', or 'standard rules'."""
    parts = [
        t(f"setup.opt.{sw.key}") if sw.labels == OFF_ON else switch_text(sw, words)
        for sw in games.switches(game)
        if sw.index(words) != 0
    ]
    return " · ".join(parts) if parts else t("setup.opt.standard")


def _text_fit(
    surface: pygame.Surface, text: str, midleft: tuple[int, int], width: int, size: int, colour: tuple[int, int, int]
) -> None:
    """One line: shrunk a little first, then shortened with an ellipsis (fit_text, whose loops always end)."""
    fit_text.draw(surface, text, midleft, width, size, colour, min_size=max(12, size - 3), anchor="midleft")


class OptionsScene(gui.GuiScene):
    """Overlay listing the chosen game's switches; each button cycles its choices."""

    opaque = False
    ROW = 52

    def __init__(self, app: App, setup: SetupScene) -> None:
        self.setup = setup
        self.switches = games.switches(setup.game)
        h = 150 + self.ROW * max(1, len(self.switches))
        self.panel_rect = pygame.Rect(0, 0, 1060, h)
        self.panel_rect.center = (640, 360)
        self.switch_buttons: list[pygame_gui.elements.UIButton] = []
        self.mouse: tuple[int, int] = app.mouse_pos()  # follows mouse-motion events (logical coordinates)
        super().__init__(app)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and event_fields.has_pos(event):
            self.mouse = (int(event.pos[0]), int(event.pos[1]))
        return super().handle_event(event)

    def build(self) -> None:
        words = self.setup.settings.words(self.setup.game)
        x, y = self.panel_rect.x + 40, self.panel_rect.y + 78
        for i, sw in enumerate(self.switches):
            btn = self.button(
                (x, y + i * self.ROW, 380, 42),
                switch_text(sw, words),
                partial(self.cycle, sw),
                object_id="#toggle_on" if sw.lit(words) else "#small",
            )
            self.switch_buttons.append(btn)
        self.done_button = self.button(
            (self.panel_rect.centerx - 130, self.panel_rect.bottom - 64, 260, 50),
            t("setup.options_done"),
            self.close,
            object_id="#primary",
        )
        self.nav = [*self.switch_buttons, self.done_button]

    def limited(self, sw: Switch) -> bool:
        """True when this table cannot use every choice of the switch (the tip says why)."""
        return allowed_choices(self.setup.game, sw, len(self.setup.seats)) != sw.choices

    def tip(self, sw: Switch) -> str:
        """The one-line explanation of a switch, shown beside it (brighter while its row is hovered)."""
        if self.limited(sw):
            return t(f"setup.opt.{sw.key}.limited", n=len(self.setup.seats))
        return t(f"setup.opt.{sw.key}.tip")

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The switch row (button and its explanation) under the mouse."""
        for i in range(len(self.switches)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.panel_rect.x + 28, self.panel_rect.y + 74 + i * self.ROW, self.panel_rect.w - 56, 50)

    def hovered(self) -> int | None:
        """The row lit for the player: under the mouse, or the keyboard's selected button."""
        row = self.row_at(self.mouse)
        if row is None and 0 <= self.nav_index < len(self.switch_buttons):
            row = self.nav_index
        return row

    def cycle(self, sw: Switch) -> None:
        self.setup.cycle_switch(sw)
        # rebuild so the button's colour follows on/off (pygame-gui themes by object id)
        for b in self.switch_buttons:
            b.kill()
        self.done_button.kill()
        self.switch_buttons = []
        keep = self.nav_index
        self.build()
        if 0 <= keep < len(self.nav):
            self.nav_index = keep
            self.nav[keep].select()

    def close(self) -> None:
        settings.save(self.setup.settings)  # remembered even if the game is never started
        self.leave()

    def on_back(self) -> bool:
        self.close()
        return True

    def on_confirm(self) -> bool:
        self.close()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 150)
        gui.panel(surface, self.panel_rect, alpha=250)
        title = t("setup.options_title", game=t(f"setup.game.{self.setup.game}"))
        style.text(surface, title, (640, self.panel_rect.y + 38), 26, style.GOLD, bold=True, anchor="center")
        x, y = self.panel_rect.x + 440, self.panel_rect.y + 78
        lit = self.hovered()
        if lit is not None:
            bar = self.row_rect(lit)
            shade = pygame.Surface(bar.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (255, 224, 140, 34), shade.get_rect(), border_radius=10)
            surface.blit(shade, bar)
            pygame.draw.rect(surface, style.GOLD_DARK, bar, 1, border_radius=10)
        for i, sw in enumerate(self.switches):
            colour = WARN if self.limited(sw) else (style.WHITE if i == lit else INFO)
            _text_fit(surface, self.tip(sw), (x, y + i * self.ROW + 21), 580, 16 if i == lit else 15, colour)
