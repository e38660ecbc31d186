"""'What would Hard do?': Hard's own choice on the seat's observation, the top three with estimates, and why.

Hard is asked through its public door (`choose`) with the seat's observation only; the estimates come from
play-outs on tables guessed from that observation (`estimate`). Nothing reads the full state, so two tables that
differ only in another seat's secrets give the same hint.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas_desktop import games
from vegas_desktop.advice import estimate, preview

MAX_CANDIDATES = 6  # Hard's choice and the most promising others are estimated
SAMPLES = 24  # play-outs per candidate at most
TIME_LIMIT = 0.8  # seconds the whole hint may take before its estimates stop (one more sample round: ~1 s)
MIN_SAMPLES = 4


@dataclass(frozen=True)
class Option:
    """One choice with its estimate: money (k) by the round's end, a win chance (%), or None (no estimate)."""

    action: Any
    value: float | None


@dataclass(frozen=True)
class Hint:
    choice: Any  # Hard's choice
    top: tuple[Option, ...]  # up to three in Hard's own order (its choice first), each with its estimate
    chance: bool  # the values are win chances (%), else money (k)
    why: tuple[str, dict[str, Any]] = ("advice.why.plain", {})  # a text key and its arguments
    samples: int = 0
    changes: tuple[preview.CasinoChange, ...] = field(default=())  # what Hard's choice changes at the casinos


def hard_choice(game: str, view: Any, legal: list[Any], seat: int, seed: int) -> Any:
    """Hard's choice for `seat` seeing `view` (its public `choose`, reseeded like the match reseeds it)."""
    if len(legal) == 1:
        return legal[0]
    agent = games.make_agent(game, "hard", seed)
    agent.reseed(seed)
    return agent.choose(games.rules_for(game), view, legal, seat)


def hard_ranking(game: str, view: Any, legal: list[Any], seat: int, seed: int, count: int = 3) -> list[Any]:
    """Hard's own top choices in its order: its choice, then its choice among the rest, and so on (each asked
    through its public `choose`, on the same observation and seed). Stops early if Hard cannot choose among a
    part of the legal actions (a rule of its that names an action outright)."""
    rest, ranking = list(legal), list[Any]()
    while rest and len(ranking) < count:
        try:
            pick = hard_choice(game, view, rest, seat, seed)
        except Exception:  # noqa: BLE001 - Hard's own check (IllegalChoice) or a rule that needs every action
            if not ranking:
                raise
            break
        ranking.append(pick)
        rest = [a for a in rest if a != pick]
    return ranking


def _immediate(game: str, view: Any, action: Any, seat: int) -> float:
    """What a choice wins at once if the round ended now (k): a first screen of many candidates."""
    return float(sum(c.gain(seat) for c in preview.casino_changes(game, view, action)))


def candidates(game: str, view: Any, legal: list[Any], seat: int, choice: Any) -> list[Any]:
    """Hard's choice first, then the others most promising at first sight (all of them when few)."""
    others = [a for a in legal if a != choice]
    if len(others) >= MAX_CANDIDATES:
        order = sorted(range(len(others)), key=lambda i: (-_immediate(game, view, others[i], seat), i))
        others = [others[i] for i in order[: MAX_CANDIDATES - 1]]
    return [choice, *others]


