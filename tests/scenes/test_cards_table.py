"""Headless tests of the card game table: drag-and-drop by posted mouse events, refusals, confirm,
click and keyboard play, hot-seat hand-over and privacy, and whole games to the results screen."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop import cli
from vegas_desktop.app import style
from vegas_desktop.app.gui import click_events
from vegas_desktop.cards import RULES, Options, selection_error
from vegas_desktop.cards import selection as sel
from vegas_desktop.cards.moves import BillsRemoved, RoundEnded, RoundStarted, TieCancelled
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.input import CardsInput
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.round_summary import RoundSummaryScene
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table.why_not import rule_text
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t

NAMES = ["Anna", "Benno", "Carla", "Denny", "Emil"]


def make_table(app, kinds: str, seed: int = 5, sequential: bool = False) -> tuple[TableScene, Match]:
    """kinds: one letter per seat, 'h' human, 'n' normal computer, 'e' easy, 'r' random."""
    levels = {"n": "normal", "e": "easy", "r": "random"}
    seats = [
        Seat(NAMES[i], None if k == "h" else make_agent("cards", levels[k], seed + i), i) for i, k in enumerate(kinds)
    ]
    match = Match(RULES.name, RULES, seats, seed, Options(sequential=sequential))
    scene = table_scene(app, match)
    assert isinstance(scene, TableScene)
    app.stack.push(scene)
    return scene, match


def ui(scene: TableScene) -> CardsInput:
    """The card table's input part: the hand on screen, its refusals and hot-seat state."""
    assert scene.parts is not None and isinstance(scene.parts.input, CardsInput)
    return scene.parts.input


def mouse(kind: int, pos: tuple[float, float]) -> pygame.event.Event:
    data = {"pos": (int(pos[0]), int(pos[1])), "button": 1, "rel": (0, 0), "buttons": (1, 0, 0), "logical": True}
    return pygame.event.Event(kind, data)


def key(app, k: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})])


def frames(app, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60, [])


def until(app, test, limit: int = 3000) -> None:
    for _ in range(limit):
        if test():
            return
        app.step(1 / 60, [])
    raise AssertionError("condition never became true")


def wait_for_human(app, scene: TableScene) -> None:
    until(
        app, lambda: ui(scene).acting_human() is not None and ui(scene).hand.settled() and len(ui(scene).hand.hand) > 0
    )


def drag(app, scene: TableScene, card_id: int, target: tuple[float, float], release: bool = True) -> None:
    """Press on the card, move in steps to `target`, and release there (posted mouse events only)."""
    start = ui(scene).card_centre(card_id)
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 9):
        p = (start[0] + (target[0] - start[0]) * k / 8, start[1] + (target[1] - start[1]) * k / 8)
        app.step(1 / 60, [mouse(pygame.MOUSEMOTION, p)])
    if release:
        app.step(1 / 60, [mouse(pygame.MOUSEBUTTONUP, target)])
        frames(app, 20)


def two_numbers(scene: TableScene) -> list:
    """Two hand cards with different numbers and a third card (a selection of these three is illegal)."""
    cards = [c.card for c in ui(scene).hand.hand]
    first = cards[0]
    other = next(c for c in cards if c.number != first.number)
    third = next(c for c in cards if c.id not in (first.id, other.id))
    return [first, other, third]


# -- drag and drop -------------------------------------------------------------------------------------


def test_dragging_a_card_onto_its_casino_selects_it_and_lights_the_legal_targets(app):
    scene, match = make_table(app, "hnn")
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[0].card
    casino = ui(scene).casino_centre(card.number)
    drag(app, scene, card.id, casino, release=False)
    assert ui(scene).hand.drag is not None and ui(scene).hand.drag.card == card
    assert ui(scene).hand.lit_targets() == {"tray", card.number}
    # the dragged card follows the pointer (grab offset kept)
    x, y = ui(scene).hand.drag_rect.center
    assert abs(x - casino[0]) < 2 and abs(y - casino[1]) < 2
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONUP, casino)])
    frames(app, 20)
    assert ui(scene).hand.selection == [card]
    assert ui(scene).hand.drag is None
    assert all(seat != 0 for seat, _ in match.log)  # the human plays nothing before Confirm


def test_a_card_dropped_on_the_wrong_casino_is_refused(app):
    scene, _ = make_table(app, "hn")
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[0].card
    wrong = card.number % 6 + 1
    drag(app, scene, card.id, ui(scene).casino_centre(wrong))
    assert ui(scene).hand.selection == []
    right, wrong_name = t(f"common.casino.{card.number}"), t(f"common.casino.{wrong}")
    assert ui(scene).last_refusal == t("cards.refuse_wrong_casino", number=card.number, right=right, casino=wrong_name)
    assert right in ui(scene).last_refusal and wrong_name in ui(scene).last_refusal
    assert ui(scene).toast is not None


