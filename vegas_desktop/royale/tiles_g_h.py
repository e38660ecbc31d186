"""Tiles G1–H2 (docs/rules.md#royale-tiles): Black Box, Double Down, Nice Dice, My Choice — each one `TileRule` with its
activation, scoring hooks and decisions. (My Choice 4's "activate another tile" lives in tiles.py, which knows
every tile; My Choice 5 is Handicap's "adjust" choice, from tiles_e_f.py.)"""

from __future__ import annotations

from itertools import combinations

from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.royale.common import bank_pays, give_jetons, hand_kinds, left_of, return_dice, reward, roll_black
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    CASINO_COUNT,
    DOUBLE_DOWN_PRIZES,
    GOLDEN_VALUE,
    NICE_DICE_REWARDS,
    SMALL,
    TILE_NAMES,
    Die,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    BlackDieChosen,
    BoxPick,
    BoxPicked,
    BoxSplit,
    BoxSplitMade,
    Decline,
    DiceMoved,
    DoubleDown,
    Golden,
    MyChoice,
    NiceDice,
    TieCancelled,
)
from vegas_desktop.royale.tile_rule import Decision, Events, TileRule
from vegas_desktop.royale.tiles_e_f import ADJUST, adjust_moves, declined

# -- G1 Black Box --------------------------------------------------------------------------------------------
BOX_SPLITS = [BoxSplit(g) for size in range(1, 6) for g in combinations(range(len(BLACK_BOX)), size)]


def _black_box_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    winner = state.top_winner[casino]
    if winner is not None:
        state.box_winner = winner
        state.box_split = None
        state.box_sizes = None
        state.tile_casino = casino
        state.actor = left_of(state, winner)
        state.phase = Phase.BOX_SPLIT


def _box_split_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, BoxSplit)
    state.box_split = action.group
    state.box_sizes = (len(action.group), len(BLACK_BOX) - len(action.group))
    events.append(BoxSplitMade(seat, state.box_winner, state.box_sizes))
    state.actor = state.box_winner
    state.phase = Phase.BOX_PICK


def _box_pick_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, BoxPick)
    split = state.box_split
    assert split is not None
    group = split if action.group == 0 else tuple(i for i in range(len(BLACK_BOX)) if i not in split)
    events.append(BoxPicked(seat, action.group, group))
    for i in group:
        reward(state, seat, BLACK_BOX[i], "black_box", events)
    state.box_split = None
    state.box_sizes = None


BLACK_BOX_TILE = TileRule(
    "G1",
    TILE_NAMES["G1"],
    "scoring",
    at_scoring=_black_box_scoring,
    decisions={
        Phase.BOX_SPLIT: Decision((BoxSplit,), lambda s: list(BOX_SPLITS), _box_split_resolve, round_end=True),
        Phase.BOX_PICK: Decision((BoxPick,), lambda s: [BoxPick(0), BoxPick(1)], _box_pick_resolve, round_end=True),
    },
)


# -- G2 Double Down ------------------------------------------------------------------------------------------
def _double_down_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    if any(d.owner == seat for d in state.casinos[casino]):
        state.phase = Phase.DOUBLE_DOWN


def _double_down_moves(state: RoyaleState) -> list[Action]:
    seat = state.actor
    here = state.casinos[state.tile_casino]
    small = sum(1 for d in here if d.owner == seat and d.kind == SMALL)
    biggies = [False, True] if any(d.owner == seat and d.kind == BIGGY for d in here) else [False]
    return [DoubleDown(n, b) for b in biggies for n in range(small + 1)]


def _double_down_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, DoubleDown)
    here = state.tile_casino
    casino = state.casinos[here]
    moved: list[Die] = []
    for kind, n in ((SMALL, action.small), (BIGGY, 1 if action.biggy else 0)):
        for _ in range(n):
            die = next(d for d in casino if d.owner == seat and d.kind == kind)
            casino.remove(die)
            moved.append(die)
    if moved:
        state.pieces.double_down.extend(moved)
        events.append(DiceMoved(tuple(moved), f"casino:{here + 1}", "double_down", "double_down"))


def _double_down_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    p = state.pieces
    if not p.double_down:
        return
    tally: dict[int, int] = {}
    for d in p.double_down:
        tally[d.owner] = tally.get(d.owner, 0) + d.weight
    ranking, cancelled = rank_cancelling(tally)
    for group in cancelled:
        events.append(TieCancelled(casino + 1, tuple(sorted(group)), tally[group[0]], "double_down"))
    for owner, prize in zip(ranking, DOUBLE_DOWN_PRIZES, strict=False):
        bank_pays(state, owner, prize, "double_down", events)
    return_dice(state, tuple(p.double_down), "double_down", events)
    p.double_down = []


DOUBLE_DOWN = TileRule(
    "G2",
    TILE_NAMES["G2"],
    "placement",
    activate=_double_down_activate,
    at_scoring=_double_down_scoring,
    decisions={Phase.DOUBLE_DOWN: Decision((DoubleDown,), _double_down_moves, _double_down_resolve)},
)


