"""`vegas-desktop bench --frames`: frame times per game and size, as JSON."""

from __future__ import annotations

import json

import pytest

from vegas_desktop.bench import frames as bench_frames
from vegas_desktop.cli import main


def test_percentiles_are_nearest_rank():
    figures = bench_frames.percentiles([float(i) for i in range(1, 101)])
    assert (figures["p50"], figures["p95"], figures["p99"], figures["max"]) == (50, 95, 99, 100)


@pytest.mark.parametrize("bad", ["1920", "axb", "100x100", "9000x9000", "1x2x3"])
def test_a_bad_size_is_refused_in_one_line(bad, capsys):
    assert main(["bench", "--frames", "--size", bad]) == 2
    err = capsys.readouterr().err
    assert "--size" in err and len(err.strip().splitlines()) == 1


def test_frames_of_one_game_at_one_size(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))  # the bench points it at a folder of its own; undone
    assert main(["bench", "--frames", "--size", "1280x720", "--game", "cards", "--count", "40"]) == 0
    report = json.loads(capsys.readouterr().out)
    row = report["ms"]["1280x720"]["cards"]
    assert row["frames"] == 40 and row["games_started"] == 1
    assert 0 < row["p50"] <= row["p95"] <= row["p99"] <= row["max"]
    assert 0 < row["cpu"]["p50"] <= row["cpu"]["max"]
