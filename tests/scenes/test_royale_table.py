"""The Royale table driven headless: self-play with every tile, hot-seat games played by clicks, hand-over, input."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat
from vegas_desktop.royale import RULES, Options
from vegas_desktop.royale.moves import LuckyCount, LuckyGuess, Roll, Skip
from vegas_desktop.scenes.dice.arena import CENTRE
from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.drawing import RoyaleDrawing
from vegas_desktop.scenes.royale.parts import make_parts
from vegas_desktop.scenes.royale.prompts import Prompt
from vegas_desktop.scenes.royale.results import RoyaleResultsScene
from vegas_desktop.scenes.royale.summary import RoyaleSummaryScene
from vegas_desktop.scenes.royale.view import display_kind
from vegas_desktop.scenes.table.base import TableScene

# Every tile once over the three rounds (two sides of one board never together).
ALL_TILES = (("A1", "B1", "C1", "D1", "E1", "F1"), ("G1", "H1", "A2", "B2", "C2", "D2"), ("E2", "F2", "G2", "H2"))
INSTANT = 100.0


def key_event(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})


def click(pos: tuple[float, float]) -> list[pygame.event.Event]:
    data = {"pos": (int(pos[0]), int(pos[1])), "button": 1}
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, data), pygame.event.Event(pygame.MOUSEBUTTONUP, data)]


def computer_match(players: int, seed: int, options: Options) -> Match:
    seats = [Seat(f"P{i}", make_agent("royale", "normal", seed * 10 + i), i) for i in range(players)]
    return Match(RULES.name, RULES, seats, seed, options)


def royale_table(app, match: Match) -> TableScene:
    """The one table scene made of Royale's parts, as the descriptor builds it."""
    return TableScene(app, match, make_parts)


def display_mismatches(drawing: RoyaleDrawing) -> list[str]:
    """Where the animated display disagrees with the rules state (checked when the animation queue is empty)."""
    d, s = drawing.d, drawing.table.match.state
    out = []
    if d.jetons != s.jetons:
        out.append("jetons")
    if d.money != [sum(c) for c in s.cards]:
        out.append("money")
    if d.closed != s.closed:
        out.append("closed")
    for f in ("jackpot_step", "fifty_field", "no_entry_marker", "high_five", "power_play", "golden", "nice_dice"):
        if getattr(d.pieces, f) != getattr(s.pieces, f):
            out.append(f)
    if d.pieces.handicap_slots != s.pieces.handicap_slots or d.pieces.block_groups != s.pieces.block_groups:
        out.append("grey pieces")
    for f in ("knockout_bar", "double_down"):
        if Counter(getattr(d.pieces, f)) != Counter(getattr(s.pieces, f)):
            out.append(f)
    for i in range(6):
        shown = Counter((c.owner, c.kind) for c in d.casino_dice[i])
        real = Counter((x.owner, display_kind(x.kind)) for x in s.casinos[i])
        if shown != real:
            out.append(f"casino {i + 1}")
    hands = [Counter(h) for h in s.supply]
    if s.phase == "place":
        hands[s.current] = Counter()
    if [Counter(h) for h in d.hands] != hands:
        out.append("hands")
    return out


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_self_play_with_every_tile_reaches_results_and_display_follows_events(app, monkeypatch, players, seed):
    """Computer seats play a whole game with all 16 tiles; each time the animations run dry, the picture built
    from events alone matches the rules state (before the table re-syncs from it)."""
    seen_tiles: set[str] = set()
    checks: list[list[str]] = []
    original = RoyaleDrawing.sync

    def checked_sync(self: RoyaleDrawing) -> None:
        if self.table.match.log and not self.table.match.over:
            checks.append(display_mismatches(self))
        original(self)
        seen_tiles.update(x for x in self.d.tiles if x is not None)

    monkeypatch.setattr(RoyaleDrawing, "sync", checked_sync)
    app.autoplay = True
    app.speed = INSTANT
    match = computer_match(players, seed, Options(tiles=ALL_TILES))
    app.stack.push(royale_table(app, match))
    summaries = 0
    for _ in range(3000):
        app.step(1 / 30, [])
        if isinstance(app.stack.top, RoyaleSummaryScene):
            summaries += 1
        if isinstance(app.stack.top, RoyaleResultsScene):
            break
    assert match.over
    assert isinstance(app.stack.top, RoyaleResultsScene)
    assert seen_tiles == {t for layout in ALL_TILES for t in layout}
    assert summaries >= 3  # one summary per round
    assert len(checks) > 20
    assert [c for c in checks if c] == []
    rows = app.stack.top.rows
    assert [r.money for r in rows] == sorted((RULES.money(match.state)[r.seat] for r in rows), reverse=True)
    assert all(sum(r.bills) == sum(match.state.cards[r.seat]) for r in rows)


