"""Hard's exact round end (lasvegas/ai/endgame.py) values every placement as the ceiling tool's C solver does
(the regret tool's values), Normal's rule in the other seat."""

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from vegas_desktop.lasvegas import RULES
from vegas_desktop.lasvegas.ai.endgame import Endgame

HERE = Path(__file__).resolve().parents[2] / "tools" / "ceiling"


def _load(name):
    sys.path.insert(0, str(HERE))
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ceiling = _load("ceiling")
regret = _load("regret")
pytestmark = [
    pytest.mark.skipif(ceiling.compiler() is None, reason="the ceiling tool needs a C compiler"),
    pytest.mark.slow,
]


def _late_positions(count, seed=0):
    """Two-player classic positions with a throw to place and at most six dice left in both hands."""
    rng = random.Random(seed)
    found = []
    game = 0
    while len(found) < count:
        state = RULES.initial_state(2, seed * 100 + game)
        game += 1
        while not RULES.is_over(state) and state.round == 1:
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            if len(legal) > 1 and sum(len(h) for h in state.supply) <= 6:
                found.append((RULES.observe(state, seat), seat, legal))
                break
            state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    return found


def test_the_python_endgame_values_every_placement_as_the_c_solver_does():
    solver = ceiling.Solver()
    for obs, seat, legal in _late_positions(4):
        exact = regret.values(solver, obs, legal, seat)
        counts = ceiling.counts_of(obs)
        rows = tuple((counts[0][c], counts[1][c]) for c in range(6))
        hands = (len(obs.supply[0]), len(obs.supply[1]))
        stake = sum(sum(b) for b in obs.bills)
        mine = Endgame(obs.bills, seat, 0, 2.0 * stake / 16, float)
        for action, value in zip(legal, exact, strict=True):
            placed = sum(1 for d in obs.throw if d.value == action.value)
            assert mine.place(rows, hands, seat, action.value - 1, placed) == pytest.approx(value, abs=0.05)
