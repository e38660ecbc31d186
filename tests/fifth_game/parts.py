"""Pig & Bet's parts of the one table scene: plain objects given what they need (no TableScene subclass).

- `PigDrawing` draws the rules' view for the seat at the screen (`table.seen()`), never the state: while a bet
  is secret, the other players' cards are drawn face down. It lists the words it drew last frame (`drawn`), so
  tests can check what is on screen.
- `PigAnimations` turns the rules' events into queued animations (a tumbling die, notes).
- `PigInput` maps keys (1-4, R/Space, B/Enter) and clicks to the human's actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.app.tween import Call, Tween, Wait
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.events import GameEnded
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.table.parts import EventHandler, TableParts, TableServices
from vegas_desktop.scenes.table.pieces import draw_log, player_panel
from vegas_desktop.scenes.table.story import LogPaint, quiet_paint
from vegas_desktop.text import t

from .narrator import NARRATOR
from .rules import (
    Action,
    Bank,
    Banked,
    Bet,
    BetMade,
    BetsPaid,
    BetsRevealed,
    Busted,
    DieRolled,
    PigView,
    Roll,
    RoundBegan,
)

SIZE = (1280, 720)
PANEL_X, PANEL_Y, PANEL_W, PANEL_H, PANEL_STEP = 40, 110, 390, 112, 130
CARD = pygame.Rect(0, 0, 96, 88)  # a player's bet card, at the right of their panel
CENTRE_X = 860
DIE_AT, DIE_SIZE = (CENTRE_X, 250), 110
ROLL_RECT = pygame.Rect(CENTRE_X - 230, 420, 210, 60)
BANK_RECT = pygame.Rect(CENTRE_X + 20, 420, 210, 60)
PICK_W, PICK_H, PICK_GAP, PICK_Y = 160, 96, 16, 410
PROMPT_Y, NOTE_Y, HINT_Y = 540, 345, 640
REPLAY_BOX = pygame.Rect(12, 8, 330, 60)
MUTED = (190, 215, 200)
LOG_BOX = pygame.Rect(1100, 110, 170, 500)


LOG_TONES = {"gold": style.GOLD, "danger": style.DANGER, "paper": style.PAPER}


def pick_rects(players: int) -> list[pygame.Rect]:
    """The bet cards a human picks from, one per player, centred under the die."""
    width = players * PICK_W + (players - 1) * PICK_GAP
    left = CENTRE_X - width // 2
    return [pygame.Rect(left + i * (PICK_W + PICK_GAP), PICK_Y, PICK_W, PICK_H) for i in range(players)]


def panel_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, PANEL_Y + seat * PANEL_STEP, PANEL_W, PANEL_H)


@dataclass
class PigDisplay:
    """What the animations change on screen between the rules' states."""

    face: int = 1
    angle: float = 0.0
    rolling: bool = False
    pot: int = 0
    note: str = ""
    note_time: float = 0.0
    hover: tuple[int, int] | None = None  # the mouse, as the input last saw it
    log: list[Line] = field(default_factory=list)  # the move log, as meaning (rendered when drawn)
    log_scroll: int = 0
    log_paint: LogPaint = field(default_factory=quiet_paint)

    def add_log(self, line: Line) -> None:
        self.log.append(line)


