"""Normal's and Easy's Cash & Run decisions on hand-built tables (no game needed)."""

from __future__ import annotations

import random

from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai.policy import EASY, NORMAL, Table

TYPES = ["roulette", "dice", "cards"] * 5
COLOURS = [c for c in ("blue", "red", "green", "gold", "violet") for _ in range(3)]


def table(owners=None, chips=None, hand=None, players=4, **kw) -> Table:
    owners = owners if owners is not None else [None] * 15
    return Table(
        me=0,
        players=players,
        chips=chips or [2000] * players,
        owners=list(owners),
        types=TYPES,
        colours=COLOURS,
        hand=hand or [],
        bluff_counts=kw.pop("bluff_counts", [1] * players),
        out=kw.pop("out", [False] * players),
        final_lap=kw.pop("final_lap", [False] * players),
        **kw,
    )


def owned(pairs: dict[int, int]) -> list[int | None]:
    owners: list[int | None] = [None] * 15
    for c, s in pairs.items():
        owners[c] = s
    return owners


def test_buys_when_rich_not_when_broke():
    rng = random.Random(0)
    assert cp.buy_casino(table(), 4, NORMAL, rng)
    assert not cp.buy_casino(table(chips=[90, 2000, 2000, 2000]), 4, NORMAL, rng)


def test_final_lap_only_with_a_combination():
    assert cp.start_final_lap(table(owned({0: 0, 1: 0, 2: 0})))  # all blue
    assert not cp.start_final_lap(table(owned({0: 0, 1: 0, 5: 0})))


def test_grand_slam_plays_unless_the_bank_is_short():
    assert cp.grand_slam_play(table())
    assert not cp.grand_slam_play(table(bank=150))
    assert not cp.grand_slam_go_on(table(), 2)  # nothing after the last stage


def test_stake_forces_a_rival_on_the_final_lap():
    t = table(owned({0: 1, 1: 1, 2: 1}), chips=[2000, 300, 2000, 2000], final_lap=[False, True, False, False])
    factor, stake = cp.visit_stake(t, 0, NORMAL, random.Random(0))
    assert factor * stake > 300
    quiet = table(owned({4: 1}))  # a rich owner of an unremarkable casino: forcing costs too much risk
    assert cp.visit_stake(quiet, 4, NORMAL, random.Random(0)) == (1, 10)


def test_takeover_aims_at_the_final_lap():
    owners = owned({0: 1, 1: 1, 2: 1, 7: 2, 9: 0})
    t = table(owners, final_lap=[False, True, False, False])
    rival, casino = cp.takeover_choice(t, NORMAL, random.Random(0))
    assert rival == 1 and casino in (0, 1, 2)


def test_no_takeover_without_a_casino_or_a_reason():
    assert cp.takeover_choice(table(owned({5: 1})), NORMAL, random.Random(0)) is None
    # Our only casino is the second of a pair: risking it for an unrelated casino is not worth the fee.
    t = table(owned({0: 0, 3: 0, 13: 1}))
    assert cp.takeover_choice(t, NORMAL, random.Random(0)) is None


def test_sales_and_picks_follow_worth():
    t = table(owned({0: 0, 3: 0, 7: 0, 13: 1}))  # roulette pair (0, 3) and a lone green dice casino
    assert cp.sell_first(t, [0, 3, 7]) == 7
    t2 = table(owned({0: 0, 3: 0, 6: 1, 13: 1}))
    assert cp.take_from(t2, 1) == 6  # the third roulette casino
    assert cp.take_from(t2, 2) is None


def test_bid_ceiling_is_higher_for_a_completing_casino_and_keeps_a_reserve():
    t = table(owned({0: 0, 3: 0, 6: 2, 7: 2}))
    rng = random.Random(0)
    assert cp.bid_ceiling(t, 6, NORMAL, rng) > cp.bid_ceiling(t, 7, NORMAL, rng)
    poor = table(owned({0: 0, 3: 0, 6: 2}), chips=[400, 2000, 2000, 2000])
    assert cp.bid_ceiling(poor, 6, NORMAL, rng) <= 400 - NORMAL.reserve


def test_cash_and_run_goes_for_the_casino_that_completes():
    fields = [(cp.CASINO, c) for c in range(15)] + [(cp.POT, "dice"), (cp.GRAND_SLAM, None)]
    t = table(owned({0: 0, 3: 0}), pot=100)
    assert cp.cash_and_run_target(t, fields, list(range(len(fields))), NORMAL, random.Random(0)) == 6
    rich_pot = table(owned({0: 0, 3: 0, 6: 1, 9: 2, 12: 3}), pot=3000)
    assert cp.cash_and_run_target(rich_pot, fields, list(range(len(fields))), NORMAL, random.Random(0)) == 15


def test_challenge_habits():
    t = table(hand=["blank"], bluff_counts=[1, 1, 3, 1])
    rng = random.Random(0)
    assert cp.challenge(t, 1, "dice", 0.5, NORMAL, rng)  # one card: probably a bluff
    assert not cp.challenge(t, 2, "dice", 5 / 6, NORMAL, rng)  # the replay is almost surely ours again
    coins = [cp.challenge(t, 1, "dice", 0.5, EASY, rng) for _ in range(200)]
    assert 50 < sum(coins) < 150  # Easy flips a coin


def test_easy_is_noisy_but_legal():
    rng = random.Random(3)
    t = table(owned({4: 1}))
    stakes = {cp.visit_stake(t, 4, EASY, rng) for _ in range(50)}
    assert len(stakes) > 3
    for factor, stake in stakes:
        assert factor in (1, 2, 5) and 10 <= stake <= 2000 and stake % 10 == 0


def test_hard_takes_over_more_readily_with_cards_for_replays():
    # a rival's casino of modest worth: Hard with three bluff cards expects replays a Normal judge grants
    owners = owned({0: 0, 4: 1, 7: 2})
    rng = random.Random(0)
    bare = table(owners=owners)
    full = table(owners=owners, hand=["blank", "blank", "cards"])
    assert cp.takeover_chance(bare, cp.HARD, 1) == 0.5
    assert cp.takeover_chance(full, cp.HARD, 1) > 0.7
    assert cp.takeover_chance(full, NORMAL, 1) == 0.5
    assert cp.takeover_choice(full, cp.HARD, rng) is not None
    assert cp.takeover_choice(full, NORMAL, rng) is None


def test_hard_bluffs_a_blank_where_normal_may_pass():
    t = table(hand=["blank", "blank", "dice"])
    assert cp.lay_bluff(t, "cards", 400, cp.HARD, random.Random(0), 0.5, 1) == "blank"
    passes = sum(cp.lay_bluff(t, "cards", 400, NORMAL, random.Random(s), 0.5, 1) is None for s in range(40))
    assert passes > 0  # Normal's mixed bluff sometimes keeps its cards
