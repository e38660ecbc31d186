"""The active human's hand: a fan of cards at the bottom, the "play" tray, and drag-and-drop between them
and the casinos, with click-to-select and keyboard play as alternatives.

pygame-gui has no drag-and-drop, so it is done with plain mouse events: a press on a card remembers the
grab offset, motion beyond a few pixels turns it into a drag (the card follows the pointer upright on an
`FRect`), and the release drops it on whatever target is under the pointer. A press and release without
motion is a click. Legality is not decided here: the table passes `error_for(cards)` (the selection rule
a set of cards would break, as a short text, or None) and `target_at(pos)` ("tray", a casino number or
None), and gets refusals through `refuse(text)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from vegas_desktop.app import style, table_art
from vegas_desktop.cards.model import Card
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import CARD_H, CARD_W, draw_card
from vegas_desktop.scenes.cards.layout import Target
from vegas_desktop.text import t

DRAG_THRESHOLD = 6.0  # pixels of motion before a press becomes a drag
FOLLOW = 16.0  # how fast cards ease towards their places (per second, exponential)
HOVER_LIFT = 22.0


@dataclass
class HandCard:
    """One card of the hand as drawn: where it is, where it is heading, and whether it is chosen."""

    card: Card
    x: float
    y: float
    angle: float = 0.0
    tx: float = 0.0
    ty: float = 0.0
    tangle: float = 0.0
    lift: float = 0.0
    delay: float = 0.0  # seconds before it starts moving (dealing one by one)
    alpha: int = 255
    selected: bool = False
    leaving: bool = False  # flying off (discarded) and then removed


class Hand:
    """Hand + tray for one seat. The table owns the rules; this owns pointer and keyboard handling."""

    def __init__(
        self,
        colour: int,
        error_for: Callable[[Sequence[Card]], str | None],
        target_at: Callable[[tuple[float, float]], Target],
        refuse: Callable[[str, tuple[float, float] | None], None],
    ) -> None:
        self.colour = colour
        self.error_for = error_for
        self.target_at = target_at
        self.refuse = refuse
        self.cards: list[HandCard] = []  # hand and tray, in hand order; `selected` tells which zone
        self.order: list[HandCard] = []  # the tray in the order cards were chosen
        self.enabled = False  # may the player change the selection now?
        self.locked = False  # the pick is committed: cards stay in the tray, dimmed, until the reveal
        self.drag: HandCard | None = None
        self.drag_rect = pygame.FRect(0, 0, CARD_W, CARD_H)
        self.grab = (0.0, 0.0)
        self.press_pos: tuple[float, float] | None = None
        self.pressed: HandCard | None = None
        self.hover: HandCard | None = None
        self.focus: int | None = None  # keyboard focus: the id of the focused card

    # -- contents --------------------------------------------------------------------------------
    @property
    def hand(self) -> list[HandCard]:
        return [c for c in self.cards if not c.selected and not c.leaving]

    @property
    def selection(self) -> list[Card]:
        return [c.card for c in self.order]

    def ids(self) -> set[int]:
        return {c.card.id for c in self.cards if not c.leaving}

    def set_cards(self, cards: Sequence[Card], deal: bool = True) -> None:
        """Show a new hand; with `deal` the cards come up from below one by one."""
        self.cards = [c for c in self.cards if c.leaving]
        self.order = []
        self.locked = False
        self.drag = self.pressed = self.hover = None
        self.focus = None
        for i, card in enumerate(cards):
            hc = HandCard(card, lay.PILE_POS[0], lay.PILE_POS[1], delay=0.08 * i if deal else 0.0)
            self.cards.append(hc)
        self.layout(snap=not deal)

    def sync(self, cards: Sequence[Card]) -> None:
        """Make the hand hold exactly `cards` (from the seat's own view) without animating what is there."""
        wanted = {c.id for c in cards}
        if wanted == self.ids() and not self.locked:
            return
        if not self.cards or not wanted & self.ids():
            self.set_cards(cards, deal=bool(cards))
            return
        self.cards = [c for c in self.cards if c.card.id in wanted and not c.leaving]
        self.order = [c for c in self.order if c in self.cards]
        have = self.ids()
        for card in cards:
            if card.id not in have:
                self.cards.append(HandCard(card, lay.PILE_POS[0], lay.PILE_POS[1]))
        self.locked = False
        self.layout()

    def clear(self) -> None:
        self.cards = []
        self.order = []
        self.locked = False
        self.drag = self.pressed = self.hover = None
        self.focus = None

    def discard_rest(self) -> None:
        """The unpicked cards fly off the bottom of the screen (they go under the cocktail glass)."""
        for c in self.hand:
            c.leaving = True
            c.ty = lay.SCREEN_H + CARD_H
            c.tangle = c.angle * 2
        if self.drag is not None and self.drag.leaving:
            self.drag = None

    def take_tray(self) -> list[HandCard]:
        """Hand the tray's cards over (to the reveal animation) and forget them."""
        taken = list(self.order)
        self.cards = [c for c in self.cards if c not in taken]
        self.order = []
        self.locked = False
        return taken

    # -- layout and motion -----------------------------------------------------------------------
    def layout(self, snap: bool = False) -> None:
        for c, (x, y, a) in zip(self.hand, lay.fan_positions(len(self.hand)), strict=True):
            c.tx, c.ty, c.tangle = x, y, a
        for c, (x, y) in zip(self.order, lay.tray_positions(len(self.order)), strict=True):
            c.tx, c.ty, c.tangle = x, y, 0.0
        if snap:
            for c in self.cards:
                c.x, c.y, c.angle = c.tx, c.ty, c.tangle

    def update(self, dt: float) -> None:
        k = 1 - math.exp(-FOLLOW * dt)
        for c in self.cards:
            if c is self.drag:  # drawn exactly where the pointer holds it, lifted above its shadow
                c.angle += (0 - c.angle) * k
                c.lift += (10 - c.lift) * k
                c.x, c.y = self.drag_rect.centerx, self.drag_rect.centery + c.lift
                continue
            if c.delay > 0:
                c.delay = max(0.0, c.delay - dt)
                continue
            c.x += (c.tx - c.x) * k
            c.y += (c.ty - c.y) * k
            c.angle += (c.tangle - c.angle) * k
            lift = HOVER_LIFT if self._raised(c) else 0.0
            c.lift += (lift - c.lift) * k
            if c.leaving:
                c.alpha = max(0, c.alpha - round(600 * dt))
        self.cards = [c for c in self.cards if not (c.leaving and (c.alpha <= 0 or abs(c.y - c.ty) < 4))]

    def settled(self) -> bool:
        return all(abs(c.x - c.tx) < 2 and abs(c.y - c.ty) < 2 and c.delay <= 0 for c in self.cards)

    def _raised(self, c: HandCard) -> bool:
        if not self.enabled or c.leaving:
            return False
        focused = self.focused()
        return c is self.hover or c is focused

    # -- hit testing -----------------------------------------------------------------------------
    def draw_order(self) -> list[HandCard]:
        """Bottom to top: tray, then the hand left to right, the dragged card last."""
        cards = [c for c in self.order] + self.hand
        if self.drag is not None and self.drag in cards:
            cards.remove(self.drag)
            cards.append(self.drag)
        return cards

    def card_at(self, pos: tuple[float, float]) -> HandCard | None:
        for c in reversed(self.draw_order()):
            if lay.card_hit(pos, (c.x, c.y - c.lift), c.angle):
                return c
        # A hovered card lifts off its place; its old place still counts, or the hover would flicker.
        hover = self.hover
        if hover is not None and hover in self.cards and lay.card_hit(pos, (hover.x, hover.y), hover.angle):
            return hover
        return None

    # -- pointer ---------------------------------------------------------------------------------
    def press(self, pos: tuple[float, float]) -> bool:
        """Mouse button down: remember the card and the grab offset. True if a card was hit."""
        c = self.card_at(pos)
        if c is None or self.locked:
            return False
        self.pressed = c
        self.press_pos = pos
        self.grab = (pos[0] - c.x, pos[1] - (c.y - c.lift))
        return True

    def motion(self, pos: tuple[float, float]) -> None:
        pressed, start = self.pressed, self.press_pos
        pressing = pressed is not None and start is not None and self.drag is None and self.enabled
        if pressing and pressed is not None and start is not None and math.dist(pos, start) >= DRAG_THRESHOLD:
            self.drag = pressed
            self.drag_rect.center = (pressed.x, pressed.y - pressed.lift)
        if self.drag is not None:
            self.drag_rect.center = (pos[0] - self.grab[0], pos[1] - self.grab[1])
            self.drag.x, self.drag.y = self.drag_rect.centerx, self.drag_rect.centery + self.drag.lift
            return
        self.hover = self.card_at(pos) if self.enabled and not self.locked else None

    def release(self, pos: tuple[float, float]) -> bool:
        """Mouse button up: drop the dragged card, or treat a press without motion as a click."""
        dragged, pressed = self.drag, self.pressed
        self.drag = self.pressed = None
        self.press_pos = None
        if dragged is not None:
            dragged.y -= dragged.lift  # keep it where it is on screen; the lift eases off from here
            dragged.lift = 0.0
            self._drop(dragged, self.target_at(pos), pos)
            self.layout()
            return True
        if pressed is not None:
            self.toggle(pressed, pos)
            return True
        return False

    def cancel_drag(self) -> None:
        self.drag = self.pressed = None
        self.press_pos = None
        self.layout()

    def _drop(self, c: HandCard, target: Target, pos: tuple[float, float]) -> None:
        if c.selected:
            if target not in ("tray", c.card.number):
                self._unselect(c)
            return
        if target is None:
            return  # back into the fan
        if target != "tray" and target != c.card.number:
            n = c.card.number
            right, wrong = t(f"common.casino.{n}"), t(f"common.casino.{target}")
            self.refuse(t("cards.refuse_wrong_casino", number=n, right=right, casino=wrong), pos)
            return
        self._select(c, pos)

    def toggle(self, c: HandCard, pos: tuple[float, float] | None = None) -> None:
        """Click or keyboard: a hand card goes to the tray (if the selection stays legal), a tray card back."""
        if not self.enabled or self.locked:
            return
        if c.selected:
            self._unselect(c)
        else:
            self._select(c, pos)
        self.layout()

    def _select(self, c: HandCard, pos: tuple[float, float] | None) -> None:
        reason = self.error_for(self.selection + [c.card])
        if reason is not None:
            self.refuse(reason, pos if pos is not None else (c.x, c.y - CARD_H / 2))
            return
        c.selected = True
        self.order.append(c)

    def _unselect(self, c: HandCard) -> None:
        c.selected = False
        if c in self.order:
            self.order.remove(c)

    def clear_selection(self) -> None:
        if self.locked:
            return
        for c in list(self.order):
            self._unselect(c)
        self.layout()

    # -- drag feedback ---------------------------------------------------------------------------
    def lit_targets(self) -> set[Target]:
        """Where the dragged card may be dropped right now (these light up)."""
        c = self.drag
        if c is None:
            return set()
        if c.selected:
            return {"tray", c.card.number, "hand"}
        if self.error_for(self.selection + [c.card]) is None:
            return {"tray", c.card.number}
        return set()

    def drag_problem(self) -> str | None:
        """Why the dragged card cannot join the selection (shown under it while dragging)."""
        c = self.drag
        if c is None or c.selected:
            return None
        return self.error_for(self.selection + [c.card])

    # -- keyboard --------------------------------------------------------------------------------
    def keyboard_order(self) -> list[HandCard]:
        return self.hand + list(self.order)

    def focused(self) -> HandCard | None:
        if self.focus is None:
            return None
        return next((c for c in self.keyboard_order() if c.card.id == self.focus), None)

    def move_focus(self, step: int) -> None:
        """Move the keyboard focus along the hand and then the tray (it follows a card, not a place)."""
        cards = self.keyboard_order()
        if not cards:
            self.focus = None
            return
        current = self.focused()
        index = 0 if current is None else (cards.index(current) + step) % len(cards)
        self.focus = cards[index].card.id

    def toggle_focused(self) -> None:
        c = self.focused()
        if c is None:
            self.move_focus(0)
            c = self.focused()
        if c is not None:
            self.toggle(c)

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, clock: float) -> None:
        focused = self.focused() if self.enabled else None
        for c in self.draw_order():
            face = (c.card.number, c.card.dice, self.colour)
            glow = None
            if c is focused:
                glow = style.HIGHLIGHT
            elif c is self.drag:
                glow = style.HIGHLIGHT if self.drag_problem() is None else style.DANGER
            alpha = c.alpha if not (self.locked and c.selected) else min(c.alpha, 200)
            draw_card(surface, (c.x, c.y), face, self.colour, angle=c.angle, lift=c.lift, alpha=alpha, glow=glow)
            if c is focused:
                self._focus_ring(surface, c, clock)
        problem = self.drag_problem()
        if self.drag is not None and problem is not None:
            self._caption(surface, problem, (self.drag.x, self.drag.y - self.drag.lift + CARD_H / 2 + 16))

    def _focus_ring(self, surface: pygame.Surface, c: HandCard, clock: float) -> None:
        pulse = 0.5 + 0.5 * math.sin(clock * 5)
        y = c.y - c.lift - CARD_H / 2 - 12 - 3 * pulse
        pygame.draw.polygon(surface, style.HIGHLIGHT, [(c.x - 9, y - 8), (c.x + 9, y - 8), (c.x, y + 2)])

    def _caption(self, surface: pygame.Surface, text: str, centre: tuple[float, float]) -> None:
        img = style.font(14, True).render(text, True, style.WHITE)
        plate = pygame.Rect(0, 0, img.get_width() + 18, img.get_height() + 8)
        plate.center = (round(centre[0]), round(min(lay.SCREEN_H - 14, centre[1])))
        plate.clamp_ip(pygame.Rect(0, 0, lay.SCREEN_W, lay.SCREEN_H))
        panel = table_art.rounded_panel(plate.size, (*style.DANGER, 235), (255, 255, 255, 255), plate.h // 2, 1)
        panel.blit(img, img.get_rect(center=(plate.w // 2, plate.h // 2)))
        surface.blit(panel, plate)
