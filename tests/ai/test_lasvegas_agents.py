"""Las Vegas computer players: legal moves only, no peeking, deterministic, budgets respected."""

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.games import make_agent as registry_make_agent
from vegas_desktop.lasvegas import RULES, Place, Roll
from vegas_desktop.lasvegas.ai.agents import HARD, EasyAgent, HardAgent, NormalAgent

LEVELS = ("easy", "normal", "hard")


def agent(level, seed=0):
    if level == "hard":
        return HardAgent(seed, replace(HARD, max_samples=24))  # small budget keeps tests quick; the search is the same
    return registry_make_agent("lasvegas", level, seed)


def play(agents, seed, players, check=None):
    """A full game where every seat asks its agent; returns the action log."""
    state = RULES.initial_state(players, seed)
    log = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.observe(state, seat)
        action = agents[seat].choose(RULES, view, legal, seat)
        if check:
            check(state, view, legal, action)
        state, _ = RULES.apply(state, action, seat)
        log.append((seat, action))
    return log, state


def position(seed=1, players=3, skip=5, options=None):
    """A position with at least two choices, reached by random play."""
    rng = random.Random(seed)
    state = RULES.initial_state(players, seed, options)
    while True:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) > 1:
            if skip == 0:
                return state, seat, legal
            skip -= 1
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_only_legal_actions_through_a_whole_game(level, players):
    agents = [agent(level, s) for s in range(players)]

    def check(state, view, legal, action):
        assert action in legal

    log, state = play(agents, seed=players * 10, players=players, check=check)
    assert RULES.is_over(state)
    assert any(isinstance(a, Place) for _, a in log) and any(isinstance(a, Roll) for _, a in log)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), skip=st.integers(0, 30), level=st.sampled_from(LEVELS))
def test_any_position_gets_a_legal_answer_and_the_view_is_untouched(seed, players, skip, level):
    state, seat, legal = position(seed, players, skip)
    view = RULES.observe(state, seat)
    before = view.clone()
    action = agent(level, seed).choose(RULES, view, legal, seat)
    assert action in legal
    assert view.pile == before.pile and view.casinos == before.casinos and view.supply == before.supply
    assert view.throw == before.throw and view.money == before.money and view.rng is None


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("option_text", ["", "neutral,biggy,kickers=2,rainbow,100k,bandit,minsum"])
def test_decision_ignores_hidden_information(level, option_text):
    """Two tables that differ only in what a seat cannot see (pile order, future dice) get the same move."""
    from vegas_desktop.lasvegas import parse_options

    options = parse_options(option_text)
    for seed in range(6):
        state, seat, legal = position(seed, players=3, skip=seed, options=options)
        other = state.clone()
        random.Random(seed + 99).shuffle(other.pile)
        other.rng = random.Random(seed + 12345)
        assert other.pile != state.pile
        a = agent(level, 7).choose(RULES, RULES.observe(state, seat), legal, seat)
        b = agent(level, 7).choose(RULES, RULES.observe(other, seat), legal, seat)
        assert a == b


@pytest.mark.parametrize("level", LEVELS)
def test_deterministic_under_a_fixed_seed(level):
    first, _ = play([agent(level, 3), agent(level, 4)], seed=5, players=2)
    second, _ = play([agent(level, 3), agent(level, 4)], seed=5, players=2)
    assert first == second


def test_hard_respects_its_sample_budget_and_time_budget():
    state, seat, legal = position(2, players=4, skip=0)
    view = RULES.observe(state, seat)
    hard = HardAgent(1, replace(HARD, max_samples=40))
    assert hard.choose(RULES, view, legal, seat) in legal
    assert 0 < hard.last_samples <= 40
    # A fake clock that advances one tick per reading: a budget of 30 ticks allows about 30 samples,
    # however many the sample budget would allow.
    ticks = iter(range(10**6))
    timed = HardAgent(1, replace(HARD, max_samples=10**6, time_budget=30), clock=lambda: float(next(ticks)))
    assert timed.choose(RULES, view, legal, seat) in legal
    assert 0 < timed.last_samples <= 31


