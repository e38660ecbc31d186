"""Game setup: which game, 2-6 seats (human or computer with a level), names, distinct colours, seed and
the game's option switches (in an overlay).

The choices are remembered in the settings for the next game. Start builds the Match and replaces this
screen with the game's table.
"""

from __future__ import annotations

import secrets
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop import games
from vegas_desktop.app import event_fields, fit_text, gui, settings, style
from vegas_desktop.app.names import NAME_LIMIT, clean_name
from vegas_desktop.app.settings import MAX_SEATS, SeatSetting
from vegas_desktop.core.options import Switch
from vegas_desktop.text import t

from .setup_hints import HintsSwitch
from .setup_options import INFO, OptionsScene, _text_fit, allowed_choices, options_summary  # noqa: F401
from .tutorial.screens import offer_button, offered_at_start

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import Match

ROW_Y, ROW_H = 150, 58
COL_CHIP, COL_KIND, COL_LEVEL, COL_NAME, COL_COLOURS, COL_REMOVE = 118, 160, 325, 470, 770, 1120
KIND_W, LEVEL_W, NAME_W, REMOVE_W = 150, 130, 270, 46
SWATCH_STEP, SWATCH_R = 54, 17
OPTIONS_Y = 546
MESSAGE_Y = 674  # the key hint, between Back and Start
# Messages get a place of their own: under the last seat row (six rows end at ~490), above the seed row.
MESSAGE_RECT = pygame.Rect(100, 496, 1080, 48)
# The options played, beside the options button: up to three lines down to the panel's edge.
SUMMARY_RECT = pygame.Rect(COL_NAME + 285, OPTIONS_Y, 1190 - COL_NAME - 285, 64)
ERROR = (255, 120, 110)


def default_name(index: int) -> str:
    return t(f"common.default_name.{index % MAX_SEATS}")


def seat_limits(game: str) -> tuple[int, int]:
    return games.descriptor(game).seats


