"""Where lessons were left: a damaged, foreign or unwritable record never stops anything."""

from __future__ import annotations

import json

import pytest

from vegas_desktop.tutorial import progress


@pytest.mark.parametrize(
    "content",
    [
        b"not json",
        b"[1, 2, 3]",
        b'{"beats": {"lasvegas": "seven", "royale": -1, "chess": 3, "cards": true}, "done": "cards"}',
        b"\xff\xfe\x00",
    ],
)
def test_a_damaged_record_reads_as_nothing_started(content: bytes) -> None:
    path = progress.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    record = progress.load()
    assert record.beats == {} and record.done == set() and record.offered == set()


def test_the_record_keeps_beats_done_and_offers() -> None:
    progress.remember_beat("royale", 7)
    progress.mark_offered("cards")
    progress.finished("lasvegas")
    record = progress.load()
    assert record.beats == {"royale": 7}
    assert record.done == {"lasvegas"} and record.offered == {"cards", "lasvegas"}
    assert json.loads(progress.path().read_text())["beats"] == {"royale": 7}


def test_a_folder_in_the_records_place_is_not_a_crash() -> None:
    progress.path().mkdir(parents=True)
    assert progress.load().beats == {}
    assert progress.save(progress.Progress({"royale": 2})) is False
