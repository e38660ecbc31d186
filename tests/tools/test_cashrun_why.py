"""tools/cashrun_why.py: every final lap lands in exactly one wealth band with one ending, and every lap broken by
a forced auction has its cause counted."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("cashrun_why", ROOT / "tools" / "cashrun_why.py")
assert spec is not None and spec.loader is not None
why = importlib.util.module_from_spec(spec)
spec.loader.exec_module(why)


def test_wealth_bands_cover_every_lead_once() -> None:
    assert why.wealth_bucket(-5000) == "<-2000"
    assert why.wealth_bucket(-2000) == "<-1000"
    assert why.wealth_bucket(-1) == "<0"
    assert why.wealth_bucket(0) == "<500"
    assert why.wealth_bucket(1999) == "<2000"
    assert why.wealth_bucket(2000) == ">=2000"


def test_every_lap_has_one_band_and_one_ending() -> None:
    rows = why._play((["normal", "normal", "easy"], 3, [0, 1, 2], "rounds=30"))
    for row in rows:
        started = sum(s.get("lap_started", 0) for s in row["stats"].values())
        ended = sum(sum(c.values()) for c in row["by_wealth"].values())
        assert ended == started
        by_auction = sum(s.get("lap_broken_auction", 0) for s in row["stats"].values())
        assert sum(row["auction_breaks"].values()) == by_auction
        for band, endings in row["by_wealth"].items():
            assert band in why.WEALTH_BANDS
            assert set(endings) <= {"won", "game_over", "broken_auction", "broken_takeover", "broken_bank"}
    assert sum(sum(s.get("lap_started", 0) for s in r["stats"].values()) for r in rows) > 0