class SetupScene(gui.GuiScene):
    def __init__(self, app: App) -> None:
        self.settings = settings.for_app(app)
        self.game = self.settings.game if self.settings.game in games.game_names() else games.game_names()[0]
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.seats: list[SeatSetting] = [SeatSetting(**vars(s)) for s in self.settings.seats]
        for i, seat in enumerate(self.seats):
            if not seat.name.strip():
                seat.name = default_name(i)
        self.message = ""
        self.message_is_error = False
        self.message_time = 0.0
        self.row_widgets: list[list[pygame_gui.core.UIElement]] = []
        self.name_entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.kind_buttons: list[pygame_gui.elements.UIButton] = []
        self.level_buttons: list[pygame_gui.elements.UIButton | None] = []
        self.remove_buttons: list[pygame_gui.elements.UIButton] = []
        super().__init__(app)

    # -- widgets -------------------------------------------------------------------------------
    def build(self) -> None:
        self.add_button = self.button((COL_KIND, 0, 220, 44), t("setup.add"), self.add_seat, object_id="#small")
        self.undo_button = self.button(
            (COL_KIND + 240, 0, 330, 44),
            self._undo_label(),
            self.toggle_undo,
            object_id="#small",
            tooltip=t("setup.undo_tip"),
        )
        self.hints = HintsSwitch(self)  # hot-seat: hints only if all agree, where the undo switch stands
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            self.ui.ui_rect((COL_KIND + 80, OPTIONS_Y, 180, 42)), manager=self.ui, placeholder_text="—"
        )
        self.seed_entry.set_text_length_limit(18)
        self.seed_entry.set_text(self.settings.seed)
        self.options_button = self.button(
            (COL_NAME, OPTIONS_Y, 270, 42), t("setup.options"), self.open_options, object_id="#small"
        )
        self.back_button = self.button((COL_KIND, 646, 220, 56), t("setup.back"), self.back)
        self.start_button = self.button((1190 - 300, 646, 300, 56), t("setup.start"), self.start, object_id="#primary")
        self.learn_button = offer_button(self)  # a game never played here offers its guided first game
        self._build_game_buttons()
        self._fit_seats()
        self._build_rows()

    def _build_game_buttons(self) -> None:
        for b in self.game_buttons.values():
            b.kill()
        names = games.game_names()
        gap = 14
        x, w = gui.button_row(len(names), 250, gap)  # every registered game fits the row
        self.game_buttons = {}
        for i, game in enumerate(names):
            self.game_buttons[game] = self.button(
                (x + i * (w + gap), 60, w, 42),
                t(f"setup.game.{game}"),
                partial(self.choose_game, game),
                object_id="#toggle_on" if game == self.game else "#small",
            )

    def _fit_seats(self) -> list[str]:
        """Drop seats beyond the chosen game's maximum; returns the names dropped."""
        low, high = seat_limits(self.game)
        dropped = [s.name for s in self.seats[high:]]
        del self.seats[high:]
        del self.name_entries[high:]
        while len(self.seats) < low:
            self.add_seat()
        return dropped

    def _build_rows(self) -> None:
        self._read_names()
        for row in self.row_widgets:
            for w in row:
                w.kill()
        self.row_widgets, self.name_entries, self.kind_buttons, self.level_buttons, self.remove_buttons = (
            [],
            [],
            [],
            [],
            [],
        )
        for i, seat in enumerate(self.seats):
            y = ROW_Y + i * ROW_H
            kind = self.button(
                (COL_KIND, y, KIND_W, 44),
                t("setup.human") if seat.human else t("setup.computer"),
                partial(self.toggle_human, i),
                object_id="#toggle_on" if seat.human else "#small",
            )
            widgets: list[pygame_gui.core.UIElement] = [kind]
            level = None
            if not seat.human:
                level = self.button(
                    (COL_LEVEL, y, LEVEL_W, 44),
                    t(f"common.level.{seat.level}"),
                    partial(self.cycle_level, i),
                    object_id="#small",
                    tooltip=t("setup.level_tip"),
                )
                widgets.append(level)
            entry = pygame_gui.elements.UITextEntryLine(
                self.ui.ui_rect((COL_NAME, y + 1, NAME_W, 42)), manager=self.ui, placeholder_text=default_name(i)
            )
            entry.set_text_length_limit(NAME_LIMIT)
            entry.set_text(seat.name)
            widgets.append(entry)
            remove = self.button(
                (COL_REMOVE, y, REMOVE_W, 44),
                "×",
                partial(self.remove_seat, i),
                object_id="#danger",
                tooltip=t("setup.remove_tip"),
            )
            if len(self.seats) <= seat_limits(self.game)[0]:
                remove.disable()
            widgets.append(remove)
            self.row_widgets.append(widgets)
            self.kind_buttons.append(kind)
            self.level_buttons.append(level)
            self.name_entries.append(entry)
            self.remove_buttons.append(remove)
        self.add_button.set_relative_position(self.ui.ui_point((COL_KIND, ROW_Y + len(self.seats) * ROW_H + 2)))
        if len(self.seats) >= seat_limits(self.game)[1]:
            self.add_button.hide()
        else:
            self.add_button.show()
        if len(self.seats) < MAX_SEATS:  # beside "+ Player"
            below = ROW_Y + len(self.seats) * ROW_H + 2
            self.undo_button.set_relative_position(self.ui.ui_point((COL_KIND + 240, below)))
        else:  # six rows reach the message box: the switch takes the key hint's place between Back and Start
            self.undo_button.set_relative_position(self.ui.ui_point((640 - 165, 652)))
        humans = sum(1 for s in self.seats if s.human)
        if humans == 1:  # undo is for a game against the computer, not hot-seat
            self.undo_button.show()
        else:
            self.undo_button.hide()
        self.hints.place(humans, self.undo_button)

    def _undo_label(self) -> str:
        return t("setup.undo", state=t("setup.on" if self.settings.undo else "setup.off"))

    def toggle_undo(self) -> None:
        self.settings.undo = not self.settings.undo
        self.undo_button.set_text(self._undo_label())

    def _read_names(self) -> None:
        for seat, entry in zip(self.seats, self.name_entries, strict=False):
            seat.name = clean_name(entry.get_text())

    def _say(self, text: str, error: bool = False) -> None:
        self.message, self.message_is_error, self.message_time = text, error, self.time

    # -- choices -------------------------------------------------------------------------------
    def add_seat(self) -> bool:
        high = seat_limits(self.game)[1]
        if len(self.seats) >= high:
            self._say(t("setup.max_seats", n=high), error=True)
            return False
        self._read_names()
        used_colours = {s.colour for s in self.seats}
        used_names = {s.name for s in self.seats}
        colour = next(c for c in range(len(style.PLAYER_COLOURS)) if c not in used_colours)
        name = next((default_name(i) for i in range(MAX_SEATS) if default_name(i) not in used_names), "")
        self.seats.append(SeatSetting(human=False, level="normal", name=name, colour=colour))
        self._say("")
        self._fit_switches()
        self._build_rows()
        return True

    def _fit_switches(self) -> None:
        """A choice this many seats cannot use steps down to the nearest one they can (2 kickers -> 1)."""
        words = self.words()
        for sw in games.switches(self.game):
            current = sw.choices[sw.index(words)]
            allowed = sw.allowed(len(self.seats))
            if not current or current in allowed:
                continue
            lower = [c for c in sw.choices[: sw.choices.index(current)] if c in allowed]
            words.remove(current)
            if lower and lower[-1]:
                words.append(lower[-1])
            self._say(t(f"setup.{sw.key}_reduced", n=len(self.seats)))

    def remove_seat(self, index: int) -> bool:
        low = seat_limits(self.game)[0]
        if len(self.seats) <= low:
            self._say(t("setup.min_seats", n=low), error=True)
            return False
        self._read_names()
        del self.seats[index]
        self.name_entries.pop(index)  # keep entries aligned with seats for the rebuild's name read
        self._say("")
        self._build_rows()
        return True

    def toggle_human(self, index: int) -> None:
        self.seats[index].human = not self.seats[index].human
        self._build_rows()

    def cycle_level(self, index: int) -> None:
        seat = self.seats[index]
        levels = settings.LEVELS
        seat.level = levels[(levels.index(seat.level) + 1) % len(levels)] if seat.level in levels else levels[0]
        button = self.level_buttons[index]
        if button is not None:
            button.set_text(t(f"common.level.{seat.level}"))

    def pick_colour(self, index: int, colour: int) -> bool:
        """Give seat `index` a colour; refused (with a message) when another seat already has it."""
        self._read_names()
        for j, other in enumerate(self.seats):
            if j != index and other.colour == colour:
                self._say(
                    t("setup.colour_taken", colour=gui.colour_name(colour), name=other.name or default_name(j)), True
                )
                return False
        self.seats[index].colour = colour
        self._say("")
        return True

    def seed_hint_key(self) -> str:
        """What the seed fixes in this game (the card game has no dice: its shuffles)."""
        return games.descriptor(self.game).seed_hint

    def choose_game(self, game: str) -> None:
        if game == self.game:
            return
        self._read_names()
        self.game = game
        self.settings.game = game
        dropped = self._fit_seats()
        self.learn_button = offer_button(self, self.learn_button)
        self._build_game_buttons()
        self._build_rows()
        if dropped:
            high = seat_limits(game)[1]
            self._say(t("setup.seats_dropped", game=t(f"setup.game.{game}"), n=high, names=", ".join(dropped)))
        else:
            self._say("")

    def options_text(self) -> str:
        return options_summary(self.game, self.settings.words(self.game))

    def open_options(self) -> None:
        self.app.stack.push(OptionsScene(self.app, self))

    def words(self) -> list[str]:
        return self.settings.words(self.game)

    def cycle_switch(self, switch: Switch) -> None:
        """Next choice of a switch, skipping choices this table cannot use (e.g. 2 kickers at 6 seats)."""
        words = self.settings.words(self.game)
        current = switch.index(words)
        allowed = allowed_choices(self.game, switch, len(self.seats))
        if switch.choices[current]:
            words.remove(switch.choices[current])
        order = list(switch.choices)
        for step in range(1, len(order) + 1):
            nxt = order[(current + step) % len(order)]
            if nxt in allowed:
                break
        if nxt:
            words.append(nxt)

    def back(self) -> None:
        self._remember()
        self.leave()

    def on_back(self) -> bool:
        self.back()
        return True

    def on_confirm(self) -> bool:
        self.start()
        return True

    # -- start ---------------------------------------------------------------------------------
    def _remember(self) -> None:
        self._read_names()
        self.settings.seats = [SeatSetting(**vars(s)) for s in self.seats]
        self.settings.seed = self.seed_entry.get_text().strip()
        self.settings.game = self.game
        settings.save(self.settings)

    def build_match(self) -> Match:
        """The Match for the current choices; raises ValueError with a player-readable reason."""
        from vegas_desktop.match import new_match

        seed_text = self.seed_entry.get_text().strip()
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                raise ValueError(t("setup.bad_seed")) from None
        else:
            seed = secrets.randbelow(2**31)
        options = games.parse_options(self.game, ",".join(self.settings.words(self.game)))
        games.validate_options(self.game, options, len(self.seats))
        return new_match(
            self.game,
            ["human" if s.human else s.level for s in self.seats],
            seed,
            options,
            names=[s.name.strip() or default_name(i) for i, s in enumerate(self.seats)],
            colours=[s.colour for s in self.seats],
        )

    def start(self) -> bool:
        self._read_names()
        colours = [s.colour for s in self.seats]
        if len(set(colours)) != len(colours):  # cannot happen through the picker; guard hand-edited settings
            self._say(t("setup.colour_taken", colour="", name=""), True)
            return False
        try:
            match = self.build_match()
        except ValueError as exc:
            self._say(str(exc) if str(exc) == t("setup.bad_seed") else t("setup.no_game", error=exc), True)
            return False
        except Exception as exc:  # a missing computer player must not crash the menu
            self._say(t("setup.no_game", error=exc), True)
            return False
        self._remember()
        from .table_factory import table_scene

        try:
            table = table_scene(self.app, match)
        except (ImportError, AttributeError, ValueError) as exc:  # a game whose table is missing must not crash
            self._say(t("setup.no_game", error=exc), True)
            return False
        match.undo_allowed = self.settings.undo
        offered_at_start(self)
        self.hints.apply(match)
        if not self.app.autoplay:  # self-play writes nothing into the player's folders
            from vegas_desktop.saves import store

            store.start_autosave(match)
        self.app.stack.replace(table)
        return True

    # -- input ---------------------------------------------------------------------------------
    def swatch_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(seat, colour) of the colour chip under `pos`, if any."""
        for i in range(len(self.seats)):
            cy = ROW_Y + i * ROW_H + 22
            for c in range(len(style.PLAYER_COLOURS)):
                cx = COL_COLOURS + SWATCH_R + c * SWATCH_STEP
                if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (SWATCH_R + 4) ** 2:
                    return i, c
        return None

    def swatch_centre(self, seat: int, colour: int) -> tuple[int, int]:
        return COL_COLOURS + SWATCH_R + colour * SWATCH_STEP, ROW_Y + seat * ROW_H + 22

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event_fields.button(event) == 1:
            hit = self.swatch_at(event.pos)
            if hit is not None:
                self.pick_colour(*hit)
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        style.text(surface, t("setup.title"), (640, 30), 32, style.GOLD, bold=True, anchor="center", shadow=True)
        board = pygame.Rect(70, 112, 1140, 508)
        gui.panel(surface, board, alpha=200)
        head_y = 122
        for key, x in (
            ("setup.col.who", COL_KIND),
            ("setup.col.level", COL_LEVEL),
            ("setup.col.name", COL_NAME),
            ("setup.col.colour", COL_COLOURS),
        ):
            style.text(surface, t(key), (x + 4, head_y), 15, INFO, bold=True)
        mouse = self.app.mouse_pos()
        hover = self.swatch_at(mouse)
        taken = {s.colour: i for i, s in enumerate(self.seats)}
        for i, seat in enumerate(self.seats):
            cy = ROW_Y + i * ROW_H + 22
            pygame.draw.line(surface, (30, 90, 60), (90, cy + 29), (1190, cy + 29))
            gui.draw_die(surface, (COL_CHIP, cy), 34, i + 1, seat.colour)
            if seat.human:
                style.text(surface, t("setup.human_level"), (COL_LEVEL + LEVEL_W // 2, cy), 15, INFO, anchor="center")
            for c in range(len(style.PLAYER_COLOURS)):
                centre = self.swatch_centre(i, c)
                mine = seat.colour == c
                owner = taken.get(c)
                if mine:
                    gui.swatch(surface, centre, SWATCH_R, c, ring=True)
                elif owner is not None:  # someone else's: small and dimmed
                    gui.swatch(surface, centre, SWATCH_R - 7, c)
                    shade = pygame.Surface((SWATCH_R * 2, SWATCH_R * 2), pygame.SRCALPHA)
                    pygame.draw.circle(shade, (0, 0, 0, 120), (SWATCH_R, SWATCH_R), SWATCH_R - 6)
                    surface.blit(shade, (centre[0] - SWATCH_R, centre[1] - SWATCH_R))
                else:
                    gui.swatch(surface, centre, SWATCH_R - 2, c)
                if hover == (i, c) and not mine:
                    ring = ERROR if owner is not None else style.PAPER
                    pygame.draw.circle(surface, ring, centre, SWATCH_R + 3, width=2)
        style.text(surface, t("setup.seed"), (COL_KIND, OPTIONS_Y + 21), 18, style.PAPER, bold=True, anchor="midleft")
        style.text(surface, t(self.seed_hint_key()), (COL_KIND, OPTIONS_Y + 50), 14, INFO)
        self.draw_summary(surface)
        if not ((self.undo_button.visible or self.hints.visible) and len(self.seats) >= MAX_SEATS):
            style.text(surface, t("setup.hint"), (640, MESSAGE_Y), 14, INFO, anchor="center")
        if self.message:
            self.draw_message(surface)

    def summary_lines(self) -> tuple[list[str], pygame.font.Font]:
        """The options played, in full: wrapped beside the options button (never cut while three lines hold it)."""
        return fit_text.fit_lines(self.options_text(), SUMMARY_RECT.w, SUMMARY_RECT.h, 15, 12)

    def draw_summary(self, surface: pygame.Surface) -> None:
        lines, font = self.summary_lines()
        y = SUMMARY_RECT.y + max(0, (42 - font.get_linesize() * len(lines)) // 2)
        for line in lines:
            surface.blit(font.render(line, True, style.PAPER), (SUMMARY_RECT.x, y))
            y += font.get_linesize()

    def on_text_refused(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        if entry in self.name_entries:
            self._say(t("setup.name_limit", n=NAME_LIMIT))

    def message_lines(self) -> tuple[list[str], pygame.font.Font]:
        """The message wrapped into its own box (two lines at most, shrinking before it is ever cut)."""
        return fit_text.fit_lines(self.message, MESSAGE_RECT.w - 24, MESSAGE_RECT.h - 4, 17, 13, bold=True)

    def draw_message(self, surface: pygame.Surface) -> pygame.Rect:
        colour = ERROR if self.message_is_error else INFO
        lines, font = self.message_lines()
        height = font.get_linesize() * len(lines)
        y = MESSAGE_RECT.centery - height // 2
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 24, height + 6)
        box.center = MESSAGE_RECT.center
        pygame.draw.rect(surface, (12, 40, 28), box, border_radius=8)
        flash = self.message_is_error and self.time - self.message_time < 0.4
        pygame.draw.rect(surface, ERROR if flash else (40, 100, 70), box, width=2, border_radius=8)
        for line in lines:
            img = font.render(line, True, colour)
            surface.blit(img, img.get_rect(midtop=(MESSAGE_RECT.centerx, y)))
            y += font.get_linesize()
        return box