def test_forced_choice_costs_no_search():
    hard = HardAgent(0)
    state = RULES.initial_state(2, 0)
    assert hard.choose(RULES, RULES.observe(state, 0), [Roll()], 0) == Roll()
    assert hard.last_samples == 0


def test_registry_builds_every_level_and_ai_alias():
    assert isinstance(registry_make_agent("lasvegas", "easy", 1), EasyAgent)
    assert isinstance(registry_make_agent("lasvegas", "normal", 1), NormalAgent)
    assert isinstance(registry_make_agent("lasvegas", "ai", 1), NormalAgent)
    assert isinstance(registry_make_agent("lasvegas", "hard", 1), HardAgent)
    with pytest.raises(ValueError):
        registry_make_agent("lasvegas", "grandmaster", 0)


def test_normal_takes_an_obvious_majority():
    """Normal places where a lone die wins a big bill rather than joining a tie that cancels."""
    from vegas_desktop.lasvegas.model import Die

    state = RULES.initial_state(2, 0)
    state.bills = [[90], [10], [10], [10], [10], [10]]
    state.casinos = [[] for _ in range(6)]
    state.casinos[1] = [Die(1, 2)]  # opponent has one die on casino 2 (a 10k bill)
    state.supply[0] = ["d", "d"]
    state.phase = "place"
    state.throw = (Die(0, 1), Die(0, 2))
    legal = RULES.legal_actions(state, 0)
    assert NormalAgent(0).choose(RULES, RULES.observe(state, 0), legal, 0) == Place(1)


ALL_OPTIONS = "neutral,biggy,kickers=2,rainbow,100k,bandit,minsum"


def test_a_bandit_ranked_judgement_breaks_equal_counts_by_pips_as_the_rules_do():
    """At the Bandit equal counts do not cancel: more pips rank first (the rules' `bandit_keys`). Normal's
    judgement cancels them; the Bandit-ranked one pays the higher pips, as scoring the round does."""
    from vegas_desktop.lasvegas import parse_options
    from vegas_desktop.lasvegas.ai.evaluation import bandit_payout, expected_round_money
    from vegas_desktop.lasvegas.model import BANDIT, Die
    from vegas_desktop.lasvegas.rules import step

    state = RULES.initial_state(3, 0, parse_options("bandit"))
    state.casinos = [[] for _ in range(7)]
    state.bills = [[10] for _ in range(6)] + [[90, 40]]
    state.casinos[BANDIT] = [Die(0, 5), Die(0, 5), Die(1, 3), Die(1, 3)]  # two dice each: 10 pips against 6
    state.supply = [[], [], []]
    assert bandit_payout(state.casinos[BANDIT], state.bills[BANDIT]) == {0: 90, 1: 40}
    plain = expected_round_money(state, 2.0)
    ranked = expected_round_money(state, 2.0, bandit_ranked=True)
    assert plain == [float(m) for m in state.money]  # cancelled: nobody is paid
    assert ranked == [state.money[0] + 90.0, state.money[1] + 40.0, float(state.money[2])]  # no dice left: certain
    state.phase, state.current = "roll", 2
    state.supply[2] = ["d"]
    state.throw = None
    scored = state.clone()
    step(scored, Roll(), None)
    step(scored, RULES.legal_actions(scored)[0], None)  # seat 2's last die: the round is scored
    gained = [after - before for after, before in zip(scored.money, state.money, strict=True)]
    assert gained[0] == 90 and gained[1] == 40  # the rules agree


