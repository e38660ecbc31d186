"""The Cash & Run board read at a glance: large pawns that stand apart on a shared field and hop field by field (with
reduced motion they appear at the target at once), owned casinos drawn in their owner's colour, the player panels in
words, and an auction on the stage."""

from __future__ import annotations

import itertools

import pygame

from vegas_desktop.app import motion, style
from vegas_desktop.cashrun.model import BOARD, CASINO_FIELD, CASINOS, FIELDS, Kind
from vegas_desktop.cashrun.moves import PawnMoved
from vegas_desktop.match import new_match
from vegas_desktop.scenes.cashrun import art, board, panels
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.view import Display
from vegas_desktop.scenes.table_factory import table_scene


def test_pawns_on_one_field_stand_apart_and_on_it() -> None:
    for f in range(FIELDS):
        for count in range(1, 7):
            points = [board.pawn_point(f, k, count) for k in range(count)]
            for a, b in itertools.combinations(points, 2):
                assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= 20**2, (f, count)
            r = lay.FIELD_RECTS[f].inflate(8, 8)
            assert all(r.collidepoint(p) for p in points), (f, count)
    assert board.PAWN_R >= 12  # seen from a metre away at 1280x720


def _table(app):
    match = new_match("cashrun", ["normal", "normal", "normal", "normal"], 4)
    match.opening_events = []
    scene = table_scene(app, match)
    app.stack.push(scene)
    return scene


def test_a_pawn_hops_field_by_field_and_with_reduced_motion_appears_at_the_target(app) -> None:
    scene = _table(app)
    handlers = scene.parts.animations.handlers()
    d = scene.parts.drawing.d
    d.pos[0] = 1
    path = (2, 3, 4, 5)
    handlers[PawnMoved](PawnMoved(0, path, False))
    seen: list[tuple[float, float]] = []
    while scene.queue.busy:
        scene.queue.update(1 / 60)
        if 0 in d.pawn_xy:
            seen.append(d.pawn_xy[0])
    fields = {lay.field_at(p) for p in seen} - {None}
    assert fields >= set(path)  # over every field on the way
    assert d.pos[0] == 5
    motion.set_reduced(True)
    try:
        handlers[PawnMoved](PawnMoved(0, (6, 7, 8), False))
        scene.queue.update(1 / 60)
        assert d.pos[0] == 8 and 0 not in d.pawn_xy  # there at once (only the short pause after it stays)
    finally:
        motion.set_reduced(False)


def test_an_owned_casino_is_drawn_in_its_owners_colour() -> None:
    surface = pygame.Surface((lay.SCREEN_W, lay.SCREEN_H))
    d = Display(players=4)
    casino = next(f.arg for f in BOARD if f.kind is Kind.CASINO)
    field = CASINO_FIELD[casino]
    rect = lay.FIELD_RECTS[field]
    corner = (rect.x + 1, rect.centery)  # the frame, away from the strip and the icon
    surface.fill((0, 0, 0))
    board.draw_owners(surface, d, [0, 1, 2, 3])
    assert surface.get_at(corner)[:3] == (0, 0, 0)
    d.owner[casino] = 2
    board.draw_owners(surface, d, [0, 1, 2, 3])
    assert surface.get_at(corner)[:3] == style.player_colour(2)


def test_panels_speak_of_game_types_and_colours() -> None:
    roulette_blue, dice_blue = 0, 1  # Montreal and Las Vegas: both blue
    by_game, by_colour = panels.holdings([roulette_blue, dice_blue], players=4)
    assert by_game == [(0, 1, 3), (1, 1, 3), (2, 0, 3)]
    assert by_colour == [(0, 2, 3)]  # "Blue 2/3"
    by_game, by_colour = panels.holdings([roulette_blue], players=3)
    assert by_game[0] == (0, 1, 4) and by_colour == []  # three players: four of one game, colours do not count


def test_an_auction_takes_the_stage(app, monkeypatch) -> None:
    from vegas_desktop.scenes.cashrun import view

    scene = _table(app)
    d = scene.parts.drawing.d
    d.auction = {"casino": 3, "seller": 1, "bid": 130, "high": 2, "passed": [], "call": ""}
    drawn: list[str] = []
    real = view.fit_text.draw

    def spy(surface, content, pos, *args, **kwargs):
        if lay.STAGE.collidepoint(pos):
            drawn.append(content)
        return real(surface, content, pos, *args, **kwargs)

    monkeypatch.setattr(view.fit_text, "draw", spy)
    app.step(1 / 60, [])
    assert style.money(130) in drawn and scene.parts.drawing.look.names[2] in drawn


def test_since_your_last_turn_names_money_casinos_laps_and_players_out() -> None:
    from vegas_desktop.scenes.cashrun.since import Snapshot, changes

    names = ["Anna", "Bert", "Carla", "Dirk"]
    before = Snapshot((500, 500, 500, 500), (-1, 1, 2, -1), frozenset(), (True, True, True, True), 0)
    now = Snapshot((450, 540, 500, 0), (3, -1, 0, -1), frozenset({2}), (True, True, True, False), 9)
    money, lines = changes(before, now, names, 0)
    assert money == ["Anna −$50,000", "Bert +$40,000", "Dirk −$500,000"]
    assert lines == [
        "Dirk bought " + art.casino_name(0),
        "Bert sold " + art.casino_name(1),
        f"Anna took {art.casino_name(2)} from Carla",
        "Carla started the final lap",
        "Dirk is out of the game",
    ]


