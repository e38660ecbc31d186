"""The Las Vegas table driven headless like a player: throws, picks, illegal input, computer turns, a whole game."""

from __future__ import annotations

import importlib
import inspect
import math
import sys
import types
from pathlib import Path

import pygame
import pytest

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.lasvegas.model import Options
from vegas_desktop.lasvegas.moves import Place, Roll
from vegas_desktop.lasvegas.rules import RULES
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.dice.arena import CENTRE, THROW_BUTTON_RADIUS, casino_rects
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t


@pytest.fixture(autouse=True)
def other_screens(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stand-ins for the screens engineer's overlays, used only while their modules are missing."""
    from vegas_desktop.app.scene import Scene

    class _Overlay(Scene):
        opaque = False

        def __init__(self, app, *args) -> None:
            super().__init__(app)
            self.args = args

        def update(self, dt: float) -> None:
            if self.app.stack.top is self:
                self.app.stack.pop()

    for name, cls in (
        ("vegas_desktop.scenes.round_summary", "RoundSummaryScene"),
        ("vegas_desktop.scenes.results", "ResultsScene"),
        ("vegas_desktop.scenes.pause", "PauseScene"),
    ):
        try:
            importlib.import_module(name)
        except ImportError:
            module = types.ModuleType(name)
            setattr(module, cls, type(cls, (_Overlay,), {}))
            monkeypatch.setitem(sys.modules, name, module)


def key_event(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})


def click_event(pos: tuple[float, float]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (int(pos[0]), int(pos[1])), "button": 1})


def motion_event(pos: tuple[float, float]) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.MOUSEMOTION, {"pos": (int(pos[0]), int(pos[1])), "rel": (0, 0), "buttons": (0, 0, 0)}
    )


def make_table(app, seats: list[Seat], seed: int = 3, speed: float = 20.0, options=None) -> TableScene:
    app.speed = speed
    match = Match(RULES.name, RULES, seats, seed, options)
    scene = table_scene(app, match)
    app.stack.push(scene)
    return scene


def run_until(app, predicate, limit: int = 2000, dt: float = 1 / 60) -> None:
    for _ in range(limit):
        if predicate():
            return
        app.step(dt, [])
    raise AssertionError("condition not reached")


def snapshot(match: Match) -> tuple:
    s = match.state
    return (len(match.log), s.phase, s.current, s.throw, [list(c) for c in s.casinos], list(s.money))


def humans(n: int) -> list[Seat]:
    return [Seat(f"Player {i + 1}", None, i) for i in range(n)]


def test_human_throws_with_space(app) -> None:
    scene = make_table(app, humans(2))
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    assert scene.match.log == [(0, Roll())]
    assert scene.match.state.phase == "place"
    assert scene.queue.busy  # the throw is being animated
    run_until(app, lambda: scene.human_seat() == 0)
    assert len(scene.parts.drawing.d.arena) == 8
    assert sorted(s.face for s in scene.parts.drawing.d.arena) == sorted(d.value for d in scene.match.state.throw)


def test_throw_button_click_rolls(app) -> None:
    scene = make_table(app, humans(2))
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [click_event(CENTRE)])
    assert scene.match.log == [(0, Roll())]


def test_hover_highlights_value_and_click_places(app) -> None:
    scene = make_table(app, humans(2))
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    die = scene.parts.drawing.d.arena[0]
    app.step(1 / 60, [motion_event((die.x, die.y))])
    assert scene.parts.input.hover_value == die.value
    # Every die showing that value is highlighted, and its casino too (the draw inputs say so).
    app.step(1 / 60, [])
    assert scene.parts.input.hover_value == die.value
    expected = [s for s in scene.parts.drawing.d.arena if s.value == die.value]
    app.step(1 / 60, [click_event((die.x, die.y))])
    assert scene.match.log[-1] == (0, Place(die.value))
    assert len(scene.match.state.casinos[die.value - 1]) == len(expected)
    run_until(app, lambda: not scene.queue.busy or scene.human_seat() is not None)
    run_until(app, lambda: scene.human_seat() == 1)
    assert [c.value for c in scene.parts.drawing.d.casino_dice[die.value - 1]] == [die.value] * len(expected)


