"""The action tiles (RULES.md §2.2): what happens on activation, and every decision a tile asks for.

`activate` runs a tile's effect and, when the tile needs a choice, sets `state.phase` to a decision phase
(with `state.actor` the seat to decide); otherwise the phase stays "turn_end". `tile_legal` lists the choices
of a decision phase and `resolve` applies one. Round-end decisions (Prime Time, Black Box) return to
"round_end" instead.
"""

from __future__ import annotations

from itertools import combinations

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale.common import (
    bank_pays,
    check_power_play,
    give_jetons,
    hand_kinds,
    left_of,
    reward,
    strict_leader,
)
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK,
    BLACK_BOX,
    BLANK,
    CASINO_COUNT,
    FIFTY_REWARDS,
    GREY,
    HANDICAP_SLOTS,
    JACKPOT_TRACK,
    LUCKY_REWARDS,
    NO_ENTRY_LOOP,
    SMALL,
    Die,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    ActivateTile,
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
    DiceThrown,
    DoubleDown,
    FiftyCall,
    FiftyFiftyRolled,
    Golden,
    Handicap,
    KnockoutChosen,
    KnockoutPick,
    LuckyCount,
    LuckyGuess,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MarkerMoved,
    MyChoice,
    NiceDice,
    NoEntry,
    PlaqueMoved,
    PrimeTime,
    TileActivated,
)

Events = list

# Decision phases and the action types each accepts.
PHASE_ACTIONS: dict[str, tuple[type, ...]] = {
    "lucky_count": (LuckyCount,),
    "lucky_guess": (LuckyGuess,),
    "fifty": (FiftyCall,),
    "no_entry": (NoEntry,),
    "knockout": (KnockoutPick,),
    "block_it": (BlockIt,),
    "handicap": (Handicap, Decline),
    "adjust": (AdjustPlace, AdjustTake),
    "double_down": (DoubleDown,),
    "nice_dice": (NiceDice, Decline),
    "my_choice": (MyChoice,),
    "my_choice_tile": (ActivateTile,),
    "golden": (Golden,),
    "prime_time": (PrimeTime,),
    "box_split": (BoxSplit,),
    "box_pick": (BoxPick,),
}
ROUND_END_PHASES = frozenset({"prime_time", "box_split", "box_pick"})


def roll_black(state: RoyaleState, seat: int, reason: str, events: Events) -> tuple[int, int]:
    rng = state.rng
    assert rng is not None
    values = (rng.randint(1, 6), rng.randint(1, 6))
    state.pieces.black = values
    events.append(DiceThrown(seat, tuple(Die(seat, v, BLACK) for v in values), reason))
    return values


# -- activation ----------------------------------------------------------------------------------------


def activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    """Run the tile at `casino` for `seat` (who placed dice there, or chose it with My Choice 4)."""
    tile = state.tiles[casino]
    if tile is None:
        return
    state.tile_casino = casino
    state.actor = seat
    events.append(TileActivated(casino + 1, tile, seat))
    p = state.pieces
    if tile == "A1":
        state.lucky_count = None
        state.phase = Phase.LUCKY_COUNT
    elif tile == "A2":
        a, b = roll_black(state, seat, "jackpot", events)
        if a + b == 7 or a == b:
            bank_pays(state, seat, JACKPOT_TRACK[p.jackpot_step], "jackpot", events)
            p.jackpot_step = 0
        else:
            p.jackpot_step = min(p.jackpot_step + 1, len(JACKPOT_TRACK) - 1)
        events.append(MarkerMoved(tile, casino + 1, p.jackpot_step))
    elif tile == "B2":
        a, b = roll_black(state, seat, "fifty_fifty", events)
        p.fifty_field = 1
        p.fifty_sum = a + b
        events.append(FiftyFiftyRolled(seat, "start", a + b, True))
        events.append(MarkerMoved(tile, casino + 1, 1))
        state.phase = Phase.FIFTY
    elif tile == "C1":
        if not p.high_five_taken and state.count(casino, seat) >= 5:
            p.high_five = seat
            p.high_five_taken = True
            events.append(PlaqueMoved(tile, seat))
    elif tile == "D1":
        total = 10 * sum(1 for c in range(CASINO_COUNT) if state.count(c, seat) > 0)
        if total <= 20:
            give_jetons(state, seat, total // 10, "pay_day", events)
        else:
            bank_pays(state, seat, total, "pay_day", events)
    elif tile == "D2":
        if strict_leader(state, casino) == seat and p.power_play != seat:
            p.power_play = seat
            events.append(PlaqueMoved(tile, seat))
    elif tile == "E1":
        if no_entry_choices(state):
            state.phase = Phase.NO_ENTRY
    elif tile == "E2":
        _knockout(state, casino, seat, events)
    elif tile == "F1":
        if any(p.block_groups) and any(state.is_open(c) for c in range(CASINO_COUNT)):
            state.phase = Phase.BLOCK_IT
    elif tile == "F2":
        if _handicap_moves(state):
            state.phase = Phase.HANDICAP
    elif tile == "G2":
        if any(d.owner == seat for d in state.casinos[casino]):
            state.phase = Phase.DOUBLE_DOWN
    elif tile == "H1":
        if _nice_dice_moves(state):
            state.phase = Phase.NICE_DICE
    elif tile == "H2":
        roll_black(state, seat, "my_choice", events)
        state.phase = Phase.MY_CHOICE
    # B1 Prime Time, C2 Bad Luck, G1 Black Box act at the round end only.


def _knockout(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
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


# -- choices of each decision phase ------------------------------------------------------------------


def no_entry_choices(state: RoyaleState) -> list[NoEntry]:
    own = state.tile_at("E1")
    moves = [NoEntry(c + 1) for c in range(CASINO_COUNT) if c != own and c != state.closed]
    if state.closed is not None:
        moves.insert(0, NoEntry(None))
    return moves


def _handicap_moves(state: RoyaleState) -> list[Handicap]:
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


def _nice_dice_moves(state: RoyaleState) -> list[NiceDice]:
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


def _prime_time_moves(state: RoyaleState) -> list[PrimeTime]:
    a, b = state.pieces.black
    subsets = {(), (a,), (b,), tuple(sorted((a, b)))}
    return [PrimeTime(s) for s in sorted(subsets, key=lambda s: (len(s), s)) if all(state.is_open(v - 1) for v in s)]


def _box_splits() -> list[BoxSplit]:
    return [BoxSplit(g) for size in range(1, 6) for g in combinations(range(len(BLACK_BOX)), size)]


BOX_SPLITS = _box_splits()


def tile_legal(state: RoyaleState) -> list:
    """The choices of the current decision phase for `state.actor` (Knockout?: for any seat still choosing)."""
    phase = state.phase
    seat = state.actor
    p = state.pieces
    if phase == "lucky_count":
        return [LuckyCount(n) for n in (1, 2, 3)]
    if phase == "lucky_guess":
        return [LuckyGuess(n) for n in (1, 2, 3)]
    if phase == "fifty":
        calls = ["stop"] if p.fifty_field >= 7 else ["stop", "higher", "lower"]
        return [FiftyCall(c) for c in calls]
    if phase == "no_entry":
        return no_entry_choices(state)
    if phase == "block_it":
        return [
            BlockIt(g, c + 1)
            for g, size in enumerate(p.block_groups)
            if size
            for c in range(CASINO_COUNT)
            if state.is_open(c)
        ]
    if phase == "handicap":
        return [Decline(), *_handicap_moves(state)]
    if phase == "adjust":
        return list(adjust_moves(state, seat))
    if phase == "double_down":
        here = state.casinos[state.tile_casino]
        small = sum(1 for d in here if d.owner == seat and d.kind == SMALL)
        biggies = [False, True] if any(d.owner == seat and d.kind == BIGGY for d in here) else [False]
        return [DoubleDown(n, b) for b in biggies for n in range(small + 1)]
    if phase == "nice_dice":
        return [Decline(), *_nice_dice_moves(state)]
    if phase == "my_choice":
        return [MyChoice(v) for v in sorted(set(p.black))]
    if phase == "my_choice_tile":
        return [ActivateTile(c + 1) for c in _other_tiles(state)]
    if phase == "golden":
        return [Golden(k) for k in hand_kinds(state, seat)]
    if phase == "prime_time":
        return _prime_time_moves(state)
    if phase == "box_split":
        return list(BOX_SPLITS)
    if phase == "box_pick":
        return [BoxPick(0), BoxPick(1)]
    raise AssertionError(f"not a tile phase: {phase}")


def knockout_legal(state: RoyaleState, seat: int) -> list[KnockoutPick]:
    if state.knockout_picks.get(seat, "x") is not None:
        return []
    return [KnockoutPick(k) for k in hand_kinds(state, seat)]


def _other_tiles(state: RoyaleState) -> list[int]:
    """My Choice 4: the other tiles at open casinos ([decided] a closed casino's tile cannot be activated)."""
    own = state.tile_at("H2")
    return [c for c in range(CASINO_COUNT) if state.tiles[c] is not None and c != own and state.is_open(c)]


# -- resolving a choice ----------------------------------------------------------------------------------


def resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    """Apply a decision-phase action (already checked to be of the phase's types)."""
    phase = state.phase
    if phase == "knockout":
        if action not in knockout_legal(state, seat):
            raise IllegalAction("knockout: not a die you can put on the bar", repr(action))
        state.knockout_picks[seat] = action.kind
        events.append(KnockoutChosen(seat))
        if all(v is not None for v in state.knockout_picks.values()):
            _knockout_reveal(state, events)
            state.phase = Phase.TURN_END
        return
    if action not in tile_legal(state):
        raise IllegalAction(f"{phase}: choice not allowed", repr(action))
    state.phase = Phase.ROUND_END if phase in ROUND_END_PHASES else Phase.TURN_END
    p = state.pieces
    here = state.tile_casino
    if isinstance(action, LuckyCount):
        state.lucky_count = action.count
        events.append(LuckyPunchChosen(seat))
        state.actor = left_of(state, seat)
        state.phase = Phase.LUCKY_GUESS
    elif isinstance(action, LuckyGuess):
        count = state.lucky_count
        assert count is not None
        player = state.current
        events.append(LuckyPunchResolved(player, seat, count, action.guess))
        if action.guess != count:
            reward(state, player, LUCKY_REWARDS[count], "lucky_punch", events)
        state.lucky_count = None
        state.actor = player
    elif isinstance(action, FiftyCall):
        _fifty(state, action.call, seat, events)
    elif isinstance(action, NoEntry):
        if action.casino is not None:
            state.closed = action.casino - 1
            events.append(PlaqueMoved("E1", action.casino))
            p.no_entry_marker = (p.no_entry_marker + 1) % len(NO_ENTRY_LOOP)
            events.append(MarkerMoved("E1", here + 1, p.no_entry_marker))
            reward(state, seat, NO_ENTRY_LOOP[p.no_entry_marker], "no_entry", events)
    elif isinstance(action, BlockIt):
        size = p.block_groups[action.group]
        p.block_groups[action.group] = 0
        dice = tuple(Die(GREY, action.casino, BLANK) for _ in range(size))
        state.casinos[action.casino - 1].extend(dice)
        events.append(DiceMoved(dice, f"block_it:{action.group}", f"casino:{action.casino}", "block_it"))
    elif isinstance(action, Handicap):
        grey = next(d for d in state.casinos[action.casino - 1] if d.owner == GREY)
        state.casinos[action.casino - 1].remove(grey)
        p.handicap_slots[action.slot] = p.handicap_slots.get(action.slot, 0) + 1
        events.append(DiceMoved((grey,), f"casino:{action.casino}", f"handicap:{action.slot}", "handicap"))
        if action.slot == "jeton":
            give_jetons(state, seat, 1, "handicap", events)
        elif action.slot == "money":
            bank_pays(state, seat, 30, "handicap", events)
        elif adjust_moves(state, seat):
            state.phase = Phase.ADJUST
    elif isinstance(action, AdjustPlace):
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
    elif isinstance(action, DoubleDown):
        casino = state.casinos[here]
        moved: list[Die] = []
        for kind, n in ((SMALL, action.small), (BIGGY, 1 if action.biggy else 0)):
            for _ in range(n):
                die = next(d for d in casino if d.owner == seat and d.kind == kind)
                casino.remove(die)
                moved.append(die)
        if moved:
            p.double_down.extend(moved)
            events.append(DiceMoved(tuple(moved), f"casino:{here + 1}", "double_down", "double_down"))
    elif isinstance(action, NiceDice):
        _nice_dice(state, action, seat, events)
    elif isinstance(action, MyChoice):
        _my_choice(state, action.value, seat, events)
    elif isinstance(action, ActivateTile):
        state.placed = ()
        activate(state, action.casino - 1, seat, events)
    elif isinstance(action, Golden):
        state.supply[seat].remove(action.kind)
        old = p.golden
        if old is not None:
            state.supply[old.owner].append(old.kind)
            events.append(DiceMoved((old,), "golden", "hand", "my_choice"))
        p.golden = Die(seat, 0, action.kind)
        events.append(DiceMoved((p.golden,), "hand", "golden", "my_choice"))
    elif isinstance(action, PrimeTime):
        if action.values:
            dice = tuple(Die(seat, v, BLACK) for v in action.values)
            for d in dice:
                state.casinos[d.value - 1].append(d)
                events.append(DiceMoved((d,), "box", f"casino:{d.value}", "prime_time"))
    elif isinstance(action, BoxSplit):
        state.box_split = action.group
        state.box_sizes = (len(action.group), len(BLACK_BOX) - len(action.group))
        events.append(BoxSplitMade(seat, state.box_winner, state.box_sizes))
        state.actor = state.box_winner
        state.phase = Phase.BOX_PICK
    elif isinstance(action, BoxPick):
        split = state.box_split
        assert split is not None
        group = split if action.group == 0 else tuple(i for i in range(len(BLACK_BOX)) if i not in split)
        events.append(BoxPicked(seat, action.group, group))
        for i in group:
            reward(state, seat, BLACK_BOX[i], "black_box", events)
        state.box_split = None
        state.box_sizes = None
    check_power_play(state, events)


def _fifty(state: RoyaleState, call: str, seat: int, events: Events) -> None:
    p = state.pieces
    here = state.tile_casino + 1
    if call == "stop":
        bank_pays(state, seat, FIFTY_REWARDS[p.fifty_field], "fifty_fifty", events)
        p.fifty_field = 0
        events.append(MarkerMoved("B2", here, 0))
        return
    a, b = roll_black(state, seat, "fifty_fifty", events)
    total = a + b
    right = total > p.fifty_sum if call == "higher" else total < p.fifty_sum
    events.append(FiftyFiftyRolled(seat, call, total, right))
    p.fifty_sum = total
    if not right:
        p.fifty_field = 0
        events.append(MarkerMoved("B2", here, 0))
        return
    p.fifty_field += 1
    events.append(MarkerMoved("B2", here, p.fifty_field))
    if p.fifty_field >= 7:  # the last field: must stop
        _fifty(state, "stop", seat, events)
    else:
        state.phase = Phase.FIFTY


def _nice_dice(state: RoyaleState, action: NiceDice, seat: int, events: Events) -> None:
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


def _my_choice(state: RoyaleState, value: int, seat: int, events: Events) -> None:
    events.append(BlackDieChosen(seat, value))
    if value == 1:
        give_jetons(state, seat, 1, "my_choice", events)
    elif value == 2:
        give_jetons(state, seat, 2, "my_choice", events)
    elif value == 3:
        bank_pays(state, seat, 30, "my_choice", events)
    elif value == 4:
        if _other_tiles(state):
            state.phase = Phase.MY_CHOICE_TILE
    elif value == 5:
        if adjust_moves(state, seat):
            state.phase = Phase.ADJUST
    elif state.supply[seat]:
        state.phase = Phase.GOLDEN