def test_an_illegal_selection_is_refused_with_the_rule(app):
    scene, match = make_table(app, "hnn")
    wait_for_human(app, scene)
    a, b, c = two_numbers(scene)
    tray = lay.TRAY_RECT.center
    drag(app, scene, a.id, tray)
    drag(app, scene, b.id, ui(scene).casino_centre(b.number))
    assert ui(scene).hand.selection == [a, b]
    assert selection_error([a, b, c]) is not None
    drag(app, scene, c.id, tray, release=False)
    assert ui(scene).hand.lit_targets() == set()  # nothing lights up for a card that cannot join
    assert ui(scene).hand.drag_problem() == rule_text(sel.RULE_ONE_NUMBER)
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONUP, tray)])
    frames(app, 10)
    assert ui(scene).hand.selection == [a, b]
    assert ui(scene).last_refusal == rule_text(sel.RULE_ONE_NUMBER)
    assert all(seat != 0 for seat, _ in match.log)


def test_a_chosen_card_can_be_dragged_back_to_the_hand(app):
    scene, _ = make_table(app, "hn")
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[0].card
    drag(app, scene, card.id, lay.TRAY_RECT.center)
    assert ui(scene).hand.selection == [card]
    drag(app, scene, card.id, (lay.HAND_CENTRE_X, lay.HAND_Y))
    assert ui(scene).hand.selection == []
    assert card in [c.card for c in ui(scene).hand.hand]


def test_confirm_commits_the_pick_and_the_reveal_lays_every_pick_at_the_casinos(app):
    scene, match = make_table(app, "hnn", seed=9)
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[1].card
    drag(app, scene, card.id, ui(scene).casino_centre(card.number))
    app.step(1 / 60, click_events(lay.CONFIRM_RECT.center))
    assert (0, match.log[-1][1]) == match.log[-1] and match.log[-1][1].card_ids == (card.id,)
    assert len(match.log) == 3  # both computers picked too: the reveal happened
    # mid-reveal: cards fly face up, nothing of the next hand is laid yet
    until(app, lambda: any(f.face_up for f in ui(scene).d.flying))
    until(app, lambda: not scene.queue.busy and ui(scene).acting_human() is not None)
    for i in range(6):
        assert [lc.card for lc in ui(scene).d.laid[i]] == match.state.casinos[i]
    assert card in match.state.casinos[card.number - 1]
    # the new hand is the seat's own hand from the rules
    assert sorted(c.card.id for c in ui(scene).hand.hand) == sorted(c.id for c in match.state.hands[0])


def test_confirm_with_an_empty_tray_is_refused(app):
    scene, match = make_table(app, "hn")
    wait_for_human(app, scene)
    app.step(1 / 60, click_events(lay.CONFIRM_RECT.center))
    assert ui(scene).last_refusal == rule_text(sel.RULE_EMPTY)
    assert all(seat != 0 for seat, _ in match.log)


# -- click and keyboard --------------------------------------------------------------------------------


def test_click_to_select_and_click_to_return(app):
    scene, _ = make_table(app, "hn")
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[2].card
    app.step(1 / 60, click_events(tuple(int(v) for v in ui(scene).card_centre(card.id))))
    frames(app, 30)
    assert ui(scene).hand.selection == [card]
    app.step(1 / 60, click_events(tuple(int(v) for v in ui(scene).card_centre(card.id))))
    frames(app, 30)
    assert ui(scene).hand.selection == []


def test_a_click_that_would_break_the_selection_rule_is_refused(app):
    scene, match = make_table(app, "hn", seed=3)
    wait_for_human(app, scene)
    a, b, c = two_numbers(scene)
    for card in (a, b):
        app.step(1 / 60, click_events(tuple(int(v) for v in ui(scene).card_centre(card.id))))
        frames(app, 30)
    assert ui(scene).hand.selection == [a, b]
    app.step(1 / 60, click_events(tuple(int(v) for v in ui(scene).card_centre(c.id))))
    frames(app, 5)
    assert ui(scene).hand.selection == [a, b]
    assert ui(scene).last_refusal == rule_text(sel.RULE_ONE_NUMBER) and ui(scene).toast is not None
    assert not match.log or all(seat != 0 for seat, _ in match.log)


def test_keyboard_play_chooses_and_confirms(app):
    scene, match = make_table(app, "hn", seed=4)
    wait_for_human(app, scene)
    key(app, pygame.K_RIGHT)  # focus the first card
    key(app, pygame.K_RIGHT)  # then the second
    second = ui(scene).hand.hand[1].card
    key(app, pygame.K_SPACE)
    assert ui(scene).hand.selection == [second]
    key(app, pygame.K_BACKSPACE)
    assert ui(scene).hand.selection == []
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert (0, second.id) in [(seat, a.card_ids[0]) for seat, a in match.log]


