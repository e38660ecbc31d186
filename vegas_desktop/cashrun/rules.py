"""Cash & Run rules (RULES.md §4): set-up, turns, every field, casino games, bluffs, auctions, debts, the final lap.

The flow is a stack of frames (`state.stack`). The top frame is the pending decision: its `phase` says what is
asked and its `seat` who answers. Resolving a decision may push more frames (an auction inside a debt inside a
casino visit); `_advance` settles debts and ends turns until a decision is pending again or the game is over.
Pure: no pygame, no global random; chance only from the generator in the state.
"""

from __future__ import annotations

from collections.abc import Callable

from vegas_desktop.cashrun import chance
from vegas_desktop.cashrun.model import (
    ALL_PLAY_PRIZE,
    BANK,
    BANK_BUYS_FOR,
    BANK_START,
    BID_STEP,
    BLUFF_DECK,
    BLUFF_PRICE,
    BOARD,
    CARDS,
    CASH_RUN_FIELDS,
    CASINO_FIELD,
    CASINO_PRICE,
    CASINOS,
    DICE,
    FACTORS,
    FIELDS,
    GAMES,
    GRAND_SLAM_SAFE,
    GRAND_SLAM_STAGES,
    HAND_LIMIT,
    MAX_PLAYERS,
    MIN_BID,
    MIN_PLAYERS,
    MIN_STAKE,
    NOBODY,
    POT,
    PRIVATE_PHASES,
    ROULETTE,
    STAKE_STEP,
    START_CHIPS,
    Bet,
    CashRunState,
    CashRunView,
    Debt,
    Frame,
    Kind,
    Lap,
    Options,
    Phase,
    bets_for,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    AllPlayed,
    Auction,
    AuctionStarted,
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
    CasinoChangedHands,
    CasinoSold,
    Challenge,
    ChipsMoved,
    DiceRolled,
    Discard,
    FinalLapEnded,
    FinalLapFailed,
    FinalLapStarted,
    FirstPlayerRolls,
    GameEnded,
    GamePlayed,
    GoTo,
    LayBluff,
    LayCombo,
    Pass,
    PawnMoved,
    PawnPlaced,
    PlaceBet,
    PlayerBankrupt,
    PlayOn,
    Roll,
    RoundLimitReached,
    Stake,
    StartAt,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
    TakeSafe,
    TurnStarted,
)
from vegas_desktop.cashrun.options import validate
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import RulesDefaults, lone_forced
from vegas_desktop.core.rng import make_rng

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


