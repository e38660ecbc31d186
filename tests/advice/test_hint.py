"""The hint: the judge's choice among the legal ones (Hard's move), its top three, and never a word of another
seat's secrets; the review over the same judge."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest
from judged import judged, seats_of

from vegas_desktop import games
from vegas_desktop.advice import hint, review, worker
from vegas_desktop.match import new_match

JUDGED = judged()
# seeded hints compare equal only when the sample counts alone decide (a loaded machine trips the wall-clock cap)
pytestmark = pytest.mark.usefixtures("no_safety_caps")


def _at_decision(game: str, seed: int, moves: int, seats: int = 3) -> Any:
    """A match after `moves` steps, stopped where the seat to act has a real choice."""
    match = new_match(game, ["normal"] * seats, seed)
    done = 0
    while not match.over:
        seat = match.to_act()[0]
        if done >= moves and len(match.legal(seat)) > 1 and match.forced_action(seat) is None:
            return match
        step = match.next_step()
        assert step is not None
        match.play(*step)
        done += 1
    raise AssertionError("the game ended first")


@pytest.mark.parametrize("game", JUDGED)
def test_hint_is_hards_legal_choice_first_with_at_most_three(game: str) -> None:
    match = _at_decision(game, 3, 8)
    seat = match.to_act()[0]
    legal = match.legal(seat)
    got = hint.hint_at(game, match.state, seat, 11)
    assert got.choice in legal
    assert got.top[0].action == got.choice
    assert 1 <= len(got.top) <= 3 and len({repr(o.action) for o in got.top}) == len(got.top)
    assert all(o.action in legal for o in got.top)
    # Hard asked on the same observation with the same seed chooses the same
    hard = games.make_agent(game, "hard", 11)
    hard.reseed(11)
    assert got.choice == hard.choose(games.rules_for(game), match.view(seat), legal, seat)


def test_a_game_without_a_judge_gives_no_hint(monkeypatch: Any) -> None:
    from dataclasses import replace

    found = games.descriptor("lasvegas")
    monkeypatch.setitem(games._LOADED, "lasvegas", replace(found, judge=None))
    assert not hint.has_judge("lasvegas")
    with pytest.raises(hint.NoJudge):
        hint.compute_hint("lasvegas", None, [1, 2], 0, 1)


@pytest.mark.skipif("cards" not in JUDGED, reason="cards has no judge yet")
def test_card_game_hint_ignores_other_hands_and_piles() -> None:
    """Two tables that differ only in another seat's hand, pile and hidden pick give identical hints."""
    match = _at_decision("cards", 4, 3)
    state = match.state
    seat = match.to_act()[0]
    other = (seat + 1) % state.players
    twin = state.clone()
    pool = twin.hands[other] + twin.piles[other]
    random.Random(9).shuffle(pool)
    twin.hands[other], twin.piles[other] = pool[: len(twin.hands[other])], pool[len(twin.hands[other]) :]
    assert twin.hands[other] != state.hands[other]
    a = hint.hint_at("cards", state, seat, 5)
    b = hint.hint_at("cards", twin, seat, 5)
    assert a == b


@pytest.mark.skipif("lasvegas" not in JUDGED, reason="lasvegas has no judge yet")
def test_las_vegas_hint_ignores_the_pile_order_and_the_future_dice() -> None:
    match = _at_decision("lasvegas", 6, 10)
    state = match.state
    seat = match.to_act()[0]
    twin = state.clone()
    random.Random(3).shuffle(twin.pile)
    twin.rng.seed(12345)  # other dice to come
    assert twin.pile != state.pile
    a = hint.hint_at("lasvegas", state, seat, 5)
    b = hint.hint_at("lasvegas", twin, seat, 5)
    assert a == b


@pytest.mark.skipif("cashrun" not in JUDGED, reason="cashrun has no judge yet")
def test_cash_and_run_hint_ignores_other_bluff_cards() -> None:
    match = _at_decision("cashrun", 2, 20, seats=4)
    state = match.state
    seat = match.to_act()[0]
    twin = state.copy()
    for p in range(state.players):
        if p != seat:
            twin.hands[p] = [(c + 1) % 4 for c in twin.hands[p]]
    random.Random(1).shuffle(twin.bluff_pile)
    a = hint.hint_at("cashrun", state, seat, 5)
    b = hint.hint_at("cashrun", twin, seat, 5)
    assert a == b


def test_hint_job_runs_off_the_calling_thread() -> None:
    threads: list[int] = []

    def work(progress: Any, cancelled: Any) -> int:
        threads.append(threading.get_ident())
        progress(0.5)
        return 7

    job = worker.run(work)
    assert job.wait(30)
    assert job.error is None and job.result == 7 and job.progress == 1.0
    assert threads and threads[0] != threading.get_ident()


def test_a_failing_job_reports_its_error_instead_of_raising() -> None:
    def work(progress: Any, cancelled: Any) -> None:
        raise ValueError("broken")

    job = worker.run(work)
    assert job.wait(5)
    assert isinstance(job.error, ValueError) and job.result is None


@pytest.mark.parametrize("game", JUDGED)
def test_review_names_decisions_where_the_judge_ranks_the_move_below_its_best_costliest_first(game: str) -> None:
    match = new_match(game, ["easy", "normal", "normal"][: seats_of(game)], 4)
    while not match.over:
        step = match.next_step()
        assert step is not None
        match.play(*step)
    found = review.review(game, len(match.seats), match.seed, match.options, list(match.log), 0)
    assert len(found) <= 3
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    for m in found:
        assert match.log[m.index] == (0, m.played)
        assert m.best != m.played and m.cost > 0


@pytest.mark.parametrize("game", JUDGED)
def test_review_can_be_cancelled(game: str) -> None:
    match = new_match(game, ["easy", "normal", "normal"][: seats_of(game)], 4)
    while not match.over:
        step = match.next_step()
        assert step is not None
        match.play(*step)
    log = list(match.log)
    assert review.review(game, len(match.seats), match.seed, match.options, log, 0, cancelled=lambda: True) == []


@pytest.mark.skipif("royale" not in JUDGED, reason="royale has no judge yet")
def test_royale_hint_ignores_the_pile_order_and_the_future_dice() -> None:
    match = _at_decision("royale", 5, 6)
    state = match.state
    seat = match.to_act()[0]
    twin = state.clone()
    random.Random(4).shuffle(twin.pile)
    twin.rng.seed(999)
    assert twin.pile != state.pile
    a = hint.hint_at("royale", state, seat, 3)
    b = hint.hint_at("royale", twin, seat, 3)
    assert a == b
