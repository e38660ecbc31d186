"""Cash & Run's money and turn flow: transfers, owners, auctions, debts and bankruptcy, All play, turns and
the winning combinations (the rules' step handlers call these; nothing here reads an action)."""

from __future__ import annotations

from vegas_desktop.cashrun import chance
from vegas_desktop.cashrun.model import (
    ALL_PLAY_PRIZE,
    BANK,
    BANK_BUYS_FOR,
    BID_STEP,
    CARDS,
    CASINO_PRICE,
    CASINOS,
    DICE,
    GAMES,
    MIN_BID,
    NOBODY,
    POT,
    ROULETTE,
    Bet,
    CashRunState,
    Debt,
    Frame,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    AllPlayed,
    AuctionStarted,
    CasinoChangedHands,
    CasinoSold,
    ChipsMoved,
    EndOffered,
    FinalLapEnded,
    FirstPlayerRolls,
    GameEnded,
    GamePlayed,
    PlayerBankrupt,
    RoundLimitReached,
    TurnStarted,
)
from vegas_desktop.cashrun.options import OFFER_AFTER_ROUNDS

Event = object

MAX_REPLAYS = 100  # All play: ties for the highest (or lowest) play again; after this many the first in seat order wins

POT_BETS: dict[int, tuple[Bet, ...]] = {
    ROULETTE: tuple(Bet("dozen", (k,)) for k in range(3)),
    DICE: tuple(Bet("two", (a, b)) for a in range(1, 7) for b in range(a + 1, 7)),
    CARDS: (Bet("jqka"),),
}
TAKEOVER_BETS: dict[int, tuple[Bet, ...]] = {
    ROULETTE: (Bet("odd"), Bet("even")),
    DICE: (Bet("odd"), Bet("even")),
    CARDS: (Bet("card_red"), Bet("card_black")),
}
GRAND_SLAM_BETS = ((DICE, Bet("even")), (CARDS, Bet("card_red")), (ROULETTE, Bet("odd")))


# -- money, casinos, auctions, debts -------------------------------------------------------------------------
def _transfer(state: CashRunState, source: int, target: int, amount: int, why: str, events: list[Event]) -> None:
    if amount <= 0:
        return
    for who, sign in ((source, -1), (target, 1)):
        if who == POT:
            state.pot += sign * amount
        elif who == BANK:
            state.bank += sign * amount
        elif who >= 0:
            state.chips[who] += sign * amount
    events.append(ChipsMoved(source, target, amount, why))


def _set_owner(state: CashRunState, casino: int, new: int, why: str, events: list[Event]) -> None:
    old = state.owner[casino]
    state.owner[casino] = new
    if why != "bought":
        events.append(CasinoChangedHands(casino, old, new, why))
    lap = state.laps.get(old)
    if lap is not None and casino in lap.combo:  # losing a casino of the combination ends the final lap
        del state.laps[old]
        events.append(FinalLapEnded(old, casino))


def _push_auction(state: CashRunState, seller: int, casino: int, forced: bool, events: list[Event]) -> None:
    events.append(AuctionStarted(seller, casino, forced))
    order = tuple(
        (seller + k) % state.players for k in range(1, state.players) if state.alive[(seller + k) % state.players]
    )
    frame = Frame(Phase.BID, -1, seller=seller, casino=casino, order=order, bid=0, high=-1)
    state.stack.append(frame)
    _next_bidder(state, frame, events, start=True)


def _next_bidder(state: CashRunState, f: Frame, events: list[Event], start: bool = False) -> None:
    """The next bidder in seat order who is still in and can raise; the auction ends when nobody else can."""
    order = f.order
    if not order:
        _close_auction(state, f, events)
        return
    i = -1 if start else order.index(f.seat)
    for k in range(1, len(order) + 1):
        who = order[(i + k) % len(order)]
        if who == f.high or who in f.passed:
            continue
        if state.chips[who] < max(MIN_BID, f.bid + BID_STEP):  # cannot raise: out of this auction
            f.passed = (*f.passed, who)
            continue
        f.seat = who
        return
    _close_auction(state, f, events)


def _close_auction(state: CashRunState, f: Frame, events: list[Event]) -> None:
    state.stack.pop()
    if f.high >= 0:
        _transfer(state, f.high, f.seller, f.bid, "auction", events)
        _set_owner(state, f.casino, f.high, "auction", events)
        events.append(CasinoSold(f.casino, f.seller, f.high, f.bid))
    else:  # no bid: the bank buys it back for 50k and it is for sale again
        _transfer(state, BANK, f.seller, min(BANK_BUYS_FOR, state.bank), "auction", events)
        _set_owner(state, f.casino, -1, "bank", events)
        events.append(CasinoSold(f.casino, f.seller, BANK, BANK_BUYS_FOR))


