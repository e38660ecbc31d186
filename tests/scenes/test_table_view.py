"""The table's drawing: dimmed dice keep readable pips; the move log scrolls and reads well on its dark box."""

from __future__ import annotations

import pygame

from vegas_desktop.app import crisp, style
from vegas_desktop.core.narration import Line
from vegas_desktop.lasvegas import RULES
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.dice.display import Display
from vegas_desktop.scenes.lasvegas import display
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.view import TableView
from vegas_desktop.scenes.table import pieces
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table.pieces import DieSprite
from vegas_desktop.scenes.table.story import LogPaint, shown
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t


def luminance(c) -> float:
    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def spread(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """How far apart the darkest and brightest pixels of a die are (pips against body), robust to a few pixels."""
    px = sorted(
        luminance(surface.get_at((x, y))) * 255
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )
    return px[-5] - px[5]


def test_hovering_a_value_dims_the_other_dice_but_keeps_their_pips_readable(app) -> None:
    for colour in range(len(style.PLAYER_COLOURS)):
        table = TableView(["A", "B"], [colour, 1], ["", ""])
        d = Display(players=2)
        d.arena = [DieSprite(0, "d", 6, x=600, y=300, face=6), DieSprite(0, "d", 1, x=680, y=300, face=1)]
        die = pygame.Rect(0, 0, 26, 26)
        die.center = (600, 300)
        plain, hovered = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        table.draw(plain, d, {"hover_value": None})
        table.draw(hovered, d, {"hover_value": 1})
        assert hovered.get_at(die.center) != plain.get_at(die.center) or colour == 4, "the other dice are not dimmed"
        assert spread(hovered, die) >= 0.7 * spread(plain, die), f"colour {colour}: the dimmed pips fade away"


def test_log_text_of_every_player_colour_reads_on_the_log_box(app) -> None:
    for colour in range(len(style.PLAYER_COLOURS)):
        rgb = style.PLAYER_COLOURS[colour][1]
        table = TableView(["A", "B"], [colour, 1], ["", ""])
        d = Display(players=2)
        d.log_paint = LogPaint(["A", "B"], table.colour)
        d.add_log(Line("Anna: 2× 4 → Oasis", 0))
        assert shown(d) == [("Anna: 2× 4 → Oasis", rgb)]
        surface = pygame.Surface((1280, 720))
        table.draw(surface, d, {})
        box = table.log_box()
        row = pygame.Rect(box.x + 18, box.bottom - 8 - pieces.LOG_LINE, box.w - 40, pieces.LOG_LINE)
        background = surface.get_at((box.x + 4, box.bottom - 30))
        best = max(
            contrast(surface.get_at((x, y)), background)
            for x in range(row.left, row.right)
            for y in range(row.top, row.bottom)
        )
        assert best >= 7.0, f"{style.PLAYER_COLOURS[colour][0]} log text: contrast {best:.1f}"


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": y, "flipped": False, "precise_x": 0.0, "precise_y": y})


def motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)})


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})


def first_visible(scene: TableScene) -> str:
    box = scene.parts.drawing.view.log_box()
    lines = pieces.log_lines(shown(scene.parts.drawing.d), style.font(pieces.LOG_TEXT), box.w - 34)
    first, _end, _ = pieces.log_window(len(lines), pieces.log_rows(box), scene.parts.drawing.d.log_scroll)
    return lines[first][0]


def test_the_move_log_scrolls_with_the_wheel_and_page_keys_under_the_pointer(app) -> None:
    scene = table_scene(app, Match(RULES.name, RULES, [Seat("Anna", None, 0), Seat("Benno", None, 1)], 3, None))
    app.stack.push(scene)
    for k in range(60):
        scene.parts.drawing.d.add_log(Line(f"Entry number {k}"))
    app.step(1 / 60, [])
    newest = first_visible(scene)
    box = scene.parts.drawing.view.log_box()
    app.step(1 / 60, [motion((640, 300)), wheel(2)])  # the pointer is not over the log: nothing moves
    assert first_visible(scene) == newest
    app.step(1 / 60, [motion(box.center), wheel(2)])
    older = first_visible(scene)
    assert older != newest and scene.parts.drawing.d.log_scroll == 6
    app.step(1 / 60, [key(pygame.K_PAGEUP)])
    assert first_visible(scene) != older and scene.parts.drawing.d.log_scroll > 6
    app.step(1 / 60, [key(pygame.K_HOME)])
    assert first_visible(scene) == shown(scene.parts.drawing.d)[0][0]
    app.step(1 / 60, [key(pygame.K_END)])
    assert scene.parts.drawing.d.log_scroll == 0 and first_visible(scene) == newest
    for _ in range(5):
        app.step(1 / 60, [wheel(-3)])  # past the newest line: stays there
    assert scene.parts.drawing.d.log_scroll == 0


