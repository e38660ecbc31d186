"""The Royale table's parts as cached layers (app/layers.py): a part at rest (a tile card, a player's panel, a
casino, the log...) is painted once per content and blitted as one opaque image, its text still crisp.

A part's layer covers its own rect and is painted over exactly what lies there when the part is drawn: the board
(felt and arena, one layer too) and the drop shadows of the parts drawn before it that reach into the rect. What a
part draws outside its rect (its shadow, its glow) is drawn on the frame as before. So a layered frame is byte for
byte the frame drawn part by part; a part that an earlier part's glow or contents reach into is drawn straight
on the frame, as is a part in motion (its key would change every frame and push the resting parts out of the
bounded layer cache).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from vegas_desktop.app import layers, style, table_art

Offset = tuple[int, int]
Body = Callable[[pygame.Surface, Offset], object]  # draws a part as if the frame's origin were at the offset
Shadow = tuple[pygame.Rect, int, int]  # table_art.drop_shadow's rect, radius and offset


def shadow_rect(shadow: Shadow) -> pygame.Rect:
    """Where table_art.drop_shadow draws for this rect, radius and offset."""
    rect, _radius, offset = shadow
    return pygame.Rect(rect.x + offset - 6, rect.y + offset - 6, rect.w + 12, rect.h + 12)


class FrameParts:
    """One frame's parts in drawing order: what each drew so far decides how the next one is drawn."""

    def __init__(self, surface: pygame.Surface, board: pygame.Surface, layered: bool = True) -> None:
        self.surface = surface
        self.board = board  # the felt and arena as on the frame under every part
        self.layered = layered
        self.shadows: list[Shadow] = []  # drop shadows drawn so far (a later layer paints those under it)
        self.shadow_rects: list[pygame.Rect] = []  # where each of them lies
        self.covered: list[pygame.Rect] = []  # what else was drawn so far: a later part under it is drawn live

    def cover(self, rect: pygame.Rect) -> None:
        """Note something drawn on the frame outside any part's layer (a glow, a highlight)."""
        self.covered.append(rect)

    def part(
        self,
        owner: Hashable,
        rect: pygame.Rect,
        content: Hashable,
        body: Body,
        *,
        outside: Callable[[pygame.Surface], object] | None = None,
        shadow: Shadow | None = None,
        glow: pygame.Rect | None = None,
        still: bool = True,
        reach: int = 0,
    ) -> None:
        """Draw a part: `body` draws all of it (shadow and glow too); on a layer of `rect`, keyed by `content`,
        with `outside` drawing on the frame what falls outside the rect. A part that is not `still` (animating),
        or that something drawn before reaches into, is drawn by `body` straight on the frame. `reach`: how far
        the body's drawing may reach below `rect` (a count in large text); the layer takes that strip too."""
        surface = self.surface
        area = pygame.Rect(rect.x, rect.y, rect.w, rect.h + reach)
        if self.layered and still and area.collidelist(self.covered) < 0:
            under = [self.shadows[k] for k in area.collidelistall(self.shadow_rects)]
            if outside is not None:
                outside(surface)

            def paint(layer: pygame.Surface) -> None:
                layer.blit(self.board, (0, 0), area)
                for r, radius, offset in under:
                    table_art.drop_shadow(layer, r.move(-area.x, -area.y), radius, offset)
                body(layer, (area.x, area.y))

            shadows = tuple((tuple(r), radius, offset) for r, radius, offset in under)
            key = (tuple(area), shadows, style.colour_blind(), content)  # the palette: safe even if not emptied
            layers.blit(surface, owner, area.size, key, paint, area.topleft)
        else:
            body(surface, (0, 0))
        if shadow is not None:
            self.shadows.append(shadow)
            self.shadow_rects.append(shadow_rect(shadow))
        self.covered.append(area)
        if glow is not None:
            self.covered.append(glow)
