"""The review after a game: a player's decisions as the game's judge appraises them, the three costliest first.

The game is replayed from its seed and log. At each of the player's decisions with a real choice, the judge is
asked on that seat's observation with the seed the hint would have used there (the match's seed for that seat's
decision), so the review's figures for a move are the hint's. A decision is costly only where the move played is
not about equal to the judge's best (`Appraisal.about_equal`): a move the hint starred, or showed as its equal,
is never listed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vegas_desktop import games
from vegas_desktop.advice import hint
from vegas_desktop.ai.appraisal import Appraisal, Reason, Unit
from vegas_desktop.core.events import RoundEnded

SHOWN = 3


@dataclass(frozen=True)
class Mistake:
    """One decision the judge valued the played move below its best, beyond its uncertainty. `index`: its place
    in the log (the replay opens there)."""

    index: int
    round: int | None  # None: a game without rounds
    played: Any
    best: Any  # the judge's top (the hint's ★ there)
    before: float  # the best move's value: what the position offered
    after: float  # the played move's value
    unit: Unit
    view: Any  # the seat's observation there (to name the moves as the table did)
    reason: Reason | None = None  # the judge's reason for its best move

    @property
    def cost(self) -> float:
        return self.before - self.after


@dataclass(frozen=True)
class Decision:
    """One of the player's decisions with a real choice, as the judge appraised it."""

    index: int
    round: int | None
    played: Any
    appraisal: Appraisal[Any]
    view: Any

    @property
    def costly(self) -> bool:
        return not self.appraisal.about_equal(self.played)


def decisions(
    game: str,
    players: int,
    seed: int,
    options: Any,
    log: list[tuple[int, Any]],
    seat: int,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Decision]:
    """Every decision of `seat` with more than one legal move, appraised by the judge with the hint's seed."""
    if not hint.has_judge(game):
        raise hint.NoJudge(f"{game} offers no judge")
    rules = games.rules_for(game)
    state, _ = rules.new_game(players, seed, options)
    played, ended, rounds = 0, 0, False
    mine = sum(1 for s, _a in log if s == seat) or 1
    found: list[Decision] = []
    for index, (who, action) in enumerate(log):
        if cancelled is not None and cancelled():
            break
        if who == seat:
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1:
                view = rules.observe(state, seat)
                appraisal = hint.appraise(game, view, legal, seat, hint.seed_for(seed, seat, played))
                found.append(Decision(index, ended + 1, action, appraisal, view))
            played += 1
            if progress is not None:
                progress(played / mine)
        state, events = rules.apply(state, action, who)
        if any(isinstance(e, RoundEnded) for e in events):
            ended, rounds = ended + 1, True
    if not rounds:
        found = [Decision(d.index, None, d.played, d.appraisal, d.view) for d in found]
    return found


def review(
    game: str,
    players: int,
    seed: int,
    options: Any,
    log: list[tuple[int, Any]],
    seat: int,
    progress: Callable[[float], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Mistake]:
    """`seat`'s costliest decisions in the game (at most three, costliest first; none when every move played was
    the judge's best or its equal)."""
    found = [
        mistake(d)
        for d in decisions(game, players, seed, options, log, seat, progress, cancelled)
        if d.costly and d.appraisal.of(d.played) is not None
    ]
    found.sort(key=lambda m: (-m.cost, m.index))
    return found[:SHOWN]


def mistake(d: Decision) -> Mistake:
    move = d.appraisal.of(d.played)
    assert move is not None, "the played move was legal, so it was appraised"
    best = d.appraisal.best
    unit = d.appraisal.unit
    return Mistake(d.index, d.round, d.played, best.action, best.value, move.value, unit, d.view, best.reason)
