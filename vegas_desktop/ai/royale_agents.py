"""Computer players for Las Vegas Royale: easy (noisy greedy), normal (heuristic), hard (play-out search).

Normal scores a placement by the cards it would take now (own minus the others' mean), the worth of the tile it
activates and the dice it spends. Hard improves on it by play-outs (`royale_search`, `royale_sim`): every
legal turn action and most tile choices are followed by the same sampled rests of the round, everybody placing
by a fast normal-like rule, and the action with the best average chance-to-win proxy is taken.

They see only `observe(state, seat)`. Every tile decision has its own small rule; the two bluffing games
(Lucky Punch, Black Box) use mixed strategies drawn from the agent's own RNG, so nobody can read a pattern:
Lucky Punch plays the equilibrium of the guessing game (count c chosen with probability ~ 1/reward(c)), the
Black Box winner picks a face-down group at random (which guarantees half the plaques' value whatever the
split) and the splitter mixes balanced splits so that no pick is better than another on average.
"""

from __future__ import annotations

import random
from typing import Any

from vegas_desktop.ai.royale_odds import _SUMS, fifty_value  # noqa: F401 (re-exported)
from vegas_desktop.ai.royale_search import MODELLED_PHASES, SearchParams, choose_tile, choose_turn
from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.royale.common import strict_leader
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    CASINO_COUNT,
    JACKPOT_TRACK,
    NICE_DICE_REWARDS,
    NO_ENTRY_LOOP,
    SMALL,
    Die,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    AdjustPlace,
    AdjustTake,
    BlockIt,
    BoxPick,
    BoxSplit,
    Decline,
    FiftyCall,
    Golden,
    Handicap,
    KnockoutPick,
    LuckyCount,
    LuckyGuess,
    NiceDice,
    Place,
    PowerPlay,
    Roll,
    Skip,
)

# Equilibrium of Lucky Punch (rewards 20k, 30k, 40k for counts 1-3 if the guess is wrong).
_LUCKY_VALUE = {1: 20, 2: 30, 3: 40}
_LUCKY_COUNT_MIX = [1 / 20, 1 / 30, 1 / 40]  # chooser: p(c) ~ 1/reward(c)
_LUCKY_GUESS_MIX = [1 - 18.46 / 20, 1 - 18.46 / 30, 1 - 18.46 / 40]  # guesser: keeps every count worth V

# Black Box splits into 140k/160k groups: pairs (weighted so a pair is worth 150k on average) and triples.
# Plaques: 0 = 2 jetons, 1 = 40k, 2 = 60k, 3 = 80k, 4 = 100k, 5 = blank.
_BOX_TWOS = [(1, 4), (2, 3), (2, 4)]  # 140k, 140k, 160k
_BOX_TWO_WEIGHTS = [1, 1, 2]
_BOX_THREES = [(0, 1, 3), (0, 1, 4), (0, 2, 3), (1, 4, 5), (2, 3, 5), (2, 4, 5)]  # 140k or 160k each

# Rough worth (in k) of activating a tile, before looking at the position.
_TILE_BASE = {
    "A1": 18,
    "A2": 0,  # computed from the marker
    "B1": 0,
    "B2": 14,
    "C1": 0,
    "C2": 0,
    "D1": 0,
    "D2": 0,
    "E1": 12,
    "E2": 10,
    "F1": 10,
    "F2": 24,
    "G1": 0,
    "G2": 12,
    "H1": 22,
    "H2": 30,
}
# Hard's play-out search (see royale_search). The previous hard (normal + one sampled reply per other player)
# won 26-29% of 600-1,000 games against three normal seats. Screening, 200 games against three normal seats
# (seed 11): 32 play-outs 34-36%, 64 play-outs 37% with a rougher quick rule; once the quick rule matched
# normal's choices (97%): 64 play-outs 43.5%, 32 + 64 for the close candidates 47%.
HARD_PARAMS = SearchParams()
DIE_COST = 7  # k: what an unused die is worth to tile choices (knockout, nice dice, golden field)
# k per die spent on a placement early in the round: keeping dice for later (placing last) pays in Las Vegas.
# Tuned by 400-game trials of one normal seat against three (7: 26% wins, 20: 32%, 30-40: 40-45%, 80: 24%).
PLACE_DIE_COST = 34.0


