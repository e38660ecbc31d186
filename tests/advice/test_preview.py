"""Each game's payout preview (from its own folder) against the rules' own scoring, on states met in real games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from vegas_desktop.advice import preview
from vegas_desktop.cards import advice as cards_advice
from vegas_desktop.cashrun import odds as cashrun_odds
from vegas_desktop.core.events import BillPaid, NeutralWon, RoundEnded
from vegas_desktop.lasvegas import advice as lv_advice
from vegas_desktop.match import new_match
from vegas_desktop.royale import advice as royale_advice


def _paid(events: list[Any]) -> list[tuple[int, int]]:
    return [(e.player, e.amount) for e in events if isinstance(e, BillPaid)] + [
        (-1, e.amount) for e in events if isinstance(e, NeutralWon)
    ]


def _players(payouts: preview.Payouts) -> list[tuple[int, int]]:
    return sorted((o, b) for o, b in payouts if o >= 0)


def test_lasvegas_preview_is_what_the_rules_would_pay() -> None:
    from vegas_desktop.lasvegas import rules as lv
    from vegas_desktop.lasvegas.model import Phase
    from vegas_desktop.lasvegas.moves import Place

    checked = 0
    for seed in (1, 2, 3):
        match = new_match("lasvegas", ["random"] * 4, seed, options=None)
        for _ in range(400):
            if match.over:
                break
            state = match.state
            seat = match.to_act()[0]
            if state.phase == Phase.PLACE:
                view = match.view(seat)
                for action in match.legal(seat):
                    assert isinstance(action, Place)
                    (change,) = lv_advice.changes(view, action)
                    index = change.casino - 1
                    before, after = state.clone(), state.clone()
                    events_before: list[Any] = []
                    lv._score_casino(before, index, events_before)
                    assert _players(change.before) == sorted(_paid(events_before))
                    after.casinos[index].extend(d for d in state.throw or () if d.value == action.value)
                    events_after: list[Any] = []
                    lv._score_casino(after, index, events_after)
                    assert _players(change.after) == sorted(p for p in _paid(events_after) if p[0] >= 0)
                    checked += 1
            step = match.next_step()
            assert step is not None
            match.play(*step)
    assert checked > 50


def test_lasvegas_preview_of_the_rounds_last_placement_is_its_scoring() -> None:
    """The last die of a round: the preview's 'after' is exactly what the rules then pay at that casino."""
    from vegas_desktop.lasvegas.model import Phase
    from vegas_desktop.lasvegas.moves import Place

    checked = 0
    for seed in range(1, 8):
        match = new_match("lasvegas", ["random"] * 3, seed)
        while not match.over:
            state = match.state
            seat = match.to_act()[0]
            if state.phase == Phase.PLACE and sum(len(s) for s in state.supply) == len(state.throw or ()):
                view = match.view(seat)
                for action in match.legal(seat):
                    if not isinstance(action, Place):
                        continue
                    changes = lv_advice.changes(view, action)
                    _, events = match.rules.apply(state, action, seat)
                    if not any(isinstance(e, RoundEnded) for e in events):
                        continue  # dice of other values stay in hand: the round goes on
                    for change in changes:
                        paid = [
                            (e.player, e.amount)
                            for e in events
                            if isinstance(e, BillPaid) and e.casino == change.casino
                        ]
                        assert _players(change.after) == sorted(paid)
                        checked += 1
            step = match.next_step()
            assert step is not None
            match.play(*step)
    assert checked > 5


def test_royale_preview_is_what_the_rules_would_pay() -> None:
    from vegas_desktop.royale import rounds
    from vegas_desktop.royale.model import Phase
    from vegas_desktop.royale.moves import Place

    checked = 0
    for seed in (1, 2):
        match = new_match("royale", ["random"] * 3, seed)
        for _ in range(300):
            if match.over:
                break
            state = match.state
            seat = match.to_act()[0]
            if state.phase == Phase.PLACE and state.throw:
                view = match.view(seat)
                for action in match.legal(seat):
                    if not isinstance(action, Place):
                        continue
                    (change,) = royale_advice.changes(view, action)
                    index = change.casino - 1
                    for when, payouts in (("before", change.before), ("after", change.after)):
                        copy = state.clone()
                        if when == "after":
                            copy.casinos[index].extend(d for d in state.throw if d.value == action.value)
                        copy.tiles = [None] * len(copy.tiles)  # the cards alone, not a tile's scoring effect
                        events: list[Any] = []
                        rounds._score_casino(copy, index, events)
                        assert _players(payouts) == sorted(_paid(events)), (seed, action, when)
                    checked += 1
            step = match.next_step()
            assert step is not None
            match.play(*step)
    assert checked > 30


def test_card_game_preview_is_what_the_rules_would_pay() -> None:
    from vegas_desktop.cards import rules as cr

    checked = 0
    for seed in (1, 2, 3):
        match = new_match("cards", ["random"] * 3, seed)
        for _ in range(120):
            if match.over:
                break
            state = match.state
            seat = match.to_act()[0]
            view = match.view(seat)
            legal = match.legal(seat)
            for action in random.Random(seed).sample(legal, min(6, len(legal))):
                changes = cards_advice.changes(view, action)
                assert {c.casino for c in changes} == {c.number for c in view.hand if c.id in action.card_ids}
                for change in changes:
                    index = change.casino - 1
                    for when, payouts in (("before", change.before), ("after", change.after)):
                        copy = state.clone()
                        if when == "after":
                            copy.casinos[index].extend(
                                c for c in state.hands[seat] if c.id in action.card_ids and c.number == change.casino
                            )
                        events: list[Any] = []
                        cr._score_casino(copy, index, events)
                        assert _players(payouts) == sorted(_paid(events))
                        checked += 1
            step = match.next_step()
            assert step is not None
            match.play(*step)
    assert checked > 50


