"""`vegas-desktop --version` prints the one version the package and its metadata share."""

import importlib.metadata

import pytest

import vegas_desktop
from vegas_desktop.cli import main


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"vegas-desktop {vegas_desktop.__version__}"


def test_metadata_agrees():
    assert importlib.metadata.version("vegas-desktop") == vegas_desktop.__version__


def test_entry_points_include_a_gui_script():
    eps = importlib.metadata.distribution("vegas-desktop").entry_points
    kinds = {(ep.group, ep.name): ep.value for ep in eps}
    assert kinds[("console_scripts", "vegas-desktop")] == "vegas_desktop.cli:main"
    assert kinds[("gui_scripts", "vegas-desktop-gui")] == "vegas_desktop.cli:main"