def test_hover_on_empty_felt_clears_highlight(app) -> None:
    scene = make_table(app, humans(2))
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    die = scene.parts.drawing.d.arena[0]
    app.step(1 / 60, [motion_event((die.x, die.y))])
    assert scene.parts.input.hover_value is not None
    app.step(1 / 60, [motion_event((5, 400))])
    assert scene.parts.input.hover_value is None


def test_choose_value_by_key_and_reject_unthrown_value(app) -> None:
    scene = make_table(app, humans(2), seed=11)
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    thrown = {d.value for d in scene.match.state.throw}
    missing = [v for v in range(1, 7) if v not in thrown]
    if missing:
        before = snapshot(scene.match)
        app.step(1 / 60, [key_event(getattr(pygame, f"K_{missing[0]}"))])
        assert snapshot(scene.match) == before
        assert scene.hint is not None and str(missing[0]) in scene.hint[0]
    value = max(thrown)
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}"))])
    assert scene.match.log[-1] == (0, Place(value))


def test_clicking_a_casino_of_a_thrown_value_places_there(app) -> None:
    scene = make_table(app, humans(2), seed=5)
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    value = min(d.value for d in scene.match.state.throw)
    rect = casino_rects()[value - 1]
    app.step(1 / 60, [motion_event(rect.center)])
    assert scene.parts.input.hover_value == value
    app.step(1 / 60, [click_event(rect.center)])
    assert scene.match.log[-1] == (0, Place(value))


def test_illegal_clicks_change_nothing(app) -> None:
    scene = make_table(app, [Seat("Ann", None, 0), Seat("Cpu", RandomAgent(4), 1)])
    # During the opening animation: nothing happens.
    assert scene.queue.busy
    before = snapshot(scene.match)
    app.step(1 / 60, [click_event(CENTRE), key_event(pygame.K_SPACE), key_event(pygame.K_3)])
    assert snapshot(scene.match) == before
    run_until(app, lambda: scene.human_seat() == 0)
    # Before the throw: empty felt, a casino, a value key.
    before = snapshot(scene.match)
    app.step(1 / 60, [click_event((150, 450))])
    app.step(1 / 60, [click_event(casino_rects()[2].center)])
    app.step(1 / 60, [key_event(pygame.K_4)])
    assert snapshot(scene.match) == before
    assert scene.hint is not None
    # After the throw: the empty edge of the arena, and the throw key again.
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    before = snapshot(scene.match)
    felt = (CENTRE[0] + THROW_BUTTON_RADIUS * 0 + 0, 700 - 150)  # below the arena, between panels and casinos
    app.step(1 / 60, [click_event((20, 520)), click_event(felt), key_event(pygame.K_SPACE)])
    assert snapshot(scene.match) == before
    # During the computer's turn: clicks and keys are ignored.
    value = scene.match.state.throw[0].value
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}"))])
    run_until(app, lambda: scene.match.state.current == 1 and scene.pending is not None)
    before = snapshot(scene.match)
    app.step(1 / 60, [click_event(CENTRE), key_event(pygame.K_SPACE), key_event(pygame.K_1)])
    assert snapshot(scene.match) == before
    assert "Cpu" in scene.hint[0]


def test_computer_turns_advance_with_time(app) -> None:
    scene = make_table(app, [Seat("Cpu", RandomAgent(1), 0), Seat("Ann", None, 1)], speed=4.0)
    match = scene.match
    app.step(1 / 60, [])
    assert match.log == []  # nothing is played before the opening animation and the thinking pause
    run_until(app, lambda: len(match.log) >= 1, limit=600)
    assert match.log[0] == (0, Roll())
    run_until(app, lambda: scene.human_seat() == 1, limit=2000)
    assert [seat for seat, _ in match.log] == [0, 0]
    assert isinstance(match.log[1][1], Place)


def test_turn_banner_names_the_human_in_hot_seat(app) -> None:
    scene = make_table(app, [Seat("Anna", None, 0), Seat("Benno", None, 1)])
    run_until(app, lambda: scene.human_seat() == 0)
    title, _ = scene.parts.drawing._turn_text()
    assert title == t("table.turn_throw", name="Anna")
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{scene.match.state.throw[0].value}"))])
    run_until(app, lambda: scene.human_seat() == 1)
    title, _ = scene.parts.drawing._turn_text()
    assert title == t("table.turn_throw", name="Benno")
    assert scene.parts.drawing.d.turn == 1


