"""Title screen: the game's name in neon over a few drawn dice, and the main choices."""

from __future__ import annotations

import math
import time

import pygame

from vegas_desktop.app import fit_text, gui, settings, style
from vegas_desktop.saves import store
from vegas_desktop.saves.files import move_aside
from vegas_desktop.text import level_name, t

CONTINUE_DETAIL_H = 28  # the line under Continue: its players and when it was saved

# (x, y, size, value, colour index or None for white, base angle): dice scattered around the title
_DICE = [
    (300, 140, 64, 5, 0, -18),
    (250, 262, 48, 3, None, 12),
    (980, 130, 70, 6, 1, 16),
    (1040, 250, 46, 1, 3, -10),
    (220, 560, 54, 4, 2, 24),
    (1070, 560, 58, 2, 5, -22),
    (1140, 470, 40, 6, None, 8),
    (150, 460, 42, 1, 4, -6),
]


class MainMenuScene(gui.GuiScene):
    def build(self) -> None:
        self.resumable = store.latest_unfinished()  # saves that do not resume are set aside, named in one notice
        for notice in store.take_notices():  # that, or saving went wrong in a game just left (a full disk...)
            if notice not in self.app.notices:
                self.app.notices.append(notice)
        x, w, h = 640 - 190, 380, 58  # a pair of buttons holds "Einstellungen" at any size
        y, step = 340, 74
        self.continue_button = None
        if self.resumable is not None and self.resumable.saved is not None:
            y, step, h = 318, 60, 48
            saved = self.resumable.saved
            self.continue_button = self.button(
                (640 - 310, y, 620, h),
                t("menu.continue", game=t(f"setup.game.{saved.game}"), round=saved.round or 1),
                self.continue_game,
                object_id="#primary",
            )
            y += h + CONTINUE_DETAIL_H  # the players and when, on a line of their own under the button
        self.saved_button = None
        if self.continue_button is not None:  # a game to resume: New game shares its row with the saved games
            half = (w - 10) // 2
            self.new_button = self.button((x, y, half, h), t("menu.new_game"), self.new_game, object_id="#small")
            self.saved_button = self.button(
                (x + w - half, y, half, h), t("menu.saved_games"), self.open_saved, object_id="#small"
            )
        else:
            self.new_button = self.button((x, y, w, h), t("menu.new_game"), self.new_game, object_id="#primary")
        half = (w - 10) // 2
        small = "#small" if self.continue_button is not None else None  # the paired buttons look alike
        self.rules_button = self.button((x, y + step, half, h), t("menu.rules"), self.open_rules, object_id=small)
        self.history_button = self.button(
            (x + w - half, y + step, half, h), t("menu.history"), self.open_history, object_id=small
        )
        self.learn_button = self.button(
            (x, y + 2 * step, half, h),
            t("tutorial.menu"),
            self.open_learn,
            object_id=small,
            tooltip=t("tutorial.menu_tip"),
        )
        self.settings_button = self.button(
            (x + w - half, y + 2 * step, half, h),
            t("settings.open"),
            self.open_settings,
            object_id=small,
            tooltip=t("settings.open_tip"),
        )
        self.network_button = self.button(
            (x, y + 3 * step, half, h),
            t("menu.network"),
            self.open_network,
            object_id=small,
            tooltip=t("menu.network_tip"),
        )
        self.quit_button = self.button(
            (x + w - half, y + 3 * step, half, h), t("menu.quit"), self.quit, object_id=small
        )
        self.nav = [b for b in (self.continue_button, self.new_button, self.saved_button) if b is not None]
        self.nav += [self.rules_button, self.history_button, self.learn_button, self.settings_button]
        self.nav += [self.network_button, self.quit_button]
        self.built_language = settings.for_app(self.app).language

    def on_enter(self) -> None:
        from .settings_screen import apply_once

        apply_once(self.app)  # the saved language, sound, palette... at start-up
        # --speed on the command line wins over the saved setting until the player picks another speed
        self.app.speed = self.app.speed_override or settings.for_app(self.app).speed_factor

    def on_resume(self) -> None:
        self.on_enter()
        latest = store.latest_unfinished()
        changed = (latest and latest.path) != (self.resumable and self.resumable.path)
        if changed or settings.for_app(self.app).language != self.built_language:  # a game left, or a language
            for btn in list(self.actions):
                btn.kill()
            self.actions.clear()
            self.build()

    def on_language_changed(self) -> None:
        self.rebuild()

    # -- actions -------------------------------------------------------------------------------
    def new_game(self) -> None:
        from .setup import SetupScene

        self.app.stack.push(SetupScene(self.app))

    def continue_game(self) -> None:
        """The latest unfinished game at its table, exactly as it was left (a hand-over first if one was due)."""
        entry = self.resumable
        if entry is None or entry.saved is None:
            return
        try:
            match = store.resume(entry)
        except store.SaveError as exc:
            self.app.notices.append(t("menu.continue_failed", reason=str(exc)))
            move_aside(entry.path)  # kept beside the saves, never deleted
            self.rebuild()
            return
        from .table_factory import table_scene

        self.app.stack.push(table_scene(self.app, match))

    def open_rules(self) -> None:
        from .rules_help import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def open_saved(self) -> None:
        from .saved_games import SavedGamesScene

        self.app.stack.push(SavedGamesScene(self.app))

    def open_history(self) -> None:
        from .history import HistoryScene

        self.app.stack.push(HistoryScene(self.app))

    def open_learn(self) -> None:
        from .tutorial.screens import LearnScene

        self.app.stack.push(LearnScene(self.app))

    def open_network(self) -> None:
        from .net.start import NetworkMenuScene

        self.app.stack.push(NetworkMenuScene(self.app))

    def open_settings(self) -> None:
        from .settings_screen import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def quit(self) -> None:
        self.app.quit(0)

    def on_confirm(self) -> bool:
        self.new_game()
        return True

    def on_back(self) -> bool:
        self.quit()
        return True

    # -- drawing -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        for i, (x, y, size, value, colour, angle) in enumerate(_DICE):
            bob = math.sin(self.motion * 1.3 + i * 1.7) * 4
            tilt = angle + math.sin(self.motion * 0.7 + i) * 3
            gui.draw_die(surface, (x, y + bob), size, value, colour, tilt)
        # marquee: a gold frame with light bulbs chasing round it
        frame = pygame.Rect(0, 0, 560, 210)
        frame.center = (640, 172)
        pygame.draw.rect(surface, (8, 30, 20), frame, border_radius=26)
        pygame.draw.rect(surface, style.GOLD, frame, width=4, border_radius=26)
        pygame.draw.rect(surface, style.GOLD_DARK, frame.inflate(-14, -14), width=2, border_radius=20)
        bulbs = _bulb_positions(frame, 26)
        lit = int(self.motion * 8)
        for i, pos in enumerate(bulbs):
            on = (i + lit) % 3 == 0
            pygame.draw.circle(surface, (255, 240, 170) if on else (120, 96, 40), pos, 4)
        title = gui.neon_text(t("menu.title"), 96, (255, 236, 250), (255, 60, 170))
        surface.blit(title, title.get_rect(center=(640, 150)))
        sub = gui.neon_text(t("menu.subtitle"), 34, (255, 248, 210), (255, 190, 60))
        surface.blit(sub, sub.get_rect(center=(640, 228)))
        style.text(surface, t("menu.tagline"), (640, 296), 20, style.PAPER, anchor="center", shadow=True)

    def continue_detail(self) -> str:
        """Who plays the game Continue opens, and when it was saved: 'Ann, Bob (Hard) · saved 14:05'."""
        saved = self.resumable.saved if self.resumable is not None else None
        if saved is None:
            return ""
        players = ", ".join(s.name if s.kind == "human" else f"{s.name} ({level_name(s.kind)})" for s in saved.seats)
        return t("menu.continue_detail", players=players, when=_when(saved.updated))

    def draw_foreground(self, surface: pygame.Surface) -> None:
        if self.continue_button is not None:
            below = self.ui.logical_rect(self.continue_button.rect).bottom + CONTINUE_DETAIL_H // 2
            fit_text.draw(surface, self.continue_detail(), (640, below), 700, 15, style.PAPER, anchor="center")
        style.text(surface, t("menu.hint"), (640, 676), 15, (190, 210, 195), anchor="center")
        style.text(surface, t("menu.credit"), (640, 700), 13, (140, 170, 150), anchor="center")


def _when(stamp: str) -> str:
    """'14:05' for today, else the date (the save's local time)."""
    day, _, clock = stamp.partition("T")
    return clock[:5] if day == time.strftime("%Y-%m-%d") else day


def _bulb_positions(rect: pygame.Rect, inset: int) -> list[tuple[int, int]]:
    """Bulbs along the straight parts of a rounded frame (corners stay dark), about 36 px apart."""
    out: list[tuple[int, int]] = []
    left, right = rect.x + inset, rect.right - inset
    top, bottom = rect.y + inset, rect.bottom - inset
    nx = max(2, (right - left) // 36)
    ny = max(2, (bottom - top) // 36)
    out += [(round(left + (right - left) * i / nx), rect.y) for i in range(nx + 1)]
    out += [(rect.right - 1, round(top + (bottom - top) * i / ny)) for i in range(1, ny)]
    out += [(round(right - (right - left) * i / nx), rect.bottom - 1) for i in range(nx + 1)]
    out += [(rect.x, round(bottom - (bottom - top) * i / ny)) for i in range(1, ny)]
    return out
