"""Command-line values that used to print a traceback (or never end) get one clear line and exit 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from vegas_desktop import cli
from vegas_desktop.ai import search


def _run(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:  # argparse errors
        return int(exc.code or 0)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--autoplay", "--speed", "inf"], "--speed"),
        (["--autoplay", "--speed", "1e308"], "--speed"),
        (["--autoplay", "--speed", "nan"], "--speed"),
        (["--autoplay", "--speed", "-3"], "--speed"),
        (["--autoplay", "--max-seconds", "inf"], "--max-seconds"),
        (["--autoplay", "--seed", "99999999999999999999999"], "--seed"),
        (["simulate", "--seats", "normal,easy", "--games", "99999999999999999999999999"], "--games"),
        (["simulate", "--seats", "normal,easy", "--games", "0"], "--games"),
        (["simulate", "--seats", "normal,easy", "--jobs", "100000"], "--jobs"),
        (["simulate", "--seats", "normal,easy", "--seed", "1e5"], "--seed"),
        (["bench", "--seconds", "inf"], "--seconds"),
        (["bench", "--seconds", "nan"], "--seconds"),
        (["bench", "--seconds", "0"], "--seconds"),
        (["bench", "--seconds", "1e9"], "--seconds"),
    ],
)
def test_out_of_range_numbers_are_refused(argv, needle, capsys):
    assert _run(argv) == 2
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "royale", "simulate", "--seats", "normal,easy"],
        ["--autoplay", "simulate", "--seats", "normal,easy"],
        ["--screenshot", "x.png", "bench"],
        ["--seats", "hard,easy", "simulate", "--seats", "normal,easy"],
        ["--options", "biggy", "bench"],
    ],
)
def test_play_flags_before_a_subcommand_are_refused_not_ignored(argv, capsys):
    assert _run(argv) == 2
    assert "would be ignored" in capsys.readouterr().err


def test_screenshot_into_a_folder_is_refused_before_playing(tmp_path, capsys):
    folder = tmp_path / "shots.png"
    folder.mkdir()
    assert _run(["--autoplay", "--screenshot", str(folder)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_screenshot_with_a_too_long_name_is_refused_before_playing(tmp_path, capsys):
    assert _run(["--autoplay", "--screenshot", str(tmp_path / ("a" * 300 + ".png"))]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "Traceback" not in err


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc (Linux)")
def test_screenshot_into_proc_is_refused_before_playing(capsys):
    assert _run(["--autoplay", "--screenshot", "/proc/self/end.png"]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_the_probe_leaves_no_file_and_keeps_an_existing_one(tmp_path):
    from vegas_desktop.app.main import check_screenshot_path

    new = tmp_path / "new.png"
    check_screenshot_path(str(new))
    assert not new.exists()
    old = tmp_path / "old.png"
    old.write_bytes(b"keep")
    check_screenshot_path(str(old))
    assert old.read_bytes() == b"keep"


def _simulate_command() -> list[str]:
    return [sys.executable, "-m", "vegas_desktop", "simulate", "--seats", "random,random", "--games", "3"]


def test_simulate_into_a_closed_pipe_ends_quietly():
    env = dict(os.environ)
    reader = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    proc = subprocess.run(_simulate_command(), stdout=reader.stdin, stderr=subprocess.PIPE, env=env, timeout=120)
    reader.stdin.close()
    reader.wait(timeout=30)
    assert proc.returncode == 0
    assert b"Traceback" not in proc.stderr and b"BrokenPipe" not in proc.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_simulate_onto_a_full_disk_says_so_and_fails():
    with open("/dev/full", "w") as full:
        proc = subprocess.run(_simulate_command(), stdout=full, stderr=subprocess.PIPE, timeout=120)
    assert proc.returncode == 1
    assert b"could not write the report" in proc.stderr and b"Traceback" not in proc.stderr


def test_safety_cap_never_decides_when_caps_are_off():
    """A clock that jumps 1000 s a call (a badly loaded machine) stops a capped search after one sample;
    with caps off (as in simulate) the sample count alone decides, so the choice is the unloaded one."""

    def simulate(c: int, j: int) -> float:
        return 3.0 if c == 1 else 1.0

    ticks = iter(range(0, 10**9, 1000))
    fired = search.cap_fired
    capped = search.successive_halving(2, simulate, 64, 0.5, clock=lambda: next(ticks))
    assert search.cap_fired > fired and capped == (0, 0)  # cut short before any sample: the first candidate
    search.set_safety_caps(False)
    try:
        ticks = iter(range(0, 10**9, 1000))
        loaded = search.successive_halving(2, simulate, 64, 0.5, clock=lambda: next(ticks))
        unloaded = search.successive_halving(2, simulate, 64, 1e9, clock=lambda: 0.0)
    finally:
        search.set_safety_caps(True)
    assert loaded == unloaded and loaded[0] == 1


def test_simulate_switches_the_caps_off_and_restores_them(monkeypatch):
    from vegas_desktop.bench import tournament

    seen = []
    monkeypatch.setattr(tournament, "play_game", lambda *a: seen.append(search.safety_caps_on()))
    tournament._play_range(("lasvegas", ["random", "random"], 1, [0, 1], "", None, False))
    assert seen == [False, False] and search.safety_caps_on()