class CashRunRules(RulesDefaults):
    """The GameRules protocol for Cash & Run."""

    name = "cashrun"

    # -- setup -------------------------------------------------------------------------------
    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> CashRunState:
        return self.new_game(seats, seed, options)[0]

    def new_game(
        self, seats: int, seed: int, options: Options | None = None
    ) -> tuple[CashRunState, list[Event]]:
        options = options or Options()
        validate(options, seats)
        rng = make_rng(seed)
        deck = list(range(len(CASINOS)))
        rng.shuffle(deck)
        owner = [-1] * len(CASINOS)
        for seat in range(seats):
            for c in deck[2 * seat : 2 * seat + 2]:
                owner[c] = seat
        pile = list(BLUFF_DECK)
        rng.shuffle(pile)
        hands = [[pile.pop(0)] for _ in range(seats)]
        state = CashRunState(
            players=seats,
            options=options,
            rng=rng,
            chips=[START_CHIPS] * seats,
            alive=[True] * seats,
            pos=[-1] * seats,
            owner=owner,
            hands=hands,
            bluff_pile=pile,
        )
        events: list[Event] = []
        state.first = state.current = _first_player(state, events)
        # Set-up choices, in turn order from the first player: where each pawn starts (pushed in reverse).
        for k in reversed(range(seats)):
            state.stack.append(Frame(Phase.START, (state.first + k) % seats))
        return state, events

    # -- queries -----------------------------------------------------------------------------
    def to_act(self, state: CashRunState) -> tuple[int, ...]:
        return (state.stack[-1].seat,) if state.stack and not state.winners else ()

    def is_over(self, state: CashRunState) -> bool:
        return bool(state.winners)

    def money(self, state: CashRunState) -> list[int]:
        return list(state.chips)

    def worth(self, state: CashRunState) -> list[int]:
        """Chips plus 100k a casino: what the round limit ranks by."""
        return [state.chips[p] + CASINO_PRICE * len(state.casinos_of(p)) for p in range(state.players)]

    def standings(self, state: CashRunState) -> list[list[int]]:
        """Winners first; the others by worth (bankrupt players last)."""
        rest: dict[tuple[bool, int], list[int]] = {}
        worth = self.worth(state)
        for p in range(state.players):
            if p not in state.winners:
                rest.setdefault((state.alive[p], worth[p]), []).append(p)
        places = [list(state.winners)] if state.winners else []
        return places + [rest[k] for k in sorted(rest, reverse=True)]

    def legal_actions(self, state: CashRunState, seat: int | None = None) -> list[Action]:
        if not state.stack or state.winners:
            return []
        f = state.stack[-1]
        if seat is not None and seat != f.seat:
            return []
        return list(_LEGAL[f.phase](state, f))

    def step(self, state: CashRunState, action: Action, events: list[Event], seat: int | None = None) -> None:
        """`apply` in place, for tournaments and play-outs (the module function, reachable through the rules)."""
        step(state, action, events, seat)

    def auto_action(self, state: CashRunState, seat: int) -> Action | None:
        """A lone choice plays itself when the option is on; a throw of the dice never does."""
        legal = self.legal_actions(state, seat)
        return lone_forced(legal, state.options.auto_forced, bool(legal) and isinstance(legal[0], Roll))

    def private_decision(self, state: CashRunState, seat: int) -> bool:
        """Decisions that show the seat's own bluff cards."""
        if not state.stack or state.winners:
            return False
        return state.stack[-1].phase in PRIVATE_PHASES

    def observe(self, state: CashRunState, seat: int) -> CashRunView:
        """The table as `seat` sees it: others' bluff cards as counts, the pile's order hidden, and a face-down
        bluff card only to the one who laid it."""
        frame = state.stack[-1] if state.stack and not state.winners else None

        def redact(f: Frame) -> Frame:
            out = _copy(f)
            if f.bluff_card >= 0 and f.loser != seat:
                out.bluff_card = -1
            return out

        stack = tuple(redact(f) for f in state.stack) if not state.winners else ()
        shown = stack[-1] if stack else None
        return CashRunView(
            seat=seat,
            players=state.players,
            options=state.options,
            chips=tuple(state.chips),
            alive=tuple(state.alive),
            pos=tuple(state.pos),
            owner=tuple(state.owner),
            hand=tuple(state.hands[seat]) if 0 <= seat < state.players else (),
            hand_counts=tuple(len(h) for h in state.hands),
            bluff_pile_count=len(state.bluff_pile),
            pot=state.pot,
            bank=state.bank,
            current=state.current,
            round=state.round,
            turns=state.turns,
            laps=tuple((p, lap.combo, lap.start, lap.travelled) for p, lap in sorted(state.laps.items())),
            phase=frame.phase if frame else None,
            to_act=frame.seat if frame else -1,
            frame=shown,
            seen=tuple(state.seen),
            winners=state.winners,
            stack=stack,
            debts=tuple((d.debtor, d.creditor, d.amount, d.first) for d in state.debts),
            first=state.first,
            extra_turn=state.extra_turn,
        )

    # -- moves -------------------------------------------------------------------------------
    def apply(self, state: CashRunState, action: Action, seat: int | None = None) -> tuple[CashRunState, list[Event]]:
        new = state.copy()
        events: list[Event] = []
        step(new, action, events, seat)
        return new, events


def _copy(f: Frame) -> Frame:
    return Frame(**{k: getattr(f, k) for k in Frame.__dataclass_fields__})


# -- legal actions per phase ------------------------------------------------------------------------------
def _stakes(chips: int) -> list[Action]:
    return [Stake(a) for a in range(MIN_STAKE, chips - chips % STAKE_STEP + 1, STAKE_STEP)]


