"""Every text fits, at every window size, in both languages, at each table text size (issue 30, point 3).

The screens a player meets (main menu, setup for each game, settings, rules help for each game, history, statistics,
saved games with a save listed and its delete waiting for the second click, each game's table at a human's
decision after a few moves, its pause menu, the round summary and results of each game, the same moment watched
again as a replay, the hand-over screen, the close-window question) are drawn once per combination, with
16-character names in every seat. Two things are checked:

- a button's text (pygame-gui, built at the window's size) is no wider than the button's inside;
- the Hint button covers no line of the table and none of the decision's prompt;
- every line of text that reaches the frame (the lines `crisp` notes to draw again at the window's size: all text
  drawn through `style.font`) lies inside the screen, is not cut by a clip, and does not overlap another line
  (a black copy under a line is its shadow, not a second line).

It costs a few seconds a window size: one frame a screen and combination, the tables played to their moment once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
import pytest

import vegas_desktop.app.app as app_module
from vegas_desktop import games, text
from vegas_desktop.app import crisp, style
from vegas_desktop.app.app import App
from vegas_desktop.app.cache import clear_caches
from vegas_desktop.match import new_match

NAMES = ["Maximiliane Wolk", "Bartholomäus Ott", "Konstantinos Mpx", "Wwwwwwwwwwwwwwww"]  # 16 characters each
SIZES = [(1120, 630), (1280, 720), (1920, 1080), (2560, 1440)]
COMBOS = [(lang, size) for lang in text.LANGUAGES for size in ("normal", "large")]
SCREEN = pygame.Rect(0, 0, 1280, 720)
# Found by this check in parts other developers are changing right now; each is theirs to mend (then drop it here).
KNOWN: tuple[str, ...] = ()
KNOWN_WORDS = ("'Odds and payout'", "'Chancen und Auszahlung'")


@pytest.fixture
def sized_app(request: pytest.FixtureRequest) -> Iterator[App]:
    application = App(request.param)
    yield application
    while application.stack.scenes:
        application.stack.pop()
    pygame.event.clear()


class Lines:
    """The text lines of the last frame still visible at its end, caught as the app composes it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[Any] = []
        self.on_top: list[Any] = []
        self.final = pygame.Surface((1, 1))
        compose = app_module.compose

        def caught(canvas: crisp.FrameCanvas, window: pygame.Surface, view: pygame.Rect) -> Any:
            self.drawn = [d for d in canvas.drawn or () if isinstance(d, crisp._Drawn)]
            self.on_top = [d for d in crisp._still_on_top(canvas) if isinstance(d, crisp._Drawn)]
            self.final = canvas.copy()  # the finished frame: what became of each line afterwards
            return compose(canvas, window, view)

        monkeypatch.setattr(app_module, "compose", caught)

    def only_crossed_by(self, earlier: Any, later: pygame.Rect) -> bool:
        """True when whatever changed `earlier`'s pixels after it was drawn lies inside `later`: another line was
        written over it. A panel or a card laid over the line changes it elsewhere too (it is covered, not crossed)."""
        size = earlier.shown.size
        then = pygame.image.frombytes(earlier.after, size, "RGBX")
        now = self.final.subsurface(earlier.shown).copy()
        hole = later.move(-earlier.shown.x, -earlier.shown.y)
        then.fill((0, 0, 0), hole)
        now.fill((0, 0, 0), hole)
        return pygame.image.tobytes(then, "RGBX") == pygame.image.tobytes(now, "RGBX")

    def items(self, overlay: bool = False) -> list[tuple[str, Any, pygame.Rect, Any]]:
        """Every line drawn this frame; over an overlay (a dimmed pause menu), only those still on top."""
        found = []
        for d in self.on_top if overlay else self.drawn:
            recipe = crisp._RECIPES.get(d.source)
            cells = [c.cell_contents for c in (getattr(recipe, "__closure__", None) or ())]
            args = next((c for c in cells if isinstance(c, tuple) and c and isinstance(c[0], str)), None)
            if args is not None and args[0].strip():
                found.append((args[0], args[2], d.full, d))
        return found


