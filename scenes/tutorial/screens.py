"""Opening a guided first game: the menu's *Learn to play* list, the table of a lesson, and whether the setup
offers one (the first start of a game never played here)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop import games
from vegas_desktop.app import fit_text, gui, style
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.tutorial.coach import Coach, coached
from vegas_desktop.text import t
from vegas_desktop.tutorial import lessons, progress, script

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

LESSON_SPEED = 3.0  # at most this fast: explanations hold the table, which an instant table would skip
PANEL = pygame.Rect(640 - 390, 110, 780, 520)
OFFER_X = 400  # the setup's offer sits between its Back (ends at 380) and Start (begins at 890) buttons


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
    found = games.descriptor(game)
    if found.table is None or found.lesson_table is None:
        raise ValueError(f"{game} has no lesson's table")
    where = found.lesson_table()
    return TableScene(app, match, coached(found.table(), where.resolver, where.spots, holder))


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
    app.speed = min(app.speed, LESSON_SPEED)  # after the menu's own setting of it
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
        from vegas_desktop.history.db import History, db_path

        if not db_path().exists():  # nothing finished here yet (and no history file made just to ask)
            return True
        history = History()
        try:
            played = bool(history.games(game=game, limit=1))
        finally:
            history.close()
    except Exception:  # an unreadable history must not stop a game from starting
        return False
    return not played


def offer_button(setup: Any, old: Any = None) -> Any:
    """The setup's "New to <game>? Learn to play" button beside Start (None when the game was played here, or
    its lesson offered or taken already); `old` is the button it replaces (the game changed)."""
    if old is not None:
        old.kill()
    game = setup.game
    if not should_offer(game):
        return None

    def learn() -> None:
        progress.mark_offered(game)
        open_lesson(setup.app, game, 0)

    return setup.button(
        (OFFER_X, 646, 1190 - 300 - 20 - OFFER_X, 56),
        t("tutorial.offer_button", game=t(f"setup.game.{game}")),
        learn,
        object_id="#small",
        tooltip=t("tutorial.offer"),
    )


def offered_at_start(setup: Any) -> None:
    """The game is started from the setup that offered its lesson: offered once, not again (self-play writes
    nothing into the player's folders)."""
    if setup.learn_button is not None and not getattr(setup.app, "autoplay", False):
        progress.mark_offered(setup.game)
