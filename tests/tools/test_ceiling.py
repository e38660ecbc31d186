"""The ceiling tool's exact solver (tools/ceiling) agrees with the game's rules and with Normal's rule.

Its figures back the README's claim of how far any Hard can get against Normal, so the C port is checked
against the Python code it mirrors: Normal's score move by move, and solved values against a plain expectimax.
"""

import importlib.util
import itertools
import random
from pathlib import Path

import pytest

from vegas_desktop.lasvegas import RULES, Place
from vegas_desktop.lasvegas.ai.agents import NormalAgent
from vegas_desktop.lasvegas.ai.fastsim import payouts

TOOL = Path(__file__).resolve().parents[2] / "tools" / "ceiling" / "ceiling.py"


def _load():
    spec = importlib.util.spec_from_file_location("ceiling", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ceiling = _load()
pytestmark = pytest.mark.skipif(ceiling.compiler() is None, reason="the ceiling tool needs a C compiler")


@pytest.fixture(scope="module")
def solver():
    return ceiling.Solver()


# The round-solve tests below share one deal: the solver keeps its last solve (a few seconds each), so in file order
# the next test starts from the previous one's table (any deal checks the same sums).
DEAL = 9


def _positions(count, seed=0):
    """Two-player classic positions with a throw to place, reached by random play."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = RULES.initial_state(2, rng.randrange(10**6))
        for _ in range(rng.randrange(1, 30)):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
        if state.phase == "place" and len(RULES.legal_actions(state)) > 1:
            found.append(state)
    return found


def test_c_port_scores_every_move_as_normal_does(solver):
    for state in _positions(25):
        seat = state.current
        view = RULES.observe(state, seat)
        counts = ceiling.counts_of(state)
        lead = state.money[seat] - state.money[1 - seat]
        for action in RULES.legal_actions(state, seat):
            placed = sum(1 for d in state.throw if d.value == action.value)
            c_score = solver.normal_score(state.bills, counts, seat, action.value, placed)
            assert NormalAgent(0).score(view, action, seat) == pytest.approx(lead + c_score, abs=1e-6)


def _reference(bills, counts, hands, mover, minimise_seat):
    """Plain expectimax over every throw: seat 0 maximises the money lead, `minimise_seat` minimises it."""
    if not any(hands):
        lead = 0
        for c in range(6):
            pay = payouts([counts[0][c], counts[1][c]], bills[c][:2])
            lead += pay[0] - pay[1]
        return lead
    if not hands[mover]:
        mover = 1 - mover
    total = 0.0
    throws = list(itertools.product(range(6), repeat=hands[mover]))
    for faces in throws:
        values = []
        for f in set(faces):
            k = faces.count(f)
            after = [list(counts[0]), list(counts[1])]
            after[mover][f] += k
            left = list(hands)
            left[mover] -= k
            values.append(_reference(bills, after, left, 1 - mover, minimise_seat))
        total += min(values) if mover == minimise_seat else max(values)
    return total / len(throws)


@pytest.mark.slow
def test_solved_values_match_a_plain_expectimax_in_endgames(solver):
    rng = random.Random(5)
    bills = ceiling.deal(rng)
    solver.solve(bills, ceiling.NOBODY)
    for _ in range(12):
        # A random endgame: each seat holds at most 2 dice, the rest lie on the casinos.
        hands = [rng.randint(0, 2), rng.randint(0, 2)]
        counts = [[0] * 6, [0] * 6]
        for seat in (0, 1):
            for _ in range(8 - hands[seat]):
                counts[seat][rng.randrange(6)] += 1
        mover = rng.randrange(2)
        expected = _reference(bills, counts, hands, mover if hands[mover] else 1 - mover, 1)
        assert solver.value(counts, mover) == pytest.approx(expected, abs=1e-3)


@pytest.mark.slow
def test_solver_players_only_choose_legal_moves(solver):
    for kind in ("perfect", "best-response"):
        agent = ceiling.SolverAgent(solver, kind)
        for state in _positions(1, seed=3):
            legal = RULES.legal_actions(state)
            choice = agent.choose(RULES, RULES.observe(state, state.current), legal, state.current)
            assert choice in legal and isinstance(choice, Place)


@pytest.mark.slow
def test_a_reply_that_starts_at_no_dice_left_is_normals_own_play(solver):
    """`endgame` 0: the replying seat follows Normal's rule throughout, so the round is Normal against Normal."""
    bills = ceiling.deal(random.Random(DEAL))
    zero = [[0] * 6, [0] * 6]
    solver.solve(bills, ceiling.BOTH)
    both = solver.value(zero, 0)
    solver.solve(bills, 1, endgame=0)
    assert solver.value(zero, 0) == pytest.approx(both, abs=1e-4)
    solver.solve(bills, 1)  # the full reply gains against Normal
    assert solver.value(zero, 0) > both + 0.5


@pytest.mark.parametrize("args", [["games", "--games", "0"], ["rounds", "--endgame", "x"], ["nonsense"]])
def test_bad_arguments_exit_2_with_a_message(args, capsys):
    with pytest.raises(SystemExit) as stop:
        ceiling.main(args)
    assert stop.value.code == 2
    assert "error" in capsys.readouterr().err


@pytest.mark.slow
def test_round_lead_distribution_is_a_distribution_with_the_solved_mean(solver):
    """The forward pass plays the same policies the solve valued: total 1, and its mean is the solved lead."""
    bills = ceiling.deal(random.Random(DEAL))
    zero = [[0] * 6, [0] * 6]
    for normal in (1, ceiling.BOTH):  # a best reply, and Normal against Normal (each solve costs seconds)
        dist = solver.distribution(bills, normal)
        solver.solve(bills, normal)
        assert sum(dist.values()) == pytest.approx(1.0, abs=1e-9)
        assert sum(k * p for k, p in dist.items()) == pytest.approx(solver.value(zero, 0), abs=1e-3)
        assert all(k % 10 == 0 for k in dist)


def test_convolve_adds_independent_leads():
    a = {10: 0.5, -10: 0.5}
    assert ceiling.convolve(a, a) == {20: 0.25, 0: 0.5, -20: 0.25}


@pytest.mark.slow
def test_exact_game_from_both_seats_of_normal_against_normal_sums_to_one(solver):
    """Normal against Normal: the chances of the two seats to win the same deals add up to 1 (ties half each)."""
    starts = [ceiling.deal(random.Random(DEAL))]
    first = ceiling.exact_game(solver, starts, 0, normal_reply=False)
    second = ceiling.exact_game(solver, starts, 1, normal_reply=False)
    assert first + second == pytest.approx(1.0, abs=1e-6)
    assert 0.0 < first < 1.0
