"""The hint: Hard's choice among the legal ones, its top three, and never a word of another seat's secrets."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from vegas_desktop.advice import hint, review, worker
from vegas_desktop.match import new_match


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


@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards", "cashrun"])
def test_hint_is_hards_legal_choice_first_with_at_most_three(game: str) -> None:
    match = _at_decision(game, 3, 8)
    seat = match.to_act()[0]
    legal = match.legal(seat)
    got = hint.hint_at(game, match.state, seat, 11, samples=4, time_limit=None)
    assert got.choice in legal
    assert got.top[0].action == got.choice
    assert 1 <= len(got.top) <= 3 and len({repr(o.action) for o in got.top}) == len(got.top)
    assert all(o.action in legal for o in got.top)
    assert isinstance(got.why[0], str) and got.why[0].startswith("advice.why.")
    # Hard asked on the same observation with the same seed chooses the same
    assert got.choice == hint.hard_choice(game, match.view(seat), legal, seat, 11)


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
    a = hint.hint_at("cards", state, seat, 5, samples=6, time_limit=None)
    b = hint.hint_at("cards", twin, seat, 5, samples=6, time_limit=None)
    assert a == b


def test_las_vegas_hint_ignores_the_pile_order_and_the_future_dice() -> None:
    match = _at_decision("lasvegas", 6, 10)
    state = match.state
    seat = match.to_act()[0]
    twin = state.clone()
    random.Random(3).shuffle(twin.pile)
    twin.rng.seed(12345)  # other dice to come
    assert twin.pile != state.pile
    a = hint.hint_at("lasvegas", state, seat, 5, samples=6, time_limit=None)
    b = hint.hint_at("lasvegas", twin, seat, 5, samples=6, time_limit=None)
    assert a == b


def test_cash_and_run_hint_ignores_other_bluff_cards() -> None:
    match = _at_decision("cashrun", 2, 20, seats=4)
    state = match.state
    seat = match.to_act()[0]
    twin = state.copy()
    for p in range(state.players):
        if p != seat:
            twin.hands[p] = [(c + 1) % 4 for c in twin.hands[p]]
    random.Random(1).shuffle(twin.bluff_pile)
    a = hint.hint_at("cashrun", state, seat, 5, samples=4, time_limit=None)
    b = hint.hint_at("cashrun", twin, seat, 5, samples=4, time_limit=None)
    assert a == b


def test_hint_job_runs_off_the_calling_thread() -> None:
    match = _at_decision("lasvegas", 2, 4)
    seat = match.to_act()[0]
    threads: list[int] = []

    def work(progress: Any, cancelled: Any) -> hint.Hint:
        threads.append(threading.get_ident())
        return hint.hint_at("lasvegas", match.state, seat, 1, progress, samples=4, time_limit=None)

    job = worker.run(work)
    assert job.wait(30)
    assert job.error is None and job.result is not None and job.progress == 1.0
    assert threads and threads[0] != threading.get_ident()


def test_a_failing_job_reports_its_error_instead_of_raising() -> None:
    def work(progress: Any, cancelled: Any) -> None:
        raise ValueError("broken")

    job = worker.run(work)
    assert job.wait(5)
    assert isinstance(job.error, ValueError) and job.result is None


def test_review_names_decisions_of_the_seat_where_hard_differs_costliest_first() -> None:
    match = new_match("lasvegas", ["easy", "normal", "normal"], 4)
    while not match.over:
        step = match.next_step()
        assert step is not None
        match.play(*step)
    found = review.review("lasvegas", 3, match.seed, match.options, list(match.log), 0, samples=4)
    assert 1 <= len(found) <= 3
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    for m in found:
        assert match.log[m.index] == (0, m.played)
        assert m.best != m.played and m.cost > 0


def test_review_can_be_cancelled() -> None:
    match = new_match("lasvegas", ["easy", "normal"], 4)
    while not match.over:
        step = match.next_step()
        assert step is not None
        match.play(*step)
    assert review.review("lasvegas", 2, match.seed, match.options, list(match.log), 0, cancelled=lambda: True) == []


def test_royale_hint_ignores_the_pile_order_and_the_future_dice() -> None:
    match = _at_decision("royale", 5, 6)
    state = match.state
    seat = match.to_act()[0]
    twin = state.clone()
    random.Random(4).shuffle(twin.pile)
    twin.rng.seed(999)
    assert twin.pile != state.pile
    a = hint.hint_at("royale", state, seat, 3, samples=4, time_limit=None)
    b = hint.hint_at("royale", twin, seat, 3, samples=4, time_limit=None)
    assert a == b


def test_the_top_three_are_hards_own_ranking() -> None:
    """Hard's second choice is what Hard picks once its first is gone, and so on."""
    match = _at_decision("lasvegas", 9, 3)
    seat = match.to_act()[0]
    legal = match.legal(seat)
    view = match.view(seat)
    ranking = hint.hard_ranking("lasvegas", view, legal, seat, 4)
    assert ranking[0] == hint.hard_choice("lasvegas", view, legal, seat, 4)
    if len(ranking) > 1:
        rest = [a for a in legal if a != ranking[0]]
        assert ranking[1] == hint.hard_choice("lasvegas", view, rest, seat, 4)
    got = hint.compute_hint("lasvegas", view, legal, seat, 4, samples=4, time_limit=None)
    assert [o.action for o in got.top] == ranking[: len(got.top)]


def test_a_close_call_is_told_in_the_estimates_own_unit() -> None:
    """Where the play-outs rate another choice above Hard's, the sentence says by how much: k or points."""
    from vegas_desktop.advice.hint import Option, why

    ranked = [Option("hard", 40.0), Option("other", 47.0)]
    assert why("lasvegas", None, 0, ranked, (), True, "hard") == ("advice.why.close_chance", {"spread": 7})
    assert why("lasvegas", None, 0, ranked, (), False, "hard") == ("advice.why.close", {"spread": 7})
