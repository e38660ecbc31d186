"""Cash & Run's legal choices for the phases whose lists are computed (stakes, the turn, bids, takeovers)."""

from __future__ import annotations

from collections.abc import Callable

from vegas_desktop.cashrun.flow import POT_BETS, TAKEOVER_BETS, combos_of
from vegas_desktop.cashrun.model import (
    BID_STEP,
    BOARD,
    FIELDS,
    MIN_BID,
    MIN_STAKE,
    STAKE_STEP,
    CashRunState,
    Frame,
    Kind,
    Phase,
    bets_for,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    Auction,
    Bid,
    Buy,
    Challenge,
    Discard,
    GoTo,
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
