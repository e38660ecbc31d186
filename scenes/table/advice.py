"""Advice at the table: the payout preview under the pointer, and "What would Hard do?".

One `AdviceOverlay` sits on every table, over the game's own drawing. The hint is the game's judge (its
descriptor's `judge`: none, no Hint button); the preview is the game's own (its descriptor's `preview`). A game
tells the overlay through its parts' `AdviceLook` what the choice under the pointer is and where on the table an
action is (to light the ★); choices are named by the game's describer.

The hint runs in a background thread (`vegas_desktop.advice.worker`): the window keeps answering events while
Hard thinks, and a progress bar shows how far it is. Only the deciding seat's observation is handed to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from vegas_desktop.advice import hint as hints
from vegas_desktop.advice import worker
from vegas_desktop.app import style
from vegas_desktop.app import table_art as art
from vegas_desktop.descriptor import LEVELS
from vegas_desktop.scenes.table import highlight
from vegas_desktop.scenes.table.advice_words import (
    choice_words,
    figure_text,
    fit,
    preview_lines,
    reason_words,
    wrap,
    wrap_parts,
)
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.base import TableScene
    from vegas_desktop.scenes.table.prompt import ChoicePrompt

BUTTON = pygame.Rect(12, 676, 132, 34)  # where the Hint button goes unless the game's look says otherwise
PANEL_W = 548  # pushed right, it fills a right column of 722-1270 exactly (the board tables' frame stays clear)
RIGHT_EDGE = 1270
LINE = 22
PANEL_FILL = (16, 22, 30, 255)  # opaque: words under a panel must not show through
PANEL_BORDER = (*style.GOLD, 255)
MUTED = (190, 196, 204)
GOOD = (150, 224, 150)
BAD = (240, 150, 140)


class AdviceLook(Protocol):
    """What a game tells the advice overlay about its table."""

    def hovered(self) -> Any | None:
        """The action under the pointer or the keyboard focus now (what the preview describes), or None."""
        ...

    def places(self, action: Any) -> list[pygame.Rect]:
        """Where on the table `action` is (its casino, its button...): lit when Hard chooses it."""
        ...

    @property
    def button_rect(self) -> pygame.Rect:
        """Where the Hint button goes (clear of the game's own buttons)."""
        ...

    @property
    def preview_area(self) -> pygame.Rect | None:
        """Free room where the payout preview goes, or None: above the Hint button."""
        ...

    @property
    def hint_area(self) -> pygame.Rect | None:
        """Room the hint's panel may cover (its words wrap to its width), or None: above the Hint button."""
        ...

    @property
    def prompt(self) -> ChoicePrompt | None:
        """The decision's prompt card on show (its buttons may be named H; the panels keep clear of it), or None."""
        ...


def hints_agreed(match: Any) -> bool:
    """True when every player at the screen agreed in the setup to hints in a hot-seat game."""
    return bool(getattr(match, "hints_agreed", False))


def agree_to_hints(match: Any) -> None:
    """Every player at a hot-seat table agreed in the setup that hints may be asked."""
    match.__dict__["hints_agreed"] = True


def hints_used(match: Any) -> list[int]:
    """The seats that asked for a hint in this game. The list is shared with the game's autosave (the listener
    that follows the game into an undo's fresh match), so taking a move back never takes the mark away."""
    used = match.__dict__.get("hints_used")
    saver = next((x for x in getattr(match, "listeners", []) if hasattr(x, "undo_used")), None)  # saves/autosave
    kept = saver.__dict__.get("hints_used") if saver is not None else None
    if isinstance(kept, list):
        if isinstance(used, list) and used is not kept:
            kept.extend(seat for seat in used if seat not in kept)
        used = kept
    elif not isinstance(used, list):
        used = []
    if saver is not None:
        saver.__dict__["hints_used"] = used
    match.__dict__["hints_used"] = used
    return used


def button_beside(first_panel: pygame.Rect, elsewhere: pygame.Rect) -> pygame.Rect:
    """The Hint button in the bottom-left corner, ending before the first player panel when its words fit there,
    else at `elsewhere` (a table whose panels fill the width)."""
    room = first_panel.x - 8 - BUTTON.x
    need = style.font(15, True).size(t("advice.button"))[0] + 20
    return pygame.Rect(BUTTON.x, BUTTON.y, min(BUTTON.w, room), BUTTON.h) if room >= need else pygame.Rect(elsewhere)


def preview_on(app: Any) -> bool:
    """The payout preview setting (on unless the player turned it off)."""
    from vegas_desktop.app import settings

    return settings.for_app(app).payout_preview


class AdviceOverlay:
    """The table's Hint button, H key, hint panel and payout preview."""

    def __init__(self, table: TableScene[Any]) -> None:
        self.table = table
        self.job: worker.Job[hints.Hint] | None = None
        self.hint: hints.Hint | None = None
        self.error = False
        self._key: tuple[int, int] | None = None  # (seat, log length) the hint or job is for
        self._button_hover = False
        hints_used(table.match)  # after an undo the fresh match carries the game's hints from its autosave

    # -- who may ask ----------------------------------------------------------------------------------
    @property
    def look(self) -> AdviceLook | None:
        return self.table.parts.advice

    def allowed(self) -> bool:
        """Hints at a human decision against the computer, or in hot-seat when everybody agreed."""
        table = self.table
        if not self.advised() or not hints.has_judge(table.match.game):
            return False  # a game without a judge offers no hint
        seats = table.match.seats
        if hints_agreed(table.match):
            return True
        # one player against computers only: with a second person at this screen (hot-seat) or at another (a
        # network game's seats play as "network") a hint would help one of them alone
        people = sum(1 for s in seats if s.is_human or s.level not in LEVELS)
        return people == 1

    def advised(self) -> bool:
        """Advice at all: not in a replay, after the game, or in a guided lesson (its script decides the moves)."""
        table = self.table
        return table.replay is None and not table.finished and getattr(table.match, "lesson", None) is None

    def seat(self) -> int | None:
        """The human who may ask for a hint now, or None."""
        if not self.allowed():
            return None
        return self.table.human_seat()

    def button(self) -> pygame.Rect:
        """The look's place for the Hint button, moved off the decision's prompt when a tall prompt reaches it:
        below the prompt if there is room on the screen, else beside it on the left."""
        look = self.look
        rect = pygame.Rect(look.button_rect if look is not None else BUTTON)
        box = self._prompt_box()
        if box is not None and rect.colliderect(box):
            if box.bottom + 6 + rect.h <= 720 - 6:
                rect.y = box.bottom + 6
            else:
                rect.right = box.x - 8
        return rect

    def _prompt_box(self) -> pygame.Rect | None:
        """Where the decision's prompt card is drawn while a human decides (a game whose decisions are prompts),
        else None."""
        if self.table.human_seat() is None or self.look is None:
            return None
        prompt = self.look.prompt
        box = prompt.box if prompt is not None else None
        return box if box is not None and box.w > 0 and box.h > 0 else None

    # -- asking ---------------------------------------------------------------------------------------
    def request(self) -> bool:
        """Start Hard thinking for the seat at the screen (True if a hint is on its way or shown)."""
        seat = self.seat()
        if seat is None:
            return False
        match = self.table.match
        key = (seat, len(match.log))
        if self._key == key and (self.job is not None or self.hint is not None):
            return True
        self.forget()
        self._key = key
        legal = match.legal(seat)
        view = match.view(seat)  # the seat's own observation: all the hint ever sees
        seed = hints.seed_for(match.seed, seat, match.played(seat))  # as the match seeds Hard in this seat
        game = match.game

        def work(progress: Any, cancelled: Any) -> hints.Hint:
            return hints.compute_hint(game, view, legal, seat, seed, progress)

        self.job = worker.run(work, name="hint")
        used = hints_used(match)
        if seat not in used:
            used.append(seat)  # the history records who took hints in this game
        return True

    def forget(self) -> None:
        """The decision was made (or another seat's came): drop the hint and any job still thinking."""
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.hint = None
        self.error = False
        self._key = None

    def busy(self) -> bool:
        """A hint is being worked out (the window keeps drawing its progress)."""
        return self.job is not None and not self.job.done

    # -- the frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._key is not None:
            seat = self.seat()
            if seat is None or (seat, len(self.table.match.log)) != self._key:
                self.forget()
                return
        job = self.job
        if job is not None and job.done:
            self.job = None
            self.hint = job.result
            self.error = job.error is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """H or a click on the Hint button asks; True if the event was used."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            mods = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
            if not mods and self.seat() is not None and not self._h_is_a_choice():
                return self.request()
            return False
        if event.type == pygame.MOUSEMOTION:
            self._button_hover = self.seat() is not None and self.button().collidepoint(event.pos)
            return False
        clicked = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
        if clicked and self.seat() is not None and self.button().collidepoint(event.pos):
            return self.request()
        return False

    def _h_is_a_choice(self) -> bool:
        """A long prompt page badges its 17th button H: the key is the game's then (the Hint button still answers
        a click)."""
        prompt = self.look.prompt if self.look is not None else None
        if prompt is None:
            return False
        from vegas_desktop.scenes.table.prompt import KEYS

        index = KEYS.find("H")
        per_page = prompt.per_page or 0
        return index < per_page and prompt.page * per_page + index < len(prompt.level)

    # -- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        deciding = self.table.human_seat() if self.advised() else None
        shown = self._shown_hint()
        if deciding is not None:  # the preview shows in hot-seat too: it reads the deciding seat's own view
            self._draw_preview(surface, deciding, shown[2] if shown is not None else None)
        if self.seat() is None:
            return
        if shown is not None:
            hint, rows, panel = shown
            look = self.look
            if look is not None:
                for rect in look.places(hint.choice):
                    highlight.glow_rect(surface, rect, self.table.clock)
            self._draw_hint(surface, rows, panel)
        self._draw_button(surface)

    def _draw_button(self, surface: pygame.Surface) -> None:
        rect = self.button()
        lit = self._button_hover or self.busy()
        fill = (60, 48, 20, 235) if lit else (24, 30, 38, 225)
        surface.blit(art.rounded_panel(rect.size, fill, PANEL_BORDER, 10, 2), rect)
        job = self.job
        if job is not None and not job.done:
            bar = pygame.Rect(rect.x + 8, rect.bottom - 8, int((rect.w - 16) * max(0.05, job.progress)), 4)
            pygame.draw.rect(surface, style.GOLD, bar, border_radius=2)
            thinking = fit(t("advice.thinking"), 14, rect.w - 12)
            art.text(surface, thinking, (rect.centerx, rect.centery - 3), 14, style.WHITE, anchor="center")
        else:
            words, size = t("advice.button"), 15
            while size > 11 and style.font(size, True).size(words)[0] > rect.w - 12:  # a narrow place: smaller
                size -= 1
            art.text(
                surface, fit(words, size, rect.w - 12, True), rect.center, size, style.GOLD, bold=True, anchor="center"
            )

    def _panel_rect(self, lines: int) -> pygame.Rect:
        button = self.button()
        h = 14 + LINE * lines
        rect = pygame.Rect(button.x, button.y - 8 - h, PANEL_W, h)
        if rect.y < 8:  # a button high on the table: the panel goes below it
            rect.y = button.bottom + 8
        rect.x = min(rect.x, RIGHT_EDGE - PANEL_W)
        box = self._prompt_box()
        if box is not None and rect.colliderect(box):  # the prompt stays readable: the panel goes beside it
            rect.right = box.x - 8
            rect.x = max(8, rect.x)
        return rect

    def _shown_hint(self) -> tuple[hints.Hint, list[tuple[str, tuple[int, int, int], bool]], pygame.Rect] | None:
        """The hint, its panel's rows and its place, when the hint for this very decision is up."""
        seat, hint = self.seat(), self.hint
        if seat is None or hint is None or self._key != (seat, len(self.table.match.log)):
            return None
        area = self.look.hint_area if self.look is not None else None
        if area is None:
            rows = self._hint_rows(hint, PANEL_W - 20)
            return hint, rows, self._panel_rect(len(rows))
        rows = self._hint_rows(hint, area.w - 20)
        step = LINE if 14 + LINE * len(rows) <= area.h else max(18, (area.h - 14) // len(rows))
        while len(rows) > 1 and 14 + step * len(rows) > area.h and rows[-1][1] == MUTED:
            rows.pop()  # the reason's last words go before any choice does
        return hint, rows, pygame.Rect(area.x, area.y, area.w, min(area.h, 14 + step * len(rows)))

    def _hint_rows(self, hint: hints.Hint, width: int) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The title, the judge's best choices by its numbers (★ the top; its equals within the judge's
        uncertainty marked so, not ranked; one row each, or the figure on a row of its own where the panel is
        narrow; choices that read alike once), a lost cause said, and why: rows of at most `width` pixels."""
        rows: list[tuple[str, tuple[int, int, int], bool]] = [
            (line, style.GOLD, True) for line in wrap(t("advice.title"), 15, width, True)
        ]
        if self.error:
            return [*rows, *((line, BAD, False) for line in wrap(t("advice.failed"), 15, width))]
        game, view, names = self.table.match.game, self.table.seen(), self.names()
        seen: set[str] = set()
        rank = 0
        for move in hint.top:
            name = choice_words(game, view, move.action, names)
            if name in seen:
                continue
            seen.add(name)
            rank += 1
            figure = figure_text(move.value, hint.unit)
            star = move.action == hint.choice
            if hint.about_equal(move):
                figure = t("advice.about_equal", figure=figure)
                mark = t("advice.equal_mark")
            else:
                mark = t("advice.hard_mark") if star else f"{rank}."
            colour = GOOD if star else style.WHITE
            line = f"{mark} {name}"
            if style.font(15, star).size(f"{line}  {figure}")[0] <= width:
                rows.append((f"{line}  {figure}", colour, star))
                continue
            indent = "    "  # follow-on rows under the choice's name, not under its mark
            room = width - style.font(15, star).size(indent)[0]
            parts = wrap(line, 15, width, star)
            rows += [(part if i == 0 else indent + part, colour, star) for i, part in enumerate(parts)]
            rows += [(indent + part, colour, False) for part in wrap(figure, 15, room)]
        why = reason_words(game, hint.reason)
        if hint.lost:
            why = f"{t('advice.lost')} {why}"
        rows += [(line, MUTED, False) for line in wrap(why, 15, width - 4)]
        return rows

    def _draw_hint(
        self, surface: pygame.Surface, rows: list[tuple[str, tuple[int, int, int], bool]], rect: pygame.Rect
    ) -> None:
        _draw_rows(surface, rect, rows, PANEL_BORDER)

    def _draw_preview(self, surface: pygame.Surface, seat: int, hint_rect: pygame.Rect | None = None) -> None:
        look = self.look
        if look is None or not preview_on(self.table.app):
            return
        action = look.hovered()
        if action is None:
            return
        lines = preview_lines(self.table.match.game, self.table.seen(), action, seat, self.names())
        if not lines:
            return
        own = look.preview_area
        if own is not None and hint_rect is not None and hint_rect.colliderect(own):
            return  # the hint's panel holds the preview's own room: it was asked for
        area = self._preview_area(hint_rect)
        rect: pygame.Rect | None
        if area is not None:
            lines = [lines[0], *(part for line in lines[1:] for part in wrap_parts(line, 15, area.w - 20))]
            rect, _ = self._in_area(area, lines)
        else:
            rect = self.preview_rect(len(lines), hint_rect)
        if rect is None:
            return
        rows = [(content, style.GOLD if i == 0 else style.WHITE, i == 0) for i, content in enumerate(lines)]
        _draw_rows(surface, rect, rows, (*MUTED, 255))

    def _preview_area(self, hint_rect: pygame.Rect | None) -> pygame.Rect | None:
        """The look's free room for the preview, unless the hint's panel or the decision's prompt is up there."""
        area = self.look.preview_area if self.look is not None else None
        if area is None or (hint_rect is not None and hint_rect.colliderect(area)):
            return None
        box = self._prompt_box()
        return None if box is not None and box.colliderect(area) else area

    @staticmethod
    def _in_area(area: pygame.Rect, lines: list[str]) -> tuple[pygame.Rect, int]:
        """As wide as its words, at the area's top, and its line step. Lines close up (to 16 px) to stay in the
        area; taller still, the panel grows up from the area's foot."""
        need = max(style.font(15, i == 0).size(line)[0] for i, line in enumerate(lines)) + 20
        step = LINE if 14 + LINE * len(lines) <= area.h else max(16, (area.h - 14) // len(lines))
        rect = pygame.Rect(area.x, area.y, min(area.w, max(need, 160)), 14 + step * len(lines))
        if rect.h > area.h:
            rect.bottom = area.bottom
        return rect, step

    def preview_rect(self, lines: int, hint_rect: pygame.Rect | None) -> pygame.Rect | None:
        """Beside the hint's panel when it is up; where there is no room beside it (a right column),
        above it; else no preview: the hint was asked for, and one panel must not cover the other."""
        rect = self._panel_rect(lines)
        if hint_rect is None:
            return rect
        rect.x = min(hint_rect.right + 8, RIGHT_EDGE - PANEL_W)
        if not rect.colliderect(hint_rect):
            return rect
        rect.bottom = hint_rect.y - 8
        box = self._prompt_box()
        return None if rect.y < 8 or (box is not None and rect.colliderect(box)) else rect

    def names(self) -> list[str]:
        return [s.name for s in self.table.match.seats]


def _draw_rows(
    surface: pygame.Surface,
    rect: pygame.Rect,
    rows: list[tuple[str, tuple[int, int, int], bool]],
    border: tuple[int, ...],
) -> None:
    """An advice panel (the hint or the preview): its rows spaced to fill `rect`, a full line apart at most."""
    surface.blit(art.rounded_panel(rect.size, PANEL_FILL, border, 12, 2), rect)
    step = min(LINE, (rect.h - 14) // max(1, len(rows)))
    y = rect.y + 8
    for content, colour, bold in rows:
        art.text(surface, fit(content, 15, rect.w - 20, bold), (rect.x + 10, y), 15, colour, bold=bold)
        y += step


def dice_rects(arena: Any, value: int) -> list[pygame.Rect]:
    """Boxes around the thrown dice showing `value` (the dice games' arena sprites: x, y, size, value)."""
    out = []
    for die in arena:
        if getattr(die, "value", None) == value:
            side = round(die.size * 1.1)
            out.append(pygame.Rect(round(die.x - side / 2), round(die.y - side / 2), side, side))
    return out


# -- games whose decisions are prompt cards ----------------------------------------------------------------------
def _path_to(choices: list[Any], action: Any) -> list[Any] | None:
    for choice in choices:
        if choice.children:
            below = _path_to(choice.children, action)
            if below is not None:
                return [choice, *below]
        elif choice.action is not None and choice.action == action:
            return [choice]
    return None


def choices_label(choices: list[Any], action: Any) -> str | None:
    """The words of the buttons leading to `action` in a prompt's choices ('Dozen › 13–24'), or None."""
    path = _path_to(choices, action)
    return " › ".join(c.label for c in path) if path else None


def prompt_hovered(prompt: Any) -> Any | None:
    """The action of the prompt's button under the pointer (a button that opens a list: None)."""
    choice = prompt.hovered() if prompt is not None else None
    return choice.action if choice is not None and not choice.children else None


def prompt_places(prompt: Any, action: Any) -> list[pygame.Rect]:
    """The prompt's button on show that plays or leads to `action`."""
    if prompt is None:
        return []
    rects = getattr(prompt, "rects", {})
    out = []
    for index, rect in rects.items():
        level = prompt.level
        if index < len(level) and _path_to([level[index]], action) is not None:
            out.append(rect)
    return out
