"""Review my game: a player's three costliest decisions as the game's judge values them (the same figures the
hint showed there), each with *Watch this moment*, which opens the replay just before it.

The review is worked out on a background thread (`vegas_desktop.advice.review` through `advice.worker`): the
screen shows its progress and keeps answering events, and the results screen under it stays as it was. Choices
are named by the game's describer, as the table named them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.advice import hint, worker
from vegas_desktop.advice import review as reviews
from vegas_desktop.ai.appraisal import Unit
from vegas_desktop.app import fit_text, gui, style
from vegas_desktop.scenes.table.advice_words import choice_words, figure_text, reason_words
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import Match

CARD_W, CARD_H = 1040, 132
CARD_X = (1280 - CARD_W) // 2
CARD_TOP = 150


def reviewable_seats(match: Match) -> list[int]:
    """The human seats with decisions in the log: in hot-seat each player may have their own game reviewed."""
    decided = {s for s, _ in match.log}
    return [i for i, s in enumerate(match.seats) if s.is_human and i in decided]


def reviewed_seat(match: Match) -> int | None:
    """The player reviewed first: the first human at the table with decisions, or None."""
    return next(iter(reviewable_seats(match)), None)


def review_offered(match: Match) -> bool:
    """A finished game of a game with a judge, with a human in it: there are decisions to review."""
    return match.over and hint.has_judge(match.game) and bool(reviewable_seats(match))


class ReviewScene(gui.GuiScene):
    """Over the results: the costliest decisions, computed in the background."""

    def __init__(self, app: App, match: Match, seat: int | None = None) -> None:
        self.match = match
        self.seats = reviewable_seats(match)
        self.seat = seat if seat in self.seats else reviewed_seat(match)
        self.done: dict[int, tuple[list[reviews.Mistake], bool]] = {}  # a seat reviewed: its list and failure
        self.seat_buttons: list[Any] = []
        self.job: worker.Job[list[reviews.Mistake]] = self._start()
        super().__init__(app)

    def _start(self) -> worker.Job[list[reviews.Mistake]]:
        """The review of `self.seat` on a background thread (a seat already reviewed is not worked out again)."""
        self.mistakes: list[reviews.Mistake] | None = None
        self.failed = False
        cached = self.done.get(self.seat) if self.seat is not None else None
        if cached is not None:
            self.mistakes, self.failed = list(cached[0]), cached[1]
        match, seat = self.match, self.seat if self.seat is not None else 0
        game, players, seed, options, log = match.game, len(match.seats), match.seed, match.options, list(match.log)

        def work(progress: Any, cancelled: Any) -> list[reviews.Mistake]:
            if cached is not None:
                return cached[0]
            return reviews.review(game, players, seed, options, log, seat, progress, cancelled)

        return worker.run(work, name="review")

    def pick_seat(self, seat: int) -> None:
        """Hot-seat: review this player's game instead (the running review is dropped)."""
        if seat == self.seat or seat not in self.seats:
            return
        self.job.cancel()
        self.seat = seat
        self.job = self._start()
        self.rebuild()

    def build(self) -> None:
        self.back_button = self.button((640 - 130, 640, 260, 52), t("advice.review.back"), self.leave_review)
        self.nav = [self.back_button]
        self.seat_buttons = []
        if len(self.seats) > 1:  # hot-seat: one button per player, the reviewed one marked
            left, w = gui.button_row(len(self.seats), most=200, width=1000)
            for k, seat in enumerate(self.seats):
                name = self.match.seats[seat].name
                label = f"▸ {name}" if seat == self.seat else name
                button = self.button(
                    (left + k * (w + 14), 108, w, 34), label, partial(self.pick_seat, seat), object_id="#small"
                )
                self.seat_buttons.append(button)
                self.nav.append(button)
        for i, _mistake in enumerate(self.mistakes or []):
            y = CARD_TOP + i * (CARD_H + 14) + CARD_H - 50
            watch = self.button(
                (CARD_X + CARD_W - 300, y, 280, 40),
                t("advice.review.watch"),
                partial(self.watch, i),
                object_id="#small",
            )
            self.nav.insert(i, watch)

    def leave_review(self) -> None:
        self.job.cancel()
        self.leave()

    def on_back(self) -> bool:
        self.leave_review()
        return True

    def animating(self) -> bool:
        return not self.job.done  # the progress bar moves

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.mistakes is None and self.job.done and not self.job.cancelled:
            self.failed = self.job.error is not None
            self.mistakes = list(self.job.result or [])
            if self.seat is not None:
                self.done[self.seat] = (self.mistakes, self.failed)
            self.rebuild()

    def watch(self, index: int) -> None:
        """The replay, paused just before the decision."""
        if not self.mistakes or index >= len(self.mistakes):
            return
        from vegas_desktop.saves.savefile import snapshot
        from vegas_desktop.scenes.replay import Replay, ReplayControl, replay_scene

        saved = snapshot(self.match)
        stepper = Replay(saved)
        control = ReplayControl(saved, stepper.actions, stepper.round_starts)
        control.paused = True
        self.app.stack.push(replay_scene(self.app, saved, self.mistakes[index].index, control))

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        style.text(surface, t("advice.review.title"), (640, 52), 30, style.PAPER, bold=True, anchor="center")
        name = self.match.seats[self.seat].name if self.seat is not None else ""
        y = 88 if len(self.seats) > 1 else 96
        style.text(surface, t("advice.review.subtitle", name=name), (640, y), 16, (200, 214, 204), anchor="center")
        if self.mistakes is None:
            self._progress(surface)
            return
        if self.failed:
            style.text(surface, t("advice.review.failed"), (640, 300), 20, style.PAPER, anchor="center")
            return
        if not self.mistakes:
            style.text(surface, t("advice.review.none"), (640, 300), 20, style.PAPER, anchor="center")
            return
        for i, mistake in enumerate(self.mistakes):
            self._card(surface, i, mistake)

    def _progress(self, surface: pygame.Surface) -> None:
        bar = pygame.Rect(340, 320, 600, 18)
        pygame.draw.rect(surface, (10, 40, 26), bar, border_radius=9)
        done = bar.copy()
        done.w = max(18, int(bar.w * self.job.progress))
        pygame.draw.rect(surface, style.GOLD, done, border_radius=9)
        style.text(surface, t("advice.review.working"), (640, 290), 18, style.PAPER, anchor="center")

    def _card(self, surface: pygame.Surface, i: int, m: reviews.Mistake) -> None:
        rect = pygame.Rect(CARD_X, CARD_TOP + i * (CARD_H + 14), CARD_W, CARD_H)
        gui.panel(surface, rect)
        for line in self.card_lines(i, m):
            fit_text.draw(
                surface, line.words, line.at, line.width, line.size, line.colour, min_size=line.least, bold=line.bold
            )

    def card_lines(self, i: int, m: reviews.Mistake) -> list[CardLine]:
        """A costly decision's card: what it cost, the move played and the best one with the hint's figures, and
        the judge's reason for the best one (each line fitted to the room left of *Watch this moment*)."""
        top = CARD_TOP + i * (CARD_H + 14)
        x, room = CARD_X + 24, CARD_W - 330
        cost = cost_text(m)
        if m.round is None:
            head = t("advice.review.head_plain", n=i + 1, cost=cost)
        else:
            head = t("advice.review.head", n=i + 1, round=m.round, cost=cost)
        names = [s.name for s in self.match.seats]
        played = choice_words(self.match.game, m.view, m.played, names)
        best = choice_words(self.match.game, m.view, m.best, names)
        muted = (200, 214, 204)
        return [
            CardLine(head, (x, top + 16), room, 20, style.GOLD, 13, True),
            CardLine(t("advice.review.played", action=played, value=figure_text(m.after, m.unit)), (x, top + 50), room),
            CardLine(t("advice.review.hard", action=best, value=figure_text(m.before, m.unit)), (x, top + 74), room),
            CardLine(reason_words(self.match.game, m.reason), (x, top + 100), CARD_W - 48 - 300, 14, muted, 11),
        ]


@dataclass(frozen=True)
class CardLine:
    """One line of a review card: its words, where, the room it fits in, its size and the least size it may take."""

    words: str
    at: tuple[int, int]
    width: int
    size: int = 16
    colour: tuple[int, int, int] = style.PAPER
    least: int = 12
    bold: bool = False


def cost_text(m: reviews.Mistake) -> str:
    """What the decision cost, in the judge's unit."""
    if m.unit is Unit.WIN_CHANCE:
        return t("advice.review.cost_chance", value=max(1, round(m.cost)))
    key = "advice.review.cost_money" if m.unit is Unit.ROUND_MONEY else "advice.review.cost_expected"
    return t(key, value=max(1, round(m.cost)))
