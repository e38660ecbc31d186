"""The suite every registered game must pass (GameRules, core/game.py): parametrised over `games.game_names()`,
so a game added to the registry is covered without edits here (its secret shuffler aside, see shufflers.py)."""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop import games
from vegas_desktop.core.codec import encode
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import PUBLIC
from vegas_desktop.core.narration import Joined, Line, Memory, Money, Name, Words, replayed_steps, retold

from .play import MAX_STEPS, play_out, random_game, random_options, random_setup, rules_of, value
from .shufflers import SHUFFLERS

GAMES = games.game_names()
HYPO = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def setups(draw: st.DrawFn, game: str) -> tuple[int, int, Any, random.Random]:
    """(seed, seats, options, a Random for the players' choices) within the game's seat range."""
    low, high = games.descriptor(game).seats
    seats = draw(st.integers(low, high))
    seed = draw(st.integers(0, 2**32 - 1))
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))
    return seed, seats, random_options(game, seats, rnd), rnd


def test_the_suite_covers_the_registry() -> None:
    assert len(GAMES) >= 4 and set(GAMES) == set(games.game_names())
    assert set(SHUFFLERS) == set(GAMES), "every registered game needs a secret shuffler in tests/games/shufflers.py"


# -- set-up -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_new_game_returns_the_state_and_its_events(game: str) -> None:
    rules = rules_of(game)
    low, high = games.descriptor(game).seats
    for seats in range(low, high + 1):
        options = games.parse_options(game, "")
        state, events = games.new_game(game, seats, 5, options)
        assert isinstance(events, list) and events, f"{game}: the set-up produced no events"
        assert value(state) == value(rules.initial_state(seats, 5, options))
        assert not rules.is_over(state) and rules.to_act(state)
        assert len(rules.money(state)) == seats
        assert sorted(s for group in rules.standings(state) for s in group) == list(range(seats))


# -- apply is pure ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_apply_never_mutates_its_input(game: str) -> None:
    @HYPO
    @given(setups(game))
    def check(setup: tuple[int, int, Any, random.Random]) -> None:
        seed, seats, options, rnd = setup
        rules = rules_of(game)
        state, _ = rules.new_game(seats, seed, options)
        before = value(state)
        for _ in range(MAX_STEPS):
            if rules.is_over(state):
                return
            seat = rnd.choice(rules.to_act(state))
            action = rnd.choice(rules.legal_actions(state, seat))
            kept = copy.deepcopy(state)
            after, _events = rules.apply(state, action, seat)
            assert value(state) == before, f"{game}: apply({action!r}) changed its input"
            assert after is not state
            # the input still plays on as before: the same action from it gives the same position
            again, _ = rules.apply(kept, action, seat)
            before = value(after)  # nothing touches `after` before it is the next input: its value then
            assert value(again) == before
            state = after
        raise AssertionError(f"{game}: not over after {MAX_STEPS} actions")

    check()


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_many_random_games_stay_pure_and_replay(game: str) -> None:
    """The long run of the two checks above and below: many more seeds, seat counts and options."""

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(setups(game))
    def check(setup: tuple[int, int, Any, random.Random]) -> None:
        seed, seats, options, rnd = setup
        rules = rules_of(game)
        steps = play_out(game, seed, seats, options, rnd)
        state, _ = rules.new_game(seats, seed, options)
        before = value(state)
        for step in steps:
            after, events = rules.apply(state, step.action, step.seat)
            assert value(state) == before and events == step.events
            before = value(after)  # the next input's value as apply receives it (nothing touches it meanwhile)
            assert before == value(step.after)
            state = after

    check()


# -- seed + action log replays the game ----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_seed_and_action_log_replay_the_same_game(game: str) -> None:
    """A random game, then its log (through the save codec, as a save file holds it) played again from the
    seed: the same events at every step and the same money and standings."""
    rules = rules_of(game)
    codec = games.codec_for(game)
    for seed in range(4):
        rnd = random.Random(1000 + seed)
        seats, options = random_setup(game, rnd)
        first, opening = rules.new_game(seats, seed, options)
        steps = play_out(game, seed, seats, options, rnd)
        log = [(s.seat, codec.decode(encode(s.action))) for s in steps]
        state, events = rules.new_game(seats, seed, options)
        assert events == opening and value(state) == value(first)
        for (seat, action), step in zip(log, steps, strict=True):
            assert action == step.action
            state, events = rules.apply(state, action, seat)
            assert events == step.events
            assert rules.money(state) == rules.money(step.after)
            assert rules.standings(state) == rules.standings(step.after)
        assert rules.is_over(state) and value(state) == value(steps[-1].after)


@pytest.mark.parametrize("game", GAMES)
def test_another_seed_plays_another_game(game: str) -> None:
    """The seed matters (else the replay test above could pass on a game that ignores chance)."""
    rules = rules_of(game)
    options = games.parse_options(game, "")
    seats = games.descriptor(game).seats[0] + 1
    states = [rules.new_game(seats, seed, options)[0] for seed in range(6)]
    rnd = [random.Random(7) for _ in states]
    for i, state in enumerate(states):  # a few identical choices to reach the first chance event
        for _ in range(3):
            if rules.is_over(state):
                break
            seat = rules.to_act(state)[0]
            state, _ = rules.apply(state, rnd[i].choice(rules.legal_actions(state, seat)), seat)
        states[i] = state
    assert len({repr(value(rules.observe(s, PUBLIC))) for s in states}) > 1


