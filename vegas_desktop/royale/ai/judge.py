"""Hard's appraisal of a Royale decision: the play-outs it chose by, or the quick rule's worths, as one value per
legal move, and a plain reason for each.

A reason is a text key of `assets/lang/*/royale_why.json` with its arguments: `casino` (1-6: the descriptor's
`explain` names it) and `bill` (k).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.ai.appraisal import Appraisal, Appraised, Reason, Unit, ranked
from vegas_desktop.ai.paired import chance_open, shown_values
from vegas_desktop.royale.ai.evaluation import casino_payouts
from vegas_desktop.royale.ai.search import Searched
from vegas_desktop.royale.model import BIGGY, ROUNDS, Die, Phase, RoyaleState
from vegas_desktop.royale.moves import (
    Action,
    ActivateTile,
    AdjustPlace,
    AdjustTake,
    BlockIt,
    Decline,
    DoubleDown,
    FiftyCall,
    Golden,
    Handicap,
    KnockoutPick,
    MyChoice,
    NiceDice,
    NoEntry,
    Place,
    PowerPlay,
    PrimeTime,
    Roll,
    Skip,
)

_MIXED = frozenset({Phase.LUCKY_COUNT, Phase.LUCKY_GUESS, Phase.BOX_SPLIT, Phase.BOX_PICK})


def from_search(
    state: RoyaleState, legal: list[Action], seat: int, found: Searched, index_of: Sequence[int]
) -> Appraisal[Action]:
    """The play-outs as values: the last round's chance to finish first while the game is open for some move (else
    the lead over the best rival), earlier rounds the money ahead of the others' mean by the round's end (k).
    `index_of[i]` is the candidate that played legal move i."""
    if ROUNDS - state.round <= 0:
        wins = [[100.0 * s for s in scores] for scores in found.scores]
        if chance_open(wins, found.choice):
            unit, shown = Unit.WIN_CHANCE, wins
        else:
            unit, shown = Unit.ROUND_MONEY, [[_lead(w, seat, best=True) for w in ws] for ws in found.worths]
    else:
        unit, shown = Unit.ROUND_MONEY, [[_lead(w, seat) for w in ws] for ws in found.worths]
    valued = shown_values(shown, found.choice, unit)
    top = valued[found.choice][0]
    moves = []
    for action, c in zip(legal, index_of, strict=True):
        value, spread = valued[c]
        figure = value if c == found.choice else min(value, top)
        moves.append(Appraised(action, figure, spread, reason(state, action, seat)))
    chosen = legal[list(index_of).index(found.choice)]
    return ranked(moves, unit, found.samples, first=chosen)


def _lead(worth: list[float], seat: int, best: bool = False) -> float:
    others = [w for q, w in enumerate(worth) if q != seat]
    return worth[seat] - (max(others) if best else sum(others) / len(others))


def rule_worths(state: RoyaleState, legal: list[Action], scored: list[tuple[float, Any]] | None) -> list[float]:
    """The quick rule's worth (k) of each legal move, from what it scored at its choice (`scored`; Block It's groups
    of equal size on a casino share one worth); 0 for every move of a rule that scores nothing (a mixed strategy,
    a fixed preference)."""
    if not scored:
        return [0.0] * len(legal)
    worth = {_key(state, a): v for v, a in scored}
    return [worth.get(_key(state, a), 0.0) for a in legal]


def _key(state: RoyaleState, action: Action) -> object:
    return (state.pieces.block_groups[action.group], action.casino) if isinstance(action, BlockIt) else action


def by_rule(
    state: RoyaleState, legal: list[Action], seat: int, choice: Action, worths: list[float]
) -> Appraisal[Action]:
    """The quick rule as the judgement: its worths, exact as far as the rule goes (spread 0); the move it played is
    never shown below another."""
    top = max(worths) if worths else 0.0
    moves = [
        Appraised(a, top if a == choice else min(v, top), 0.0, reason(state, a, seat))
        for a, v in zip(legal, worths, strict=True)
    ]
    return ranked(moves, Unit.ROUND_MONEY, 0, first=choice)


def reason(state: RoyaleState, action: Action, seat: int) -> Reason:
    """The plain reason for `action` by `seat` (nothing hidden is read)."""
    if isinstance(action, (Place, PowerPlay)):
        return _placement(state, action, seat)
    if isinstance(action, Skip):
        return Reason("royale.why.skip")
    if isinstance(action, Roll):
        return Reason("royale.why.roll")
    if state.phase in _MIXED:
        return Reason("royale.why.mixed")
    if isinstance(action, (KnockoutPick, Golden)):
        return Reason("royale.why.spare_biggy" if action.kind == BIGGY else "royale.why.spare_small")
    if isinstance(action, FiftyCall):
        return Reason("royale.why.fifty")
    if isinstance(action, Decline) or (isinstance(action, NoEntry) and action.casino is None):
        return Reason("royale.why.decline")
    if isinstance(action, NoEntry):
        return Reason("royale.why.no_entry", {"casino": action.casino})
    if isinstance(action, BlockIt):
        return Reason("royale.why.block_it", {"casino": action.casino})
    if isinstance(action, Handicap):
        return Reason("royale.why.handicap", {"casino": action.casino})
    if isinstance(action, AdjustPlace):
        return Reason("royale.why.adjust_place", {"casino": action.value})
    if isinstance(action, AdjustTake):
        return Reason("royale.why.adjust_take", {"casino": action.casino})
    if isinstance(action, DoubleDown):
        return Reason("royale.why.double_down")
    if isinstance(action, NiceDice):
        return Reason("royale.why.nice_dice")
    if isinstance(action, ActivateTile):
        return Reason("royale.why.activate", {"casino": action.casino})
    if isinstance(action, MyChoice):
        return Reason("royale.why.my_choice")
    if isinstance(action, PrimeTime):
        return Reason("royale.why.prime_time")
    return Reason("royale.why.other")


def _placement(state: RoyaleState, action: Place | PowerPlay, seat: int) -> Reason:
    """What a placement does to its casino's payout were the round scored now."""
    c = action.value - 1
    if isinstance(action, Place):
        kinds = [d.kind for d in state.throw or () if d.value == action.value]
    else:
        kinds = [action.kind]
    trial = state.clone()
    trial.casinos[c].extend(Die(seat, action.value, k) for k in kinds)
    before, now = casino_payouts(state, c), casino_payouts(trial, c)
    mine0, mine1 = before.get(seat, 0), now.get(seat, 0)
    lost = [b for o, b in before.items() if o != seat and o >= 0 and now.get(o, 0) < b]
    args: dict[str, Any] = {"casino": action.value}
    if mine1 > mine0:
        return Reason("royale.why.takes_from" if lost else "royale.why.takes", {**args, "bill": round(mine1)})
    if lost:
        return Reason("royale.why.blocks", {**args, "bill": round(max(lost))})
    if mine1 > 0:
        return Reason("royale.why.guards", {**args, "bill": round(mine1)})
    if state.tiles[c] is not None:
        return Reason("royale.why.activate", args)
    return Reason("royale.why.builds", args)
