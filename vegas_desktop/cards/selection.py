"""The selection rule and pick validation, usable by the rules, the computer players and the UI.

A table scene can refuse a drop with `selection_error(cards)` (the rule the selection breaks) and
check a whole pick, with whose turn it is, with `pick_error(state_or_view, seat, card_ids)`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Protocol

from vegas_desktop.cards.model import HAND_SIZE, Card, CardsState, CardsView
from vegas_desktop.cards.moves import Pick

RULE_EMPTY = "pick: choose at least one card"
RULE_TOO_MANY = "pick: at most 5 cards"
RULE_ONE_NUMBER = "pick: 3-5 cards must all show one number"
RULE_TWICE = "pick: a card chosen twice"
RULE_NOT_IN_HAND = "pick: card not in hand"
RULE_ALREADY = "pick: already picked this turn"
RULE_OUT = "pick: out for the rest of the round"
RULE_TURN = "turn order: not this seat's turn"
RULE_OVER = "game over: no more moves"
RULE_HIDDEN = "pick: another seat's hand is hidden"


class _Numbered(Protocol):
    @property
    def number(self) -> int: ...


def selection_error(cards: Sequence[_Numbered]) -> str | None:
    """The selection rule a set of cards would break, or None if it may be picked:
    1-2 cards of any numbers, or 3-5 cards that all show the same number."""
    if not cards:
        return RULE_EMPTY
    if len(cards) > HAND_SIZE:
        return RULE_TOO_MANY
    if len(cards) > 2 and len({c.number for c in cards}) > 1:
        return RULE_ONE_NUMBER
    return None


def legal_picks(hand: Sequence[Card]) -> list[Pick]:
    """Every legal pick from `hand` (at most 31 subsets of five cards), smallest first."""
    picks: list[Pick] = []
    for size in range(1, len(hand) + 1):
        for combo in combinations(hand, size):
            if selection_error(combo) is None:
                picks.append(Pick(tuple(c.id for c in combo)))
    return picks


def pick_problem(state: CardsState | CardsView, seat: int, card_ids: Iterable[int]) -> tuple[str, str] | None:
    """(rule, detail) of why `seat` may not pick `card_ids` now, or None. Works on the full state
    and on the seat's own view."""
    ids = tuple(card_ids)
    if state.phase == "over":
        return RULE_OVER, ""
    if not 0 <= seat < state.players:
        return RULE_TURN, f"no seat {seat}"
    if state.out[seat]:
        return RULE_OUT, f"seat {seat} has 8 or more cards at the casinos"
    if state.options.sequential:
        if seat != state.current:
            return RULE_TURN, f"seat {seat}, turn of seat {state.current}"
    elif _has_picked(state, seat):
        return RULE_ALREADY, f"seat {seat}"
    if isinstance(state, CardsView):
        if seat != state.seat:
            return RULE_HIDDEN, f"view of seat {state.seat}"
        hand: Sequence[Card] = state.hand
    else:
        hand = state.hands[seat]
    if len(set(ids)) != len(ids):
        return RULE_TWICE, f"ids {ids}"
    by_id = {c.id: c for c in hand}
    missing = [i for i in ids if i not in by_id]
    if missing:
        return RULE_NOT_IN_HAND, f"card ids {missing}"
    cards = [by_id[i] for i in ids]
    rule = selection_error(cards)
    if rule is not None:
        return rule, ", ".join(f"{c.number}" for c in cards) or "nothing chosen"
    return None


def pick_error(state: CardsState | CardsView, seat: int, card_ids: Iterable[int]) -> str | None:
    """The rule `seat` would break by picking `card_ids` now, or None when the pick is legal."""
    problem = pick_problem(state, seat, card_ids)
    return None if problem is None else problem[0]


def _has_picked(state: CardsState | CardsView, seat: int) -> bool:
    if isinstance(state, CardsView):
        return state.picked[seat]
    return state.picks[seat] is not None
