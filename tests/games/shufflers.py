"""Per game, the "secret shuffler": a copy of a state that differs only in what one seat keeps secret.

`SHUFFLERS[game](state, seat, rnd)` returns such a copy, or None when `seat` holds no secret right now. With
`seat=PUBLIC` it changes what nobody at the table knows (the order of face-down piles, the dice to come).
Cards stay the same cards: a seat's secret cards are dealt again from the same pool, so the variant is a state
the game could really be in. A game added to the registry needs its entry here (the suite fails without one).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

from vegas_desktop.core.game import PUBLIC

Shuffler = Callable[[Any, int, random.Random], Any | None]


def _new_rng(state: Any, rnd: random.Random) -> None:
    """Other dice to come: an RNG of the same kind in another position."""
    rng = copy.deepcopy(state.rng)
    for _ in range(rnd.randint(1, 20)):
        rng.random()
    state.rng = rng


def _redeal(rnd: random.Random, seen: list[list[Any]], unseen: list[list[Any]]) -> bool:
    """Shuffle the contents of all places together and deal them back in the same sizes. True if a place the
    seat itself sees (`seen`, as opposed to face-down piles) changed: only then is it a variant of its secret."""
    places = seen + unseen
    pool = [x for place in places for x in place]
    before = [list(place) for place in seen]
    rnd.shuffle(pool)
    for place in places:
        size = len(place)
        place[:] = pool[:size]
        del pool[:size]
    return [list(place) for place in seen] != before


def lasvegas(state: Any, seat: int, rnd: random.Random) -> Any | None:
    """Las Vegas has no seat secrets; the bill pile's order and the dice to come are hidden from everyone."""
    if seat != PUBLIC:
        return None
    out = copy.deepcopy(state)
    rnd.shuffle(out.pile)
    _new_rng(out, rnd)
    return out


def royale(state: Any, seat: int, rnd: random.Random) -> Any | None:
    """Royale's secret choices: the Lucky Punch count (the seat on turn), a Knockout? pick not yet revealed, the
    Black Box split (the splitter, left of the box winner)."""
    from vegas_desktop.royale.common import left_of
    from vegas_desktop.royale.model import BIGGY, SMALL
    from vegas_desktop.royale.tiles_g_h import BOX_SPLITS

    out = copy.deepcopy(state)
    if seat == PUBLIC:
        rnd.shuffle(out.pile)
        _new_rng(out, rnd)
        return out
    changed = False
    if out.lucky_count is not None and seat == out.current:
        out.lucky_count = rnd.choice([c for c in (1, 2, 3) if c != out.lucky_count])
        changed = True
    if out.knockout_picks.get(seat) is not None:
        out.knockout_picks[seat] = BIGGY if out.knockout_picks[seat] == SMALL else SMALL
        changed = True
    if out.box_split is not None and out.box_winner >= 0 and seat == left_of(out, out.box_winner):
        others = [s.group for s in BOX_SPLITS if len(s.group) == len(out.box_split) and s.group != out.box_split]
        if others:
            out.box_split = rnd.choice(others)
            changed = True
    return out if changed else None


def cards(state: Any, seat: int, rnd: random.Random) -> Any | None:
    """The card game: a seat's hand, discards and unrevealed pick are its own secret (its draw pile is face down even
    to itself, so it only counts as hidden from everyone)."""
    out = state.clone()
    if seat == PUBLIC:
        rnd.shuffle(out.bill_pile)
        _new_rng(out, rnd)
        return out
    pick = list(out.picks[seat]) if out.picks and out.picks[seat] is not None else None
    seen = [out.hands[seat], out.discards[seat]] + ([pick] if pick is not None else [])
    if not _redeal(rnd, seen, [out.piles[seat]]):
        return None
    if pick is not None:
        out.picks[seat] = tuple(pick)
    return out


def cashrun(state: Any, seat: int, rnd: random.Random) -> Any | None:
    """Cash & Run: a seat's bluff hand and the bluff card it laid face down (dealt again with the bluff pile)."""
    out = state.copy()
    if seat == PUBLIC:
        rnd.shuffle(out.bluff_pile)
        _new_rng(out, rnd)
        return out
    laid = [f for f in out.stack if f.bluff_card >= 0 and f.loser == seat]
    faces = [f.bluff_card for f in laid]
    if not _redeal(rnd, [out.hands[seat], faces], [out.bluff_pile]):
        return None
    for frame, face in zip(laid, faces, strict=True):
        frame.bluff_card = face
    return out


SHUFFLERS: dict[str, Shuffler] = {"lasvegas": lasvegas, "royale": royale, "cards": cards, "cashrun": cashrun}
