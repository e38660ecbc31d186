"""Small operations every part of the Royale rules uses: paying, jetons, majorities, the Power Play marker."""

from __future__ import annotations

from vegas_desktop.royale.model import BIGGY, BLACK, SMALL, Die, RoyaleState
from vegas_desktop.royale.moves import DiceMoved, DiceThrown, JetonsChanged, MoneyPaid, PlaqueMoved

Events = list


def bank_pays(state: RoyaleState, seat: int, amount: int, reason: str, events: Events) -> None:
    """[decided] The unlimited bank pays one card of `amount`."""
    if amount <= 0:
        return
    state.cards[seat].append(amount)
    state.bank_net += amount
    events.append(MoneyPaid(seat, amount, reason))


def give_jetons(state: RoyaleState, seat: int, count: int, reason: str, events: Events) -> None:
    if count:
        state.jetons[seat] += count
        events.append(JetonsChanged(seat, count, reason))


def reward(state: RoyaleState, seat: int, prize: tuple[str, int] | None, reason: str, events: Events) -> None:
    """Hand out a ("jetons", n) or ("money", k) prize; None is a blank."""
    if prize is None:
        return
    what, amount = prize
    if what == "jetons":
        give_jetons(state, seat, amount, reason, events)
    else:
        bank_pays(state, seat, amount, reason, events)


def strict_leader(state: RoyaleState, casino: int) -> int | None:
    """The seat with strictly more dice than every other owner (neutral and grey included), if any."""
    tally = state.counts(casino)
    if not tally:
        return None
    best = max(tally.values())
    leaders = [o for o, c in tally.items() if c == best]
    if len(leaders) == 1 and leaders[0] >= 0:
        return leaders[0]
    return None


def check_power_play(state: RoyaleState, events: Events) -> None:
    """Whenever nobody holds a strict majority at Power Play's casino, the marker returns to the tile."""
    where = state.tile_at("D2")
    if where is None or state.pieces.power_play is None:
        return
    if strict_leader(state, where) is None:
        state.pieces.power_play = None
        events.append(PlaqueMoved("D2", None))


def hand_kinds(state: RoyaleState, seat: int) -> list[str]:
    """Distinct kinds of die in a hand, small first (the choices a player has when a kind matters)."""
    kinds = state.supply[seat]
    return [k for k in (SMALL, BIGGY) if k in kinds]


def left_of(state: RoyaleState, seat: int) -> int:
    return (seat + 1) % state.players


def roll_black(state: RoyaleState, seat: int, reason: str, events: Events) -> tuple[int, int]:
    """The two black dice thrown for a tile (Jackpot, Fifty Fifty, Prime Time, My Choice)."""
    rng = state.rng
    assert rng is not None
    values = (rng.randint(1, 6), rng.randint(1, 6))
    state.pieces.black = values
    events.append(DiceThrown(seat, tuple(Die(seat, v, BLACK) for v in values), reason))
    return values


def return_dice(state: RoyaleState, dice: tuple[Die, ...], source: str, events: Events) -> None:
    """Dice a tile held go back to their owners' hands at scoring."""
    for d in dice:
        state.supply[d.owner].append(d.kind)
    events.append(DiceMoved(dice, source, "hand", "scoring"))
