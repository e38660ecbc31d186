"""The hint and the payout preview at a table: off the UI thread, only where allowed, gone after the move."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest
from stand_in_judge import judge_for

from vegas_desktop.advice import hint as hints
from vegas_desktop.ai.appraisal import Appraisal, Appraised, Unit
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table import advice, advice_words
from vegas_desktop.scenes.table_factory import table_scene


@pytest.fixture(autouse=True)
def judged(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game offers a hint here: its own judge, or a stand-in until its own lands."""
    for game in ("lasvegas", "royale", "cards", "cashrun"):
        judge_for(monkeypatch, game)


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})


def _motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)})


def _table_at_placement(app: Any, kinds: list[str]) -> Any:
    """A Las Vegas table where the human at seat 0 has thrown and must choose a value."""
    match = new_match("lasvegas", kinds, 7)
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 50.0
    for _ in range(5000):
        seat = table.human_seat()
        if seat is not None and match.state.phase == "place" and len(match.legal(seat)) > 1:
            break
        if seat is not None:
            table.play(seat, match.legal(seat)[0])
        app.step(1 / 60, [])
    else:
        raise AssertionError("no placement with a choice came")
    app.speed = 1.0
    return table


def test_the_window_answers_events_while_hard_thinks(app: Any, monkeypatch: Any) -> None:
    """H starts the hint on another thread; while it runs, frames are drawn and the pointer is followed."""
    table = _table_at_placement(app, ["human", "hard", "normal"])
    release = threading.Event()
    started = threading.Event()
    real = hints.compute_hint

    def slow(*args: Any, **kwargs: Any) -> hints.Hint:
        started.set()
        assert threading.current_thread() is not threading.main_thread()
        release.wait(20)
        return real(*args)

    monkeypatch.setattr(hints, "compute_hint", slow)
    app.step(1 / 60, [_key(pygame.K_h)])
    assert started.wait(5)
    assert table.advice.busy()
    renders = app.renders
    die = next(s for s in table.parts.input.d.arena if s.value)
    for _ in range(5):  # the job is blocked: only an answering window gets through these frames
        app.step(1 / 60, [_motion((round(die.x), round(die.y)))])
    assert app.renders == renders + 5
    assert table.advice.busy() and table.advice.hint is None
    release.set()
    table.advice.job.wait(20)
    app.step(1 / 60, [])
    got = table.advice.hint
    assert got is not None and got.choice in table.match.legal(0)
    assert table.match.hints_used == [0]
    # the move is made: the hint goes
    table.play(0, got.choice)
    assert table.advice.hint is None and table.advice.job is None


def test_no_hint_in_hot_seat_unless_all_agreed(app: Any) -> None:
    table = _table_at_placement(app, ["human", "human"])
    assert table.advice.seat() is None
    app.step(1 / 60, [_key(pygame.K_h)])
    assert table.advice.job is None and table.advice.hint is None
    table.match.hints_agreed = True
    assert table.advice.seat() == table.human_seat()
    assert table.advice.request()
    assert table.advice.job is not None
    table.advice.job.wait(20)


def test_no_hint_in_a_replay_or_while_a_computer_decides(app: Any) -> None:
    match = new_match("lasvegas", ["human", "hard"], 3)
    table = table_scene(app, match)
    app.stack.push(table)
    assert table.human_seat() is None or table.advice.seat() == table.human_seat()
    table.replay = object()  # type: ignore[assignment]
    assert table.advice.seat() is None and not table.advice.request()


def test_preview_follows_the_die_under_the_pointer_and_can_be_turned_off(app: Any) -> None:
    from vegas_desktop.app import settings

    table = _table_at_placement(app, ["human", "normal"])
    arena = table.parts.input.d.arena
    die = next(s for s in arena if s.value)
    app.step(1 / 60, [_motion((round(die.x), round(die.y)))])
    action = table.parts.advice.hovered()
    assert action is not None and action.value == die.value
    lines = advice_words.preview_lines("lasvegas", table.seen(), action, 0, ["A", "B"])
    assert lines and lines[0] == advice.t("advice.preview.title")
    assert advice.preview_on(app)
    settings.for_app(app).payout_preview = False  # type: ignore[attr-defined]
    assert not advice.preview_on(app)


