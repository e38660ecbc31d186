"""Cash & Run computer players. They see only their own `CashRunView` (others' bluff cards as counts).

- Normal: a heuristic that values casinos by the winning combinations they feed (its own and its rivals'),
  stakes to force an owner into auctioning a wanted casino, bluffs at mixed rates, judges bluffs from the cards
  still unseen, bids up to a casino's worth and starts the final lap as soon as it can.
- Easy: the same judgement with noise and timid money (small stakes, low bids, never a forcing stake).
- Hard: Normal's rule improved by play-outs: at the decisions that matter it tries each candidate on the same
  sampled futures (hidden bluff cards dealt consistently with its view, common random numbers), plays every
  seat by Normal's rule for a stretch of turns and keeps the candidate with the best mean worth. A sample count
  decides, never the clock.
"""

from __future__ import annotations

import random
from typing import Any

from vegas_desktop.ai.base import Agent, RandomAgent
from vegas_desktop.cashrun import rules as cr
from vegas_desktop.cashrun.model import (
    BLANK,
    BLUFF_DECK,
    BOARD,
    CASINOS,
    FACTORS,
    MIN_STAKE,
    STAKE_STEP,
    CashRunState,
    CashRunView,
    Debt,
    Kind,
    Lap,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Bid,
    Buy,
    Challenge,
    Discard,
    LayBluff,
    LayCombo,
    Pass,
    PlaceBet,
    PlayOn,
    Roll,
    Stake,
    StartFinalLap,
    Stop,
    TakeoverFor,
    TakeSafe,
)


# -- judgement on public facts -----------------------------------------------------------------------------------
def lines_of(players: int) -> list[tuple[int, ...]]:
    """The groups a winning combination is drawn from: per game type, and per colour with 4-6 players."""
    groups = [tuple(c for c in range(15) if CASINOS[c][2] == g) for g in range(3)]
    if players >= 4:
        groups += [tuple(c for c in range(15) if CASINOS[c][1] == k) for k in range(5)]
    return groups


def need_of(players: int) -> int:
    return 4 if players == 3 else 3


def progress(owner: tuple[int, ...] | list[int], seat: int, players: int) -> float:
    """How close `seat` is to a winning combination: the best line's share owned (1.0 = a combination)."""
    need = need_of(players)
    best = 0
    for line in lines_of(players):
        best = max(best, sum(1 for c in line if owner[c] == seat))
    return min(1.0, best / need)


def casino_worth(owner: tuple[int, ...] | list[int], casino: int, seat: int, players: int) -> float:
    """What owning `casino` is worth to `seat` (k): income from visits plus the combinations it feeds."""
    need = need_of(players)
    worth = 150.0
    for line in lines_of(players):
        if casino not in line:
            continue
        mine = sum(1 for c in line if owner[c] == seat and c != casino)
        free_or_mine = sum(1 for c in line if owner[c] in (seat, -1) or c == casino)
        if free_or_mine < need:
            continue
        gain = 1400.0 if mine + 1 >= need else 150.0 + 260.0 * (mine + 1) / need * (mine + 1)
        worth = max(worth, gain)
    return worth


def denial_worth(owner: tuple[int, ...] | list[int], casino: int, seat: int, players: int) -> float:
    """What keeping `casino` from the closest rival is worth: a lot when it would complete their combination."""
    best = 0.0
    for rival in range(players):
        if rival == seat:
            continue
        w = casino_worth(owner, casino, rival, players)
        best = max(best, 0.6 * w if w >= 1400 else 0.25 * w)
    return best


def genuine_chance(view: CashRunView, game: int) -> float:
    """The chance a face-down bluff card shows `game`'s symbol, from the deck's make-up less my own cards."""
    pool = list(BLUFF_DECK)
    for card in view.hand:
        pool.remove(card)
    return sum(1 for c in pool if c == game) / max(1, len(pool))


BLUFF_RATE_GUESS = 0.4  # how often a player without the symbol is assumed to bluff anyway


def laid_genuine_chance(view: CashRunView, game: int, hand: int) -> float:
    """The chance a laid card shows the game's symbol: the bluffer holds one with the hand it had (one card of
    the deck's make-up each), and lays it; or holds none and bluffs at a guessed rate."""
    p = genuine_chance(view, game)
    has = 1.0 - (1.0 - p) ** max(1, hand)
    return has / (has + (1.0 - has) * BLUFF_RATE_GUESS)


def replay_chance(f: Any) -> float:
    """The bluffer's chance to win the game if it is played again."""
    if f.then != "visit" or f.bet is None:
        return 0.5
    visitor_wins = 1.0 / (1.0 + FACTORS[f.bet.kind])  # the fair odds of the bet (0 spins again: exact for most)
    return visitor_wins if f.loser == f.party else 1.0 - visitor_wins


