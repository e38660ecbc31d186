"""The dice games' shared die and turn order (vegas_desktop/core/dice.py)."""

from hypothesis import given
from hypothesis import strategies as st

from vegas_desktop.core.dice import Die, next_with_dice
from vegas_desktop.lasvegas.model import BIGGY as LV_BIGGY
from vegas_desktop.royale.model import BIGGY as ROYALE_BIGGY


def test_a_biggy_counts_two_in_both_games_and_other_dice_one() -> None:
    assert Die(0, 3, LV_BIGGY).weight == 2 and Die(0, 3, ROYALE_BIGGY).weight == 2
    assert Die(0, 3).weight == 1 and Die(-1, 5, "w").weight == 1 and Die(1, 2, "k").weight == 1


@given(st.lists(st.integers(0, 3), min_size=2, max_size=6), st.data())
def test_the_turn_passes_clockwise_to_the_next_seat_with_dice(counts: list[int], data: st.DataObject) -> None:
    supply = [["d"] * c for c in counts]
    current = data.draw(st.integers(0, len(counts) - 1))
    found = next_with_dice(current, supply)
    order = [(current + k) % len(counts) for k in range(1, len(counts) + 1)]
    with_dice = [s for s in order if counts[s]]
    if not with_dice:
        assert found is None
        return
    assert found is not None
    seat, skipped = found
    assert seat == with_dice[0]
    assert skipped == order[: order.index(seat)]
    assert all(counts[s] == 0 for s in skipped)
