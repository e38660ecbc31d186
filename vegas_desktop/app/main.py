"""Play and headless self-play from the command line (`vegas-desktop [--autoplay ...]`).

`run_cli` checks what argparse cannot (seat counts, options, the screenshot folder), prints one clear
line and returns 2 for bad input. Autoplay runs the real table scene with computer seats only and stops
once the results screen has been drawn, saving that frame if asked.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from vegas_desktop import games
from vegas_desktop.one_line import shorten

DEFAULT_AUTOPLAY_SEATS = ["normal"] * 4
DEFAULT_GAME = games.DEFAULT_GAME  # = the --game default in cli.py
DEFAULT_MAX_SECONDS = 600.0
DEFAULT_AUTOPLAY_SPEED = 8.0
HEADLESS_DT = 1 / 30


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


def _fail(parser: argparse.ArgumentParser, message: str) -> int:
    print(f"{parser.prog}: error: {shorten(message)}", file=sys.stderr)
    return 2


def check_args(args: argparse.Namespace) -> tuple[list[str] | None, Any]:
    """Validate the play/autoplay flags; returns (seats, options), options None on a plain start (the menu asks
    nothing of the rules). Raises UsageError."""
    game = args.game
    seats = args.seats
    if args.autoplay and seats is None:
        seats = list(DEFAULT_AUTOPLAY_SEATS)
    options = None
    if seats is not None or args.options or game != DEFAULT_GAME:
        # a plain start opens the menu: the game's rules are imported when it is played, not before the first frame
        options = _check_game(game, seats, args)
    if args.speed is not None and not args.speed > 0:
        raise UsageError(f"--speed must be greater than 0, got {args.speed}")
    if args.max_seconds is not None and not args.max_seconds > 0:
        raise UsageError(f"--max-seconds must be greater than 0, got {args.max_seconds}")
    if args.seed is not None and not -(2**63) <= args.seed < 2**63:
        raise UsageError(f"--seed is out of range: {args.seed}")
    if args.screenshot is not None:
        if not args.autoplay:
            raise UsageError("--screenshot only works together with --autoplay")
        check_screenshot_path(args.screenshot)
    return seats, options


def _check_game(game: str, seats: list[str] | None, args: argparse.Namespace) -> Any:
    """The game has a table, takes this many seats and these options (returned parsed). Raises UsageError."""

    spec = games.descriptor(game)
    if spec.table is None:
        raise UsageError(f"{game} has no table on screen yet; try: vegas-desktop simulate --game {game} --seats ...")
    low, high = spec.seats
    if seats is not None:
        if args.autoplay and "human" in seats:
            raise UsageError("--autoplay plays computer seats only; 'human' is not allowed in --seats")
        if not low <= len(seats) <= high:
            raise UsageError(f"{game} needs {low} to {high} seats, got {len(seats)} (--seats {','.join(seats)})")
    try:
        options = games.parse_options(game, args.options or "")
    except ValueError as exc:
        raise UsageError(f"--options: {exc}") from None
    if seats is not None:
        validate_options(game, options, len(seats))
    return options


SCREENSHOT_SUFFIXES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")


def check_screenshot_path(text: str) -> None:
    """Prove before playing that the screenshot can be written there (a folder, /proc, a too-long name...)."""
    path = Path(text).expanduser()
    if path.suffix.lower() not in SCREENSHOT_SUFFIXES:
        raise UsageError(f"--screenshot: use a .png (or .bmp/.jpg) file name, got {text!r}")
    try:
        if path.is_dir():
            raise UsageError(f"--screenshot: {text!r} is a folder; give a file name such as {str(path / 'end.png')!r}")
        folder = path.resolve().parent
        folder.mkdir(parents=True, exist_ok=True)
        existed = path.exists()
        with open(path, "ab"):  # append: an existing file is left as it is
            pass
        if not existed:
            path.unlink()
    except (OSError, ValueError) as exc:
        reason = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
        raise UsageError(f"--screenshot: cannot write {text!r}: {reason}") from None


def validate_options(game: str, options: Any, players: int) -> None:
    """Options that cannot work with this many players (e.g. 2 kickers at 6 seats) are a usage error."""

    try:
        games.validate_options(game, options, players)
    except ValueError as exc:
        raise UsageError(f"--options: {exc}") from None


class _Stop:
    """SIGTERM and SIGINT: the window ends as if closed without asking (every action is saved as it is played,
    so nothing is lost), and what could not be saved yet is written on the way out (`run_window`). Installed
    before the window opens, so SDL keeps it instead of turning the signal into a close request that a table
    answers with "leave the game?"."""

    def __init__(self) -> None:
        self.app: Any = None
        self.asked = False

    def __call__(self, signum: int, frame: object) -> None:
        self.asked = True
        if self.app is not None:
            self.app.quit(0)

    @contextlib.contextmanager
    def installed(self) -> Iterator[None]:
        """The handlers for as long as the command runs; the ones before come back after it."""
        import signal

        before: dict[int, Any] = {}
        self.asked = False
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(ValueError, OSError):  # not the main thread (a test's worker): left alone
                before[sig] = signal.signal(sig, self)
        try:
            yield
        finally:
            for number, handler in before.items():
                with contextlib.suppress(ValueError, OSError, TypeError):
                    signal.signal(number, handler)
            self.app = None
            self.asked = False


_stop = _Stop()


def run_window(app: Any, first: Any) -> int:
    """`app.run(first)`, ended cleanly by SIGTERM or SIGINT too; finished games a full disk kept in memory are
    written when it ends (one line on stderr for each that still cannot be)."""
    from vegas_desktop.saves.autosave import write_pending

    _stop.app = app
    if _stop.asked:  # the signal came while the window was opening
        app.quit(0)
    try:
        return app.run(first) if app.running else app.exit_code
    finally:
        _stop.app = None
        for line in write_pending():
            print(f"vegas-desktop: a finished game could not be saved and is lost: {line}", file=sys.stderr)


def run_cli(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    with _stop.installed():  # before the window opens: SDL then leaves the signals to us
        return _run_cli(args, parser)


def _run_cli(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.resume:
        if args.autoplay or args.seats or args.options:
            return _fail(parser, "--continue resumes a saved game as it was: no --autoplay, --seats or --options")
        return resume(parser)
    try:
        seats, options = check_args(args)
    except UsageError as exc:
        return _fail(parser, str(exc))
    if args.autoplay:
        return autoplay(args, seats or DEFAULT_AUTOPLAY_SEATS, options)
    return play(args, seats, options)


def autoplay(args: argparse.Namespace, kinds: list[str], options: Any) -> int:
    """Run the real table with computer seats to the results screen; exit 0 (1 on timeout)."""
    import pygame

    from vegas_desktop import text
    from vegas_desktop.app import settings
    from vegas_desktop.app.app import App

    text.set_language(args.lang or settings.saved_language())
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    from vegas_desktop.match import new_match

    match = new_match(args.game, kinds, seed, options)
    app = App()
    app.autoplay = True
    app.speed = args.speed or DEFAULT_AUTOPLAY_SPEED
    app.screenshot_path = args.screenshot
    limit = args.max_seconds or DEFAULT_MAX_SECONDS
    started = time.monotonic()
    print(f"autoplay: {args.game}, seed {seed}, seats {','.join(kinds)}", file=sys.stderr)

    def finish_when_done(app: App) -> None:
        top = app.stack.top
        if top is not None and app.screens.results_shown(top):
            if args.screenshot:
                try:
                    app.screenshot(args.screenshot)
                except (OSError, ValueError, pygame.error) as exc:  # e.g. the disk filled up during the game
                    print(f"autoplay: could not save {args.screenshot}: {exc}", file=sys.stderr)
                    app.quit(1)
                    return
                print(f"autoplay: saved {args.screenshot}", file=sys.stderr)
            app.quit(0)
        elif time.monotonic() - started > limit:
            print(f"autoplay: no result after {limit:g} s; giving up", file=sys.stderr)
            app.quit(1)

    app.frame_hooks.append(finish_when_done)
    first = app.screens.table(app, match)
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        # Nobody watches a dummy display: run the same scenes on fixed 1/30 s steps as fast as possible.
        app.stack.push(first)
        _stop.app = app
        if _stop.asked:
            app.quit(0)
        while app.running:
            app.step(HEADLESS_DT)
        code = app.exit_code
    else:
        code = run_window(app, first)
    return code


def play(args: argparse.Namespace, kinds: list[str] | None, options: Any) -> int:
    """Open the window at the main menu; --seats/--seed/--options preset the setup screen."""
    from vegas_desktop.app import settings
    from vegas_desktop.app.app import App
    from vegas_desktop.app.settings import SeatSetting

    app = App()
    s = settings.for_app(app)
    if args.lang:
        s.language = args.lang  # remembered with the next save, like a choice made in the game
    from vegas_desktop import text

    text.set_language(s.language)
    if kinds is not None:
        old = s.seats
        s.seats = [
            SeatSetting(
                human=kind == "human",
                level="normal" if kind == "human" else kind,
                name=old[i].name if i < len(old) else "",
                colour=i,
            )
            for i, kind in enumerate(kinds)
        ]
    if args.seed is not None:
        s.seed = str(args.seed)
    if args.game in games.game_names() and (args.game != DEFAULT_GAME or kinds is not None or args.options):
        s.game = args.game  # `--game` picks the game in the setup (the default keeps the remembered one)
    if args.options:
        # the canonical words (lower case, 'base' as 'boards=0'...), so the setup shows exactly what is played
        s.options[args.game] = [w for w in games.format_options(args.game, options).split(",") if w]
    app.speed = args.speed or s.speed_factor
    app.speed_override = args.speed
    return run_window(app, app.screens.main_menu(app))


def resume(parser: argparse.ArgumentParser) -> int:
    """`--continue`: the latest unfinished game at its table (the main menu under it)."""
    from vegas_desktop.saves import store
    from vegas_desktop.saves.recover import find_latest

    entry, set_aside = find_latest()  # every save set aside on the way is named, once, in one line
    # what the start's repair said on the way (a finished game set aside...): here, and again in the window
    repaired = store.take_notices()
    for line in repaired:
        print(f"{parser.prog}: --continue: {shorten(line)}", file=sys.stderr)
    if entry is None or entry.saved is None:
        return _fail(parser, f"--continue: {set_aside or 'there is no unfinished game to continue'}")
    try:
        match = store.resume(entry)
    except store.SaveError as exc:
        return _fail(parser, f"--continue: {entry.path.name} cannot be resumed: {exc}")
    if set_aside:
        print(f"{parser.prog}: --continue: {set_aside}", file=sys.stderr)
    from vegas_desktop.app.app import App

    app = App()
    app.notices.extend(repaired)
    if set_aside:
        app.notices.append(set_aside)
    app.stack.push(app.screens.main_menu(app))
    return run_window(app, app.screens.table(app, match))


def replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """`replay FILE`: watch a saved or finished game again on its table (hidden cards shown openly)."""
    with _stop.installed():
        return _replay(args, parser)


def _replay(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from pathlib import Path

    from vegas_desktop.saves import store

    try:
        saved = store.read(Path(args.file).expanduser())
        store.restore(saved)  # proves every move replays before a window opens
    except store.SaveError as exc:
        where = f"{store.saves_dir()} or {store.finished_dir()}"
        return _fail(parser, f"replay: {args.file}: {exc} (replay takes a game's .json file, as kept in {where})")
    from vegas_desktop.app.app import App

    app = App()
    app.speed = args.replay_speed
    app.stack.push(app.screens.main_menu(app))
    return run_window(app, app.screens.replay(app, saved))
