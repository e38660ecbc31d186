"""Menu, setup, pause, rules, round summary and results driven headless with real clicks and keys."""

from __future__ import annotations

import json

import pygame

from vegas_desktop import games
from vegas_desktop.app import settings
from vegas_desktop.app.scene import Scene
from vegas_desktop.lasvegas.moves import BillPaid, BillsReturned, RoundEnded, TieCancelled
from vegas_desktop.match import new_match
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.results import ResultsScene, result_rows
from vegas_desktop.scenes.round_summary import RoundSummaryScene, casino_lines
from vegas_desktop.scenes.rules_help import RulesScene
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.setup_options import OptionsScene
from vegas_desktop.scenes.table_factory import table_scene


def _random_match(seats: int = 3, seed: int = 5):
    return new_match("lasvegas", ["random"] * seats, seed, games.parse_options("lasvegas", ""))


def _finished_match(seats: int = 4, seed: int = 9):
    match = _random_match(seats, seed)
    match.run_agents()
    assert match.over
    return match


def _is_table(scene: object, game: str = "lasvegas") -> bool:
    from vegas_desktop.scenes.table.base import TableScene

    return isinstance(scene, TableScene) and scene.match.game == game


# -- main menu -> setup -> table ------------------------------------------------------------------


def test_new_game_from_menu_by_clicks_puts_the_table_on_top(app, drive):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(2)
    drive.click_widget(menu.new_button)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    drive.click_widget(setup.start_button)
    table = app.stack.top
    assert _is_table(table)
    assert [type(s) for s in app.stack.scenes] == [MainMenuScene, type(table)]
    match = table.match
    wanted = settings.default_seats()
    assert len(match.seats) == len(wanted)
    assert [s.is_human for s in match.seats] == [w.human for w in wanted]
    assert [s.name for s in match.seats] == ["Anna", "Benno", "Carla", "Denny"]
    assert len({s.colour for s in match.seats}) == len(wanted)


def test_enter_starts_and_escape_goes_back(app, drive):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is menu
    drive.key(pygame.K_ESCAPE)
    assert not app.running


def test_menu_keyboard_navigation(app, drive):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.key(pygame.K_DOWN)
    assert menu.selected_button() is menu.new_button
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_UP)
    assert menu.selected_button() is menu.rules_button
    drive.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is menu
    assert menu.selected_button() is menu.rules_button  # the choice is kept
    drive.key(pygame.K_UP)
    drive.key(pygame.K_UP)  # wraps round to the last button
    assert menu.selected_button() is menu.quit_button
    drive.click((5, 5))  # the mouse takes over: no keyboard choice any more
    assert menu.selected_button() is None


def test_rules_from_menu_and_back(app, drive):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.click_widget(menu.rules_button)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    html = rules.text_box.html_text
    for needle in ("Ties cancel", "Short pile", "Forced moves", "Shared win", "Gold Mine"):
        assert needle in html
    drive.click_widget(rules.tab_buttons["royale"])
    assert rules.game == "royale"
    html = rules.text_box.html_text
    for needle in ("Jeton skip", "Biggy", "Lucky Punch", "My Choice", "Money cards: 11×", "Fifty Fifty: on field 7"):
        assert needle in html
    drive.click_widget(rules.tab_buttons["cards"])
    assert "8 or more cards" in rules.text_box.html_text
    drive.click_widget(rules.back_button)
    assert app.stack.top is menu


def test_rules_from_the_pause_menu_open_on_the_game_being_played(app, drive):
    match = new_match("cards", ["random"] * 3, 4, games.parse_options("cards", ""))
    app.stack.push(MainMenuScene(app))
    app.stack.push(table_scene(app, match))
    drive.frames(2)
    app.stack.push(PauseScene(app))
    drive.frames(1)
    drive.click_widget(app.stack.top.rules_button)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game == "cards"


def test_speed_setting_applies_and_persists(app, drive):
    """The speed moved from the main menu to the settings screen (tests/scenes/test_settings_screen.py has more)."""
    menu = MainMenuScene(app)
    app.stack.push(menu)
    assert app.speed == settings.SPEEDS["normal"]
    drive.click_widget(menu.settings_button)
    drive.click_widget(app.stack.top.choice_buttons["speed"]["fast"])
    assert app.speed == settings.SPEEDS["fast"]
    assert settings.load().speed == "fast"


# -- setup ------------------------------------------------------------------------------------------