def test_tile_played_at_normal_speed_animates_black_dice(app):
    """At normal speed a Jackpot activation throws the black dice into the arena like a player's throw."""
    match = computer_match(2, 7, Options(tiles=(("A2", "B2", "H2", "C1", "E1", "F1"),)))
    scene = royale_table(app, match)
    app.stack.push(scene)
    app.autoplay = True
    app.speed = 4.0
    saw_black_in_arena = False
    for _ in range(4000):
        app.step(1 / 30, [])
        if any(s.kind == "k" for s in scene.parts.drawing.d.arena):
            saw_black_in_arena = True
            break
    assert saw_black_in_arena


def human_match(seed: int, humans: int = 2, players: int = 3, tiles=(("A1",),)) -> Match:
    seats = [
        Seat(name, None if i < humans else make_agent("royale", "easy", i), i)
        for i, name in enumerate(["Anna", "Benno", "Carla", "Denny", "Emil"][:players])
    ]
    return Match(RULES.name, RULES, seats, seed, Options(tiles=tiles))


def first_throw_has(value: int, humans: int, players: int = 3) -> int:
    """A seed whose first throw (seat 0) shows `value`, so a test can walk onto a tile at casino `value`."""
    for seed in range(500):
        state = human_match(seed, humans, players).state
        _, events = RULES.apply(state, Roll(), 0)
        if any(d.value == value for d in events[0].dice):
            return seed
    raise AssertionError("no seed found")


def settle(app, frames: int = 4) -> None:
    for _ in range(frames):
        app.step(1 / 30, [])


def walk_onto_lucky_punch(app, humans: int) -> tuple[TableScene, Match]:
    """Anna (seat 0) throws with the throw button and places her 1s with the key: Lucky Punch at casino 1."""
    app.speed = INSTANT
    seed = first_throw_has(1, humans=humans)
    match = human_match(seed, humans=humans)
    scene = royale_table(app, match)
    app.stack.push(scene)
    settle(app)
    assert scene.human_seat() == 0 and match.state.phase == "roll"
    app.step(1 / 30, click(CENTRE))  # the throw button
    settle(app)
    assert match.state.phase == "place"
    app.step(1 / 30, [key_event(pygame.K_1)])
    settle(app)
    assert match.state.phase == "lucky_count"
    return scene, match


def test_secret_lucky_punch_goes_through_the_handover_screen(app):
    """Two humans: Anna's secret Lucky Punch count is hidden behind "Pass to Anna"; Benno then guesses openly."""
    scene, match = walk_onto_lucky_punch(app, humans=2)
    top = app.stack.top
    assert isinstance(top, HandoverScene) and top.opaque and top.seat_name == "Anna"
    assert scene.human_seat() is None  # nothing can be chosen before the hand-over is confirmed
    app.step(1 / 30, click(top.ready_button.rect.center))
    settle(app, 2)
    assert app.stack.top is scene
    prompt = scene.parts.input.ui.prompt
    assert isinstance(prompt, Prompt) and prompt.phase == "lucky_count" and len(prompt.level) == 3
    app.step(1 / 30, [key_event(pygame.K_3)])  # three tokens, by key
    settle(app)
    assert match.log[-1] == (0, LuckyCount(3))
    # Benno's guess is not secret: no hand-over, and the table shows no count.
    assert app.stack.top is scene and match.state.phase == "lucky_guess"
    assert scene.parts.input.ui.prompt is not None and scene.parts.input.ui.prompt.seat == 1
    assert "3" not in scene.parts.drawing.d.lucky_status
    money_before = sum(match.state.cards[0])
    guess = scene.parts.input.ui.prompt.rects[0].center  # "Guess 1"
    app.step(1 / 30, click(guess))
    settle(app)
    assert match.log[-1] == (1, LuckyGuess(1))
    assert sum(match.state.cards[0]) == money_before + 40  # wrong guess: 3 tokens pay 40k


