"""Play on the network: the choice between hosting and joining, and the host's set-up (the game, who plays each
seat: you, a network player or a computer level, the port and how long a missing player is waited for)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop import games
from vegas_desktop.app import gui, style
from vegas_desktop.app.settings import for_app
from vegas_desktop.descriptor import LEVELS
from vegas_desktop.net.protocol import DEFAULT_PORT
from vegas_desktop.net.table import LOCAL, REMOTE, NetTable
from vegas_desktop.scenes.panel_screen import PANEL, PanelScreen
from vegas_desktop.text import level_name, t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

TIMEOUTS = (30, 60, 120, 300, 600)
# as the usual set-up offers them (seat 1 is the host, 'human here'): a network player, someone else at this
# screen (hot-seat), the computer levels
KINDS = (REMOTE, LOCAL, *(level for level in LEVELS if level != "random"))


class NetworkMenuScene(PanelScreen):
    TITLE = "net.title"

    def build(self) -> None:
        self.host_button = self.button(
            (640 - 300, 300, 280, 64), t("net.host"), self.host, object_id="#primary", tooltip=t("net.host_tip")
        )
        self.join_button = self.button(
            (640 + 20, 300, 280, 64), t("net.join"), self.join, object_id="#primary", tooltip=t("net.join_tip")
        )
        self.back_button = self.button((640 - 110, 600, 220, 56), t("net.back"), self.back)
        self.nav = [self.host_button, self.join_button, self.back_button]

    def host(self) -> None:
        self.app.stack.push(HostSetupScene(self.app))

    def join(self) -> None:
        from vegas_desktop.scenes.net.join import JoinScene

        self.app.stack.push(JoinScene(self.app))

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        style.text(surface, t("net.intro"), (640, 200), 18, style.PAPER, anchor="center")
        style.text(surface, t("net.firewall"), (640, 470), 15, (200, 215, 200), anchor="center")


class HostSetupScene(PanelScreen):
    """The seats of a hosted game: the first is yours; each other one a network player or a computer."""

    TITLE = "net.host_title"

    def __init__(self, app: App) -> None:
        names = games.game_names()
        chosen = for_app(app).game
        self.game = chosen if chosen in names else names[0]
        self.kinds: list[str] = [REMOTE, REMOTE, "normal"]
        self.timeout = 120
        self.problem = ""
        from vegas_desktop.net.host import latest_hosted
        from vegas_desktop.saves.files import data_dir

        self.saved = latest_hosted(data_dir() / "network")  # a hosted game that can go on
        from vegas_desktop.saves.store import take_notices

        app.notices.extend(take_notices())  # network saves that could not be used: which, and where they are kept
        super().__init__(app)

    def build(self) -> None:
        self.game_button = self.button(
            (PANEL.x + 60, 110, 460, 48), t("net.game", game=t(f"setup.game.{self.game}")), self.next_game
        )
        low, high = games.descriptor(self.game).seats
        while len(self.kinds) < low:
            self.kinds.append("normal")
        del self.kinds[high:]
        self.kind_buttons = []
        for i, kind in enumerate(self.kinds):
            y = 180 + i * 54
            if i == 0:
                continue
            self.kind_buttons.append(
                self.button(
                    (PANEL.x + 300, y, 300, 46), self._kind_label(kind), self._cycler(i), tooltip=t("net.kind_tip")
                )
            )
        y = 180 + len(self.kinds) * 54
        if len(self.kinds) < high:
            self.button((PANEL.x + 300, y, 145, 42), t("net.add_seat"), self.add_seat, object_id="#small")
        if len(self.kinds) > low:
            self.button((PANEL.x + 455, y, 145, 42), t("net.remove_seat"), self.remove_seat, object_id="#small")
        self.port_entry = pygame_gui.elements.UITextEntryLine(
            self.ui.ui_rect((PANEL.x + 820, 180, 160, 44)), manager=self.ui
        )
        self.port_entry.set_text_length_limit(5)
        self.port_entry.set_text(str(DEFAULT_PORT))
        self.timeout_button = self.button(
            (PANEL.x + 700, 250, 380, 46),
            t("net.timeout", seconds=self.timeout),
            self.next_timeout,
            object_id="#small",
            tooltip=t("net.timeout_tip"),
        )
        self.back_button = self.button((PANEL.x + 40, 600, 220, 56), t("net.back"), self.back)
        self.open_button = self.button(
            (PANEL.right - 340, 600, 300, 56), t("net.start_hosting"), self.open_game, object_id="#primary"
        )
        self.continue_button = None
        if self.saved is not None:
            save = self.saved[1]["save"]
            label = t("net.continue_hosted", game=t(f"setup.game.{save.get('game')}"), round=save.get("round") or 1)
            self.continue_button = self.button(
                (PANEL.x + 700, 320, 380, 46),
                label,
                self.continue_game,
                object_id="#small",
                tooltip=t("net.continue_tip"),
            )
        self.nav = [self.game_button, *self.kind_buttons, self.timeout_button]
        self.nav += [*([self.continue_button] if self.continue_button else []), self.back_button, self.open_button]

    @staticmethod
    def _kind_label(kind: str) -> str:
        return t(f"net.kind.{kind}") if kind in (REMOTE, LOCAL) else level_name(kind)

    def _cycler(self, seat: int) -> Callable[[], None]:
        def cycle() -> None:
            self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + 1) % len(KINDS)]
            self.rebuild()

        return cycle

    def next_game(self) -> None:
        names = games.game_names()
        self.game = names[(names.index(self.game) + 1) % len(names)]
        self.rebuild()

    def add_seat(self) -> None:
        self.kinds.append(REMOTE)
        self.rebuild()

    def remove_seat(self) -> None:
        self.kinds.pop()
        self.rebuild()

    def next_timeout(self) -> None:
        self.timeout = TIMEOUTS[(TIMEOUTS.index(self.timeout) + 1) % len(TIMEOUTS)]
        self.timeout_button.set_text(t("net.timeout", seconds=self.timeout))

    def option_words(self) -> str:
        """The game's options as the player last set them in the usual set-up (the same words)."""
        return ",".join(for_app(self.app).options.get(self.game, []))

    def options(self) -> object:
        """Those options, or the game's defaults where they do not fit this many seats."""
        try:
            options = games.parse_options(self.game, self.option_words())
            games.validate_options(self.game, options, len(self.kinds))
        except ValueError:
            return games.parse_options(self.game, "")
        return options

    def _port(self) -> int | None:
        text = self.port_entry.get_text().strip()
        if not text.isdigit() or not 1024 <= int(text) <= 65535:
            self.problem = t("net.port_bad")
            return None
        return int(text)

    def continue_game(self) -> None:
        """The last hosted game, from its save: same join code and tokens, so the players rejoin their seats."""
        from vegas_desktop.net.discovery import bind_address
        from vegas_desktop.net.host import load_table
        from vegas_desktop.net.session import HostThread, Session
        from vegas_desktop.saves.files import data_dir
        from vegas_desktop.scenes.net.lobby import LobbyScene

        port = self._port()
        if port is None or self.saved is None:
            return
        try:
            table = load_table(self.saved[0])
        except ValueError as exc:  # e.g. its log no longer replays: the save's fault, not the port's
            self.problem = t("net.save_unusable", name=self.saved[0].name, reason=str(exc)[:120])
            return
        try:
            host = HostThread(table, bind_address(), port, data_dir() / "network", self.saved[0])
        except (OSError, ValueError) as exc:
            reason = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)[:80]
            self.problem = t("net.port_taken", port=port, reason=reason)
            return
        session = Session(f"ws://127.0.0.1:{host.port}")
        mine = table.seats[0].token
        self.app.stack.replace(LobbyScene(self.app, session, host.code, host=host, token=mine))

    def open_game(self) -> None:
        """Listen on the port, take the first seat ourselves and wait in the lobby for the others."""
        text = self.port_entry.get_text().strip()
        if not text.isdigit() or not 1024 <= int(text) <= 65535:
            self.problem = t("net.port_bad")
            return
        from vegas_desktop.net.discovery import bind_address
        from vegas_desktop.net.session import HostThread, Session
        from vegas_desktop.saves.files import data_dir
        from vegas_desktop.scenes.net.lobby import LobbyScene

        options = self.options()
        kinds = [REMOTE, *self.kinds[1:]]
        table = NetTable(self.game, kinds, secrets.randbits(62), options, timeout=float(self.timeout))
        named = for_app(self.app).seats
        for i, kind in enumerate(kinds):
            if kind == LOCAL and i < len(named) and named[i].name:  # the names from the usual set-up
                table.match.seats[i].name = named[i].name
        try:
            host = HostThread(table, bind_address(), int(text), data_dir() / "network")
        except OSError as exc:
            self.problem = t("net.port_taken", port=text, reason=exc.strerror or str(exc))
            return
        session = Session(f"ws://127.0.0.1:{host.port}")
        first = for_app(self.app).seats[0] if for_app(self.app).seats else None
        name, colour = (first.name, first.colour) if first is not None else ("", 0)
        lobby = LobbyScene(self.app, session, host.code, host=host, seat=0, name=name, colour=colour)
        self.app.stack.replace(lobby)

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        for i in range(len(self.kinds)):
            y = 180 + i * 54 + 23
            gui.swatch(surface, (PANEL.x + 80, y), 12, i)
            style.text(surface, f"{i + 1}.", (PANEL.x + 110, y), 20, style.PAPER, anchor="midleft")
            if i == 0:
                style.text(surface, t("net.seat_you"), (PANEL.x + 310, y), 20, style.GOLD, bold=True, anchor="midleft")
        style.text(surface, t("net.port"), (PANEL.x + 805, 202), 20, style.PAPER, anchor="midright")
        shown = games.format_options(self.game, self.options())
        if shown:
            line = t("net.options", options=shown.replace(",", ", "))
            style.text(surface, line, (PANEL.x + 60, 168), 15, (200, 215, 200), anchor="midleft")
        if self.problem:
            style.text(surface, self.problem, (640, 560), 18, style.DANGER, anchor="center")