# -- static evaluation ---------------------------------------------------------------------------------------


def casino_payouts(state: RoyaleState, casino: int, extra: dict[int, int] | None = None) -> dict[int, float]:
    """Who would take which card at `casino` if the round ended now (plus `extra` dice by owner)."""
    tally = state.counts(casino)
    if extra:
        for o, n in extra.items():
            tally[o] = tally.get(o, 0) + n
    ranking, _ = rank_cancelling(tally)
    bills = state.bills[casino]
    out: dict[int, float] = {}
    for owner, bill in zip(ranking, bills, strict=False):
        out[owner] = out.get(owner, 0) + bill
    if state.tiles[casino] == "G1" and ranking and bills:
        out[ranking[0]] = out.get(ranking[0], 0) + 150  # half the Black Box plaques
    if state.tiles[casino] == "B1" and ranking and bills:
        out[ranking[0]] = out.get(ranking[0], 0) + 8
    return out


def table_value(state: RoyaleState, seat: int, leader: float = 0.0) -> float:
    """Own expected takings this round minus the mean of the others' (in k).

    With `leader` > 0 that share of the comparison is against the best other player, money so far included:
    winning means beating the leader, not the average.
    """
    n = state.players
    totals = [float(state.worth(s)) if leader else 0.0 for s in range(n)]
    for c in range(CASINO_COUNT):
        for owner, v in casino_payouts(state, c).items():
            if owner >= 0:
                totals[owner] += v
    p = state.pieces
    if p.high_five is not None:
        totals[p.high_five] += 100
    if p.golden is not None:
        totals[p.golden.owner] += 60
    for face, d in enumerate(p.nice_dice, start=1):
        if d is not None:
            what, amount = NICE_DICE_REWARDS[face]
            totals[d.owner] += amount * (10 if what == "jetons" else 1)
    if p.double_down:
        tally: dict[int, int] = {}
        for d in p.double_down:
            tally[d.owner] = tally.get(d.owner, 0) + d.weight
        ranking, _ = rank_cancelling(tally)
        for owner, prize in zip(ranking, (60, 30), strict=False):
            totals[owner] += prize
    bad = state.tile_at("C2")
    if bad is not None:
        counts = [state.count(bad, s) for s in range(n)]
        low = min(counts)
        for s in range(n):
            if counts[s] == low:
                totals[s] -= 35
    others = [totals[s] for s in range(n) if s != seat]
    if not others:
        return totals[seat]
    return totals[seat] - (1 - leader) * sum(others) / len(others) - leader * max(others)


def _dice_left_factor(state: RoyaleState, seat: int) -> float:
    """Spending dice hurts more early in the round, when they could still win elsewhere."""
    return min(1.0, len(state.supply[seat]) / 8 + 0.2)


# -- the agent -------------------------------------------------------------------------------------------------


