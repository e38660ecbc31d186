"""The path of a dice throw, worked out in advance so playback is exact at any frame rate or speed.

Dice fly in an arc from the thrower's panel, land inside the hexagon, roll with friction, bounce off
its walls (reflection on the side normals) and off each other, and tumble through faces until they
slow down, when each shows its real value. A final relaxation pushes them apart so every die rests
clear of the others (they must be clickable). Pure maths: no pygame.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from vegas_desktop.scenes.dice.arena import CENTRE, HEX_APOTHEM, HEX_RIM, hex_normals

STEP = 1 / 120
FLIGHT = 0.3  # seconds in the air
ROLL = 0.62  # seconds rolling on the felt
SETTLE = 0.18  # seconds sliding into the final, separated spots
DURATION = FLIGHT + ROLL + SETTLE
FACE_SWITCH = 0.055  # seconds between face changes while tumbling fast
FACE_SETTLE_SPEED = 140.0  # below this speed (px/s) the die shows its real value


@dataclass
class Frame:
    x: float
    y: float
    lift: float
    angle: float
    face: int


@dataclass
class Track:
    """One die's sampled path; `at(t)` interpolates positions and holds faces."""

    value: int
    frames: list[Frame] = field(default_factory=list)

    def at(self, t: float) -> Frame:
        if not self.frames:
            raise ValueError("empty track")
        i = t / STEP
        if i <= 0:
            return self.frames[0]
        if i >= len(self.frames) - 1:
            return self.frames[-1]
        k = int(i)
        f = i - k
        a, b = self.frames[k], self.frames[k + 1]
        return Frame(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, a.lift + (b.lift - a.lift) * f, a.angle, a.face)

    @property
    def final(self) -> Frame:
        return self.frames[-1]


def _limit(size: float) -> float:
    """How far from the centre (along a side normal) a die's centre may go."""
    return HEX_APOTHEM - HEX_RIM - size * 0.62


def separate(points: list[list[float]], sizes: list[float], rounds: int = 80) -> None:
    """Push dice apart until none overlap (with a gap), keeping them inside the arena. In place."""
    normals = hex_normals()
    for _ in range(rounds):
        moved = False
        for i in range(len(points)):
            for j in range(i + 1, len(points)):
                need = (sizes[i] + sizes[j]) / 2 * 1.3
                dx = points[j][0] - points[i][0]
                dy = points[j][1] - points[i][1]
                d = math.hypot(dx, dy)
                if d < need:
                    if d < 1e-6:
                        dx, dy, d = 1.0, 0.3 * (j - i), math.hypot(1.0, 0.3 * (j - i))
                    push = (need - d) / 2 + 0.5
                    ux, uy = dx / d, dy / d
                    points[i][0] -= ux * push
                    points[i][1] -= uy * push
                    points[j][0] += ux * push
                    points[j][1] += uy * push
                    moved = True
        for p, s in zip(points, sizes, strict=True):
            _clamp(p, _limit(s), normals)
        if not moved:
            return


def _clamp(p: list[float], limit: float, normals: list[tuple[float, float]]) -> None:
    for nx, ny in normals:
        d = (p[0] - CENTRE[0]) * nx + (p[1] - CENTRE[1]) * ny
        if d > limit:
            p[0] -= (d - limit) * nx
            p[1] -= (d - limit) * ny


