"""'What would Hard do?': the game's judge appraising the seat's choices, the top three shown, and why.

The judge is the game's strongest computer player (its descriptor's `judge`), seeded exactly as the match seeds
that seat's computer decision, and asked on the seat's observation only: two tables that differ only in another
seat's secrets give the same hint, and the ★ is the move Hard would play there. The review asks the same judge
with the same seed at the recorded position, so its figures equal the hint's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vegas_desktop import games
from vegas_desktop.ai.appraisal import Appraisal, Appraised, Reason, Unit
from vegas_desktop.ai.base import decision_seed

SHOWN = 3  # choices on the hint's panel
LOST = 1.0  # a best chance to win below this many percent: a lost cause


class NoJudge(ValueError):
    """The game offers no judge: no hint, no review."""


@dataclass(frozen=True)
class Hint:
    """The judge's appraisal at one decision and what the panel shows of it."""

    appraisal: Appraisal[Any]
    top: tuple[Appraised[Any], ...]  # up to three, best first by the shown values (the first is the ★)

    @property
    def choice(self) -> Any:
        """The ★: the judge's top, the move Hard plays here."""
        return self.appraisal.best.action

    @property
    def unit(self) -> Unit:
        return self.appraisal.unit

    @property
    def reason(self) -> Reason | None:
        return self.appraisal.best.reason

    @property
    def lost(self) -> bool:
        """No choice keeps a real chance to win: the panel says so instead of ranking chances of 0%."""
        return self.unit is Unit.WIN_CHANCE and self.appraisal.best.value < LOST

    def about_equal(self, move: Appraised[Any]) -> bool:
        """`move` is the ★'s equal within the judge's uncertainty (not the ★ itself)."""
        return move.action != self.choice and self.appraisal.about_equal(move.action)


def seed_for(match_seed: int, seat: int, played: int) -> int:
    """The seed of the seat's decision: the one the match gives its computer player there (`decision_seed` with
    how many actions the seat has played), so the hint's ★ is what Hard would play and the review meets it."""
    return decision_seed(match_seed, seat, played)


def has_judge(game: str) -> bool:
    return games.descriptor(game).judge is not None


def appraise(game: str, view: Any, legal: list[Any], seat: int, seed: int) -> Appraisal[Any]:
    """The game's judge on `seat`'s `view` with `legal` choices, seeded as the match seeds the seat's decision."""
    make = games.descriptor(game).judge
    if make is None:
        raise NoJudge(f"{game} offers no judge")
    judge = make(seed)
    judge.reseed(seed)
    return judge.appraise(games.rules_for(game), view, legal, seat)


def shown(appraisal: Appraisal[Any], count: int = SHOWN) -> tuple[Appraised[Any], ...]:
    """The best `count` moves by value (the appraisal lists them best first, the ★ on top of its equals)."""
    return appraisal.moves[:count]


def compute_hint(
    game: str,
    view: Any,
    legal: list[Any],
    seat: int,
    seed: int,
    progress: Callable[[float], None] | None = None,
) -> Hint:
    """The hint for `seat` at a decision with `legal` choices, from `view` (its observation) alone."""
    if progress is not None:
        progress(0.1)
    appraisal = appraise(game, view, legal, seat, seed)
    if progress is not None:
        progress(1.0)
    return Hint(appraisal, shown(appraisal))


def hint_at(game: str, state: Any, seat: int, seed: int) -> Hint:
    """The hint for `seat` at a full table: only `seat`'s observation of it is passed on (the one door)."""
    rules = games.rules_for(game)
    return compute_hint(game, rules.observe(state, seat), rules.legal_actions(state, seat), seat, seed)