class RoyaleAgent:
    """One class for all levels: `noise` blurs the heuristic (easy), `search` adds sampling (hard)."""

    needs_observation = True

    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.level = level
        self.rng = random.Random(seed)
        # Easy: sd 25k of noise (18k: normal won 40.5% of 1,000 games against three easy; 25k: 49% of 400, and easy
        # still wins 95% against random).
        self.noise = {"easy": 25.0, "normal": 0.0, "hard": 0.0}[level]
        self.search = level == "hard"
        # Easy is greedy: it barely prices the dice it spends (and its choices are blurred by noise).
        self.die_cost = 8.0 if level == "easy" else PLACE_DIE_COST
        self.skip_value = -14.0
        self.max_samples = 12
        self.leader = 0.0

    # The protocol entry point.
    def choose(self, rules: Any, observation: RoyaleState, legal: list, seat: int) -> Any:
        if len(legal) == 1:
            return legal[0]
        state = observation
        phase = state.phase
        if phase in ("roll", "place"):
            return self._turn(state, legal, seat)
        if self.search and HARD_PARAMS.tiles and phase in MODELLED_PHASES:
            choice = choose_tile(state, legal, seat, self.rng, HARD_PARAMS, HARD_PARAMS.tile_samples)
            if choice is not None:
                return choice
        handler = getattr(self, f"_on_{phase}", None)
        if handler is None:
            return legal[self.rng.randrange(len(legal))]
        return handler(state, legal, seat)

    # -- scoring options --------------------------------------------------------------------------------
    def _pick(self, scored: list[tuple[float, Any]]) -> Any:
        if self.noise:
            scored = [(v + self.rng.gauss(0, self.noise), a) for v, a in scored]
        return max(scored, key=lambda va: va[0])[1]

    def _placement_value(self, state: RoyaleState, seat: int, value: int, dice: list[Die], activate: bool) -> float:
        trial = state.clone()
        for d in dice:
            if d.kind in trial.supply[seat]:
                trial.supply[seat].remove(d.kind)
        trial.casinos[value - 1].extend(Die(seat, value, d.kind) for d in dice)
        gain = table_value(trial, seat, self.leader) - table_value(state, seat, self.leader)
        weight = sum(d.weight for d in dice)
        gain -= self.die_cost * weight * _dice_left_factor(state, seat)
        if activate and state.tiles[value - 1] is not None:
            gain += self._tile_value(trial, value - 1, seat)
        return gain

    def _tile_value(self, state: RoyaleState, casino: int, seat: int) -> float:
        """Worth of activating the tile at `casino` for `seat` in `state` (dice already placed)."""
        tile = state.tiles[casino]
        if tile is None:
            return 0.0
        p = state.pieces
        if tile == "A2":
            return JACKPOT_TRACK[p.jackpot_step] / 3
        if tile == "C1":
            return 100.0 if not p.high_five_taken and state.count(casino, seat) >= 5 else 0.0
        if tile == "D1":
            n = sum(1 for c in range(CASINO_COUNT) if state.count(c, seat) > 0)
            return 10.0 * n
        if tile == "D2":
            return 16.0 if strict_leader(state, casino) == seat and p.power_play != seat else 0.0
        if tile == "E1":
            nxt = NO_ENTRY_LOOP[(p.no_entry_marker + 1) % len(NO_ENTRY_LOOP)]
            return _TILE_BASE[tile] + (0 if nxt is None else nxt[1] * (10 if nxt[0] == "jetons" else 1))
        if tile == "E2":
            others = sum(1 for s in range(state.players) if s != seat and state.supply[s])
            own = sum(1 for d in p.knockout_bar if d.owner == seat)
            return 6.0 * others + DIE_COST * own
        if tile == "G2":
            return 12.0 if state.count(casino, seat) else 0.0
        return float(_TILE_BASE[tile])

    # -- a turn: roll / power play / place / skip --------------------------------------------------------
    def _turn(self, state: RoyaleState, legal: list, seat: int) -> Any:
        if self.search:
            return choose_turn(state, legal, seat, self.rng, HARD_PARAMS)
        if state.phase == "roll":
            plays = [a for a in legal if isinstance(a, PowerPlay)]
            if not plays:
                return Roll()
            scored = [
                (self._placement_value(state, seat, a.value, [Die(seat, a.value, a.kind)], True), a) for a in plays
            ]
            best_v, best = max(scored, key=lambda va: va[0])
            return best if best_v > 12 or len(state.supply[seat]) == 1 else Roll()
        throw = list(state.throw or ())
        places = [a for a in legal if isinstance(a, Place)]
        scored = [
            (self._placement_value(state, seat, a.value, [d for d in throw if d.value == a.value], True), a)
            for a in places
        ]
        if Skip() in legal:
            # A jeton (10k) buys a new throw: worth it only when every placement is poor and dice remain.
            scored.append((self.skip_value if len(throw) >= 3 else -40.0, Skip()))
        return self._pick(scored)

    # -- tile decisions ----------------------------------------------------------------------------------
    def _on_lucky_count(self, state, legal, seat):
        mix = [1, 1, 1] if self.level == "easy" else _LUCKY_COUNT_MIX
        return LuckyCount(self.rng.choices((1, 2, 3), weights=mix)[0])

    def _on_lucky_guess(self, state, legal, seat):
        mix = [1, 1, 1] if self.level == "easy" else _LUCKY_GUESS_MIX
        return LuckyGuess(self.rng.choices((1, 2, 3), weights=mix)[0])

    def _on_fifty(self, state, legal, seat):
        _, call = fifty_value(state.pieces.fifty_field, state.pieces.fifty_sum)
        if self.level == "easy" and self.rng.random() < 0.25:
            return legal[self.rng.randrange(len(legal))]
        return FiftyCall(call)

    def _on_no_entry(self, state, legal, seat):
        scored = []
        nxt = NO_ENTRY_LOOP[(state.pieces.no_entry_marker + 1) % len(NO_ENTRY_LOOP)]
        move_reward = 0 if nxt is None else nxt[1] * (10 if nxt[0] == "jetons" else 1)
        for a in legal:
            if a.casino is None:
                keep = casino_payouts(state, state.closed).get(seat, 0) if state.closed is not None else 0
                scored.append((0.5 * keep, a))
            else:
                mine = casino_payouts(state, a.casino - 1).get(seat, 0)
                lost = casino_payouts(state, state.closed).get(seat, 0) * 0.5 if state.closed is not None else 0.0
                scored.append((move_reward + 0.5 * mine - lost, a))
        return self._pick(scored)

    def _on_knockout(self, state, legal, seat):
        # Keep the Biggy (it counts two) unless only a few dice remain anyway.
        if self.level == "easy":
            return legal[self.rng.randrange(len(legal))]
        return KnockoutPick(SMALL) if KnockoutPick(SMALL) in legal else legal[0]

    def _on_block_it(self, state, legal, seat):
        seen: dict[tuple[int, int], BlockIt] = {}
        for a in legal:
            seen.setdefault((state.pieces.block_groups[a.group], a.casino), a)
        base = table_value(state, seat)
        scored = []
        for (size, casino), a in seen.items():
            trial = state.clone()
            trial.casinos[casino - 1].extend(Die(-2, casino, "g") for _ in range(size))
            scored.append((table_value(trial, seat) - base, a))
        return self._pick(scored)

    def _on_handicap(self, state, legal, seat):
        base = table_value(state, seat)
        slot_value = {"jeton": 10.0, "money": 30.0, "special": 18.0}
        scored: list[tuple[float, Any]] = [(0.0, Decline())]
        for a in legal:
            if isinstance(a, Handicap):
                trial = state.clone()
                grey = next(d for d in trial.casinos[a.casino - 1] if d.owner == -2)
                trial.casinos[a.casino - 1].remove(grey)
                scored.append((slot_value[a.slot] + table_value(trial, seat) - base, a))
        return self._pick(scored)

    def _on_adjust(self, state, legal, seat):
        scored = []
        base = table_value(state, seat)
        for a in legal:
            if isinstance(a, AdjustPlace):
                scored.append((self._placement_value(state, seat, a.value, [Die(seat, a.value, a.kind)], False), a))
            elif isinstance(a, AdjustTake):
                trial = state.clone()
                casino = trial.casinos[a.casino - 1]
                casino.remove(next(d for d in casino if d.owner == seat and d.kind == a.kind))
                trial.supply[seat].append(a.kind)
                scored.append((table_value(trial, seat) - base + DIE_COST, a))
        return self._pick(scored)

    def _on_double_down(self, state, legal, seat):
        base = table_value(state, seat)
        here = state.tile_casino
        scored = []
        for a in legal:
            trial = state.clone()
            casino = trial.casinos[here]
            for kind, n in ((SMALL, a.small), (BIGGY, 1 if a.biggy else 0)):
                for _ in range(n):
                    d = next(x for x in casino if x.owner == seat and x.kind == kind)
                    casino.remove(d)
                    trial.pieces.double_down.append(d)
            scored.append((table_value(trial, seat) - base, a))
        return self._pick(scored)

    def _on_nice_dice(self, state, legal, seat):
        base = table_value(state, seat)
        scored: list[tuple[float, Any]] = [(0.0, Decline())]
        for a in legal:
            if not isinstance(a, NiceDice):
                continue
            trial = state.clone()
            if a.source == "hand":
                trial.supply[seat].remove(a.kind)
                cost = DIE_COST * (2 if a.kind == BIGGY else 1) * _dice_left_factor(state, seat)
            else:
                trial.casinos[a.value - 1].remove(Die(seat, a.value, a.kind))
                cost = 0.0
            occupant = trial.pieces.nice_dice[a.value - 1]
            if occupant is not None:
                trial.casinos[occupant.value - 1].append(occupant)
            trial.pieces.nice_dice[a.value - 1] = Die(seat, a.value, a.kind)
            scored.append((table_value(trial, seat) - base - cost, a))
        return self._pick(scored)

    def _on_my_choice(self, state, legal, seat):
        def worth(v: int) -> float:
            if v in (1, 2, 3):
                return (10.0, 20.0, 30.0)[v - 1]
            if v == 4:
                own = state.tile_at("H2")
                others = [
                    self._tile_value(state, c, seat)
                    for c in range(CASINO_COUNT)
                    if state.tiles[c] and c != own and state.is_open(c)
                ]
                return max(others, default=0.0)
            if v == 5:
                return 14.0
            return 60.0 - DIE_COST * 1.5 if state.supply[seat] else 0.0

        return self._pick([(worth(a.value), a) for a in legal])

    def _on_my_choice_tile(self, state, legal, seat):
        return self._pick([(self._tile_value(state, a.casino - 1, seat), a) for a in legal])

    def _on_golden(self, state, legal, seat):
        return Golden(SMALL) if Golden(SMALL) in legal else legal[0]

    def _on_prime_time(self, state, legal, seat):
        base = table_value(state, seat)
        scored = []
        for a in legal:
            trial = state.clone()
            for v in a.values:
                trial.casinos[v - 1].append(Die(seat, v, "k"))
            scored.append((table_value(trial, seat) - base, a))
        return self._pick(scored)

    def _on_box_split(self, state, legal, seat):
        if self.level == "easy":  # a random split (random sizes, random contents)
            size = self.rng.choice((1, 2, 3))
            group = tuple(sorted(self.rng.sample(range(len(BLACK_BOX)), size)))
            if self.rng.random() < 0.5:
                group = tuple(i for i in range(len(BLACK_BOX)) if i not in group)
            return BoxSplit(group)
        # Balanced groups (140k/160k), mixed so that whatever the winner sees (the sizes, which group is
        # first) every pick is worth 150k on average: the winner cannot do better than a coin toss.
        if self.rng.random() < 0.5:
            group = self.rng.choice(_BOX_THREES)
        else:
            group = self.rng.choices(_BOX_TWOS, weights=_BOX_TWO_WEIGHTS)[0]
            if self.rng.random() < 0.5:
                group = tuple(i for i in range(len(BLACK_BOX)) if i not in group)
        return BoxSplit(group)

    def _on_box_pick(self, state, legal, seat):
        return BoxPick(self.rng.randrange(2))


# -- search helpers ---------------------------------------------------------------------------------------------


def determinize(view: RoyaleState, seed: int) -> RoyaleState:
    """A full state consistent with what a seat saw (fresh RNG, shuffled pile, guessed secrets), for search."""
    state = view.clone()
    rng = random.Random(seed)
    state.rng = rng
    rng.shuffle(state.pile)
    if state.phase == "lucky_guess" and state.lucky_count is None:
        state.lucky_count = rng.randint(1, 3)
    if state.knockout_picks:
        state.knockout_picks = {
            s: (rng.choice(state.supply[s]) if k == "?" else k) for s, k in state.knockout_picks.items()
        }
    if state.box_sizes is not None and state.box_split is None:
        state.box_split = tuple(sorted(rng.sample(range(len(BLACK_BOX)), state.box_sizes[0])))
    return state


def make_agent(kind: str, seed: int = 0) -> RoyaleAgent:
    if kind not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown royale computer level {kind!r}; choose easy, normal or hard")
    return RoyaleAgent(kind, seed)
