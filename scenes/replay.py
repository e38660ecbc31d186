"""Watching a finished (or saved) game again on its real table, from its seed and action log.

Every seat is played by a `ReplayAgent` that hands the table the next logged action, so the table animates the
game exactly as it was played. The controls live on the table (`TableScene.replay`): Space pause/play, → one
move, ← one move back, PageUp/PageDown a round back/on, +/- speed. Stepping back rebuilds the table at an
earlier point of the log (replaying from the seed takes milliseconds). Hidden cards are shown openly: the
table looks through the eyes of whoever acts next, and the screen says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.saves.replay import Replay, bare_match
from vegas_desktop.saves.store import SavedGame
from vegas_desktop.text import t

from .table_factory import table_scene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.scenes.table.base import TableScene

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)


@dataclass
class ReplayControl:
    """What the table's replay bar shows and changes."""

    saved: SavedGame
    actions: list[tuple[int, Any]]
    rounds: list[int]  # log index at which each round starts
    cursor: int = 0  # actions played so far
    paused: bool = False
    step_once: bool = False
    speed_index: int = 1

    def advance(self, seat: int, action: Any, events: list[Any]) -> None:
        self.cursor += 1
        if self.step_once:
            self.step_once = False
            self.paused = True

    def next_action(self, seat: int) -> Any:
        if self.cursor >= len(self.actions):
            raise RuntimeError("the replay has no more moves")
        logged_seat, action = self.actions[self.cursor]
        if logged_seat != seat:
            raise RuntimeError(f"the replay expected seat {logged_seat}, the table asked seat {seat}")
        return action

    def next_seat(self) -> int | None:
        """The seat the log has act next (the match asks seats in the order they played)."""
        return self.actions[self.cursor][0] if self.cursor < len(self.actions) else None

    def handle_key(self, table: TableScene[Any], event: pygame.event.Event) -> bool:
        """The replay bar's keys at `table`; True if used."""
        return handle_replay_key(table, event)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_replay_bar(surface, self, rect)

    def round_of(self, cursor: int) -> int:
        return sum(1 for start in self.rounds if start <= cursor)


class ReplayAgent:
    """A seat that plays back the log (the table asks it like any computer player)."""

    name = "replay"
    needs_observation = False

    def __init__(self, control: ReplayControl) -> None:
        self.control = control

    def choose(self, rules: Any, view: Any, legal: list[Any], seat: int) -> Any:
        return self.control.next_action(seat)

    def reseed(self, seed: int) -> None:
        """Nothing random: the log decides."""


def replay_scene(app: App, saved: SavedGame, upto: int = 0, control: ReplayControl | None = None) -> Scene:
    """The game's table replaying `saved`, with the first `upto` moves already made."""
    if control is None:
        stepper = Replay(saved)  # decodes and checks the log once, and knows where the rounds start
        control = ReplayControl(saved, stepper.actions, stepper.round_starts)
    control.cursor = 0
    match = bare_match(saved, [ReplayAgent(control) for _ in saved.seats])
    match.order = control.next_seat
    for seat, action in control.actions[:upto]:
        match.play(seat, action)
    control.cursor = upto
    match.listeners.append(control.advance)
    table = table_scene(app, match)
    table.replay = control
    return table


def handle_replay_key(table: TableScene[Any], event: pygame.event.Event) -> bool:
    """The replay bar's keys; True if used."""
    control = table.replay
    if control is None or event.type != pygame.KEYDOWN:
        return False
    key = event.key
    if key == pygame.K_SPACE:
        control.paused = not control.paused
    elif key == pygame.K_RIGHT:
        control.paused = False
        control.step_once = True
    elif key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        target = control.cursor - 1
        if key == pygame.K_PAGEUP:
            target = max([s for s in control.rounds if s < control.cursor - 1], default=0)
        elif key == pygame.K_PAGEDOWN:
            later = [s for s in control.rounds if s > control.cursor]
            if not later:
                return True
            target = later[0]
        _jump(table, control, max(0, target))
    elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        control.speed_index = min(len(SPEEDS) - 1, control.speed_index + 1)
        table.app.speed = SPEEDS[control.speed_index]
    elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        control.speed_index = max(0, control.speed_index - 1)
        table.app.speed = SPEEDS[control.speed_index]
    else:
        return False
    return True


def _jump(table: Any, control: ReplayControl, upto: int) -> None:
    fresh = replay_scene(table.app, control.saved, upto, control)
    control.paused = True
    table.app.stack.replace(fresh)


def draw_replay_bar(surface: pygame.Surface, control: ReplayControl, rect: pygame.Rect) -> None:
    """A box at `rect` (each table has a place for it): a replay, hidden cards are open, where we are, the keys.
    Its parts wrap onto as many lines as the box holds."""
    from vegas_desktop.app import fit_text

    pygame.draw.rect(surface, (20, 20, 28), rect, border_radius=10)
    pygame.draw.rect(surface, style.GOLD, rect, 1, border_radius=10)
    state = t("replay.paused") if control.paused else t("replay.playing")
    text = t(
        "replay.bar",
        state=state,
        move=control.cursor,
        moves=len(control.actions),
        round=max(1, control.round_of(control.cursor)),
        speed=f"{SPEEDS[control.speed_index]:g}",
    )
    room, gap = rect.w - 16, 2
    for size in (13, 12, 11):  # the largest size at which every part has a line; else the smallest, fitted
        font = style.font(size, True)
        lines: list[str] = []
        for part in text.split(" · "):  # greedy: each line takes parts while they fit
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and font.size(joined)[0] <= room:
                lines[-1] = joined
            else:
                lines.append(part)
        line_h = font.get_height() + gap
        most = max(1, (rect.h - 4) // line_h)
        if len(lines) <= most:
            break
    if len(lines) > most:
        lines = lines[: most - 1] + [" · ".join(lines[most - 1 :])]
    y = rect.centery - (len(lines) * line_h - gap) / 2
    for line in lines:
        fit_text.draw(surface, line, (rect.centerx, y), room, size, style.PAPER, bold=True, anchor="midtop")
        y += line_h