def _setup(app, drive) -> SetupScene:
    scene = SetupScene(app)
    app.stack.push(scene)
    drive.frames(1)
    return scene


def test_duplicate_colour_is_refused_with_a_message(app, drive):
    setup = _setup(app, drive)
    before = [s.colour for s in setup.seats]
    taken = before[0]
    drive.click(setup.swatch_centre(1, taken))
    assert [s.colour for s in setup.seats] == before
    assert setup.message_is_error
    assert "already taken by Anna" in setup.message
    free = next(c for c in range(6) if c not in before)
    drive.click(setup.swatch_centre(1, free))
    assert setup.seats[1].colour == free
    assert not setup.message_is_error
    assert len({s.colour for s in setup.seats}) == len(setup.seats)


def test_seats_can_be_added_up_to_six_and_removed_down_to_two(app, drive):
    setup = _setup(app, drive)
    assert len(setup.seats) == 4
    drive.click_widget(setup.add_button)
    drive.click_widget(setup.add_button)
    assert len(setup.seats) == 6
    assert not setup.add_button.visible
    assert setup.add_seat() is False  # the hidden button cannot be used; the action refuses too
    assert len(setup.seats) == 6 and "at most 6" in setup.message
    assert len({s.colour for s in setup.seats}) == 6
    assert len({s.name for s in setup.seats}) == 6
    while len(setup.seats) > 2:
        drive.click_widget(setup.remove_buttons[-1])
    assert len(setup.seats) == 2
    assert all(not b.is_enabled for b in setup.remove_buttons)
    drive.click_widget(setup.remove_buttons[0])
    assert len(setup.seats) == 2
    assert setup.add_button.visible


def test_removing_a_middle_seat_keeps_the_other_names(app, drive):
    setup = _setup(app, drive)
    setup.name_entries[2].set_text("Zoe")
    drive.click_widget(setup.remove_buttons[1])
    assert [s.name for s in setup.seats] == ["Anna", "Zoe", "Denny"]
    assert [e.get_text() for e in setup.name_entries] == ["Anna", "Zoe", "Denny"]


def test_human_computer_toggle_and_levels(app, drive):
    setup = _setup(app, drive)
    assert setup.seats[1].human is False and setup.level_buttons[1] is not None
    drive.click_widget(setup.level_buttons[1])
    assert setup.seats[1].level == "hard"
    drive.click_widget(setup.level_buttons[1])
    assert setup.seats[1].level == "easy"
    drive.click_widget(setup.kind_buttons[1])
    assert setup.seats[1].human is True
    assert setup.level_buttons[1] is None  # humans have no level
    drive.click_widget(setup.kind_buttons[0])
    assert setup.seats[0].human is False


def test_bad_seed_is_refused_and_setup_stays(app, drive):
    setup = _setup(app, drive)
    setup.seed_entry.set_text("12ab")
    drive.click_widget(setup.start_button)
    assert app.stack.top is setup
    assert setup.message_is_error and "whole number" in setup.message


def test_choices_are_remembered_for_the_next_game(app, drive, private_settings_home):
    setup = _setup(app, drive)
    drive.click_widget(setup.add_button)
    setup.name_entries[0].set_text("Mia")
    drive.click(setup.swatch_centre(0, 5))
    drive.click_widget(setup.kind_buttons[2])  # Carla becomes human
    setup.seed_entry.set_text("42")
    drive.click_widget(setup.options_button)
    options = app.stack.top
    assert isinstance(options, OptionsScene)
    drive.click_widget(options.switch_buttons[0])  # random first player: on
    assert "Random first player: On" in options.switch_buttons[0].text
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is setup
    drive.click_widget(setup.start_button)
    table = app.stack.top
    assert _is_table(table)
    assert table.match.seed == 42
    assert table.match.options.random_first_player is True
    saved = json.loads((private_settings_home / "settings.json").read_text())
    assert saved["seats"][0]["name"] == "Mia" and saved["seats"][0]["colour"] == 5
    assert len(saved["seats"]) == 5 and saved["seed"] == "42" and saved["options"]["lasvegas"] == ["random-first"]
    # a fresh app (next launch) shows the same table
    app.settings = None
    again = SetupScene(app)
    assert [s.name for s in again.seats][:3] == ["Mia", "Benno", "Carla"]
    assert again.seats[2].human is True and again.seats[0].colour == 5
    assert again.seed_entry.get_text() == "42"