class BlitSpy(crisp.Recording):
    """A frame that remembers where each image went, texts painted on cached layers (app/layers.py) included: a
    recording frame is told where a layer's texts land."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.drawn = []
        self.images: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        texts = len(self.drawn)
        rect = super().blit(source, dest, *args, **kwargs)
        if len(self.drawn) == texts:  # not a text noted by the recording
            at = dest.topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
            self.images.append(pygame.Rect(at, source.get_size()))
        return rect

    @property
    def blits(self) -> list[pygame.Rect]:
        return self.images + [d.full for d in self.drawn if isinstance(d, crisp._Drawn)]


def turn_card_text(frame: BlitSpy) -> list[pygame.Rect]:
    """Images of text placed on the turn card (not the card itself, its shadow or the die)."""
    card = lay.TURN_CARD
    return [
        r
        for r in frame.blits
        if card.collidepoint(r.topleft)
        and r.w < card.w - 20
        and r.h < 40
        and not (r.x < card.x + 50 and r.y < card.y + 60)
    ]


def test_the_bandit_turn_text_and_its_hover_line_stay_inside_the_turn_card(app) -> None:
    from vegas_desktop.lasvegas.model import Options

    seats = [Seat("Maximiliane Wolk", None, 0), Seat("Benno", None, 1)]
    scene = table_scene(app, Match(RULES.name, RULES, seats, 4, Options(bandit=True)))
    app.stack.push(scene)
    app.speed = 60.0
    for _ in range(3000):
        if scene.human_seat() == 0:
            break
        app.step(1 / 60, [])
    scene.parts.input.try_roll()
    for _ in range(3000):
        if scene.human_seat() == 0:
            break
        app.step(1 / 60, [])
    assert scene.match.state.phase == "place"
    value = scene.parts.drawing.d.arena[0].value
    scene.parts.input.hover_value = value  # the pointer rests on a die: the card adds "Place n× v on …"
    title, lines = scene.parts.drawing._turn_text()
    assert any(t("table.do_bandit") == line for line in lines) and len(lines) == 3
    frame = BlitSpy((1280, 720))
    scene.draw(frame)
    texts = turn_card_text(frame)
    assert len(texts) >= 4
    limit = display.turn_text_bottom(False, True)
    for r in texts:
        assert r.bottom <= limit, f"turn text at {r} runs below {limit} (into the ▼ marker or off the card)"
        assert r.right <= lay.TURN_CARD.right - 8
    # The same with the "casino or Bandit?" buttons open.
    scene.parts.input.choice = value
    frame = BlitSpy((1280, 720))
    scene.draw(frame)
    buttons_top = lay.choice_buttons()[0].y
    for r in turn_card_text(frame):
        if r.y < buttons_top - 2:
            assert r.bottom <= buttons_top, f"turn text at {r} runs into the choice buttons"


def test_the_bandit_row_of_the_round_summary_shows_its_symbol_and_keeps_its_label_clear(app, monkeypatch) -> None:
    from vegas_desktop.app import gui, table_art
    from vegas_desktop.lasvegas.model import Options
    from vegas_desktop.lasvegas.moves import BillPaid, RoundEnded, TieCancelled
    from vegas_desktop.scenes import round_summary

    seats = [Seat("Maximiliane Wolk", None, 0), Seat("WWWWWWWWWWWWWWWW", None, 1), Seat("Alexandra Schmid", None, 2)]
    match = Match(RULES.name, RULES, seats, 4, Options(bandit=True))
    events = [
        BillPaid(7, 0, 90),
        BillPaid(7, 1, 70),
        TieCancelled(7, (1, 2, 0), 2),
        BillPaid(1, 2, 50),
        RoundEnded(1, (90, 70, 50)),
    ]
    faces: list[int] = []
    coins: list[tuple] = []
    real_die, real_coin = gui.draw_die, table_art.bandit_coin
    monkeypatch.setattr(
        gui, "draw_die", lambda s, c, size, value, *a, **k: (faces.append(value), real_die(s, c, size, value, *a, **k))
    )
    monkeypatch.setattr(table_art, "bandit_coin", lambda s, c, r: (coins.append(c), real_coin(s, c, r)))
    summary = round_summary.RoundSummaryScene(app, match, events)
    frame = BlitSpy((1280, 720))
    summary.draw_background(frame)
    assert faces == [1, 2, 3, 4, 5, 6], "each casino row shows its die, the Bandit's row no 6-pip die"
    assert len(coins) == 1
    area_x = round_summary.PANEL.x + 30
    chips_x = area_x + round_summary.LABEL_W
    names = [r for r in frame.blits if area_x + 50 <= r.x < chips_x and r.h < 30]
    assert names, "casino names drawn"
    for r in names:
        assert r.right <= chips_x - 4, f"a casino name at {r} runs under the payout chips"
    panel = round_summary.PANEL
    for r in frame.blits:
        if chips_x <= r.x < panel.x + 760 and r.h < 30:
            assert r.right <= area_x + 700, f"a chip's text at {r} runs out of the casino list"
    totals = [r for r in frame.blits if r.x >= panel.x + 790 and r.h < 30]
    assert all(r.right <= panel.x + 760 + 310 for r in totals)


def test_the_card_tables_bill_pile_stays_whole_inside_the_top_bar(app) -> None:
    from vegas_desktop.scenes.cards import layout as cards_layout
    from vegas_desktop.scenes.cards.display import CardsDisplay
    from vegas_desktop.scenes.cards.view import PILE_LAYERS, PILE_RECT, CardsView

    view_ = CardsView(["A", "B"], [0, 1], ["", ""])
    for count in (1, 12, 36, 48, 60):
        frame = pygame.Surface((1280, 720))
        frame.fill((255, 0, 255))
        view_._draw_top(frame, CardsDisplay(players=2, pile=count), {})
        sign = (150, 190, 160)
        ink = [
            (x, y)
            for x in range(PILE_RECT.x - 20, min(1280, PILE_RECT.right + 20))
            for y in range(0, 60)
            if tuple(frame.get_at((x, y)))[:3] == sign
        ]
        assert ink, "the $ sign is drawn"
        layers = min(PILE_LAYERS, max(1, count // 6))
        bills = [PILE_RECT.move(-i, -i * 2) for i in range(layers)]
        top = min(bills, key=lambda r: r.y)
        for p in ink:
            assert top.collidepoint(p), f"{count} bills: the $ at {p} is outside the top bill {top}"
        for r in bills:
            if r.y >= top.y:
                assert cards_layout.TOP_BAR.contains(r), f"{count} bills: a bill at {r} leaves the top bar"


def test_round_summary_chips_stay_inside_their_casino_rows_with_five_long_names(app, monkeypatch) -> None:
    """Royale gives the casino list 330 px: two or three results a casino with long names must still fit."""
    from vegas_desktop.lasvegas.moves import BillPaid, BillsReturned, RoundEnded, TieCancelled
    from vegas_desktop.scenes import round_summary

    names = ["WWWWWWWWWWWWWWWW", "Maximiliane Wolk", "Christopher Lee", "Alexandra Schmid", "MMMMMMMMMMMMMMMM"]
    match = Match(RULES.name, RULES, [Seat(n, None, i) for i, n in enumerate(names)], 4, None)
    events = []
    for casino in range(1, 7):
        events += [BillPaid(casino, casino % 5, 90), BillPaid(casino, (casino + 1) % 5, 60)]
        if casino % 2:  # a cancelled tie of the two widest names at every other casino
            events.append(TieCancelled(casino, (0, 4), 1))
    events += [BillsReturned(1, (50,)), RoundEnded(1, (100, 100, 100, 100, 100))]
    rects: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        rects.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)

    summary = round_summary.RoundSummaryScene(app, match, events)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    area = pygame.Rect(round_summary.PANEL.x + 30, round_summary.PANEL.y + 100, 700, 330)
    summary._draw_casinos(pygame.Surface((1280, 720)), area)
    rows = [r for r in rects if r.x == area.x and r.w == area.w]
    chips = [r for r in rects if r.x >= area.x + round_summary.LABEL_W]
    assert len(rows) == 6 and chips
    for chip in chips:
        assert any(row.contains(chip) for row in rows), f"the chip at {chip} leaves its casino's row"
    assert rows[-1].bottom <= area.bottom
