"""Synthesise the game's sounds into assets/sounds/ with the standard library only (no samples, no recordings).

    python tools/make_sounds.py            # write every sound
    python tools/make_sounds.py --check    # exit 1 if a committed file differs from what this script makes

Every sound is built from physical pieces rather than tones: impacts are short noise bursts exciting a few damped
resonances (modal synthesis: a die is hard plastic ringing at a few kHz for milliseconds, felt swallows the rest as
a low thud), paper is band-passed noise with a crackle, a roulette ball is rolling noise with bumps slowing down.
Only the two jingles are tuned, and even those are struck bars (inharmonic partials, a mallet click), not beeps.

Output: mono, 22,050 Hz, 16-bit PCM WAV. Random numbers come from `random.Random(seed)` with a fixed seed per
sound, so the files are the same on every run and machine (the --check mode proves it).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2 * math.pi

Buffer = list[float]


# -- building blocks ---------------------------------------------------------------------------------------------
def silence(seconds: float) -> Buffer:
    return [0.0] * max(1, int(seconds * RATE))


def mix(into: Buffer, sound: Buffer, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `into` starting at `at` seconds (growing `into` if needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def noise(rng: random.Random, seconds: float) -> Buffer:
    return [rng.uniform(-1.0, 1.0) for _ in range(max(1, int(seconds * RATE)))]


def envelope(buf: Buffer, attack: float, decay: float) -> Buffer:
    """A linear attack of `attack` seconds, then an exponential decay with time constant `decay` seconds."""
    a = max(1, int(attack * RATE))
    out = []
    for i, v in enumerate(buf):
        out.append(v * (i / a if i < a else math.exp(-(i - a) / (decay * RATE))))
    return out


class Biquad:
    """An RBJ-cookbook biquad (low-pass, high-pass or band-pass), direct form I."""

    def __init__(self, kind: str, freq: float, q: float = 0.707) -> None:
        w = TAU * min(freq, RATE * 0.45) / RATE
        cw, alpha = math.cos(w), math.sin(w) / (2 * q)
        if kind == "low":
            b = ((1 - cw) / 2, 1 - cw, (1 - cw) / 2)
        elif kind == "high":
            b = ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2)
        elif kind == "band":
            b = (alpha, 0.0, -alpha)
        else:
            raise ValueError(kind)
        a0 = 1 + alpha
        self.b = tuple(x / a0 for x in b)
        self.a = (-2 * cw / a0, (1 - alpha) / a0)

    def run(self, buf: Buffer) -> Buffer:
        b0, b1, b2 = self.b
        a1, a2 = self.a
        x1 = x2 = y1 = y2 = 0.0
        out = []
        for x in buf:
            y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, x, y1, y
            out.append(y)
        return out


def filtered(buf: Buffer, kind: str, freq: float, q: float = 0.707) -> Buffer:
    return Biquad(kind, freq, q).run(buf)


def modes(rng: random.Random, freqs: list[float], decay: float, seconds: float, spread: float = 0.0) -> Buffer:
    """Damped resonances struck at once (each mode's frequency varied by ±`spread`, higher modes die faster)."""
    n = max(1, int(seconds * RATE))
    out = [0.0] * n
    for k, f in enumerate(freqs):
        f *= 1 + rng.uniform(-spread, spread)
        amp = 1.0 / (1 + 0.6 * k) * rng.uniform(0.7, 1.0)
        d = decay / (1 + 0.5 * k)
        phase = rng.uniform(0, TAU)
        step = TAU * f / RATE
        damp = math.exp(-1 / (d * RATE))
        g = amp
        for i in range(n):
            out[i] += g * math.sin(phase + step * i)
            g *= damp
            if g < 1e-5:
                break
    return out


def click(rng: random.Random, freqs: list[float], decay: float, spread: float = 0.08, grit: float = 0.35) -> Buffer:
    """A hard contact: a few ms of noise plus the struck body's ringing."""
    body = modes(rng, freqs, decay, decay * 6, spread)
    burst = envelope(noise(rng, 0.004), 0.0002, 0.0008)
    burst = filtered(burst, "high", 1500)
    mix(body, burst, 0, grit * 3)
    return body


def thud(rng: random.Random, weight: float = 1.0, cutoff: float = 380.0) -> Buffer:
    """Something landing on felt: low filtered noise, a dull knock, no ring."""
    n = envelope(noise(rng, 0.09), 0.0015, 0.012 + 0.01 * weight)
    low = filtered(filtered(n, "low", cutoff * rng.uniform(0.85, 1.15)), "low", cutoff * 1.6)
    knock = modes(rng, [cutoff * 0.45, cutoff * 0.9], 0.018, 0.08, 0.1)
    mix(low, knock, 0, 0.12)
    return [v * 4.0 for v in low]


def normalise(buf: Buffer, peak: float) -> Buffer:
    top = max((abs(v) for v in buf), default=0.0) or 1.0
    return [v * peak / top for v in buf]


def fade_tail(buf: Buffer, seconds: float = 0.02) -> Buffer:
    n = min(len(buf), int(seconds * RATE))
    for i in range(n):
        buf[len(buf) - n + i] *= 1 - (i + 1) / n
    return buf


def trim(buf: Buffer, floor: float = 0.0015) -> Buffer:
    """Cut the inaudible tail (keeps files small)."""
    end = len(buf)
    while end > 1 and abs(buf[end - 1]) < floor:
        end -= 1
    return buf[: end + int(0.01 * RATE)]


# -- the sounds --------------------------------------------------------------------------------------------------
DIE_MODES = [2900.0, 4700.0, 6900.0]  # a small hard plastic cube


def dice_roll(count: int, seed: int) -> Buffer:
    """Dice shaken in a cupped hand (clicking against each other), thrown, landing and tumbling on felt."""
    rng = random.Random(seed)
    out = silence(0.05)
    shake = 0.28 + 0.03 * min(count, 6)
    clicks = 6 + count * 5
    for _ in range(clicks):
        at = rng.uniform(0.0, shake)
        gain = rng.uniform(0.15, 0.45) * (0.6 + 0.4 * math.sin(math.pi * at / shake))
        mix(out, click(rng, DIE_MODES, rng.uniform(0.004, 0.009), 0.15), at, gain)
    # the hand itself: a soft rustle under the clicks
    rustle = filtered(envelope(noise(rng, shake), shake * 0.4, shake * 0.3), "band", 900, 0.8)
    mix(out, rustle, 0.0, 0.06)
    land = shake + 0.09
    for d in range(count):
        t = land + rng.uniform(0.0, 0.05 + 0.012 * count)
        weight = rng.uniform(0.8, 1.2)
        mix(out, thud(rng, weight), t, rng.uniform(0.7, 1.0))
        mix(out, click(rng, DIE_MODES, 0.003, 0.2, 0.2), t, 0.08)
        # bounces and tumbles: each lower and sooner than the last
        gap, g = rng.uniform(0.07, 0.11), 0.55
        for _ in range(rng.randint(2, 4)):
            t += gap
            mix(out, thud(rng, 0.6, 500), t, g * rng.uniform(0.6, 1.0))
            if rng.random() < 0.5:
                mix(out, click(rng, DIE_MODES, 0.002, 0.2, 0.1), t, g * 0.05)
            gap *= rng.uniform(0.45, 0.65)
            g *= 0.5
        if count > 2 and d and rng.random() < 0.6:  # dice knocking into dice already down
            mix(out, click(rng, DIE_MODES, 0.005, 0.15), t + rng.uniform(0.0, 0.04), 0.25)
    return fade_tail(trim(normalise(out, 0.8)))


def die_set(seed: int) -> Buffer:
    """One die set down firmly on a casino card (card stock over felt: a tap and a soft knock)."""
    rng = random.Random(seed)
    out = thud(rng, 0.8, 520)
    mix(out, click(rng, [2100.0, 3700.0], 0.006, 0.05, 0.3), 0.0, 0.5)
    return fade_tail(trim(normalise(out, 0.65)))


def paper(rng: random.Random, seconds: float, centre: float) -> Buffer:
    """Paper moving: band-passed noise, swelling and fading, with a fibrous crackle."""
    n = noise(rng, seconds)
    crackle = [v if rng.random() < 0.03 else 0.0 for v in noise(rng, seconds)]
    raw = [a + 3 * b for a, b in zip(n, crackle, strict=True)]
    body = filtered(filtered(raw, "band", centre, 0.9), "high", 700)
    half = len(body) / 2
    shaped = [
        v * math.sin(math.pi * min(1.0, i / len(body))) ** 1.5 * (1 - 0.3 * (i > half)) for i, v in enumerate(body)
    ]
    return shaped


def bills(count: int, seed: int) -> Buffer:
    """Bills dealt one after another: a swish each, and the slap of paper landing."""
    rng = random.Random(seed)
    out = silence(0.02)
    t = 0.0
    for _ in range(count):
        mix(out, paper(rng, rng.uniform(0.13, 0.18), rng.uniform(2600, 3800)), t, 1.0)
        slap = filtered(envelope(noise(rng, 0.04), 0.001, 0.006), "band", 1400, 0.7)
        mix(out, slap, t + 0.12, 1.4)
        t += rng.uniform(0.09, 0.13)
    return fade_tail(trim(normalise(out, 0.6)))


def card_draw(seed: int) -> Buffer:
    """A card slid off the deck and turned over: a long slide, then the snap of the flip."""
    rng = random.Random(seed)
    out = paper(rng, 0.22, 3200)
    out = [v * 0.8 for v in out]
    snap = filtered(envelope(noise(rng, 0.03), 0.0005, 0.004), "high", 1800)
    mix(out, snap, 0.27, 1.6)
    mix(out, paper(rng, 0.07, 4200), 0.26, 0.7)
    slap = filtered(envelope(noise(rng, 0.03), 0.001, 0.005), "band", 1200, 0.8)
    mix(out, slap, 0.34, 1.0)
    return fade_tail(trim(normalise(out, 0.6)))


CHIP_MODES = [3300.0, 5200.0, 7600.0]  # clay casino chips


def chips(count: int, seed: int) -> Buffer:
    """Chips dropped onto a stack: clacks coming faster, each a little duller, and a final settle."""
    rng = random.Random(seed)
    out = silence(0.02)
    t, gap = 0.0, 0.07
    for k in range(count):
        gain = rng.uniform(0.7, 1.0) * (1 - 0.08 * k)
        mix(out, click(rng, CHIP_MODES, rng.uniform(0.012, 0.02), 0.06, 0.25), t, gain)
        if rng.random() < 0.6:  # the chip rocks once before it lies flat
            mix(out, click(rng, CHIP_MODES, 0.008, 0.06, 0.1), t + rng.uniform(0.02, 0.035), gain * 0.3)
        t += gap * rng.uniform(0.8, 1.2)
        gap *= 0.85
    return fade_tail(trim(normalise(out, 0.6)))


def roulette(seed: int) -> Buffer:
    """The ball running round the rim (rolling noise with bumps, slowing), then falling and bouncing into a pocket."""
    rng = random.Random(seed)
    spin = 1.5
    roll = filtered(filtered(noise(rng, spin), "band", 1800, 0.6), "low", 3500)
    out = []
    phase = 0.0
    for i, v in enumerate(roll):
        t = i / RATE
        rate = 7.0 - 3.5 * (t / spin)  # laps per second, slowing
        phase += rate / RATE
        bump = 0.55 + 0.45 * math.sin(TAU * phase) ** 2
        level = min(1.0, t / 0.12) * (1.0 - 0.45 * t / spin)
        out.append(v * bump * level * 0.5)
    # the ball ticking over the rim's joins, slowing down
    t, gap = 0.05, 0.07
    while t < spin - 0.1:
        mix(out, click(rng, [4200.0, 6100.0], 0.003, 0.1, 0.15), t, 0.1)
        t += gap
        gap *= 1.04
    # drop: a deflector, bounces across the frets, then it rattles into a pocket
    t = spin + 0.02
    mix(out, click(rng, [2600.0, 4300.0, 6500.0], 0.012, 0.05), t, 1.0)
    gap, g = 0.16, 0.85
    for _ in range(6):
        t += gap * rng.uniform(0.8, 1.2)
        mix(out, click(rng, [2400.0, 3900.0, 5800.0], 0.009, 0.12), t, g)
        gap *= 0.7
        g *= 0.72
    for _ in range(5):  # settling in the pocket
        t += rng.uniform(0.025, 0.045)
        mix(out, click(rng, [3000.0, 5200.0], 0.004, 0.1), t, 0.12)
    return fade_tail(trim(normalise(out, 0.75)))


def bar(freq: float, seconds: float, rng: random.Random, bright: float = 1.0) -> Buffer:
    """A struck metal bar (vibraphone-like): inharmonic partials 1 : 3.93 : 9.5, a mallet knock, slow fade."""
    n = int(seconds * RATE)
    out = [0.0] * n
    partials = ((1.0, 1.0, seconds * 0.45), (3.93, 0.32 * bright, 0.18), (9.5, 0.1 * bright, 0.05))
    for ratio, amp, decay in partials:
        f = freq * ratio
        if f > RATE * 0.45:
            continue
        step = TAU * f / RATE
        damp = math.exp(-1 / (decay * RATE))
        g = amp
        trem = TAU * 5.5 / RATE
        for i in range(n):
            out[i] += g * math.sin(step * i) * (1 + 0.12 * math.sin(trem * i))
            g *= damp
    knock = filtered(envelope(noise(rng, 0.02), 0.0005, 0.003), "band", 1800, 1.0)
    mix(out, knock, 0, 0.4)
    attack = int(0.002 * RATE)
    for i in range(min(attack, n)):
        out[i] *= i / attack
    return out


def note(name: str) -> float:
    """'C5' -> Hz (equal temperament, A4 = 440)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    return 440.0 * 2 ** (steps / 12 + int(name[-1]) - 4)


def jingle(notes: list[tuple[float, str, float]], seed: int, tail: float) -> Buffer:
    rng = random.Random(seed)
    out = silence(0.05)
    for at, name, gain in notes:
        mix(out, bar(note(name), tail, rng), at, gain)
    return fade_tail(trim(normalise(out, 0.6)), 0.15)


def jingle_round(seed: int) -> Buffer:
    """The end of a round: a short rising figure."""
    return jingle([(0.0, "E5", 0.8), (0.12, "G5", 0.8), (0.24, "C6", 1.0)], seed, 1.0)


def jingle_win(seed: int) -> Buffer:
    """The winner: a rising run into a held chord, with a sparkle on top."""
    run = [(0.0, "C5", 0.7), (0.1, "E5", 0.7), (0.2, "G5", 0.75), (0.3, "C6", 0.8), (0.48, "G5", 0.6)]
    chord = [(0.62, "C5", 0.6), (0.62, "E5", 0.6), (0.62, "G5", 0.6), (0.62, "C6", 0.9), (0.8, "E6", 0.45)]
    return jingle(run + chord, seed, 1.5)


def ui_click(seed: int) -> Buffer:
    """A soft button press: a small plastic tick."""
    rng = random.Random(seed)
    out = click(rng, [1700.0, 3100.0], 0.004, 0.02, 0.2)
    mix(out, thud(rng, 0.3, 600), 0.0, 0.3)
    return fade_tail(trim(normalise(out, 0.35)))


# name -> maker; names are what vegas_desktop.app.sound plays
SOUNDS: dict[str, Callable[[], Buffer]] = {
    "dice_roll_few": lambda: dice_roll(2, 101),
    "dice_roll_some": lambda: dice_roll(4, 102),
    "dice_roll_many": lambda: dice_roll(7, 103),
    "die_set": lambda: die_set(201),
    "bill": lambda: bills(1, 301),
    "bills": lambda: bills(3, 302),
    "card_draw": lambda: card_draw(401),
    "chips": lambda: chips(5, 501),
    "roulette": lambda: roulette(601),
    "jingle_round": lambda: jingle_round(701),
    "jingle_win": lambda: jingle_win(702),
    "click": lambda: ui_click(801),
}


def wav_bytes(buf: Buffer) -> bytes:
    pcm = struct.pack(f"<{len(buf)}h", *(max(-32767, min(32767, round(v * 32767))) for v in buf))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return out.getvalue()


def build(names: list[str] | None = None) -> dict[str, bytes]:
    return {name: wav_bytes(SOUNDS[name]()) for name in names or SOUNDS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files in assets/sounds")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    made = build()
    if args.check:
        stale = [
            n
            for n, data in made.items()
            if not (args.out / f"{n}.wav").is_file() or (args.out / f"{n}.wav").read_bytes() != data
        ]
        for n in stale:
            print(f"differs: {n}.wav", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for name, data in made.items():
        (args.out / f"{name}.wav").write_bytes(data)
        total += len(data)
        print(f"{name}.wav  {len(data) / 1024:6.1f} KiB  {(len(data) - 44) / 2 / RATE:5.2f} s")
    print(f"total {total / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
