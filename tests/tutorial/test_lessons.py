"""The lessons' scripts against the real rules: every scripted move is legal, the forced chance produces the
situations each lesson's texts promise, and the texts exist in both languages."""

from __future__ import annotations

from typing import Any

import pytest

from vegas_desktop import text
from vegas_desktop.core.events import BillPaid, BillsReturned, TieCancelled
from vegas_desktop.match import Who
from vegas_desktop.tutorial import lessons, script
from vegas_desktop.tutorial.forced import dice, forced_random, sample_picks, shuffle_to


def played(game: str) -> tuple[script.GuidedMatch, list[tuple[int, Any, list[Any]]], list[tuple[int, script.Beat]]]:
    """The lesson played to its end as the coach asks; every action with its events, every beat with its
    log position."""
    match = script.start(lessons.lesson(game))
    log: list[tuple[int, Any, list[Any]]] = []
    match.listeners.append(lambda seat, action, events: log.append((seat, action, events)))
    beats: list[tuple[int, script.Beat]] = []
    script.play_through(match, lambda beat: beats.append((len(match.log), beat)))
    return match, log, beats


def test_forced_words_give_pythons_own_draws() -> None:
    rng = forced_random(dice(6, 1, 3))
    assert [rng.randint(1, 6) for _ in range(3)] == [6, 1, 3]
    items = list(range(12))
    target = [5, 3, 11, 0, 1, 2, 4, 6, 7, 8, 9, 10]
    rng = forced_random(shuffle_to(items, target))
    rng.shuffle(items)
    assert items == target
    rng = forced_random(sample_picks(8, [7, 0, 3]))
    assert rng.sample(range(8), 3) == [7, 0, 3]


@pytest.mark.parametrize("game", lessons.available())
def test_every_lesson_plays_to_its_end_with_legal_moves(game: str) -> None:
    match, log, beats = played(game)
    lesson = match.plan
    assert match.done
    assert [(s, a) for s, a, _ in log] == lesson.actions
    assert [b for _, b in beats] == lesson.beats  # every beat shown, in order, at its log position
    assert all(at == b.at for at, b in beats)
    assert match.nudges == 0


@pytest.mark.parametrize("game", lessons.available())
def test_the_players_moves_are_asked_and_others_are_not(game: str) -> None:
    """Each Do beat is a real human decision (not a step the rules play by themselves), and the computer's
    scripted moves are decisions of the computer seats."""
    lesson = lessons.lesson(game)
    match = script.start(lesson)
    moves = {b.at for b in lesson.beats if b.is_move}
    match.beat = len(lesson.beats)  # no beat in the way: only who decides is looked at
    for pos, (seat, action) in enumerate(lesson.actions):
        decision = match.next_decision()
        assert decision is not None and decision.seat == seat, (pos, decision)
        if pos in moves:
            assert decision.who is Who.HUMAN, pos
            match.play(seat, action)
        else:
            assert decision.who is not Who.HUMAN, pos
            assert match.decide(decision) == action, pos
            match.play(seat, action)


@pytest.mark.parametrize("game", lessons.available())
@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_lesson_text_exists(game: str, lang: str) -> None:
    keys = text.keys(lang)
    for key in lessons.lesson(game).texts():
        assert key in keys, (lang, key)
        assert keys[key].strip()


def test_las_vegas_shows_every_rule_of_the_base_game() -> None:
    from vegas_desktop.lasvegas.moves import DicePlaced, PlayerSkipped

    match, log, beats = played("lasvegas")
    events = [e for _, _, evs in log for e in evs]
    placed = [e for e in events if isinstance(e, DicePlaced)]
    # all dice of one value go together: the first placement is three 5s
    assert (placed[0].player, placed[0].casino, len(placed[0].dice)) == (0, 5, 3)
    # a tie cancels: two against two at casino 6
    assert any(isinstance(e, TieCancelled) and e.casino == 6 and set(e.players) == {0, 1} for e in events)
    assert any(isinstance(e, BillsReturned) and e.casino == 6 for e in events)
    # majority takes the top bill, the next the second: 90k and 40k at casino 5
    paid = {(e.casino, e.player): e.amount for e in events if isinstance(e, BillPaid)}
    assert paid[(5, 0)] == 90 and paid[(5, 1)] == 40
    # beyond the bills: casino 4 has one bill, Lucy's four take it, the player's one gets nothing
    assert paid[(4, 1)] == 50 and (4, 0) not in paid
    # a player without dice is skipped, the other takes turns in a row
    assert any(isinstance(e, PlayerSkipped) and e.player == 1 for e in events)
    # the last placement plays itself (one value thrown)
    assert log[-1][1] not in [b.action for b in match.plan.beats if b.is_move]
    assert match.state.round == 2 and list(match.state.money) == [210, 90]


def test_a_wrong_move_is_refused_with_a_nudge_and_nothing_changes() -> None:
    from vegas_desktop.core.errors import IllegalAction
    from vegas_desktop.lasvegas.moves import Place, Roll

    match = script.start(lessons.lesson("lasvegas"))
    with pytest.raises(IllegalAction):  # the welcome is still to be read
        match.play(0, Roll())
    match.acknowledge()
    match.acknowledge()
    match.play(0, Roll())
    with pytest.raises(IllegalAction) as refused:
        match.play(0, Place(6))
    assert refused.value.rule == "tutorial" and refused.value.detail == text.t("tutorial.nudge")
    assert match.nudges == 1 and len(match.log) == 1
    match.play(0, Place(5))
    assert len(match.log) == 2


