"""A seat played from another machine: Match says REMOTE for it and never asks anyone else to decide it."""

from __future__ import annotations

from vegas_desktop.match import Who, new_match


def _remote(kinds: list[str], remote: set[int], game: str = "lasvegas", seed: int = 1):
    match = new_match(game, kinds, seed)
    for i in remote:
        match.seats[i].remote = True
    return match


def test_a_remote_seat_is_waited_for_and_next_step_stops() -> None:
    match = _remote(["human", "normal"], {0})
    decision = match.next_decision()
    assert decision is not None and decision.who is Who.REMOTE and decision.seat == 0
    assert match.next_step() is None
    assert match.run_agents() == []


def test_a_stand_in_plays_the_remote_seat_until_taken_away() -> None:
    from vegas_desktop import games

    match = _remote(["human", "normal"], {0})
    match.seats[0].agent = games.make_agent("lasvegas", "normal", 5)
    assert not match.seats[0].waits_remote
    decision = match.next_decision()
    assert decision is not None and decision.who is Who.COMPUTER
    match.run_agents(max_steps=10)
    assert match.played(0) > 0
    match.seats[0].agent = None
    decision = match.next_decision()
    assert decision is not None and decision.who in (Who.REMOTE, Who.COMPUTER)


def test_simultaneous_picks_local_human_first_then_remote() -> None:
    # the card game: everybody picks at once; computers first, then the human at this screen, then the remote
    match = _remote(["human", "human", "normal"], {1}, game="cards", seed=3)
    decision = match.next_decision()
    assert decision is not None and decision.who is Who.COMPUTER and decision.humans == (0,)
    match.play(decision.seat, match.decide(decision))
    decision = match.next_decision()
    assert decision is not None and decision.who is Who.HUMAN and decision.humans == (0,)
    match.play(0, match.legal(0)[0])
    decision = match.next_decision()
    assert decision is not None and decision.who is Who.REMOTE and decision.seat == 1 and decision.humans == ()