def test_escape_opens_the_pause_overlay(app):
    from vegas_desktop.scenes.pause import PauseScene

    scene, _ = make_table(app, "hn")
    frames(app, 5)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


# -- hot seat ------------------------------------------------------------------------------------------


def test_hot_seat_hands_are_shown_only_behind_a_hand_over_screen(app):
    scene, match = make_table(app, "hhn", seed=7)
    until(app, lambda: scene.handing_over is not None)
    handover = app.stack.top
    assert handover is not scene and handover.opaque
    assert ui(scene).hand.cards == []  # nobody's hand while the screen is up
    first = scene.handing_over
    key(app, pygame.K_RETURN)  # "I am <name>"
    assert app.stack.top is scene and scene.viewer == first
    wait_for_human(app, scene)
    assert {c.card.owner for c in ui(scene).hand.cards} == {first}
    card = ui(scene).hand.hand[0].card
    drag(app, scene, card.id, lay.TRAY_RECT.center)
    app.step(1 / 60, click_events(lay.CONFIRM_RECT.center))
    assert (first, card.id) in [(s, a.card_ids[0]) for s, a in match.log]
    # the pick is hidden at once and the other human gets the hand-over screen
    assert scene.viewer is None and ui(scene).hand.cards == []
    until(app, lambda: scene.handing_over is not None)
    second = scene.handing_over
    assert second != first and not match.seats[second].agent
    app.stack.top.ready()
    wait_for_human(app, scene)
    assert {c.card.owner for c in ui(scene).hand.cards} == {second}
    assert ui(scene).hand.selection == []


def test_sequential_variant_with_a_human_plays_in_turn(app):
    scene, match = make_table(app, "nh", seed=2, sequential=True)
    wait_for_human(app, scene)
    assert match.to_act() == (1,)
    assert [seat for seat, _ in match.log] == [0]  # the start player (a computer) went first, openly
    card = ui(scene).hand.hand[0].card
    drag(app, scene, card.id, ui(scene).casino_centre(card.number))
    key(app, pygame.K_RETURN)
    assert match.log[-1] == (1, match.log[-1][1]) and match.log[-1][1].card_ids == (card.id,)
    until(app, lambda: not scene.queue.busy and card in [lc.card for lc in ui(scene).d.laid[card.number - 1]])


def test_sequential_hot_seat_hands_over_and_plays_openly(app):
    from vegas_desktop.scenes.handover import HandoverScene

    scene, match = make_table(app, "hh", seed=6, sequential=True)
    until(app, lambda: isinstance(app.stack.top, HandoverScene))
    assert scene.handing_over == 0 and ui(scene).hand.cards == []
    app.step(1 / 60, click_events(app.stack.top.ready_button.rect.center))  # "I am Anna", clicked
    assert app.stack.top is scene and scene.viewer == 0
    wait_for_human(app, scene)
    card = ui(scene).hand.hand[0].card
    drag(app, scene, card.id, ui(scene).casino_centre(card.number))
    app.step(1 / 60, click_events(lay.CONFIRM_RECT.center))
    assert match.log == [(0, match.log[0][1])] and match.log[0][1].card_ids == (card.id,)
    assert scene.viewer is None and ui(scene).hand.cards == []  # Anna's next hand is hidden at once
    # the open play lands at its casino before the next player takes the seat
    until(app, lambda: isinstance(app.stack.top, HandoverScene))
    assert card in [lc.card for lc in ui(scene).d.laid[card.number - 1]]
    assert scene.handing_over == 1
    key(app, pygame.K_RETURN)
    wait_for_human(app, scene)
    assert {c.card.owner for c in ui(scene).hand.cards} == {1}


# -- round summary -------------------------------------------------------------------------------------