def test_one_human_gets_no_handover(app):
    scene, match = walk_onto_lucky_punch(app, humans=1)
    assert app.stack.top is scene and scene.parts.input.ui.prompt is not None and scene.parts.input.ui.prompt.seat == 0


def test_skip_button_pays_a_jeton_and_hints_on_bad_input(app):
    app.speed = INSTANT
    match = human_match(3, humans=1, tiles=((),))
    scene = royale_table(app, match)
    app.stack.push(scene)
    settle(app)
    app.step(1 / 30, [key_event(pygame.K_s)])  # no throw yet: only a hint
    assert scene.hint is not None and match.log == []
    app.step(1 / 30, [key_event(pygame.K_SPACE)])
    settle(app)
    assert match.state.phase == "place"
    jetons = match.state.jetons[0]
    app.step(1 / 30, click(rlay.skip_button(scene.parts.drawing.d.tiles).center))
    settle(app)
    assert match.log[1] == (0, Skip())
    assert match.state.jetons[0] == jetons - 1
    assert scene.parts.drawing.d.jetons[0] == jetons - 1


def test_click_on_a_tile_shows_its_full_rule_and_any_key_closes_it(app):
    app.speed = INSTANT
    match = human_match(3, humans=1, tiles=(("A2", "F1", "H1"),))
    scene = royale_table(app, match)
    app.stack.push(scene)
    settle(app)
    app.step(1 / 30, click(rlay.TILE_RECTS[1].center))
    assert scene.parts.input.ui.info_tile == 1
    app.step(1 / 30, [key_event(pygame.K_SPACE)])
    assert scene.parts.input.ui.info_tile is None and match.log == []  # the key closed the card, it did not throw