def _lines_problems(lines: Lines, overlay: bool) -> list[str]:
    items = lines.items(overlay)
    problems = []
    for words, _, full, drawn in items:
        if not SCREEN.contains(full):
            problems.append(f"off the screen: {words!r} at {full}")
        elif drawn.shown != full:
            problems.append(f"cut by its box: {words!r} at {full}, shown {drawn.shown}")
    shown_lines = [(w, f, d) for w, colour, f, d in items if tuple(colour)[:3] != (0, 0, 0)]  # not shadows
    for i, (a, ra, da) in enumerate(shown_lines):  # in drawing order: b was drawn after a
        for b, rb, _ in shown_lines[i + 1 :]:
            meet = ra.clip(rb)
            if meet.w > 2 and meet.h > 3 and lines.only_crossed_by(da, rb):
                problems.append(f"overlap: {a!r} at {ra} and {b!r} at {rb}")
    return problems


def _widget_problems(app: App) -> list[str]:
    problems: list[str] = []
    scene = app.stack.top
    ui = getattr(scene, "ui", None)
    if ui is not None:
        for e in ui.get_sprite_group().sprites():
            if not isinstance(e, pygame_gui.elements.UIButton) or not e.visible or not e.text:
                continue
            borders = e.border_width
            edge = borders["left"] + borders["right"] if isinstance(borders, dict) else 2 * int(borders)
            room = e.rect.w - 2 * e.shadow_width - edge
            wide = e.font.size(e.text)[0]
            if wide > room:
                problems.append(f"{type(scene).__name__}: button text {e.text!r} {wide} px in {room} px")
    return problems


def _button_problems(app: App, lines: Lines) -> list[str]:
    """The Hint button (drawn over the table) covers no text of the table and none of the decision's prompt."""
    advice = getattr(app.stack.top, "advice", None)
    if advice is None or advice.seat() is None:
        return []
    button = advice.button()
    problems = [
        f"the Hint button at {button} covers {words!r} at {full}"
        for words, _, full, _ in lines.items()
        if full.colliderect(button) and not button.contains(full)  # its own words lie inside it
    ]
    box = advice._prompt_box()
    if box is not None and box.colliderect(button):
        problems.append(f"the Hint button at {button} lies on the prompt at {box}")
    if not SCREEN.contains(button):
        problems.append(f"the Hint button at {button} is off the screen")
    return problems


def _show(app: App, lang: str, size: str) -> None:
    text.set_language(lang)
    if style.set_text_size(size):
        clear_caches()
        for scene in app.stack.scenes:
            scene.on_resize()
    app.refresh_language()
    app.step(1 / 60, [])
    app.step(1 / 60, [])


def _check(app: App, lines: Lines, where: str, found: list[str], overlay: bool = False) -> None:
    for lang, size in COMBOS:
        _show(app, lang, size)
        problems = _widget_problems(app) + _lines_problems(lines, overlay) + _button_problems(app, lines)
        found += [f"{where} [{lang}, {size}] {p}" for p in problems]


def _table_at_a_decision(app: App, game: str) -> Any:
    from vegas_desktop.scenes.table_factory import table_scene

    most = games.descriptor(game).seats[1]
    match = new_match(game, ["human", "normal", "normal", "normal"][:most], 5, names=NAMES[:most])
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 25.0
    decided = 0
    for _ in range(400):
        app.step(1 / 60, [])
        while app.stack.top is not table and table in app.stack.scenes:  # summaries, hand-over screens
            app.stack.pop()
        if table.human_seat() == 0 and not table.queue.busy:
            if decided == 2:
                break
            table.play(0, match.legal(0)[0])
            decided += 1
    app.speed = 1.0
    return table


def _round_events(game: str, players: int) -> list[Any]:
    """The events of a computers-only game's first round (what the table hands its round summary), or [] for a
    game without rounds."""
    from vegas_desktop.core.events import RoundEnded

    match = new_match(game, ["normal"] * players, 5, names=NAMES[:players])
    events: list[Any] = []
    for _ in range(300):  # a round of any game with rounds is far shorter
        step = match.next_step()
        if step is None:
            break
        events += match.play(*step)
        if any(isinstance(e, RoundEnded) for e in events):
            return events
    return []


