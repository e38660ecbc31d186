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


@dataclass(slots=True)
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
    pairs = [(i, j, (sizes[i] + sizes[j]) / 2 * 1.3) for i in range(len(points)) for j in range(i + 1, len(points))]
    for _ in range(rounds):
        moved = False
        for i, j, need in pairs:
            pi, pj = points[i], points[j]
            dx = pj[0] - pi[0]
            dy = pj[1] - pi[1]
            far = need + 1e-6  # hypot is at least the larger side: a pair this far apart on one axis is clear
            if dx > far or -dx > far or dy > far or -dy > far:
                continue
            d = math.hypot(dx, dy)
            if d < need:
                if d < 1e-6:
                    dx, dy, d = 1.0, 0.3 * (j - i), math.hypot(1.0, 0.3 * (j - i))
                push = (need - d) / 2 + 0.5
                ux, uy = dx / d, dy / d
                pi[0] -= ux * push
                pi[1] -= uy * push
                pj[0] += ux * push
                pj[1] += uy * push
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
        lift = 120 * math.sin(math.pi * t) + 30 * (1 - t)
        for i in range(n):
            x = starts[i][0] + (lands[i][0] - starts[i][0]) * ease
            y = starts[i][1] + (lands[i][1] - starts[i][1]) * ease
            angle[i] += spin[i] * STEP
            face_clock[i] += STEP
            if face_clock[i] >= FACE_SWITCH:
                face_clock[i] = 0.0
                face[i] = face[i] % 6 + 1 if rng.random() < 0.5 else rng.randint(1, 6)
            tracks[i].frames.append(Frame(x, y, lift, angle[i], face[i]))
    # Rolling: friction, wall bounces, die-die bounces. (Locals instead of indexing: the same sums in the same
    # order, so the same paths, at half the cost of a throw's first frame.)
    settled = [False] * n
    steps = round(ROLL / STEP)
    cx, cy = CENTRE
    limits = [_limit(size) for size in sizes]
    pairs = [(i, j, (sizes[i] + sizes[j]) / 2) for i in range(n) for j in range(i + 1, n)]
    hypot, uniform, randint = math.hypot, rng.uniform, rng.randint
    for k in range(steps):
        friction = 1.0 - (2.2 + 5.0 * k / steps) * STEP
        for i in range(n):
            p, v = pos[i], vel[i]
            vx = v[0] * friction
            vy = v[1] * friction
            spin[i] *= friction * 0.995
            px = p[0] + vx * STEP
            py = p[1] + vy * STEP
            limit = limits[i]
            if hypot(px - cx, py - cy) < limit - 1e-6:  # no side is nearer than the centre's distance: no wall hit
                p[0], p[1], v[0], v[1] = px, py, vx, vy
                continue
            for nx, ny in normals:
                d = (px - cx) * nx + (py - cy) * ny
                if d > limit:
                    px -= (d - limit) * nx
                    py -= (d - limit) * ny
                    vn = vx * nx + vy * ny
                    if vn > 0:
                        vx -= 1.6 * vn * nx
                        vy -= 1.6 * vn * ny
                        spin[i] = -spin[i] * 0.8 + uniform(-120, 120)
            p[0], p[1], v[0], v[1] = px, py, vx, vy
        for i, j, need in pairs:
            pi, pj = pos[i], pos[j]
            dx, dy = pj[0] - pi[0], pj[1] - pi[1]
            far = need + 1e-6  # hypot is at least the larger side: a pair this far apart on one axis is clear
            if dx > far or -dx > far or dy > far or -dy > far:
                continue
            d = hypot(dx, dy)
            if 1e-6 < d < need:
                ux, uy = dx / d, dy / d
                overlap = (need - d) / 2
                pi[0] -= ux * overlap
                pi[1] -= uy * overlap
                pj[0] += ux * overlap
                pj[1] += uy * overlap
                vi_, vj_ = vel[i], vel[j]
                vi = vi_[0] * ux + vi_[1] * uy
                vj = vj_[0] * ux + vj_[1] * uy
                if vi - vj > 0:  # approaching: swap the normal components (equal masses), lose a little
                    for v, dv in ((vi_, (vj - vi) * 0.9), (vj_, (vi - vj) * 0.9)):
                        v[0] += dv * ux
                        v[1] += dv * uy
        for i in range(n):
            speed = hypot(*vel[i])
            if not settled[i]:
                face_clock[i] += STEP
                if speed < FACE_SETTLE_SPEED or k >= steps - 12:
                    settled[i] = True
                    face[i] = values[i]
                elif face_clock[i] >= FACE_SWITCH * (1 + 300 / max(speed, 1)):
                    face_clock[i] = 0.0
                    face[i] = randint(1, 6)
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
    target_angles = [_nearest_equivalent(sa, rest_angle[i]) for i, (_, _, sa) in enumerate(starts_settle)]
    for k in range(1, steps + 1):
        t = k / steps
        e = 1 - (1 - t) ** 3
        for i in range(n):
            sx, sy, sa = starts_settle[i]
            target_a = target_angles[i]
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
