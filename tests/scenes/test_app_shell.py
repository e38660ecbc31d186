"""The app shell: finished games are released, caches stay bounded, the idle loop, window size rules."""

from __future__ import annotations

import gc
import weakref

import pygame
import pygame_gui
import pytest

from vegas_desktop.app import app as app_module
from vegas_desktop.app import cache, dice_art, style, table_art
from vegas_desktop.app.app import App
from vegas_desktop.app.scene import Scene, SceneStack
from vegas_desktop.app.settings import SeatSetting

GAME_STEP_LIMIT = 20_000


@pytest.fixture(autouse=True)
def full_scale_fonts():
    """The font floor is process-wide: leave it as other tests expect (window at full size)."""
    yield
    style.set_view_scale(1.0)


@pytest.fixture
def no_auto_gc():
    """Only what the app frees itself counts: the collector must not run on its own during the test."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def _play_to_menu(app: App, game: str) -> None:
    """Menu -> setup -> table -> results -> menu with computer seats. Keeps no reference to any scene."""
    from vegas_desktop.app import settings
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.results import ResultsScene

    s = settings.for_app(app)
    s.game, s.seed = game, "4"
    s.seats = [SeatSetting(human=False, level="normal", name="", colour=i) for i in range(3)]
    assert isinstance(app.stack.top, MainMenuScene)
    app.stack.top.new_game()
    app.step(1 / 30, [])
    assert app.stack.top.start()
    app.speed = 25.0
    for _ in range(GAME_STEP_LIMIT):
        app.step(1 / 30, [])
        if isinstance(app.stack.top, ResultsScene) and app.stack.top.settled:
            break
    else:
        pytest.fail(f"{game}: no results screen")
    app.stack.top.main_menu()
    app.step(1 / 30, [])


@pytest.mark.slow
@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards"])
def test_leaving_a_finished_game_releases_its_scenes_and_ui_managers(app, no_auto_gc, monkeypatch, game):
    from vegas_desktop.scenes.menu import MainMenuScene

    seen: list[weakref.ref] = []
    kinds: list[str] = []
    managers: list[weakref.ref] = []
    push = SceneStack.push

    def recording_push(stack: SceneStack, scene: Scene) -> None:
        seen.append(weakref.ref(scene))
        kinds.append(type(scene).__name__)
        if hasattr(scene, "ui"):
            managers.append(weakref.ref(scene.ui))
        push(stack, scene)

    monkeypatch.setattr(SceneStack, "push", recording_push)
    app.autoplay = True
    app.stack.push(MainMenuScene(app))
    app.step(1 / 30, [])
    _play_to_menu(app, game)
    assert any("Table" in k for k in kinds) and any("Results" in k for k in kinds), kinds
    alive = [type(r()).__name__ for r in seen if r() is not None and r() is not app.stack.top]
    assert not alive, f"still alive after leaving the game: {alive}"
    live_managers = [m() for m in managers if m() is not None and m() is not app.stack.top.ui]
    assert not live_managers
    assert pygame_gui.core.utility.get_default_manager() in (None, app.stack.top.ui)


@pytest.mark.slow
def test_every_drawing_cache_stays_within_its_bound_after_a_game(app):
    from vegas_desktop.scenes.menu import MainMenuScene

    app.autoplay = True
    app.stack.push(MainMenuScene(app))
    _play_to_menu(app, "lasvegas")
    assert len(cache.CACHES) >= 10
    for c in cache.CACHES:
        info = c.cache_info()
        assert info.bytes <= info.max_bytes and info.items <= info.max_items, info
    # the sum of all bounds: what caches can ever hold (144: +16 MB for cached table layers, app/layers.py)
    assert cache.budget_bytes() <= 144 * cache.MB


def test_surface_cache_evicts_least_recently_used_by_bytes_and_count():
    made = []

    @cache.surface_cache(max_mb=1, max_items=50)
    def square(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    try:
        for side in range(100, 300):  # 200 surfaces, ~10 MB in all
            square(side)
            info = square.cache_info()
            assert info.bytes <= info.max_bytes and info.items <= info.max_items
        square(299)
        assert made.count(299) == 1  # the newest is kept
        square(100)
        assert made.count(100) == 2  # the oldest was evicted
        big = square(1000)  # 4 MB: larger than the whole bound, returned but never kept
        assert big.get_size() == (1000, 1000)
        assert square.cache_info().bytes <= square.cache_info().max_bytes
    finally:
        cache.CACHES.remove(square)


def test_supersampled_dice_cache_is_bounded_by_bytes():
    """The 3x dice were an lru_cache of 1024 surfaces (~100 MB at table sizes); now they are byte-bounded."""
    for size in range(20, 90):
        for face in range(1, 7):
            dice_art.die_surface(face, size, (200, 40, 46), (250, 250, 250), angle=size)
    for fn in (dice_art._flat_die, dice_art._rotated_die, table_art.label):
        info = fn.cache_info()
        assert info.bytes <= info.max_bytes, info


# -- the idle loop ------------------------------------------------------------------------------------


class Stand(Scene):
    """A stand-in scene that counts what the loop does with it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.moving = False
        self.events: list[int] = []
        self.draws = 0

    def animating(self) -> bool:
        return self.moving

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


