"""The headless tournament: results, seat rotation, reproducibility, CLI errors, no pygame needed."""

import json
import subprocess
import sys

import pytest

from vegas_desktop.bench import calibration
from vegas_desktop.bench.tournament import GameResult, play_game, quiet_figures, run_tournament, wilson

BLOCK_PYGAME = (
    "import sys\n"
    "class _Block:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name == 'pygame' or name.startswith('pygame.') or name.startswith('pygame_gui'):\n"
    "            raise ImportError('pygame is blocked in this test')\n"
    "sys.meta_path.insert(0, _Block())\n"
    "for m in [m for m in sys.modules if m.startswith('pygame')]: del sys.modules[m]\n"
)


def run_cli(*args, module=False):
    """Run the command line in a fresh interpreter where importing pygame fails."""
    if module:
        code = BLOCK_PYGAME + f"import runpy; sys.argv = ['vegas_desktop', *{list(args)!r}]\n"
        code += "runpy.run_module('vegas_desktop', run_name='__main__', alter_sys=True)\n"
    else:
        code = BLOCK_PYGAME + f"from vegas_desktop.cli import main\nsys.exit(main({list(args)!r}))\n"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)


def strip_timing(report):
    report = dict(report)
    report.pop("games_per_second")
    report["seats"] = [{k: v for k, v in s.items() if not k.startswith("decision_")} for s in report["seats"]]
    return report


def test_small_tournament_adds_up():
    report = run_tournament("lasvegas", ["easy", "random", "random"], games=9, seed=4)
    assert report["game"] == "lasvegas" and report["games"] == 9 and report["seed"] == 4
    seats = report["seats"]
    assert [s["player"] for s in seats] == ["easy", "random", "random"]
    assert [s["seat"] for s in seats] == [0, 1, 2]
    # Shared first places are split, so the wins add up to the number of games exactly.
    assert sum(s["wins"] for s in seats) == pytest.approx(9)
    for s in seats:
        assert s["win_rate"] == pytest.approx(s["wins"] / 9, abs=1e-4)
        lo, hi = s["ci95"]
        assert 0 <= lo <= s["win_rate"] <= hi <= 1
        assert s["mean_money"] > 0
    assert seats[0]["decision_ms_mean"] > 0  # the easy player was timed


def test_same_seed_same_result_and_jobs_do_not_change_it():
    one = run_tournament("lasvegas", ["normal", "easy"], games=6, seed=12, jobs=1)
    again = run_tournament("lasvegas", ["normal", "easy"], games=6, seed=12, jobs=1)
    two = run_tournament("lasvegas", ["normal", "easy"], games=6, seed=12, jobs=2)
    assert strip_timing(one) == strip_timing(again) == strip_timing(two)
    other = run_tournament("lasvegas", ["normal", "easy"], games=6, seed=13, jobs=1)
    assert strip_timing(other) != strip_timing(one)


def test_calibration_times_the_machine_beside_the_same_games():
    plain = run_tournament("lasvegas", ["normal", "easy"], games=4, seed=12)
    timed = run_tournament("lasvegas", ["normal", "easy"], games=4, seed=12, jobs=2, calibrate=True)
    quiet_keys = {"decision_cpu_ms_mean_quiet", "decision_cpu_ms_p95_quiet", "machine_factor_median"}
    assert strip_timing(plain) == {
        **strip_timing(timed),
        "seats": [{k: v for k, v in s.items() if k not in quiet_keys} for s in strip_timing(timed)["seats"]],
    }
    for s in timed["seats"]:
        assert quiet_keys <= set(s) and s["machine_factor_median"] > 0 and s["decision_cpu_ms_p95_quiet"] > 0
    assert not quiet_keys & set(plain["seats"][0])


