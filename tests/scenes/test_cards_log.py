"""The card game's move log (issue 30, point 2): in its info box under the decision's words, it keeps every entry
and scrolls like the other tables' logs, by the wheel, a drag and PageUp/PageDown/Home/End over it (it showed only
the last eight lines)."""

from __future__ import annotations

import pygame

from vegas_desktop.app import style
from vegas_desktop.core.narration import Line
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table.pieces import log_lines, log_rows, log_window
from vegas_desktop.scenes.table.story import shown
from vegas_desktop.scenes.table_factory import table_scene


def _event(kind: int, **fields: object) -> pygame.event.Event:
    return pygame.event.Event(kind, {"logical": True, **fields})


def _table_with_a_long_log(app):
    match = new_match("cards", ["normal", "normal", "normal"], 4)
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 25.0
    for _ in range(600):
        app.step(1 / 60, [])
        while app.stack.top is not table and table in app.stack.scenes:  # a round summary
            app.stack.pop()
        if len(match.log) >= 6:
            break
    app.speed = 1.0
    d = table.parts.input.ui.d
    first = d.log[0]
    for k in range(300):  # a long game's worth of entries
        d.add_log(Line(f"entry {k}"))
    app.step(1 / 60, [])
    return table, d, first


def _first_shown(d) -> int:
    form = (13, 16, 6)
    lines = log_lines(shown(d), style.font(form[0]), d.log_box.w - 34)
    return log_window(len(lines), log_rows(d.log_box, form[1], form[2]), d.log_scroll)[0]


def test_the_card_log_keeps_every_entry_and_scrolls_by_wheel_keys_and_drag(app):
    table, d, first = _table_with_a_long_log(app)
    assert len(d.log) > 300 and d.log[0] == first  # nothing cut from the start
    box = d.log_box
    assert box.h > 30 and box.w > 200, "the log has its place in the info box"
    assert d.log_scroll == 0  # the newest line at the bottom
    app.step(1 / 60, [_event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(1 / 60, [_event(pygame.MOUSEWHEEL, x=0, y=2)])
    assert d.log_scroll == 6  # three lines a notch, back to older ones
    app.step(1 / 60, [_event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="")])
    assert _first_shown(d) == 0  # the very first line of the game is there to read
    app.step(1 / 60, [_event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")])
    assert d.log_scroll == 0
    app.step(1 / 60, [_event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="")])
    page = d.log_scroll
    assert page >= 1
    app.step(1 / 60, [_event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")])
    assert d.log_scroll == 0
    start = (box.centerx, box.y + 4)
    app.step(1 / 60, [_event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    end = (start[0], start[1] + 80)
    app.step(1 / 60, [_event(pygame.MOUSEMOTION, pos=end, rel=(0, 80), buttons=(1, 0, 0))])
    app.step(1 / 60, [_event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert d.log_scroll == 5  # the lines follow the pointer down: 80 px of 16 px lines
    d.add_log(Line("a new entry"))
    assert d.log_scroll == 6  # reading older lines: they stay in place as a new one arrives
