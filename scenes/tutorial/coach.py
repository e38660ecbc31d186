"""The coach: the overlay part of a guided first game, composed with the game's own parts on the one table.

It wraps the game's drawing and input (it never copies them): on top of the game's picture it lights what the
current beat points at and shows a card with what to do or what just happened; before the game's input it takes
the card's buttons (Next, Skip) and keys. While an explanation is up, the table's queue is held (a task at its
front that ends on Next), so no computer moves and no click reaches the game; a move to make is simply the
game's own decision, waited for by the table as always. A wrong move is refused by the lesson's match
(`GuidedMatch.play`) and the card shows a friendly nudge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop import games
from vegas_desktop.app import fit_text, style
from vegas_desktop.app.tween import Task
from vegas_desktop.scenes.table import highlight
from vegas_desktop.scenes.table.parts import PartsFactory, TableParts, TableServices
from vegas_desktop.text import t
from vegas_desktop.tutorial import progress
from vegas_desktop.tutorial.script import WAIT, Beat, GuidedMatch

if TYPE_CHECKING:
    from vegas_desktop.core.errors import IllegalAction

Target = tuple[pygame.Rect, bool]  # what to light, and whether it is round
Resolver = Callable[[str], list[Target]]
ResolverFactory = Callable[[TableParts], Resolver]

BUTTON_H = 34
NUDGE_TIME = 2.6


class Hold(Task):
    """Holds the table's queue while an explanation is read (ends on Next; never in an instant skip)."""

    def __init__(self) -> None:
        self.released = False

    def advance(self, dt: float) -> float:
        if self.released:
            self.done = True
            return dt
        return 0.0

    def finish(self) -> None:
        self.done = True


