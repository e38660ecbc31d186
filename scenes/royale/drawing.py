"""The Royale table's picture: the board's display model kept in step with the rules' view, and drawn."""

from __future__ import annotations

import pygame

from vegas_desktop.app import style
from vegas_desktop.royale.model import BLACK, GREY, Die, RoyaleState
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.royale.input import RoyaleInput
from vegas_desktop.scenes.royale.tile_cards import draw_tile_info
from vegas_desktop.scenes.royale.view import display_kind
from vegas_desktop.scenes.table.anims import resting_sprites
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie
from vegas_desktop.text import t

REPLAY_BOX = pygame.Rect(12, 8, 246, 56)  # over the game's title (a replay says what it is)


class RoyaleDrawing:
    """Keeps the board in step with what the seat at the screen may see, ages its notes and pops, draws it."""

    skip_box = arena.SKIP_BOX

    def __init__(
        self, table: TableServices[RoyaleState], board: RoyaleBoard, ui: RoyaleUI, pointer: RoyaleInput
    ) -> None:
        self.table = table
        self.board = board
        self.ui = ui
        self.pointer = pointer  # whether the throw and skip buttons are up
        self.d = board.d
        self.view = board.view
        self.replay_box = REPLAY_BOX

    # -- keeping the picture honest --------------------------------------------------------------------
    def sync(self) -> None:
        """Make the display match the rules state (public parts only) whenever the animations are done."""
        s = self.table.seen()
        d = self.d
        d.round = s.round
        d.start_player = s.start_player
        d.turn = None if self.table.match.over else s.current
        d.money = [sum(c) for c in s.cards]
        d.bills_won = [len(c) for c in s.cards]
        d.jetons = list(s.jetons)
        d.pile = len(s.pile)
        d.tiles = list(s.tiles)
        d.pieces = s.pieces.clone()
        d.closed = s.closed
        d.box_sizes = s.box_sizes
        d.knockout_waiting = tuple(sorted(k for k, v in s.knockout_picks.items() if v is None))
        d.lucky_status = t("royale.lucky_secret") if s.phase == "lucky_guess" else ""
        d.flying_dice.clear()
        d.flying_bills.clear()
        d.labels = [label for label, _ in self.board.floaters]
        d.scoring = None
        for i in range(6):
            shown = [(c.owner, c.kind, c.value) for c in d.casino_dice[i]]
            real = [(x.owner, display_kind(x.kind), x.value if x.owner != GREY else 0) for x in s.casinos[i]]
            if shown != real:
                d.casino_dice[i] = [CasinoDie(o, k, v) for o, k, v in real]
            d.casino_bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        d.hands = [list(h) for h in s.supply]
        if s.phase == "place" and s.throw:
            d.hands[s.current] = []
            self._show_in_arena(s.throw)
        elif s.phase in ("my_choice", "prime_time", "fifty") and s.pieces.black:
            self._show_in_arena(tuple(Die(s.actor, v, BLACK) for v in s.pieces.black))
        else:
            d.arena = []

    def _show_in_arena(self, dice: tuple[Die, ...]) -> None:
        want = [(x.owner, display_kind(x.kind), x.value) for x in dice]
        if sorted((a.owner, a.kind, a.value) for a in self.d.arena) != sorted(want):
            self.d.arena = resting_sprites(self.board.rng, want)

    def update(self, dt: float) -> None:
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        self.d.jeton_pop = [max(0.0, p - dt * 2.5) for p in self.d.jeton_pop]
        self.board.age_floaters(dt)

    def moving(self) -> bool:
        return bool(self.board.floaters)  # a note fades and drifts up by itself

    # -- drawing ---------------------------------------------------------------------------------------
    def _turn_text(self) -> tuple[str, list[str]]:
        d, table, name_of = self.d, self.table, self.board.name
        if d.scoring is not None:
            return t("table.scoring_title"), [t("table.scoring", casino=self.board.casino(d.scoring + 1))]
        if table.match.over:
            return t("table.game_over"), []
        seat = table.deciding_seat()
        if seat is None or d.turn is None:
            return t("table.round_start_banner", n=max(1, d.round)), []
        phase = table.seen().phase
        name = name_of(seat)
        if table.queue.busy and table.pending is None:
            return t("royale.turn_of", name=name_of(d.turn)), []
        if not table.match.seats[seat].is_human:
            return t("table.thinking", name=name), [t(f"royale.doing.{phase}")]
        if table.pending is not None and table.pending[0] == "forced":
            return t("royale.turn_of", name=name), [t("table.do_forced")]
        if phase == "roll":
            lines = [t("table.do_throw")] if self.ui.prompt is None else [t("royale.do_power_play")]
            return t("table.turn_throw", name=name), lines
        if phase == "place":
            lines = [t("table.do_choose")]
            value = self.ui.hover_value
            if value is not None:
                count = sum(1 for s in d.arena if s.value == value)
                lines.append(t("table.hover_place", count=count, value=value, casino=self.board.casino(value)))
            if self.pointer.skip_visible():
                lines.append(t("royale.do_skip"))
            return t("table.turn_choose", name=name), lines
        return t("royale.turn_decide", name=name), [t("royale.do_prompt")]

    def draw(self, surface: pygame.Surface) -> None:
        table, ui = self.table, self.ui
        title, lines = self._turn_text()
        hint = (table.hint[0], min(1.0, table.hint[1] / 0.4)) if table.hint is not None else None
        prompt = ui.prompt if table.human_seat() is not None else None
        lit: set[int] = set()
        places: set[str] = set()
        if prompt is not None:
            hovered = prompt.hovered()
            lit = {hovered.casino} if hovered is not None and hovered.casino is not None else prompt.casinos()
            chosen = {c.place for c in prompt.path if c.place}
            places = {hovered.place} | chosen if hovered is not None and hovered.place else prompt.places()
        seat = table.deciding_seat()
        state = table.seen()
        tile_casino = state.tile_casino if state.phase not in ("roll", "place") else -1
        board = {
            "clock": table.clock,
            "hover_value": ui.hover_value,
            "target_casino": ui.hover_value - 1 if ui.hover_value is not None else None,
            "throw_button": self.pointer.throw_visible(),
            "throw_hover": ui.hover_throw,
            "skip_button": self.pointer.skip_visible(),
            "skip_hover": ui.hover_skip,
            "hint": hint,
            "turn_title": title,
            "turn_lines": lines,
            "prompt": prompt,
            "prompt_colour": self.board.view.colour(prompt.seat) if prompt is not None else style.GOLD,
            "lit_casinos": lit,
            "lit_places": places,
            "lit_tile": ui.lit_tile if ui.lit_tile is not None else (tile_casino if tile_casino >= 0 else None),
            "deciding": (seat,) if seat is not None and state.phase not in ("roll", "place") else (),
        }
        self.board.view.draw(surface, self.d, board)
        info = self.d.tiles[ui.info_tile] if ui.info_tile is not None else None
        if ui.info_tile is not None and info is not None:
            draw_tile_info(surface, info, ui.info_tile)