class PigDrawing:
    replay_box = REPLAY_BOX

    def __init__(self, table: TableServices[PigView], d: PigDisplay) -> None:
        self.table, self.d = table, d
        self.drawn: list[str] = []  # the words drawn in the last frame
        self._felt: pygame.Surface | None = None

    def sync(self) -> None:
        view = self.table.seen()
        self.d.pot = view.pot
        if view.last_roll:
            self.d.face = view.last_roll
        self.d.rolling = False

    def update(self, dt: float) -> None:
        self.d.note_time = max(0.0, self.d.note_time - dt)

    def moving(self) -> bool:
        return self.d.note_time > 0

    def name(self, seat: int) -> str:
        return self.table.match.seats[seat].name

    def colour(self, seat: int) -> int:
        return self.table.match.seats[seat].colour

    def text(
        self,
        surface: pygame.Surface,
        words: str,
        pos: tuple[int, int],
        size: int,
        colour: tuple[int, int, int],
        width: int = 700,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        self.drawn.append(words)
        return fit_text.draw(surface, words, pos, width, size, colour, bold=bold, anchor=anchor)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        if self._felt is None:
            self._felt = table_art.felt(SIZE)
        surface.blit(self._felt, (0, 0))
        view = self.table.seen()
        self.text(surface, t("setup.game.pigbet"), (24, 14), 30, style.GOLD, bold=True)
        target = style.money(view.options.target)
        self.text(surface, t("pigbet.round", round=view.round, target=target), (24, 54), 16, MUTED, width=400)
        for seat in range(view.players):
            self.draw_panel(surface, view, seat)
        self.draw_centre(surface, view)
        draw_log(surface, LOG_BOX, self.d)
        if self.table.hint is not None:
            box = pygame.Rect(CENTRE_X - 380, HINT_Y, 760, 40)
            surface.blit(table_art.rounded_panel(box.size, (60, 16, 16, 230), (*style.DANGER, 255), 10, 2), box)
            self.text(surface, self.table.hint[0], box.center, 17, style.WHITE, width=740, anchor="center")

    def draw_panel(self, surface: pygame.Surface, view: PigView, seat: int) -> None:
        rect = panel_rect(seat)
        acting = view.phase == "roll" and view.current == seat or view.phase == "bet" and not view.picked[seat]
        colour = style.player_colour(self.colour(seat))
        room = player_panel(surface, rect, colour, self.colour(seat), acting, self.table.clock)
        left = rect.x + 20 + room
        self.text(surface, self.name(seat), (left, rect.y + 10), 20, style.WHITE, width=230 - room, bold=True)
        self.text(
            surface,
            t("pigbet.money", money=style.money(view.money[seat])),
            (left, rect.y + 44),
            16,
            MUTED,
            width=230 - room,
        )
        banked = t("pigbet.banked", money=style.money(view.banked[seat]))
        self.text(surface, banked, (left, rect.y + 72), 16, MUTED, width=230 - room)
        card = CARD.move(rect.right - CARD.w - 12, rect.y + (rect.h - CARD.h) // 2)
        self.draw_bet_card(surface, card, view.bets[seat], view.picked[seat])

    def draw_bet_card(self, surface: pygame.Surface, card: pygame.Rect, bet: int | None, picked: bool) -> None:
        if bet is not None:  # open: the bettor's own card, or every card once revealed
            surface.blit(table_art.rounded_panel(card.size, (*style.PAPER, 255), (*style.GOLD_DARK, 255), 8, 2), card)
            pygame.draw.rect(
                surface,
                style.player_colour(self.colour(bet)),
                (card.x, card.y, card.w, 10),
                border_top_left_radius=8,
                border_top_right_radius=8,
            )
            self.text(
                surface,
                t("pigbet.bet_on", name="").strip(),
                (card.centerx, card.y + 30),
                13,
                style.INK,
                width=card.w - 8,
                anchor="center",
            )
            self.text(
                surface,
                self.name(bet),
                (card.centerx, card.y + 58),
                16,
                style.INK,
                width=card.w - 8,
                bold=True,
                anchor="center",
            )
        elif picked:  # face down: laid, but not this screen's to see
            surface.blit(table_art.rounded_panel(card.size, (120, 30, 40, 255), (*style.GOLD, 255), 8, 2), card)
            pygame.draw.rect(surface, style.GOLD, card.inflate(-16, -16), 1, border_radius=6)
            self.text(
                surface, "?", (card.centerx, card.centery - 8), 30, style.GOLD, width=card.w, bold=True, anchor="center"
            )
            self.text(
                surface,
                t("pigbet.bet_hidden"),
                (card.centerx, card.bottom - 16),
                12,
                style.PAPER,
                width=card.w - 20,
                anchor="center",
            )
        else:
            pygame.draw.rect(surface, (60, 100, 76), card, 2, border_radius=8)
            self.text(surface, t("pigbet.bet_none"), card.center, 12, MUTED, width=card.w - 6, anchor="center")

    def draw_centre(self, surface: pygame.Surface, view: PigView) -> None:
        roller = view.current
        body, pip = style.player_colour(self.colour(roller)), style.player_pip(self.colour(roller))
        dice_art.draw_die(
            surface, DIE_AT, self.d.face, DIE_SIZE, body, pip, angle=self.d.angle, lift=8 if self.d.rolling else 0
        )
        self.text(
            surface,
            t("pigbet.pot", pot=style.money(self.d.pot)),
            (CENTRE_X, 330),
            28,
            style.GOLD,
            width=400,
            bold=True,
            anchor="midtop",
        )
        if self.d.note_time > 0:
            self.text(surface, self.d.note, (CENTRE_X, 72), 20, style.HIGHLIGHT, width=760, bold=True, anchor="midtop")
        human = self.table.human_seat()
        if view.phase == "bet":
            if human is not None:
                for i, rect in enumerate(pick_rects(view.players)):
                    self.draw_pick(surface, rect, i)
                self.text(
                    surface,
                    t("pigbet.ask_bet", name=self.name(human), n=view.players),
                    (CENTRE_X, PROMPT_Y),
                    18,
                    style.WHITE,
                    width=780,
                    anchor="midtop",
                )
            return
        for rect, key, on in ((ROLL_RECT, "pigbet.roll", True), (BANK_RECT, "pigbet.bank", view.pot > 0)):
            self.draw_button(surface, rect, t(key), human is not None and on)
        line = ""
        if view.phase == "roll":  # a human's prompt stays while their die tumbles; a computer thinks
            key = "pigbet.ask_roll" if self.table.match.seats[roller].is_human else "pigbet.waiting"
            line = t(key, name=self.name(roller))
        self.text(surface, line, (CENTRE_X, PROMPT_Y), 18, style.WHITE, width=780, anchor="midtop")

    def draw_pick(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        lit = self.d.hover is not None and rect.collidepoint(self.d.hover)
        border = style.HIGHLIGHT if lit else style.GOLD_DARK
        surface.blit(table_art.rounded_panel(rect.size, (*style.PAPER, 255), (*border, 255), 10, 3), rect)
        pygame.draw.rect(
            surface,
            style.player_colour(self.colour(seat)),
            (rect.x, rect.y, rect.w, 14),
            border_top_left_radius=10,
            border_top_right_radius=10,
        )
        self.text(
            surface,
            self.name(seat),
            (rect.centerx, rect.y + 44),
            18,
            style.INK,
            width=rect.w - 12,
            bold=True,
            anchor="center",
        )
        self.text(
            surface,
            str(seat + 1),
            (rect.centerx, rect.bottom - 20),
            16,
            style.GOLD_DARK,
            width=40,
            bold=True,
            anchor="center",
        )

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, on: bool) -> None:
        lit = on and self.d.hover is not None and rect.collidepoint(self.d.hover)
        fill = (*(style.GOLD if lit else style.GOLD_DARK), 255) if on else (40, 60, 50, 255)
        surface.blit(table_art.rounded_panel(rect.size, fill, (*style.GOLD, 255), 12, 2), rect)
        self.text(
            surface, label, rect.center, 20, style.INK if on else MUTED, width=rect.w - 16, bold=True, anchor="center"
        )


class PigAnimations:
    def __init__(self, table: TableServices[PigView], d: PigDisplay) -> None:
        self.table, self.d = table, d

    def handlers(self) -> Mapping[type, EventHandler]:
        told = {cls: self.told(handle) for cls, handle in self.shown().items()}
        return {**told, RoundBegan: self.told(lambda ev: None), GameEnded: self.table.end_game}

    def shown(self) -> Mapping[type, EventHandler]:
        return {
            DieRolled: self.rolled,
            Busted: lambda ev: self.note(t("pigbet.bust", name=self.name(ev.seat)), 0.7),
            Banked: self.banked,
            BetMade: lambda ev: self.table.queue.add(Wait(0.15)),
            BetsRevealed: lambda ev: self.note(t("pigbet.revealed"), 0.6),
            BetsPaid: self.paid,
        }

    def told(self, handle: EventHandler) -> EventHandler:
        """`handle`, then the event's line in the move log once its animation has run."""

        def both(ev: Event) -> None:
            handle(ev)
            line = NARRATOR.line(ev)
            if line is not None:
                self.table.queue.add(Call(lambda: self.d.add_log(line)))

        return both

    def name(self, seat: int) -> str:
        return self.table.match.seats[seat].name

    def note(self, words: str, pause: float) -> None:
        def show() -> None:
            self.d.note, self.d.note_time = words, 2.0

        self.table.queue.add(Call(show))
        self.table.queue.add(Wait(pause))

    def rolled(self, ev: DieRolled) -> None:
        def tumble(p: float) -> None:
            self.d.rolling = p < 1.0
            self.d.angle = 0.0 if p >= 1.0 else 360 * p * 2
            self.d.face = ev.face if p >= 1.0 else 1 + int(p * 17) % 6
            if p >= 1.0:
                self.d.pot = ev.pot

        self.table.queue.add(Tween(0.45, tumble, moves=True))
        self.table.queue.add(Wait(0.2))

    def banked(self, ev: Banked) -> None:
        self.note(t("pigbet.banked_note", name=self.name(ev.seat), money=style.money(ev.amount)), 0.4)
        self.table.queue.add(Call(lambda: setattr(self.d, "pot", 0)))

    def paid(self, ev: BetsPaid) -> None:
        names = ", ".join(self.name(s) for s in ev.winners)
        self.note(t("pigbet.paid", names=names) if names else t("pigbet.paid_none"), 0.9)


class PigInput:
    def __init__(self, table: TableServices[PigView], d: PigDisplay) -> None:
        self.table, self.d = table, d

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.d.hover = event.pos
            return False
        seat = self.table.human_seat()
        if seat is None:
            return False
        action = self.action_for(event, self.table.seen())
        if action is None:
            return False
        self.table.play(seat, action)
        return True

    def action_for(self, event: pygame.event.Event, view: PigView) -> Action | None:
        """The action a key or a click asks for, if any (an illegal one is refused by the table with a hint)."""
        clicked = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        if view.phase == "bet":
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + view.players:
                return Bet(event.key - pygame.K_1)
            hit = [i for i, r in enumerate(pick_rects(view.players)) if clicked and r.collidepoint(event.pos)]
            return Bet(hit[0]) if hit else None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_SPACE):
            return Roll()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_b, pygame.K_RETURN):
            return Bank()
        if clicked and ROLL_RECT.collidepoint(event.pos):
            return Roll()
        if clicked and BANK_RECT.collidepoint(event.pos):
            return Bank()
        return None

    def human_turn(self, seat: int) -> None:
        pass

    def viewer_changed(self) -> None:
        pass

    def before_play(self) -> None:
        pass

    def refuse(self, exc: IllegalAction) -> None:
        self.table.show_hint(exc.rule)

    def resumed(self) -> None:
        pass


