"""Screens made of pygame-gui widgets (`GuiScene`: one UIManager per scene, see ui_manager.py), and the drawing
the screens around the table share (felt, panels, dice, neon titles, colour chips).

Details that make pygame-gui fit the app shell:
- scenes place widgets in *logical* 1280x720 coordinates, but the manager is built at the window's own size
  (`GameUIManager.ui_rect` scales each place, the theme's fonts and borders are scaled), so widget text is drawn
  at the size the player sees (crisp.draw_scaled);
- button presses call Python callbacks directly (`UIButton.bind`) rather than travelling through the
  pygame event queue, so a click handled in `app.step(dt, events)` acts in the same frame (tests rely on it).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop.app import crisp, event_fields, motion, sound, style
from vegas_desktop.app.cache import surface_cache
from vegas_desktop.app.names import clean_text
from vegas_desktop.app.scene import Scene
from vegas_desktop.app.ui_manager import GameUIManager, drop_queued_ui_events

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

log = logging.getLogger(__name__)


class GuiScene(Scene):
    """A scene with its own UIManager. Subclasses build widgets in `build()` and draw their backdrop in
    `draw_background()`; Enter and Esc call `on_confirm()` / `on_back()`; buttons listed in `nav` can be
    chosen with the arrow keys or Tab and pressed with Enter or Space."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.ui = GameUIManager(app)
        self.time = 0.0
        self.motion = 0.0  # clock for decoration (bobbing, confetti): stands still while the app idles
        self.actions: dict[pygame_gui.elements.UIButton, Callable[[], None]] = {}
        self.nav: list[pygame_gui.elements.UIButton] = []  # buttons reachable with arrow keys / Tab, in order
        self.nav_index = -1
        self.build()

    def build(self) -> None:
        """Create the widgets."""

    def rebuild(self) -> None:
        """Drop every widget and build them again (after a language switch: their texts are baked in). Only for
        scenes whose `build` sets everything it needs (nothing typed or chosen lives only in a widget)."""
        for btn in self.actions:  # a hidden button escapes clear_and_reset: its callback must not hold the scene
            btn.bind(pygame_gui.UI_BUTTON_PRESSED, None)
        drop_queued_ui_events(self.ui)
        self.ui.clear_and_reset()
        self.actions.clear()
        self.nav.clear()
        self.nav_index = -1
        self.build()

    def leave(self) -> None:
        """Close this screen if it is the one on top (a second click in the same frame does nothing)."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def on_resize(self) -> None:
        """The window's size changed: build the widgets again at the new size (their text is drawn at the size
        the player sees). What was typed or slid is carried over, widget by widget in the order they were made;
        the rest comes from the scene's own state, as after a language switch."""
        if tuple(self.app.ui_size) == self.ui.size:
            return
        group = self.ui.get_sprite_group().sprites()
        typed = [e.get_text() for e in group if isinstance(e, pygame_gui.elements.UITextEntryLine)]
        slid = [e.get_current_value() for e in group if isinstance(e, pygame_gui.elements.UIHorizontalSlider)]
        selected = self.nav_index
        self.release()
        self.ui = GameUIManager(self.app)
        self.nav_index = -1
        self.build()
        group = self.ui.get_sprite_group().sprites()
        entries = [e for e in group if isinstance(e, pygame_gui.elements.UITextEntryLine)]
        sliders = [e for e in group if isinstance(e, pygame_gui.elements.UIHorizontalSlider)]
        if len(entries) == len(typed):
            for entry, text in zip(entries, typed, strict=True):
                entry.set_text(text)
        if len(sliders) == len(slid):
            for slider, value in zip(sliders, slid, strict=True):
                slider.set_current_value(value)
        if 0 <= selected < len(self.nav):
            self.nav_index = selected
            self.nav[selected].select()

    def release(self) -> None:
        # Every button's callback is a bound method of this scene: kill the widgets so the scene, its
        # manager and their surfaces can go without waiting for the cycle collector.
        for btn in self.actions:  # a hidden button escapes clear_and_reset: its callback must not hold the scene
            btn.bind(pygame_gui.UI_BUTTON_PRESSED, None)
        drop_queued_ui_events(self.ui)
        self.ui.clear_and_reset()
        self.actions.clear()
        self.nav.clear()
        if pygame_gui.core.utility.get_default_manager() is self.ui:  # pygame-gui keeps the first manager made
            pygame_gui.core.utility.set_default_manager(None)

    def button(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        action: Callable[[], object],
        *,
        object_id: str | None = None,
        container: pygame_gui.core.interfaces.IContainerLikeInterface | None = None,
        tooltip: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        btn = pygame_gui.elements.UIButton(
            relative_rect=self.ui.ui_rect(rect),
            text=text,
            manager=self.ui,
            container=container,
            object_id=pygame_gui.core.ObjectID(object_id=object_id) if object_id else None,
            tool_tip_text=tooltip,
        )

        def pressed() -> None:
            sound.play("click")
            action()

        btn.bind(pygame_gui.UI_BUTTON_PRESSED, lambda _data: pressed())
        self.actions[btn] = pressed
        return btn

    # -- keyboard navigation -------------------------------------------------------------------
    def _usable(self, btn: pygame_gui.elements.UIButton) -> bool:
        return btn.alive() and btn.visible and btn.is_enabled

    def move_selection(self, step: int) -> None:
        usable = [b for b in self.nav if self._usable(b)]
        if not usable:
            return
        current = self.nav[self.nav_index] if 0 <= self.nav_index < len(self.nav) else None
        if current in usable:
            current.unselect()
            nxt = usable[(usable.index(current) + step) % len(usable)]
        else:
            nxt = usable[0] if step > 0 else usable[-1]
        nxt.select()
        self.nav_index = self.nav.index(nxt)

    def clear_selection(self) -> None:
        if 0 <= self.nav_index < len(self.nav):
            self.nav[self.nav_index].unselect()
        self.nav_index = -1

    def selected_button(self) -> pygame_gui.elements.UIButton | None:
        if 0 <= self.nav_index < len(self.nav) and self._usable(self.nav[self.nav_index]):
            return self.nav[self.nav_index]
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.nav_index >= 0:
            self.clear_selection()  # the mouse takes over from the keyboard
        event = safe_text_event(event)
        if event.type == pygame.NOEVENT:
            return True
        if self._typing() and _is_paste(event):
            return self._paste_clean()
        if event.type == pygame.TEXTINPUT and self._typing():
            entry = self._focused_entry()
            limit = entry.length_limit if entry is not None else None
            if entry is not None and limit is not None and len(entry.get_text()) + len(event.text) > limit:
                self.on_text_refused(entry)
        event = self._onto_button(event)
        try:
            used = self.ui.process_events(event)
        except pygame.error as exc:  # a text pygame-gui cannot lay out: never let it end the game
            log.warning("text input refused (%s)", exc)
            self._repair_entries()
            return True
        if used:
            return True
        if event.type == pygame.KEYDOWN and not self._typing():
            if self.nav and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                back = event.key in (pygame.K_UP, pygame.K_LEFT) or (
                    event.key == pygame.K_TAB and event_fields.mods(event) & pygame.KMOD_SHIFT
                )
                self.move_selection(-1 if back else 1)
                return True
            selected = self.selected_button()
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and selected:
                self.actions[selected]()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.on_confirm()
            if event.key == pygame.K_ESCAPE:
                return self.on_back()
        return self.handle_other_event(event)

    def _onto_button(self, event: pygame.event.Event) -> pygame.event.Event:
        """A press or release on a button's box, but on its shadow or a rounded corner (outside pygame-gui's
        shape), is moved to the button's middle: the player clicked what they see as the button. Without this
        a click on its top or bottom few pixels did nothing (the pause menu's second click, about one in four)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or not event_fields.has_pos(event):
            return event
        scaled = self.ui.calculate_scaled_mouse_position(event.pos)
        pad = math.ceil(max(self.ui.mouse_pos_scale_factor))  # a logical pixel may cover more than one of the window's
        for btn in self.actions:
            if not (btn.alive() and btn.visible and btn.is_enabled) or btn.drawable_shape is None:
                continue
            if btn.rect.inflate(2 * pad, 2 * pad).collidepoint(scaled) and not btn.drawable_shape.collide_point(scaled):
                inside = self.ui.logical_rect(btn.rect).center
                return pygame.event.Event(event.type, {**event.dict, "pos": inside})
        return event

    def _focused_entry(self) -> pygame_gui.elements.UITextEntryLine | None:
        for element in self.ui.get_focus_set() or ():
            if isinstance(element, pygame_gui.elements.UITextEntryLine):
                return element
        return None

    def _paste_clean(self) -> bool:
        """Ctrl+V: paste the clipboard without the characters that draw as nothing (they crashed pygame-gui)."""
        entry = self._focused_entry()
        if entry is None:
            return False
        try:
            from pygame_gui.core.utility import clipboard_paste

            raw = clipboard_paste() or ""
        except (pygame.error, OSError, RuntimeError):
            return True
        cleaned = clean_text(raw).replace("\n", " ")
        text = entry.get_text()
        pos = min(len(text), max(0, entry.edit_position))
        new = text[:pos] + cleaned + text[pos:]
        limit = entry.length_limit
        if cleaned and (limit is None or len(new) <= limit) and entry.validate_text_string(cleaned):
            entry.set_text(new)
            entry.edit_position = pos + len(cleaned)
        elif cleaned:
            self.on_text_refused(entry)
        return True

    def on_text_refused(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        """Typed or pasted text did not fit the field's limit (scenes say so where it matters)."""

    def _repair_entries(self) -> None:
        """After a refused character: every text field keeps only text that can be drawn."""
        root = self.ui.get_root_container()
        for element in list(root) if root is not None else []:
            if isinstance(element, pygame_gui.elements.UITextEntryLine):
                text = element.get_text()
                if clean_text(text) != text:
                    element.set_text(clean_text(text))

    def typing(self) -> bool:
        return self._typing()

    def _typing(self) -> bool:
        """True while a text field has the keyboard (Enter/Esc then belong to it)."""
        focused = self.ui.get_focus_set()
        return bool(focused) and any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused)

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        return False

    def on_confirm(self) -> bool:
        return False

    def on_back(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.app.idle and not motion.reduced():  # reduced motion: decoration stands
            self.motion += dt
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.ui.draw_on(surface)
        self.draw_foreground(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Everything under the widgets."""

    def draw_foreground(self, surface: pygame.Surface) -> None:
        """Everything over the widgets (rarely needed)."""


def _is_paste(event: pygame.event.Event) -> bool:
    mod = event_fields.mods(event)
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_v
        and bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        and not mod & pygame.KMOD_ALT
    )


def safe_text_event(event: pygame.event.Event) -> pygame.event.Event:
    """Typed text without zero-width, control or unpaired characters (a NOEVENT when nothing is left)."""
    if event.type != pygame.TEXTINPUT:
        return event
    text = event_fields.text(event)
    cleaned = clean_text(text)
    if cleaned == text:
        return event
    if not cleaned:
        return pygame.event.Event(pygame.NOEVENT)
    return pygame.event.Event(pygame.TEXTINPUT, {**event.dict, "text": cleaned})


def button_row(count: int, most: int = 250, gap: int = 14, width: int = 1180) -> tuple[int, int]:
    """(left, button width) of `count` buttons in one row centred on the screen: each at most `most` wide, all
    within `width` (a row of games fits however many are registered)."""
    w = min(most, (width - (count - 1) * gap) // max(1, count))
    return 640 - (count * w + (count - 1) * gap) // 2, w


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """A full left click at a logical position (for tests and scripted demos)."""
    data = {"pos": pos, "button": button, "logical": True}
    return [
        pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0), "logical": True}),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, data),
        pygame.event.Event(pygame.MOUSEBUTTONUP, data),
    ]


# -- drawing shared by the screens around the table ------------------------------------------------------


@surface_cache(max_mb=8, max_items=2)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    """Casino felt: a radial light in the middle, darker edges, a faint diamond weave."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(style.FELT_DARK)
    cx, cy = w / 2, h * 0.45
    max_r = int((w**2 + h**2) ** 0.5 / 2)
    for r in range(max_r, 0, -8):
        k = 1 - r / max_r
        colour = tuple(int(d + (lt - d) * k**1.6) for d, lt in zip(style.FELT_DARK, style.FELT_LIGHT, strict=True))
        pygame.draw.ellipse(surf, colour, pygame.Rect(cx - r * 1.15, cy - r * 0.85, r * 2.3, r * 1.7))
    weave = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(-h, w, 28):
        pygame.draw.line(weave, (255, 255, 255, 7), (x, 0), (x + h, h))
        pygame.draw.line(weave, (0, 0, 0, 12), (x + h, 0), (x, h))
    surf.blit(weave, (0, 0))
    return surf


def felt_background(surface: pygame.Surface) -> None:
    surface.blit(_felt(surface.get_size()), (0, 0))


@surface_cache(max_mb=8, max_items=8)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken whatever is already drawn (overlays over the table)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


@surface_cache(max_mb=6, max_items=32)
def _panel_image(size: tuple[int, int], alpha: int, border: tuple[int, int, int]) -> pygame.Surface:
    """Shadow, body and rims of a panel in one surface (drawn once per size, then only blitted)."""
    w, h = size
    img = pygame.Surface((w + 24, h + 24), pygame.SRCALPHA)
    shadow = pygame.Surface((w + 24, h + 24), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=22)
    img.blit(shadow, (0, 10))
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*style.FELT_DARK, alpha), body.get_rect(), border_radius=16)
    inner = pygame.Rect(6, 0, w, h)
    # the body replaces (not blends with) the shadow under it, so the panel's own alpha is what shows
    img.fill((0, 0, 0, 0), inner.inflate(-16, -16))
    img.blit(body, inner)
    pygame.draw.rect(img, border, inner, width=3, border_radius=16)
    pygame.draw.rect(img, style.GOLD_DARK, inner.inflate(-10, -10), width=1, border_radius=12)
    return img


