"""The command line answers a mistake in one line (issue 35): what was wrong and what would be accepted, exit 2,
never argparse's whole usage in front of it; --help stays the place for the usage."""

from __future__ import annotations

from pathlib import Path

import pytest

from vegas_desktop import cli


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# argv, then words the one line must hold: what was wrong, and what would be accepted
MISTAKES = [
    (["--game", "chess"], ["chess", "lasvegas", "royale", "cards", "cashrun"]),
    (["--seats", "human,wizard"], ["wizard", "human", "hard"]),
    (["simulate", "--seats", "human,normal"], ["human", "random", "hard"]),
    (["simulate", "--game", "go", "--seats", "easy,easy"], ["go", "lasvegas"]),
    (["--options", "teleport"], ["teleport", "biggy"]),
    (["--frobnicate"], ["--frobnicate", "--game", "--seats", "simulate"]),
    (["simulate", "--seats", "easy,easy", "--turbo"], ["--turbo", "--games", "--jobs"]),
    (["stats", "--colour"], ["--colour", "--player", "--json"]),
    (["stats", "extra"], ["extra", "--player"]),
    (["bench", "--fast"], ["--fast", "--seconds"]),
    (["replay", "--speed", "2"], ["file"]),
    (["play"], ["play", "simulate", "stats", "replay"]),
    (["--lang", "fr"], ["fr", "en", "de"]),
    (["--speed", "nan"], ["nan", "0.05", "100"]),
    (["--seed", "x"], ["x", "whole number"]),
    (["simulate", "--seats", "easy,easy", "--games", "0"], ["0", "1"]),
    (["--game"], ["--game", "expected one argument"]),
    (["--seed", "3", "stats"], ["--seed", "stats"]),
]


@pytest.mark.parametrize(("argv", "words"), MISTAKES, ids=[" ".join(a) for a, _ in MISTAKES])
def test_a_mistake_is_one_line_naming_it_and_what_is_accepted(
    argv: list[str], words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("vegas-desktop"), err
    assert "usage:" not in err and "Traceback" not in err
    for word in words:
        assert word in err, (word, err)


def test_a_file_that_is_not_there_or_not_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for target, words in (
        (tmp_path / "missing.json", ["missing.json", "no such file", ".json"]),
        (tmp_path, ["not a regular file", ".json"]),
        (Path("/dev/zero"), ["/dev/zero", "not a regular file"]),
    ):
        code, _, err = _run(["replay", str(target)], capsys)
        assert code == 2 and err.count("\n") == 1 and "usage:" not in err
        for word in words:
            assert word in err, (word, err)


def test_help_still_shows_the_whole_usage(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["--help"], capsys)
    assert code == 0 and out.startswith("usage: vegas-desktop") and "--seats" in out
    code, out, _ = _run(["simulate", "--help"], capsys)
    assert code == 0 and "usage: vegas-desktop simulate" in out and "--jobs" in out


HUGE = "9" * 100_000
HUGE_WORDS = ("x" * 50 + " ") * 2_000


@pytest.mark.parametrize(
    "argv",
    [
        ["--seed", HUGE],
        ["--options", "k" * 100_000],
        ["--game", "g" * 100_000],
        ["--seats", "h" * 100_000],
        ["--lang", HUGE_WORDS],
        ["--frobnicate" + "z" * 100_000],
        ["host", "--no-announce", "--bind", "127.0.0.1", "--code", "A" * 100_000],
        ["host", "--no-announce", "--bind", "127.0.0.1", "--seed", HUGE],
        ["host", "--no-announce", "--bind", "127.0.0.1", "--seats", "r" * 100_000],
        ["host", "--no-announce", "--bind", "127.0.0.1", "--options", HUGE_WORDS, "--seats", "remote,normal"],
        ["simulate", "--seats", "easy,easy", "--games", HUGE],
        ["replay", "/nonexistent/" + "p" * 100_000],
    ],
    ids=lambda argv: " ".join(a[:12] for a in argv),
)
def test_an_error_never_echoes_a_huge_argument_in_full(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and len(err) < 2100, err[:300]


LOOPBACK = ["--bind", "127.0.0.1", "--port", "0", "--no-announce"]  # were a bad value taken, nothing leaves the machine


def _bounded_run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """`_run` that must answer within seconds: a host that took the bad value would serve (and fail here)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent / "saves"))
    try:
        from damage_kit import bounded
    finally:
        sys.path.pop(0)
    return bounded(lambda: _run(argv, capsys), 20.0)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--seed", "1234567890123456789012345678901"], ["--seed", "2**63"]),
        (["--seed", str(2**63)], ["--seed", "2**63"]),
        (["--code", "!!!"], ["--code", "letters or digits"]),
        (["--code", " - "], ["--code", "letters or digits"]),
        (["--code", "A" * 65], ["--code", "at most 64"]),
        (["--save", "/dev/null"], ["--save", "not a folder"]),
    ],
)
def test_host_refuses_a_seed_code_or_save_folder_it_could_not_use(
    argv: list[str], words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _bounded_run(["host", "--seats", "remote,normal", *LOOPBACK, *argv], capsys)
    assert code == 2 and err.count("\n") == 1
    assert all(w in err for w in words), err


def test_host_save_must_be_a_folder_not_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("x")
    code, out, err = _bounded_run(["host", "--seats", "remote,normal", *LOOPBACK, "--save", str(plain)], capsys)
    assert code == 2 and "--save" in err and "not a folder" in err and plain.read_text() == "x"


def test_host_takes_a_code_as_typed_and_the_largest_seed() -> None:
    args = cli.build_parser().parse_args(["host", "--code", "ab-c 12", "--seed", str(2**63 - 1)])
    assert args.code == "ABC12" and args.net_seed == 2**63 - 1
