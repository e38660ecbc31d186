"""The lobby: who sits where while the players join. The host sees the join code and its addresses and starts
the game once every network seat is taken; a joining player takes a free network seat. When the host's first
update comes, the lobby gives way to the game's own table, fed by the network (`net.mirror.ClientMatch`). When the
game ends early (the host closed it, the connection broke), `EndedScene` says why and offers to rejoin."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import gui, style
from vegas_desktop.net import tokens
from vegas_desktop.net.mirror import ClientMatch
from vegas_desktop.net.session import HostThread, Session
from vegas_desktop.scenes.panel_screen import PANEL, PanelScreen
from vegas_desktop.text import level_name, t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.table.base import TableScene

ROW_Y, ROW_H = 200, 58


class LobbyScene(PanelScreen):
    TITLE = ""

    def __init__(
        self,
        app: App,
        session: Session,
        code: str,
        *,
        host: HostThread | None = None,
        seat: int | None = None,
        name: str = "",
        colour: int = 0,
        token: str | None = None,
    ) -> None:
        self.session, self.code, self.hosting = session, code, host
        self.token = token  # the seat's token when the host continues a saved game
        self.wanted = seat  # the seat to take as soon as the connection is open (the host's own)
        self.name, self.colour = name, colour
        self.lobby: dict[str, Any] | None = None
        self.welcome: dict[str, Any] | None = None
        self.problem = ""
        self.left = False
        self.rejoining = False  # a token kept from an earlier visit is being tried
        super().__init__(app)

    # -- widgets ----------------------------------------------------------------------------------------------
    def build(self) -> None:
        self.seat_buttons = []
        seats = self.lobby["seats"] if self.lobby else []
        if self.welcome is None and self.wanted is None:
            for i, info in enumerate(seats):
                if info["kind"] == "remote" and not info["taken"]:
                    rect = (PANEL.right - 300, ROW_Y + i * ROW_H, 240, 46)
                    self.seat_buttons.append(self.button(rect, t("net.take_seat"), self._taker(i), object_id="#small"))
        self.leave_button = self.button((PANEL.x + 40, 610, 220, 56), t("net.leave"), self.back)
        self.start_button = None
        ready = self.lobby is not None and not self.lobby.get("started") and all(s["taken"] for s in seats)
        if self.hosting is not None and ready:
            self.start_button = self.button(
                (PANEL.right - 340, 610, 300, 56), t("net.start"), self.start, object_id="#primary"
            )
        self.nav = [*self.seat_buttons, self.leave_button, *([self.start_button] if self.start_button else [])]

    def _taker(self, seat: int) -> Callable[[], None]:
        def take() -> None:
            self.wanted = seat
            self.session.send("join", code=self.code, seat=seat, name=self.name, colour=self.colour, lean=False)

        return take

    def start(self) -> None:
        if self.hosting is not None:
            self.hosting.start_game()

    def back(self) -> None:
        """Leave the lobby: the connection closes (and a hosted game's port with it)."""
        self.left = True
        self.session.close()
        if self.hosting is not None:
            self.hosting.stop()
        self.leave()

    # -- the network --------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.left:
            return
        changed = False
        for msg in self.session.poll(limit=50):
            kind = msg.get("t")
            if kind == "open":
                kept = self.token or (tokens.recall(self.session.url, self.code) if self.hosting is None else None)
                if kept is not None:  # been here before (a crash, a closed window): back to the same seat
                    self.rejoining = True
                    self.session.send("rejoin", code=self.code, token=kept, lean=False)
                elif self.wanted is not None:
                    self.session.send(
                        "join", code=self.code, seat=self.wanted, name=self.name, colour=self.colour, lean=False
                    )
                else:
                    self.session.send("hello", code=self.code)
            elif kind == "lobby":
                self.lobby, changed = msg, True
            elif kind == "welcome":
                self.welcome, self.lobby, changed = msg, msg, True
                tokens.remember(self.session.url, self.code, int(msg["seat"]), str(msg["token"]))
            elif kind == "refused" and self.rejoining and msg.get("to") == "rejoin":
                self.rejoining = False  # that game is gone (or the seat was given up): ask for the lobby
                tokens.forget(self.session.url, self.code)
                self.session.send("hello", code=self.code)
            elif kind == "refused":
                self.problem = t(f"net.refused.{msg.get('reason')}")
                if self.welcome is None and self.hosting is None:
                    self.wanted = None
                changed = True
            elif kind == "update" and self.welcome is not None:
                self._to_table(msg)
                return
            elif kind in ("closed", "ended"):
                self._ended(str(msg.get("reason", "closed")))
                return
        if changed:
            self.rebuild()

    def _to_table(self, first: dict[str, Any]) -> None:
        from vegas_desktop.scenes.table_factory import table_scene

        assert self.welcome is not None
        latest = dict(self.welcome, seats=(self.lobby or self.welcome)["seats"])  # names taken after our welcome
        mirror = ClientMatch(self.session, latest, first)
        mirror.hosting = self.hosting
        table = table_scene(self.app, mirror)
        mirror.on_news = lambda what, detail: _news(self.app, table, mirror, what, detail)
        self.app.stack.replace(table)

    def _ended(self, reason: str) -> None:
        self.left = True
        self.app.stack.replace(EndedScene(self.app, reason, (self.session.url, self.code)))

    # -- drawing ------------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.panel(surface, PANEL)
        game = self.lobby["game"] if self.lobby else ""
        title = t("net.lobby_title", game=t(f"setup.game.{game}")) if game else t("net.title")
        style.text(surface, title, (640, PANEL.y + 40), 34, style.GOLD, bold=True, anchor="center")
        if self.hosting is not None:
            style.text(
                surface,
                t("net.lobby_code", code=self.code),
                (640, 118),
                30,
                style.HIGHLIGHT,
                bold=True,
                anchor="center",
            )
            style.text(
                surface,
                t("net.lobby_address", addresses=", ".join(_addresses()), port=self.hosting.port),
                (640, 156),
                17,
                style.PAPER,
                anchor="center",
            )
        seats = self.lobby["seats"] if self.lobby else []
        mine = self.welcome["seat"] if self.welcome else None
        for i, info in enumerate(seats):
            y = ROW_Y + i * ROW_H + 23
            gui.swatch(surface, (PANEL.x + 80, y), 13, info.get("colour", i), ring=i == mine)
            if info["kind"] == "remote":
                who = info["name"] if info["taken"] else t("net.seat_free")
                kind = t("net.kind.remote")
            elif info["kind"] == "local":
                who, kind = info["name"], t("net.seat_local")
            else:
                who, kind = info["name"], t("net.seat_computer", level=level_name(info["kind"]))
            colour = style.GOLD if i == mine else style.PAPER if info["taken"] else (170, 190, 175)
            style.text(surface, who, (PANEL.x + 110, y), 22, colour, bold=i == mine, anchor="midleft")
            style.text(surface, kind, (PANEL.x + 470, y), 18, (200, 215, 200), anchor="midleft")
        if seats:
            ready = all(s["taken"] for s in seats)
            key = ("net.lobby_ready" if ready else "net.lobby_wait_players") if self.hosting else "net.lobby_wait_host"
            style.text(surface, t(key), (640, 580), 18, style.PAPER, anchor="center")
        else:
            style.text(
                surface, t("net.connecting", address=self.session.url), (640, 300), 18, style.PAPER, anchor="center"
            )
        if self.problem:
            style.text(surface, self.problem, (640, 548), 18, style.DANGER, anchor="center")


def _addresses() -> list[str]:
    """This machine's addresses on its networks (what players type when the game is not listed)."""
    try:
        from vegas_desktop.net.discovery import _addresses as found

        return found()[:3] or ["127.0.0.1"]
    except Exception:  # noqa: BLE001 - only a hint on screen
        return ["127.0.0.1"]


def _news(app: App, table: TableScene[Any], mirror: ClientMatch, what: str, detail: Any) -> None:
    """What the host says during the game, on the table: who is missing, a refusal, or the end."""
    if what == "ended":
        if app.stack.top is table or table in app.stack.scenes:
            again = (mirror.session.url, mirror.code) if mirror.hosting is None else None
            app.stack.reset(EndedScene(app, str(detail), again))
        return
    if what == "refused":
        table.show_hint(t(f"net.refused.{detail}"))
        return
    missing, stand_in = detail
    names = [mirror.seats[s].name for s in missing if s not in stand_in]
    if stand_in:
        table.show_hint(t("net.stand_in", names=", ".join(mirror.seats[s].name for s in stand_in)))
    elif names:
        table.show_hint(t("net.missing", names=", ".join(names)))
    else:
        table.show_hint(t("net.all_back"))


def ended_text(reason: str) -> str:
    if reason in ("host_closed", "unreachable"):
        return t(f"net.ended.{reason}")
    return t("net.ended.other", reason=reason)


class EndedScene(PanelScreen):
    TITLE = "net.ended.title"

    def __init__(self, app: App, reason: str, again: tuple[str, str] | None = None) -> None:
        self.reason = reason
        self.again = again  # (address, join code): the player may try to rejoin their seat
        super().__init__(app)

    def build(self) -> None:
        self.rejoin_button = None
        if self.again is not None and self.reason != "unreachable":
            self.rejoin_button = self.button((640 - 310, 520, 300, 56), t("net.rejoin"), self.rejoin)
        x = 640 + 10 if self.rejoin_button is not None else 640 - 150
        self.menu_button = self.button((x, 520, 300, 56), t("net.menu"), self.back, object_id="#primary")
        self.nav = [*([self.rejoin_button] if self.rejoin_button else []), self.menu_button]

    def rejoin(self) -> None:
        """Connect again: the lobby rejoins the seat with the token kept for this game."""
        if self.again is not None:
            url, code = self.again
            self.app.stack.replace(LobbyScene(self.app, Session(url), code))

    def back(self) -> None:
        self.app.stack.reset(self.app.screens.main_menu(self.app))

    def on_confirm(self) -> bool:
        self.back()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        style.text(surface, ended_text(self.reason), (640, 300), 20, style.PAPER, anchor="center")