# -- H1 Nice Dice --------------------------------------------------------------------------------------------
def nice_dice_moves(state: RoyaleState) -> list[NiceDice]:
    seat = state.actor
    here = state.tile_at("H1")
    options: list[NiceDice] = []
    hand = list(state.supply[seat])
    for d in state.thrown_rest:
        if d.kind in hand:
            options.append(NiceDice(d.kind, d.value, "hand"))
    for d in state.placed:
        if here is not None and d.value == here + 1 and d in state.casinos[here]:
            options.append(NiceDice(d.kind, d.value, "casino"))
    fields = state.pieces.nice_dice
    usable = []
    for m in dict.fromkeys(options):  # distinct, in order
        occupant = fields[m.value - 1]
        if occupant is None or state.is_open(occupant.value - 1):
            usable.append(m)
    return usable


def _nice_dice_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    if nice_dice_moves(state):
        state.phase = Phase.NICE_DICE


def _nice_dice_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    if declined(state, action, seat, events):
        return
    assert isinstance(action, NiceDice)
    fields = state.pieces.nice_dice
    die = Die(seat, action.value, action.kind)
    if action.source == "hand":
        state.supply[seat].remove(action.kind)
        rest = list(state.thrown_rest)
        rest.remove(die)
        state.thrown_rest = tuple(rest)
        source = "hand"
    else:
        here = state.tile_at("H1")
        assert here is not None
        state.casinos[here].remove(die)
        placed = list(state.placed)
        placed.remove(die)
        state.placed = tuple(placed)
        source = f"casino:{here + 1}"
    occupant = fields[action.value - 1]
    if occupant is not None:
        state.casinos[occupant.value - 1].append(occupant)
        events.append(DiceMoved((occupant,), f"nice:{action.value}", f"casino:{occupant.value}", "nice_dice"))
    fields[action.value - 1] = die
    events.append(DiceMoved((die,), source, f"nice:{action.value}", "nice_dice"))


def _nice_dice_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    p = state.pieces
    for face, die in enumerate(p.nice_dice, start=1):
        if die is not None:
            reward(state, die.owner, NICE_DICE_REWARDS[face], "nice_dice", events)
            return_dice(state, (die,), f"nice:{face}", events)
    p.nice_dice = [None] * CASINO_COUNT


NICE_DICE = TileRule(
    "H1",
    TILE_NAMES["H1"],
    "placement",
    activate=_nice_dice_activate,
    at_scoring=_nice_dice_scoring,
    decisions={
        Phase.NICE_DICE: Decision((NiceDice, Decline), lambda s: [Decline(), *nice_dice_moves(s)], _nice_dice_resolve)
    },
)


# -- H2 My Choice ----------------------------------------------------------------------------------------------
def other_tiles(state: RoyaleState) -> list[int]:
    """My Choice 4: the other tiles at open casinos ([decided] a closed casino's tile cannot be activated)."""
    own = state.tile_at("H2")
    return [c for c in range(CASINO_COUNT) if state.tiles[c] is not None and c != own and state.is_open(c)]


def _my_choice_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    roll_black(state, seat, "my_choice", events)
    state.phase = Phase.MY_CHOICE


def _my_choice_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, MyChoice)
    value = action.value
    events.append(BlackDieChosen(seat, value))
    if value == 1:
        give_jetons(state, seat, 1, "my_choice", events)
    elif value == 2:
        give_jetons(state, seat, 2, "my_choice", events)
    elif value == 3:
        bank_pays(state, seat, 30, "my_choice", events)
    elif value == 4:
        if other_tiles(state):
            state.phase = Phase.MY_CHOICE_TILE
    elif value == 5:
        if adjust_moves(state, seat):
            state.phase = Phase.ADJUST
    elif state.supply[seat]:
        state.phase = Phase.GOLDEN


def _golden_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, Golden)
    p = state.pieces
    state.supply[seat].remove(action.kind)
    old = p.golden
    if old is not None:
        state.supply[old.owner].append(old.kind)
        events.append(DiceMoved((old,), "golden", "hand", "my_choice"))
    p.golden = Die(seat, 0, action.kind)
    events.append(DiceMoved((p.golden,), "hand", "golden", "my_choice"))


def _golden_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    p = state.pieces
    if p.golden is not None:
        bank_pays(state, p.golden.owner, GOLDEN_VALUE, "golden", events)
        return_dice(state, (p.golden,), "golden", events)
        p.golden = None


MY_CHOICE = TileRule(
    "H2",
    TILE_NAMES["H2"],
    "placement",
    activate=_my_choice_activate,
    at_scoring=_golden_scoring,
    decisions={
        Phase.MY_CHOICE: Decision(
            (MyChoice,), lambda s: [MyChoice(v) for v in sorted(set(s.pieces.black))], _my_choice_resolve
        ),
        Phase.GOLDEN: Decision((Golden,), lambda s: [Golden(k) for k in hand_kinds(s, s.actor)], _golden_resolve),
        Phase.ADJUST: ADJUST,
    },
)

TILES_G_H = (BLACK_BOX_TILE, DOUBLE_DOWN, NICE_DICE, MY_CHOICE)