class Coach:
    """The lesson's state on screen: the held queue, the card, the lit targets, the nudges."""

    def __init__(
        self, table: TableServices[Any], match: GuidedMatch, resolve: Resolver, spots: Sequence[pygame.Rect]
    ) -> None:
        self.table = table
        self.match = match
        self.resolve = resolve
        self.spots = list(spots)
        self.hold: Hold | None = None
        self.nudge: tuple[str, float] | None = None
        self.nudges_seen = match.nudges
        self.shown: Beat | None = None  # the beat on the card (the last one, while the game plays on)
        self.buttons: dict[str, pygame.Rect] = {}
        self.card = self.spots[0].copy()
        self.finished_saved = False
        self.saved_beat = match.beat
        self.left: str | None = None  # "skip" | "menu" | "play": how the player left (tests read it)

    @property
    def lesson_game(self) -> str:
        return self.match.plan.game

    # -- flow -------------------------------------------------------------------------------------
    def holding(self) -> bool:
        """The table's queue is held for the card (a skip that finished the queue at once lets go of it)."""
        return self.hold is not None and not self.hold.done and self.hold in self.table.queue.tasks

    def update(self, dt: float) -> None:
        if self.nudge is not None:
            left = self.nudge[1] - dt
            self.nudge = (self.nudge[0], left) if left > 0 else None
        if self.match.nudges != self.nudges_seen:
            self.nudges_seen = self.match.nudges
            self.say_nudge(self.nudge_words())
        if self.match.beat != self.saved_beat and not self.match.done:  # resumable where it stands, whatever
            self.saved_beat = self.match.beat  # closes the window (a move made, a card read)
            progress.remember_beat(self.lesson_game, self.match.beat)
        if self.match.done:
            self._hold()
            self._keep_pace()
            if not self.finished_saved:
                self.finished_saved = True
                progress.finished(self.lesson_game)
            return
        if self.match.explaining() is not None:
            queue = self.table.queue
            if not self.holding() and (not queue.busy or self.table.pending is not None):  # animations have run
                self._hold()
            self._keep_pace()

    def _keep_pace(self) -> None:
        """Neither a skip of the computer's turn nor instant computer turns finish the queue past the card (the
        table's pace of computer turns, scenes/table/pace.py)."""
        pace = getattr(self.table, "pace", None)
        if pace is not None and self.holding():
            pace.skipping = None
            pace.computer_run = False

    def _hold(self) -> None:
        if self.holding():
            return
        self.hold = Hold()
        self.table.queue.tasks.insert(0, self.hold)

    def next(self) -> bool:
        """The player has read the explanation on the card."""
        if not self.holding() or not self.match.acknowledge():
            return False
        assert self.hold is not None
        self.hold.released = True
        return True

    def say_nudge(self, text: str) -> None:
        self.nudge = (text, NUDGE_TIME)

    def nudge_words(self) -> str:
        """A wrong move's nudge, naming the move the lesson asks for as the game's table names it."""
        beat = self.match.current()
        describe = games.descriptor(self.match.game).describe
        if beat is None or not beat.is_move or describe is None:
            return t("tutorial.nudge")
        human = self.match.plan.human
        names = [s.name for s in self.match.seats]
        return t("tutorial.nudge_move", move=describe(self.match.view(human), beat.action, names))

    def beat_on_card(self) -> Beat | None:
        """What the card says now: the explanation held for, the move the player must make, or the last one."""
        beat = self.match.current()
        if beat is not None and beat.at == len(self.match.log):
            explained = not beat.is_move and self.holding()
            if explained or (beat.is_move and self.table.human_seat() == self.match.plan.human):
                self.shown = beat
        return self.shown

    def acting(self) -> bool:
        """The card asks for something now (an explanation to read or a move to make)."""
        beat = self.match.current()
        return beat is not None and beat is self.shown and beat.at == len(self.match.log)

    # -- drawing ----------------------------------------------------------------------------------
    def targets(self, beat: Beat) -> list[Target]:
        return [found for look in beat.look for found in self._resolve_quietly(look)]

    def _resolve_quietly(self, look: str) -> list[Target]:
        try:
            return self.resolve(look)
        except (LookupError, AttributeError, ValueError):  # a target not on screen now is not lit
            return []

    def draw(self, surface: pygame.Surface) -> None:
        clock = self.table.clock
        self.buttons = {}
        if self.match.done:
            self._draw_finished(surface)
            return
        beat = self.beat_on_card()
        if beat is None:
            return
        live = self.acting()
        targets = self.targets(beat) if live else []
        if live and not beat.is_move and targets:
            highlight.spotlight(surface, [r for r, _ in targets], 90)
        for i, (rect, round_) in enumerate(targets):
            if i == 0 and len(beat.look) <= 2 and not beat.look[0].endswith("s"):  # one thing: an arrow at it
                highlight.point_at(surface, rect, clock, round_)
            elif round_:
                highlight.glow_circle(surface, rect.center, max(rect.w, rect.h) / 2, clock)
            else:
                highlight.glow_rect(surface, rect, clock)
        clear = [r for r, _ in self._resolve_quietly("clear")]  # what the player must reach (an open prompt)
        self.card = self._place_card([r for r, _ in targets], clear)
        self._draw_card(surface, beat, live)

    def _place_card(self, lit: list[pygame.Rect], clear: list[pygame.Rect]) -> pygame.Rect:
        """The first spot that covers nothing lit and nothing to reach; else the first that leaves the open
        prompt free (what is lit may then be partly under the card, never what must be clicked)."""
        for keep in (lit + clear, clear):
            for spot in self.spots:
                if not any(spot.colliderect(r.inflate(12, 12)) for r in keep):
                    return spot.copy()
        return self.spots[0].copy()

    def _button(self, surface: pygame.Surface, key: str, rect: pygame.Rect, label: str, primary: bool) -> None:
        fill = style.GOLD if primary else (40, 60, 50)
        ink = style.INK if primary else style.PAPER
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, style.GOLD_DARK if primary else style.GOLD, rect, width=2, border_radius=8)
        fit_text.draw(surface, label, rect.center, rect.w - 12, 16, ink, anchor="center", bold=primary)
        self.buttons[key] = rect

    def _draw_card(self, surface: pygame.Surface, beat: Beat, live: bool) -> None:
        card = self.card
        pygame.draw.rect(surface, (0, 0, 0), card.move(4, 5), border_radius=14)
        pygame.draw.rect(surface, (14, 44, 30), card, border_radius=14)
        pygame.draw.rect(surface, style.GOLD, card, width=3, border_radius=14)
        steps = len(self.match.plan.beats)
        index = self.match.plan.beats.index(beat) + 1 if beat in self.match.plan.beats else 1
        head = t("tutorial.your_move") if live and beat.is_move else (t("tutorial.watch") if not live else "")
        style.text(surface, t("tutorial.step", step=index, steps=steps), (card.x + 14, card.y + 10), 14, style.GOLD)
        if head:
            style.text(surface, head, (card.right - 14, card.y + 10), 14, style.HIGHLIGHT, anchor="topright")
        wide = card.h < 150  # a wide, low card: the buttons stand at its right end
        side = 140 if wide else 0
        body = pygame.Rect(card.x + 14, card.y + 32, card.w - 28 - side, card.h - 40 - (0 if wide else BUTTON_H + 12))
        colour = style.PAPER if live else (170, 190, 175)
        lines, font = fit_text.fit_lines(t(beat.text), body.w, body.h, 18, 12)
        y = body.y
        for line in lines:
            surface.blit(font.render(line, True, colour), (body.x, y))
            y += font.get_linesize()
        if wide:
            skip = pygame.Rect(card.right - side, card.bottom - BUTTON_H - 10, side - 12, BUTTON_H)
            forward = skip.move(0, -BUTTON_H - 8)
        else:
            half = (card.w - 38) // 2
            skip = pygame.Rect(card.x + 14, card.bottom - BUTTON_H - 12, half, BUTTON_H)
            forward = pygame.Rect(card.right - 14 - half, skip.y, half, BUTTON_H)
        self._button(surface, "skip", skip, t("tutorial.skip"), False)
        if live and not beat.is_move:
            self._button(surface, "next", forward, t("tutorial.next"), True)
        if self.nudge is not None:
            box = pygame.Rect(card.x + 20, card.y - 40, card.w - 40, 32)
            pygame.draw.rect(surface, (120, 40, 40), box, border_radius=10)
            pygame.draw.rect(surface, style.HIGHLIGHT, box, width=2, border_radius=10)
            fit_text.draw(surface, self.nudge[0], box.center, box.w - 16, 16, style.WHITE, anchor="center")

    def _draw_finished(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        card = pygame.Rect(0, 0, 560, 230)
        card.center = (640, 330)
        self.card = card
        pygame.draw.rect(surface, (0, 0, 0), card.move(4, 5), border_radius=16)
        pygame.draw.rect(surface, (14, 44, 30), card, border_radius=16)
        pygame.draw.rect(surface, style.GOLD, card, width=3, border_radius=16)
        game = t(f"setup.game.{self.lesson_game}")
        fit_text.draw(
            surface,
            t("tutorial.finished_title"),
            (640, card.y + 40),
            card.w - 40,
            32,
            style.GOLD,
            anchor="center",
            bold=True,
        )
        fit_text.draw(
            surface,
            t("tutorial.finished", game=game),
            (640, card.y + 96),
            card.w - 40,
            20,
            style.PAPER,
            anchor="center",
        )
        w = 240
        by = card.bottom - 70
        self._button(surface, "play", pygame.Rect(card.centerx - w - 10, by, w, 44), t("tutorial.play_real"), True)
        self._button(surface, "menu", pygame.Rect(card.centerx + 10, by, w, 44), t("tutorial.to_menu"), False)

    # -- input ------------------------------------------------------------------------------------
    def click(self, pos: tuple[float, float]) -> bool:
        """A click on the card's buttons, or anywhere while the game is held for the card (a nudge)."""
        for key, rect in self.buttons.items():
            if rect.collidepoint(pos):
                self.press(key)
                return True
        if self.card.collidepoint(pos):
            return True
        if self.match.done or self.holding():
            self.say_nudge(t("tutorial.nudge_read"))
            return True
        return False

    def key(self, key: int) -> bool:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
            if self.match.done:
                self.press("menu")
                return True
            if self.holding():
                self.next()
                return True
        return False

    def press(self, key: str) -> None:
        if key == "next":
            self.next()
        elif key == "skip":
            self.leave("skip")
        elif key in ("menu", "play"):
            self.leave(key)

    def leave(self, how: str) -> None:
        """Back to the main menu (the lesson waits at its beat), or on to a real game's setup."""
        self.left = how
        app = self.table.app
        if how == "skip" and not self.match.done:
            progress.remember_beat(self.lesson_game, self.match.beat)
        app.stack.reset(app.screens.main_menu(app))
        if how == "play":
            from vegas_desktop.app import settings

            settings.for_app(app).game = self.lesson_game
            app.stack.push(app.screens.setup(app))


class CoachDrawing:
    """The game's drawing with the coach on top."""

    def __init__(self, inner: Any, coach: Coach) -> None:
        self.inner = inner
        self.coach = coach
        self.replay_box: pygame.Rect = inner.replay_box

    def sync(self) -> None:
        self.inner.sync()

    def update(self, dt: float) -> None:
        self.inner.update(dt)
        self.coach.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.inner.draw(surface)
        self.coach.draw(surface)

    def moving(self) -> bool:
        return True  # the lit targets breathe and the card may change any frame


class CoachInput:
    """The coach's buttons and keys first, then the game's own input."""

    def __init__(self, inner: Any, coach: Coach) -> None:
        self.inner = inner
        self.coach = coach

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and hasattr(event, "pos"):
            if self.coach.click(event.pos):
                return True
        elif event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            if self.coach.key(event.key):
                return True
            if self.coach.holding() or self.coach.match.done:
                return True  # the game's keys wait until the card is read
        return bool(self.inner.handle_event(event))

    def human_turn(self, seat: int) -> None:
        self.inner.human_turn(seat)

    def viewer_changed(self) -> None:
        self.inner.viewer_changed()

    def before_play(self) -> None:
        self.inner.before_play()

    def refuse(self, exc: IllegalAction) -> None:
        if exc.rule == WAIT:
            return  # a computer's move waited for the card: nothing to say
        if exc.rule == "tutorial":
            self.coach.say_nudge(exc.detail)
        self.inner.refuse(exc)

    def resumed(self) -> None:
        self.inner.resumed()


def coached(
    make_parts: PartsFactory[Any], resolver: ResolverFactory, spots: Sequence[pygame.Rect], holder: list[Coach]
) -> PartsFactory[Any]:
    """The game's parts factory with the coach composed over its drawing and input (`holder` receives the
    coach, for the scene that opened the lesson and for tests)."""

    def make(table: TableServices[Any]) -> TableParts:
        parts = make_parts(table)
        match = table.match
        assert isinstance(match, GuidedMatch)
        coach = Coach(table, match, resolver(parts), spots)
        holder.append(coach)
        return TableParts(
            drawing=CoachDrawing(parts.drawing, coach),
            animations=parts.animations,
            input=CoachInput(parts.input, coach),
            results=parts.results,
            summary=parts.summary,
            hint_in_real_time=parts.hint_in_real_time,
            ai_pause=parts.ai_pause,
        )

    return make