def _after_the_table(app: App, lines: Lines, table: Any, game: str, found: list[str]) -> None:
    """The screens a table hands over to, over its match: the round summary, the results, the same moment as a
    replay (paused there)."""
    from vegas_desktop.saves.savefile import snapshot
    from vegas_desktop.scenes.replay import replay_scene

    match = table.match
    events = _round_events(game, len(match.seats))
    if events:
        summary = table.parts.summary or app.screens.round_summary
        app.stack.push(summary(app, match, events))
        _check(app, lines, f"round summary {game}", found, overlay=True)
        app.stack.pop()
    results = table.parts.results or app.screens.results
    app.stack.push(results(app, match))
    for _ in range(3):
        app.step(0.5, [])  # the rows slide in: checked where they come to rest
    _check(app, lines, f"results {game}", found)
    app.stack.pop()
    saved = snapshot(match)
    replay = replay_scene(app, saved, len(saved.actions))
    assert replay.replay is not None
    replay.replay.paused = True
    app.stack.push(replay)
    _check(app, lines, f"replay {game}", found)
    app.stack.pop()


# The default run checks the smallest window (where the text floors bite); the larger ones, 10-15 s each, run with
# the whole suite (-m "slow or not slow").
SIZE_CASES = [pytest.param(s, id=f"{s[0]}x{s[1]}", marks=() if s == SIZES[0] else pytest.mark.slow) for s in SIZES]


@pytest.mark.parametrize("sized_app", SIZE_CASES, indirect=True)
def test_every_text_fits_on_every_screen(sized_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from vegas_desktop.scenes.handover import HandoverScene
    from vegas_desktop.scenes.history import HistoryScene
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.pause import PauseScene
    from vegas_desktop.scenes.quit_confirm import QuitConfirmScene
    from vegas_desktop.scenes.rules_help import RulesScene
    from vegas_desktop.scenes.saved_games import SavedGamesScene
    from vegas_desktop.scenes.settings_screen import SettingsScene
    from vegas_desktop.scenes.setup import SetupScene
    from vegas_desktop.scenes.stats import StatsScene

    app = sized_app
    lines = Lines(monkeypatch)
    found: list[str] = []
    app.stack.push(MainMenuScene(app))
    _check(app, lines, "menu", found)
    for game in games.game_names():
        setup = SetupScene(app)
        app.stack.push(setup)
        setup.choose_game(game)
        _check(app, lines, f"setup {game}", found)
        app.stack.pop()
        app.stack.push(RulesScene(app, game))
        _check(app, lines, f"rules {game}", found)
        app.stack.pop()
    for screen in (SettingsScene, HistoryScene):
        app.stack.push(screen(app))
        _check(app, lines, screen.__name__, found)
        app.stack.pop()
    app.stack.push(StatsScene(app, None, None))
    _check(app, lines, "StatsScene", found)
    app.stack.pop()
    for game in games.game_names():
        table = _table_at_a_decision(app, game)
        _check(app, lines, f"table {game}", found)
        _after_the_table(app, lines, table, game, found)
        app.stack.push(PauseScene(app))
        _check(app, lines, f"pause over {game}", found, overlay=True)
        app.stack.pop()
        if game == "lasvegas":
            app.stack.push(QuitConfirmScene(app))
            _check(app, lines, "close-window question", found, overlay=True)
            app.stack.pop()
        app.stack.pop()
        assert table not in app.stack.scenes
    app.stack.push(HandoverScene(app, NAMES[3], 0))
    _check(app, lines, "hand-over", found)
    app.stack.pop()
    saves = SavedGamesScene(app)  # the tables above left their games saved
    app.stack.push(saves)
    if saves.entries:
        saves.confirm = (0, float("inf"))
        saves.rebuild()
    _check(app, lines, "SavedGamesScene", found)
    app.stack.pop()
    found = [f for f in found if not (f.startswith(KNOWN) and any(w in f for w in KNOWN_WORDS))]
    assert found == [], "\n".join(found[:40])