class FakeWait:
    """Replaces the loop's sleep: records each sleep and hands out queued events instead of waiting."""

    def __init__(self, queued: list[list[pygame.event.Event]] | None = None) -> None:
        self.sleeps: list[float] = []
        self.queued = list(queued or [])

    def __call__(self, timeout: float) -> list[pygame.event.Event]:
        self.sleeps.append(timeout)
        return self.queued.pop(0) if self.queued else []


def _idle_app(monkeypatch, queued=None) -> tuple[App, Stand, FakeWait]:
    app = App()
    app.active_seconds = 0.0  # no full-rate grace period after the scene appears: idle at once
    wait = FakeWait(queued)
    monkeypatch.setattr(app, "wait_events", wait)
    pygame.event.clear()
    return app, Stand(app), wait


def test_idle_loop_sleeps_a_heartbeat_between_frames_when_nothing_changes(monkeypatch):
    app, scene, wait = _idle_app(monkeypatch)
    app.run(scene, max_frames=5)
    # every frame came after a full heartbeat of sleep: at most one frame a second instead of sixty
    assert wait.sleeps == [app_module.HEARTBEAT_SECONDS] * 5
    assert scene.draws == app.renders == 5
    assert app.idle


def test_idle_loop_draws_on_input_and_hands_the_event_to_the_scene(monkeypatch):
    key = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_a, "mod": 0, "unicode": "a", "scancode": 0})
    app, scene, wait = _idle_app(monkeypatch, [[key]])
    app.active_seconds = 60.0  # after the key: a full-rate grace period longer than the test
    app._seen_changes = app.stack.changes + 1  # but none for run's own push of the scene: it starts idle
    app.run(scene, max_frames=4)
    assert scene.events == [pygame.KEYDOWN]
    # one sleep until the key came; after it, full-rate frames (no more sleeping) for the grace period
    assert wait.sleeps == [app_module.HEARTBEAT_SECONDS]
    assert scene.draws == 4


def test_idle_loop_draws_every_frame_while_the_scene_animates(monkeypatch):
    app, scene, wait = _idle_app(monkeypatch)
    scene.moving = True
    app.run(scene, max_frames=6)
    assert wait.sleeps == []
    assert scene.draws == 6
    assert not app.idle


def test_step_still_draws_every_call(app):
    scene = Stand(app)
    app.stack.push(scene)
    for _ in range(3):
        app.step(1 / 60, [])
    assert scene.draws == 3


# -- window size ----------------------------------------------------------------------------------------


def test_f11_and_back_restores_the_earlier_window_size(app):
    app.window = pygame.display.set_mode((1000, 680), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, {"size": (1000, 680), "w": 1000, "h": 680}))
    f11 = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_F11, "mod": 0, "unicode": "", "scancode": 0})
    app.dispatch(f11)
    assert app.fullscreen
    app.dispatch(f11)
    assert not app.fullscreen
    assert app.window.get_size() == (1000, 680)
    assert pygame.display.get_surface().get_size() == (1000, 680)


def test_a_resize_below_the_minimum_is_undone(app):
    mw, mh = app.min_window
    assert (mw, mh) == app_module.MIN_WINDOW or mw < app_module.MIN_WINDOW[0] or mh < app_module.MIN_WINDOW[1]
    app.window = pygame.display.set_mode((640, 400), pygame.RESIZABLE)  # as if the window manager allowed it
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, {"size": (640, 400), "w": 640, "h": 400}))
    w, h = pygame.display.get_surface().get_size()
    assert w >= mw and h >= mh
    assert app.window.get_size() == (w, h)
    # clicks still land where they should in the letterboxed view
    assert app.to_logical((w / 2, h / 2)) == pytest.approx((640, 360), abs=2)


def test_smallest_text_is_readable_at_the_minimum_window(app):
    assert style.font(10).get_height() < style.font(13).get_height()  # full size: fonts as asked
    mw, mh = app_module.MIN_WINDOW
    app.window = pygame.display.set_mode((mw, mh), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, {"size": (mw, mh), "w": mw, "h": mh}))
    scale = app._view.w / 1280
    floor = style.min_font_size()
    assert floor * scale >= style.MIN_SCREEN_PX
    for size in (8, 10, 11, 12):
        assert style.font(size).get_height() == style.font(floor).get_height()
    table_art.label("Computer · normal", 11, (255, 255, 255))
    # back at full size the floor goes, and the text caches drawn with it are emptied
    app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, {"size": (1280, 720), "w": 1280, "h": 720}))
    assert style.min_font_size() == 0
    assert table_art.label.cache_info().items == 0
    assert style.font(10).get_height() < style.font(13).get_height()
