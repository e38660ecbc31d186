"""Pig & Bet on screen, registered at run time: chosen in the setup screen, played through the one TableScene by
posted keys and clicks, handed over in hot-seat without showing the other human's secret bet, taken back with
Ctrl+Z, autosaved and continued (menu and --continue), recorded in the history and watched again."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_driver import Driver

from vegas_desktop import cli
from vegas_desktop.app import settings
from vegas_desktop.app.app import App
from vegas_desktop.app.settings import SeatSetting
from vegas_desktop.history import db
from vegas_desktop.match import new_match
from vegas_desktop.saves import store
from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.history import HistoryScene
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.replay import replay_scene
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.text import t

from .parts import BANK_RECT, CARD, PigDrawing, PigInput, PigResults, panel_rect, pick_rects
from .rules import NAME, Bank, Bet, Roll

FACE_DOWN = (120, 30, 40)  # a laid bet card's back


def _seats(app: App, kinds: list[str], seed: str = "17") -> None:
    s = settings.for_app(app)
    s.seats = [
        SeatSetting(human=k == "human", level="normal" if k == "human" else k, name=f"P{i}", colour=i)
        for i, k in enumerate(kinds)
    ]
    s.seed = seed


def _start_from_menu(app: App, drive: Driver, kinds: list[str]) -> TableScene:
    """Main menu -> New game -> the Pig & Bet button -> Start, all by clicks."""
    _seats(app, kinds)
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(2)
    drive.click_widget(menu.new_button)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert NAME in setup.game_buttons
    button = setup.game_buttons[NAME]
    assert button.rect.left >= 0 and button.rect.right <= 1280  # on screen beside the other four
    drive.click_widget(button)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == NAME
    drive.click_widget(setup.start_button)
    [table] = [s for s in app.stack.scenes if isinstance(s, TableScene)]  # (a hand-over may already be over it)
    assert type(table) is TableScene and table.parts is not None  # the one table scene, made of the game's parts
    assert table.match.game == NAME
    return table


def _human_input(drive: Driver, table: TableScene) -> bool:
    """The human at the screen decides by a posted key or click: bet on the next seat; roll (R) until the pot
    holds 10, then click Bank. False if no human may act now."""
    seat = table.human_seat()
    if seat is None:
        return False
    view = table.seen()
    if view.phase == "bet":
        drive.key(pygame.K_1 + (seat + 1) % view.players)
    elif view.pot >= 10:
        drive.click(BANK_RECT.center)
    else:
        drive.key(pygame.K_r)
    return True


def _on_top(app: App, scene: object) -> bool:
    return app.stack.top is scene


def _frame(drive: Driver) -> None:
    """One frame, after any computer thinking on a worker thread has finished: the frame count then measures the
    table's own pace, not how much CPU time a loaded machine gave the worker."""
    for scene in drive.app.stack.scenes:
        if isinstance(scene, TableScene) and scene.thought is not None:
            scene.thought.wait()
    drive.frames(1, dt=0.2)


