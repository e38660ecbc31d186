"""The Las Vegas table's picture: the hexagonal dice arena, six casinos, player panels and whose turn it is,
drawn from a display model that the animations move and `sync` sets to the rules' view."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.lasvegas.model import LasVegasState
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.hands import _own, _own_kinds, _take_kinds
from vegas_desktop.scenes.lasvegas.input import LasVegasInput
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.table.anims import resting_sprites
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie
from vegas_desktop.text import t


class LasVegasDrawing:
    replay_box = pygame.Rect(12, 8, 246, 56)  # over the game's title, clear of what a replay shows
    skip_box = arena.SKIP_BOX

    def __init__(self, table: TableServices[LasVegasState], look: LasVegasLook, input: LasVegasInput) -> None:
        self.table = table
        self.look = look
        self.input = input
        self.d = look.d
        self.view = look.view

    def update(self, dt: float) -> None:
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]

    def moving(self) -> bool:
        return False

    # -- keeping the picture honest ----------------------------------------------------------------
    def sync(self) -> None:
        """Make the display match the rules' view (after animations, or when joining a game in progress)."""
        s = self.table.seen()
        d = self.d
        d.round = s.round
        d.start_player = s.start_player
        d.turn = None if self.table.match.over else s.current
        d.money = list(s.money)
        d.bills_won = [len(w) for w in s.won]
        d.pile = len(s.pile)
        d.flying_dice.clear()
        d.flying_bills.clear()
        d.labels.clear()
        d.scoring = None
        self.look.scoring_shown = False
        for i in range(self.look.casino_count):
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
                d.arena = resting_sprites(self.look.rng, [(x.owner, x.kind, x.value) for x in throw])
        else:
            d.arena = []

    # -- drawing ---------------------------------------------------------------------------------------
    def _casino_glow(self) -> dict[int, tuple[int, int, int]]:
        """Kickable dice glow violet; the one under the mouse glows bright."""
        glow = {id(c): style.KICKER_DIE[0] for c in self.input.kickable()}
        if self.input.hover_kick is not None:
            glow[id(self.input.hover_kick)] = style.HIGHLIGHT
        return glow

    def _turn_text(self) -> tuple[str, list[str]]:
        d = self.d
        if d.scoring is not None:
            return t("table.scoring_title"), [t("table.scoring", casino=self.look.casino_name(d.scoring + 1))]
        if self.table.match.over:
            return t("table.game_over"), []
        if d.turn is None:
            return t("table.round_start_banner", n=max(1, d.round)), []
        name = self.look.name(d.turn)
        human = self.table.match.seats[d.turn].is_human
        phase = self.table.seen().phase
        current = self.table.seen().current == d.turn
        if self.look.throwing:
            return t("table.rolling", name=name), []
        if not current and self.table.queue.busy:  # this seat's move is done in the state; it is still being shown
            nxt = self.table.match.to_act()
            lines = [t("table.next_turn", name=self.look.name(nxt[0]))] if nxt else []
            return t("table.turn_placing", name=name), lines
        if not human:
            doing = t("table.computer_rolls") if phase == "roll" or not current else t("table.computer_chooses")
            return t("table.thinking", name=name), [doing]
        if self.table.pending is not None and self.table.pending[0] == "forced":
            return t("table.turn_choose", name=name), [t("table.do_forced")]
        if phase == "kick" and current:
            casino = self.look.casino_name(self.table.seen().kick_casino + 1)
            lines = [t("table.do_kick", casino=casino)]
            if self.input.hover_kick is not None:
                victim = self.input.hover_kick
                lines.append(t("table.hover_kick", name=self.look.name(victim.owner), value=victim.value))
            return t("table.turn_kick", name=name), lines
        if phase == "place" and current and self.input.choice is not None:
            count = sum(1 for s in d.arena if s.value == self.input.choice)
            return t("table.turn_where", name=name), [t("table.do_where", count=count, value=self.input.choice)]
        if phase == "place" and current:
            lines = [t("table.do_choose")]
            if any(getattr(a, "bandit", False) for a in self.table.match.legal(d.turn)):
                lines.append(t("table.do_bandit"))
            if self.input.hover_value is not None:
                count = sum(1 for s in d.arena if s.value == self.input.hover_value)
                lines.append(
                    t(
                        "table.hover_place",
                        count=count,
                        value=self.input.hover_value,
                        casino=self.look.casino_name(self.input.hover_value),
                    )
                )
            return t("table.turn_choose", name=name), lines
        return t("table.turn_throw", name=name), [t("table.do_throw")]

    def draw(self, surface: pygame.Surface) -> None:
        title, lines = self._turn_text()
        hint = None
        if self.table.hint is not None:
            hint = (self.table.hint[0], min(1.0, self.table.hint[1] / 0.4))
        ui: dict[str, Any] = {
            "clock": self.table.clock,
            "hover_value": self.input.hover_value,
            "target_casino": self.input.hover_value - 1 if self.input.hover_value is not None else None,
            "throw_button": self.input._throw_button_visible(),
            "throw_hover": self.input.hover_throw,
            "throw_colour": self.view.colour(self.d.turn) if self.d.turn is not None else style.GOLD,
            "hint": hint,
            "turn_title": title,
            "turn_lines": lines,
            "awaiting_human": self.table.human_seat() is not None,
            "casino_glow": self._casino_glow(),
        }
        if self.table.seen().phase == "kick" and self.table.human_seat() is not None:
            ui["target_casino"] = self.table.seen().kick_casino
        if self.input.choice is not None and self.table.human_seat() is not None:
            casino_button, bandit_button = lay.choice_buttons()
            ui["choice"] = [
                {
                    "rect": casino_button,
                    "label": self.look.casino_name(self.input.choice),
                    "number": self.input.choice,
                    "key": t("table.choice_key_casino"),
                    "focus": self.input.choice_focus == "casino",
                },
                {
                    "rect": bandit_button,
                    "label": t("table.bandit_short"),
                    "number": 7,
                    "key": t("table.choice_key_bandit"),
                    "focus": self.input.choice_focus == "bandit",
                },
            ]
            choice = self.input.choice
            lit = {"casino": [choice - 1], "bandit": [6]}.get(self.input.choice_focus or "", [choice - 1, 6])
            ui["target_casinos"] = lit
            ui["target_casino"] = None
        self.view.draw(surface, self.d, ui)