def test_escape_opens_the_pause_menu(app):
    from vegas_desktop.scenes.pause import PauseScene

    match = human_match(3, humans=1)
    app.stack.push(royale_table(app, match))
    app.step(1 / 30, [key_event(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene)


def test_escape_over_an_open_prompt_opens_the_pause_menu(app):
    from vegas_desktop.scenes.pause import PauseScene

    scene, match = walk_onto_lucky_punch(app, humans=1)
    assert scene.parts.input.ui.prompt is not None
    app.step(1 / 30, [key_event(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene) and match.state.phase == "lucky_count"


def _play_human_turn_by_clicks(app, scene: TableScene, rng: random.Random) -> None:
    """Make the current human decision the way a player would: clicks on dice, buttons and prompt choices."""
    state = scene.match.state
    seat = scene.human_seat()
    legal = scene.match.legal(seat)
    choice = rng.choice(legal)
    if state.phase == "place":
        if isinstance(choice, Skip):
            app.step(1 / 30, click(rlay.skip_button(scene.parts.drawing.d.tiles).center))
        else:
            die = next(s for s in scene.parts.drawing.d.arena if s.value == choice.value)
            app.step(1 / 30, click((die.x, die.y)))
        return
    if scene.parts.input.ui.prompt is None:
        assert state.phase == "roll"
        app.step(1 / 30, click(CENTRE))
        return
    prompt = scene.parts.input.ui.prompt
    path = _path_to(prompt.level, choice)
    assert path is not None, f"{choice} is not offered"
    for index in path:
        app.step(1 / 30, [])  # draw: lay out the current level
        for _ in range(prompt.pages):  # a long level is paged: click "›" until the choice is shown
            if index in prompt.rects:
                break
            app.step(1 / 30, click(prompt.next_rect.center))
        app.step(1 / 30, click(prompt.rects[index].center))


def _path_to(level, action, prefix=()):
    for i, c in enumerate(level):
        if c.action == action:
            return (*prefix, i)
        found = _path_to(c.children, action, (*prefix, i))
        if found:
            return found
    return None


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12])
def test_hot_seat_game_played_entirely_by_clicks(app, seed):
    """Three humans play every tile to the end through the real UI: throw button, dice, skip, prompts, hand-overs."""
    app.speed = INSTANT
    match = human_match(seed, humans=3, players=3, tiles=ALL_TILES)
    scene = royale_table(app, match)
    app.stack.push(scene)
    rng = random.Random(seed)
    handovers = Counter()
    phases = Counter()
    for _ in range(6000):
        top = app.stack.top
        if isinstance(top, RoyaleResultsScene):
            break
        if isinstance(top, HandoverScene):
            handovers[match.state.phase] += 1
            app.step(1 / 30, click(top.ready_button.rect.center))
        elif isinstance(top, RoyaleSummaryScene):
            app.step(1 / 30, click(top.continue_button.rect.center))
        elif top is scene and scene.human_seat() is not None:
            phases[match.state.phase] += 1
            before = len(match.log)
            _play_human_turn_by_clicks(app, scene, rng)
            assert len(match.log) > before  # the click played it (forced moves may follow at once)
        app.step(1 / 30, [])
    assert match.over and isinstance(app.stack.top, RoyaleResultsScene)
    assert handovers  # at least one secret choice went through the hand-over screen
    assert set(handovers) <= {"lucky_count", "knockout", "box_split"}
    assert {"roll", "place"} <= set(phases)
    assert len(set(phases) - {"roll", "place"}) >= 8  # many kinds of tile prompt answered by clicks


def test_summary_names_grey_dice_and_results_speak_of_money_cards_and_jetons(app):
    """Handicap puts grey dice on every casino: their ties are named "Grey dice" (not a seat's name); the results
    head their card column "Money cards" and explain jetons, and worth = money cards + 10k per jeton."""
    from vegas_desktop.royale.model import GREY
    from vegas_desktop.royale.moves import RoundEnded, TieCancelled
    from vegas_desktop.scenes.royale.summary import RoyaleSummaryScene
    from vegas_desktop.text import t

    match = computer_match(3, 5, Options(tiles=(("F2",),) * 3))
    events: list = []
    while not match.over:
        seat = match.to_act()[0]
        events += match.play(seat, match.agent_action(seat))
    ends = [i for i, e in enumerate(events) if isinstance(e, RoundEnded)]
    rounds = [events[start + 1 : end + 1] for start, end in zip([-1, *ends], ends, strict=False)]
    with_grey = [r for r in rounds if any(isinstance(e, TieCancelled) and GREY in e.players for e in r)]
    assert with_grey  # the grey player really tied somewhere in this game
    round_events = with_grey[0]
    summary = RoyaleSummaryScene(app, match, round_events)
    shown = [text for line in summary.lines for text, *_ in summary._chips(line) if "tied" in text]
    assert len(shown) == len([e for e in round_events if isinstance(e, TieCancelled)])
    assert any(t("royale.grey") in x for x in shown)
    for x in shown:  # no seat named twice in one tie (the grey player used to show up as a seat's name)
        assert all(x.count(s.name) <= 1 for s in match.seats), x
    app.stack.push(RoyaleResultsScene(app, match))
    results = app.stack.top
    assert t(results.BILLS_KEY) == "Money cards" and "jetons" in t(results.TIEBREAK_KEY)
    for row in results.rows:
        seat = row.seat
        assert row.money == sum(match.state.cards[seat]) + 10 * match.state.jetons[seat]
        assert row.bills == tuple(sorted(match.state.cards[seat], reverse=True))
    app.step(1 / 30, [])  # draws without error
