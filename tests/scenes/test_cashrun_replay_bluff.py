"""A replay shows every hidden card, as its bar says (issue 30, point 4): watching a Cash & Run game again, every
seat's bluff cards lie face up on its panel, not only those of the seat whose eyes the table borrows."""

from __future__ import annotations

import pytest

from vegas_desktop.match import new_match
from vegas_desktop.saves.savefile import snapshot
from vegas_desktop.scenes.cashrun import art, drawing
from vegas_desktop.scenes.replay import replay_scene


def _with_bluff_cards_in_several_hands():
    """A computers-only game played on until at least two seats hold bluff cards."""
    match = new_match("cashrun", ["normal", "normal", "normal"], 3)
    for _ in range(3000):
        if sum(1 for hand in match.state.hands if hand) >= 2:
            return match
        step = match.next_step()
        assert step is not None
        match.play(*step)
    pytest.fail("no two seats held bluff cards")


def test_a_cash_and_run_replay_shows_every_bluff_card_face_up(app, monkeypatch):
    match = _with_bluff_cards_in_several_hands()
    hands = [tuple(h) for h in match.state.hands]
    saved = snapshot(match)
    table = replay_scene(app, saved, len(saved.actions))
    assert table.replay is not None
    table.replay.paused = True
    app.stack.push(table)
    faces: list[int] = []
    backs: list[object] = []
    inside = [False]  # the bluff cards counted are those drawn on a panel (the deck in the middle is backs)
    face, back, panel = art.bluff_face, art.card_back, drawing.draw_panel

    def on_panel(*args: object, **kwargs: object) -> object:
        inside[0] = True
        try:
            return panel(*args, **kwargs)
        finally:
            inside[0] = False

    def a_face(size: object, symbol: int) -> object:
        if inside[0]:
            faces.append(symbol)
        return face(size, symbol)

    def a_back(size: object, tint: object) -> object:
        if inside[0]:
            backs.append(tint)
        return back(size, tint)

    monkeypatch.setattr(drawing, "draw_panel", on_panel)
    monkeypatch.setattr(art, "bluff_face", a_face)
    monkeypatch.setattr(art, "card_back", a_back)
    app.step(1 / 60, [])
    app.step(1 / 60, [])
    shown = table.parts.drawing.d.hand_counts
    assert list(shown) == [len(h) for h in hands]  # the panels count what each seat holds
    assert art.BLUFF_TINT not in backs, "no bluff card is drawn face down in a replay"
    assert sorted(faces[-sum(len(h) for h in hands) :]) == sorted(s for h in hands for s in h)  # the last frame's
