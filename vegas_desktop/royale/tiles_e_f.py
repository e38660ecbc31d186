"""Tiles E1–F2 (docs/rules.md#royale-tiles): No Entry!, Knockout?, Block it!, Handicap — each one `TileRule` with its
activation, scoring hooks and decisions. Handicap's "adjust" choice is shared with My Choice 5 (tiles_g_h.py)."""

from __future__ import annotations

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale.common import bank_pays, give_jetons, hand_kinds, reward
from vegas_desktop.royale.model import (
    BIGGY,
    BLANK,
    CASINO_COUNT,
    GREY,
    HANDICAP_SLOTS,
    NO_ENTRY_LOOP,
    SMALL,
    TILE_NAMES,
    Die,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    AdjustPlace,
    AdjustTake,
    BlockIt,
    Decline,
    DiceMoved,
    DicePlaced,
    Handicap,
    KnockoutChosen,
    KnockoutPick,
    MarkerMoved,
    NoEntry,
    PlaqueMoved,
)
from vegas_desktop.royale.tile_rule import Decision, Events, TileRule


def declined(state: RoyaleState, action: Action, seat: int, events: Events) -> bool:
    """The seat turned the tile's offer down."""
    return isinstance(action, Decline)


# -- E1 No Entry! --------------------------------------------------------------------------------------------
def no_entry_choices(state: RoyaleState) -> list[Action]:
    own = state.tile_at("E1")
    moves: list[Action] = [NoEntry(c + 1) for c in range(CASINO_COUNT) if c != own and c != state.closed]
    if state.closed is not None:
        moves.insert(0, NoEntry(None))
    return moves


def _no_entry_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    if no_entry_choices(state):
        state.phase = Phase.NO_ENTRY


def _no_entry_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, NoEntry)
    if action.casino is None:
        return
    p = state.pieces
    state.closed = action.casino - 1
    events.append(PlaqueMoved("E1", action.casino))
    p.no_entry_marker = (p.no_entry_marker + 1) % len(NO_ENTRY_LOOP)
    events.append(MarkerMoved("E1", state.tile_casino + 1, p.no_entry_marker))
    reward(state, seat, NO_ENTRY_LOOP[p.no_entry_marker], "no_entry", events)


NO_ENTRY_TILE = TileRule(
    "E1",
    TILE_NAMES["E1"],
    "placement",
    activate=_no_entry_activate,
    decisions={Phase.NO_ENTRY: Decision((NoEntry,), no_entry_choices, _no_entry_resolve)},
)


# -- E2 Knockout? --------------------------------------------------------------------------------------------
def _knockout_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    bar = state.pieces.knockout_bar
    own = tuple(d for d in bar if d.owner == seat)
    if own:
        state.pieces.knockout_bar = [d for d in bar if d.owner != seat]
        state.supply[seat].extend(d.kind for d in own)
        events.append(DiceMoved(own, "bar", "hand", "knockout"))
    picks: dict[int, str | None] = {}
    for other in range(state.players):
        if other == seat or not state.supply[other]:
            continue
        if sum(1 for d in state.pieces.knockout_bar if d.owner == other) >= 2:
            continue
        kinds = hand_kinds(state, other)
        # A seat with one kind of die has no choice: it is made for it (still revealed with the others).
        picks[other] = kinds[0] if len(kinds) == 1 else None
    state.knockout_picks = picks
    if any(v is None for v in picks.values()):
        state.phase = Phase.KNOCKOUT
    else:
        _knockout_reveal(state, events)


def _knockout_reveal(state: RoyaleState, events: Events) -> None:
    for other, kind in sorted(state.knockout_picks.items()):
        assert kind is not None
        state.supply[other].remove(kind)
        die = Die(other, 0, kind)
        state.pieces.knockout_bar.append(die)
        events.append(DiceMoved((die,), "hand", "bar", "knockout"))
    state.knockout_picks = {}


def knockout_legal(state: RoyaleState, seat: int) -> list[KnockoutPick]:
    """Knockout? is chosen by every seat at once: each seat's own choices."""
    if state.knockout_picks.get(seat, "x") is not None:
        return []
    return [KnockoutPick(k) for k in hand_kinds(state, seat)]


def knockout_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    """One seat's secret pick; all are revealed together once the last one is in."""
    if not isinstance(action, KnockoutPick) or action not in knockout_legal(state, seat):
        raise IllegalAction("knockout: not a die you can put on the bar", repr(action))
    state.knockout_picks[seat] = action.kind
    events.append(KnockoutChosen(seat))
    if all(v is not None for v in state.knockout_picks.values()):
        _knockout_reveal(state, events)
        state.phase = Phase.TURN_END