def _settle_debt(state: CashRunState, events: list[Event]) -> None:
    """Work on the oldest debt: pay it, go bankrupt, or put a casino of the debtor's up for auction."""
    d = state.debts[0]
    if not state.alive[d.debtor]:
        state.debts.pop(0)
        return
    if state.chips[d.debtor] >= d.amount:
        state.debts.pop(0)
        if d.creditor != NOBODY:
            target = d.creditor if (d.creditor < 0 or state.alive[d.creditor]) else POT
            _transfer(state, d.debtor, target, d.amount, "debt", events)
        return
    mine = state.casinos_of(d.debtor)
    if not mine:  # bankrupt: what they have goes, the rest is void, and they are out
        state.debts.pop(0)
        paid = state.chips[d.debtor]
        if d.creditor != NOBODY:
            _transfer(state, d.debtor, d.creditor if d.creditor < 0 or state.alive[d.creditor] else POT, paid,
                      "debt", events)  # fmt: skip
        _bankrupt(state, d.debtor, d.amount - paid, events)
        return
    if d.first in mine:  # the visited casino is auctioned first
        first, d.first = d.first, -1
        _push_auction(state, d.debtor, first, True, events)
    elif len(mine) == 1:
        _push_auction(state, d.debtor, mine[0], True, events)
    else:
        state.stack.append(Frame(Phase.AUCTION_CHOICE, d.debtor))


def _bankrupt(state: CashRunState, p: int, void: int, events: list[Event]) -> None:
    state.alive[p] = False
    if state.chips[p]:
        _transfer(state, p, POT, state.chips[p], "bankrupt", events)
    state.bluff_pile.extend(state.hands[p])
    state.hands[p] = []
    state.laps.pop(p, None)
    state.pos[p] = -1
    events.append(PlayerBankrupt(p, max(0, void)))
    # the player's pending frames go with them (a visit they were making, a bid they were asked for...)
    state.stack = [f for f in state.stack if not (f.seat == p and f.phase is not Phase.BID)]
    for f in state.stack:
        if f.phase is Phase.BID and p in f.order:
            f.order = tuple(x for x in f.order if x != p)
            if f.high == p:  # cannot happen (a high bidder has the chips), kept for safety
                f.high, f.bid = -1, 0
    alive = [q for q in range(state.players) if state.alive[q]]
    if len(alive) == 1:
        _end_game(state, (alive[0],), events)


def _all_play(state: CashRunState, p: int, game: int, events: list[Event]) -> None:
    """Everybody plays once; the highest gets 500k from the bank (ties play again among the tied). A short bank
    pays what it has and the lowest pays the rest to the winner."""
    players = [(p + k) % state.players for k in range(state.players) if state.alive[(p + k) % state.players]]
    values = _play_round(state, players, game, events)
    winner = _extreme(state, players, values, game, events, highest=True)
    from_bank = min(ALL_PLAY_PRIZE, state.bank)
    _transfer(state, BANK, winner, from_bank, "all play", events)
    events.append(GamePlayed("all_play", winner, True))
    if from_bank < ALL_PLAY_PRIZE:
        others = [q for q in players if q != winner]
        if others:
            lowest = _extreme(state, others, {q: values[q] for q in others}, game, events, highest=False)
            state.debts.append(Debt(lowest, winner, ALL_PLAY_PRIZE - from_bank))


def _play_round(state: CashRunState, players: list[int], game: int, events: list[Event]) -> dict[int, int]:
    values = {q: chance.value_of(state.rng, game, events) for q in players}
    events.append(AllPlayed(tuple(values.items())))
    return values


def _extreme(
    state: CashRunState, players: list[int], values: dict[int, int], game: int, events: list[Event], highest: bool
) -> int:
    pick = max if highest else min
    tied = [q for q in players if values[q] == pick(values.values())]
    for _ in range(MAX_REPLAYS):
        if len(tied) == 1:
            return tied[0]
        values = _play_round(state, tied, game, events)
        tied = [q for q in tied if values[q] == pick(values.values())]
    return tied[0]


# -- turns ----------------------------------------------------------------------------------------------------
def _first_player(state: CashRunState, events: list[Event]) -> int:
    rolling = list(range(state.players))
    throws: list[tuple[int, int]] = []
    for _ in range(MAX_REPLAYS):
        results = {p: state.rng.randint(1, 6) + state.rng.randint(1, 6) for p in rolling}
        throws += list(results.items())
        best = max(results.values())
        rolling = [p for p in rolling if results[p] == best]
        if len(rolling) == 1:
            break
    events.append(FirstPlayerRolls(tuple(throws), rolling[0]))
    return rolling[0]