# -- random games end, and always ask someone with something to do ------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_and_legal_actions_never_run_out(game: str) -> None:
    @HYPO
    @given(setups(game))
    def check(setup: tuple[int, int, Any, random.Random]) -> None:
        seed, seats, options, rnd = setup
        steps = play_out(game, seed, seats, options, rnd)  # asserts both along the way
        rules = rules_of(game)
        final = steps[-1].after
        assert rules.is_over(final)
        assert sorted(s for group in rules.standings(final) for s in group) == list(range(seats))

    check()


# -- illegal actions ----------------------------------------------------------------------------------------


def _assert_refused(rules: Any, state: Any, action: Any, seat: int, why: str) -> None:
    before = value(state)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, action, seat)
    rule = refused.value.rule
    assert isinstance(rule, str) and rule.strip(), f"{why}: IllegalAction without a rule name"
    assert value(state) == before, f"{why}: a refused action changed the state"


@pytest.mark.parametrize("game", GAMES)
def test_illegal_actions_raise_illegal_action_naming_the_rule(game: str) -> None:
    """Actions legal somewhere else in the game, and legal actions played by a seat not to act, are refused."""
    rules = rules_of(game)
    refused = wrong_seat = 0
    for seed in range(3):
        rnd = random.Random(seed)
        seats, options = random_setup(game, rnd)
        steps = play_out(game, seed, seats, options, rnd)
        seen = list(dict.fromkeys(a for step in steps for a in rules.legal_actions(step.state, step.seat)))
        for step in steps[:: max(1, len(steps) // 30)]:
            state, acting = step.state, rules.to_act(step.state)
            for seat in acting:
                legal = rules.legal_actions(state, seat)
                others = [a for a in rnd.sample(seen, min(40, len(seen))) if a not in legal]
                for action in others[:3]:
                    _assert_refused(rules, state, action, seat, f"{game}: {action!r} by seat {seat}")
                    refused += 1
            idle = [s for s in range(seats) if s not in acting]
            if idle:
                seat = rnd.choice(idle)
                action = rnd.choice(rules.legal_actions(state, acting[0]))
                _assert_refused(rules, state, action, seat, f"{game}: seat {seat} out of turn")
                wrong_seat += 1
        over = steps[-1].after
        _assert_refused(rules, over, steps[-1].action, steps[-1].seat, f"{game}: a move after the end")
    assert refused > 20 and wrong_seat > 5


# -- what each seat may see ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_views_hide_each_seats_secrets_from_the_others(game: str) -> None:
    """Two states that differ only in one seat's secrets look the same to every other seat and to a spectator;
    two that differ only in what nobody knows (pile order, dice to come) look the same to everyone."""
    rules = rules_of(game)
    shuffle = SHUFFLERS[game]
    variants = seat_variants = own_differs = 0
    for seed in range(3):
        rnd = random.Random(50 + seed)
        seats, options = random_setup(game, rnd)
        steps = play_out(game, seed, seats, options, rnd)
        for step in steps[:: max(1, len(steps) // 60)]:
            state = step.after
            views = {s: value(rules.observe(state, s)) for s in (PUBLIC, *range(seats))}
            for secret_of in (PUBLIC, *range(seats)):
                variant = shuffle(state, secret_of, rnd)
                if variant is None:
                    continue
                variants += 1
                seat_variants += secret_of != PUBLIC
                assert value(variant) != value(state), f"{game}: the shuffler returned the same state"
                for seat, view in views.items():
                    seen = value(rules.observe(variant, seat))
                    if seat == secret_of and secret_of != PUBLIC:
                        own_differs += seen != view
                    else:
                        assert seen == view, f"{game}: seat {seat} sees seat {secret_of}'s secret ({step.action!r})"
    assert variants > 100
    # the check can fail: a seat's own view shows the secrets its variants change (pile order has no owner)
    assert own_differs == seat_variants, f"{game}: a seat's secret changed but its own view did not"
    assert seat_variants > 0 or game == "lasvegas", f"{game}: no seat held a secret in three random games"


@pytest.mark.parametrize("game", GAMES)
def test_observe_serves_a_spectator_and_every_seat(game: str) -> None:
    rules = rules_of(game)
    rnd = random.Random(9)
    seats, options = random_setup(game, rnd)
    for step in random_game(game, 9, seats, options, rnd):
        public = rules.observe(step.after, PUBLIC)
        assert public is not step.after
        assert value(rules.observe(step.after, PUBLIC)) == value(public)  # observing changes nothing
        for seat in range(seats):
            rules.observe(step.after, seat)
    assert rules.is_over(step.after)


@pytest.mark.parametrize("game", GAMES)
def test_visible_gives_each_event_or_a_redacted_copy(game: str) -> None:
    rules = rules_of(game)
    redacted = 0
    for seed in range(3):
        rnd = random.Random(70 + seed)
        seats, options = random_setup(game, rnd)
        _, opening = rules.new_game(seats, seed, options)
        batches = [opening] + [s.events for s in random_game(game, seed, seats, options, rnd)]
        for event in (e for batch in batches for e in batch):
            for seat in (PUBLIC, *range(seats)):
                shown = rules.visible(event, seat)
                if shown is event:
                    continue
                assert shown is not None, f"{game}: {event!r} dropped for seat {seat}"
                assert type(shown) is type(event), f"{game}: {event!r} became a {type(shown).__name__}"
                assert dataclasses.is_dataclass(shown)
                redacted += 1
                # a redacted copy keeps every field but the hidden ones, and the hidden ones become empty
                for f in dataclasses.fields(event):
                    mine, full = getattr(shown, f.name), getattr(event, f.name)
                    assert mine == full or not mine, f"{game}: {f.name} of {event!r} changed for seat {seat}"
    if game == "cards":
        assert redacted > 0  # the card game hides others' drawn and discarded cards


# -- what the shared screens read: progress, bills -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_progress_reads_alike_from_the_state_and_every_view(game: str) -> None:
    """The round never goes back and stays within the game's rounds; the turn is a seat (or -1/None while
    several decide); a network client reads the same progress from its seat's view as the host from the state."""
    rules = rules_of(game)
    rnd = random.Random(59)
    seats, options = random_setup(game, rnd)
    steps = play_out(game, 59, seats, options, rnd)
    last = 0
    for step in steps:
        progress = rules.progress(step.after)
        assert progress.round >= last, f"{game}: the round went back from {last} to {progress.round}"
        last = progress.round
        assert progress.rounds is None or 1 <= progress.round <= progress.rounds + 1
        assert progress.turn is None or -1 <= progress.turn < seats
        assert progress.casinos >= 0
        for seat in (PUBLIC, *range(seats)):
            assert rules.progress(rules.observe(step.after, seat)) == progress, f"{game}: seat {seat}'s view"
    assert last >= 1


@pytest.mark.parametrize("game", GAMES)
def test_bills_won_are_per_seat_and_public(game: str) -> None:
    rules = rules_of(game)
    rnd = random.Random(60)
    seats, options = random_setup(game, rnd)
    final = play_out(game, 60, seats, options, rnd)[-1].after
    bills = rules.bills_won(final)
    if bills is not None:
        assert len(bills) == seats and all(b > 0 for seat in bills for b in seat)
        assert [list(b) for b in bills] == [list(b) for b in rules.bills_won(rules.observe(final, PUBLIC)) or ()]


# -- the move log's narrator ----------------------------------------------------------------------------------


def _said(arg: Any) -> str:
    """A line's words in the current language (a seat by its number), as the table renders them."""
    from vegas_desktop import text

    if isinstance(arg, Words):
        values = {k: _said(v) for k, v in arg.args}
        if arg.count is not None:
            return text.tn(arg.key, arg.count, **values)
        assert text.has(arg.key), f"no text {arg.key!r} in {text.language()}"
        return text.t(arg.key, **values)
    if isinstance(arg, Joined):
        return arg.sep.join(_said(p) for p in arg.parts)
    if isinstance(arg, Name):
        return f"<seat {arg.seat}>"
    if isinstance(arg, Money):
        return f"<{arg.amount}k>"
    return str(arg)


@pytest.mark.parametrize("game", GAMES)
def test_the_narrator_tells_a_random_game_from_its_events_in_both_languages(game: str) -> None:
    """The story retold from seed and actions is the narration of the events as each viewer sees them, a line per
    thing said; every text it names exists in English and German and takes the values it is given."""
    from vegas_desktop import text

    rules = rules_of(game)
    narrator = games.descriptor(game).narrator
    rnd = random.Random(7)
    seats, options = random_setup(game, rnd)
    steps = play_out(game, 19, seats, options, rnd)
    log = [(s.seat, s.action) for s in steps[:60]]
    told_public = retold(rules, narrator, replayed_steps(rules, seats, 19, options, log), None)
    assert told_public, f"{game}: a game of {len(log)} actions told nothing"
    _, opening = rules.new_game(seats, 19, options)
    events = [list(opening)] + [s.events for s in steps[: len(log)]]
    for viewer in (PUBLIC, *range(seats)):
        memory = Memory()
        by_hand: list[Line] = []
        for step in events:
            seen = [e for e in (rules.visible(x, viewer) for x in step) if e is not None]
            by_hand += narrator.tell(seen, viewer, memory)
        assert retold(rules, narrator, replayed_steps(rules, seats, 19, options, log), viewer) == by_hand
    try:
        for code in ("en", "de"):
            text.set_language(code)
            for line in told_public:
                assert isinstance(line.tone, int) or line.tone.isidentifier()
                said = _said(line.text)
                assert said and "{" not in said, f"{game} ({code}): {said!r}"
    finally:
        text.set_language("en")
