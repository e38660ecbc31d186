"""`python -m vegas_desktop` behaves exactly like `vegas-desktop`."""

from vegas_desktop.cli import main

raise SystemExit(main())
