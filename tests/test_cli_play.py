"""Command line for play/autoplay: every bad input exits 2 with one clear line, before any window opens."""

from __future__ import annotations

import pytest

from vegas_desktop import cli


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path / "home"))


def _run(argv: list[str]) -> int:
    """main()'s exit code, whether argparse exits or run_cli returns."""
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["--autoplay", "--seats", "human,normal"], "'human' is not allowed"),
        (["--autoplay", "--seats", "normal"], "needs 2 to 6 seats, got 1"),
        (["--autoplay", "--seats", "easy,easy,easy,easy,easy,easy,easy"], "needs 2 to 6 seats, got 7"),
        (["--seats", "human"], "needs 2 to 6 seats, got 1"),
        (["--autoplay", "--options", "turbo"], "--options: unknown or malformed option 'turbo'"),
        (["--autoplay", "--seats", "ai,ai,ai,ai,ai,ai", "--options", "kickers=2"], "--options:"),
        (["--autoplay", "--seed", "abc"], "--seed takes a whole number"),
        (["--autoplay", "--seats", "normal,wizard"], "unknown seat kind 'wizard'"),
        (["--autoplay", "--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["--autoplay", "--speed", "0"], "argument --speed: expected a number from 0.05 to 100"),
        (["--autoplay", "--max-seconds", "-1"], "argument --max-seconds: expected a number"),
        (["--screenshot", "x.png"], "--screenshot only works together with --autoplay"),
        (["--autoplay", "--screenshot", "shot.txt"], "use a .png"),
        (["--autoplay", "--game", "chess"], "invalid choice: 'chess'"),
    ],
)
def test_bad_flags_exit_2_with_a_message(argv, needle, capsys):
    assert _run(argv) == 2
    err = capsys.readouterr().err
    assert needle in err
    assert "Traceback" not in err


def test_screenshot_folder_that_cannot_be_created(tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    assert _run(["--autoplay", "--screenshot", str(blocker / "sub" / "end.png")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_check_args_fills_defaults_and_creates_the_screenshot_folder(tmp_path):
    from vegas_desktop.app.main import check_args

    args = cli.build_parser().parse_args(
        [
            "--autoplay",
            "--seats",
            "ai,random",
            "--options",
            "random-first",
            "--screenshot",
            str(tmp_path / "n" / "e.png"),
        ]
    )
    seats, options = check_args(args)
    assert seats == ["normal", "random"]
    assert options.random_first_player is True
    assert (tmp_path / "n").is_dir()
    default = cli.build_parser().parse_args(["--autoplay"])
    assert check_args(default)[0] == ["normal"] * 4


def test_play_opens_the_menu_with_command_line_presets(monkeypatch):
    """Without --autoplay the window opens at the main menu; --seats/--seed/--options preset the setup."""
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.setup import SetupScene

    seen = {}

    def fake_run(self, first, max_frames=None):
        self.stack.push(first)
        for _ in range(3):
            self.step(1 / 60, [])
        seen["app"] = self
        return 0

    monkeypatch.setattr(App, "run", fake_run)
    assert cli.main(["--seats", "human,hard,random", "--seed", "99", "--options", "random-first", "--speed", "3"]) == 0
    app = seen["app"]
    assert isinstance(app.stack.top, MainMenuScene)
    assert app.speed == 3
    setup = SetupScene(app)
    assert [(s.human, s.level) for s in setup.seats] == [(True, "normal"), (False, "hard"), (False, "random")]
    assert setup.seed_entry.get_text() == "99"
    assert app.settings.has("random-first", "lasvegas")
    assert setup.level_buttons[2].text == "Random"


@pytest.mark.parametrize(
    ("game", "text", "words", "summary_word"),
    [
        ("cards", "SEQUENTIAL", ["sequential"], "one by one"),
        ("royale", "No-Repeat,Boards=5", ["boards=5", "norepeat"], "5"),
        ("lasvegas", "BIGGY,Kickers", ["biggy", "kickers=1"], "Biggy"),
    ],
)
def test_play_presets_the_setup_with_the_canonical_words(monkeypatch, game, text, words, summary_word):
    """`--options SEQUENTIAL` used to show 'Standard rules' in the setup while the game played the option."""
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.setup import options_summary
    from vegas_desktop.text import t

    seen = {}

    def fake_run(self, first, max_frames=None):
        seen["app"] = self
        return 0

    monkeypatch.setattr(App, "run", fake_run)
    assert cli.main(["--game", game, "--seats", "human,normal,normal", "--options", text]) == 0
    app = seen["app"]
    assert app.settings.words(game) == words
    summary = options_summary(game, app.settings.words(game))
    assert summary != t("setup.opt.standard") and summary_word.lower() in summary.lower()