def test_forced_moves_are_played_for_humans_and_throws_are_not(app) -> None:
    scene = make_table(app, humans(2), seed=21, speed=60.0, options=Options(auto_forced=True))
    match = scene.match
    sent = 0
    for _ in range(3000):
        if match.state.round > 1 or match.over:
            break
        seat = scene.human_seat()
        if seat is None:
            app.step(0.05, [])
            continue
        if match.state.phase == "roll":
            app.step(0.05, [key_event(pygame.K_SPACE)])
        else:
            app.step(0.05, [key_event(getattr(pygame, f"K_{match.state.throw[0].value}"))])
        sent += 1
    assert match.state.round == 2
    rolls = sum(1 for _, a in match.log if isinstance(a, Roll))
    places = [a for _, a in match.log if isinstance(a, Place)]
    assert rolls + len(places) > sent  # some one-value throws were placed by the table itself
    assert rolls <= sent  # but every throw was the player's own


def test_instant_speed_skips_the_throw_animation(app) -> None:
    scene = make_table(app, humans(2), speed=60.0)
    app.step(1 / 60, [])
    assert scene.human_seat() == 0
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    app.step(1 / 60, [])
    assert scene.human_seat() == 0
    assert all(s.lift == 0 for s in scene.parts.drawing.d.arena)


def test_large_frame_times_are_survived(app) -> None:
    scene = make_table(app, [Seat("A", RandomAgent(1), 0), Seat("B", RandomAgent(2), 1)], speed=1.0)
    for _ in range(20):
        app.step(3.0, [])
        if app.stack.top is not scene:
            break
    assert len(scene.match.log) >= 4