def test_card_game_preview_never_counts_another_seats_hidden_pick() -> None:
    from vegas_desktop.cards.moves import Pick

    match = new_match("cards", ["random", "random", "random"], 5)
    first = match.to_act()
    # seat 1 picks secretly first; seat 0's preview must be the same as before that pick
    view_before = match.view(0)
    match.play(1, match.legal(1)[0])
    view_after = match.view(0)
    for action in match.legal(0)[:10]:
        assert isinstance(action, Pick)
        assert cards_advice.changes(view_before, action) == cards_advice.changes(view_after, action)
    assert 0 in first


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_cash_and_run_bet_odds_are_the_rules_own(seed: int) -> None:
    """Every outcome of the chance played through the rules: the preview's wins are the rules' wins, and a win
    pays what the preview says."""
    from vegas_desktop.cashrun.model import Phase
    from vegas_desktop.cashrun.moves import ChipsMoved, GamePlayed, PlaceBet

    match = new_match("cashrun", ["random"] * 4, seed)
    seen = paid = 0
    for _ in range(20000):
        if match.over or (seen >= 4 and paid >= 1):
            break
        state = match.state
        seat = match.to_act()[0]
        frame = state.stack[-1] if state.stack else None
        if frame is not None and frame.phase in (Phase.BET, Phase.POT):
            view = match.view(seat)
            for action in match.legal(seat):
                if not isinstance(action, PlaceBet):
                    continue  # an auction may be called at any decision of one's turn
                (odds,) = cashrun_odds.odds_for(view, action)
                outcomes = range(1, 37) if odds.of == 36 else range(1, 7) if odds.of == 6 else range(52)
                wins = 0
                for value in outcomes:
                    copy = state.copy()
                    copy.rng = cashrun_odds._Fixed(value)
                    events: list[Any] = []
                    match.rules.step(copy, action, events, seat)  # in place: the chosen outcome is drawn
                    played = [e for e in events if isinstance(e, GamePlayed)]
                    if played and played[0].won:
                        wins += 1
                        to_me = sum(e.amount for e in events if isinstance(e, ChipsMoved) and e.target == seat)
                        can_pay = frame.phase is Phase.POT or state.chips[frame.other] >= odds.payout
                        if can_pay and to_me:  # (a loser holding bluff cards may bluff before paying)
                            assert to_me == odds.payout, (action, value)
                            paid += 1
                assert (wins, len(outcomes)) == (odds.wins, odds.of), action
            seen += 1
        step = match.next_step()
        assert step is not None
        match.play(*step)
    assert seen >= 1 and paid >= 1


def test_no_preview_for_other_choices_and_bad_input() -> None:
    match = new_match("lasvegas", ["random", "random"], 1)
    view = match.view(0)
    from vegas_desktop.scenes.table.advice_words import preview_lines

    assert lv_advice.changes(view, object()) == []
    assert preview_lines("lasvegas", view, object(), 0, ["A", "B"]) == []
    assert preview_lines("lasvegas", None, object(), 0, ["A", "B"]) == []
    assert cashrun_odds.bet_odds(None, object()) == []


def test_grand_slam_odds_are_the_rules_own() -> None:
    """Playing on at Grand Slam: the preview's wins are the rules' wins over every outcome; stopping is sure."""
    from vegas_desktop.cashrun.model import GRAND_SLAM_STAGES, Phase
    from vegas_desktop.cashrun.moves import GamePlayed, PlayOn, Stop, TakeSafe

    seen = 0
    for seed in range(1, 40):
        match = new_match("cashrun", ["random"] * 4, seed)
        for _ in range(3000):
            if match.over or seen >= 3:
                break
            state = match.state
            seat = match.to_act()[0]
            frame = state.stack[-1] if state.stack else None
            if frame is not None and frame.phase is Phase.GRAND_SLAM:
                view = match.view(seat)
                (odds,) = cashrun_odds.odds_for(view, PlayOn())
                outcomes = range(1, 37) if odds.of == 36 else range(1, 7) if odds.of == 6 else range(52)
                wins = 0
                for value in outcomes:
                    copy = state.copy()
                    copy.rng = cashrun_odds._Fixed(value)
                    events: list[Any] = []
                    match.rules.step(copy, PlayOn(), events, seat)
                    wins += sum(1 for e in events if isinstance(e, GamePlayed) and e.won)
                assert (wins, len(outcomes)) == (odds.wins, odds.of)
                assert odds.payout == min(GRAND_SLAM_STAGES[frame.stage], state.bank)
                sure = Stop() if frame.stage else TakeSafe()
                (stop,) = cashrun_odds.odds_for(view, sure)
                assert stop.what == "sure" and stop.chance == 1.0
                seen += 1
            step = match.next_step()
            assert step is not None
            match.play(*step)
        if seen >= 3:
            break
    assert seen >= 1
