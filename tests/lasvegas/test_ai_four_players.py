"""Las Vegas Hard with four players: no peeking, same seed same moves, Normal's move unless clearly beaten, and
play-outs that play the Normals' own rule."""

import random
from dataclasses import replace

import pytest

from vegas_desktop.lasvegas import RULES, parse_options
from vegas_desktop.lasvegas.ai.agents import HARD, HardAgent, NormalAgent
from vegas_desktop.lasvegas.ai.evaluation import reach_tail
from vegas_desktop.lasvegas.ai.fastsim import normal_face, prepare
from vegas_desktop.lasvegas.moves import Place

ALL_OPTIONS = "biggy,kickers=1,bandit,neutral,rainbow,100k,minsum"


pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide


def small(seed: int) -> HardAgent:
    """Hard's four-player search with a small budget (the rules of the search are the same)."""
    return HardAgent(seed, replace(HARD, max_samples=32, option_samples=24))


def positions(seed: int, count: int, options: str = "", players: int = 4) -> list[tuple[object, int, list[object]]]:
    """Positions with a choice from random play (early, middle and late in rounds)."""
    rng = random.Random(seed)
    state = RULES.initial_state(players, seed, parse_options(options))
    found = []
    while not RULES.is_over(state) and len(found) < count:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) > 1 and rng.random() < 0.5:
            found.append((state.clone(), seat, legal))
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    return found


@pytest.mark.parametrize("options", ["", ALL_OPTIONS])
def test_four_player_decisions_ignore_the_pile_and_the_dice_to_come(options: str) -> None:
    """Two tables that differ only in the bills' order in the pile and the dice generator get the same move."""
    for state, seat, legal in positions(8, 10, options):
        other = state.clone()
        random.Random(5).shuffle(other.pile)
        other.rng = random.Random(4242)
        a = small(3).choose(RULES, RULES.observe(state, seat), legal, seat)
        b = small(3).choose(RULES, RULES.observe(other, seat), legal, seat)
        assert a == b


def test_four_player_game_repeats_with_the_seed() -> None:
    def game() -> list[object]:
        state = RULES.initial_state(4, 77)
        agents = [small(1), NormalAgent(2), NormalAgent(3), NormalAgent(4)]
        log = []
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            agents[seat].reseed(len(log) * 31 + seat)
            action = agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
            log.append(action)
            state, _ = RULES.apply(state, action, seat)
        return log

    assert game() == game()


def test_an_unbeatable_gate_plays_normals_move() -> None:
    """With the challenge's bar out of reach Hard plays exactly Normal's move, after sampling every move."""
    for state, seat, legal in positions(12, 12):
        view = RULES.observe(state, seat)
        hard = HardAgent(5, replace(HARD, max_samples=32, multi_z=1e9))
        normal = NormalAgent(5)
        assert hard.choose(RULES, view, legal, seat) == normal.choose(RULES, view, legal, seat)


def test_play_outs_place_as_the_normal_rule_does() -> None:
    """The play-outs' face choice for four players is Normal's own choice (where Normal has no tie)."""
    checked = 0
    for state, seat, legal in positions(31, 40):
        places = [a for a in legal if isinstance(a, Place) and not a.bandit]
        if len(places) < 2 or len(places) != len(legal):
            continue
        normal = NormalAgent(0)
        view = RULES.observe(state, seat)
        scores = sorted((normal.score(view, a, seat) for a in places), reverse=True)
        if scores[0] - scores[1] < 1e-6:
            continue
        rows, hands, bills, money, _, per_die = prepare(view)
        wsum = [0] * 6
        for d in view.throw:
            wsum[d.value - 1] += d.weight
        hw = [sum(h) for h in hands]
        face = normal_face(list(rows), bills, hw, seat, wsum, [float(m) for m in money], per_die, {}, reach_tail)
        assert Place(face + 1) == normal.choose(RULES, view, legal, seat)
        checked += 1
    assert checked >= 5