def test_cash_and_run_odds_line_reads_like_the_issue() -> None:
    from vegas_desktop.cashrun.advice import odds_line
    from vegas_desktop.cashrun.odds import BetOdds

    line = odds_line(BetOdds("dozen", (0,), 2, 12, 36, 80, 40))
    assert line == "Dozen 1–12 ×2: wins 12 of 36 → +80k"


def test_h_stays_a_prompt_key_where_a_long_page_badges_a_choice_h() -> None:
    from types import SimpleNamespace

    def overlay_with(choices: int, per_page: int, page: int = 0) -> advice.AdviceOverlay:
        prompt = SimpleNamespace(level=list(range(choices)), per_page=per_page, page=page)
        look = SimpleNamespace(prompt=prompt)
        overlay = advice.AdviceOverlay.__new__(advice.AdviceOverlay)
        overlay.table = SimpleNamespace(parts=SimpleNamespace(advice=look))  # type: ignore[assignment]
        return overlay

    assert overlay_with(20, 20)._h_is_a_choice()  # H badges the 17th button
    assert not overlay_with(5, 8)._h_is_a_choice()
    assert not overlay_with(20, 12)._h_is_a_choice()  # pages of 12: badges 1-9, A-C
    assert not overlay_with(20, 18, page=1)._h_is_a_choice()  # the second page holds only two


def test_no_advice_in_a_guided_lesson_but_the_preview_in_hot_seat(app: Any) -> None:
    table = _table_at_placement(app, ["human", "human"])
    assert table.advice.seat() is None and table.advice.advised()  # hot-seat: no hint, the preview still
    table.match.lesson = object()  # a guided lesson's match (vegas_desktop.tutorial.script.GuidedMatch)
    assert not table.advice.advised() and not table.advice.request()


def test_no_hint_against_people_at_other_screens(app: Any) -> None:
    table = _table_at_placement(app, ["human", "normal"])
    assert table.advice.seat() == 0
    table.match.seats[1].level = "network"  # a network game's other player: a person, played through the wire
    assert table.advice.seat() is None and not table.advice.request()


def test_two_people_and_a_computer_is_hot_seat_too(app: Any) -> None:
    table = _table_at_placement(app, ["human", "human", "normal"])
    assert table.advice.seat() is None
    advice.agree_to_hints(table.match)
    assert table.advice.seat() == table.human_seat()


def test_an_undo_keeps_the_hint_mark(app: Any) -> None:
    """The mark lives with the game's autosave, which follows the game into an undo's fresh match."""

    class Autosave:  # what the overlay looks for among the listeners (saves/autosave.py's undo_used)
        undo_used = False

    table = _table_at_placement(app, ["human", "normal"])
    saver = Autosave()
    table.match.listeners.append(saver)  # as the setup does: the table first, then its autosave
    assert table.advice.request()
    table.advice.job.wait(30)
    later = new_match("lasvegas", ["human", "normal"], 7)
    later.listeners.append(saver)
    again = table_scene(app, later)
    assert advice.hints_used(again.match) == [0] and later.hints_used == [0]


def _cashrun_at_a_decision(app: Any) -> Any:
    """A Cash & Run table where the human at seat 0 must decide."""
    return _at_a_decision(app, "cashrun", ["human", "normal", "normal", "normal"], 5)


def _at_a_decision(app: Any, game: str, kinds: list[str], seed: int) -> Any:
    """A table of `game` where the human at seat 0 must decide."""
    match = new_match(game, kinds, seed)
    table = table_scene(app, match)
    app.stack.push(table)
    for _ in range(5000):
        if table.human_seat() is not None:
            return table
        app.step(1 / 60, [])
    raise AssertionError("the human never had to decide")


