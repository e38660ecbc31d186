"""Resume is the game you left (issue 35, item 4): a computer decision's chance is a function of the game's seed,
the seat and how many actions the seat has played (`ai.base.decision_seed`, given in `Match._ask`), so

- a game saved at any moment and continued in a fresh process, with the same human inputs from there, has the
  same computer moves, the same log and the same result as the game that was never closed;
- undo, then the computers' turns, gives the moves they made the first time;
- a computer's simultaneous pick planned together with another's (`Match._planned`) is the one it makes when
  asked alone after a resume in the middle of that round.

Each game is played once uninterrupted (one human at seat 0 playing fixed inputs, one computer of each level),
its save copied as the app leaves it at chosen moments; a fresh Python process continues each copy through the
store's API (Continue's `latest_unfinished` + `resume`, Ctrl+Z's `undo_with_autosave`) and reports its log."""

from __future__ import annotations

import functools
import json
import os
import random
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from vegas_desktop.ai.base import decision_seed
from vegas_desktop.core.codec import encode
from vegas_desktop.match import Match, Who, new_match
from vegas_desktop.saves import store

GAMES = ("lasvegas", "royale", "cards", "cashrun")
KINDS = ["human", "hard", "normal", "easy"]
SEEDS = {"lasvegas": 3, "royale": 5, "cards": 7, "cashrun": 11}

# The fresh process: Continue's path to the newest save, an undo if asked, then the rest of the human inputs
# (encoded actions, from index `next`), played as the table plays them; prints the log and the result.
PLAY_ON = r"""
import json, sys
from vegas_desktop import games
from vegas_desktop.ai import search
from vegas_desktop.core.codec import encode
from vegas_desktop.match import Who
from vegas_desktop.saves import store

search.set_safety_caps(False)  # the sample counts alone decide, as in the uninterrupted game
job = json.loads(open(sys.argv[1], encoding="utf-8").read())
entry = store.latest_unfinished()
assert entry is not None and entry.saved is not None, store.take_notices()
match = store.resume(entry)
resumed_at = len(match.log)
if job["undo"]:
    match = store.undo_with_autosave(match)
codec = games.codec_for(match.game)
inputs = [codec.decode(a) for a in job["inputs"]]
k = job["next"]
while not match.over:
    decision = match.next_decision()
    if decision.who is Who.HUMAN:
        match.play(decision.seat, inputs[k])
        k += 1
    else:
        match.play(decision.seat, match.decide(decision))
print(json.dumps({
    "resumed_at": resumed_at,
    "log": [[seat, encode(action)] for seat, action in match.log],
    "money": list(match.rules.money(match.state)),
    "over": match.over,
    "inputs_used": k,
}))
"""


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path / "played"))
    return tmp_path


pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide


@dataclass
class Played:
    """The uninterrupted game: its log, result, the human's inputs in order, and where things happened."""

    match: Match
    inputs: list[Any] = field(default_factory=list)
    humans_before: list[int] = field(default_factory=list)  # per log position: human decisions made before it
    # log positions inside a round of simultaneous picks whose computers' picks were planned together: one
    # computer has picked, Easy's planned pick (the noisiest) is still to be played
    mid_round: list[int] = field(default_factory=list)


def _play_whole(game: str, cuts: dict[int, Path] | None = None) -> Played:
    """Play `game` to its end with its save written after every action (as at a table); at each log length in
    `cuts`, the save file as it is then is copied into that folder's saves (what a closed game leaves)."""
    seed = SEEDS[game]
    match = new_match(game, KINDS, seed)
    saver = store.start_autosave(match)
    chooser = random.Random(seed * 31 + 1)
    played = Played(match)
    humans = 0
    while not match.over:
        played.humans_before.append(humans)
        decision = match.next_decision()
        assert decision is not None
        if decision.who is Who.HUMAN:
            action = chooser.choice(match.legal(decision.seat))
            played.inputs.append(action)
            humans += 1
        else:
            action = match.decide(decision)
        match.play(decision.seat, action)
        after = match.next_decision()
        if (
            decision.who is Who.COMPUTER
            and decision.together
            and KINDS.index("easy") in match._planned  # Easy's pick was planned on the same state
            and after is not None
            and after.together
        ):
            played.mid_round.append(len(match.log))
        if cuts and len(match.log) in cuts:
            target = cuts[len(match.log)] / "data" / "saves"
            target.mkdir(parents=True, exist_ok=True)
            shutil.copy2(saver.path, target / saver.path.name)
    played.humans_before.append(humans)
    return played


@functools.cache
def _uninterrupted(game: str) -> Played:
    """The game played once without cuts (the same every time: the tests below only read it)."""
    return _play_whole(game)


def _play_on(home: Path, played: Played, first_input: int, undo: bool) -> dict[str, Any]:
    """The game saved in `home`, continued in a fresh process (after an undo if asked)."""
    job = home / "job.json"
    job.write_text(
        json.dumps({"inputs": [encode(a) for a in played.inputs], "next": first_input, "undo": undo}), "utf-8"
    )
    env = {**os.environ, "VEGAS_DESKTOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-c", PLAY_ON, str(job)], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _encoded(match: Match) -> list[list[Any]]:
    return [[seat, encode(action)] for seat, action in match.log]


