"""Game setup: 2-6 seats (human or computer with a level), names, distinct colours, seed and switches.

The choices are remembered in the settings for the next game. Start builds the Match and replaces this
screen with the table.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop.app import gui, settings, style
from vegas_desktop.app.settings import MAX_SEATS, MIN_SEATS, SeatSetting
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import Match

GAME = "lasvegas"
ROW_Y, ROW_H = 150, 58
COL_CHIP, COL_KIND, COL_LEVEL, COL_NAME, COL_COLOURS, COL_REMOVE = 118, 160, 325, 470, 770, 1120
KIND_W, LEVEL_W, NAME_W, REMOVE_W = 150, 130, 270, 46
SWATCH_STEP, SWATCH_R = 54, 17
OPTIONS_Y = 546
MESSAGE_Y = 674
ERROR = (255, 120, 110)
INFO = (190, 210, 195)


def default_name(index: int) -> str:
    return t(f"common.default_name.{index % MAX_SEATS}")


class SetupScene(gui.GuiScene):
    def __init__(self, app: App) -> None:
        self.settings = settings.for_app(app)
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
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(COL_KIND + 80, OPTIONS_Y, 180, 42), manager=self.ui, placeholder_text="—"
        )
        self.seed_entry.set_text_length_limit(18)
        self.seed_entry.set_text(self.settings.seed)
        self.random_first_button = self.button(
            (COL_NAME + 10, OPTIONS_Y, 300, 42), "", self.toggle_random_first, object_id="#small"
        )
        self.auto_button = self.button((COL_COLOURS + 20, OPTIONS_Y, 390, 42), "", self.toggle_auto, object_id="#small")
        self.back_button = self.button((COL_KIND, 646, 220, 56), t("setup.back"), self.back)
        self.start_button = self.button((1190 - 300, 646, 300, 56), t("setup.start"), self.start, object_id="#primary")
        self._refresh_toggles()
        self._build_rows()

    def _build_rows(self) -> None:
        self._read_names()
        for widgets in self.row_widgets:
            for w in widgets:
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
                lambda i=i: self.toggle_human(i),
                object_id="#toggle_on" if seat.human else "#small",
            )
            widgets: list[pygame_gui.core.UIElement] = [kind]
            level = None
            if not seat.human:
                level = self.button(
                    (COL_LEVEL, y, LEVEL_W, 44),
                    t(f"common.level.{seat.level}"),
                    lambda i=i: self.cycle_level(i),
                    object_id="#small",
                    tooltip=t("setup.level_tip"),
                )
                widgets.append(level)
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(COL_NAME, y + 1, NAME_W, 42), manager=self.ui, placeholder_text=default_name(i)
            )
            entry.set_text_length_limit(16)
            entry.set_text(seat.name)
            widgets.append(entry)
            remove = self.button(
                (COL_REMOVE, y, REMOVE_W, 44),
                "×",
                lambda i=i: self.remove_seat(i),
                object_id="#danger",
                tooltip=t("setup.remove_tip"),
            )
            if len(self.seats) <= MIN_SEATS:
                remove.disable()
            widgets.append(remove)
            self.row_widgets.append(widgets)
            self.kind_buttons.append(kind)
            self.level_buttons.append(level)
            self.name_entries.append(entry)
            self.remove_buttons.append(remove)
        self.add_button.set_relative_position((COL_KIND, ROW_Y + len(self.seats) * ROW_H + 2))
        if len(self.seats) >= MAX_SEATS:
            self.add_button.hide()
        else:
            self.add_button.show()

    def _read_names(self) -> None:
        for seat, entry in zip(self.seats, self.name_entries, strict=False):
            seat.name = entry.get_text()

    def _refresh_toggles(self) -> None:
        on, off = t("setup.on"), t("setup.off")
        self.random_first_button.set_text(t("setup.random_first", state=on if self.settings.random_first else off))
        self.auto_button.set_text(t("setup.auto_forced", state=on if self.settings.auto_forced else off))

    def _say(self, text: str, error: bool = False) -> None:
        self.message, self.message_is_error, self.message_time = text, error, self.time

    # -- choices -------------------------------------------------------------------------------
    def add_seat(self) -> bool:
        if len(self.seats) >= MAX_SEATS:
            self._say(t("setup.max_seats", n=MAX_SEATS), error=True)
            return False
        self._read_names()
        used_colours = {s.colour for s in self.seats}
        used_names = {s.name for s in self.seats}
        colour = next(c for c in range(len(style.PLAYER_COLOURS)) if c not in used_colours)
        name = next((default_name(i) for i in range(MAX_SEATS) if default_name(i) not in used_names), "")
        self.seats.append(SeatSetting(human=False, level="normal", name=name, colour=colour))
        self._say("")
        self._build_rows()
        return True

    def remove_seat(self, index: int) -> bool:
        if len(self.seats) <= MIN_SEATS:
            self._say(t("setup.min_seats", n=MIN_SEATS), error=True)
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

    def toggle_random_first(self) -> None:
        self.settings.random_first = not self.settings.random_first
        self._refresh_toggles()

    def toggle_auto(self) -> None:
        self.settings.auto_forced = not self.settings.auto_forced
        self._refresh_toggles()

    def back(self) -> None:
        self._remember()
        if self.app.stack.top is self:
            self.app.stack.pop()

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
        settings.save(self.settings)

    def build_match(self) -> Match:
        """The Match for the current choices; raises ValueError with a player-readable reason."""
        from vegas_desktop import games
        from vegas_desktop.ai.registry import make_agent
        from vegas_desktop.match import Match, Seat

        seed_text = self.seed_entry.get_text().strip()
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                raise ValueError(t("setup.bad_seed")) from None
        else:
            seed = secrets.randbelow(2**31)
        words = [w for w in getattr(self.app, "preset_options", "").split(",") if w.strip()]
        words = [w for w in words if w.strip() not in ("random-first", "no-auto")]
        if self.settings.random_first:
            words.append("random-first")
        if not self.settings.auto_forced:
            words.append("no-auto")
        options = games.parse_options(GAME, ",".join(words))
        seats = []
        for i, s in enumerate(self.seats):
            name = s.name.strip() or default_name(i)
            agent = None if s.human else make_agent(GAME, s.level, seed * 7919 + i)
            seats.append(Seat(name, agent, s.colour))
        return Match(games.rules_for(GAME), seats, seed, options)

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
        from scenes.lasvegas_table import LasVegasTableScene

        self.app.stack.replace(LasVegasTableScene(self.app, match))
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
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            hit = self.swatch_at(event.pos)
            if hit is not None:
                self.pick_colour(*hit)
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        style.text(surface, t("setup.title"), (640, 44), 38, style.GOLD, bold=True, anchor="center", shadow=True)
        style.text(surface, t("setup.subtitle"), (640, 88), 17, style.PAPER, anchor="center")
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
        style.text(surface, t("setup.seed_hint"), (COL_KIND, OPTIONS_Y + 50), 14, INFO)
        if self.message:
            colour = ERROR if self.message_is_error else INFO
            flash = self.message_is_error and self.time - self.message_time < 0.4
            rect = style.text(surface, self.message, (640, MESSAGE_Y), 17, colour, bold=True, anchor="center")
            if flash:
                pygame.draw.rect(surface, ERROR, rect.inflate(16, 8), width=2, border_radius=8)
        else:
            style.text(surface, t("setup.hint"), (640, MESSAGE_Y), 14, INFO, anchor="center")
