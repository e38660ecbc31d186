"""The Cash & Run table: the board with its pawns, the centre (pot, bank, stage, final laps, log), the player
panels and the decision prompt or auction panel.

Same conventions as the other tables (scenes/table/base.py): the scene never touches the rules state, it
sends actions through `_play`, turns the returned events into queued animations on its display model and asks
for the next move only when the queue is idle. It draws only from `seen()`, the rules' view for the seat at
the screen, so bluff cards stay private: in hot-seat play a human's cards show only after the hand-over for
their own bluff decision (the base's `needs_handover`, from the rules' `private_decision`).
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import Phase
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.scenes.cashrun import art, hints
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.anims import CashRunAnimations
from vegas_desktop.scenes.cashrun.build import build_prompt
from vegas_desktop.scenes.cashrun.input import CashRunInput
from vegas_desktop.scenes.cashrun.panels import draw_panel
from vegas_desktop.scenes.cashrun.prompts import Prompt
from vegas_desktop.scenes.cashrun.view import Display, draw_board, draw_centre, draw_flying
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.text import level_name, t


class _Panels:
    """The panel rectangles (the long-names and colour-blind tests read `scene.view.panels`)."""

    def __init__(self, players: int) -> None:
        self.panels = lay.panel_rects(players)


class CashRunTableScene(CashRunAnimations, CashRunInput, TableScene):
    """Plays one match of Cash & Run."""

    results_scene = "vegas_desktop.scenes.cashrun.results:CashRunResultsScene"
    hint_in_real_time = True
    REPLAY_BAR = pygame.Rect(722, 652, 548, 56)  # the foot of the right column: no prompts in a replay

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        n = match.state.players
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        self.tags = [
            t("table.human") if s.is_human else t("table.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.view = _Panels(n)
        self.view_panels = self.view.panels
        self.d = Display(players=n)
        self.rng = random.Random(f"cashrun-{match.seed}")  # presentation only
        self.prompt: Prompt | None = None
        self._prompt_key: tuple | None = None
        self.hover_field: int | None = None
        self.info_field: int | None = None
        self.log_pointer: tuple[int, int] | None = None
        self._all_play_batch = False
        self._sync_numbers()
        if not match.log and match.opening_events:
            self.d.pos = [-1] * n
        self.start()

    # -- flow -------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.d.chip_pop = [max(0.0, p - dt * 2.5) for p in self.d.chip_pop]
        super().update(dt)

    def _enqueue(self, events: list[Any]) -> None:
        from vegas_desktop.cashrun.moves import AllPlayed

        self._all_play_batch = any(isinstance(e, AllPlayed) for e in events)
        super()._enqueue(events)

    def human_turn(self, seat: int) -> None:
        self._ensure_prompt(seat)

    def _ensure_prompt(self, seat: int) -> None:
        key = (seat, self.seen().phase, len(self.match.log))
        if self._prompt_key == key:
            return
        self._prompt_key = key
        self.prompt = build_prompt(self.seen(), self.match.legal(seat), seat, self.names)

    def before_play(self) -> None:
        self.prompt = None
        self._prompt_key = None

    def refuse_illegal(self, exc: IllegalAction) -> None:
        self.show_hint(t("cashrun.hint_illegal"))

    # -- keeping the picture honest -------------------------------------------------------------------------
    def _sync_numbers(self) -> None:
        s = self.seen()
        d = self.d
        d.chips = list(s.chips)
        d.pot, d.bank = s.pot, s.bank
        d.pos = list(s.pos)
        d.alive = list(s.alive)
        d.owner = list(s.owner)
        d.hand_counts = list(s.hand_counts)
        d.pile = s.bluff_pile_count
        d.round = s.round
        d.laps = s.laps

    def _sync_from_state(self) -> None:
        self._synced = True
        self._sync_numbers()
        s = self.seen()
        d = self.d
        d.turn = None if self.match.over else s.current
        d.flying.clear()
        d.pawn_xy.clear()
        d.pawn_alpha.clear()
        f = s.frame
        if s.phase is Phase.BID and f is not None:
            call = d.auction["call"] if d.auction else ""
            d.auction = {
                "casino": f.casino,
                "seller": f.seller,
                "bid": f.bid,
                "high": f.high,
                "passed": list(f.passed),
                "call": call,
            }
        elif d.auction is not None and not self.queue.busy:
            d.auction = None

    # -- what a seat may see --------------------------------------------------------------------------------
    def shown_hand(self, seat: int) -> tuple[int, ...] | None:
        """The seat's bluff cards face up, or None (backs only). With one human their own cards always show;
        in hot-seat play only to the seat the screen was handed to, while their own private decision is up."""
        s = self.seen()
        if self.viewer is None or seat != self.viewer or s.seat != seat:
            return None
        if len(self.human_seats()) < 2:
            return s.hand
        if self._screen_owner == seat and self.match.private_decision(seat) and self.deciding_seat() == seat:
            return s.hand
        return None

    # -- drawing ----------------------------------------------------------------------------------------------
    def _turn_text(self) -> tuple[str, str]:
        if self.match.over:
            return t("table.game_over"), ""
        seat = self.deciding_seat()
        if seat is None:
            return "", ""
        name = self.names[seat]
        phase = self.seen().phase
        doing = t(f"cashrun.doing.{phase.value}") if phase is not None else ""
        if self.queue.busy and self.pending is None:
            return t("cashrun.turn_of", name=self.names[self.d.turn] if self.d.turn is not None else name), ""
        if not self.match.seats[seat].is_human:
            return t("table.thinking", name=name), doing
        if self.prompt is not None:
            return t("cashrun.your_decision", name=name), self.prompt.title
        return t("cashrun.turn_of", name=name), doing

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(table_art.felt((lay.SCREEN_W, lay.SCREEN_H)), (0, 0))
        d = self.d
        lit = self.prompt.lit_fields() if self.prompt is not None and self.human_seat() is not None else set()
        draw_board(surface, d, self.colours, lit, self.hover_field, self.clock)
        self._draw_turn_box(surface)
        draw_centre(surface, d, self.names, self.colours)
        acting = self.deciding_seat()
        laps = {x[0] for x in d.laps}
        for seat, rect in enumerate(self.view.panels):
            draw_panel(
                surface,
                rect,
                seat,
                d,
                self.names[seat],
                self.tags[seat],
                self.colours[seat],
                self.shown_hand(seat),
                acting == seat and not self.match.over,
                seat in laps,
                self.clock,
                private=self.replay is None,
            )
        area = self.prompt_area()
        if d.auction is not None:
            box = self._draw_auction(surface, area)
            area = pygame.Rect(area.x, box.bottom + 8, area.w, area.bottom - box.bottom - 8)
        if self.prompt is not None and self.human_seat() is not None:
            self.prompt.layout(area)
            colour = style.player_colour(self.colours[self.prompt.seat])
            self.prompt.draw(
                surface, colour, t("cashrun.back"), t("cashrun.page", n=self.prompt.page + 1, total=self.prompt.pages)
            )
        elif d.auction is None:
            self._draw_waiting(surface, area)
        draw_flying(surface, d)
        info = self.info_field if self.info_field is not None else self.hover_field
        if info is not None:
            hints.draw_field_info(surface, info, self.seen(), self.names, self.pointer_for_info())
        if self.hint is not None:
            self._draw_hint(surface, self.hint[0])

    def prompt_area(self) -> pygame.Rect:
        """Below the panels (higher up with fewer than five players) to the bottom of the right column."""
        top = max(r.bottom for r in self.view.panels) + 12
        return pygame.Rect(lay.RIGHT.x, top, lay.RIGHT.w, lay.RIGHT.bottom - top)

    def pointer_for_info(self) -> tuple[int, int]:
        return self.log_pointer or (lay.INNER.centerx, lay.INNER.centery)

    def _draw_turn_box(self, surface: pygame.Surface) -> None:
        title, line = self._turn_text()
        box = lay.TURN_BOX
        seat = self.deciding_seat()
        colour = style.player_colour(self.colours[seat]) if seat is not None else style.GOLD
        surface.blit(table_art.rounded_panel(box.size, (6, 30, 18, 230), (*colour, 255), 10, 2), box)
        limit = self.seen().options.round_limit
        rnd = t("cashrun.round_of", n=self.d.round, total=limit) if limit else t("cashrun.round", n=self.d.round)
        r = table_art.text(surface, rnd, (box.right - 10, box.y + 6), 12, (190, 210, 195), anchor="topright")
        fit_text.draw(
            surface, title, (box.x + 12, box.y + 6), r.x - box.x - 24, 17, style.WHITE, min_size=11, bold=True
        )
        if line:
            fit_text.draw(surface, line, (box.x + 12, box.y + 32), box.w - 24, 13, style.HIGHLIGHT, min_size=10)

    def _draw_waiting(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """While nobody at the screen decides: who does, and what (never anyone's bluff cards)."""
        box = pygame.Rect(area.x, area.y, area.w, 86)
        surface.blit(table_art.rounded_panel(box.size, (14, 22, 18, 220), (*style.GOLD_DARK, 255), 12, 2), box)
        title, line = self._turn_text()
        fit_text.draw(
            surface,
            title or t("cashrun.waiting"),
            (box.x + 14, box.y + 14),
            box.w - 28,
            17,
            style.GOLD,
            min_size=11,
            bold=True,
        )
        keys = t("cashrun.keys_help")
        fit_text.draw(surface, line, (box.x + 14, box.y + 40), box.w - 28, 13, style.PAPER, min_size=10)
        fit_text.draw(surface, keys, (box.x + 14, box.y + 62), box.w - 28, 12, (170, 190, 180), min_size=10)

    def _draw_auction(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        a = self.d.auction
        assert a is not None
        box = pygame.Rect(area.x, area.y, area.w, 128)
        surface.blit(table_art.rounded_panel(box.size, (40, 26, 8, 240), (*style.GOLD, 255), 12, 3), box)
        casino = a["casino"]
        surface.blit(art.casino_card((64, 80), casino), (box.x + 12, box.y + 12))
        x = box.x + 90
        title = t("cashrun.auction_title", casino=art.casino_name(casino), name=self.names[a["seller"]])
        fit_text.draw(surface, title, (x, box.y + 10), box.right - x - 12, 16, style.GOLD, min_size=11, bold=True)
        if a["high"] >= 0:
            bid = t("cashrun.auction_high", amount=style.money(a["bid"]), name=self.names[a["high"]])
        else:
            bid = t("cashrun.auction_none")
        fit_text.draw(surface, bid, (x, box.y + 36), box.right - x - 12, 15, style.WHITE, min_size=10, bold=True)
        seat = self.deciding_seat()
        if a["call"]:
            line = a["call"]
            fit_text.draw(
                surface, line, (x, box.y + 62), box.right - x - 12, 20, style.HIGHLIGHT, min_size=12, bold=True
            )
        elif seat is not None and self.seen().phase is Phase.BID:
            line = t("cashrun.auction_next", name=self.names[seat])
            fit_text.draw(surface, line, (x, box.y + 62), box.right - x - 12, 14, style.HIGHLIGHT, min_size=10)
        if a["passed"]:
            out = t("cashrun.auction_passed", names=", ".join(self.names[p] for p in a["passed"]))
            fit_text.draw(surface, out, (x, box.y + 98), box.right - x - 12, 12, (200, 180, 150), min_size=10)
        return box

    def _draw_hint(self, surface: pygame.Surface, text: str) -> None:
        img = fit_text.render(text, lay.INNER.w - 40, 15, style.WHITE, 11, True)
        rect = img.get_rect(center=(lay.INNER.centerx, lay.STAGE.y + 14))
        plate = rect.inflate(24, 12)
        surface.blit(table_art.rounded_panel(plate.size, (120, 30, 30, 235), (*style.HIGHLIGHT, 255), 10, 2), plate)
        surface.blit(img, rect)
