"""The review after a game: a player's decisions scored by Hard's estimate, the three costliest first.

The game is replayed from its seed and log. At each of the player's decisions with a real choice, Hard is asked
on that seat's observation (as the hint asks it); where Hard would have chosen otherwise, both choices are
estimated by the same play-outs as the hint, and the difference is what the decision cost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vegas_desktop import games
from vegas_desktop.advice import cashrun_value, estimate, hint
from vegas_desktop.ai.base import decision_seed

SAMPLES = 12  # play-outs per compared choice (a review runs in the background: steadier than a hint)
SHOWN = 3
MIN_COST = 0.05  # a smaller cost (points, k, or Cash & Run's money as points) is no mistake worth showing ('0.0')


@dataclass(frozen=True)
class Mistake:
    """One decision Hard would have taken otherwise. `index`: its place in the log (the replay opens there)."""

    index: int
    round: int
    played: Any
    best: Any  # Hard's choice
    before: float  # the estimate of Hard's choice: what the position offered
    after: float  # the estimate of the choice played
    chance: bool  # win chances (%), else money (k) by the round's end
    measure: str = ""  # Cash & Run: "money" (expected by the rules' chance) or "outlook" (Hard's play-out score)

    @property
    def cost(self) -> float:
        return self.before - self.after

    @property
    def rank(self) -> float:
        """The cost on one scale: Cash & Run's money costs turned into outlook points to rank beside them."""
        return cashrun_value.to_points(self.cost, self.measure) if self.measure else self.cost


def review(
    game: str,
    players: int,
    seed: int,
    options: Any,
    log: list[tuple[int, Any]],
    seat: int,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    samples: int = SAMPLES,
) -> list[Mistake]:
    """`seat`'s costliest decisions in the game (at most three, costliest first; none when Hard agreed)."""
    rules = games.rules_for(game)
    state, _ = rules.new_game(players, seed, options)
    played = 0
    mine = sum(1 for s, _a in log if s == seat) or 1
    found: list[Mistake] = []
    for index, (who, action) in enumerate(log):
        if cancelled is not None and cancelled():
            break
        if who == seat:
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1:
                mistake = _judge(
                    game, rules, state, seat, legal, action, index, decision_seed(seed, seat, played), samples
                )
                if mistake is not None:
                    found.append(mistake)
            played += 1
            if progress is not None:
                progress(played / mine)
        state, _ = rules.apply(state, action, who)
    found.sort(key=lambda m: (-m.rank, m.index))
    return [m for m in found if m.rank >= MIN_COST][:SHOWN]


def _judge(
    game: str, rules: Any, state: Any, seat: int, legal: list[Any], action: Any, index: int, seed: int, samples: int
) -> Mistake | None:
    view = rules.observe(state, seat)
    best = hint.hard_choice(game, view, legal, seat, seed)
    if best == action:
        return None
    round_no = int(getattr(state, "round", 0))
    try:
        got = estimate.estimate(game, view, seat, [best, action], samples, seed)
        return Mistake(index, round_no, action, best, got.values[0], got.values[1], got.chance)
    except estimate.NoSampler:
        if game != "cashrun":
            return None
        values, measure = cashrun_value.values(view, seat, [best, action], seed, samples)
        if values[0] is None or values[1] is None:
            return None
        return Mistake(index, round_no, action, best, values[0], values[1], False, measure)
