"""A player who follows the coach with posted input (clicks and keys at logical positions), for the lesson
tests and the screenshot tool. `act` gives the input for the move the card asks for, per game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app.app import App
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.tutorial.coach import Coach
from vegas_desktop.scenes.tutorial.screens import coach_of
from vegas_desktop.tutorial.script import Beat

Click = Callable[[tuple[float, float]], None]
Key = Callable[[int], None]


def lasvegas_act(table: TableScene[Any], beat: Beat, click: Click, key: Key) -> None:
    from vegas_desktop.lasvegas.moves import Place, Roll

    action = beat.action
    if isinstance(action, Roll):
        click(arena.CENTRE)
    elif isinstance(action, Place):
        die = next(s for s in table.parts.input.inner.d.arena if s.value == action.value)
        click((die.x, die.y))
    else:
        raise AssertionError(f"no input for {action!r}")


def royale_act(table: TableScene[Any], beat: Beat, click: Click, key: Key) -> None:
    from vegas_desktop.royale.moves import Place, Roll, Skip
    from vegas_desktop.scenes.royale import layout

    action = beat.action
    pointer = table.parts.input.inner
    if isinstance(action, Roll):
        click(arena.CENTRE)
    elif isinstance(action, Place):
        die = next(s for s in pointer.d.arena if s.value == action.value)
        click((die.x, die.y))
    elif isinstance(action, Skip):
        click(layout.skip_button(list(pointer.d.tiles)).center)
    else:  # a tile's choice: the prompt's button for it
        prompt = pointer.ui.prompt
        assert prompt is not None, action
        index = next(i for i, c in enumerate(prompt.level) if c.action == action)
        click(prompt.rects[index].center)


def cards_act(table: TableScene[Any], beat: Beat, click: Click, key: Key) -> None:
    """Click each card of the pick in the fan (it moves to the tray), then Enter."""
    pointer = table.parts.input.inner
    for card_id in beat.action.card_ids:
        hand = pointer.hand
        for _ in range(200):  # the fan settles after each card leaves it
            if hand.settled():
                break
            table.app.step(1 / 30, [])
        card = next(c for c in hand.cards if c.card.id == card_id and not c.selected)
        click((card.x, card.y - card.lift))
    key(pygame.K_RETURN)


def prompt_click(table: TableScene[Any], prompt: Any, action: Any, click: Click) -> None:
    """Click the prompt's button for `action`, turning its pages until it shows."""
    for _ in range(20):
        table.app.step(1 / 30, [])  # laid out when drawn
        index = next((i for i, c in enumerate(prompt.level) if c.action == action), None)
        assert index is not None, (action, [c.action for c in prompt.level])
        if index in prompt.rects:
            click(prompt.rects[index].center)
            return
        prompt.turn_page(1)
    raise AssertionError(f"{action!r} never shown")


def cashrun_act(table: TableScene[Any], beat: Beat, click: Click, key: Key) -> None:
    from vegas_desktop.cashrun.moves import Roll

    pointer = table.parts.input.inner
    if isinstance(beat.action, Roll):
        key(pygame.K_SPACE)
        return
    prompt = pointer.ui.prompt
    assert prompt is not None, beat.action
    prompt_click(table, prompt, beat.action, click)


ACTS = {"lasvegas": lasvegas_act, "royale": royale_act, "cards": cards_act, "cashrun": cashrun_act}


class LessonPlayer:
    """Plays the lesson on `table` to its end through the app, as a player who reads and does what it says."""

    def __init__(self, app: App, table: TableScene[Any], on_beat: Callable[[str, Beat], None] | None = None):
        self.app = app
        self.table = table
        self.coach: Coach = coach_of(table)
        self.on_beat = on_beat
        self.seen: list[Beat] = []
        self.act = ACTS[table.match.game]

    def step(self, dt: float = 1 / 30, events: list[pygame.event.Event] | None = None) -> None:
        self.app.step(dt, events or [])

    def click(self, pos: tuple[float, float]) -> None:
        from vegas_desktop.app.gui import click_events

        self.step(1 / 60, click_events((int(pos[0]), int(pos[1]))))

    def key(self, k: int) -> None:
        self.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})])

    def run(self, limit: int = 20_000) -> None:
        match = self.table.match
        for _ in range(limit):
            self.step()
            top = self.app.stack.top
            if top is not self.table:
                if top is None or self.table not in self.app.stack.scenes:
                    return
                self.key(pygame.K_RETURN)  # a round summary or a hand-over: go on
                continue
            if match.done and self.coach.holding():
                if self.on_beat is not None:
                    self.on_beat("finished", match.plan.beats[-1])
                return
            beat = self.coach.beat_on_card()
            if beat is None or not self.coach.acting():
                continue
            if beat not in self.seen:
                self.seen.append(beat)
                self.step()
                if self.on_beat is not None:
                    self.on_beat("beat", beat)
            if beat.is_move:
                self.act(self.table, beat, self.click, self.key)
            elif "next" in self.coach.buttons:
                self.click(self.coach.buttons["next"].center)
        raise AssertionError(f"lesson did not end: beat {match.beat}, log {len(match.log)}")
