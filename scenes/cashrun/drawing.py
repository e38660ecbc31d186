"""The Cash & Run table's picture: the board with its pawns, the centre (pot, bank, stage, final laps, log), the
player panels and the decision prompt or auction panel.

It draws only from `seen()`, the rules' view for the seat at the screen, so bluff cards stay private: in hot-seat
play a human's cards show only after the hand-over for their own bluff decision (`shown_hand`).
"""

from __future__ import annotations

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import CashRunView, Phase
from vegas_desktop.scenes.cashrun import art, hints
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.advice import CashRunAdvice
from vegas_desktop.scenes.cashrun.look import CashRunLook, CashRunUi
from vegas_desktop.scenes.cashrun.panels import draw_panel
from vegas_desktop.scenes.cashrun.prompts import Prompt
from vegas_desktop.scenes.cashrun.since import SinceLastTurn
from vegas_desktop.scenes.cashrun.view import draw_board, draw_centre, draw_flying, draw_table
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.text import t

REPLAY_BOX = pygame.Rect(722, 652, 548, 56)  # the foot of the right column: no prompts in a replay
AUCTION_H = 140  # the auction panel's height


class CashRunDrawing:
    """Keeps the display model in step with the rules' view and draws the table."""

    replay_box = REPLAY_BOX
    layered = True  # False: the panels drawn straight on the frame (the tests' reference picture)

    def __init__(self, table: TableServices[CashRunView], look: CashRunLook, ui: CashRunUi) -> None:
        self.table = table
        self.look = look
        self.view = look  # the panels: `view.panels`, as on the other tables
        self.ui = ui
        self.d = look.d
        self.advice = CashRunAdvice(table, ui)  # the payout preview's room below the prompt
        self.since = SinceLastTurn()  # what changed while the computers moved, shown beside the human's prompt
        self.sync_numbers()
        if not table.match.log and table.match.opening_events:
            self.d.pos = [-1] * self.d.players  # the pawns are placed by the opening's animation

    # -- keeping the picture honest -------------------------------------------------------------------------
    def sync_numbers(self) -> None:
        s = self.table.seen()
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

    def sync(self) -> None:
        self.sync_numbers()
        s = self.table.seen()
        d = self.d
        d.turn = None if self.table.match.over else s.current
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
        elif d.auction is not None and not self.table.queue.busy:
            d.auction = None
        if s.phase is Phase.GRAND_SLAM and f is not None and len(d.stage.slam or ()) < f.stage + (d.stage.slam is None):
            d.stage.slam = [True] * f.stage  # the decision to take, stop or play on: the ladder so far
        self._since(s)

    def _since(self, s: CashRunView) -> None:
        """With one human at the screen: a snapshot when the computers take over, the changes when it is back."""
        table = self.table
        match = table.match
        viewer = table.viewer
        if viewer is None or sum(1 for seat in match.seats if seat.is_human) != 1 or match.over:
            return
        log = len(match.log)
        if table.human_seat() is None:
            self.since.computers_next(s, log)
            return
        start = self.since.before.log if self.since.before is not None else log
        moved = any(not match.seats[seat].is_human for seat, _ in match.log[start:])
        self.since.human_next(s, log, moved, self.look.names, viewer)

    def update(self, dt: float) -> None:
        self.d.chip_pop = [max(0.0, p - dt * 2.5) for p in self.d.chip_pop]
        for task in list(self.d.background):
            task.advance(dt)
            if task.done:
                self.d.background.remove(task)

    def moving(self) -> bool:
        return bool(self.d.background)  # rising notes (the chips' pop fades with the frames drawn anyway)

    # -- what a seat may see --------------------------------------------------------------------------------
    def shown_hand(self, seat: int) -> tuple[int, ...] | None:
        """The seat's bluff cards face up, or None (backs only). In a replay every seat's; with one human their own
        cards always show; in hot-seat play only to the seat the screen was handed to, while their own private
        decision is up."""
        table = self.table
        if table.replay is not None:  # a replay shows every hidden card, as its bar says
            return tuple(table.match.view(seat).hand)
        s = table.seen()
        if table.viewer is None or seat != table.viewer or s.seat != seat:
            return None
        if sum(1 for info in table.match.seats if info.is_human) < 2:
            return s.hand
        if table.screen_owner == seat and table.match.private_decision(seat) and table.deciding_seat() == seat:
            return s.hand
        return None

    # -- drawing ----------------------------------------------------------------------------------------------
    def cue_seat(self) -> int | None:
        """The one player the turn box, the highlighted panel and the waiting panel name: while a move's story is
        shown, the player whose turn it tells; else whoever decides next (a bidder, a judge of a bluff...)."""
        table = self.table
        if table.match.over:
            return None
        if table.queue.busy and table.pending is None and self.d.turn is not None:
            return self.d.turn
        return table.deciding_seat()

    def deciding_field(self) -> tuple[int, int] | None:
        """(field, seat): the field whose casino or special the current player is resolving, or None."""
        s = self.table.seen()
        if self.table.match.over or s.phase in (None, Phase.START, Phase.TURN, Phase.CASH_RUN, Phase.OFFER):
            return None
        seat = s.current
        if not 0 <= seat < self.d.players or not self.d.alive[seat] or self.d.pos[seat] < 0:
            return None
        return (self.d.pos[seat], seat)

    def turn_text(self) -> tuple[str, str]:
        """Whose turn it is and what they do (the turn box's and the waiting panel's lines)."""
        table = self.table
        if table.match.over:
            return t("table.game_over"), ""
        seat = self.cue_seat()
        if seat is None:
            return "", ""
        name = self.look.names[seat]
        phase = table.seen().phase
        doing = t(f"cashrun.doing.{phase.value}") if phase is not None else ""
        if table.queue.busy and table.pending is None:
            return t("cashrun.turn_of", name=name), ""
        if not table.match.seats[seat].is_human:
            return t("table.thinking", name=name), doing
        if self.ui.prompt is not None and self.ui.prompt.seat == seat:
            return t("cashrun.your_decision", name=name), self.ui.prompt.title
        return t("cashrun.turn_of", name=name), doing

    def draw(self, surface: pygame.Surface) -> None:
        table, look, ui, d = self.table, self.look, self.ui, self.d
        under = draw_table(surface)
        prompt = ui.prompt if table.human_seat() is not None else None
        lit = prompt.lit_fields() if prompt is not None else set()
        draw_board(surface, d, look.colours, lit, ui.hover_field, table.clock, self.deciding_field())
        self._draw_turn_box(surface)
        draw_centre(surface, d, look.names, look.colours)
        acting = self.cue_seat()
        laps = {x[0] for x in d.laps}
        for seat, rect in enumerate(look.panels):
            draw_panel(
                surface,
                rect,
                seat,
                d,
                look.names[seat],
                look.tags[seat],
                look.colours[seat],
                self.shown_hand(seat),
                acting == seat and not table.match.over,
                seat in laps,
                table.clock,
                private=table.replay is None,  # a replay shows them openly
                under=under if self.layered else None,
            )
        area = self.prompt_area()
        if d.auction is not None:
            box = self._draw_auction(surface, area)
            area = pygame.Rect(area.x, box.bottom + 8, area.w, area.bottom - box.bottom - 8)
        if ui.prompt is not None and table.human_seat() is not None:
            prompt = ui.prompt
            area = self._beside_preview(prompt, area)
            prompt.layout(area)
            colour = style.player_colour(look.colours[prompt.seat])
            prompt.draw(surface, colour, t("cashrun.back"), t("cashrun.page", n=prompt.page + 1, total=prompt.pages))
            below = pygame.Rect(area.x, prompt.box.bottom + 10, area.w, area.bottom - 52 - prompt.box.bottom - 10)
            self.since.draw(surface, below)
        elif d.auction is None:
            self._draw_waiting(surface, area)
        draw_flying(surface, d)
        info = ui.info_field if ui.info_field is not None else ui.hover_field
        if info is not None:
            hints.draw_field_info(surface, info, table.seen(), look.names, self.pointer_for_info())
        if table.hint is not None:
            self._draw_hint(surface, table.hint[0])

    def prompt_area(self) -> pygame.Rect:
        """Below the panels (higher up with fewer than five players) to the bottom of the right column."""
        top = max(r.bottom for r in self.look.panels) + 12
        return pygame.Rect(lay.RIGHT.x, top, lay.RIGHT.w, lay.RIGHT.bottom - top)

    def _beside_preview(self, prompt: Prompt, area: pygame.Rect) -> pygame.Rect:
        """The prompt's area, ending above the payout preview's room when the prompt fits there on one page (in
        two columns if need be); else the whole area, and the preview stays away (`CashRunAdvice.hovered`)."""
        room = self.advice.room()
        short = pygame.Rect(area.x, area.y, area.w, area.h - room)
        if room <= 0 or short.h <= 0:
            return area
        prompt.layout(short)
        return short if prompt.pages == 1 else area

    def pointer_for_info(self) -> tuple[int, int]:
        return self.ui.log_pointer or (lay.INNER.centerx, lay.INNER.centery)

    def _draw_turn_box(self, surface: pygame.Surface) -> None:
        title, line = self.turn_text()
        box = lay.TURN_BOX
        seat = self.cue_seat()
        colour = style.player_colour(self.look.colours[seat]) if seat is not None else style.GOLD
        surface.blit(table_art.rounded_panel(box.size, (6, 30, 18, 230), (*colour, 255), 10, 2), box)
        limit = self.table.seen().options.round_limit
        rnd = t("cashrun.round_of", n=self.d.round, total=limit) if limit else t("cashrun.round", n=self.d.round)
        r = table_art.text(surface, rnd, (box.right - 10, box.y + 6), 12, (190, 210, 195), anchor="topright")
        fit_text.draw(
            surface, title, (box.x + 12, box.y + 6), r.x - box.x - 24, 17, style.WHITE, min_size=11, bold=True
        )
        if line:
            fit_text.draw(surface, line, (box.x + 12, box.y + 32), box.w - 24, 13, style.HIGHLIGHT, min_size=10)

    def _draw_waiting(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """While nobody at the screen decides: who does, and what (never anyone's bluff cards)."""
        box = pygame.Rect(area.x, area.y, area.w, 100)
        surface.blit(table_art.rounded_panel(box.size, (14, 22, 18, 220), (*style.GOLD_DARK, 255), 12, 2), box)
        title, line = self.turn_text()
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
        fit_text.draw(surface, line, (box.x + 14, box.y + 38), box.w - 28, 13, style.PAPER, min_size=10)
        pace = getattr(self.table, "pace", None)  # the table scene's (scenes/table/pace.py)
        skippable = pace is not None and pace.skippable()
        help_key = "cashrun_board.keys_computer" if skippable else "cashrun.keys_help"  # Space skips, not rolls
        keys, font = fit_text.fit_lines(t(help_key), box.w - 28, 38, 12, 9, max_lines=2)
        y = box.y + 60
        for text_line in keys:  # two lines rather than cut (German, large text)
            surface.blit(font.render(text_line, True, (170, 190, 180)), (box.x + 14, y))
            y += font.get_linesize()

    @property
    def skip_box(self) -> pygame.Rect:
        """Where *Skip* shows during a computer's turn: under the waiting panel (see scenes/table/pace.py)."""
        area = self.prompt_area()
        below = AUCTION_H + 8 if self.d.auction is not None else 110  # the auction panel, or the waiting panel
        return pygame.Rect(area.right - 240, area.y + below, 240, 40)

    def _draw_auction(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        a = self.d.auction
        assert a is not None
        names = self.look.names
        box = pygame.Rect(area.x, area.y, area.w, AUCTION_H)
        surface.blit(table_art.rounded_panel(box.size, (40, 26, 8, 240), (*style.GOLD, 255), 12, 3), box)
        casino = a["casino"]
        surface.blit(art.casino_card((64, 80), casino), (box.x + 12, box.y + 12))
        x = box.x + 90
        title = t("cashrun.auction_title", casino=art.casino_name(casino), name=names[a["seller"]])
        fit_text.draw(surface, title, (x, box.y + 10), box.right - x - 12, 16, style.GOLD, min_size=11, bold=True)
        if a["high"] >= 0:
            bid = t("cashrun.auction_high", amount=style.money(a["bid"]), name=names[a["high"]])
        else:
            bid = t("cashrun.auction_none")
        fit_text.draw(surface, bid, (x, box.y + 36), box.right - x - 12, 15, style.WHITE, min_size=10, bold=True)
        seat = self.table.deciding_seat()
        if a["call"]:
            line = a["call"]
            fit_text.draw(
                surface, line, (x, box.y + 62), box.right - x - 12, 20, style.HIGHLIGHT, min_size=12, bold=True
            )
        elif seat is not None and self.table.seen().phase is Phase.BID:
            line = t("cashrun.auction_next", name=names[seat])
            fit_text.draw(surface, line, (x, box.y + 62), box.right - x - 12, 14, style.HIGHLIGHT, min_size=10)
        if a["passed"]:  # up to five long names: over two lines rather than cut
            out = t("cashrun.auction_passed", names=", ".join(names[p] for p in a["passed"]))
            lines, font = fit_text.fit_lines(out, box.right - x - 12, 36, 12, 9, max_lines=2)
            y = box.bottom - 8 - len(lines) * font.get_linesize()
            for line in lines:
                surface.blit(font.render(line, True, (200, 180, 150)), (x, y))
                y += font.get_linesize()
        return box

    def _draw_hint(self, surface: pygame.Surface, text: str) -> None:
        img = fit_text.render(text, lay.INNER.w - 40, 15, style.WHITE, 11, True)
        rect = img.get_rect(center=(lay.INNER.centerx, lay.STAGE.y + 14))
        plate = rect.inflate(24, 12)
        surface.blit(table_art.rounded_panel(plate.size, (120, 30, 30, 235), (*style.HIGHLIGHT, 255), 10, 2), plate)
        surface.blit(img, rect)