def test_cash_and_run_advice_panels_keep_clear_of_the_board_and_its_frame(app: Any) -> None:
    """Pushed right, the hint and odds panels once covered the board's frame by two pixels."""
    from vegas_desktop.scenes.cashrun import layout

    table = _cashrun_at_a_decision(app)
    framed = layout.BOARD.inflate(10, 10)  # the drawn frame reaches 4 px past the board
    for lines in range(1, 9):
        rect = table.advice._panel_rect(lines)
        assert pygame.Rect(0, 0, 1280, 720).contains(rect)
        assert not rect.colliderect(framed), (lines, rect)
        assert layout.RIGHT.x <= rect.x and rect.right <= layout.RIGHT.right


def test_the_preview_never_covers_the_hint_panel(app: Any) -> None:
    """Both panels once drew at one place in Cash & Run (no room beside the hint there); on a dice table the
    preview sits beside the hint."""
    table = _cashrun_at_a_decision(app)
    overlay = table.advice
    box = overlay._prompt_box()
    for hint_lines in range(1, 8):
        hint_rect = overlay._panel_rect(hint_lines)
        for lines in range(1, 8):
            rect = overlay.preview_rect(lines, hint_rect)
            assert rect is None or not rect.colliderect(hint_rect)
            assert rect is None or box is None or not rect.colliderect(box)
    dice = _table_at_placement(app, ["human", "normal"]).advice
    hint_rect = dice.look.hint_area  # Las Vegas: the hint covers the move log, the preview keeps its own room
    area = dice._preview_area(hint_rect)
    assert area is not None and not area.colliderect(hint_rect)


def _drawn_preview(table: Any, monkeypatch: Any) -> pygame.Rect | None:
    """Draw the table once and return where the payout preview went (None: not drawn)."""
    placed: list[pygame.Rect | None] = []
    real = advice.AdviceOverlay._in_area

    def spy(area: pygame.Rect, lines: list[str]) -> tuple[pygame.Rect, int]:
        rect, step = real(area, lines)
        placed.append(rect)
        return rect, step

    monkeypatch.setattr(advice.AdviceOverlay, "_in_area", staticmethod(spy))
    table.advice.draw(pygame.Surface((1280, 720)))
    return placed[-1] if placed else None


def test_the_dice_tables_preview_sits_on_free_felt_under_the_pointer(app: Any, monkeypatch: Any) -> None:
    """Seen under Xvfb: above the Hint button the preview covered the first two player panels (names, dice)."""
    from vegas_desktop.scenes.dice import arena as geometry

    table = _table_at_placement(app, ["human", "normal", "normal", "normal"])
    die = next(s for s in table.parts.input.d.arena if s.value)
    app.step(1 / 60, [_motion((round(die.x), round(die.y)))])
    rect = _drawn_preview(table, monkeypatch)
    assert rect is not None
    for other in [*geometry.panel_rects(4), *geometry.casino_rects(6), table.advice.button()]:
        assert not rect.colliderect(other), (rect, other)