def test_escape_opens_pause(app) -> None:
    scene = make_table(app, humans(2))
    app.step(1 / 60, [key_event(pygame.K_ESCAPE)])
    assert app.stack.top is not scene
    assert type(app.stack.top).__name__ == "PauseScene"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_full_computer_game_reaches_results(app, players: int) -> None:
    app.autoplay = True
    seats = [Seat(f"Cpu {i}", RandomAgent(i), i) for i in range(players)]
    scene = make_table(app, seats, seed=players, speed=100.0)
    summaries = 0
    for _ in range(4000):
        top = app.stack.top
        if type(top).__name__ == "ResultsScene":
            break
        if type(top).__name__ == "RoundSummaryScene" and getattr(top, "_counted", False) is False:
            top._counted = True
            summaries += 1
        app.step(0.05, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert scene.match.over
    assert summaries == 4
    # The display ended in step with the rules: all money shown.
    assert scene.parts.drawing.d.money == list(scene.match.state.money)


@pytest.mark.slow
def test_full_game_at_animated_speed_matches_state(app) -> None:
    """At a normal (sped-up) animation speed the animated display lands exactly on the rules state."""
    app.autoplay = True
    seats = [Seat(f"Cpu {i}", RandomAgent(i), i) for i in range(3)]
    scene = make_table(app, seats, seed=9, speed=8.0)
    checked = 0
    for _ in range(40000):
        if type(app.stack.top).__name__ == "RoundSummaryScene" and scene.match.state.phase != "over":
            # Bills flew to the winners before the summary: shown money equals the money after the round.
            ended = [e for e in app.stack.top.events if type(e).__name__ == "RoundEnded"][-1]
            assert scene.parts.drawing.d.money == list(ended.money)
            checked += 1
            while type(app.stack.top).__name__ == "RoundSummaryScene":
                app.step(0.1, [])
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        app.step(0.1, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert checked >= 3


def test_table_never_applies_rules_itself(app) -> None:
    calls: list[str] = []

    class SpyRules:
        def __getattr__(self, name):
            return getattr(RULES, name)

        def apply(self, state, action, seat=None):
            caller = inspect.stack()[1]
            calls.append(f"{Path(caller.filename).name}:{caller.function}")
            return RULES.apply(state, action, seat)

    app.speed = 100.0
    app.autoplay = True
    match = Match("lasvegas", SpyRules(), [Seat("A", RandomAgent(1), 0), Seat("B", RandomAgent(2), 1)], 4, None)
    app.stack.push(table_scene(app, match))
    for _ in range(400):
        if match.over:
            break
        app.step(0.05, [])
    assert match.over
    assert calls and set(calls) == {"match.py:play"}
    for path in Path("scenes/lasvegas").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert ".apply(" not in source and "rules.step" not in source, path


def test_settled_dice_never_overlap(app) -> None:
    scene = make_table(app, humans(2), speed=20.0)
    for _ in range(5):
        run_until(app, lambda: scene.human_seat() is not None)
        seat = scene.human_seat()
        if scene.match.state.phase == "roll":
            app.step(1 / 60, [key_event(pygame.K_SPACE)])
            run_until(app, lambda: scene.human_seat() is not None)
            dice = scene.parts.drawing.d.arena
            for i, a in enumerate(dice):
                for b in dice[i + 1 :]:
                    assert math.dist((a.x, a.y), (b.x, b.y)) >= a.size
        value = scene.match.state.throw[0].value
        assert scene.human_seat() == seat
        app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}"))])


def display_mismatches(scene: TableScene) -> list[str]:
    """How the animated display differs from the rules state (checked just before the table re-syncs)."""
    s, d = scene.match.state, scene.parts.drawing.d
    out = []
    for i in range(len(s.casinos)):
        shown = sorted((c.owner, c.kind, c.value) for c in d.casino_dice[i])
        real = sorted((x.owner, x.kind, x.value) for x in s.casinos[i])
        if shown != real:
            out.append(f"casino {i + 1} dice {shown} != {real}")
        if d.casino_bills[i] != list(s.bills[i]):
            out.append(f"casino {i + 1} bills {d.casino_bills[i]} != {s.bills[i]}")
    if d.money != list(s.money):
        out.append(f"money {d.money} != {s.money}")
    if d.pile != len(s.pile):
        out.append(f"pile {d.pile} != {len(s.pile)}")
    if not scene.match.over:
        in_arena = [x for x in (s.throw or ()) if s.phase == "place"]
        own = [sum(1 for k in h if k != "w") for h in s.supply]
        for x in in_arena:
            if x.owner == s.current:
                own[s.current] -= 1
        if d.dice_left != own:
            out.append(f"dice left {d.dice_left} != {own}")
    return out


def watch_sync(scene: TableScene, problems: list[str]) -> None:
    original = scene._sync_from_state

    def checked() -> None:
        if scene.match.log:  # the very first sync may come before anything was animated
            problems.extend(display_mismatches(scene))
        original()

    scene._sync_from_state = checked


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "options"),
    [
        (3, Options()),
        (3, Options(neutral=True, biggy=True, kickers=1, rainbow=True, bills_100k=True, bandit=True)),
        (2, Options(neutral=True, kickers=2)),
    ],
)
def test_animations_land_exactly_on_the_rules_state(app, players: int, options: Options) -> None:
    app.autoplay = True
    seats = [Seat(f"Cpu {i}", RandomAgent(i), i) for i in range(players)]
    scene = make_table(app, seats, seed=17, speed=10.0, options=options)
    problems: list[str] = []
    watch_sync(scene, problems)
    for _ in range(60000):
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        app.step(0.1, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert problems == []


def _play_humans_until(app, scene, stop, choose_value=None, limit: int = 4000) -> None:
    """Play every human seat with keys (throw, then a value) until `stop()` is true."""
    match = scene.match
    for _ in range(limit):
        if stop():
            return
        seat = scene.human_seat()
        if seat is None:
            app.step(0.05, [])
        elif match.state.phase == "roll":
            app.step(0.05, [key_event(pygame.K_SPACE)])
        elif match.state.phase == "place":
            value = (choose_value or (lambda st: st.throw[0].value))(match.state)
            app.step(0.05, [key_event(getattr(pygame, f"K_{value}"))])
        else:
            app.step(0.05, [])
    raise AssertionError("not reached")


def test_human_kicks_by_clicking_a_glowing_die(app) -> None:
    scene = make_table(app, humans(2), seed=2, speed=60.0, options=Options(kickers=2, auto_forced=False))
    match = scene.match

    def kicker_value(state) -> int:
        kickers = [d.value for d in state.throw if d.kind == "k" and state.casinos[d.value - 1]]
        return kickers[0] if kickers else state.throw[0].value

    _play_humans_until(app, scene, lambda: match.state.phase == "kick" and scene.human_seat() is not None, kicker_value)
    casino = match.state.kick_casino
    targets = scene.parts.input.kickable()
    assert targets
    assert "kick" in scene.parts.drawing._turn_text()[0]
    # Keys and clicks elsewhere do nothing.
    before = snapshot(match)
    app.step(1 / 60, [key_event(pygame.K_SPACE), key_event(pygame.K_1), click_event((640, 300))])
    assert snapshot(match) == before
    x, y, _ = scene.parts.drawing.look.casino_die_xy(casino, targets[-1])
    app.step(1 / 60, [motion_event((x, y))])
    assert scene.parts.input.hover_kick is targets[-1]
    victim = targets[-1]
    name = scene.parts.drawing.look.name(victim.owner)
    assert f"Kick out: {name}'s {victim.value}" in scene.parts.drawing._turn_text()[1]
    app.step(1 / 60, [click_event((x, y))])
    seat, action = match.log[-1]
    assert type(action).__name__ == "Kick"
    assert (action.die.owner, action.die.value, action.die.kind) == (victim.owner, victim.value, victim.kind)


def test_right_click_or_shift_key_uses_the_bandit(app) -> None:
    scene = make_table(app, humans(2), seed=4, speed=60.0, options=Options(bandit=True))
    match = scene.match
    assert len(scene.parts.drawing.view.casino_rects) == 7
    run_until(app, lambda: scene.human_seat() == 0)
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 0)
    die = scene.parts.drawing.d.arena[0]
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (int(die.x), int(die.y)), "button": 3})])
    assert match.log[-1] == (0, Place(die.value, bandit=True))
    run_until(app, lambda: scene.human_seat() == 1 and match.state.phase == "roll")
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    run_until(app, lambda: scene.human_seat() == 1)
    values = {d.value for d in match.state.throw}
    free = [v for v in values if Place(v, bandit=True) in match.legal(1)]
    taken = [v for v in values if v not in free]
    if taken:  # the Bandit already holds this value: refused with a hint, nothing changes
        before = snapshot(match)
        shift = pygame.event.Event(
            pygame.KEYDOWN,
            {"key": getattr(pygame, f"K_{taken[0]}"), "mod": pygame.KMOD_SHIFT, "unicode": "", "scancode": 0},
        )
        app.step(1 / 60, [shift])
        assert snapshot(match) == before
    if free:
        shift = pygame.event.Event(
            pygame.KEYDOWN,
            {"key": getattr(pygame, f"K_{free[0]}"), "mod": pygame.KMOD_SHIFT, "unicode": "", "scancode": 0},
        )
        app.step(1 / 60, [shift])
        assert match.log[-1] == (1, Place(free[0], bandit=True))