def compute_hint(
    game: str,
    view: Any,
    legal: list[Any],
    seat: int,
    seed: int,
    progress: Callable[[float], None] | None = None,
    samples: int = SAMPLES,
    time_limit: float | None = TIME_LIMIT,
) -> Hint:
    """The hint for `seat` at a decision with `legal` choices, from `view` (its observation) alone. With no time
    limit the sample count alone decides (the same hint for the same observation and seed)."""
    say = progress or (lambda share: None)
    say(0.05)
    started = time.perf_counter()  # Hard's own search counts against the time limit too
    ranking = hard_ranking(game, view, legal, seat, seed)
    choice = ranking[0]
    say(0.4)
    pool = ranking + [a for a in candidates(game, view, legal, seat, choice) if a not in ranking]
    if len(ranking) >= 3:
        pool = ranking  # Hard's own top three: only they are estimated

    def stop() -> bool:
        return time_limit is not None and time.perf_counter() - started > time_limit

    try:
        found = estimate.estimate(
            game, view, seat, pool, samples, seed, lambda share: say(0.4 + 0.6 * share), _after(MIN_SAMPLES, stop)
        )
        values: list[float | None] = list(found.values)
        chance, used = found.chance, found.samples
    except estimate.NoSampler:
        values, chance, used = _bet_values(game, view, pool), False, 0
    say(1.0)
    # Hard's own order first; where Hard named fewer than three, the best others by the estimate
    rest = sorted(range(len(ranking), len(pool)), key=lambda i: (-_or_least(values[i]), i))
    shown = [*range(len(ranking)), *rest][:3]
    ranked = [Option(pool[i], values[i]) for i in shown]
    changes = tuple(preview.casino_changes(game, view, choice))
    return Hint(choice, tuple(ranked), chance, why(game, view, seat, ranked, changes, chance, choice), used, changes)


def _or_least(value: float | None) -> float:
    return value if value is not None else -1e18


def _after(least: int, stop: Callable[[], bool]) -> Callable[[], bool]:
    """`stop`, but never before `least` samples are in."""
    asked = [0]

    def check() -> bool:
        asked[0] += 1
        return asked[0] > least and stop()

    return check


def _bet_values(game: str, view: Any, pool: list[Any]) -> list[float | None]:
    """Cash & Run: a bet's expected money from its odds; other choices have no estimate here."""
    out: list[float | None] = []
    for action in pool:
        odds = preview.bet_odds(view, action) if game == "cashrun" else []
        money = len(odds) == 1 and odds[0].what in ("bet", "pot", "grand_slam", "sure")
        out.append(odds[0].expected if money else None)
    return out


def why(
    game: str,
    view: Any,
    seat: int,
    ranked: list[Option],
    changes: tuple[preview.CasinoChange, ...],
    chance: bool,
    choice: Any,
) -> tuple[str, dict[str, Any]]:
    """One sentence of why, in plain words: what the choice takes or spoils at once, else its outlook."""
    mine = next(o for o in ranked if o.action == choice)
    others = [o.value for o in ranked if o.action != choice and o.value is not None]
    lead = round(mine.value - max(others)) if mine.value is not None and others else None
    if lead is not None and lead < 0:  # the play-outs rate another choice a little higher than Hard's search
        return ("advice.why.close_chance" if chance else "advice.why.close", {"spread": -lead})
    for change in changes:
        gain = change.gain(seat)
        if gain > 0:
            return ("advice.why.takes", {"bill": gain, "casino": change.casino, "lead": lead})
    for change in changes:
        lost = [o for o, b in change.before if o >= 0 and o != seat and b > dict(change.after).get(o, 0)]
        if lost:
            return ("advice.why.spoils", {"casino": change.casino, "lead": lead})
    if game == "cashrun":
        odds = preview.bet_odds(view, choice)
        if len(odds) == 1:
            o = odds[0]
            return ("advice.why.odds", {"wins": o.wins, "of": o.of, "payout": o.payout})
    value = mine.value
    if value is None and game == "cashrun":  # a reason by the kind of decision (the text key may be absent)
        phase = getattr(getattr(view, "phase", None), "value", "")
        return (f"advice.why.cashrun.{phase}.{type(choice).__name__}", {})
    if value is None:
        return ("advice.why.plain", {})
    if chance:
        return ("advice.why.chance", {"value": round(value), "lead": lead})
    return ("advice.why.money", {"value": round(value), "lead": lead})


def hint_at(
    game: str,
    state: Any,
    seat: int,
    seed: int,
    progress: Callable[[float], None] | None = None,
    samples: int = SAMPLES,
    time_limit: float | None = TIME_LIMIT,
) -> Hint:
    """The hint for `seat` at a full table: only `seat`'s observation of it is passed on (the one door)."""
    rules = games.rules_for(game)
    legal = rules.legal_actions(state, seat)
    view = rules.observe(state, seat)
    return compute_hint(game, view, legal, seat, seed, progress, samples, time_limit)