def _first_round_events(match: Match) -> list:
    """Replay the match's log through the rules up to the end of round 1 (the events the summary shows)."""
    state, events = RULES.new_game(len(match.seats), match.seed, match.state.options)
    for seat, action in match.log:
        if any(isinstance(e, RoundEnded) for e in events):
            break
        state, new = RULES.apply(state, action, seat)
        events += new
    return events[: next(i for i, e in enumerate(events) if isinstance(e, RoundEnded)) + 1]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_summary_tells_that_unwon_bills_leave_the_game(app, seed):
    app.speed = 60.0
    _, match = make_table(app, "nr", seed=seed)
    until(app, lambda: isinstance(app.stack.top, RoundSummaryScene), limit=2000)
    summary = app.stack.top
    events = _first_round_events(match)
    dealt = next(e for e in events if isinstance(e, RoundStarted)).bills
    removed = {e.casino: list(e.bills) for e in events if isinstance(e, BillsRemoved)}
    ties = {e.casino: [(e.players, e.count)] for e in events if isinstance(e, TieCancelled)}
    assert removed, "two players leave some bills unwon in round 1"
    under_the_pile = t("summary.returned", amount="").strip()
    for line in summary.lines:
        assert sorted([a for _, a in line.paid] + line.removed) == sorted(dealt[line.casino - 1])
        assert line.removed == removed.get(line.casino, []) and line.returned == 0
        assert line.ties == ties.get(line.casino, [])
        texts = [chip[0] for chip in summary._chips(line)]
        assert not any(under_the_pile in text for text in texts)
        if line.removed:
            bills = t("summary.bills_sep").join(style.money(b) for b in line.removed)
            key = "summary.removed_one" if len(line.removed) == 1 else "summary.removed"
            assert t(key, bills=bills) in texts
    assert summary.money == list(next(e for e in events if isinstance(e, RoundEnded)).money)


# -- whole games ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("kinds", "sequential"), [("nerr", False), ("nn", True), ("rrrrr", False)])
def test_computer_games_reach_the_results_screen(app, kinds, sequential):
    app.autoplay = True
    app.speed = 60.0  # instant: every animation finishes at once
    scene, match = make_table(app, kinds, seed=len(kinds), sequential=sequential)
    until(app, lambda: isinstance(app.stack.top, ResultsScene), limit=2000)
    assert match.over
    assert scene.finished


@pytest.mark.slow
def test_animated_game_keeps_the_picture_in_step_with_the_rules(app):
    app.autoplay = True
    app.speed = 8.0
    scene, match = make_table(app, "nnn", seed=12)
    checked = 0
    for _ in range(6000):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(1 / 30, [])
        if app.stack.top is scene and not scene.queue.busy and not match.over:
            for i in range(6):
                assert [lc.card for lc in ui(scene).d.laid[i]] == match.state.casinos[i]
            assert ui(scene).d.money == match.state.money
            checked += 1
    assert isinstance(app.stack.top, ResultsScene)
    assert checked > 20


def test_autoplay_command_line_plays_cards_to_the_end(tmp_path):
    shot = tmp_path / "cards.png"
    code = cli.main(
        ["--autoplay", "--game", "cards", "--seats", "normal,easy", "--seed", "3", "--speed", "60"]
        + ["--screenshot", str(shot)]
    )
    assert code == 0
    assert shot.is_file()


def test_rules_screen_explains_the_whole_card_game():
    from vegas_desktop.scenes.rules_help import rules_html

    text = rules_html("cards")
    for fact in (
        "1 or 2 cards of any numbers",  # the selection rule
        "3 to 5 cards all showing the same number",
        "at the same time and in secret",  # simultaneous picks
        "turned over together",  # revealed together
        "8 or more cards",  # the exit
        "at most 6 turns",
        "<b>dice</b>",  # scoring by dice, not cards
        "equal dice totals",  # ties cancel
        "leave the game",  # unwon bills
        "four rounds",
        "more bills ranks higher",  # final tie-break
        "one after another",  # sequential variant
        "one seat further left each round",
    ):
        assert fact in text, fact


@pytest.mark.slow
def test_hot_seat_hands_over_only_when_the_player_at_the_mouse_changes(app):
    """Two humans: a hand-over screen comes whenever the other human must pick; when one is out for the round,
    the other picks turn after turn without passing the mouse to themselves."""
    from vegas_desktop.scenes.handover import HandoverScene

    scene, match = make_table(app, "hh", seed=3)
    app.speed = 100.0
    handed_to: list[int] = []
    repeats = 0
    last_picker = None
    for _ in range(30000):
        if match.over:
            break
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert scene.handing_over != last_picker  # never "pass the mouse" to the one holding it
            handed_to.append(scene.handing_over)
            top.ready()
        elif top is not scene:  # the round summary
            key(app, pygame.K_RETURN)
        elif scene.viewer is not None and ui(scene).hand.settled() and ui(scene).hand.hand and not scene.queue.busy:
            seat = scene.viewer
            repeats += seat == last_picker
            cards = [c.card for c in ui(scene).hand.hand]
            best = max(range(1, 7), key=lambda n: sum(1 for c in cards if c.number == n))
            for card in [c for c in cards if c.number == best][:5]:
                app.step(1 / 60, click_events(ui(scene).card_centre(card.id)))
                frames(app, 2)
            key(app, pygame.K_RETURN)
            last_picker = seat
        app.step(1 / 60, [])
    assert match.over
    assert set(handed_to) == {0, 1} and repeats > 0
