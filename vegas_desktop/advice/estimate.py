"""What a choice is worth, estimated from one seat's observation: play-outs on possible tables.

A table consistent with the observation is sampled (the hidden pile order, other seats' hands and picks guessed
at random: `sample_state`), the candidate is played on it, then every seat plays on by the game's Normal
computer player until the round is over. Sample `j` uses the same guessed table and the same chance for every
candidate (common random numbers), so candidates are compared on equal terms. The figure is the seat's money
gained by the round's end (k) or, when the play-outs reach the game's end, its chance of winning (%).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vegas_desktop import games

MAX_STEPS = 400  # actions a play-out may take before it is cut off (a round takes far fewer)


class NoSampler(LookupError):
    """The game has no way here to guess a full table from an observation."""


def _lasvegas(view: Any, seat: int, rng: random.Random) -> Any:
    from vegas_desktop.lasvegas.ai.playouts import determinize

    return determinize(view, random.Random(rng.getrandbits(64)))


def _royale(view: Any, seat: int, rng: random.Random) -> Any:
    from vegas_desktop.royale.ai.agents import determinize

    return determinize(view, rng.getrandbits(64))


def _cards(view: Any, seat: int, rng: random.Random) -> Any:
    """A card-game table consistent with `view`: others' hands, hidden picks, piles and discards dealt at random
    from what is left of their decks; own pile shuffled; the bill pile's values guessed (they only matter after
    the round, where play-outs stop)."""
    from vegas_desktop.cards.model import BILLS_CARDS, CardsState, deck_for

    n = view.players
    on_table = [[c for cards in view.casinos for c in cards if c.owner == p] for p in range(n)]
    hands, piles, discards, picks = [], [], [], []
    for p in range(n):
        laid = {c.id for c in on_table[p]}
        if p == seat:
            known = set(laid) | {c.id for c in view.hand} | {c.id for c in view.my_discards}
            known |= {c.id for c in view.my_pick or ()}
            rest = [c for c in deck_for(p) if c.id not in known]
            rng.shuffle(rest)
            hands.append(list(view.hand))
            picks.append(tuple(view.my_pick) if view.my_pick is not None else None)
            discards.append(list(view.my_discards))
            piles.append(rest)
            continue
        rest = [c for c in deck_for(p) if c.id not in laid]
        rng.shuffle(rest)
        pick = None
        if view.picked[p]:  # a hidden pick: one card of the unknown ones (any single card is a legal pick)
            pick = (rest.pop(),)
        hand = [rest.pop() for _ in range(min(view.hand_counts[p], len(rest)))]
        gone = [rest.pop() for _ in range(min(view.discard_counts[p], len(rest)))]
        hands.append(hand)
        picks.append(pick)
        discards.append(gone)
        piles.append(rest)
    bill_pile = list(BILLS_CARDS[: view.bill_pile_count])
    return CardsState(
        players=n,
        options=view.options,
        rng=random.Random(rng.getrandbits(64)),
        round=view.round,
        turn=view.turn,
        start_player=view.start_player,
        current=view.current,
        phase=view.phase,
        hands=hands,
        piles=piles,
        discards=discards,
        picks=picks if not view.options.sequential else [None] * n,
        out=list(view.out),
        casinos=[list(c) for c in view.casinos],
        bills=[list(b) for b in view.bills],
        bill_pile=bill_pile,
        box=[],
        money=list(view.money),
        won=[list(w) for w in view.won],
    )


SAMPLERS: dict[str, Callable[[Any, int, random.Random], Any]] = {
    "lasvegas": _lasvegas,
    "royale": _royale,
    "cards": _cards,
}


def sample_state(game: str, view: Any, seat: int, rng: random.Random) -> Any:
    """One full table consistent with `view` (what `seat` may see), for play-outs."""
    sampler = SAMPLERS.get(game)
    if sampler is None:
        raise NoSampler(game)
    return sampler(view, seat, rng)


def _round(state: Any) -> int:
    return int(getattr(state, "round", 0))


@dataclass
class Estimates:
    """Per candidate: the mean figure over the samples, and whether it is a win chance (%) or money (k)."""

    values: list[float]
    chance: bool
    samples: int


def estimate(
    game: str,
    view: Any,
    seat: int,
    candidates: list[Any],
    samples: int,
    seed: int,
    progress: Callable[[float], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Estimates:
    """Each candidate's worth to `seat` from `samples` play-outs each (NoSampler for a game without one)."""
    rules = games.rules_for(game)
    agents = [games.make_agent(game, "normal", seed + p) for p in range(view.players)]
    start_money = list(rules.money(sample_state(game, view, seat, random.Random(seed))))
    totals = [0.0] * len(candidates)
    wins = [0.0] * len(candidates)
    ended = True
    done = 0
    for j in range(samples):
        if stop is not None and stop():
            break
        base = sample_state(game, view, seat, random.Random(seed * 7919 + j))
        for i, action in enumerate(candidates):
            money, over, state = _play_out(rules, _copy(base), seat, action, agents, seed * 31 + j)
            totals[i] += money[seat] - start_money[seat]
            ended = ended and over
            if over:
                first = rules.standings(state)[0]
                wins[i] += 1.0 / len(first) if seat in first else 0.0
        done += 1
        if progress is not None:
            progress(done / samples)
    if not done:
        return Estimates([0.0] * len(candidates), False, 0)
    if ended:
        return Estimates([100.0 * w / done for w in wins], True, done)
    return Estimates([t / done for t in totals], False, done)


def _copy(state: Any) -> Any:
    copy = getattr(state, "clone", None) or state.copy
    return copy()


def _play_out(
    rules: Any, state: Any, seat: int, action: Any, agents: list[Any], seed: int
) -> tuple[list[int], bool, Any]:
    """Play `action` on `state`, then every seat by Normal's rule to the round's end: (money, game over, the
    table then)."""
    start = _round(state)
    state = _apply(rules, state, action, seat)
    for k in range(MAX_STEPS):
        if rules.is_over(state) or _round(state) != start:
            break
        acting = rules.to_act(state)
        if not acting:
            break
        who = acting[0]
        legal = rules.legal_actions(state, who)
        if not legal:
            break
        if len(legal) == 1:
            chosen = legal[0]
        else:
            agent = agents[who]
            agent.reseed(seed * 1_000_003 + k)
            chosen = agent.choose(rules, rules.observe(state, who), legal, who)
        state = _apply(rules, state, chosen, who)
    return list(rules.money(state)), bool(rules.is_over(state)), state


def _apply(rules: Any, state: Any, action: Any, seat: int) -> Any:
    """The rules' in-place step where they have one (no copy), else `apply`."""
    step = getattr(rules, "step", None)
    if step is None:
        return rules.apply(state, action, seat)[0]
    step(state, action, None, seat)
    return state