def panel(
    surface: pygame.Surface, rect: pygame.Rect, *, alpha: int = 235, border: tuple[int, int, int] = style.GOLD
) -> None:
    """A dark felt card with a gold rim and a soft drop shadow."""
    surface.blit(_panel_image(rect.size, alpha, border), (rect.x - 6, rect.y))


_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@surface_cache(max_mb=2, max_items=128)
def die_image(size: int, value: int, body: tuple[int, int, int], pips: tuple[int, int, int]) -> pygame.Surface:
    """One die face, drawn by us: rounded body, a light top edge, round pips."""
    pad = 4
    surf = pygame.Surface((size + pad * 2, size + pad * 2), pygame.SRCALPHA)
    rect = pygame.Rect(pad, pad, size, size)
    pygame.draw.rect(surf, (0, 0, 0, 110), rect.move(2, 3), border_radius=size // 5)
    pygame.draw.rect(surf, body, rect, border_radius=size // 5)
    light = tuple(min(255, c + 40) for c in body)
    dark = tuple(max(0, c - 60) for c in body)
    pygame.draw.rect(surf, dark, rect, width=max(1, size // 24), border_radius=size // 5)
    pygame.draw.line(surf, light, (rect.x + size // 5, rect.y + 2), (rect.right - size // 5, rect.y + 2), 2)
    step = size * 0.27
    radius = max(2, round(size * 0.085))
    for dx, dy in _PIPS[value]:
        pygame.draw.circle(surf, pips, (rect.centerx + dx * step, rect.centery + dy * step), radius)
    return surf


def draw_die(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: int,
    value: int,
    colour: int | None = None,
    angle: float = 0.0,
) -> None:
    """A die of a player's colour (index into PLAYER_COLOURS) or a white one, rotated by `angle` degrees."""
    body, pips = style.NEUTRAL_DIE if colour is None else (style.player_colour(colour), style.player_pip(colour))
    img = _rotated_die(size, value, body, pips, round(angle))
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


@surface_cache(max_mb=3, max_items=512)
def _rotated_die(size: int, value: int, body: tuple, pips: tuple, angle: int) -> pygame.Surface:
    """Rotated faces are cached per whole degree: rotozoom is far slower than a blit."""
    img = die_image(size, value, body, pips)
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img


@surface_cache(max_mb=4, max_items=16)
def neon_text(content: str, size: int, colour: tuple[int, int, int], glow: tuple[int, int, int]) -> pygame.Surface:
    """Text with a soft coloured glow (a cheap blur: shrink and grow the text again, several times)."""
    f = style.font(size, bold=True)
    core = f.render(content, True, colour)
    halo_src = f.render(content, True, glow)
    pad = size // 2
    w, h = core.get_width() + pad * 2, core.get_height() + pad * 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    base = pygame.Surface((w, h), pygame.SRCALPHA)
    base.blit(halo_src, (pad, pad))
    for factor, alpha in ((0.08, 255), (0.12, 255), (0.2, 230), (0.35, 200), (0.6, 160)):
        small = pygame.transform.smoothscale(base, (max(1, int(w * factor)), max(1, int(h * factor))))
        blur = pygame.transform.smoothscale(small, (w, h))
        blur.set_alpha(alpha)
        for _ in range(3):  # stacking the soft layers brings the halo up to a neon glow
            out.blit(blur, (0, 0))
    outline = f.render(content, True, tuple(max(0, c - 90) for c in glow))
    for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
        out.blit(outline, (pad + dx, pad + dy))
    out.blit(core, (pad, pad))
    return crisp.remember(out, lambda s: neon_text(content, max(1, round(size * s)), colour, glow))


def swatch(surface: pygame.Surface, center: tuple[int, int], radius: int, colour: int, *, ring: bool = False) -> None:
    """A player's colour as a round chip (with the player's symbol in colour-blind mode)."""
    rgb = style.player_colour(colour)
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 1, center[1] + 2), radius)
    pygame.draw.circle(surface, rgb, center, radius)
    pygame.draw.circle(surface, tuple(min(255, c + 60) for c in rgb), center, radius, width=2)
    symbol = style.player_symbol(colour)
    if symbol is not None:
        from vegas_desktop.app.symbols import draw_symbol

        draw_symbol(surface, symbol, center, radius * 0.6, style.player_pip(colour))
    if ring:
        pygame.draw.circle(surface, style.HIGHLIGHT, center, radius + 5, width=3)


def colour_name(colour: int) -> str:
    from vegas_desktop.text import t

    return t(style.player_colour_key(colour))
