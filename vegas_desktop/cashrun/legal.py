"""Cash & Run's legal choices: each phase's own (stakes, the turn, bids, takeovers...) and the voluntary auctions
open at the decisions of the player whose turn it is."""

from __future__ import annotations

from collections.abc import Callable

from vegas_desktop.cashrun.flow import POT_BETS, TAKEOVER_BETS, combos_of, may_sell
from vegas_desktop.cashrun.model import (
    BID_STEP,
    BLUFF_PRICE,
    BOARD,
    CASINO_PRICE,
    FIELDS,
    MIN_BID,
    MIN_STAKE,
    STAKE_STEP,
    TAKEOVER_FEE,
    CashRunState,
    Frame,
    Kind,
    Phase,
    bets_for,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    AgreeEnd,
    Auction,
    Bid,
    Buy,
    Challenge,
    Discard,
    GoTo,
    KeepPlaying,
    LayBluff,
    LayCombo,
    Pass,
    PlaceBet,
    PlayOn,
    Roll,
    Stake,
    StartAt,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
    TakeSafe,
)

Event = object


# -- legal actions per phase ------------------------------------------------------------------------------
def _stakes(chips: int) -> list[Action]:
    return [Stake(a) for a in range(MIN_STAKE, chips - chips % STAKE_STEP + 1, STAKE_STEP)]


def _turn_actions(state: CashRunState, f: Frame) -> list[Action]:
    actions: list[Action] = [Roll()]
    p = f.seat
    if p not in state.laps and combos_of(state, p):
        actions.append(StartFinalLap())
    return actions


def _buy_actions(state: CashRunState, f: Frame, price: int) -> list[Action]:
    return [Buy(), Pass()] if state.chips[f.seat] >= price else [Pass()]


def _bid_actions(state: CashRunState, f: Frame) -> list[Action]:
    low = max(MIN_BID, f.bid + BID_STEP)
    chips = state.chips[f.seat]
    return [Pass(), *(Bid(a) for a in range(low, chips - chips % BID_STEP + 1, BID_STEP))]


def _takeover_actions(state: CashRunState, f: Frame) -> list[Action]:
    if state.chips[f.seat] < TAKEOVER_FEE or not state.casinos_of(f.seat):  # (an auction may have changed it)
        return [Pass()]
    targets = [c for c, o in enumerate(state.owner) if o >= 0 and o != f.seat and state.alive[o]]
    return [Pass(), *(TakeoverFor(c) for c in targets)]


def _offer_actions(state: CashRunState, f: Frame) -> list[Action]:
    return [AgreeEnd(), KeepPlaying()]


# Decisions of the player whose turn it is that also offer a voluntary auction of an own casino
# (docs/rules.md#cr-auctions: before the roll and at each choice while the field is resolved, never during anyone's
# final lap). Not the choice of a combination (its casinos are laid next), nor bids, a debtor's choice or the set-up.
SALE_PHASES = frozenset(
    {
        Phase.TURN, Phase.CASH_RUN, Phase.BUY_CASINO, Phase.BUY_BLUFF, Phase.DISCARD, Phase.STAKE, Phase.BET,
        Phase.BLUFF, Phase.JUDGE, Phase.POT, Phase.GRAND_SLAM, Phase.TAKEOVER, Phase.TAKEOVER_PICK,
    }
)  # fmt: skip


def legal_actions(state: CashRunState, f: Frame) -> list[Action]:
    """The legal choices of the pending frame: the phase's own, then the voluntary auctions where they are open."""
    actions = _LEGAL[f.phase](state, f)
    if f.phase in SALE_PHASES and may_sell(state, f.seat):
        actions = [*actions, *(Auction(c) for c in state.casinos_of(f.seat))]
    return actions


_LEGAL: dict[Phase, Callable[[CashRunState, Frame], list[Action]]] = {
    Phase.START: lambda s, f: [StartAt(c) for c in s.casinos_of(f.seat)],
    Phase.TURN: _turn_actions,
    Phase.CASH_RUN: lambda s, f: [GoTo(i) for i in range(FIELDS) if BOARD[i].kind is not Kind.CASH_RUN],
    Phase.BUY_CASINO: lambda s, f: _buy_actions(s, f, CASINO_PRICE),
    Phase.BUY_BLUFF: lambda s, f: _buy_actions(s, f, BLUFF_PRICE),
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
    Phase.OFFER: _offer_actions,
}
