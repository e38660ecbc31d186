"""`python -m vegas_desktop` behaves exactly like `vegas-desktop`; it is also the PyInstaller entry point."""

import os
import sys

if getattr(sys, "frozen", False):  # set by PyInstaller in a built executable only
    # `simulate --jobs N` starts worker processes by re-running this executable; freeze_support turns those runs
    # into workers instead of parsing their arguments as ours.
    import multiprocessing

    multiprocessing.freeze_support()

if os.environ.get("VEGAS_DESKTOP_STARTUP_PROBE"):
    # tools/bench_startup.py: report the first drawn frame and stop there.
    from vegas_desktop.app.startup_probe import install

    install()

from vegas_desktop.cli import main  # noqa: E402

raise SystemExit(main())