def _turn_actions(state: CashRunState, f: Frame) -> list[Action]:
    actions: list[Action] = [Roll()]
    p = f.seat
    if p not in state.laps and combos_of(state, p):
        actions.append(StartFinalLap())
    if not state.laps:  # nobody may auction of their own will during anyone's final lap
        actions += [Auction(c) for c in state.casinos_of(p)]
    return actions


def _bid_actions(state: CashRunState, f: Frame) -> list[Action]:
    low = max(MIN_BID, f.bid + BID_STEP)
    chips = state.chips[f.seat]
    return [Pass(), *(Bid(a) for a in range(low, chips - chips % BID_STEP + 1, BID_STEP))]


def _takeover_actions(state: CashRunState, f: Frame) -> list[Action]:
    targets = [c for c, o in enumerate(state.owner) if o >= 0 and o != f.seat and state.alive[o]]
    return [Pass(), *(TakeoverFor(c) for c in targets)]


_LEGAL: dict[Phase, Callable[[CashRunState, Frame], list[Action]]] = {
    Phase.START: lambda s, f: [StartAt(c) for c in s.casinos_of(f.seat)],
    Phase.TURN: _turn_actions,
    Phase.CASH_RUN: lambda s, f: [GoTo(i) for i in range(FIELDS) if BOARD[i].kind is not Kind.CASH_RUN],
    Phase.BUY_CASINO: lambda s, f: [Buy(), Pass()],
    Phase.BUY_BLUFF: lambda s, f: [Buy(), Pass()],
    Phase.DISCARD: lambda s, f: [Discard(i) for i in range(len(s.hands[f.seat]))],
    Phase.STAKE: lambda s, f: _stakes(s.chips[f.seat]),
    Phase.BET: lambda s, f: [PlaceBet(b) for b in bets_for(f.game)],
    Phase.BLUFF: lambda s, f: [Pass(), *(LayBluff(i) for i in range(len(s.hands[f.seat])))],
    Phase.JUDGE: lambda s, f: [Accept(), Challenge()],
    Phase.POT: lambda s, f: [PlaceBet(b) for b in POT_BETS[f.game]],
    Phase.GRAND_SLAM: lambda s, f: [TakeSafe(), PlayOn()] if f.stage == 0 else [Stop(), PlayOn()],
    Phase.TAKEOVER: _takeover_actions,
    Phase.TAKEOVER_PICK: lambda s, f: [PlaceBet(b) for b in TAKEOVER_BETS[f.game]],
    Phase.GIVE_UP: lambda s, f: [TakeCasino(c) for c in s.casinos_of(f.other)],
    Phase.AUCTION_CHOICE: lambda s, f: [Auction(c) for c in s.casinos_of(f.seat)],
    Phase.BID: _bid_actions,
    Phase.COMBO: lambda s, f: [LayCombo(i) for i in range(len(f.choices))],
}


# -- one action ---------------------------------------------------------------------------------------------
def step(state: CashRunState, action: Action, events: list[Event], seat: int | None = None) -> None:
    """Apply `action` in place (the fast path for play-outs); raises IllegalAction naming the rule."""
    if state.winners:
        raise IllegalAction("game over: no more moves", f"{action}")
    if not state.stack:
        raise IllegalAction("no decision is pending", f"{action}")
    f = state.stack[-1]
    if seat is not None and seat != f.seat:
        raise IllegalAction("turn: another player decides now", f"seat {f.seat} is asked, not seat {seat}")
    if action not in _LEGAL[f.phase](state, f):
        raise IllegalAction(_RULE_OF[f.phase], f"{action} is not allowed now")
    _HANDLERS[f.phase](state, f, action, events)
    _advance(state, events)


