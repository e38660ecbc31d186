"""The judges of Las Vegas and Royale: Hard values every legal move from its seat's view, plays the top of that
appraisal, and shows sane numbers; a seat's secrets elsewhere change nothing."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.ai.appraisal import Appraisal, Unit
from vegas_desktop.games import descriptor, parse_options, rules_for
from vegas_desktop.lasvegas.ai.agents import HARD, HardAgent
from vegas_desktop.royale.ai.agents import LEVELS, RoyaleAgent
from vegas_desktop.royale.ai.search import SearchParams
from vegas_desktop.text import has, set_language

pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide

LV_ALL = "biggy,kickers=1,bandit,neutral,rainbow,100k,minsum"
# (game, players, options): the classic dice with four and two players, every option, Royale's boards
TABLES = [
    ("lasvegas", 4, ""),
    ("lasvegas", 2, ""),
    ("lasvegas", 3, LV_ALL),
    ("lasvegas", 2, LV_ALL),
    ("royale", 4, "boards=3"),
    ("royale", 2, ""),
]
SMALL_LV = replace(HARD, max_samples=24, option_samples=16)
SMALL_ROYALE = replace(LEVELS["hard"], search=SearchParams(samples=6, extra=6, tile_samples=6))


def small_judge(game: str, seed: int) -> Any:
    """The game's Hard with few samples (the code path is the same)."""
    return HardAgent(seed, SMALL_LV) if game == "lasvegas" else RoyaleAgent("hard", seed, SMALL_ROYALE)


def position(game: str, players: int, options: str, seed: int, depth: float) -> tuple[Any, int, list[Any]]:
    """A decision with a choice from a game played at random, `depth` (0-1) of the way through."""
    rules = rules_for(game)
    rng = random.Random(seed)
    state = rules.initial_state(players, seed, parse_options(game, options))
    found = []
    for _ in range(3000):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) > 1:
            found.append((state.clone(), seat, legal))
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))], seat)
    assert found
    return found[min(len(found) - 1, int(depth * len(found)))]


def check_sane(appraisal: Appraisal[Any], legal: list[Any]) -> None:
    assert sorted(map(repr, (m.action for m in appraisal.moves))) == sorted(map(repr, legal))
    assert len(appraisal.moves) == len(legal)
    top = appraisal.best.value
    assert all(math.isfinite(m.value) and m.value <= top + 1e-9 for m in appraisal.moves)
    assert all(m.spread >= 0 for m in appraisal.moves) and appraisal.best.spread == 0
    assert appraisal.about_equal(appraisal.best.action)
    if appraisal.unit is Unit.WIN_CHANCE:
        assert all(-1e-9 <= m.value <= 100 + 1e-9 for m in appraisal.moves)
        assert top >= 1.0  # a lost game is appraised by money, never as "best chance: 0%"
    assert all(m.reason is not None for m in appraisal.moves)


@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 10_000),
    depth=st.floats(0.0, 1.0),
    judge_seed=st.integers(0, 2**32),
)
def test_the_appraisal_covers_every_legal_move_and_its_top_is_the_move_played(table, seed, depth, judge_seed):
    game, players, options = table
    rules = rules_for(game)
    state, seat, legal = position(game, players, options, seed, depth)
    view = rules.observe(state, seat)
    judge = small_judge(game, judge_seed)
    appraisal = judge.appraise(rules, view, legal, seat)
    check_sane(appraisal, legal)
    judge.reseed(judge_seed)
    again = judge.appraise(rules, view, legal, seat)
    judge.reseed(judge_seed)
    assert judge.choose(rules, view, legal, seat) == appraisal.best.action == again.best.action
    assert again == appraisal  # the same seed, the same numbers


@pytest.mark.parametrize(("game", "players", "options"), TABLES)
def test_another_seats_secrets_change_no_appraisal(game, players, options):
    rules = rules_for(game)
    for k in range(4):
        state, seat, legal = position(game, players, options, 40 + k, k / 4)
        other = state.clone()
        random.Random(k).shuffle(other.pile)
        other.rng = random.Random(1000 + k)
        if game == "royale":
            if other.lucky_count is not None and seat != other.current:
                other.lucky_count = 1 + other.lucky_count % 3
            picks = other.knockout_picks
            if picks:
                other.knockout_picks = {s: (p if s == seat or p is None else "b") for s, p in picks.items()}
        a = small_judge(game, 7).appraise(rules, rules.observe(state, seat), legal, seat)
        b = small_judge(game, 7).appraise(rules, rules.observe(other, seat), legal, seat)
        assert a == b


def test_the_exact_end_and_the_last_round_appraise_by_chance_or_by_money():
    """Two players, classic dice, last round: the exact end's values are a chance to win while the game is open,
    else the final lead; whichever it is, the move played is on top."""
    rules = rules_for("lasvegas")
    units = set()
    for seed in range(30):
        state, seat, legal = position("lasvegas", 2, "", seed, 0.97)
        if state.round < 4:
            continue
        appraisal = HardAgent(3).appraise(rules, rules.observe(state, seat), legal, seat)
        check_sane(appraisal, legal)
        assert appraisal.samples == 0 or sum(len(h) for h in state.supply) > HARD.endgame_dice
        units.add(appraisal.unit)
    assert Unit.WIN_CHANCE in units


@pytest.mark.parametrize("game", ["lasvegas", "royale"])
def test_the_descriptor_names_hard_as_the_judge_and_every_reason_reads_in_both_languages(game):
    judge_of = descriptor(game).judge
    assert judge_of is not None
    judge = judge_of(5)
    assert judge.name == "hard"
    rules = rules_for(game)
    say = descriptor(game).explain
    assert say is not None
    keys = set()
    try:
        for language in ("en", "de"):
            set_language(language)
            for players, options in ((4, ""), (3, LV_ALL if game == "lasvegas" else "boards=3")):
                for k in range(6):
                    state, seat, legal = position(game, players, options, 70 + k, k / 6)
                    for move in small_judge(game, k).appraise(rules, rules.observe(state, seat), legal, seat).moves:
                        assert move.reason is not None and has(move.reason.key)
                        text = say(move.reason)
                        assert text and "{" not in text and move.reason.key not in text
                        keys.add(move.reason.key)
    finally:
        set_language("en")
    assert len(keys) >= 4