# -- every option, one at a time: a whole self-play game to the results screen ---------------------------------
ONE_OPTION = {
    "neutral": Options(neutral=True),
    "minsum": Options(minsum=True),
    "bills_100k": Options(bills_100k=True),
    "biggy": Options(biggy=True),
    "kickers1": Options(kickers=1),
    "kickers2": Options(kickers=2),
    "rainbow": Options(rainbow=True),
    "bandit": Options(bandit=True),
    "random_first": Options(random_first_player=True),
    "no_auto": Options(auto_forced=False),
}


@pytest.mark.parametrize("name", list(ONE_OPTION))
def test_self_play_with_each_option_reaches_results(app, name: str) -> None:
    options = ONE_OPTION[name]
    app.autoplay = True
    seats = [Seat(f"Cpu {i}", RandomAgent(i), i) for i in range(4)]
    scene = make_table(app, seats, seed=31, speed=100.0, options=options)
    problems: list[str] = []
    watch_sync(scene, problems)
    kinds_in_hand: set[str] = set()
    synced = scene._sync_from_state

    def record() -> None:
        synced()
        kinds_in_hand.update(k for hand in scene.parts.drawing.d.hand for k in hand)

    scene._sync_from_state = record
    for _ in range(6000):
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        app.step(0.05, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert scene.match.over and scene.match.options == options
    assert problems == []
    assert scene.parts.drawing.d.money == list(scene.match.state.money)
    assert len(scene.parts.drawing.view.casino_rects) == (7 if options.bandit else 6)
    # The panels showed the special dice in the players' hands.
    assert ("b" in kinds_in_hand) == options.biggy
    assert ("k" in kinds_in_hand) == bool(options.kickers)


# -- the casino-or-Bandit prompt --------------------------------------------------------------------------------
def _throw_for_dual_choice(app, scene, seat: int = 0) -> int:
    """Throw (with Space) until the human holds a value that may go to its casino or to the Bandit; returns it."""
    match = scene.match
    for _ in range(40):
        run_until(app, lambda: scene.human_seat() is not None)
        current = scene.human_seat()
        if match.state.phase == "roll":
            app.step(1 / 60, [key_event(pygame.K_SPACE)])
            run_until(app, lambda: scene.human_seat() is not None)
            continue
        legal = match.legal(current)
        duals = [a.value for a in legal if a.bandit and Place(a.value) in legal]
        if current == seat and duals:
            return duals[0]
        app.step(1 / 60, [key_event(getattr(pygame, f"K_{legal[0].value}"))])
    raise AssertionError("no throw with a free Bandit value")


def test_bandit_chosen_with_the_on_screen_buttons(app) -> None:
    from vegas_desktop.scenes.lasvegas.layout import choice_buttons

    scene = make_table(app, humans(2), seed=4, speed=60.0, options=Options(bandit=True))
    match = scene.match
    value = _throw_for_dual_choice(app, scene)
    die = next(s for s in scene.parts.drawing.d.arena if s.value == value)
    before = snapshot(match)
    app.step(1 / 60, [motion_event((die.x, die.y)), click_event((die.x, die.y))])
    # Nothing placed yet: the prompt asks, both casinos glow, the info box says so.
    assert snapshot(match) == before
    assert scene.parts.input.choice == value
    assert "Bandit" in scene.parts.drawing._turn_text()[0]
    casino_button, bandit_button = choice_buttons()
    app.step(1 / 60, [motion_event(bandit_button.center)])
    assert scene.parts.input.choice_focus == "bandit"
    app.step(1 / 60, [click_event(bandit_button.center)])
    assert match.log[-1] == (0, Place(value, bandit=True))
    assert scene.parts.input.choice is None
    run_until(app, lambda: scene.human_seat() is not None and not scene.queue.busy)
    assert value in {c.value for c in scene.parts.drawing.d.casino_dice[6]}


def test_casino_chosen_with_the_on_screen_button_and_prompt_can_be_closed(app) -> None:
    from vegas_desktop.scenes.lasvegas.layout import choice_buttons

    scene = make_table(app, humans(2), seed=8, speed=60.0, options=Options(bandit=True))
    match = scene.match
    value = _throw_for_dual_choice(app, scene)
    die = next(s for s in scene.parts.drawing.d.arena if s.value == value)
    before = snapshot(match)
    app.step(1 / 60, [click_event((die.x, die.y))])
    assert scene.parts.input.choice == value
    app.step(1 / 60, [click_event((5, 400))])  # the empty felt closes the prompt
    assert scene.parts.input.choice is None and snapshot(match) == before
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}"))])  # the key asks too
    assert scene.parts.input.choice == value and snapshot(match) == before
    app.step(1 / 60, [key_event(pygame.K_ESCAPE)])  # Esc closes the prompt, not the game
    assert scene.parts.input.choice is None and app.stack.top is scene
    app.step(1 / 60, [click_event((die.x, die.y))])
    casino_button, _ = choice_buttons()
    app.step(1 / 60, [click_event(casino_button.center)])
    assert match.log[-1] == (0, Place(value))


