"""Cash & Run rules (docs/rules.md#cash-and-run): set-up, turns, every field, casino games, bluffs, auctions, debts, the
final lap.

The flow is a stack of frames (`state.stack`). The top frame is the pending decision: its `phase` says what is
asked and its `seat` who answers. Resolving a decision (`handlers`) may push more frames (an auction inside a debt
inside a casino visit); `_advance` settles debts and ends turns until a decision is pending again or the game is
over.
Pure: no pygame, no global random; chance only from the generator in the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.cashrun.flow import _advance, _first_player, _push_auction, standings, worth
from vegas_desktop.cashrun.handlers import HANDLERS
from vegas_desktop.cashrun.legal import SALE_PHASES, legal_actions
from vegas_desktop.cashrun.model import (
    BANK_START,
    BLUFF_DECK,
    CASINOS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRIVATE_PHASES,
    START_CHIPS,
    CashRunState,
    CashRunView,
    Frame,
    Options,
    Phase,
    copy_frame,
)
from vegas_desktop.cashrun.moves import Action, Auction, Roll
from vegas_desktop.cashrun.options import validate
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import GameRules, Progress, RulesDefaults, lone_forced
from vegas_desktop.core.rng import make_rng

Event = object


class CashRunRules(RulesDefaults[CashRunState, Action]):
    """The GameRules protocol for Cash & Run."""

    name = "cashrun"

    # -- setup -------------------------------------------------------------------------------
    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> CashRunState:
        return self.new_game(seats, seed, options)[0]

    def new_game(self, seats: int, seed: int, options: Options | None = None) -> tuple[CashRunState, list[Event]]:
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
        return worth(state)

    def standings(self, state: CashRunState) -> list[list[int]]:
        """Winners first; the others by worth (bankrupt players last)."""
        return standings(state)

    def progress(self, state: CashRunState | CashRunView) -> Progress:
        """The round limit is a house rule: without it the game ends by play."""
        return Progress(state.round, state.options.round_limit or None, state.current)

    def legal_actions(self, state: CashRunState, seat: int | None = None) -> list[Action]:
        if not state.stack or state.winners:
            return []
        f = state.stack[-1]
        if seat is not None and seat != f.seat:
            return []
        return legal_actions(state, f)

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
            out = copy_frame(f)
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
    if action not in legal_actions(state, f):
        raise IllegalAction(_RULE_OF[f.phase], f"{action} is not allowed now")
    if isinstance(action, Auction) and f.phase in SALE_PHASES:  # a voluntary auction: the decision waits under it
        _push_auction(state, f.seat, action.casino, False, events)
    else:
        HANDLERS[f.phase](state, f, action, events)
    _advance(state, events)


_RULE_OF = {
    Phase.START: "set-up: the pawn starts on a field of one of your own casinos",
    Phase.TURN: "turn: roll, start the final lap with a winning combination, or auction an own casino "
    "(never during a final lap)",
    Phase.OFFER: "end offer: agree to end the game now by the house rule, or play on",
    Phase.CASH_RUN: "Cash & Run: move to any field that is not a Cash & Run field",
    Phase.BUY_CASINO: "casino: buy it for 100k (with the chips) or pass; auction an own casino first if short",
    Phase.BUY_BLUFF: "bluff field: buy a card for 100k (with the chips) or pass",
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


RULES = CashRunRules()

if TYPE_CHECKING:  # mypy holds the rules to the one interface every game offers
    _interface: GameRules[CashRunState, Action, CashRunView, Options] = RULES
# the bank and pot start: every chip is counted (players + pot + bank never changes)
TOTAL_MONEY = {n: n * START_CHIPS + BANK_START for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
