"""The Las Vegas table's input: clicks, keys and hover over dice, casinos, the Bandit choice and kickers (a
plain object; actions go out through the table's `play`). The drawing reads its hover and choice."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.lasvegas.model import LasVegasState
from vegas_desktop.lasvegas.moves import (
    Place,
    Roll,
)
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.hands import _VALUE_KEYS
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.table.anims import (
    log_scroll_event,
)
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie, DieSprite
from vegas_desktop.scenes.table.why_not import refusal_text, why_not
from vegas_desktop.text import t


class LasVegasInput:
    def __init__(self, table: TableServices[LasVegasState], look: LasVegasLook) -> None:
        self.table = table
        self.look = look
        self.d = look.d
        self.view = look.view
        self.hover_kick: CasinoDie | None = None
        self.choice: int | None = None  # a value whose dice may go to its casino or the Bandit: asking which
        self.choice_focus: str | None = None  # "casino" | "bandit": lit by the mouse or the arrow keys
        self.hover_value: int | None = None
        self.hover_throw = False
        self.log_pointer: tuple[int, int] | None = None  # the move log scrolls under it (`log_scroll_event`)
        self.log_drag: int | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if log_scroll_event(self, event, self.view.log_box()):
            return True
        if event.type == pygame.KEYDOWN:
            if self.choice is not None and self._choice_key(event):
                return True
            if self.table.seen().phase == "kick" and self.table.human_seat() is not None and self._kick_key(event.key):
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.try_roll()
                return True
            if event.key in _VALUE_KEYS:
                self.try_place(_VALUE_KEYS[event.key], bandit=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
                return True
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and hasattr(event, "pos"):
            button = getattr(event, "button", 1)
            if button == 1:
                self.click(event.pos)
                return True
            if button == 3:
                self.click(event.pos, bandit=True)
                return True
        return False

    def _why_not(self) -> str:
        """A short hint for input that came at the wrong moment."""
        return why_not(self.table, self.d.turn, self.look.scoring_shown or self.d.scoring is not None)

    def try_roll(self) -> bool:
        seat = self.table.human_seat()
        if seat is None:
            self.table.show_hint(self._why_not())
            return False
        if self.table.seen().phase == "kick":
            self.table.show_hint(self._kick_hint())
            return False
        if self.table.seen().phase != "roll":
            self.table.show_hint(t("table.hint_choose"))
            return False
        self.table.play(seat, Roll())
        return True

    def _choice_key(self, event: pygame.event.Event) -> bool:
        """Keys while the casino-or-Bandit prompt is open: C / B pick, arrows or Tab move, Enter confirms, Esc
        closes the prompt (the value can then be chosen again)."""
        key = event.key
        value = self.choice
        assert value is not None
        if key == pygame.K_ESCAPE:
            self.close_choice()
        elif key == pygame.K_c or _VALUE_KEYS.get(key) == value and not getattr(event, "mod", 0) & pygame.KMOD_SHIFT:
            self.choose("casino")
        elif key == pygame.K_b or _VALUE_KEYS.get(key) == value:
            self.choose("bandit")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.choice_focus = "bandit" if self.choice_focus == "casino" else "casino"
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.choice_focus is None:
                self.table.show_hint(t("table.hint_choice", casino=self.look.casino_name(value)))
            else:
                self.choose(self.choice_focus)
        else:
            return False
        return True

    def close_choice(self) -> None:
        self.choice = None
        self.choice_focus = None
        self.hover_value = None

    def choose(self, where: str) -> bool:
        """Answer the casino-or-Bandit prompt."""
        value = self.choice
        if value is None:
            return False
        self.close_choice()
        return self.try_place(value, bandit=where == "bandit", ask=False)

    def _kick_key(self, key: int) -> bool:
        """Phase "kick" by keyboard: arrows or Tab walk over the dice that may be kicked, Enter/Space kicks."""
        targets = self.kickable()
        if not targets:
            return False
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            if self.hover_kick in targets:
                self.hover_kick = targets[(targets.index(self.hover_kick) + step) % len(targets)]
            else:
                self.hover_kick = targets[0] if step > 0 else targets[-1]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.hover_kick in targets:
                self.try_kick(self.hover_kick)
            else:
                self.table.show_hint(self._kick_hint())
            return True
        return False

    def try_place(self, value: int, bandit: bool = False, ask: bool = True) -> bool:
        """Place the thrown dice of `value`. When both its casino and the Bandit are legal and the player has not
        said which (`ask`), open the casino-or-Bandit prompt instead (returns False: nothing placed yet)."""
        seat = self.table.human_seat()
        if seat is None:
            self.table.show_hint(self._why_not())
            return False
        phase = self.table.seen().phase
        if phase == "kick":
            self.table.show_hint(self._kick_hint())
            return False
        if phase != "place":
            self.table.show_hint(t("table.hint_throw_first"))
            return False
        legal = self.table.match.legal(seat)
        action = Place(value, bandit=True) if bandit else Place(value)
        if ask and not bandit and action in legal and Place(value, bandit=True) in legal:
            self.choice = value
            self.choice_focus = None
            self.hover_value = value
            return False
        if action not in legal:
            if bandit and Place(value) in legal and self.look.casino_count > 6:
                self.table.show_hint(t("table.hint_bandit_taken", value=value))
            else:
                self.table.show_hint(t("table.hint_no_value", value=value))
            return False
        self.table.play(seat, action)
        return True

    def choice_button_at(self, pos: tuple[float, float]) -> str | None:
        if self.choice is None:
            return None
        casino_button, bandit_button = lay.choice_buttons()
        if casino_button.collidepoint(pos):
            return "casino"
        if bandit_button.collidepoint(pos):
            return "bandit"
        return None

    def _kick_hint(self) -> str:
        return t("table.hint_kick", casino=self.look.casino_name(self.table.seen().kick_casino + 1))

    def kickable(self) -> list[CasinoDie]:
        """Dice in the kick casino the human may click now (phase "kick")."""
        seat = self.table.human_seat()
        state = self.table.seen()
        if seat is None or state.phase != "kick":
            return []
        targets = {(a.die.owner, a.die.value, a.die.kind) for a in self.table.match.legal(seat) if hasattr(a, "die")}
        return [c for c in self.d.casino_dice[state.kick_casino] if (c.owner, c.value, c.kind) in targets]

    def casino_die_at(self, pos: tuple[float, float], casino: int) -> CasinoDie | None:
        for c in reversed(self.d.casino_dice[casino]):
            x, y, size = self.look.casino_die_xy(casino, c)
            if abs(pos[0] - x) <= size * 0.6 and abs(pos[1] - y) <= size * 0.6:
                return c
        return None

    def try_kick(self, target: CasinoDie) -> bool:
        seat = self.table.human_seat()
        if seat is None or target not in self.kickable():
            self.table.show_hint(self._kick_hint() if seat is not None else self._why_not())
            return False
        for action in self.table.match.legal(seat):
            die = getattr(action, "die", None)
            if die is not None and (die.owner, die.value, die.kind) == (target.owner, target.value, target.kind):
                self.hover_kick = None
                self.table.play(seat, action)
                return True
        return False

    def die_at(self, pos: tuple[float, float]) -> DieSprite | None:
        best = None
        for s in self.d.arena:
            if s.lift:
                continue
            half = s.size * (0.65 if s.kind != "b" else 0.85)
            hit = abs(pos[0] - s.x) <= half and abs(pos[1] - s.y) <= half
            if hit and (best is None or s.y > best.y):  # the one drawn on top
                best = s
        return best

    def casino_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def _throw_button_visible(self) -> bool:
        return self.table.human_seat() is not None and self.table.seen().phase == "roll"

    def _over_throw_button(self, pos: tuple[float, float]) -> bool:
        return math.dist(pos, arena.CENTRE) <= arena.THROW_BUTTON_RADIUS

    def _hover(self, pos: tuple[float, float]) -> None:
        self.hover_value = None
        self.hover_kick = None
        if self.choice is not None:
            self.hover_value = self.choice
            casino = self.casino_at(pos)
            button = self.choice_button_at(pos)
            if button is not None:
                self.choice_focus = button
            elif casino == 6:
                self.choice_focus = "bandit"
            elif casino == self.choice - 1:
                self.choice_focus = "casino"
            else:
                self.choice_focus = None
            return
        self.hover_throw = self._throw_button_visible() and self._over_throw_button(pos)
        phase = self.table.seen().phase
        if self.table.human_seat() is None:
            return
        if phase == "kick":
            c = self.casino_die_at(pos, self.table.seen().kick_casino)
            self.hover_kick = c if c is not None and c in self.kickable() else None
            return
        if phase != "place":
            return
        die = self.die_at(pos)
        if die is not None:
            self.hover_value = die.value
            return
        casino = self.casino_at(pos)
        if casino is not None and casino < 6 and any(s.value == casino + 1 for s in self.d.arena):
            self.hover_value = casino + 1

    def click(self, pos: tuple[float, float], bandit: bool = False) -> None:
        if not bandit and self._throw_button_visible() and self._over_throw_button(pos):
            self.try_roll()
            return
        if self.choice is not None and self._click_choice(pos, bandit):
            return
        seat = self.table.human_seat()
        if seat is not None and self.table.seen().phase == "kick":
            c = self.casino_die_at(pos, self.table.seen().kick_casino)
            if c is not None:
                self.try_kick(c)
            else:
                self.table.show_hint(self._kick_hint())
            return
        die = self.die_at(pos)
        if die is not None:
            self.try_place(die.value, bandit=bandit)
            return
        casino = self.casino_at(pos)
        if seat is None:
            self.table.show_hint(self._why_not())
        elif self.table.seen().phase == "roll":
            self.table.show_hint(t("table.hint_throw_first"))
        elif casino is not None and casino < 6 and Place(casino + 1) in self.table.match.legal(seat):
            self.try_place(casino + 1)
        elif casino is not None and casino < 6:
            self.table.show_hint(t("table.hint_no_value", value=casino + 1))
        elif casino is not None:
            self.table.show_hint(t("table.do_bandit"))
        else:
            self.table.show_hint(t("table.hint_pick_die"))

    def _click_choice(self, pos: tuple[float, float], bandit: bool) -> bool:
        """A click while the casino-or-Bandit prompt is open: its buttons or the two lit casinos answer it;
        a click on another die chooses again; anywhere else closes the prompt."""
        value = self.choice
        assert value is not None
        button = self.choice_button_at(pos)
        casino = self.casino_at(pos)
        if button is not None and not bandit:
            self.choose(button)
            return True
        if casino == 6:
            self.choose("bandit")
            return True
        if casino == value - 1:
            self.choose("casino")
            return True
        die = self.die_at(pos)
        self.close_choice()
        if die is not None and die.value == value and not bandit:
            self.choice, self.hover_value = value, value  # the same die again: keep asking
            return True
        return die is None

    # -- the table's calls -------------------------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        """Nothing to build: the dice in the arena and the throw button are the prompt."""

    def viewer_changed(self) -> None:
        """Nothing private to redraw: the whole table is public."""

    def before_play(self) -> None:
        self.choice = None
        self.choice_focus = None
        self.hover_value = None
        self.hover_throw = False

    def refuse(self, exc: IllegalAction) -> None:
        self.table.show_hint(refusal_text(exc))

    def resumed(self) -> None:
        self.hover_value = self.choice
