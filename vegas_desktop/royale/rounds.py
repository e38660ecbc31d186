"""Round setup and the round end (docs/rules.md#royale-base and the round-end order of docs/rules.md#royale-round-end).

Round end, resumable because Prime Time and Black Box ask for decisions (`state.end_cursor` counts steps):
0-5 "before scoring" effects of casinos 1-6; 6-11 scoring of casinos 1-6 with their "during scoring"
effects; 12 Bad Luck payments; 13 dice return, next round or game end.
"""

from __future__ import annotations

from vegas_desktop.core.ranking import final_standings, rank_cancelling
from vegas_desktop.royale.common import give_jetons, left_of
from vegas_desktop.royale.model import (
    BAD_LUCK_FINE,
    BLANK,
    BLOCK_GROUPS,
    BOARDS,
    CASINO_COUNT,
    GREY,
    HAND,
    HANDICAP_GREY,
    JETON_VALUE,
    JETONS_PER_ROUND,
    NEUTRAL,
    ROUNDS,
    Die,
    Phase,
    Pieces,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    DiceMoved,
    DicePlaced,
    DiceThrown,
    GameEnded,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.royale.tiles import at_scoring, before_scoring

Events = list
END_STEPS = 14


def standings(state: RoyaleState) -> list[list[int]]:
    """Most money (jetons 10k each); tie -> more money cards plus jetons; still tied -> shared place."""
    seats = range(state.players)
    return final_standings([state.worth(s) for s in seats], [len(state.cards[s]) + state.jetons[s] for s in seats])


# -- setup ----------------------------------------------------------------------------------------------


def start_round(state: RoyaleState, number: int, start: int, events: Events) -> None:
    state.round = number
    state.start_player = start
    state.current = start
    state.actor = start
    state.phase = Phase.ROLL
    state.throw = None
    state.placed = ()
    state.thrown_rest = ()
    state.closed = None
    state.end_cursor = 0
    state.top_winner = [None] * CASINO_COUNT
    state.supply = [list(HAND) for _ in range(state.players)]
    state.casinos = [[] for _ in range(CASINO_COUNT)]
    state.bills = _deal(state.pile)
    state.tiles = _draw_tiles(state, number)
    state.pieces = Pieces()
    events.append(RoundStarted(number, start, tuple(state.bills), tuple(state.tiles)))
    for seat in range(state.players):
        give_jetons(state, seat, JETONS_PER_ROUND, "round", events)
    if "F1" in state.tiles:
        state.pieces.block_groups = list(BLOCK_GROUPS)
    if "F2" in state.tiles:
        for c, n in enumerate(HANDICAP_GREY):
            dice = tuple(Die(GREY, c + 1, BLANK) for _ in range(n))
            state.casinos[c].extend(dice)
            events.append(DiceMoved(dice, "box", f"casino:{c + 1}", "handicap_setup"))
    if state.players == 2:
        _neutral_dice(state, events)
    events.append(TurnStarted(start))


def _deal(pile: list[int]) -> list[tuple[int, ...]]:
    """Six pairs; the highest sum to casino 6 ... lowest to 1; equal sums: the higher single card goes higher."""
    pairs = []
    for _ in range(CASINO_COUNT):
        pair = tuple(sorted(pile[:2], reverse=True))
        del pile[:2]
        pairs.append(pair)
    pairs.sort(key=lambda p: (sum(p), p[0] if p else 0))
    return pairs


def _draw_tiles(state: RoyaleState, number: int) -> list[str | None]:
    opts = state.options
    forced = opts.tiles
    if forced is not None and number <= len(forced):
        layout = list(forced[number - 1]) + [None] * CASINO_COUNT
        tiles = layout[:CASINO_COUNT]
    else:
        rng = state.rng
        assert rng is not None
        available = [b for b in BOARDS if not (opts.no_repeats and b in state.used_boards)]
        drawn = rng.sample(available, min(opts.boards, len(available)))
        tiles = [f"{b}{rng.randint(1, 2)}" for b in drawn] + [None] * CASINO_COUNT
        tiles = tiles[:CASINO_COUNT]
    state.used_boards.extend(t[0] for t in tiles if t is not None and t[0] not in state.used_boards)
    return tiles


def _neutral_dice(state: RoyaleState, events: Events) -> None:
    """2 players: the 8 dice of an unused colour are thrown and stay on their casinos all round."""
    rng = state.rng
    assert rng is not None
    dice = tuple(Die(NEUTRAL, rng.randint(1, 6), kind) for kind in HAND)
    events.append(DiceThrown(NEUTRAL, dice, "neutral"))
    for v in sorted({d.value for d in dice}):
        chosen = tuple(d for d in dice if d.value == v)
        state.casinos[v - 1].extend(chosen)
        events.append(DicePlaced(NEUTRAL, v, v, chosen, (), activates=False))


# -- round end ------------------------------------------------------------------------------------------


def continue_round_end(state: RoyaleState, events: Events) -> None:
    """Run round-end steps until one asks for a decision (phase changes) or the next round starts."""
    while state.phase == "round_end" and state.end_cursor < END_STEPS:
        step = state.end_cursor
        state.end_cursor += 1
        if step < CASINO_COUNT:
            before_scoring(state, step, events)
        elif step < 2 * CASINO_COUNT:
            _score_casino(state, step - CASINO_COUNT, events)
        elif step == 2 * CASINO_COUNT:
            for seat in state.pieces.bad_luck:
                _pay_fine(state, seat, events)
        else:
            _finish_round(state, events)


def _ranking(state: RoyaleState, casino: int) -> tuple[list[int], list[list[int]], dict[int, int]]:
    tally = state.counts(casino)
    ranking, cancelled = rank_cancelling(tally)
    return ranking, cancelled, tally


def _score_casino(state: RoyaleState, casino: int, events: Events) -> None:
    ranking, cancelled, tally = _ranking(state, casino)
    for group in cancelled:
        events.append(TieCancelled(casino + 1, tuple(sorted(group)), tally[group[0]]))
    bills = state.bills[casino]
    back: list[int] = []
    for place, bill in enumerate(bills):
        owner = ranking[place] if place < len(ranking) else None
        if owner is not None and owner >= 0:
            state.cards[owner].append(bill)
            events.append(BillPaid(casino + 1, owner, bill))
        else:
            back.append(bill)
    if back:
        state.pile.extend(back)
        events.append(BillsReturned(casino + 1, tuple(back)))
    state.bills[casino] = ()
    top = ranking[0] if ranking and bills else None
    state.top_winner[casino] = top if top is not None and top >= 0 else None
    at_scoring(state, casino, events)


def _pay_fine(state: RoyaleState, seat: int, events: Events) -> None:
    """Pay 50k to the bank: cards first (change back as one card), then jetons at 10k; never below zero."""
    cards = sorted(state.cards[seat])
    due = BAD_LUCK_FINE
    paid: list[int] = []
    if sum(cards) >= due:
        big = [c for c in cards if c >= due]
        if big:
            paid = [big[0]]
        else:
            for c in cards:
                paid.append(c)
                if sum(paid) >= due:
                    break
    else:
        paid = cards
    for c in paid:
        state.cards[seat].remove(c)
    given = sum(paid)
    state.bank_net -= given
    change = max(0, given - due)
    if change:
        state.cards[seat].append(change)
        state.bank_net += change
    still = max(0, due - given)
    jetons = min(state.jetons[seat], -(-still // JETON_VALUE))
    state.jetons[seat] -= jetons
    short = max(0, still - jetons * JETON_VALUE)
    events.append(BadLuckPaid(seat, tuple(paid), jetons, change, short))


def _finish_round(state: RoyaleState, events: Events) -> None:
    state.pieces.black = ()
    events.append(RoundEnded(state.round, tuple(state.worth(s) for s in range(state.players))))
    if state.round >= ROUNDS:
        state.phase = Phase.OVER
        state.closed = None
        ranks = standings(state)
        events.append(GameEnded(tuple(tuple(g) for g in ranks), tuple(state.worth(s) for s in range(state.players))))
        return
    start_round(state, state.round + 1, next_start(state), events)


def next_start(state: RoyaleState) -> int:
    """[decided] The winner of the higher card at casino 6, else 5, ...; else left of the previous start."""
    for casino in reversed(range(CASINO_COUNT)):
        winner = state.top_winner[casino]
        if winner is not None:
            return winner
    return left_of(state, state.start_player)
