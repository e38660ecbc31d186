"""Undo against the computer: the last human decision taken back, replayed from the seed (no dice rerolled)."""

from __future__ import annotations

from vegas_desktop.match import Match
from vegas_desktop.saves.autosave import Autosave
from vegas_desktop.saves.savefile import SaveError


def _decisions(match: Match, human: int) -> list[int]:
    """Indices in the log of the human's own decisions (steps that played themselves are not decisions)."""
    replay = Match(match.game, match.rules, match.seats, match.seed, match.options)
    found = []
    for i, (seat, action) in enumerate(match.log):
        if seat == human and replay.forced_action(seat) is None:
            found.append(i)
        replay.play(seat, action)
    return found


def undo_problem(match: Match) -> str | None:
    """Why the last human decision cannot be taken back now (a text key), or None."""
    humans = [i for i, s in enumerate(match.seats) if s.is_human]
    if len(humans) != 1:
        return "undo.hotseat" if humans else "undo.no_human"
    if not match.undo_allowed:
        return "undo.off"
    if match.over:
        return "undo.over"
    if not _decisions(match, humans[0]):
        return "undo.nothing"
    return None


def undo_last_human(match: Match) -> Match:
    """A new match just before the human's last decision (the computer moves after it are taken back too).
    Replayed from the seed, so dice already thrown and cards already dealt are exactly as they were."""
    problem = undo_problem(match)
    if problem is not None:
        raise SaveError(problem)
    human = next(i for i, s in enumerate(match.seats) if s.is_human)
    last = _decisions(match, human)[-1]
    earlier = Match(match.game, match.rules, match.seats, match.seed, match.options, undo_allowed=match.undo_allowed)
    for seat, action in match.log[:last]:
        earlier.play(seat, action)
    return earlier


def undo_with_autosave(match: Match) -> Match:
    """What Ctrl+Z at a table does: `undo_last_human`, then the game's save follows the new match (marked
    'undo used', written at once, so quitting right after the undo resumes at the taken-back decision).
    Raises SaveError (its key says why) where undo is not allowed."""
    earlier = undo_last_human(match)
    for listener in list(match.listeners):
        if isinstance(listener, Autosave):
            listener.undo_used = True
            listener.attach(earlier)
            listener.write()
    return earlier
