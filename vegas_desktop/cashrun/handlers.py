"""Cash & Run (docs/rules.md#cash-and-run): what each pending decision does with its answer. One handler per phase
(`HANDLERS`, called by the rules' `step` once the action is known to be legal), and the pawn moves, landings,
casino games, bluffs and settlements they run. Money, debts, auctions and turns are `flow`'s.
Pure: no pygame, no global random; chance only from the generator in the state.
"""

from __future__ import annotations

from collections.abc import Callable

from vegas_desktop.cashrun import chance
from vegas_desktop.cashrun.flow import (
    GRAND_SLAM_BETS,
    _all_play,
    _end_game,
    _end_richest,
    _next_bidder,
    _push_auction,
    _set_owner,
    _start_turn,
    _transfer,
    combos_of,
    may_sell,
)
from vegas_desktop.cashrun.model import (
    BANK,
    BLUFF_PRICE,
    BOARD,
    CASH_RUN_FIELDS,
    CASINO_FIELD,
    CASINO_PRICE,
    CASINOS,
    FACTORS,
    FIELDS,
    GRAND_SLAM_SAFE,
    GRAND_SLAM_STAGES,
    HAND_LIMIT,
    MIN_STAKE,
    NOBODY,
    POT,
    TAKEOVER_FEE,
    CashRunState,
    Debt,
    Frame,
    Kind,
    Lap,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    AgreeEnd,
    Auction,
    Bid,
    BidMade,
    BidPassed,
    BluffAccepted,
    BluffBought,
    BluffChallenged,
    BluffDiscarded,
    BluffLaid,
    Buy,
    CasinoBought,
    DiceRolled,
    Discard,
    EndAgreed,
    EndVoted,
    FinalLapFailed,
    FinalLapStarted,
    GamePlayed,
    GoTo,
    LayBluff,
    LayCombo,
    Pass,
    PawnMoved,
    PawnPlaced,
    PlaceBet,
    Stake,
    StartAt,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
    TakeSafe,
)

Event = object


def _h_start(state: CashRunState, f: Frame, a: StartAt, events: list[Event]) -> None:
    state.stack.pop()
    state.pos[f.seat] = CASINO_FIELD[a.casino]
    events.append(PawnPlaced(f.seat, state.pos[f.seat]))
    if not any(fr.phase is Phase.START for fr in state.stack):
        _start_turn(state, state.first, False, events)


