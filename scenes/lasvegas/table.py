"""The Las Vegas table: the hexagonal dice arena, six casinos, player panels and whose turn it is.

The scene never touches the rules state itself. It sends actions through `match.play` and turns the
returned events into a queue of animations on a display model (`scenes/dice/display.Display`); only when the
queue is empty does it ask for the next action: a human's click or key, a forced move after a short
pause, or a computer player's move after a visible "thinking" pause. With `app.speed >= 50` every
animation finishes at once ("instant").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
)
from vegas_desktop.lasvegas.model import ROUNDS
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    DieKicked,
    GameEnded,
    KickerOut,
    NeutralWon,
    PlayerSkipped,
    RainbowReplaced,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
    WhiteDicePreplaced,
)
from vegas_desktop.scenes.dice.display import Display
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.anims import LasVegasAnimations
from vegas_desktop.scenes.lasvegas.hands import _own, _own_kinds, _take_kinds
from vegas_desktop.scenes.lasvegas.input import LasVegasInput
from vegas_desktop.scenes.lasvegas.view import TableView
from vegas_desktop.scenes.table.anims import (
    resting_sprites,
)
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table.pieces import CasinoDie
from vegas_desktop.text import level_name, t


class LasVegasTableScene(LasVegasAnimations, LasVegasInput, TableScene):
    """Plays one match of classic Las Vegas at the table."""

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        state = match.state
        names = [s.name for s in match.seats]
        colours = [s.colour for s in match.seats]
        tags = [
            t("table.human") if s.is_human else t("table.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.casino_count = len(state.bills)
        self.view = TableView(names, colours, tags, self.casino_count)
        self.d = Display(players=state.players, casinos=self.casino_count, rounds=getattr(state, "rounds", ROUNDS))
        self.d.white_column = bool(getattr(state.options, "neutral", False))
        self.hover_kick: CasinoDie | None = None
        self.choice: int | None = None  # a value whose dice may go to its casino or the Bandit: asking which
        self.choice_focus: str | None = None  # "casino" | "bandit": lit by the mouse or the arrow keys
        self.rng = random.Random(f"table-{match.seed}")  # presentation only: where dice roll, not what they show
        self.hover_value: int | None = None
        self.hover_throw = False
        self.throwing = False  # a throw is in the air / rolling
        self.scoring_shown = False  # the round's scoring is being animated (the state is already past it)
        self._skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self._events_round = state.round  # the round of the events being queued (the state may be past it)
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)
        self.start()

    # -- helpers ---------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        return self.match.seats[seat].name if seat >= 0 else t("table.white_dice")

    def _casino_name(self, number: int) -> str:
        return t(f"table.casino.{number}")

    # -- flow ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        super().update(dt)

    def before_play(self) -> None:
        self.choice = None
        self.choice_focus = None
        self.hover_value = None
        self.hover_throw = False

    # -- keeping the picture honest ----------------------------------------------------------------
    def _sync_from_state(self) -> None:
        """Make the display match the rules state (after animations, or when joining a game in progress)."""
        self._synced = True
        s = self.seen()
        d = self.d
        d.round = s.round
        d.start_player = s.start_player
        d.turn = None if self.match.over else s.current
        d.money = list(s.money)
        d.bills_won = [len(w) for w in s.won]
        d.pile = len(s.pile)
        d.flying_dice.clear()
        d.flying_bills.clear()
        d.labels.clear()
        d.scoring = None
        self.scoring_shown = False
        for i in range(self.casino_count):
            shown = [(c.owner, c.kind, c.value) for c in d.casino_dice[i]]
            real = [(x.owner, x.kind, x.value) for x in s.casinos[i]]
            if shown != real:
                d.casino_dice[i] = [CasinoDie(x.owner, x.kind, x.value) for x in s.casinos[i]]
            d.casino_bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        throw = s.throw or ()
        d.dice_left = [_own(h) for h in s.supply]
        d.white_left = [len(h) - _own(h) for h in s.supply]
        d.hand = [_own_kinds(h) for h in s.supply]
        if s.phase == "place" and throw:
            d.hand[s.current] = _take_kinds(d.hand[s.current], throw, s.current)
            d.dice_left[s.current] = max(0, d.dice_left[s.current] - sum(1 for x in throw if x.owner == s.current))
            d.white_left[s.current] = max(0, d.white_left[s.current] - sum(1 for x in throw if x.owner < 0))
            if [(a.owner, a.kind, a.value) for a in d.arena] != [(x.owner, x.kind, x.value) for x in throw]:
                d.arena = resting_sprites(self.rng, [(x.owner, x.kind, x.value) for x in throw])
        else:
            d.arena = []

    # -- events -> animations ------------------------------------------------------------------------
    def event_handlers(self) -> dict[type, Callable[[Any], None]]:
        add = self.queue.add
        return {
            RoundStarted: self._on_round_started,
            TurnStarted: lambda ev: add(Call(lambda p=ev.player: setattr(self.d, "turn", p))),
            PlayerSkipped: lambda ev: add(self._anim_skipped(ev)),
            DiceThrown: lambda ev: add(self._anim_throw(ev)),
            DicePlaced: lambda ev: add(self._anim_place(ev)),
            TieCancelled: self.gather,
            BillPaid: self.gather,
            BillsReturned: self.gather,
            NeutralWon: self.gather,  # option events that belong in the round summary
            RainbowReplaced: self.gather,
            RoundEnded: lambda ev: self.end_round(ev, self._anim_scoring),
            GameEnded: self.end_game,
            WhiteDicePreplaced: lambda ev: add(self._anim_white_preplaced(ev)),
            DieKicked: lambda ev: add(self._anim_kick(ev.casino - 1, ev.kicker, ev.die, ev.returned)),
            KickerOut: lambda ev: add(self._anim_kick(ev.casino - 1, ev.kicker, None, False)),
        }

    def _on_round_started(self, ev: RoundStarted) -> None:
        self._events_round = ev.round
        self.queue.add(self._anim_round_started(ev))

    # -- scoring ---------------------------------------------------------------------------------------
    # -- input -----------------------------------------------------------------------------------------
    # -- drawing ---------------------------------------------------------------------------------------
    def _casino_glow(self) -> dict[int, tuple[int, int, int]]:
        """Kickable dice glow violet; the one under the mouse glows bright."""
        glow = {id(c): style.KICKER_DIE[0] for c in self.kickable()}
        if self.hover_kick is not None:
            glow[id(self.hover_kick)] = style.HIGHLIGHT
        return glow

    def _turn_text(self) -> tuple[str, list[str]]:
        d = self.d
        if d.scoring is not None:
            return t("table.scoring_title"), [t("table.scoring", casino=self._casino_name(d.scoring + 1))]
        if self.match.over:
            return t("table.game_over"), []
        if d.turn is None:
            return t("table.round_start_banner", n=max(1, d.round)), []
        name = self._name(d.turn)
        human = self.match.seats[d.turn].is_human
        phase = self.seen().phase
        current = self.seen().current == d.turn
        if self.throwing:
            return t("table.rolling", name=name), []
        if not current and self.queue.busy:  # this seat's move is done in the state; it is still being shown
            nxt = self.match.to_act()
            return t("table.turn_placing", name=name), [t("table.next_turn", name=self._name(nxt[0]))] if nxt else []
        if not human:
            doing = t("table.computer_rolls") if phase == "roll" or not current else t("table.computer_chooses")
            return t("table.thinking", name=name), [doing]
        if self.pending is not None and self.pending[0] == "forced":
            return t("table.turn_choose", name=name), [t("table.do_forced")]
        if phase == "kick" and current:
            casino = self._casino_name(self.seen().kick_casino + 1)
            lines = [t("table.do_kick", casino=casino)]
            if self.hover_kick is not None:
                victim = self.hover_kick
                lines.append(t("table.hover_kick", name=self._name(victim.owner), value=victim.value))
            return t("table.turn_kick", name=name), lines
        if phase == "place" and current and self.choice is not None:
            count = sum(1 for s in d.arena if s.value == self.choice)
            return t("table.turn_where", name=name), [t("table.do_where", count=count, value=self.choice)]
        if phase == "place" and current:
            lines = [t("table.do_choose")]
            if any(getattr(a, "bandit", False) for a in self.match.legal(d.turn)):
                lines.append(t("table.do_bandit"))
            if self.hover_value is not None:
                count = sum(1 for s in d.arena if s.value == self.hover_value)
                lines.append(
                    t(
                        "table.hover_place",
                        count=count,
                        value=self.hover_value,
                        casino=self._casino_name(self.hover_value),
                    )
                )
            return t("table.turn_choose", name=name), lines
        return t("table.turn_throw", name=name), [t("table.do_throw")]

    def draw_table(self, surface: pygame.Surface) -> None:
        title, lines = self._turn_text()
        hint = None
        if self.hint is not None:
            hint = (self.hint[0], min(1.0, self.hint[1] / 0.4))
        ui = {
            "clock": self.clock,
            "hover_value": self.hover_value,
            "target_casino": self.hover_value - 1 if self.hover_value is not None else None,
            "throw_button": self._throw_button_visible(),
            "throw_hover": self.hover_throw,
            "throw_colour": self.view.colour(self.d.turn) if self.d.turn is not None else style.GOLD,
            "hint": hint,
            "turn_title": title,
            "turn_lines": lines,
            "awaiting_human": self.human_seat() is not None,
            "casino_glow": self._casino_glow(),
        }
        if self.seen().phase == "kick" and self.human_seat() is not None:
            ui["target_casino"] = self.seen().kick_casino
        if self.choice is not None and self.human_seat() is not None:
            casino_button, bandit_button = lay.choice_buttons()
            ui["choice"] = [
                {
                    "rect": casino_button,
                    "label": self._casino_name(self.choice),
                    "number": self.choice,
                    "key": t("table.choice_key_casino"),
                    "focus": self.choice_focus == "casino",
                },
                {
                    "rect": bandit_button,
                    "label": t("table.bandit_short"),
                    "number": 7,
                    "key": t("table.choice_key_bandit"),
                    "focus": self.choice_focus == "bandit",
                },
            ]
            lit = {"casino": [self.choice - 1], "bandit": [6]}.get(self.choice_focus or "", [self.choice - 1, 6])
            ui["target_casinos"] = lit
            ui["target_casino"] = None
        self.view.draw(surface, self.d, ui)
