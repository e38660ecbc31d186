"""Guard: two-player classic decisions of Hard stay exactly those of commit 4f29dc6 (the code 4,000 games measured).

The moves below were recorded with that code; work on the four-player Hard must not move a single one of them.
"""

import random

import pytest

from vegas_desktop.lasvegas import RULES
from vegas_desktop.lasvegas.ai.agents import HardAgent
from vegas_desktop.lasvegas.moves import Place, Roll
from vegas_desktop.match import new_match

# Whole games through the one driver (seats' seeds as `simulate` derives them): Hard's placements in order.
GAMES = {
    101: (("hard", "normal"), "3145354521564464216366661"),
    202: (("normal", "hard"), "52111342224341331533255543542"),
}

# Positions of random two-player play (seed 21 and 22), Hard seeded 1000 + index: the value it places.
POSITIONS = {
    21: "3636326324435445526252626616425122153",
    22: "644444254555533313644661641563653544",
}


pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide


@pytest.mark.parametrize("seed", sorted(GAMES))
def test_two_player_games_replay_the_recorded_moves(seed: int) -> None:
    kinds, expected = GAMES[seed]
    match = new_match("lasvegas", list(kinds), seed, in_place=True)
    match.run_agents()
    hard = kinds.index("hard")
    moves = [a for s, a in match.log if s == hard]
    assert all(isinstance(a, (Place, Roll)) for a in moves)
    assert "".join(str(a.value) for a in moves if isinstance(a, Place)) == expected


def _positions(seed: int, count: int) -> list[tuple[object, int, list[object]]]:
    rng = random.Random(seed)
    state = RULES.initial_state(2, seed)
    found = []
    while not RULES.is_over(state) and len(found) < count:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) > 1:
            found.append((state.clone(), seat, legal))
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    return found


@pytest.mark.parametrize("seed", sorted(POSITIONS))
def test_two_player_positions_get_the_recorded_moves(seed: int) -> None:
    got = []
    for i, (state, seat, legal) in enumerate(_positions(seed, 40)):
        action = HardAgent(1000 + i).choose(RULES, RULES.observe(state, seat), legal, seat)
        got.append(str(action.value) if isinstance(action, Place) else "?")
    assert "".join(got) == POSITIONS[seed]