def simulate(
    values: list[int], sizes: list[float], origin: tuple[float, float], entry: tuple[float, float], rng: random.Random
) -> list[Track]:
    """Tracks for dice showing `values` thrown from `origin` into the arena at `entry`."""
    n = len(values)
    normals = hex_normals()
    tracks = [Track(v) for v in values]
    # Per die: launch spread, landing spot, speed after landing, spin.
    pos: list[list[float]] = []
    vel: list[list[float]] = []
    spin: list[float] = []
    angle: list[float] = []
    face: list[int] = []
    face_clock: list[float] = []
    starts: list[tuple[float, float]] = []
    lands: list[tuple[float, float]] = []
    to_centre = math.atan2(CENTRE[1] - entry[1], CENTRE[0] - entry[0])
    for i in range(n):
        spread = (i - (n - 1) / 2) * 9
        starts.append((origin[0] + spread + rng.uniform(-6, 6), origin[1] + rng.uniform(-6, 6)))
        lands.append((entry[0] + spread * 1.6 + rng.uniform(-10, 10), entry[1] + rng.uniform(-12, 6)))
        heading = to_centre + rng.uniform(-0.9, 0.9)
        speed = rng.uniform(360, 720)
        pos.append(list(lands[-1]))
        vel.append([math.cos(heading) * speed, math.sin(heading) * speed])
        spin.append(rng.uniform(360, 720) * rng.choice((-1, 1)))
        angle.append(rng.uniform(0, 90))
        face.append(rng.randint(1, 6))
        face_clock.append(rng.uniform(0, FACE_SWITCH))
    # Flight: an arc, spinning, faces flicking.
    steps = round(FLIGHT / STEP)
    for k in range(steps):
        t = k / steps
        ease = 1 - (1 - t) ** 2
        for i in range(n):
            x = starts[i][0] + (lands[i][0] - starts[i][0]) * ease
            y = starts[i][1] + (lands[i][1] - starts[i][1]) * ease
            lift = 120 * math.sin(math.pi * t) + 30 * (1 - t)
            angle[i] += spin[i] * STEP
            face_clock[i] += STEP
            if face_clock[i] >= FACE_SWITCH:
                face_clock[i] = 0.0
                face[i] = face[i] % 6 + 1 if rng.random() < 0.5 else rng.randint(1, 6)
            tracks[i].frames.append(Frame(x, y, lift, angle[i], face[i]))
    # Rolling: friction, wall bounces, die-die bounces.
    settled = [False] * n
    steps = round(ROLL / STEP)
    for k in range(steps):
        friction = 1.0 - (2.2 + 5.0 * k / steps) * STEP
        for i in range(n):
            vel[i][0] *= friction
            vel[i][1] *= friction
            spin[i] *= friction * 0.995
            pos[i][0] += vel[i][0] * STEP
            pos[i][1] += vel[i][1] * STEP
            limit = _limit(sizes[i])
            for nx, ny in normals:
                d = (pos[i][0] - CENTRE[0]) * nx + (pos[i][1] - CENTRE[1]) * ny
                if d > limit:
                    pos[i][0] -= (d - limit) * nx
                    pos[i][1] -= (d - limit) * ny
                    vn = vel[i][0] * nx + vel[i][1] * ny
                    if vn > 0:
                        vel[i][0] -= 1.6 * vn * nx
                        vel[i][1] -= 1.6 * vn * ny
                        spin[i] = -spin[i] * 0.8 + rng.uniform(-120, 120)
        for i in range(n):
            for j in range(i + 1, n):
                dx, dy = pos[j][0] - pos[i][0], pos[j][1] - pos[i][1]
                need = (sizes[i] + sizes[j]) / 2
                d = math.hypot(dx, dy)
                if 1e-6 < d < need:
                    ux, uy = dx / d, dy / d
                    overlap = (need - d) / 2
                    pos[i][0] -= ux * overlap
                    pos[i][1] -= uy * overlap
                    pos[j][0] += ux * overlap
                    pos[j][1] += uy * overlap
                    vi = vel[i][0] * ux + vel[i][1] * uy
                    vj = vel[j][0] * ux + vel[j][1] * uy
                    if vi - vj > 0:  # approaching: swap the normal components (equal masses), lose a little
                        for v, dv in ((vel[i], (vj - vi) * 0.9), (vel[j], (vi - vj) * 0.9)):
                            v[0] += dv * ux
                            v[1] += dv * uy
        for i in range(n):
            speed = math.hypot(*vel[i])
            if not settled[i]:
                face_clock[i] += STEP
                if speed < FACE_SETTLE_SPEED or k >= steps - 12:
                    settled[i] = True
                    face[i] = values[i]
                elif face_clock[i] >= FACE_SWITCH * (1 + 300 / max(speed, 1)):
                    face_clock[i] = 0.0
                    face[i] = rng.randint(1, 6)
            angle[i] += spin[i] * STEP
            tracks[i].frames.append(Frame(pos[i][0], pos[i][1], 0.0, angle[i], face[i]))
    # Settle: slide to separated resting spots, turning to a slight final tilt.
    targets = [list(p) for p in pos]
    separate(targets, sizes)
    rest_angle = []
    for i in range(n):
        a = angle[i] % 90
        rest_angle.append(a if a < 14 or a > 76 else (rng.uniform(-9, 9) % 90))
    steps = round(SETTLE / STEP)
    starts_settle = [(p[0], p[1], angle[i]) for i, p in enumerate(pos)]
    for k in range(1, steps + 1):
        t = k / steps
        e = 1 - (1 - t) ** 3
        for i in range(n):
            sx, sy, sa = starts_settle[i]
            target_a = _nearest_equivalent(sa, rest_angle[i])
            tracks[i].frames.append(
                Frame(
                    sx + (targets[i][0] - sx) * e,
                    sy + (targets[i][1] - sy) * e,
                    0.0,
                    sa + (target_a - sa) * e,
                    values[i],
                )
            )
    return tracks


def _nearest_equivalent(current: float, rest: float) -> float:
    """The angle equal to `rest` modulo 90 degrees that is closest to `current`."""
    base = current - ((current - rest) % 90)
    return base if current - base <= 45 else base + 90
