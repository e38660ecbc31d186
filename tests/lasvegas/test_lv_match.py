"""The match driver with Las Vegas options: forced moves (including kicks) auto-play unless 'no-auto'."""

from __future__ import annotations

from lv_helpers import dice, last_throw, table

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.lasvegas import RULES, Die, Kick, Options, Place, parse_options
from vegas_desktop.match import Match, Seat


def kick_match(options: Options) -> Match:
    match = Match(RULES.name, RULES, [Seat("Anna"), Seat("Benno")], seed=1, options=options)
    state = table(2, options, supply=[["k"], ["d"]], casinos=[[], [], dice(1, 3), [], [], []], bills=[[]] * 6)
    match.state = last_throw(state, 0, Die(0, 3, "k"))
    match.play(0, Place(3))
    assert match.state.phase == "kick"
    return match


def test_a_single_kick_target_is_played_automatically_by_default():
    match = kick_match(parse_options("kickers"))
    assert match.forced_action(0) == Kick(Die(1, 3))
    match.run_agents()  # both seats human: only the forced kick is played
    assert match.log[-1] == (0, Kick(Die(1, 3))) and match.state.current == 1


def test_no_auto_leaves_the_forced_kick_to_the_player():
    match = kick_match(parse_options("kickers,no-auto"))
    assert match.forced_action(0) is None
    match.run_agents()
    assert match.state.phase == "kick" and len(match.log) == 1


def test_random_agents_play_a_full_game_with_every_option():
    options = parse_options("neutral,biggy,kickers=2,rainbow,100k,bandit,minsum,random-first")
    seats = [Seat(f"cpu{i}", RandomAgent(i)) for i in range(5)]
    match = Match(RULES.name, RULES, seats, seed=3, options=options)
    match.run_agents()
    assert match.over and RULES.standings(match.state)
    replay = Match(RULES.name, RULES, [Seat(f"cpu{i}") for i in range(5)], seed=3, options=options)
    for seat, action in match.log:
        replay.play(seat, action)
    assert replay.state.money == match.state.money and replay.state.won == match.state.won