_RULE_OF = {
    Phase.START: "set-up: the pawn starts on a field of one of your own casinos",
    Phase.TURN: "turn: roll, start the final lap with a winning combination, or auction an own casino "
    "(never during a final lap)",
    Phase.CASH_RUN: "Cash & Run: move to any field that is not a Cash & Run field",
    Phase.BUY_CASINO: "casino: buy it for 100k or pass",
    Phase.BUY_BLUFF: "bluff field: buy a card for 100k or pass",
    Phase.DISCARD: "bluff cards: at most 3 in hand, discard one of your four",
    Phase.STAKE: "stake: at least 10k, in steps of 10k, at most your chips",
    Phase.BET: "bet: one of this casino's games",
    Phase.BLUFF: "bluff: lay one of your own bluff cards or pass",
    Phase.JUDGE: "bluff: accept the card or challenge it",
    Phase.POT: "pot: the pot field's game",
    Phase.GRAND_SLAM: "Grand Slam: take 100k or play the stages, stopping after a won stage",
    Phase.TAKEOVER: "takeover: challenge for another player's casino or pass",
    Phase.TAKEOVER_PICK: "takeover: call odd/even or red/black",
    Phase.GIVE_UP: "takeover: take one of the challenger's casinos",
    Phase.AUCTION_CHOICE: "debt: auction one of your own casinos",
    Phase.BID: "auction: bid at least 100k and 10k over the last bid, within your chips, or pass",
    Phase.COMBO: "final lap: lay one of your winning combinations",
}


def _h_start(state: CashRunState, f: Frame, a: StartAt, events: list[Event]) -> None:
    state.stack.pop()
    state.pos[f.seat] = CASINO_FIELD[a.casino]
    events.append(PawnPlaced(f.seat, state.pos[f.seat]))
    if not any(fr.phase is Phase.START for fr in state.stack):
        _start_turn(state, state.first, False, events)


def _h_turn(state: CashRunState, f: Frame, a: Action, events: list[Event]) -> None:
    p = f.seat
    if isinstance(a, Auction):
        _push_auction(state, p, a.casino, False, events)
        return
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
            if state.chips[p] >= CASINO_PRICE:
                state.stack.append(Frame(Phase.BUY_CASINO, p, casino=c))
        elif owner == p:
            state.extra_turn = p not in state.laps
        else:
            visit = Frame(Phase.STAKE, p, party=p, other=owner, casino=c, game=CASINOS[c][2], then="visit")
            state.stack.append(visit)
            if state.chips[p] < MIN_STAKE:  # a visitor with no chips must auction first
                state.debts.append(Debt(p, NOBODY, MIN_STAKE))
    elif kind is Kind.BLUFF:
        if state.chips[p] >= BLUFF_PRICE and state.bluff_pile:
            state.stack.append(Frame(Phase.BUY_BLUFF, p))
    elif kind is Kind.POT:
        state.stack.append(Frame(Phase.POT, p, party=p, game=field.arg))
    elif kind is Kind.ALL_PLAY:
        _all_play(state, p, field.arg, events)
    elif kind is Kind.GRAND_SLAM:
        if state.bank > 0:  # an empty bank: nothing happens here
            state.stack.append(Frame(Phase.GRAND_SLAM, p, party=p))
    elif kind is Kind.TAKEOVER:
        others = any(o >= 0 and o != p for o in state.owner)
        if state.casinos_of(p) and state.chips[p] >= 100 and others:
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
    _transfer(state, f.seat, POT, 100, "takeover", events)
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
    if not won:  # a lost stage loses everything
        state.stack.pop()
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


_HANDLERS: dict[Phase, Callable] = {
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
}


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
            worth = CashRunRules().worth(state)
            best = max(worth[q] for q in range(n) if state.alive[q])
            _end_game(state, tuple(q for q in range(n) if state.alive[q] and worth[q] == best), events)
            return
    _start_turn(state, nxt, False, events)


def _end_game(state: CashRunState, winners: tuple[int, ...], events: list[Event]) -> None:
    state.winners = winners
    state.stack.clear()
    state.debts.clear()
    rules = CashRunRules()
    events.append(GameEnded(tuple(tuple(g) for g in rules.standings(state)), tuple(state.chips)))


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


RULES = CashRunRules()
# the bank and pot start: every chip is counted (players + pot + bank never changes)
TOTAL_MONEY = {n: n * START_CHIPS + BANK_START for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
