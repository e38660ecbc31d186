"""Cash & Run options: the round-limit house rule and the one option rule every game follows."""

from __future__ import annotations

import pytest

from tests.cashrun.helpers import table
from vegas_desktop.cashrun import RULES, Options, format_options, parse_options
from vegas_desktop.cashrun.flow import _advance
from vegas_desktop.cashrun.model import SUGGESTED_ROUND_LIMIT, Frame, Phase
from vegas_desktop.cashrun.moves import GameEnded, RoundLimitReached


def test_no_round_limit_by_default_the_house_rule_can_be_switched_on():
    """docs/rules.md#cr-game-end: only a completed final lap (or the last player left) wins unless the house rule is
    on."""
    assert Options().round_limit == 0 == parse_options("").round_limit
    assert parse_options("rounds=30").round_limit == 30 and parse_options("ROUNDS=0").round_limit == 0
    assert format_options(parse_options("rounds=0")) == "" and format_options(Options()) == ""
    assert format_options(parse_options(f"rounds={SUGGESTED_ROUND_LIMIT}")) == "rounds=50"


def test_the_setup_offers_the_round_limit_off_by_default_and_the_suggested_50():
    from vegas_desktop import games

    switch = next(sw for sw in games.switches("cashrun") if sw.key == "rounds")
    assert switch.index([]) == 0 and parse_options(switch.choices[0]).round_limit == 0
    assert "rounds=50" in switch.choices
    assert not switch.lit([]) and switch.lit(["rounds=50"])


def test_the_end_offer_seats_read_and_write_back():
    assert parse_options("offer=0+2").voters == (0, 2) and format_options(parse_options("offer=2+0")) == "offer=0+2"
    for bad in ("offer=0+0", "offer=x", "offer=6"):
        with pytest.raises(ValueError):
            parse_options(bad)


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