def test_bandit_prompt_by_keys(app) -> None:
    scene = make_table(app, humans(2), seed=4, speed=60.0, options=Options(bandit=True))
    match = scene.match
    value = _throw_for_dual_choice(app, scene)
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}"))])
    assert scene.parts.input.choice == value
    app.step(1 / 60, [key_event(pygame.K_RETURN)])  # nothing selected yet: a hint, no move
    assert scene.parts.input.choice == value and scene.hint is not None
    app.step(1 / 60, [key_event(pygame.K_TAB), key_event(pygame.K_TAB)])
    assert scene.parts.input.choice_focus == "bandit"
    app.step(1 / 60, [key_event(pygame.K_RETURN)])
    assert match.log[-1] == (0, Place(value, bandit=True))


def test_value_already_on_the_bandit_goes_straight_to_its_casino(app) -> None:
    scene = make_table(app, humans(2), seed=4, speed=60.0, options=Options(bandit=True))
    match = scene.match
    value = _throw_for_dual_choice(app, scene)
    app.step(1 / 60, [key_event(getattr(pygame, f"K_{value}")), key_event(pygame.K_b)])
    assert match.log[-1] == (0, Place(value, bandit=True))
    for _ in range(40):
        run_until(app, lambda: scene.human_seat() is not None)
        seat = scene.human_seat()
        if match.state.phase == "roll":
            app.step(1 / 60, [key_event(pygame.K_SPACE)])
            continue
        thrown = {d.value for d in match.state.throw}
        if value in thrown:
            die = next(s for s in scene.parts.drawing.d.arena if s.value == value)
            app.step(1 / 60, [click_event((die.x, die.y))])
            assert scene.parts.input.choice is None
            assert match.log[-1] == (seat, Place(value))
            return
        app.step(1 / 60, [key_event(getattr(pygame, f"K_{min(thrown)}")), key_event(pygame.K_c)])
    raise AssertionError("value not thrown again")


