"""Helpers for the advice tests: the games that offer a judge, and positions of a player's decisions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vegas_desktop import games
from vegas_desktop.advice import hint
from vegas_desktop.match import Match, new_match

FOUR = ("lasvegas", "royale", "cards", "cashrun")


def judged(names: tuple[str, ...] = FOUR) -> list[str]:
    """The games among `names` whose descriptor offers a judge."""
    return [g for g in names if games.descriptor(g).judge is not None]


def seats_of(game: str) -> int:
    lo, hi = games.descriptor(game).seats
    return max(lo, min(3, hi))


@dataclass(frozen=True)
class Position:
    """Seat 0 deciding: its observation, its choices, the hint's seed there and the decision's place in the log."""

    view: Any
    legal: list[Any]
    seed: int
    index: int


def play(
    game: str, seed: int, count: int, every: int = 2, kinds: list[str] | None = None
) -> tuple[Match, list[Position]]:
    """A self-play game (Normal seats unless `kinds`) and seat 0's decisions with a choice in it (every `every`-th,
    at most `count`), each with the seed the table gives that decision's hint."""
    match = new_match(game, kinds or ["normal"] * seats_of(game), seed)
    out: list[Position] = []
    mine = 0
    for _ in range(20_000):
        if match.over:
            break
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if seat == 0 and len(legal) > 1 and match.forced_action(seat) is None:
            if mine % every == 0 and len(out) < count:
                seed_here = hint.seed_for(match.seed, 0, match.played(0))
                out.append(Position(match.view(0), legal, seed_here, len(match.log)))
            mine += 1
        step = match.next_step()
        if step is None:
            break
        match.play(*step)
    return match, out
