"""Opening a guided first game: the menu's *Learn to play* list, the table of a lesson, and the offer made on
the first start of a game never played before."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop import games
from vegas_desktop.app import fit_text, gui, style
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.tutorial.coach import Coach, coached
from vegas_desktop.scenes.tutorial.targets import card_spots, resolver_for
from vegas_desktop.text import t
from vegas_desktop.tutorial import lessons, progress, script

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

LESSON_SPEED = 3.0  # at most this fast: explanations hold the table, which an instant table would skip
PANEL = pygame.Rect(640 - 330, 110, 660, 520)


def player_name(app: App) -> str | None:
    """The name the player gave their seat in the setup, if any."""
    from vegas_desktop.app import settings

    for seat in settings.for_app(app).seats:
        if seat.human and seat.name.strip():
            return seat.name.strip()
    return None


def lesson_table(app: App, game: str, beat: int | None = None) -> TableScene[Any]:
    """The table of `game`'s lesson, at `beat` (None: where the player left it, else the start)."""
    lesson = lessons.lesson(game)
    if beat is None:
        beat = progress.load().beats.get(game, 0)
    if not 0 <= beat < len(lesson.beats):
        beat = 0
    match = script.start(lesson, beat, player_name(app))
    app.speed = min(app.speed, LESSON_SPEED)
    holder: list[Coach] = []
    factory = games.descriptor(game).table
    if factory is None:
        raise ValueError(f"{game} has no table")
    return TableScene(app, match, coached(factory(), resolver_for(game), card_spots(game), holder))


def coach_of(table: TableScene[Any]) -> Coach:
    """The lesson's overlay on a lesson's table."""
    coach = getattr(table.parts.input, "coach", None)
    if not isinstance(coach, Coach):
        raise ValueError("not a lesson's table")
    return coach


def open_lesson(app: App, game: str, beat: int | None = None) -> TableScene[Any]:
    table = lesson_table(app, game, beat)
    app.stack.reset(app.screens.main_menu(app))
    app.stack.push(table)
    return table


class LearnScene(gui.GuiScene):
    """Menu -> Learn to play: one button per game (continue where it was left, or from the start)."""

    def build(self) -> None:
        record = progress.load()
        self.games = lessons.available()
        self.game_buttons: dict[str, Any] = {}
        self.restart_buttons: dict[str, Any] = {}
        y = PANEL.y + 150
        for game in self.games:
            name = t(f"setup.game.{game}")
            beat = record.beats.get(game)
            steps = len(lessons.lesson(game).beats)
            if beat is not None and 0 < beat < steps:
                label = t("tutorial.resume", game=name, step=beat + 1, steps=steps)
                self.game_buttons[game] = self.button(
                    (PANEL.x + 40, y, PANEL.w - 220, 52), label, partial(self.start, game, None), object_id="#primary"
                )
                self.restart_buttons[game] = self.button(
                    (PANEL.right - 170, y, 130, 52), t("tutorial.again"), partial(self.start, game, 0)
                )
            else:
                label = t("tutorial.done_mark", game=name) if game in record.done else t("tutorial.start", game=name)
                self.game_buttons[game] = self.button(
                    (PANEL.x + 40, y, PANEL.w - 80, 52), label, partial(self.start, game, 0), object_id="#primary"
                )
            y += 66
        self.back_button = self.button((PANEL.centerx - 110, PANEL.bottom - 70, 220, 48), t("tutorial.back"), self.back)
        self.nav = [*self.game_buttons.values(), self.back_button]

    def on_language_changed(self) -> None:
        self.rebuild()

    def start(self, game: str, beat: int | None) -> None:
        open_lesson(self.app, game, beat)

    def back(self) -> None:
        self.leave()

    def on_back(self) -> bool:
        self.back()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.panel(surface, PANEL)
        fit_text.draw(
            surface,
            t("tutorial.choose_title"),
            (640, PANEL.y + 44),
            PANEL.w - 60,
            34,
            style.GOLD,
            anchor="center",
            bold=True,
        )
        lines, font = fit_text.fit_lines(t("tutorial.choose_sub"), PANEL.w - 80, 60, 17, 12)
        y = PANEL.y + 78
        for line in lines:
            img = font.render(line, True, style.PAPER)
            surface.blit(img, img.get_rect(midtop=(640, y)))
            y += font.get_linesize()


def should_offer(game: str) -> bool:
    """A game never played here (no finished game in the history) whose lesson was never offered or taken."""
    if game not in lessons.available():
        return False
    record = progress.load()
    if game in record.offered or game in record.done or game in record.beats:
        return False
    try:
        from vegas_desktop.history.db import History

        history = History()
        try:
            played = bool(history.games(game=game, limit=1))
        finally:
            history.close()
    except Exception:  # an unreadable history must not stop a game from starting
        return False
    return not played


class OfferScene(gui.GuiScene):
    """ "New to Las Vegas? Learn to play / Just play", once per game, over the setup screen."""

    opaque = False

    def __init__(self, app: App, game: str, play: Callable[[], object]) -> None:
        self.game = game
        self.play_anyway = play
        super().__init__(app)

    def build(self) -> None:
        box = self.box()
        w = (box.w - 60) // 2
        self.learn_button = self.button(
            (box.x + 20, box.bottom - 70, w, 50), t("tutorial.offer_learn"), self.learn, object_id="#primary"
        )
        self.play_button = self.button(
            (box.right - 20 - w, box.bottom - 70, w, 50), t("tutorial.offer_play"), self.play
        )
        self.nav = [self.learn_button, self.play_button]

    @staticmethod
    def box() -> pygame.Rect:
        return pygame.Rect(640 - 300, 230, 600, 250)

    def learn(self) -> None:
        progress.mark_offered(self.game)
        open_lesson(self.app, self.game, 0)

    def play(self) -> None:
        progress.mark_offered(self.game)
        self.leave()
        self.play_anyway()

    def on_back(self) -> bool:
        self.play()
        return True

    def on_confirm(self) -> bool:
        self.learn()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 160)
        box = self.box()
        gui.panel(surface, box)
        game = t(f"setup.game.{self.game}")
        fit_text.draw(
            surface,
            t("tutorial.offer_title", game=game),
            (640, box.y + 44),
            box.w - 40,
            30,
            style.GOLD,
            anchor="center",
            bold=True,
        )
        lines, font = fit_text.fit_lines(t("tutorial.offer"), box.w - 60, 70, 19, 12)
        y = box.y + 84
        for line in lines:
            img = font.render(line, True, style.PAPER)
            surface.blit(img, img.get_rect(midtop=(640, y)))
            y += font.get_linesize()