class PigAdvice:
    """What the advice overlay needs of this table: the choice under the pointer, where a choice is, and where
    the Hint button goes (below the player panels, left)."""

    button_rect = pygame.Rect(40, 640, 150, 34)
    preview_area: pygame.Rect | None = pygame.Rect(CENTRE_X - 230, 500, 460, 90)
    hint_area: pygame.Rect | None = None
    prompt: None = None  # its decisions are buttons and cards, not prompt cards

    def __init__(self, table: TableServices[PigView], d: PigDisplay) -> None:
        self.table, self.d = table, d

    def hovered(self) -> Action | None:
        seat, at = self.table.human_seat(), self.d.hover
        if seat is None or at is None:
            return None
        legal = self.table.match.legal(seat)
        for action, rect in self._rects():
            if rect.collidepoint(at) and action in legal:
                return action
        return None

    def places(self, action: object) -> list[pygame.Rect]:
        return [rect for choice, rect in self._rects() if choice == action]

    def _rects(self) -> list[tuple[Action, pygame.Rect]]:
        view = self.table.seen()
        if view.phase == "bet":
            return [(Bet(i), r) for i, r in enumerate(pick_rects(view.players))]
        return [(Roll(), ROLL_RECT), (Bank(), BANK_RECT)]


class PigResults(ResultsScene):
    """The shared results screen, its bills column counting right bets."""

    BILLS_KEY = "pigbet.col.bets"
    TIEBREAK_KEY = "pigbet.tiebreak"
    SHOW_VALUES = False


def make_parts(table: TableServices[PigView]) -> TableParts:
    d = PigDisplay()
    names = [s.name for s in table.match.seats]
    d.log_paint = LogPaint(names, lambda seat: style.player_colour(table.match.seats[seat].colour), LOG_TONES)
    drawing, animations, pointer = PigDrawing(table, d), PigAnimations(table, d), PigInput(table, d)
    return TableParts(drawing, animations, pointer, results=PigResults, advice=PigAdvice(table, d), log=d)