KNOCKOUT = TileRule(
    "E2",
    TILE_NAMES["E2"],
    "placement",
    activate=_knockout_activate,
    decisions={Phase.KNOCKOUT: Decision((KnockoutPick,), lambda s: [], knockout_resolve)},
)


# -- F1 Block it! --------------------------------------------------------------------------------------------
def _block_it_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    if any(state.pieces.block_groups) and any(state.is_open(c) for c in range(CASINO_COUNT)):
        state.phase = Phase.BLOCK_IT


def _block_it_moves(state: RoyaleState) -> list[Action]:
    p = state.pieces
    return [
        BlockIt(g, c + 1)
        for g, size in enumerate(p.block_groups)
        if size
        for c in range(CASINO_COUNT)
        if state.is_open(c)
    ]


def _block_it_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, BlockIt)
    p = state.pieces
    size = p.block_groups[action.group]
    p.block_groups[action.group] = 0
    dice = tuple(Die(GREY, action.casino, BLANK) for _ in range(size))
    state.casinos[action.casino - 1].extend(dice)
    events.append(DiceMoved(dice, f"block_it:{action.group}", f"casino:{action.casino}", "block_it"))


BLOCK_IT = TileRule(
    "F1",
    TILE_NAMES["F1"],
    "placement",
    activate=_block_it_activate,
    decisions={Phase.BLOCK_IT: Decision((BlockIt,), _block_it_moves, _block_it_resolve)},
)


# -- F2 Handicap (and the "adjust" choice it shares with My Choice 5) ----------------------------------------
def handicap_moves(state: RoyaleState) -> list[Handicap]:
    slots = [s for s, room in HANDICAP_SLOTS.items() if state.pieces.handicap_slots.get(s, 0) < room]
    return [
        Handicap(c + 1, s)
        for c in range(CASINO_COUNT)
        if state.is_open(c) and any(d.owner == GREY for d in state.casinos[c])
        for s in slots
    ]


def adjust_moves(state: RoyaleState, seat: int) -> list[AdjustPlace | AdjustTake]:
    moves: list[AdjustPlace | AdjustTake] = [
        AdjustPlace(k, v) for k in hand_kinds(state, seat) for v in range(1, 7) if state.is_open(v - 1)
    ]
    for c in range(CASINO_COUNT):
        if state.is_open(c):
            kinds = {d.kind for d in state.casinos[c] if d.owner == seat and d.kind in (SMALL, BIGGY)}
            moves.extend(AdjustTake(c + 1, k) for k in (SMALL, BIGGY) if k in kinds)
    return moves


def _handicap_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    if handicap_moves(state):
        state.phase = Phase.HANDICAP


def _handicap_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    if declined(state, action, seat, events):
        return
    assert isinstance(action, Handicap)
    grey = next(d for d in state.casinos[action.casino - 1] if d.owner == GREY)
    state.casinos[action.casino - 1].remove(grey)
    slots = state.pieces.handicap_slots
    slots[action.slot] = slots.get(action.slot, 0) + 1
    events.append(DiceMoved((grey,), f"casino:{action.casino}", f"handicap:{action.slot}", "handicap"))
    if action.slot == "jeton":
        give_jetons(state, seat, 1, "handicap", events)
    elif action.slot == "money":
        bank_pays(state, seat, 30, "handicap", events)
    elif adjust_moves(state, seat):
        state.phase = Phase.ADJUST


def _adjust_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    if isinstance(action, AdjustPlace):
        state.supply[seat].remove(action.kind)
        die = Die(seat, action.value, action.kind)
        state.casinos[action.value - 1].append(die)
        events.append(DicePlaced(seat, action.value, action.value, (die,), (), activates=False))
    elif isinstance(action, AdjustTake):
        casino = state.casinos[action.casino - 1]
        die = next(d for d in casino if d.owner == seat and d.kind == action.kind)
        casino.remove(die)
        state.supply[seat].append(die.kind)
        events.append(DiceMoved((die,), f"casino:{action.casino}", "hand", "take_back"))


ADJUST = Decision((AdjustPlace, AdjustTake), lambda s: list(adjust_moves(s, s.actor)), _adjust_resolve)

HANDICAP = TileRule(
    "F2",
    TILE_NAMES["F2"],
    "placement",
    activate=_handicap_activate,
    decisions={
        Phase.HANDICAP: Decision((Handicap, Decline), lambda s: [Decline(), *handicap_moves(s)], _handicap_resolve),
        Phase.ADJUST: ADJUST,
    },
)

TILES_E_F = (NO_ENTRY_TILE, KNOCKOUT, BLOCK_IT, HANDICAP)