def test_quiet_figures_divide_each_decision_by_the_speed_next_to_it():
    """A decision timed while the machine ran at half speed counts half: the unit took twice its quiet time."""
    ref = calibration.REFERENCE_UNIT_MS
    slow = GameResult(0, [1.0], [0], [[0.0, 0.0]], [[300.0, 100.0]], True, [[2 * ref, 2 * ref]])
    quick = GameResult(1, [0.0], [0], [[0.0]], [[120.0]], True, [[ref]])
    figures = quiet_figures([slow, quick], 0)
    assert figures["decision_cpu_ms_p95_quiet"] == pytest.approx(150.0)
    assert figures["decision_cpu_ms_mean_quiet"] == pytest.approx((150.0 + 50.0 + 120.0) / 3, abs=1e-3)
    assert figures["machine_factor_median"] == pytest.approx(2.0)


def test_seats_rotate_between_games():
    """Player i sits at table seat (i + g) mod n in game g: replay each game seat by seat and compare (each
    computer decision drawing from the game's seed, the seat and the seat's actions so far, as a Match does)."""
    from vegas_desktop.ai.base import decision_seed
    from vegas_desktop.bench.tournament import game_seed
    from vegas_desktop.games import make_agent
    from vegas_desktop.lasvegas import RULES

    kinds = ["random", "random", "random"]
    for g in range(3):
        result = play_game("lasvegas", kinds, 3, g, None)
        gseed = game_seed(3, g)
        agents = [make_agent("lasvegas", "random") for _ in range(3)]
        played = [0, 0, 0]
        state = RULES.initial_state(3, gseed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            if len(legal) == 1:
                action = legal[0]
            else:
                agents[seat].reseed(decision_seed(gseed, seat, played[seat]))
                action = agents[seat].choose(RULES, None, legal, seat)
            state, _ = RULES.apply(state, action, seat)
            played[seat] += 1
        by_seat = RULES.money(state)
        assert result.money == [by_seat[(i + g) % 3] for i in range(3)]


def test_shared_win_counts_as_a_fraction(monkeypatch):
    from vegas_desktop.lasvegas import RULES

    monkeypatch.setattr(type(RULES), "standings", lambda self, state: [[0, 1], [2]])
    result = play_game("lasvegas", ["random", "random", "random"], 0, 0, None)
    assert sorted(result.wins) == [0.0, 0.5, 0.5]


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_simulate_cli_without_pygame_prints_one_json_object():
    result = run_cli("simulate", "--game", "lasvegas", "--seats", "easy,ai,random", "--games", "4", "--seed", "3")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert [s["player"] for s in report["seats"]] == ["easy", "normal", "random"]
    assert set(report) >= {"game", "games", "seed", "games_per_second", "seats"}
    keys = {"seat", "player", "wins", "win_rate", "ci95", "mean_money", "decision_ms_mean", "decision_ms_p95"}
    assert all(keys <= set(s) for s in report["seats"])
    timed = run_cli("simulate", "--seats", "easy,random", "--games", "2", "--seed", "3", "--calibrate")
    assert timed.returncode == 0, timed.stderr
    assert all("decision_cpu_ms_p95_quiet" in s for s in json.loads(timed.stdout)["seats"])


def test_python_dash_m_behaves_like_the_command():
    args = ("simulate", "--seats", "random,easy", "--games", "3", "--seed", "8")
    direct, module = run_cli(*args), run_cli(*args, module=True)
    assert direct.returncode == module.returncode == 0, direct.stderr + module.stderr
    assert strip_timing(json.loads(direct.stdout)) == strip_timing(json.loads(module.stdout))


@pytest.mark.parametrize(
    "args, words",
    [
        (("--seats", "easy"), "seats"),  # one seat: no game
        (("--seats", "easy,easy,easy,easy,easy,easy,easy"), "seats"),  # seven seats
        (("--seats", "easy,easy", "--options", "no-such-option"), "options"),
        (("--seats", "easy,human"), "human"),
    ],
)
def test_bad_input_exits_2_with_a_message(args, words):
    result = run_cli("simulate", "--games", "2", *args)
    assert result.returncode == 2
    assert words in result.stderr.lower()
    assert result.stdout == ""