@pytest.mark.parametrize("game", lessons.available())
def test_resuming_at_any_beat_is_the_same_game(game: str) -> None:
    lesson = lessons.lesson(game)
    whole, _, _ = played(game)
    for beat in range(0, len(lesson.beats), 3):
        match = script.start(lesson, beat)
        assert match.beat == beat and len(match.log) == lesson.beats[beat].at
        script.play_through(match)
        assert match.log == whole.log
        assert match.rules.money(match.state) == whole.rules.money(whole.state)


def test_royale_introduces_four_tiles_and_the_base_rules() -> None:
    from vegas_desktop.royale.moves import (
        FiftyFiftyRolled,
        JetonsChanged,
        JetonSkip,
        MoneyPaid,
        PlaqueMoved,
        TileActivated,
    )

    match, log, beats = played("royale")
    events = [e for _, _, evs in log for e in evs]
    activated = {(e.tile, e.player) for e in events if isinstance(e, TileActivated)}
    assert {"A2", "B2", "C1", "D1"} <= {tile for tile, _ in activated}  # four tiles, each seen in play
    # the Biggy counts two: three small 3s and the Biggy make five dice, High Five's plaque goes to the player
    assert any(isinstance(e, PlaqueMoved) and e.tile == "C1" and e.holder == 0 for e in events)
    paid = [(e.player, e.amount) for e in events if isinstance(e, MoneyPaid)]
    assert (1, 30) in paid  # Lucy's Jackpot: the black dice show 7
    rolled = [(e.call, e.total, e.right) for e in events if isinstance(e, FiftyFiftyRolled)]
    assert rolled == [("start", 5, True), ("higher", 9, True), ("lower", 6, True)]
    assert (0, 20) in paid and (0, 30) in paid  # Fifty Fifty stopped on field 3; Pay Day for three casinos
    assert any(isinstance(e, JetonsChanged) and e.player == 1 and e.delta == 2 for e in events)  # Pay Day's jetons
    assert any(isinstance(e, JetonSkip) and e.player == 0 for e in events)
    assert any(isinstance(e, TieCancelled) and e.casino == 4 and {0, 1} <= set(e.players) for e in events)
    assert match.state.round == 2


def test_the_card_game_shows_picks_reveals_going_out_and_scoring_by_dice() -> None:
    from vegas_desktop.cards.moves import CardsDiscarded, PicksRevealed, PlayerOut
    from vegas_desktop.core.events import BillsRemoved

    match, log, beats = played("cards")
    events = [e for _, _, evs in log for e in evs]
    reveals = [e.picks for e in events if isinstance(e, PicksRevealed)]
    assert len(reveals) == 4  # four secret turns, revealed together
    first = reveals[0][0]
    assert len(first) == 3 and {c.number for c in first} == {6} and sum(c.dice for c in first) == 4
    second = reveals[1][0]
    assert len(second) == 2 and len({c.number for c in second}) == 2  # two cards of different numbers
    assert any(isinstance(e, CardsDiscarded) and e.player == 0 and e.count > 0 for e in events)
    assert {e.player for e in events if isinstance(e, PlayerOut)} == {0, 1}  # both out at eight cards
    assert any(isinstance(e, TieCancelled) and e.casino == 5 for e in events)
    paid = {(e.casino, e.player): e.amount for e in events if isinstance(e, BillPaid)}
    assert paid[(6, 0)] == 100 and paid[(6, 1)] == 70  # four dice beat two: higher and lower bill
    assert paid[(4, 0)] == 100  # three dice on two cards beat one die
    assert any(isinstance(e, BillsRemoved) for e in events)
    assert match.state.round == 2


def test_cash_and_run_covers_buying_a_bluffed_visit_an_auction_and_the_final_lap() -> None:
    from vegas_desktop.cashrun.model import CASINO_IDS, CASINOS, DICE
    from vegas_desktop.cashrun.moves import (
        BluffChallenged,
        BluffLaid,
        CasinoBought,
        CasinoSold,
        FinalLapStarted,
        GamePlayed,
        TurnStarted,
    )

    match, log, beats = played("cashrun")
    events = [e for _, _, evs in log for e in evs]
    assert any(isinstance(e, CasinoBought) and e.seat == 0 and e.casino == CASINO_IDS["San Remo"] for e in events)
    visit = next(e for e in events if isinstance(e, GamePlayed) and e.what == "visit")
    assert visit.seat == 0 and not visit.won and visit.stake == 100
    assert any(isinstance(e, BluffLaid) and e.seat == 0 for e in events)
    challenged = next(e for e in events if isinstance(e, BluffChallenged))
    assert challenged.judge == 3 and challenged.valid  # the cards symbol at a card casino: the bluffer wins
    sold = next(e for e in events if isinstance(e, CasinoSold))
    assert (sold.casino, sold.seller, sold.buyer, sold.price) == (CASINO_IDS["Punta del Este"], 1, 0, 110)
    lap = next(e for e in events if isinstance(e, FinalLapStarted))
    assert lap.seat == 0 and all(CASINOS[c][2] == DICE for c in lap.combo) and len(lap.combo) == 3
    assert not any(isinstance(e, TurnStarted) and e.extra for e in events)  # no double: the turns go round
    assert match.state.chips == [1890, 2110, 2100, 2000]
