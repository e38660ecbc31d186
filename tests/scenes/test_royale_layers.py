"""The Royale table's parts as cached layers (scenes/royale/layered.py): a layered frame is byte for byte the frame
drawn part by part, on the logical frame and composed crisp in a larger window; a part is painted again only when
what it shows changes; a part in motion, or one a glow reaches into, is drawn on the frame."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import crisp, layers, style
from vegas_desktop.core.dice import Die
from vegas_desktop.core.narration import Line
from vegas_desktop.match import new_match
from vegas_desktop.royale.model import GREY, Pieces
from vegas_desktop.scenes.royale import view as royale_view
from vegas_desktop.scenes.royale.view import RoyaleDisplay, RoyaleView
from vegas_desktop.scenes.table.pieces import CasinoDie
from vegas_desktop.scenes.table_factory import table_scene

WINDOW = pygame.Rect(0, 0, 1920, 1080)
NAMES = ["Ada", "Bruno", "Chiara", "Dimitri", "Eleonore"]


@pytest.fixture(autouse=True)
def _fresh_layers():
    pygame.font.init()
    layers.clear()
    yield
    layers.clear()


def _table(players: int, tiles: list[str | None]) -> tuple[RoyaleView, RoyaleDisplay]:
    view = RoyaleView(NAMES[:players], list(range(players)), ["Computer"] * players)
    d = RoyaleDisplay(players=players)
    d.round, d.rounds, d.turn, d.start_player, d.pile = 2, 4, 1, 0, 31
    d.tiles = list(tiles)
    d.money = [120, 90, 260, 40, 10][:players]
    d.jetons = [2, 0, 5, 1, 3][:players]
    d.hands = [["d"] * (7 - k) + (["B"] if k % 2 else []) for k in range(players)]
    for i in range(6):
        d.casino_bills[i] = [50, 20][: 1 + i % 2]
        d.bill_alpha[i] = [255] * len(d.casino_bills[i])
        d.casino_dice[i] = [CasinoDie(k % players, "d", i + 1) for k in range(i % 4)] + [CasinoDie(GREY, "g", 0)]
    pieces = Pieces(jackpot_step=2, fifty_field=3, fifty_sum=17, high_five=2, power_play=1, no_entry_marker=1)
    pieces.knockout_bar = [Die(0, 4), Die(2, 6)]
    pieces.double_down = [Die(1, 3, "B")]
    pieces.nice_dice = [None, Die(3 % players, 2), None, None, Die(0, 5), None]
    pieces.block_groups = [2, 0, 1]
    pieces.handicap_slots = {"jeton": 1, "money": 2}
    d.pieces = pieces
    d.closed = 3
    for k in range(12):
        d.add_log(Line(f"Log line {k}: {NAMES[k % players]} places dice"))
    return view, d


def _ui(clock: float = 0.3, **extra) -> dict:
    ui = {"clock": clock, "turn_title": "Bruno throws", "turn_lines": ["Choose a value", "or skip"]}
    ui.update(extra)
    return ui


def _pair(view: RoyaleView, d: RoyaleDisplay, ui: dict) -> tuple[crisp.FrameCanvas, crisp.FrameCanvas]:
    """The frame drawn part by part and layered, each recorded for a larger window."""
    frames = []
    for layered in (False, True):
        canvas = crisp.FrameCanvas((1280, 720))
        canvas.start_frame(recording=True)
        view.layered = layered
        view.draw(canvas, d, ui)
        frames.append(canvas)
    return frames[0], frames[1]


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


STATES = [
    (4, ["A2", "H1", "F1", "E2", "G1", "H2"], {}),
    (5, ["B2", "D2", "F2", "E1", "G2", "C1"], {"lit_tile": 2, "skip_button": True}),
    (3, ["A1", None, "B1", None, "C2", None], {"lit_casinos": {0, 4}}),  # glows reach into tiles and panels
    (2, [None] * 6, {"deciding": (0,)}),
    (5, ["D1", "H1", None, "A2", None, "E2"], {"target_casino": 5, "skip_button": True, "skip_hover": True}),
]


@pytest.mark.parametrize(("players", "tiles", "extra"), STATES)
def test_a_layered_frame_is_the_frame_drawn_part_by_part(app, players, tiles, extra):
    view, d = _table(players, tiles)
    for clock in (0.0, 0.4, 0.9):  # the seat in turn's glow pulses through its levels
        plain, layered = _pair(view, d, _ui(clock, **extra))
        assert _bytes(plain) == _bytes(layered)
        window_plain, window_layered = pygame.Surface(WINDOW.size), pygame.Surface(WINDOW.size)
        crisp.compose(plain, window_plain, WINDOW)
        texts = crisp.compose(layered, window_layered, WINDOW)
        assert texts > 40  # the parts' texts are drawn crisp, layered or not
        assert _bytes(window_plain) == _bytes(window_layered)
    assert layers.cache_info().hits >= 2 * 12  # the parts at rest came from their layers the second time on


def test_parts_are_painted_once_and_again_only_when_what_they_show_changes(app):
    view, d = _table(4, ["A2", "H1", "F1", "E2", "G1", "H2"])
    canvas = crisp.FrameCanvas((1280, 720))

    def frame() -> int:
        before = layers.cache_info().misses
        canvas.start_frame(recording=False)
        view.draw(canvas, d, _ui(0.0))
        return layers.cache_info().misses - before

    first = frame()
    assert first >= 18  # board, title, pile, log, 6 casinos, 6 tiles, 4 panels, turn card, standings
    assert frame() == 0
    d.money[2] += 30  # Chiara's panel and the standings
    assert frame() == 2
    d.money_pop[2] = 0.5  # her money grows on her panel: drawn on the frame, no layer per step of it
    assert frame() == 0
    d.casino_dice[0][0].scale = 1.4  # a die landing: that casino is drawn on the frame meanwhile
    assert frame() == 0
    d.add_log(Line("One more line"))
    assert frame() == 1


def test_colour_blind_marks_never_come_from_a_stale_layer(app):
    view, d = _table(3, ["A2", None, None, None, None, None])
    plain_before, _ = _pair(view, d, _ui())
    style.set_colour_blind(True)  # the palette switched without emptying the caches
    try:
        plain, layered = _pair(view, d, _ui())
        assert _bytes(plain) == _bytes(layered) != _bytes(plain_before)
    finally:
        style.set_colour_blind(False)


def test_an_autoplayed_royale_table_draws_the_same_frames_layered(app, monkeypatch):
    """Throws, placements, tile actions and pays for a few hundred frames: every frame is the same drawn live."""
    draw = RoyaleView.draw
    frames = {"n": 0}

    def checked(self, surface, d, ui):
        live = surface.copy()
        draw(self, surface, d, ui)
        self.layered = False
        try:
            draw(self, live, d, ui)
        finally:
            self.layered = True
        frames["n"] += 1
        assert _bytes(surface) == _bytes(live), f"frame {frames['n']}"

    monkeypatch.setattr(royale_view.RoyaleView, "draw", checked)
    app.autoplay = True
    app.speed = 3.0
    app.stack.push(table_scene(app, new_match("royale", ["normal"] * 4, 3, None)))
    for _ in range(400):
        app.step(1 / 60, [])
    assert frames["n"] >= 300
    assert layers.cache_info().hits > 10 * layers.cache_info().misses