def test_choosing_another_game_trims_seats_and_starts_its_table(app, drive):
    setup = _setup(app, drive)
    drive.click_widget(setup.add_button)
    drive.click_widget(setup.add_button)
    assert len(setup.seats) == 6
    drive.click_widget(setup.game_buttons["cards"])
    assert setup.game == "cards" and len(setup.seats) == 5
    assert "Frida" in setup.message and not setup.add_button.visible
    drive.click_widget(setup.game_buttons["royale"])
    assert len(setup.seats) == 5
    drive.click_widget(setup.options_button)
    options = app.stack.top
    assert [sw.key for sw in options.switches] == ["boards", "norepeat", "auto_forced"]
    drive.click_widget(options.switch_buttons[0])
    drive.click_widget(options.done_button)
    assert setup.settings.words("royale") == ["boards=4"]
    assert setup.settings.words("lasvegas") == []
    drive.click_widget(setup.start_button)
    table = app.stack.top
    assert _is_table(table, "royale")
    assert table.match.options.boards == 4 and len(table.match.seats) == 5
    assert settings.load().game == "royale"


def test_options_that_do_not_fit_the_table_are_refused(app, drive):
    setup = _setup(app, drive)
    drive.click_widget(setup.add_button)
    drive.click_widget(setup.options_button)
    options = app.stack.top

    def kickers():
        return next(b for b, sw in zip(options.switch_buttons, options.switches, strict=True) if sw.key == "kickers")

    drive.click_widget(kickers())
    drive.click_widget(kickers())
    assert "Kickers: 2 each" in kickers().text
    drive.key(pygame.K_RETURN)
    assert "Kickers: 2 each" in setup.options_text()
    drive.click_widget(setup.add_button)  # a 6th seat: two kickers each no longer fit (setup says so)
    assert "Kickers: 1 each" in setup.options_text() and "fewer than 6" in setup.message
    setup.settings.words("lasvegas")[:] = ["kickers=2"]  # a hand-edited settings file is still refused at start
    drive.click_widget(setup.start_button)
    assert app.stack.top is setup and setup.message_is_error and "kickers" in setup.message
    drive.click_widget(setup.remove_buttons[-1])
    drive.click_widget(setup.start_button)
    assert app.stack.top.match.options.kickers == 2


def test_cards_game_starts_from_setup(app, drive):
    setup = _setup(app, drive)
    drive.click_widget(setup.game_buttons["cards"])
    drive.click_widget(setup.start_button)
    from vegas_desktop.scenes.cards.input import CardsInput

    assert _is_table(app.stack.top, "cards") and isinstance(app.stack.top.parts.input, CardsInput)


# -- pause overlay ------------------------------------------------------------------------------------