def _start_turn(state: CashRunState, p: int, extra: bool, events: list[Event]) -> None:
    state.current = p
    state.turns += 1
    state.extra_turn = False
    events.append(TurnStarted(p, state.round, extra))
    state.stack.append(Frame(Phase.TURN, p))


def _advance(state: CashRunState, events: list[Event]) -> None:
    """Settle debts and pass turns until a decision is pending or the game is over."""
    while not state.winners:  # ends: each pass pays a debt, sells a casino of the debtor's, or starts a turn
        if state.debts and (not state.stack or state.stack[-1].phase not in (Phase.BID, Phase.AUCTION_CHOICE)):
            _settle_debt(state, events)  # may leave an auction or the debtor's choice pending (seen above)
            continue
        if state.stack:
            return
        _end_turn(state, events)


def _end_turn(state: CashRunState, events: list[Event]) -> None:
    p = state.current
    if state.extra_turn and state.alive[p] and p not in state.laps:
        _start_turn(state, p, True, events)
        return
    n = state.players
    nxt = next(((p + k) % n for k in range(1, n + 1) if state.alive[(p + k) % n]), p)
    walked = {(p + k) % n for k in range(1, ((nxt - p) % n or n) + 1)}
    if state.first in walked:
        state.round += 1
        limit = state.options.round_limit
        if limit and state.round > limit:
            events.append(RoundLimitReached(limit))
            _end_richest(state, events)
            return
        voters = offer_voters(state)
        if voters:  # an overlong game without the limit: the humans are asked, once, before the round begins
            state.offered = True
            events.append(EndOffered(state.round - 1, voters))
            state.stack.append(Frame(Phase.OFFER, voters[0], party=nxt, order=voters))
            return
    _start_turn(state, nxt, False, events)


def offer_voters(state: CashRunState) -> tuple[int, ...]:
    """The human seats still in to ask whether to end the game now: only without a round limit, only once, and
    only once more rounds than the player count's p99 were played (computer seats are never asked)."""
    if state.offered or state.options.round_limit or state.round <= OFFER_AFTER_ROUNDS[state.players]:
        return ()
    return tuple(s for s in state.options.voters if 0 <= s < state.players and state.alive[s])


def _end_richest(state: CashRunState, events: list[Event]) -> None:
    """The house rule's end: the richest by chips plus 100k a casino wins (ties share)."""
    values = worth(state)
    alive = [q for q in range(state.players) if state.alive[q]]
    best = max(values[q] for q in alive)
    _end_game(state, tuple(q for q in alive if values[q] == best), events)


def _end_game(state: CashRunState, winners: tuple[int, ...], events: list[Event]) -> None:
    state.winners = winners
    state.stack.clear()
    state.debts.clear()
    events.append(GameEnded(tuple(tuple(g) for g in standings(state)), tuple(state.chips)))


def may_sell(state: CashRunState, p: int) -> bool:
    """`p` may auction a casino of their own will now: it is their turn, they own one, and nobody is on a final
    lap (docs/rules.md#cr-auctions: at any decision of your own during your turn)."""
    return p == state.current and not state.laps and any(o == p for o in state.owner)


# -- winning combinations ---------------------------------------------------------------------------------------
def combos_of(state: CashRunState, p: int) -> list[tuple[int, ...]]:
    """Every winning combination `p` could lay: 3 players: 4 casinos of one game; 4-6: 3 of one game or 3 of
    one colour."""
    from itertools import combinations

    mine = state.casinos_of(p)
    size = 4 if state.players == 3 else 3
    groups: list[list[int]] = [[c for c in mine if CASINOS[c][2] == g] for g in range(len(GAMES))]
    if state.players >= 4:
        groups += [[c for c in mine if CASINOS[c][1] == colour] for colour in range(5)]
    found: list[tuple[int, ...]] = []
    for group in groups:
        for combo in combinations(sorted(group), size):
            if combo not in found:
                found.append(combo)
    return found


def worth(state: CashRunState) -> list[int]:
    """Chips plus 100k a casino: what the round limit ranks by."""
    return [state.chips[p] + CASINO_PRICE * len(state.casinos_of(p)) for p in range(state.players)]


def standings(state: CashRunState) -> list[list[int]]:
    """Winners first; the others by worth (bankrupt players last)."""
    rest: dict[tuple[bool, int], list[int]] = {}
    values = worth(state)
    for p in range(state.players):
        if p not in state.winners:
            rest.setdefault((state.alive[p], values[p]), []).append(p)
    places = [list(state.winners)] if state.winners else []
    return places + [rest[k] for k in sorted(rest, reverse=True)]