def test_the_stage_says_where_what_came_up_and_who_won(app) -> None:
    from vegas_desktop.cashrun.model import Bet
    from vegas_desktop.cashrun.moves import GamePlayed, RouletteSpun

    scene = _table(app)
    handlers = scene.parts.animations.handlers()
    d = scene.parts.drawing.d
    field = next(i for i, f in enumerate(BOARD) if f.kind is Kind.CASINO and CASINOS[f.arg][2] == 0)
    d.pos[1] = field
    handlers[RouletteSpun](RouletteSpun((17,)))
    handlers[GamePlayed](GamePlayed("visit", 1, True, Bet("black"), 40))
    while scene.queue.busy:
        scene.queue.update(1 / 60)
    result = d.stage.result
    assert result.startswith(f"{art.casino_name(BOARD[field].arg)}: 17 black — ")
    assert scene.parts.drawing.look.names[1] in result and style.money(40) in result


def test_a_grand_slams_stages_appear_on_the_stage_with_their_results(app, monkeypatch) -> None:
    from vegas_desktop.cashrun.model import GRAND_SLAM_STAGES, Bet
    from vegas_desktop.cashrun.moves import DieRolled, GamePlayed
    from vegas_desktop.scenes.cashrun import view

    scene = _table(app)
    handlers = scene.parts.animations.handlers()
    d = scene.parts.drawing.d
    d.turn = 2
    d.pos[2] = next(i for i, f in enumerate(BOARD) if f.kind is Kind.GRAND_SLAM)
    drawn: list[str] = []
    real = view.fit_text.draw

    def spy(surface, content, pos, *args, **kwargs):
        if lay.STAGE.collidepoint(pos):
            drawn.append(content)
        return real(surface, content, pos, *args, **kwargs)

    monkeypatch.setattr(view.fit_text, "draw", spy)
    handlers[DieRolled](DieRolled(4))
    handlers[GamePlayed](GamePlayed("grand_slam", 2, True, Bet("even")))
    while scene.queue.busy:
        scene.queue.update(1 / 60)
    assert d.stage.slam == [True]
    app.step(1 / 60, [])
    money = [style.money(a) for a in GRAND_SLAM_STAGES]
    assert f"✓ {money[0]} won" in drawn and f"▶ {money[1]} next" in drawn and money[2] in drawn
    assert "Stage 1: even die" in drawn and "Stage 3: odd number" in drawn
    d.stage.slam = [True, False]  # the second stage lost: nothing more is played
    drawn.clear()
    app.step(1 / 60, [])
    assert f"✗ {money[1]} lost" in drawn and not any("next" in line for line in drawn)


def test_names_of_wide_letters_shrink_on_their_panel_rather_than_being_cut(app, monkeypatch) -> None:
    from vegas_desktop.app import fit_text
    from vegas_desktop.app.cache import clear_caches

    cut: list[str] = []
    real = fit_text.ellipsize

    def spy(content, font, width):
        shown = real(content, font, width)
        if shown != content:
            cut.append(content)
        return shown

    monkeypatch.setattr(fit_text, "ellipsize", spy)
    d = Display(players=6)
    d.chips, d.alive, d.pos, d.hand_counts = [2000] * 6, [True] * 6, [0] * 6, [1] * 6
    rect = lay.panel_rects(6)[0]
    try:
        for size in ("normal", "large"):
            style.set_text_size(size)
            clear_caches()
            for name in ("WWWWWWWWWWWWWWWW", "Wwwwwwwwwwwwwwww", "Maximiliane Wolk"):
                panels.draw_panel(pygame.Surface((1280, 720)), rect, 0, d, name, "Human", 0, None, True, False, 0.0)
                room = panels.name_room(rect)
                assert panels.draw_name(pygame.Surface((300, 40)), name, (0, 0), room, style.WHITE).w <= room
        assert cut == []
    finally:
        style.set_text_size("normal")
        clear_caches()


def test_field_names_keep_clear_of_the_fields_edges_at_every_text_size() -> None:
    from vegas_desktop import text
    from vegas_desktop.scenes.cashrun import view

    try:
        for language in ("en", "de"):
            text.set_language(language)
            for size in ("normal", "large"):
                style.set_text_size(size)
                font = style.font(9, True, True)  # the smallest a field's name is drawn
                for i in range(FIELDS):
                    box = view.content_box(i)
                    room = box.w - view.NAME_MARGIN
                    lines = view.name_lines(view.field_title(i), room)
                    assert 1 <= len(lines) <= 2, (language, size, i, lines)
                    assert all(font.size(line)[0] <= room for line in lines), (language, size, i, lines)
                    assert room <= lay.FIELD_RECTS[i].w - 8
    finally:
        text.set_language("en")
        style.set_text_size("normal")


def test_a_prompt_rebuilt_in_a_new_language_keeps_the_stake_and_the_typed_bid() -> None:
    from vegas_desktop.cashrun.model import Phase
    from vegas_desktop.cashrun.moves import Bid, Pass
    from vegas_desktop.scenes.cashrun.input import _carry_over
    from vegas_desktop.scenes.cashrun.prompts import BidPrompt, StakePrompt

    def stake_prompt(word: str) -> StakePrompt:
        steps = {k: f"{word} {k}" for k in ("up10", "down10", "up100", "down100", "max", "min")}
        return StakePrompt(0, Phase.STAKE, word, word, [10, 20, 30, 40, 500], lambda v: (f"{word} {v}", []), steps)

    old, new = stake_prompt("Play"), stake_prompt("Spielen")
    old.set(40)
    _carry_over(old, new)
    assert new.value == 40 and new.choices()[0].label == "Spielen 40"
    legal = [Bid(110), Bid(150), Pass()]
    old_bid = BidPrompt(0, Phase.BID, "Bid", "", legal, lambda key, **kw: key)
    new_bid = BidPrompt(0, Phase.BID, "Gebot", "", legal, lambda key, **kw: key)
    old_bid.typing = "15"
    _carry_over(old_bid, new_bid)
    assert new_bid.typing == "15"