def test_hards_prior_counts_a_rainbow_card_at_the_piles_mean():
    """Normal counts a rainbow card on a casino as nothing; at scoring it is replaced by a bill from the pile.
    Hard's prior counts it at the pile's mean (public: only the pile's order is hidden), so a second place
    behind a rainbow card is worth something there, and a move that does not touch it is judged as Normal does."""
    from vegas_desktop.lasvegas import parse_options
    from vegas_desktop.lasvegas.ai.agents import rainbow_worth, with_rainbows_worth
    from vegas_desktop.lasvegas.model import RAINBOW, Die

    state = RULES.initial_state(3, 0, parse_options("rainbow"))
    state.bills = [[90, RAINBOW], [30], [30], [30], [30], [30]]
    state.casinos = [[] for _ in range(6)]
    state.casinos[0] = [Die(1, 1), Die(1, 1)]  # seat 1 leads casino 1; its second place pays the rainbow card
    state.supply = [["d", "d"], ["d"], ["d"]]
    state.phase = "place"
    state.throw = (Die(0, 1), Die(0, 2))
    state.pile = [RAINBOW, 20, 40, 90]
    view = RULES.observe(state, 0)
    assert rainbow_worth(view) == 50.0  # the rainbow card in the pile is discarded in turn, never paid

    judged = with_rainbows_worth(view)
    assert judged.bills[0] == [90, 50.0] and view.bills[0] == [90, RAINBOW]  # the view itself is untouched
    assert with_rainbows_worth(judged) is judged  # nothing left to value
    normal = NormalAgent(0)
    second = normal.score(judged, Place(1), 0) - normal.score(view, Place(1), 0)
    assert second > 10.0  # the second place's claim, discounted for seat 2's die that may still tie it
    assert normal.score(judged, Place(2), 0) == pytest.approx(normal.score(view, Place(2), 0))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_level_plays_whole_games_with_every_option(players):
    """White dice, Biggy, kickers (kick phase), rainbow cards, 100k bills, the Bandit, min sums: only legal moves."""
    from vegas_desktop.lasvegas import parse_options

    text = ALL_OPTIONS if players < 6 else ALL_OPTIONS.replace("kickers=2", "kickers=1")
    options = parse_options(text)
    kinds = ["hard", "normal", "easy", "random", "normal", "easy"][:players]
    agents = [
        HardAgent(s, replace(HARD, max_samples=12)) if k == "hard" else registry_make_agent("lasvegas", k, s)
        for s, k in enumerate(kinds)
    ]
    state = RULES.initial_state(players, 40 + players, options)
    phases = set()
    kinds_played = set()
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        phases.add(state.phase)
        action = agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
        assert action in legal
        kinds_played.add(type(action).__name__)
        state, _ = RULES.apply(state, action, seat)
    assert {"roll", "place"} <= phases
    assert {"Roll", "Place"} <= kinds_played


def test_option_games_search_with_the_smaller_sample_count():
    """Rules rollouts (options the lean simulator lacks) cost more: `option_samples` bounds them, not the clock."""
    from vegas_desktop.lasvegas import parse_options

    state, seat, legal = position(3, players=3, skip=0, options=parse_options(ALL_OPTIONS))
    hard = HardAgent(1, replace(HARD, max_samples=400, option_samples=20, time_budget=1e9))
    assert hard.choose(RULES, RULES.observe(state, seat), legal, seat) in legal
    assert 0 < hard.last_samples <= 20


def test_two_player_option_games_play_normals_rule():
    """Two players with options only the real rules model: Hard's play-outs measured weaker than Normal's rule,
    so it decides as Normal does (and searches nothing); without those options it searches."""
    from vegas_desktop.lasvegas import parse_options

    for seed in range(6):
        state, seat, legal = position(seed, players=2, skip=seed, options=parse_options(ALL_OPTIONS))
        view = RULES.observe(state, seat)
        hard, normal = HardAgent(seed), NormalAgent(seed)
        assert hard.choose(RULES, view, legal, seat) == normal.choose(RULES, view, legal, seat)
        assert hard.last_samples == 0
    state, seat, legal = position(1, players=2, skip=3)
    hard = HardAgent(1, replace(HARD, max_samples=40))
    hard.choose(RULES, RULES.observe(state, seat), legal, seat)
    assert hard.last_samples > 0


