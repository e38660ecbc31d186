"""Simultaneous thinking through the match's own door: `Match.think_together` works on a copy (the match is not
touched while a worker thinks), and `Match.adopt` takes the choice and the others' planned picks back, or refuses
a choice the game has moved past. The table (scenes/table/thinking.py) only calls these two."""

from __future__ import annotations

import copy

from vegas_desktop.match import Decision, Match, Who, new_match


def _together(kinds: list[str], seed: int = 3) -> tuple[Match, Decision]:
    """A card game at its first simultaneous decision with a computer to ask."""
    match = new_match("cards", kinds, seed)
    for _ in range(500):
        decision = match.next_decision()
        assert decision is not None
        if decision.who is Who.COMPUTER and decision.together:
            return match, decision
        action = match.decide(decision) if decision.who is not Who.HUMAN else match.legal(decision.seat)[0]
        match.play(decision.seat, action)
    raise AssertionError("no simultaneous computer decision")


def test_thinking_together_leaves_the_match_as_it_was_until_adopted() -> None:
    match, decision = _together(["normal", "easy", "normal"])
    log, state = list(match.log), match.state
    choice, plan = match.think_together(decision)()
    assert match.log == log and match.state is state and match.next_decision() == decision
    assert choice in match.legal(decision.seat)
    assert set(plan.picks) <= set(match.to_act()) - {decision.seat}
    assert match.adopt(decision.seat, choice, plan, len(log)) == choice
    match.play(decision.seat, choice)
    for seat, pick in plan.picks.items():  # the planned picks are what the others now play
        follow = match.next_decision()
        assert follow is not None and follow.who is Who.COMPUTER and follow.seat == seat
        assert match.decide(follow) == pick
        match.play(seat, pick)


def test_the_same_choices_as_asking_each_seat_in_turn() -> None:
    thought, decision = _together(["normal", "easy", "hard"], seed=8)
    asked = copy.deepcopy(thought)
    choice, plan = thought.think_together(decision)()
    assert choice == asked.decide(decision)  # the match plans the others when it asks the first of them
    for seat, pick in plan.picks.items():
        assert asked.agent_action(seat) == pick


def test_a_choice_the_game_has_moved_past_is_refused() -> None:
    match, decision = _together(["normal", "easy", "normal"])
    at = len(match.log)
    choice, plan = match.think_together(decision)()
    match.play(decision.seat, match.decide(decision))  # the seat played meanwhile: its thought is stale
    assert match.adopt(decision.seat, choice, plan, at) is None
