"""Join a network game: the games announced on the local network (looked for on a thread, so the window keeps
drawing), or an address and port typed by hand; the join code, your name and colour."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop.app import gui, style
from vegas_desktop.app.names import clean_name
from vegas_desktop.app.settings import for_app
from vegas_desktop.net.discovery import Found, browse, ws_url
from vegas_desktop.net.protocol import DEFAULT_PORT, normal_code
from vegas_desktop.scenes.panel_screen import PANEL, PanelScreen
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

SHOWN = 5  # found games listed at once
FIELD_X = PANEL.x + 300


class JoinScene(PanelScreen):
    TITLE = "net.join_title"

    def __init__(self, app: App, discover: bool = True) -> None:
        seats = for_app(app).seats
        self.name = seats[0].name if seats else ""
        self.colour = seats[0].colour if seats else 0
        self.found: list[Found] | None = None  # None while looking
        self.shown_found: list[Found] | None = None
        self.problem = ""
        self.discover = discover
        super().__init__(app)
        self.search()

    def search(self) -> None:
        """Look for announced games on a thread (a couple of seconds); the list fills when it is done."""
        self.found = None if self.discover else []

        def look() -> None:
            self.found = browse(2.0)

        if self.discover:
            threading.Thread(target=look, name="vegas-net-browse", daemon=True).start()

    def build(self) -> None:
        self.found_buttons = []
        for i, game in enumerate((self.shown_found or [])[:SHOWN]):
            label = t(
                "net.found_row",
                game=t(f"setup.game.{game.game}"),
                name=game.name,
                address=game.address,
                port=game.port,
                free=game.free,
            )
            self.found_buttons.append(
                self.button(
                    (PANEL.x + 60, 150 + i * 50, PANEL.w - 120, 44), label, self._pick(game), object_id="#small"
                )
            )
        y = 430
        self.address_entry = self._entry(y, 60)
        self.port_entry = pygame_gui.elements.UITextEntryLine(
            self.ui.ui_rect((FIELD_X + 380, y, 120, 42)), manager=self.ui
        )
        self.port_entry.set_text_length_limit(5)
        self.port_entry.set_text(str(DEFAULT_PORT))
        self.code_entry = self._entry(y + 50, 12)
        self.name_entry = self._entry(y + 100, 16)
        self.name_entry.set_text(self.name)
        self.colour_button = self.button(
            (FIELD_X + 380, y + 100, 200, 42),
            t("net.colour", colour=gui.colour_name(self.colour)),
            self.next_colour,
            object_id="#small",
        )
        self.refresh_button = self.button(
            (PANEL.right - 260, 96, 200, 40), t("net.refresh"), self.refresh, object_id="#small"
        )
        self.back_button = self.button((PANEL.x + 40, 610, 220, 56), t("net.back"), self.back)
        self.connect_button = self.button(
            (PANEL.right - 340, 610, 300, 56), t("net.connect"), self.connect, object_id="#primary"
        )
        self.nav = [*self.found_buttons, self.refresh_button, self.colour_button, self.back_button, self.connect_button]

    def _entry(self, y: int, limit: int) -> pygame_gui.elements.UITextEntryLine:
        entry = pygame_gui.elements.UITextEntryLine(self.ui.ui_rect((FIELD_X, y, 360, 42)), manager=self.ui)
        entry.set_text_length_limit(limit)
        return entry

    def _pick(self, game: Found) -> Callable[[], None]:
        def pick() -> None:
            self.address_entry.set_text(game.address)
            self.port_entry.set_text(str(game.port))
            self.code_entry.focus()

        return pick

    def refresh(self) -> None:
        self.shown_found = None
        self.search()
        self._rebuild_keeping()

    def next_colour(self) -> None:
        self.colour = (self.colour + 1) % 6
        self.colour_button.set_text(t("net.colour", colour=gui.colour_name(self.colour)))

    def _rebuild_keeping(self) -> None:
        typed = [e.get_text() for e in (self.address_entry, self.port_entry, self.code_entry, self.name_entry)]
        self.rebuild()
        for entry, text in zip(
            (self.address_entry, self.port_entry, self.code_entry, self.name_entry), typed, strict=True
        ):
            entry.set_text(text)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.found is not None and self.shown_found is None:
            self.shown_found = list(self.found)
            self._rebuild_keeping()

    def connect(self) -> None:
        address = self.address_entry.get_text().strip()
        port = self.port_entry.get_text().strip()
        if not address or not port.isdigit() or not 0 < int(port) < 65536 or any(c.isspace() for c in address):
            self.problem = t("net.address_bad")
            return
        from vegas_desktop.net.session import Session
        from vegas_desktop.scenes.net.lobby import LobbyScene

        session = Session(ws_url(address, int(port)))
        name = clean_name(self.name_entry.get_text())
        code = normal_code(self.code_entry.get_text())
        self.app.stack.push(LobbyScene(self.app, session, code, name=name, colour=self.colour))

    def on_confirm(self) -> bool:
        self.connect()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        style.text(surface, t("net.found"), (PANEL.x + 60, 116), 20, style.GOLD, bold=True, anchor="midleft")
        if self.shown_found is None:
            style.text(surface, t("net.searching"), (640, 200), 18, style.PAPER, anchor="center")
        elif not self.shown_found:
            style.text(surface, t("net.none_found"), (640, 200), 18, style.PAPER, anchor="center")
        for i, key in enumerate(("net.address", "net.code", "net.name")):
            style.text(surface, t(key), (FIELD_X - 20, 451 + i * 50), 20, style.PAPER, anchor="midright")
        style.text(surface, ":", (FIELD_X + 370, 451), 20, style.PAPER, anchor="center")
        if self.problem:
            style.text(surface, self.problem, (640, 588), 18, style.DANGER, anchor="center")