def _cuts(game: str) -> tuple[int, int]:
    """Where to close the game: (for a plain resume, for a resume and undo). The resume cut lies inside a round
    of planned simultaneous picks where the game has them (else half-way); the undo cut comes after the
    computers have answered a human decision two thirds of the way in."""
    probe = _uninterrupted(game)
    n = len(probe.match.log)
    resume_at = min(probe.mid_round, key=lambda p: abs(p - n // 2)) if probe.mid_round else n // 2
    log = probe.match.log
    after_computers = [p for p in range(n // 2, n) if log[p - 1][0] != 0 and probe.humans_before[p] > 0]
    near_human = [p for p in after_computers if p >= 2 * n // 3 and any(s == 0 for s, _ in log[p - 4 : p])]
    return resume_at, (near_human or after_computers)[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_game_and_an_undo_play_on_as_the_game_never_closed(game: str, tmp_path: Path) -> None:
    resume_at, undo_at = _cuts(game)
    resume_home, undo_home = tmp_path / "resume", tmp_path / "undo"
    played = _play_whole(game, {resume_at: resume_home, undo_at: undo_home})
    whole = played.match
    assert whole.over
    expected = {"log": _encoded(whole), "money": list(whole.rules.money(whole.state)), "over": True}

    resumed = _play_on(resume_home, played, played.humans_before[resume_at], undo=False)
    assert resumed["resumed_at"] == resume_at  # the save held the game as it was left
    assert {k: resumed[k] for k in expected} == expected
    assert resumed["inputs_used"] == len(played.inputs)

    # Ctrl+Z after continuing: the human's last decision is taken back with the computer moves after it, the
    # same input is played again, and the computers make the moves they made the first time
    undone = _play_on(undo_home, played, played.humans_before[undo_at] - 1, undo=True)
    assert undone["resumed_at"] == undo_at
    assert {k: undone[k] for k in expected} == expected


def test_the_resume_cut_of_the_card_game_is_inside_planned_picks() -> None:
    """The card game's simultaneous picks are planned together (`Match._planned`); the resumed game above is
    closed between two of them, so a pick planned with another's is made again asked on its own."""
    played = _uninterrupted("cards")
    assert played.mid_round, "the card game plans its computers' simultaneous picks together"


# 12 cuts a game, each played on to the end twice: the default run keeps the card game's (planned simultaneous
# picks; the cheapest), the other games run with the whole suite
SAVED_ANYWHERE = [pytest.param(g, marks=() if g == "cards" else pytest.mark.slow) for g in GAMES]


@pytest.mark.parametrize("game", SAVED_ANYWHERE)
def test_saved_anywhere_the_computers_play_on_identically(game: str) -> None:
    """The same in one process at many points of a game: restored from its save and played on with the same
    human inputs, the log is the uninterrupted game's; an undo at each of those points too."""
    played = _uninterrupted(game)
    whole = played.match
    n = len(whole.log)
    codec_log = _encoded(whole)
    for cut in range(1, n, max(1, n // 12)):
        match = new_match(game, KINDS, whole.seed)
        for seat, action in whole.log[:cut]:
            match.play(seat, action)
        restored = store.restore(store.snapshot(match))
        starts = [(restored, played.humans_before[cut])]
        if store.undo_problem(restored) is None:
            starts.append((store.undo_last_human(store.restore(store.snapshot(match))), played.humans_before[cut] - 1))
        for again, k in starts:
            while not again.over:
                decision = again.next_decision()
                assert decision is not None
                if decision.who is Who.HUMAN:
                    again.play(decision.seat, played.inputs[k])
                    k += 1
                else:
                    again.play(decision.seat, again.decide(decision))
            assert _encoded(again) == codec_log, f"{game}: saved after {cut} actions"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_reseeded_computer_chooses_as_it_did(game: str, level: str) -> None:
    """Every level of every game has `reseed`, and its choice depends only on the observation and that seed:
    whatever it decided in between, the same seed gives the same choice again."""
    match = new_match(game, [level] * 4, 2)
    agent = match.seats[0].agent
    assert agent is not None
    asked = 0
    while not match.over and asked < 6:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if seat == 0 and len(legal) > 1 and match.forced_action(0) is None:
            view = match.view(0)
            agent.reseed(decision_seed(match.seed, 0, len(match.log)))
            first = agent.choose(match.rules, view, legal, 0)
            for other in range(3):  # other decisions in between
                agent.reseed(other)
                agent.choose(match.rules, view, legal, 0)
            agent.reseed(decision_seed(match.seed, 0, len(match.log)))
            assert agent.choose(match.rules, view, legal, 0) == first
            asked += 1
        step = match.next_step()
        assert step is not None
        match.play(*step)
    assert asked > 0


def test_decision_seeds_differ_by_game_seat_and_position_and_hold_across_processes() -> None:
    seeds = {decision_seed(g, s, p) for g in (0, 1, -1, 2**40) for s in range(6) for p in range(50)}
    assert len(seeds) == 4 * 6 * 50
    # not Python's salted hash(): another process (another hash seed) derives the same seeds
    code = (
        "from vegas_desktop.ai.base import decision_seed; print(decision_seed(12345, 2, 77), decision_seed(-3, 0, 0))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "987"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == [str(decision_seed(12345, 2, 77)), str(decision_seed(-3, 0, 0))]
