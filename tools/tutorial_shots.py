"""Screenshots of every step of the guided first games, in English and German, through a real window.

    Xvfb :15 -screen 0 1920x1080x24 &
    DISPLAY=:15 .venv/bin/python tools/tutorial_shots.py OUT_DIR [game ...]

One PNG per beat the card shows (and the closing card), named <game>-<lang>-<nn>.png. The player follows the
coach with posted input (tests/tutorial/lesson_player.py).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "tutorial")]


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("VEGAS_DESKTOP_HOME", tempfile.mkdtemp(prefix="vegas-shots-"))
    import pygame
    from lesson_player import LessonPlayer

    from vegas_desktop import text
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.tutorial.screens import open_lesson
    from vegas_desktop.tutorial import lessons

    wanted = argv[1:] or lessons.available()
    for lang in ("en", "de"):
        text.set_language(lang)
        for game in wanted:
            app = App()
            from vegas_desktop.app import settings

            settings.for_app(app).language = lang
            table = open_lesson(app, game, 0)
            count = [0]

            def shot(
                kind: str, beat: object, game: str = game, lang: str = lang, app: App = app, count: list[int] = count
            ) -> None:
                for _ in range(3):
                    app.step(1 / 30, [])
                count[0] += 1
                pygame.image.save(app.window, str(out / f"{game}-{lang}-{count[0]:02d}.png"))

            LessonPlayer(app, table, shot).run()
            print(f"{game} {lang}: {count[0]} shots")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
