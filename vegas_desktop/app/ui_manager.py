"""The pygame-gui manager of a scene: built at the window's own size from our theme (fonts and borders scaled) and
our DejaVu fonts, placing widgets in logical 1280x720 coordinates; and the clean-up of pygame-gui's queued events
when a scene's manager goes.

Widgets are placed in *logical* coordinates but the manager is built at the window's size (`ui_rect` scales each
place), so widget text is drawn at the size the player sees (crisp.draw_scaled). Mouse events reach scenes in
logical coordinates and pygame-gui scales them itself (`mouse_pos_scale_factor`); hover comes from
`app.mouse_pos()`.
"""

from __future__ import annotations

import copy
import json
import warnings
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from vegas_desktop.app import crisp, style
from vegas_desktop.resources import asset_path

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

FONT_NAME = "dejavu"
LOGICAL = (1280, 720)
_PRELOAD_SIZES = (14, 15, 16, 18, 20, 22, 24)


@lru_cache(maxsize=1)
def _theme_template() -> dict[str, Any]:
    data = json.loads(asset_path("theme.json").read_text(encoding="utf-8"))
    regular = str(asset_path("fonts", style.FONT_REGULAR))
    bold = str(asset_path("fonts", style.FONT_BOLD))
    # Absolute font paths are filled in here so the theme works from any working directory and
    # inside the PyInstaller bundle; the JSON itself only names the font.
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            font.setdefault("name", FONT_NAME)
            font["regular_path"] = regular
            font["bold_path"] = bold
            font["italic_path"] = regular
            font["bold_italic_path"] = bold
    return data


# Theme values measured in pixels: scaled with the window so widgets keep their look at any size.
_SCALED_MISC = ("shape_corner_radius", "border_width", "shadow_width", "rect_width")


def scaled_theme(scale: float) -> dict[str, Any]:
    """The theme for a manager built at `scale` times the logical size: font sizes and borders scaled."""
    data = copy.deepcopy(_theme_template())
    if scale == 1.0:
        return data
    for block in data.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(max(6, crisp.scaled_font_size(int(font["size"]), scale)))
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in _SCALED_MISC:
                if key in misc and misc[key].strip().isdigit():
                    value = int(misc[key])
                    misc[key] = str(round(value * scale) if value > 1 else value)  # hairlines stay hairlines
    return data


class GameUIManager(pygame_gui.UIManager):
    """A UIManager at the window's size (`size`), placed in logical coordinates scaled by `scale`; its hover
    position comes from the app's logical mouse position."""

    def __init__(self, app: App) -> None:
        self.size: tuple[int, int] = app.ui_size
        self.scale = (self.size[0] / LOGICAL[0], self.size[1] / LOGICAL[1])
        mean = (self.scale[0] + self.scale[1]) / 2
        super().__init__(self.size, theme_path=scaled_theme(mean), enable_live_theme_updates=False)
        self.app = app
        self.mouse_pos_scale_factor = list(self.scale)  # pygame-gui scales event positions itself
        regular = str(asset_path("fonts", style.FONT_REGULAR))
        bold = str(asset_path("fonts", style.FONT_BOLD))
        self.add_font_paths(FONT_NAME, regular, bold, regular, bold)
        sizes = sorted({max(6, crisp.scaled_font_size(s, mean)) for s in _PRELOAD_SIZES})
        with warnings.catch_warnings():  # the theme has loaded some of these already; that is fine
            warnings.simplefilter("ignore", UserWarning)
            styles = ("regular", "bold", "italic")
            self.preload_fonts([{"name": FONT_NAME, "point_size": s, "style": st} for s in sizes for st in styles])

    def _update_mouse_position(self) -> None:
        self.mouse_position = self.calculate_scaled_mouse_position(self.app.mouse_pos())

    def ui_rect(self, rect: pygame.Rect | tuple[int, int, int, int]) -> pygame.Rect:
        """A logical rect at this manager's size."""
        return crisp.scale_rect(pygame.Rect(rect), *self.scale)

    def ui_point(self, point: tuple[int, int]) -> tuple[int, int]:
        return round(point[0] * self.scale[0]), round(point[1] * self.scale[1])

    def logical_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect at this manager's size in logical coordinates (to draw beside a widget)."""
        return pygame.Rect(
            round(rect.x / self.scale[0]),
            round(rect.y / self.scale[1]),
            round(rect.w / self.scale[0]),
            round(rect.h / self.scale[1]),
        )

    def draw_on(self, surface: pygame.Surface) -> None:
        """Draw the widgets onto a logical frame (built at another size: through crisp.draw_scaled)."""
        crisp.draw_scaled(surface, self.draw_ui, self.size, self._widget_places)

    def _widget_places(self) -> list[pygame.Rect]:
        """Where visible widgets draw (containers draw nothing of their own: the root one spans the screen)."""
        return [
            sprite.rect
            for sprite in self.get_sprite_group().sprites()
            if sprite.visible and not isinstance(sprite, pygame_gui.core.UIContainer)
        ]


# pygame-gui's own event types, and USEREVENT (it also posts each event the old way, with `user_type`)
_UI_EVENT_TYPES = sorted(
    {v for k, v in vars(pygame_gui).items() if k.startswith("UI_") and isinstance(v, int)} | {pygame.USEREVENT}
)


def _manager_of(event: pygame.event.Event) -> object:
    """The manager of the widget a pygame-gui event comes from (None for one that names no widget)."""
    element = event.dict.get("ui_element")
    return element.ui_manager if isinstance(element, pygame_gui.core.UIElement) else None


def drop_queued_ui_events(manager: pygame_gui.UIManager) -> None:
    """pygame-gui posts events (e.g. a button's unhover when it is hidden) that hold their element; one of a scene
    that has left would keep its manager alive until read. Only pygame-gui's own event types are touched."""
    if not pygame.display.get_init():
        return
    kept = [e for e in pygame.event.get(_UI_EVENT_TYPES) if _manager_of(e) is not manager]
    for event in kept:
        pygame.event.post(event)
