"""Headless self-play through the real scenes: first throw to the results screen, then exit 0."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from vegas_desktop import cli


@pytest.mark.slow
def test_full_headless_self_play_writes_the_last_frame(tmp_path):
    shot = tmp_path / "end.png"
    code = cli.main(["--autoplay", "--seed", "3", "--seats", "normal,easy,random", "--screenshot", str(shot)])
    assert code == 0
    assert shot.is_file()
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    # the results screen is on it: its gold "1." row band and felt, not a black frame
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 20


@pytest.mark.slow
def test_python_dash_m_autoplay_in_a_fresh_process(tmp_path):
    shot = tmp_path / "sub" / "end.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", VEGAS_DESKTOP_HOME=str(tmp_path / "h"))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "vegas_desktop",
            "--autoplay",
            "--seed",
            "11",
            "--seats",
            "random,random",
            "--speed",
            "30",
            "--screenshot",
            str(shot),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file()
    assert "seed 11" in proc.stderr


def test_autoplay_gives_up_after_max_seconds(tmp_path, capsys):
    code = cli.main(["--autoplay", "--seed", "1", "--seats", "random,random", "--max-seconds", "0.01"])
    assert code == 1
    assert "giving up" in capsys.readouterr().err