class NormalAgent:
    name = "normal"
    noise = 0.0
    timid = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # the rule, phase by phase
    def choose(self, rules: Any, view: CashRunView, legal: list[Any], seat: int) -> Any:
        if len(legal) == 1:
            return legal[0]
        f = view.frame
        assert f is not None
        phase = f.phase
        handler = getattr(self, f"_{phase.value}", None)
        choice = handler(view, f, legal, seat) if handler else None
        return choice if choice in legal else legal[0]

    def _jitter(self, value: float) -> float:
        return value * (1.0 + self.noise * self.rng.uniform(-1, 1)) if self.noise else value

    def _start(self, view, f, legal, seat):
        return legal[0]

    def _turn(self, view, f, legal, seat):
        if StartFinalLap() in legal:
            return StartFinalLap()
        return Roll()

    def _combo(self, view, f, legal, seat):
        return LayCombo(0)

    def _cash_run(self, view: CashRunView, f, legal, seat):
        best, best_score = legal[0], -1e9
        for action in legal:
            score = self.field_score(view, action.field, seat)
            if score > best_score:
                best, best_score = action, score
        return best

    def field_score(self, view: CashRunView, field: int, seat: int) -> float:
        spot = BOARD[field]
        chips = view.chips[seat]
        if spot.kind is Kind.CASINO:
            c, owner = spot.arg, view.owner[spot.arg]
            if owner == -1:
                return self._jitter(casino_worth(view.owner, c, seat, view.players)) if chips >= 150 else 0
            if owner == seat:
                return 120.0  # another turn
            lap = next((lp for lp in view.laps if lp[0] == owner), None)
            if lap is not None and c in lap[1]:
                return 900.0  # break a rival's final lap by forcing this casino into an auction
            return 30.0 if view.chips[owner] < chips // 5 else -50.0
        if spot.kind is Kind.TAKEOVER:
            wanted = max((self._takeover_value(view, c, seat) for c in range(15) if view.owner[c] not in (-1, seat)),
                         default=0.0)  # fmt: skip
            return wanted * 0.5 if view.owner.count(seat) and chips >= 200 else -10
        if spot.kind is Kind.POT:
            return view.pot / 3 - 10
        if spot.kind is Kind.GRAND_SLAM:
            return 125.0 if view.bank else 0
        if spot.kind is Kind.BLUFF:
            return 60.0 if len(view.hand) < 3 and chips >= 400 else 0
        return 0.0

    def _buy_casino(self, view, f, legal, seat):
        worth = casino_worth(view.owner, f.casino, seat, view.players) + denial_worth(
            view.owner, f.casino, seat, view.players
        )
        reserve = 300 if self.timid else 120
        return Buy() if view.chips[seat] - 100 >= reserve and self._jitter(worth) >= 120 else Pass()

    def _buy_bluff(self, view, f, legal, seat):
        want = len(view.hand) < (2 if self.timid else 3) and view.chips[seat] >= (800 if self.timid else 450)
        return Buy() if want else Pass()

    def _discard(self, view, f, legal, seat):
        hand = list(view.hand)
        if BLANK in hand:
            return Discard(hand.index(BLANK))
        for i, card in enumerate(hand):  # a second card of one symbol is the least useful
            if hand.count(card) > 1:
                return Discard(i)
        return Discard(len(hand) - 1)

    def _forcing(self, view: CashRunView, f, seat: int) -> bool:
        """Stake to force the owner into auctioning a casino we want, or that a rival's final lap needs."""
        if self.timid:
            return False
        owner = f.other
        lap = next((lp for lp in view.laps if lp[0] == owner), None)
        if lap is not None and f.casino in lap[1]:
            return True
        want = casino_worth(view.owner, f.casino, seat, view.players)
        return want >= 400 and view.chips[owner] < view.chips[seat] * 5 // 2

    def _stake(self, view: CashRunView, f, legal, seat):
        chips = view.chips[seat]
        owner_chips = view.chips[f.other]
        genuine = f.game in view.hand  # a matching bluff card insures the stake
        if self._forcing(view, f, seat):
            need = owner_chips // 5 + STAKE_STEP  # at x5 the owner cannot pay and must auction
            amount = min(chips // 2 if not genuine else chips, max(MIN_STAKE, need))
        elif genuine and not self.timid:
            amount = min(chips // 3, max(MIN_STAKE, owner_chips // 3))
        else:
            amount = min(chips, 20 if self.timid else 40)
        amount = max(MIN_STAKE, amount - amount % STAKE_STEP)
        return Stake(min(amount, chips - chips % STAKE_STEP))

    def _bet(self, view: CashRunView, f, legal, seat):
        bets = [a.bet for a in legal]
        if self._forcing(view, f, seat):
            big = [b for b in bets if FACTORS[b.kind] == max(FACTORS[x.kind] for x in bets)]
            return PlaceBet(big[self.rng.randrange(len(big))])
        even = [b for b in bets if FACTORS[b.kind] == 1]
        return PlaceBet(even[self.rng.randrange(len(even))])

    def _bluff(self, view: CashRunView, f, legal, seat):
        hand = list(view.hand)
        if f.game in hand:
            return LayBluff(hand.index(f.game))
        at_stake = f.stake * (FACTORS[f.bet.kind] if f.bet and seat == f.other else 1) if f.then == "visit" else 300
        share = at_stake / max(1, view.chips[seat])
        rate = 0.15 if self.timid else min(0.8, 0.35 + share)  # mixed: bigger losses are bluffed more often
        if self.rng.random() < rate:
            blanks = [i for i, c in enumerate(hand) if c == BLANK]
            return LayBluff(blanks[0] if blanks else 0)
        return Pass()

    def _judge(self, view: CashRunView, f, legal, seat):
        """Challenge when the bluffer would win a replay more often than its card is genuine (then challenging
        is worth more than replaying, whatever the amounts)."""
        if self.timid:
            return Accept()
        g = laid_genuine_chance(view, f.game, view.hand_counts[f.loser] + 1)
        q = replay_chance(f)
        return Challenge() if q > self._jitter(g) else Accept()

    def _pot(self, view, f, legal, seat):
        return legal[self.rng.randrange(len(legal))]

    def _grand_slam(self, view: CashRunView, f, legal, seat):
        if self.timid:
            return TakeSafe() if f.stage == 0 else Stop()
        if f.stage == 0:
            return PlayOn()
        if f.stage == 1:
            return PlayOn() if view.chips[seat] > 600 else Stop()
        return Stop()

    def _takeover_value(self, view: CashRunView, casino: int, seat: int) -> float:
        owner = view.owner[casino]
        value = casino_worth(view.owner, casino, seat, view.players)
        lap = next((lp for lp in view.laps if lp[0] == owner), None)
        if lap is not None and casino in lap[1]:
            value += 1200
        return value

    def _takeover(self, view: CashRunView, f, legal, seat):
        if self.timid:
            return Pass()
        best, best_value = Pass(), 420.0
        for action in legal:
            if isinstance(action, TakeoverFor):
                value = self._jitter(self._takeover_value(view, action.casino, seat))
                if value > best_value:
                    best, best_value = action, value
        return best

    def _takeover_pick(self, view, f, legal, seat):
        return legal[self.rng.randrange(len(legal))]

    def _give_up(self, view: CashRunView, f, legal, seat):
        return max(legal, key=lambda a: casino_worth(view.owner, a.casino, seat, view.players))

    def _auction_choice(self, view: CashRunView, f, legal, seat):
        return min(legal, key=lambda a: casino_worth(view.owner, a.casino, seat, view.players))

    def _bid(self, view: CashRunView, f, legal, seat):
        worth = casino_worth(view.owner, f.casino, seat, view.players) + denial_worth(
            view.owner, f.casino, seat, view.players
        )
        cap = min(self._jitter(worth) * (0.5 if self.timid else 1.0), view.chips[seat] - (300 if self.timid else 150))
        bids = [a for a in legal if isinstance(a, Bid)]
        return bids[0] if bids and bids[0].amount <= cap else Pass()


class EasyAgent(NormalAgent):
    name = "easy"
    noise = 0.35
    timid = True


# -- Hard: Normal's rule improved by play-outs ------------------------------------------------------------------
SEARCHED = {
    Phase.BUY_CASINO,
    Phase.BUY_BLUFF,
    Phase.CASH_RUN,
    Phase.STAKE,
    Phase.BLUFF,
    Phase.JUDGE,
    Phase.GRAND_SLAM,
    Phase.TAKEOVER,
    Phase.BID,
}


def state_from_view(view: CashRunView, rng: random.Random) -> CashRunState:
    """A full state consistent with `view`: the others' bluff cards and the pile dealt at random from the cards
    this seat cannot see (never the true ones)."""
    pool = list(BLUFF_DECK)
    for card in view.hand:
        pool.remove(card)
    hidden = [f.bluff_card for f in view.stack if f.bluff_card >= 0 and f.loser == view.seat]
    for card in hidden:
        pool.remove(card)
    face_down = sum(1 for f in view.stack if f.phase is Phase.JUDGE and f.loser != view.seat)
    rng.shuffle(pool)
    hands = []
    for p in range(view.players):
        if p == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append([pool.pop() for _ in range(view.hand_counts[p])])
    stack = [cr._copy(f) for f in view.stack]
    for f in stack:
        if f.phase is Phase.JUDGE and f.bluff_card < 0 and face_down:
            f.bluff_card = pool.pop()
    return CashRunState(
        players=view.players,
        options=view.options,
        rng=random.Random(rng.randrange(2**62)),
        chips=list(view.chips),
        alive=list(view.alive),
        pos=list(view.pos),
        owner=list(view.owner),
        hands=hands,
        bluff_pile=pool,
        pot=view.pot,
        bank=view.bank,
        current=view.current,
        first=view.first,
        round=view.round,
        turns=view.turns,
        laps={p: Lap(combo, start, travelled) for p, combo, start, travelled in view.laps},
        stack=stack,
        debts=[Debt(*d) for d in view.debts],
        extra_turn=view.extra_turn,
        seen=list(view.seen),
    )


def score(state: CashRunState, seat: int) -> float:
    """Worth plus combination progress, relative to the best rival (a game won or lost counts fully)."""
    if state.winners:
        return 10_000.0 if seat in state.winners else -10_000.0

    def value(p: int) -> float:
        if not state.alive[p]:
            return -5_000.0
        lap = state.laps.get(p)
        return (
            state.chips[p]
            + 100 * state.owner.count(p)
            + 1_500 * progress(state.owner, p, state.players) ** 2
            + (2_000 + 60 * lap.travelled if lap else 0)
        )

    mine = value(seat)
    rival = max(value(p) for p in range(state.players) if p != seat)
    return mine - rival


class HardAgent(NormalAgent):
    name = "hard"
    samples = 8
    horizon = 40  # decisions played out after the candidate
    max_candidates = 5

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy = NormalAgent(seed + 1)

    def choose(self, rules: Any, view: CashRunView, legal: list[Any], seat: int) -> Any:
        base = super().choose(rules, view, legal, seat)
        f = view.frame
        if len(legal) == 1 or f is None or f.phase not in SEARCHED:
            return base
        candidates = self.candidates(view, legal, base, seat)
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * len(candidates)
        for _ in range(self.samples):
            seed = self.rng.randrange(2**62)
            for i, action in enumerate(candidates):
                totals[i] += self.play_out(view, action, seat, seed)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def candidates(self, view: CashRunView, legal: list[Any], base: Any, seat: int) -> list[Any]:
        """Normal's choice first, then a few distinct alternatives (stakes and bids on a coarse grid)."""
        f = view.frame
        assert f is not None
        out = [base]
        if f.phase in (Phase.STAKE, Phase.BID):
            numbers = [a for a in legal if isinstance(a, (Stake, Bid))]
            if numbers:
                picks = {0, len(numbers) // 8, len(numbers) // 4, len(numbers) // 2}
                out += [numbers[i] for i in sorted(picks)]
            if f.phase is Phase.BID:
                out.append(Pass())
        elif f.phase is Phase.CASH_RUN:
            ranked = sorted(legal, key=lambda a: -self.field_score(view, a.field, seat))
            out += ranked[: self.max_candidates]
        else:
            out += legal
        unique: list[Any] = []
        for a in out:
            if a in legal and a not in unique:
                unique.append(a)
        return unique[: self.max_candidates]

    def play_out(self, view: CashRunView, action: Any, seat: int, seed: int) -> float:
        rng = random.Random(seed)
        state = state_from_view(view, rng)
        events: list[Any] = []
        cr.step(state, action, events, seat)
        policy = self.policy
        policy.rng.seed(seed)
        for _ in range(self.horizon):
            if state.winners or not state.stack:
                break
            f = state.stack[-1]
            legal = cr.RULES.legal_actions(state, f.seat)
            choice = legal[0] if len(legal) == 1 else policy.choose(cr.RULES, _peek(state, f.seat), legal, f.seat)
            events.clear()
            cr.step(state, choice, events, f.seat)
        return score(state, seat)


def _peek(state: CashRunState, seat: int) -> CashRunView:
    return cr.RULES.observe(state, seat)


def make_agent(kind: str, seed: int = 0) -> Agent:
    if kind == "easy":
        return EasyAgent(seed)
    if kind == "normal":
        return NormalAgent(seed)
    if kind == "hard":
        return HardAgent(seed)
    if kind == "random":
        return RandomAgent(seed)
    raise ValueError(f"unknown computer level {kind!r} for cashrun")