def test_human_kicks_with_tab_and_enter(app) -> None:
    scene = make_table(app, humans(2), seed=2, speed=60.0, options=Options(kickers=2, auto_forced=False))
    match = scene.match

    def kicker_value(state) -> int:
        kickers = [d.value for d in state.throw if d.kind == "k" and state.casinos[d.value - 1]]
        return kickers[0] if kickers else state.throw[0].value

    _play_humans_until(app, scene, lambda: match.state.phase == "kick" and scene.human_seat() is not None, kicker_value)
    targets = scene.parts.input.kickable()
    app.step(1 / 60, [key_event(pygame.K_TAB)])
    assert scene.parts.input.hover_kick is targets[0]
    app.step(1 / 60, [key_event(pygame.K_LEFT)])
    assert scene.parts.input.hover_kick is targets[-1]
    victim = targets[-1]
    app.step(1 / 60, [key_event(pygame.K_RETURN)])
    seat, action = match.log[-1]
    assert type(action).__name__ == "Kick"
    assert (action.die.owner, action.die.value, action.die.kind) == (victim.owner, victim.value, victim.kind)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bandit_strip_draws_inside_its_place(app, lang: str, size: str) -> None:
    """In German ("Auf dem Banditen:") the label pushed the sixth value's box off the screen; now it shrinks."""
    from vegas_desktop import text
    from vegas_desktop.app import style
    from vegas_desktop.app.cache import clear_caches
    from vegas_desktop.scenes.lasvegas.layout import BANDIT_STRIP

    scene = make_table(app, humans(2), seed=4, options=Options(bandit=True))
    before = text.language()
    text.set_language(lang)
    style.set_text_size(size)
    clear_caches()
    try:
        surface = pygame.Surface((1280, 720))
        surface.fill((255, 0, 255))
        scene.parts.drawing.view._draw_bandit_strip(surface, scene.parts.drawing.d)
        drawn = pygame.mask.from_threshold(surface, (255, 0, 255), (1, 1, 1, 255))
        drawn.invert()  # the pixels something was drawn on
        assert drawn.count() > 0
        outside = drawn.copy()
        outside.erase(pygame.mask.Mask(BANDIT_STRIP.size, fill=True), BANDIT_STRIP.topleft)
        assert outside.count() == 0, (lang, size, outside.get_bounding_rects())
    finally:
        text.set_language(before)
        style.set_text_size("normal")
        clear_caches()