def _standing_as_scored(state):
    """Standing money as the round is scored: the Bandit ranked by its keys, each rainbow card at the pile's mean."""
    from vegas_desktop.lasvegas.ai.evaluation import bandit_payout, casino_counts, payout_map, with_payouts
    from vegas_desktop.lasvegas.model import BANDIT, RAINBOW

    pile = [b for b in state.pile if b != RAINBOW]
    worth = sum(pile) / len(pile)
    pays = []
    for index, (dice, bills) in enumerate(zip(state.casinos, state.bills, strict=True)):
        valued = sorted((worth if b == RAINBOW else b for b in bills), reverse=True)
        if dice and bills:
            pays.append(bandit_payout(dice, valued) if index == BANDIT else payout_map(casino_counts(dice), valued))
    return with_payouts(state.money, pays)


@pytest.mark.parametrize("own", [None, 1])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_play_out_scorer_agrees_with_the_rules_at_every_place_and_kick(players, own):
    """The rules play-outs' scorer keeps casino counts move by move and memoizes: after every move of random
    all-options games its counts are the casinos' own, its placement scores match the claim change of the dice
    laid on a copy, and its money after a kick matches `standing_money` of the state the rules reach. For the
    moves of seat `own` the reference ranks the Bandit by pips and counts rainbow cards at the pile's mean."""
    from vegas_desktop.lasvegas import parse_options
    from vegas_desktop.lasvegas.ai.evaluation import casino_counts, standing_money
    from vegas_desktop.lasvegas.ai.playouts import PlayoutScorer, after_move, casino_index
    from vegas_desktop.lasvegas.model import BANDIT, KICKER, bandit_keys
    from vegas_desktop.lasvegas.moves import Kick

    options = parse_options(ALL_OPTIONS.replace("kickers=2", "kickers=1") if players > 4 else ALL_OPTIONS)
    rng = random.Random(players)
    checked = {"place": 0, "kick": 0, "counts": 0, "bandit": 0}
    for game in range(3):
        state = RULES.initial_state(players, 100 * players + game, options)
        scorer = PlayoutScorer(own)
        scorer.start(state)
        round_no = state.round
        while not RULES.is_over(state):
            if state.round != round_no:  # the scorer lives for one round's play-outs
                scorer.start(state)
                round_no = state.round
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            standing = _standing_as_scored if seat == own else standing_money
            if state.phase == "place":
                groups = scorer.groups(state.throw, seat)
                for action in legal:
                    copy = state.clone()
                    index = casino_index(action)
                    laid = [d for d in state.throw if d.value == action.value]
                    copy.casinos[index].extend(d for d in laid if d.kind != KICKER)
                    before, after = standing(state), standing(copy)
                    others = sum(after[p] - before[p] for p in range(players) if p != seat) / (players - 1)
                    spent = sum(1 for d in laid if d.owner == seat)
                    want = after[seat] - before[seat] - others - 7.0 * spent
                    checked["bandit"] += seat == own and action.bandit
                    assert scorer.score(action, groups[action.value], seat, 7.0) == pytest.approx(want)
                    checked["place"] += 1
            elif state.phase == "kick":
                for action in legal:
                    assert isinstance(action, Kick)
                    got = scorer.after_kick(state, action)
                    if got is not None:
                        assert got == pytest.approx(standing(after_move(state, action, seat, random.Random(0))))
                        checked["kick"] += 1
            action = legal[rng.randrange(len(legal))]
            touched = casino_index(action) if isinstance(action, Place) else state.kick_casino
            throw = state.throw
            state, _ = RULES.apply(state, action, seat)
            if state.round == round_no and not RULES.is_over(state):  # else the round's play-out is over
                scorer.played(state, action, touched, throw, None)
                assert scorer.counts == [tuple(casino_counts(dice).items()) for dice in state.casinos]
                if own is not None:
                    assert scorer.keys == tuple(bandit_keys(state.casinos[BANDIT]).items())
                checked["counts"] += 1
    assert checked["place"] > 100 and checked["kick"] > 5 and checked["counts"] > 300
    assert checked["bandit"] > 10 or own is None