def _until(drive: Driver, done: object, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        _frame(drive)
    raise AssertionError("never happened")


def _drawn(table: TableScene) -> tuple[pygame.Surface, list[str]]:
    """The table drawn now, and the words its drawing put on screen."""
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    assert table.parts is not None and isinstance(table.parts.drawing, PigDrawing)
    return surface, table.parts.drawing.drawn


def test_chosen_in_setup_and_played_to_the_results_by_keys_and_clicks(app: App, drive: Driver, tmp_path: Path) -> None:
    app.speed = 30.0
    table = _start_from_menu(app, drive, ["human", "normal", "hard"])
    match = table.match
    assert [s.is_human for s in match.seats] == [True, False, False]
    assert [s.level for s in match.seats[1:]] == ["normal", "hard"]
    kinds: set[type] = set()
    shots = 0
    for _ in range(6000):
        if isinstance(app.stack.top, ResultsScene):
            break
        if _on_top(app, table) and table.human_seat() is not None:
            if shots < 2 and table.seen().phase == ("bet" if shots == 0 else "roll"):
                pygame.image.save(_drawn(table)[0], str(tmp_path / f"table_{shots}.png"))
                shots += 1
            before = len(match.log)
            assert _human_input(drive, table)
            assert len(match.log) == before + 1, "the posted key or click reached the game's input"
            kinds.add(type(match.log[-1][1]))
        _frame(drive)
    assert isinstance(app.stack.top, PigResults) and match.over  # the game's own results (a parts factory)
    assert kinds == {Bet, Roll, Bank}  # keys 1-4 and R, a click on Bank
    assert {seat for seat, _ in match.log} == {0, 1, 2}
    assert shots == 2


def test_a_click_on_a_bet_card_and_an_illegal_key_at_the_table(app: App, drive: Driver) -> None:
    app.speed = 30.0
    table = _start_from_menu(app, drive, ["human", "easy"])
    _until(drive, lambda: table.human_seat() is not None)
    assert table.seen().phase == "bet"
    drive.click(pick_rects(2)[1].center)  # the card of seat 1
    assert table.match.log[-1] == (0, Bet(1))
    _until(drive, lambda: table.human_seat() is not None and table.seen().pot == 0)
    played = len(table.match.log)
    drive.key(pygame.K_b)  # Bank with an empty pot: refused with the rule's reason, nothing played
    assert len(table.match.log) == played
    assert table.hint is not None and table.hint[0] == "bank: the pot is empty"
    assert "bank: the pot is empty" in _drawn(table)[1]


def test_hot_seat_hands_over_and_the_other_humans_bet_is_never_drawn(app: App, drive: Driver) -> None:
    app.speed = 30.0
    table = _start_from_menu(app, drive, ["human", "human", "normal"])
    _until(drive, lambda: isinstance(app.stack.top, HandoverScene))
    first = app.stack.top
    assert isinstance(first, HandoverScene) and first.seat_name == "P0" and table.viewer is None
    drive.key(pygame.K_RETURN)  # "I am P0"
    assert _on_top(app, table) and table.viewer == 0 and table.human_seat() == 0
    drive.key(pygame.K_3)  # P0 bets on seat 2, in secret
    assert table.match.log[-1] == (0, Bet(2))
    _until(drive, lambda: isinstance(app.stack.top, HandoverScene))
    second = app.stack.top
    assert isinstance(second, HandoverScene) and second.seat_name == "P1" and table.viewer is None
    _, words = _drawn(table)  # behind the hand-over (were it drawn) nobody's bet shows
    assert t("pigbet.bet_on", name="").strip() not in words
    drive.key(pygame.K_RETURN)  # "I am P1"
    assert table.viewer == 1 and table.human_seat() == 1
    assert table.seen().bets[0] is None  # the view P1's screen is drawn from knows only that P0 has bet
    surface, words = _drawn(table)
    assert t("pigbet.bet_on", name="").strip() not in words and t("pigbet.bet_hidden") in words
    card = CARD.move(panel_rect(0).right - CARD.w - 12, panel_rect(0).y + (panel_rect(0).h - CARD.h) // 2)
    assert surface.get_at((card.x + 4, card.y + 40))[:3] == FACE_DOWN  # P0's card lies face down
    drive.key(pygame.K_1)  # P1 bets on seat 0
    _until(drive, lambda: table.seen().phase == "roll")
    assert table.seen().bets == (2, 0, table.match.state.bets[2])  # turned over together
    _, words = _drawn(table)
    assert t("pigbet.bet_on", name="").strip() in words


def test_ctrl_z_takes_back_the_humans_roll_with_the_same_die(app: App, drive: Driver) -> None:
    app.speed = 30.0
    table = _start_from_menu(app, drive, ["human", "normal", "easy"])
    _until(drive, lambda: table.human_seat() is not None)
    drive.key(pygame.K_2)  # the bet
    _until(drive, lambda: table.human_seat() is not None)
    drive.key(pygame.K_r)  # a roll
    rolled = len(table.match.log)
    face = table.match.state.last_roll
    drive.frames(20, dt=0.2)
    drive.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    back = app.stack.top
    assert isinstance(back, TableScene) and back is not table
    assert back.match.log == table.match.log[: rolled - 1]  # the roll and everything after it are gone
    _until(drive, lambda: back.human_seat() is not None)
    assert back.human_seat() == 0 and back.seen().phase == "roll"
    drive.key(pygame.K_r)
    assert back.match.state.last_roll == face  # chance lives in the state: the same die again
    listed = store.latest_unfinished()
    assert listed is not None and listed.saved is not None and listed.saved.undo_used


def _leave_to_menu(app: App, drive: Driver) -> MainMenuScene:
    drive.key(pygame.K_ESCAPE)  # the table's unhandled Esc: the pause menu
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    drive.click_widget(pause.quit_button)
    drive.click_widget(pause.quit_button)  # the second click leaves
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene)
    return menu


def test_autosaved_and_continued_from_the_menu_and_the_command_line(
    app: App, drive: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.speed = 30.0
    table = _start_from_menu(app, drive, ["human", "hard", "easy"])
    for _ in range(4):
        _until(drive, lambda: table.human_seat() is not None)
        assert _human_input(drive, table)
    drive.frames(3, dt=0.2)
    log = list(table.match.log)
    listed = store.latest_unfinished()
    assert listed is not None and listed.saved is not None and listed.saved.game == NAME
    assert len(listed.saved.actions) == len(log)
    menu = _leave_to_menu(app, drive)
    assert menu.continue_button is not None
    assert t("setup.game.pigbet") in menu.continue_button.text
    drive.click_widget(menu.continue_button)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and type(resumed) is TableScene and resumed.match.game == NAME
    assert resumed.match.log == log and resumed.match.to_act() == table.match.to_act()

    opened: list[object] = []
    real = App.run

    def run(self: App, first: object, max_frames: int | None = None, max_seconds: float | None = None) -> int:
        opened.append(first)
        try:
            return real(self, first, max_frames=5)  # type: ignore[arg-type]
        finally:
            while self.stack.scenes:
                self.stack.pop()

    monkeypatch.setattr(App, "run", run)
    assert cli.main(["--continue"]) == 0
    [again] = opened
    assert isinstance(again, TableScene) and type(again) is TableScene
    assert again.match.game == NAME and again.match.log == log


def test_recorded_in_the_history_and_watched_again(app: App, drive: Driver) -> None:
    match = new_match(NAME, ["human", "normal", "easy"], 23, names=["Ann", "Cpu1", "Cpu2"])
    saver = store.start_autosave(match)
    while not match.over:
        match.run_agents()
        if not match.over:
            legal = match.legal(0)
            match.play(0, Bank() if Bank() in legal and match.state.pot >= 8 else legal[0])
    assert saver.finished_path is not None and saver.finished_path.exists()
    history = db.History()
    [record] = history.games()
    assert record.game == NAME and [s.name for s in record.seats] == ["Ann", "Cpu1", "Cpu2"]
    assert db.round_money(match)[-1] == match.rules.money(match.state)  # money after each round, replayed
    history.close()

    hist = HistoryScene(app)
    app.stack.push(hist)
    drive.frames(1)
    drive.click_widget(hist.replay_buttons[0])  # Watch
    table = app.stack.top
    assert isinstance(table, TableScene) and type(table) is TableScene
    assert table.replay is not None and table.match.game == NAME
    app.speed = 50.0
    drive.key(pygame.K_SPACE)  # pause
    before = table.replay.cursor
    drive.key(pygame.K_RIGHT)  # one move
    drive.frames(3)
    assert table.replay.cursor == before + 1 and table.replay.paused
    drive.key(pygame.K_SPACE)  # play on to the end
    _until(drive, lambda: isinstance(app.stack.top, ResultsScene))
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    watched = results.match
    assert watched.log == match.log and watched.rules.money(watched.state) == match.rules.money(match.state)


def test_a_replay_opened_mid_game_shows_whoever_acts(app: App, drive: Driver) -> None:
    match = new_match(NAME, ["random", "random"], 8)
    match.run_agents()
    table = replay_scene(app, store.snapshot(match), 3)
    app.stack.push(table)
    drive.frames(2)
    assert type(table) is TableScene and len(table.match.log) >= 3
    assert isinstance(table.parts.input, PigInput)
    _, words = _drawn(table)
    assert t("setup.game.pigbet") in words
