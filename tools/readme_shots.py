"""The README's pictures: one table of each game in the middle of a round, drawn by the game itself.

Run under a real (or virtual) display, e.g. `Xvfb :13 & DISPLAY=:13 .venv/bin/python tools/readme_shots.py`.
Each game is played by computers around one human seat whose decisions take the first legal choice, until the
human has decided a few times; the frame shown while the human decides next is saved, scaled to 800x450, as
docs/<game>.png (with ImageMagick's `convert` at hand, in 192 colours: about 100 KB each).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pygame

from vegas_desktop import games, text
from vegas_desktop.app.app import App
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene

OUT = Path(__file__).resolve().parent.parent / "docs"
NAMES = ["Dana", "Anna", "Benno", "Carla"]
DECISIONS = {"lasvegas": 5, "royale": 5, "cards": 3, "cashrun": 8}


def shoot(app: App, game: str, seed: int = 4) -> Path:
    match = new_match(game, ["human", "hard", "normal", "easy"], seed, names=NAMES)
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 3.0
    decided = 0
    for _ in range(20_000):
        app.step(1 / 60, [])
        while app.stack.top is not table and table in app.stack.scenes:  # summaries, hand-over screens
            app.stack.pop()
        if table.human_seat() == 0 and not table.queue.busy:
            if decided >= DECISIONS.get(game, 5):
                break
            table.play(0, match.legal(0)[0])
            decided += 1
    for _ in range(90):  # prompts and highlights settle
        app.step(1 / 60, [])
    small = pygame.transform.smoothscale(app.surface, (800, 450))
    path = OUT / f"{game}.png"
    pygame.image.save(small, str(path))
    if shutil.which("convert"):  # ImageMagick: 192 colours keep the felt and the dice, at a third of the size
        quantise = ["convert", str(path), "-dither", "FloydSteinberg", "-colors", "192", f"PNG8:{path}"]
        subprocess.run(quantise, check=True)
    app.stack.pop()
    return path


def main(argv: list[str]) -> int:
    text.set_language(argv[0] if argv else "en")
    app = App()
    for game in games.game_names():
        path = shoot(app, game)
        print(f"{path}: {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
