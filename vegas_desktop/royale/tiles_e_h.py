"""Tiles E1–H2 (RULES.md §2.2): No Entry!, Knockout?, Block it!, Handicap, Black Box, Double Down, Nice Dice,
My Choice — each one `TileRule` with its activation, scoring hooks and decisions. (My Choice 4's "activate
another tile" lives in tiles.py, which knows every tile.)"""

from __future__ import annotations

from itertools import combinations

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.royale.common import bank_pays, give_jetons, hand_kinds, left_of, return_dice, reward, roll_black
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    BLANK,
    CASINO_COUNT,
    DOUBLE_DOWN_PRIZES,
    GOLDEN_VALUE,
    GREY,
    HANDICAP_SLOTS,
    NICE_DICE_REWARDS,
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
    BlackDieChosen,
    BlockIt,
    BoxPick,
    BoxPicked,
    BoxSplit,
    BoxSplitMade,
    Decline,
    DiceMoved,
    DicePlaced,
    DoubleDown,
    Golden,
    Handicap,
    KnockoutChosen,
    KnockoutPick,
    MarkerMoved,
    MyChoice,
    NiceDice,
    NoEntry,
    PlaqueMoved,
    TieCancelled,
)
from vegas_desktop.royale.tile_rule import Decision, Events, TileRule


def _declined(state: RoyaleState, action: Action, seat: int, events: Events) -> bool:
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
    if _declined(state, action, seat, events):
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
    if _declined(state, action, seat, events):
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

TILES_E_H = (NO_ENTRY_TILE, KNOCKOUT, BLOCK_IT, HANDICAP, BLACK_BOX_TILE, DOUBLE_DOWN, NICE_DICE, MY_CHOICE)