def test_pause_from_the_table_resume_and_quit(app, drive):
    app.stack.push(MainMenuScene(app))
    table = table_scene(app, _random_match(3))
    app.stack.push(table)
    drive.frames(3)
    drive.key(pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and not pause.opaque
    drive.click_widget(pause.resume_button)
    assert app.stack.top is table
    drive.key(pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    drive.key(pygame.K_ESCAPE)  # Esc resumes too
    assert app.stack.top is table
    drive.key(pygame.K_ESCAPE)
    drive.click_widget(app.stack.top.rules_button)
    assert isinstance(app.stack.top, RulesScene)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    pause = app.stack.top
    drive.click_widget(pause.quit_button)
    assert app.stack.top is pause and "again" in pause.quit_button.text  # asks before a game is thrown away
    drive.click_widget(pause.quit_button)
    assert len(app.stack.scenes) == 1 and isinstance(app.stack.top, MainMenuScene)


def test_quit_confirmation_expires(app, drive):
    app.stack.push(_Frozen(app))
    pause = PauseScene(app)
    app.stack.push(pause)
    drive.click_widget(pause.quit_button)
    drive.frames(5 * 60)
    assert pause.quit_button.text == "Quit to menu"
    drive.click_widget(pause.quit_button)
    assert app.stack.top is pause


class _Frozen(Scene):
    """Stands for the table under an overlay: counts updates and draws a red screen."""

    updates = 0

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        surface.fill((200, 0, 0))


def test_pause_overlay_freezes_and_dims_the_scene_below(app, drive):
    below = _Frozen(app)
    app.stack.push(below)
    app.stack.push(PauseScene(app))
    drive.frames(5)
    assert below.updates == 0
    corner = app.surface.get_at((5, 5))
    assert 0 < corner.r < 200 and corner.g < 40  # still red underneath, but darkened


# -- round summary ------------------------------------------------------------------------------------

_EVENTS = [
    TieCancelled(1, (1, 2), 2),
    BillPaid(1, 0, 60),
    BillsReturned(1, (20,)),
    BillPaid(3, 2, 90),
    BillPaid(3, 1, 40),
    RoundEnded(1, (60, 40, 90)),
]


def test_round_summary_groups_payouts_by_casino():
    lines = casino_lines(_EVENTS, 6)
    assert [line.casino for line in lines] == [1, 2, 3, 4, 5, 6]
    assert lines[0].paid == [(0, 60)] and lines[0].ties == [((1, 2), 2)] and lines[0].returned == 20
    assert lines[2].paid == [(2, 90), (1, 40)]
    assert lines[1].paid == [] and lines[1].ties == [] and lines[1].returned == 0


def test_round_summary_continue_button_and_keys(app, drive):
    below = _Frozen(app)
    app.stack.push(below)
    match = _random_match(3)
    summary = RoundSummaryScene(app, match, _EVENTS)
    app.stack.push(summary)
    drive.frames(2)
    assert summary.money == [60, 40, 90] and summary.gained == [60, 40, 90]
    drive.click_widget(summary.continue_button)
    assert app.stack.top is below
    app.stack.push(RoundSummaryScene(app, match, _EVENTS))
    drive.key(pygame.K_RETURN)
    assert app.stack.top is below
    app.stack.push(RoundSummaryScene(app, match, _EVENTS))
    drive.key(pygame.K_SPACE)
    assert app.stack.top is below


def test_round_summary_closes_itself_in_autoplay(app, drive):
    below = _Frozen(app)
    app.stack.push(below)
    app.autoplay = True
    app.stack.push(RoundSummaryScene(app, _random_match(3), _EVENTS))
    drive.frames(10)
    assert isinstance(app.stack.top, RoundSummaryScene)  # visible for a moment first
    drive.frames(120)
    assert app.stack.top is below


# -- results ------------------------------------------------------------------------------------------


def test_results_show_every_player_in_ranking_order(app, drive):
    match = _finished_match(5)
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    drive.frames(90)
    assert scene.settled
    rows = scene.rows
    assert sorted(r.seat for r in rows) == list(range(5))
    assert {r.name for r in rows} == {s.name for s in match.seats}
    money = [r.money for r in rows]
    assert money == sorted(money, reverse=True)
    for r in rows:
        assert r.money == match.state.money[r.seat] == sum(r.bills)
        assert len(r.bills) == len(match.state.won[r.seat])
    assert rows[0].place == 1
    assert {r.kind for r in rows} == {"Computer · Random"}


def test_results_mark_a_shared_win(app, drive):
    match = _finished_match(3, seed=2)
    match.state.money = [120, 120, 90]
    match.state.won = [[60, 60], [70, 50], [90]]
    rows = result_rows(match)
    assert [(r.seat, r.place, r.shared) for r in rows] == [(0, 1, True), (1, 1, True), (2, 3, False)]
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    drive.frames(5)
    assert scene.headline() == "Shared win: Anna & Benno"


def test_results_buttons(app, drive):
    match = _finished_match(2)
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    drive.frames(2)
    drive.click_widget(scene.new_button)
    assert [type(s) for s in app.stack.scenes] == [MainMenuScene, SetupScene]
    app.stack.reset(ResultsScene(app, match))
    drive.frames(2)
    drive.click_widget(app.stack.top.menu_button)
    assert [type(s) for s in app.stack.scenes] == [MainMenuScene]


def test_clicks_land_in_a_scaled_window(app, drive):
    """In a larger, letterboxed window a raw click is translated to logical coordinates first."""
    app.window = pygame.display.set_mode((1920, 1200), pygame.RESIZABLE)
    app._fit()
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(1)
    x, y = menu.ui.logical_rect(menu.new_button.rect).center
    scale = 1920 / 1280
    offset = (1200 - 720 * scale) / 2
    raw = (round(x * scale), round(y * scale + offset))
    data = {"pos": raw, "button": 1}
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, data), pygame.event.Event(pygame.MOUSEBUTTONUP, data)])
    assert isinstance(app.stack.top, SetupScene)
