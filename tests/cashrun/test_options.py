"""Cash & Run options: the round-limit house rule and the one option rule every game follows."""

from __future__ import annotations

import pytest

from tests.cashrun.helpers import table
from vegas_desktop.cashrun import RULES, Options, format_options, parse_options
from vegas_desktop.cashrun.flow import _advance
from vegas_desktop.cashrun.model import DEFAULT_ROUND_LIMIT, Frame, Phase
from vegas_desktop.cashrun.moves import GameEnded, RoundLimitReached


def test_the_round_limit_is_on_by_default_and_can_be_changed_or_switched_off():
    assert Options().round_limit == DEFAULT_ROUND_LIMIT == parse_options("").round_limit
    assert parse_options("rounds=30").round_limit == 30 and parse_options("ROUNDS=0").round_limit == 0
    assert format_options(parse_options("rounds=0")) == "rounds=0" and format_options(Options()) == ""


@pytest.mark.parametrize("text", ["rounds=x", "rounds=-1", "rounds=1000", "rounds=3,rounds=4", "biggy", "rounds"])
def test_bad_options_are_refused_with_the_known_ones(text):
    with pytest.raises(ValueError) as info:
        parse_options(text)
    assert "cashrun" in str(info.value) or "rounds" in str(info.value)


def test_at_the_round_limit_the_richest_by_chips_plus_100k_a_casino_wins():
    state = table(3)
    state.options = Options(round_limit=2)
    state.round = 2
    state.chips = [1000, 1100, 900]
    state.bank = 30000 + 6000 - 3000
    state.owner[0] = state.owner[1] = state.owner[2] = 0  # seat 0: 1000 + 300
    state.current = 2  # the last seat: the turn passes the first player, so round 3 would begin
    state.stack.clear()
    events: list = []
    _advance(state, events)
    assert RoundLimitReached(2) in events and state.winners == (0,)
    assert any(isinstance(e, GameEnded) for e in events) and RULES.standings(state)[0] == [0]


def test_no_limit_plays_on():
    state = table(3)
    state.options = Options(round_limit=0)
    state.round = 500
    state.current = 2
    state.stack.clear()
    _advance(state, [])
    assert not state.winners and state.stack[-1] == Frame(Phase.TURN, 0)
