"""What the first menu frame does not need is not imported before it: the network (asyncio, websockets, zeroconf),
the history database (sqlite3) and the games' rules and computer players load when first used (issue 31: start-up
to the first frame of the bundle)."""

import json
import os
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent("""
    import json, os, sys
    import vegas_desktop.app.startup_probe as probe

    def first(app):
        print(json.dumps(sorted(sys.modules)))
        sys.stdout.flush()
        os._exit(0)

    probe._first_frame = first
    probe.install()
    from vegas_desktop.cli import main
    sys.argv = ["vegas-desktop"]
    main()
""")

NOT_BEFORE_THE_MENU = (
    "asyncio",
    "websockets",
    "zeroconf",
    "sqlite3",
    "vegas_desktop.history.db",
    "vegas_desktop.net.client",
    "vegas_desktop.lasvegas.rules",
    "vegas_desktop.lasvegas.ai.agents",
    "vegas_desktop.royale.rules",
    "vegas_desktop.cards.rules",
    "vegas_desktop.cashrun.rules",
)


def test_first_menu_frame_imports_neither_network_nor_history_nor_rules(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", VEGAS_DESKTOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "vegas_desktop.scenes.menu" in loaded  # the probe really ran at the menu's first frame
    assert not loaded & set(NOT_BEFORE_THE_MENU)


def test_without_tls_as_in_the_bundle_the_network_client_still_loads():
    """The bundle leaves `ssl` out; the stand-in websockets needs is put in place when websockets is first imported
    (vegas_desktop/net/__init__.py), after asyncio, which does without TLS."""
    script = (
        "import sys; sys.modules['ssl'] = None; sys.modules['_ssl'] = None\n"  # `import ssl` fails, as when frozen
        "import vegas_desktop.net\n"
        "assert 'asyncio' not in sys.modules\n"
        "import vegas_desktop.net.client, ssl\n"
        "print(ssl.__dict__.get('SSLContext'), 'asyncio' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["None", "True"]