def test_the_preview_area_covers_no_panel_casino_standings_or_button(app: Any) -> None:
    """Las Vegas (two to six players) and Royale (two to five), names of 16 letters: the preview's words wrap
    between casinos' owners and stay clear of what the table shows (up to six lines, closing up; longer ones grow
    upwards)."""
    from vegas_desktop.scenes.dice import arena as geometry
    from vegas_desktop.scenes.lasvegas import layout
    from vegas_desktop.scenes.lasvegas.panels import standings_box

    for game, most in (("lasvegas", 6), ("royale", 5)):
        for players in range(2, most + 1):
            table = table_scene(app, new_match(game, ["human"] + ["normal"] * (players - 1), 3))
            overlay = table.advice
            area = overlay._preview_area(None)
            assert area is not None and overlay._preview_area(area.inflate(-10, -10)) is None  # a hint over it
            names = ["Wolfgang-Amadeus"[:16]] * players
            line = "Sphinx: " + " · ".join(f"{n} 100k → 90k" for n in names)
            lines = [advice.t("advice.preview.title"), *advice_words.wrap_parts(line, 15, area.w - 20)]
            assert len(lines) > 2  # the long line did wrap
            shown = [geometry.panel_rects(players), [overlay.button()]]
            if game == "lasvegas":
                shown.append([standings_box(layout.STANDINGS_AT, players)])
            for n in range(1, len(lines) + 1):
                rect, step = overlay._in_area(area, lines[:n])
                assert step >= 16 and (rect.h <= area.h or step == 16)
                assert pygame.Rect(0, 0, 1280, 720).contains(rect)
                assert area.x == rect.x and rect.right <= area.right
                covers = [*geometry.casino_rects(6), *(r for group in shown for r in group)]
                if n > 6:  # taller than the free felt: only the casino above it may be reached
                    covers = [r for r in covers if r != geometry.casino_rects(6)[5]]
                hit = [r for r in covers if rect.colliderect(r)]
                assert not hit, (game, players, n, rect, hit)
                words = advice_words.style.font(15).size(lines[n - 1])[0]
                assert words <= rect.w - 20 or n == 1  # wrapped, not cut: the amounts stay readable


