"""One generic decision prompt for every Royale tile: the legal actions of the phase become clickable choices.

`build_menu` turns a phase's legal actions into a small tree (a choice either plays an action or opens a
sub-list, e.g. Block It: group -> casino); `Prompt` keeps the current level, draws it as a card of buttons
with key badges (1-9, then letters), and tells the table which casinos and tile places to highlight.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import royale_layout as rlay
from scenes.lasvegas_view import _wrap
from scenes.royale_tiles import prize_text
from vegas_desktop.app import style, table_art
from vegas_desktop.royale.model import BIGGY, BLACK_BOX, FIFTY_REWARDS, HANDICAP_SLOTS, SMALL
from vegas_desktop.royale.moves import (
    AdjustPlace,
    AdjustTake,
    Decline,
    PowerPlay,
    Roll,
)
from vegas_desktop.text import t

KEYS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SECRET_PHASES = frozenset({"lucky_count", "knockout", "box_split"})
BUTTON_H = 30


@dataclass
class Choice:
    """A button: plays `action`, or opens `children` when action is None."""

    label: str
    action: Any = None
    children: list[Choice] = field(default_factory=list)
    casino: int | None = None  # 0-based casino this choice is about (highlighted, clickable)
    place: str | None = None  # a tile place it is about, e.g. "block_it:2" or "nice:4"


def _casino(n: int) -> str:
    return t(f"table.casino.{n}")


def _kind(kind: str) -> str:
    return t("royale.kind_biggy") if kind == BIGGY else t("royale.kind_small")


def _group(choices: list[tuple[str, Choice]], labels: dict[str, str] | None = None, **extra: Any) -> list[Choice]:
    """Group (key, leaf) pairs into one sub-list per key, keeping order; a key with one leaf stays a leaf."""
    order: dict[str, list[Choice]] = {}
    for key, leaf in choices:
        order.setdefault(key, []).append(leaf)
    out = []
    for key, leaves in order.items():
        label = (labels or {}).get(key, key)
        out.append(Choice(label, None, leaves, **extra.get(key, {})))
    return out


def build_menu(phase: str, legal: list[Any], state: Any, seat: int, names: list[str]) -> tuple[str, str, list[Choice]]:
    """(title, explanation, choices) for `seat` deciding in `phase` with these legal actions."""
    p = state.pieces
    title = t(f"royale.prompt.{phase}.title")
    body = t(f"royale.prompt.{phase}.body")
    choices: list[Choice] = []
    if phase == "roll":
        choices.append(Choice(t("royale.choice.throw"), Roll()))
        pp = [a for a in legal if isinstance(a, PowerPlay)]
        for kind in (SMALL, BIGGY):
            leaves = [
                Choice(t("royale.choice.turn_to", value=a.value, casino=_casino(a.value)), a, casino=a.value - 1)
                for a in pp
                if a.kind == kind
            ]
            if leaves:
                choices.append(Choice(t("royale.choice.power_play", kind=_kind(kind)), None, leaves))
    elif phase == "lucky_count":
        choices = [Choice(t("royale.choice.tokens", n=a.count), a) for a in legal]
    elif phase == "lucky_guess":
        body = t("royale.prompt.lucky_guess.body", name=names[state.current])
        choices = [Choice(t("royale.choice.guess", n=a.guess), a) for a in legal]
    elif phase == "fifty":
        reward = FIFTY_REWARDS[p.fifty_field]
        body = t("royale.prompt.fifty.body", sum=p.fifty_sum, field=p.fifty_field)
        labels = {
            "stop": t("royale.choice.stop", amount=style.money(reward)),
            "higher": t("royale.choice.higher", sum=p.fifty_sum),
            "lower": t("royale.choice.lower", sum=p.fifty_sum),
        }
        choices = [Choice(labels[a.call], a) for a in legal]
    elif phase == "no_entry":
        for a in legal:
            if a.casino is None:
                choices.append(Choice(t("royale.choice.leave_plaque"), a))
            else:
                choices.append(Choice(_casino(a.casino), a, casino=a.casino - 1))
    elif phase == "knockout":
        choices = [Choice(_kind(a.kind), a) for a in legal]
    elif phase == "block_it":
        pairs = [(str(a.group), Choice(_casino(a.casino), a, casino=a.casino - 1)) for a in legal]
        groups = {str(g): t("royale.choice.block_group", n=size) for g, size in enumerate(p.block_groups)}
        extra = {str(g): {"place": f"block_it:{g}"} for g in range(len(p.block_groups))}
        choices = _group(pairs, groups, **extra)
    elif phase == "handicap":
        slot_names = {s: t(f"royale.slot.{s}") for s in HANDICAP_SLOTS}
        pairs = []
        for a in legal:
            if isinstance(a, Decline):
                choices.append(Choice(t("royale.choice.decline"), a))
            else:
                leaf = Choice(slot_names[a.slot], a, casino=a.casino - 1, place=f"handicap:{a.slot}")
                pairs.append((str(a.casino), leaf))
        labels = {str(c): t("royale.choice.grey_from", casino=_casino(c)) for c in range(1, 7)}
        extra = {str(c): {"casino": c - 1} for c in range(1, 7)}
        choices += _group(pairs, labels, **extra)
    elif phase == "adjust":
        turn = [a for a in legal if isinstance(a, AdjustPlace)]
        take = [a for a in legal if isinstance(a, AdjustTake)]
        for kind in (SMALL, BIGGY):
            leaves = [
                Choice(t("royale.choice.turn_to", value=a.value, casino=_casino(a.value)), a, casino=a.value - 1)
                for a in turn
                if a.kind == kind
            ]
            if leaves:
                choices.append(Choice(t("royale.choice.adjust_place", kind=_kind(kind)), None, leaves))
        if take:
            leaves = [
                Choice(
                    t("royale.choice.take_back", kind=_kind(a.kind), casino=_casino(a.casino)), a, casino=a.casino - 1
                )
                for a in take
            ]
            choices.append(Choice(t("royale.choice.adjust_take"), None, leaves))
    elif phase == "double_down":
        for a in legal:
            if a.small == 0 and not a.biggy:
                label = t("royale.choice.dd_none")
            elif a.biggy:
                label = t("royale.choice.dd_biggy", n=a.small)
            else:
                label = t("royale.choice.dd_small", n=a.small)
            choices.append(Choice(label, a))
    elif phase == "nice_dice":
        for a in legal:
            if isinstance(a, Decline):
                choices.append(Choice(t("royale.choice.decline"), a))
            else:
                key = "royale.choice.nice_hand" if a.source == "hand" else "royale.choice.nice_casino"
                choices.append(Choice(t(key, kind=_kind(a.kind), value=a.value), a, place=f"nice:{a.value}"))
    elif phase == "my_choice":
        choices = [Choice(t(f"royale.choice.black_{a.value}", value=a.value), a) for a in legal]
    elif phase == "my_choice_tile":
        from scenes.royale_tiles import tile_name

        choices = [
            Choice(
                t("royale.choice.activate", tile=tile_name(state.tiles[a.casino - 1]), casino=_casino(a.casino)),
                a,
                casino=a.casino - 1,
            )
            for a in legal
        ]
    elif phase == "golden":
        choices = [Choice(_kind(a.kind), a, place="golden") for a in legal]
    elif phase == "prime_time":
        for a in legal:
            if not a.values:
                choices.append(Choice(t("royale.choice.pt_none"), a))
            else:
                where = " + ".join(f"{v} → {_casino(v)}" for v in a.values)
                choices.append(Choice(where, a, casino=a.values[0] - 1 if len(a.values) == 1 else None))
    elif phase == "box_split":
        body = t("royale.prompt.box_split.body", name=names[state.box_winner])
        pairs = []
        for a in legal:
            size = len(a.group)
            leaf = Choice(", ".join(prize_text(BLACK_BOX[i]) for i in a.group), a)
            pairs.append((str(size), leaf))
        labels = {str(n): t("royale.choice.split", a=n, b=len(BLACK_BOX) - n) for n in range(1, 6)}
        choices = _group(pairs, labels)
    elif phase == "box_pick":
        sizes = state.box_sizes or (0, 0)
        choices = [Choice(t("royale.choice.box_group", group="AB"[a.group], n=sizes[a.group]), a) for a in legal]
    else:
        choices = [Choice(type(a).__name__, a) for a in legal]
    return title, body, choices


def _covered(legal: list[Any], choices: list[Choice]) -> set[Any]:
    found: set[Any] = set()
    stack = list(choices)
    while stack:
        c = stack.pop()
        if c.action is not None:
            found.add(c.action)
        stack.extend(c.children)
    return found


def menu_is_complete(legal: list[Any], choices: list[Choice]) -> bool:
    """Every legal action is reachable in the tree (used by tests and as a guard)."""
    return set(legal) <= _covered(legal, choices)


class Prompt:
    """The visible decision card: the current level of a choice tree, with hover and keys."""

    def __init__(self, seat: int, phase: str, title: str, body: str, choices: list[Choice]) -> None:
        self.seat = seat
        self.phase = phase
        self.title = title
        self.body = body
        self.path: list[Choice] = []
        self.root = choices
        self.hover: int | None = None
        self.rects: list[pygame.Rect] = []
        self.back_rect: pygame.Rect | None = None
        self.box = pygame.Rect(0, 0, 0, 0)

    @property
    def level(self) -> list[Choice]:
        return self.path[-1].children if self.path else self.root

    def casinos(self) -> set[int]:
        """Casinos the current level is about (drawn lit; a click there picks the choice)."""
        return {c.casino for c in self.level if c.casino is not None}

    def places(self) -> set[str]:
        return {c.place for c in self.level if c.place is not None}

    def hovered(self) -> Choice | None:
        return self.level[self.hover] if self.hover is not None and self.hover < len(self.level) else None

    def open(self, choice: Choice) -> Any:
        """Enter a sub-list, or return the action to play."""
        if choice.action is not None:
            return choice.action
        self.path.append(choice)
        self.hover = None
        return None

    def back(self) -> bool:
        if not self.path:
            return False
        self.path.pop()
        self.hover = None
        return True

    def by_key(self, char: str) -> Any:
        index = KEYS.find(char.upper()) if char else -1
        if 0 <= index < len(self.level):
            return self.open(self.level[index])
        return None

    def by_casino(self, casino: int) -> Any:
        hits = [c for c in self.level if c.casino == casino]
        return self.open(hits[0]) if len(hits) == 1 else None

    def at(self, pos: tuple[float, float]) -> int | None:
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return i
        return None

    # -- drawing ---------------------------------------------------------------------------------------
    def layout(self) -> None:
        n = len(self.level)
        wide = not self.casinos() and n > 6
        width = rlay.PROMPT_WIDE if wide else rlay.PROMPT_NARROW
        cols = 1 if n <= 6 else (2 if n <= 14 or not wide else 3)
        rows = -(-n // cols)
        f = style.font(13)
        body = _wrap(self.subtitle(), f, width - 28)
        head = 40 + len(body) * f.get_linesize() + 6
        back = 30 if self.path else 0
        h = head + rows * (BUTTON_H + 4) + back + 10
        self.box = pygame.Rect(0, 0, width, h)
        self.box.center = (round(rlay.PROMPT_CENTRE[0]), round(rlay.PROMPT_CENTRE[1]))
        self.box.top = max(150, self.box.top)
        col_w = (width - 20 - (cols - 1) * 6) // cols
        self.rects = []
        for i in range(n):
            c, r = divmod(i, rows)
            self.rects.append(
                pygame.Rect(self.box.x + 10 + c * (col_w + 6), self.box.y + head + r * (BUTTON_H + 4), col_w, BUTTON_H)
            )
        self.back_rect = pygame.Rect(self.box.x + 10, self.box.bottom - 36, 120, 26) if self.path else None
        self._body = body

    def subtitle(self) -> str:
        return self.path[-1].label if self.path else self.body

    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int], clock: float) -> None:
        self.layout()
        box = self.box
        table_art.drop_shadow(surface, box, 14)
        surface.blit(table_art.rounded_panel(box.size, (22, 14, 30, 246), (*colour, 255), 14, 3), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=14, border_top_right_radius=14
        )
        style.text(surface, self.title, (box.x + 14, box.y + 14), 17, style.GOLD, bold=True)
        f = style.font(13)
        y = box.y + 40
        for line in self._body:
            surface.blit(f.render(line, True, (226, 214, 236)), (box.x + 14, y))
            y += f.get_linesize()
        bf = style.font(13, True)
        for i, (choice, r) in enumerate(zip(self.level, self.rects, strict=True)):
            hot = i == self.hover
            fill = (250, 220, 120) if hot else (70, 50, 92)
            pygame.draw.rect(surface, fill, r, border_radius=8)
            pygame.draw.rect(surface, style.HIGHLIGHT if hot else (150, 120, 180), r, 2 if hot else 1, border_radius=8)
            badge = pygame.Rect(r.x + 4, r.y + 4, 22, r.h - 8)
            pygame.draw.rect(surface, (30, 20, 40) if not hot else (120, 80, 20), badge, border_radius=5)
            style.text(
                surface, KEYS[i] if i < len(KEYS) else "", badge.center, 12, style.WHITE, bold=True, anchor="center"
            )
            label = choice.label + (" ›" if choice.action is None else "")
            text_w = r.w - 36
            size = 13
            while bf.size(label)[0] > text_w and size > 10:
                size -= 1
                bf = style.font(size, True)
            surface.blit(
                bf.render(label, True, style.INK if hot else style.WHITE), (r.x + 32, r.centery - bf.get_height() // 2)
            )
            bf = style.font(13, True)
        if self.back_rect is not None:
            pygame.draw.rect(surface, (50, 36, 60), self.back_rect, border_radius=7)
            style.text(surface, t("royale.back"), self.back_rect.center, 12, style.WHITE, bold=True, anchor="center")