def _h_turn(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    p = f.seat
    state.stack.pop()
    if isinstance(a, StartFinalLap):
        if chance.spades_drawn(state.rng, events):
            events.append(FinalLapFailed(p))
            return
        combos = combos_of(state, p)
        if len(combos) == 1:
            _begin_lap(state, p, combos[0], events)
        else:
            state.stack.append(Frame(Phase.COMBO, p, choices=tuple(combos)))
        return
    d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
    events.append(DiceRolled(p, (d1, d2)))
    in_lap = p in state.laps
    state.extra_turn = d1 == d2 and not in_lap
    if _move(state, p, d1 + d2, events):
        _land(state, p, events)


def _h_combo(state: CashRunState, f: Frame, a: LayCombo, events: list[Event]) -> None:
    state.stack.pop()
    _begin_lap(state, f.seat, f.choices[a.index], events)


def _begin_lap(state: CashRunState, p: int, combo: tuple[int, ...], events: list[Event]) -> None:
    here = state.pos[p]
    start = next((c for c in sorted(CASH_RUN_FIELDS) if c > here), CASH_RUN_FIELDS[0])
    state.pos[p] = start
    events.append(PawnMoved(p, (start,), jump=True))
    state.laps[p] = Lap(tuple(sorted(combo)), start)
    events.append(FinalLapStarted(p, state.laps[p].combo, start))


def _move(state: CashRunState, p: int, steps: int, events: list[Event]) -> bool:
    """Move clockwise; True when the field is to be resolved (False: the final lap was completed: a win)."""
    path = tuple((state.pos[p] + k) % FIELDS for k in range(1, steps + 1))
    state.pos[p] = path[-1]
    events.append(PawnMoved(p, path))
    lap = state.laps.get(p)
    if lap is not None:
        lap.travelled += steps
        if lap.travelled >= FIELDS:
            _end_game(state, (p,), events)
            return False
    return True


def _land(state: CashRunState, p: int, events: list[Event]) -> None:
    """Resolve the field the pawn of `p` stands on."""
    field = BOARD[state.pos[p]]
    kind = field.kind
    if kind is Kind.CASH_RUN:
        if p not in state.laps:  # in your own final lap you just stay
            state.stack.append(Frame(Phase.CASH_RUN, p))
    elif kind is Kind.CASINO:
        c, owner = field.arg, state.owner[field.arg]
        if owner == -1:
            if state.chips[p] >= CASINO_PRICE or may_sell(state, p):  # short: an auction may raise the price
                state.stack.append(Frame(Phase.BUY_CASINO, p, casino=c))
        elif owner == p:
            state.extra_turn = p not in state.laps
        else:
            visit = Frame(Phase.STAKE, p, party=p, other=owner, casino=c, game=CASINOS[c][2], then="visit")
            state.stack.append(visit)
            if state.chips[p] < MIN_STAKE:  # a visitor with no chips must auction first
                state.debts.append(Debt(p, NOBODY, MIN_STAKE))
    elif kind is Kind.BLUFF:
        if (state.chips[p] >= BLUFF_PRICE or may_sell(state, p)) and state.bluff_pile:
            state.stack.append(Frame(Phase.BUY_BLUFF, p))
    elif kind is Kind.POT:
        state.stack.append(Frame(Phase.POT, p, party=p, game=field.arg))
    elif kind is Kind.ALL_PLAY:
        _all_play(state, p, field.arg, events)
    elif kind is Kind.GRAND_SLAM:
        if state.bank > 0:  # an empty bank: nothing happens here
            state.stack.append(Frame(Phase.GRAND_SLAM, p, party=p))
    elif kind is Kind.TAKEOVER:
        others = any(o >= 0 and o != p and state.alive[o] for o in state.owner)
        if state.casinos_of(p) and (state.chips[p] >= TAKEOVER_FEE or may_sell(state, p)) and others:
            state.stack.append(Frame(Phase.TAKEOVER, p, party=p, game=field.arg))


def _h_cash_run(state: CashRunState, f: Frame, a: GoTo, events: list[Event]) -> None:
    state.stack.pop()
    state.pos[f.seat] = a.field
    events.append(PawnMoved(f.seat, (a.field,), jump=True))
    _land(state, f.seat, events)


def _h_buy_casino(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    state.stack.pop()
    if isinstance(a, Buy):
        _transfer(state, f.seat, POT, CASINO_PRICE, "casino", events)
        _set_owner(state, f.casino, f.seat, "bought", events)
        events.append(CasinoBought(f.seat, f.casino))


def _h_buy_bluff(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    state.stack.pop()
    if isinstance(a, Buy):
        _transfer(state, f.seat, POT, BLUFF_PRICE, "bluff card", events)
        state.hands[f.seat].append(state.bluff_pile.pop(0))
        events.append(BluffBought(f.seat))
        if len(state.hands[f.seat]) > HAND_LIMIT:
            state.stack.append(Frame(Phase.DISCARD, f.seat))


def _h_discard(state: CashRunState, f: Frame, a: Discard, events: list[Event]) -> None:
    state.stack.pop()
    state.bluff_pile.append(state.hands[f.seat].pop(a.index))
    events.append(BluffDiscarded(f.seat))


def _h_stake(state: CashRunState, f: Frame, a: Stake, events: list[Event]) -> None:
    f.stake = a.amount
    f.phase = Phase.BET


def _h_bet(state: CashRunState, f: Frame, a: PlaceBet, events: list[Event]) -> None:
    f.bet = a.bet
    _play_game(state, f, events)


def _h_takeover(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    if isinstance(a, Pass):
        state.stack.pop()
        return
    assert isinstance(a, TakeoverFor)
    _transfer(state, f.seat, POT, TAKEOVER_FEE, "takeover", events)
    f.casino, f.other, f.then = a.casino, state.owner[a.casino], "takeover"
    f.phase = Phase.TAKEOVER_PICK


def _h_takeover_pick(state: CashRunState, f: Frame, a: PlaceBet, events: list[Event]) -> None:
    f.bet = a.bet
    _play_game(state, f, events)


def _play_game(state: CashRunState, f: Frame, events: list[Event]) -> None:
    """The party plays its bet against the other; the loser may then bluff (if it holds cards and may)."""
    assert f.bet is not None
    won = chance.play(state.rng, f.game, f.bet, events)
    events.append(GamePlayed(f.then, f.party, won, f.bet, f.stake))
    f.loser = f.other if won else f.party
    if not f.bluffs_closed and state.hands[f.loser]:
        f.phase, f.seat = Phase.BLUFF, f.loser
    else:
        _settle(state, f, events)


def _h_bluff(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    if isinstance(a, Pass):
        _settle(state, f, events)
        return
    assert isinstance(a, LayBluff)
    f.bluff_card = state.hands[f.loser].pop(a.index)
    events.append(BluffLaid(f.loser))
    f.phase, f.seat = Phase.JUDGE, _winner(f)


def _h_judge(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    card, f.bluff_card = f.bluff_card, -1
    state.bluff_pile.append(card)  # under the pile either way (seen or unseen)
    if isinstance(a, Accept):
        events.append(BluffAccepted(f.seat))
        _play_game(state, f, events)  # played again with the same stake and bet
        return
    valid = card == f.game
    state.seen[card] += 1
    events.append(BluffChallenged(f.seat, card, valid))
    f.bluffs_closed = True
    if valid:  # the bluffer wins the game after all
        f.loser = _winner(f)
    _settle(state, f, events)


def _winner(f: Frame) -> int:
    return f.other if f.loser == f.party else f.party


def _settle(state: CashRunState, f: Frame, events: list[Event]) -> None:
    """The game's outcome takes effect: money for a visit, a casino for a takeover."""
    winner = _winner(f)
    if f.then == "visit":
        state.stack.pop()
        if winner == f.party:  # the owner pays stake x factor, auctioning this casino first if short
            assert f.bet is not None
            state.debts.append(Debt(f.other, f.party, f.stake * FACTORS[f.bet.kind], first=f.casino))
        else:
            state.debts.append(Debt(f.party, f.other, f.stake))
    elif winner == f.party:  # takeover won: the casino changes hands
        state.stack.pop()
        if state.owner[f.casino] == f.other:
            _set_owner(state, f.casino, f.party, "takeover", events)
    elif state.casinos_of(f.party):  # takeover lost: the defender picks one of the challenger's casinos
        f.phase, f.seat = Phase.GIVE_UP, f.other
        f.other = f.party
    else:
        state.stack.pop()


def _h_give_up(state: CashRunState, f: Frame, a: TakeCasino, events: list[Event]) -> None:
    state.stack.pop()
    _set_owner(state, a.casino, f.seat, "takeover", events)


def _h_pot(state: CashRunState, f: Frame, a: PlaceBet, events: list[Event]) -> None:
    state.stack.pop()
    won = chance.play(state.rng, f.game, a.bet, events)
    events.append(GamePlayed("pot", f.seat, won, a.bet))
    if won and state.pot:
        _transfer(state, POT, f.seat, state.pot, "pot", events)


def _h_grand_slam(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    p = f.seat
    if isinstance(a, TakeSafe):
        state.stack.pop()
        _transfer(state, BANK, p, min(GRAND_SLAM_SAFE, state.bank), "grand slam", events)
        return
    if isinstance(a, Stop):
        state.stack.pop()
        _transfer(state, BANK, p, min(GRAND_SLAM_STAGES[f.stage - 1], state.bank), "grand slam", events)
        return
    game, bet = GRAND_SLAM_BETS[f.stage]
    won = chance.play(state.rng, game, bet, events)
    events.append(GamePlayed("grand_slam", p, won, bet))
    if not won:  # a lost stage loses everything and ends the turn at once: no extra turn, even after a double
        state.stack.pop()
        state.extra_turn = False
        return
    f.stage += 1
    if f.stage == len(GRAND_SLAM_STAGES):
        state.stack.pop()
        _transfer(state, BANK, p, min(GRAND_SLAM_STAGES[-1], state.bank), "grand slam", events)


def _h_auction_choice(state: CashRunState, f: Frame, a: Auction, events: list[Event]) -> None:
    state.stack.pop()
    _push_auction(state, f.seat, a.casino, True, events)


def _h_bid(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    if isinstance(a, Bid):
        f.bid, f.high = a.amount, f.seat
        events.append(BidMade(f.seat, a.amount))
    else:
        f.passed = (*f.passed, f.seat)
        events.append(BidPassed(f.seat))
    _next_bidder(state, f, events)


def _h_offer(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    """One human's vote on ending the overlong game: the first 'play on' ends the offer, the last 'yes' the game."""
    agree = isinstance(a, AgreeEnd)
    events.append(EndVoted(f.seat, agree))
    later = [s for s in f.order[f.order.index(f.seat) + 1 :] if state.alive[s]]
    if agree and later:
        f.seat = later[0]
        return
    state.stack.pop()
    if agree:
        state.agreed_end = True
        events.append(EndAgreed(state.round - 1))
        _end_richest(state, events)
    else:
        _start_turn(state, f.party, False, events)


HANDLERS: dict[Phase, Callable[..., None]] = {
    Phase.START: _h_start,
    Phase.TURN: _h_turn,
    Phase.CASH_RUN: _h_cash_run,
    Phase.BUY_CASINO: _h_buy_casino,
    Phase.BUY_BLUFF: _h_buy_bluff,
    Phase.DISCARD: _h_discard,
    Phase.STAKE: _h_stake,
    Phase.BET: _h_bet,
    Phase.BLUFF: _h_bluff,
    Phase.JUDGE: _h_judge,
    Phase.POT: _h_pot,
    Phase.GRAND_SLAM: _h_grand_slam,
    Phase.TAKEOVER: _h_takeover,
    Phase.TAKEOVER_PICK: _h_takeover_pick,
    Phase.GIVE_UP: _h_give_up,
    Phase.AUCTION_CHOICE: _h_auction_choice,
    Phase.BID: _h_bid,
    Phase.COMBO: _h_combo,
    Phase.OFFER: _h_offer,
}