def test_a_cash_and_run_hint_to_stake_lights_the_steps_to_it_then_the_play_button(app: Any) -> None:
    """Hard's stake ('Stake 40k') once lit no button: only the play button of the stake on show plays a stake."""
    from vegas_desktop.cashrun.moves import Stake
    from vegas_desktop.scenes.cashrun.prompts import StakePrompt

    match = new_match("cashrun", ["human", "normal", "normal", "normal"], 5)
    table = table_scene(app, match)
    app.stack.push(table)
    look = table.parts.advice
    app.speed = 50.0
    for _ in range(20000):
        seat, prompt = table.human_seat(), look.ui.prompt
        if seat is not None and isinstance(prompt, StakePrompt) and prompt.rects and len(prompt.stakes) > 12:
            break
        if seat is not None and not isinstance(prompt, StakePrompt):
            table.play(seat, match.legal(seat)[0])
        elif seat is not None:
            table.play(seat, Stake(prompt.stakes[0]))
        app.step(1 / 60, [])
    else:
        raise AssertionError("no stake with a choice came")
    app.speed = 1.0
    for target in (prompt.stakes[len(prompt.stakes) // 2] + 0, prompt.stakes[1], prompt.stakes[-1]):
        for _ in range(len(prompt.stakes) + 2):  # each press brings the stake closer: the loop ends
            app.step(1 / 60, [])
            lit = look.places(Stake(target))
            assert len(lit) == 1
            index = next(i for i, rect in prompt.rects.items() if rect == lit[0])
            if index == 0:
                break
            before = abs(prompt.value - target)
            prompt.level[index].adjust()
            assert abs(prompt.value - target) < before
        assert prompt.value == target and prompt.level[0].action == Stake(target)


def test_the_card_games_preview_sits_between_the_panels_and_the_lifted_hand(app: Any) -> None:
    """Above the Hint button it covered the hand's first cards and the info box's words (seen under Xvfb)."""
    from vegas_desktop.scenes.cards import layout
    from vegas_desktop.scenes.cards.art import CARD_H, CARD_W
    from vegas_desktop.scenes.cards.hand import HOVER_LIFT

    for players in (2, 4, 5):
        table = table_scene(app, new_match("cards", ["human"] + ["normal"] * (players - 1), 3))
        area = table.advice._preview_area(None)
        assert area is not None
        lifted = [
            pygame.Rect(round(x - CARD_W / 2), round(y - CARD_H / 2 - HOVER_LIFT - abs(a)), CARD_W, CARD_H)
            for count in range(1, 11)
            for x, y, a in layout.fan_positions(count)
        ]
        for n in (1, 2, 3):
            rect, _ = table.advice._in_area(area, ["If the round ended now", *["Show Hall: you — → 100k"] * (n - 1)])
            shown = [*layout.panel_rects(players), layout.INFO_RECT, layout.TRAY_RECT, *lifted]
            assert not [r for r in shown if rect.colliderect(r)], (players, n, rect)


def _shown_hint_rows(table: Any) -> tuple[list[tuple[str, Any, bool]], pygame.Rect]:
    overlay = table.advice
    overlay.forget()  # a fresh hint, in the language now set
    assert overlay.request()
    overlay.job.wait(60)
    overlay.update(0.0)
    shown = overlay._shown_hint()
    assert shown is not None
    return shown[1], shown[2]


def test_the_hint_covers_only_the_move_log_or_the_info_box_and_its_words_fit(app: Any) -> None:
    """Above the Hint button the hint covered the first player panels and the bottom casino (Las Vegas, Royale) or
    the hand's first cards (the card game), seen under Xvfb. Now it takes the log's box (Royale: where no tile
    stands beside it) or the info box, its choices wrapped to that width (none cut), in English and German."""
    from vegas_desktop import text
    from vegas_desktop.scenes.cards import layout as cards_layout
    from vegas_desktop.scenes.dice import arena as geometry
    from vegas_desktop.scenes.lasvegas import layout
    from vegas_desktop.scenes.lasvegas.panels import standings_box

    dice = _table_at_placement(app, ["human", "normal", "normal", "normal"])
    cards = _at_a_decision(app, "cards", ["human", "normal", "normal"], 7)
    royale = _at_a_decision(app, "royale", ["human", "normal", "normal", "normal"], 1)  # no tiles by the log
    try:
        for language, size in (("en", "normal"), ("de", "normal"), ("en", "large"), ("de", "large")):
            text.set_language(language)
            advice.style.set_text_size(size)
            rows, rect = _shown_hint_rows(dice)
            assert dice.advice.look.hint_area.contains(rect)
            shown = [*geometry.casino_rects(6), *geometry.panel_rects(4), standings_box(layout.STANDINGS_AT, 4)]
            assert not [r for r in shown if rect.colliderect(r)]
            rows, rect = _shown_hint_rows(royale)
            assert not [r for r in [*geometry.casino_rects(6), *geometry.panel_rects(4)] if rect.colliderect(r)]
            for table in (dice, royale, cards):
                rows, rect = _shown_hint_rows(table)
                assert table.advice.look.hint_area.contains(rect) and len(rows) >= 3
                for content, _, bold in rows:
                    assert advice.style.font(15, bold).size(content)[0] <= rect.w - 20, (language, content)
            assert not cards.advice.button().colliderect(cards.advice.look.hint_area)
            assert cards.advice.look.hint_area.right <= cards_layout.INFO_RECT.right
    finally:
        text.set_language("en")
        advice.style.set_text_size("normal")


def test_choices_that_read_alike_are_listed_once(app: Any) -> None:
    """Two cards of one number and dice made Hard's first two choices read 'Play 2 (2 dice), 4' twice."""
    table = _table_at_placement(app, ["human", "normal"])
    legal = table.match.legal(0)
    twice = (Appraised(legal[0], 10.0), Appraised(legal[0], 2.0, 1.0))
    same = hints.Hint(Appraisal(twice, Unit.ROUND_MONEY), twice)
    rows = table.advice._hint_rows(same, 500)
    named = [content for content, _, _ in rows if advice.t("advice.figure.money", value="+10k") in content]
    assert len(named) == 1 and not any(advice.t("advice.figure.money", value="+2k") in c for c, _, _ in rows), rows
