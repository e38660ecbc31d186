"""A compact Cash & Run model for the computer players' play-outs and tuning (docs/rules.md#cash-and-run).

Not the rules core: auctions are settled at once (the highest ceiling wins at the second-highest plus 10k,
which is where open ascending bidding among these players ends), and every seat decides through
`cashrun_policy` with its own Style (or at random). Chance comes from the sim's own seeded RNG.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp

TYPES = ["roulette", "dice", "cards"] * 5
COLOURS = [c for c in ("blue", "red", "green", "gold", "violet") for _ in range(3)]
# Casino index = colour * 3 + type index, in the table order of docs/rules.md#cr-casinos.
NAMES = [
    "Montreal", "Las Vegas", "Atlantic City", "Monte Carlo", "Macau", "Baden-Baden", "Reno", "Lake Tahoe",
    "Biloxi", "Sun City", "Singapore", "Punta del Este", "Venice", "San Remo", "Bad Homburg",
]  # fmt: skip
_BOARD_TEXT = (
    "C&R,Montreal,B,Macau,P-r,Reno,T-d,Singapore,GS,C&R,Atlantic City,A-r,Sun City,B,San Remo,T-c,Biloxi,P-d,"
    "C&R,Monte Carlo,A-d,Las Vegas,GS,Baden-Baden,B,Lake Tahoe,T-r,Venice,C&R,Punta del Este,A-c,Bad Homburg,"
    "P-c,B,GS,B"
)
_LETTER = {"r": "roulette", "d": "dice", "c": "cards"}


def _field(text: str) -> cp.Field:
    if text == "C&R":
        return (cp.CASH_RUN, None)
    if text == "B":
        return (cp.BLUFF, None)
    if text == "GS":
        return (cp.GRAND_SLAM, None)
    if text[:2] in ("P-", "A-", "T-"):
        kind = {"P": cp.POT, "A": cp.ALL_PLAY, "T": cp.TAKEOVER}[text[0]]
        return (kind, _LETTER[text[2]])
    return (cp.CASINO, NAMES.index(text))


FIELDS: list[cp.Field] = [_field(x) for x in _BOARD_TEXT.split(",")]
CASH_RUN_FIELDS = [i for i, (k, _) in enumerate(FIELDS) if k == cp.CASH_RUN]
CASINO_FIELD = {cp.casino_at(d): i for i, (k, d) in enumerate(FIELDS) if k == cp.CASINO}
RED = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})


Takeover = tuple[int, int] | None  # (rival, casino) to challenge for, or no takeover


class Chooser(Protocol):
    """Decides a searching seat's Cash & Run moves and takeovers (`cashrun.ai.search.Searcher`)."""

    def move(self, sim: Sim, seat: int, targets: list[int]) -> int: ...

    def takeover(self, sim: Sim, seat: int, options: list[Takeover]) -> Takeover: ...


@dataclass
class Sim:
    n: int
    rng: random.Random
    styles: list[cp.Style | None]  # None: random decisions
    chips: list[int] = field(default_factory=list)
    owners: list[int | None] = field(default_factory=lambda: [None] * 15)
    hands: list[list[str]] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)
    pos: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    lap: list[tuple[int, frozenset[int]] | None] = field(default_factory=list)  # (distance left, combination)
    bank: int = 30000
    pot: int = 0
    turns: int = 0
    winner: int | None = None
    # A lost Grand Slam stage ends the turn at once, even after a double (docs/rules.md#cr-grand-slam).
    turn_ended: bool = False
    # The turn's field was a casino the seat already owned when it landed there: another turn. Buying a free
    # casino gives none (the rules core: only landing on one's own casino does).
    landed_own: bool = False
    # Seats that decide their Cash & Run moves and takeovers by search.
    searchers: dict[int, Chooser] = field(default_factory=dict)

    def clone(self, rng: random.Random) -> Sim:
        """An independent copy with its own chance; searchers are not copied (play-outs use the styles)."""
        return Sim(
            self.n,
            rng,
            list(self.styles),
            list(self.chips),
            list(self.owners),
            [list(h) for h in self.hands],
            list(self.pile),
            list(self.pos),
            list(self.out),
            list(self.lap),
            self.bank,
            self.pot,
            self.turns,
            self.winner,
        )

    @classmethod
    def new(cls, styles: list[cp.Style | None], seed: int) -> Sim:
        n = len(styles)
        sim = cls(n, random.Random(seed), styles)
        sim.chips = [2000] * n
        deck = list(range(15))
        sim.rng.shuffle(deck)
        for s in range(n):
            sim.owners[deck[2 * s]] = s
            sim.owners[deck[2 * s + 1]] = s
        sim.pile = [sym for sym, k in cm.BLUFF_DECK.items() for _ in range(k)]
        sim.rng.shuffle(sim.pile)
        sim.hands = [[sim.pile.pop(0)] for _ in range(n)]
        sim.pos = [CASINO_FIELD[deck[2 * s]] for s in range(n)]
        sim.out = [False] * n
        sim.lap = [None] * n
        return sim

    # -- views ------------------------------------------------------------------------------------
    def table(self, seat: int) -> cp.Table:
        return cp.Table(
            me=seat,
            players=self.n,
            chips=list(self.chips),
            owners=list(self.owners),
            types=TYPES,
            colours=COLOURS,
            hand=list(self.hands[seat]),
            bluff_counts=[len(h) for h in self.hands],
            out=list(self.out),
            final_lap=[lap is not None for lap in self.lap],
            laid=[lap[1] if lap is not None else frozenset() for lap in self.lap],
            bank=self.bank,
            pot=self.pot,
            lines=_LINES[self.n],
        )

    def alive(self) -> list[int]:
        return [s for s in range(self.n) if not self.out[s]]

    # -- chance -----------------------------------------------------------------------------------
    def spin(self) -> int:
        while True:
            x = self.rng.randint(0, 36)
            if x:
                return x

    def wins_game(self, factor: int, game: str) -> bool:
        return self.rng.random() < cm.win_prob(factor, game)

    # -- money ------------------------------------------------------------------------------------
    def collect(self, debtor: int, amount: int, first: int | None = None) -> int:
        """Take up to `amount` from `debtor`, auctioning casinos (`first` first) until paid or bankrupt."""
        while self.chips[debtor] < amount:
            mine = [c for c, o in enumerate(self.owners) if o == debtor]
            if not mine:
                paid = self.chips[debtor]
                self.chips[debtor] = 0
                self.bankrupt(debtor)
                return paid
            if first is not None and first in mine:
                c = first
            else:
                c = cp.sell_first(self.table(debtor), mine) if self.styles[debtor] else self.rng.choice(mine)
            self.auction(debtor, c)
        self.chips[debtor] -= amount
        return amount

    def bankrupt(self, seat: int) -> None:
        self.out[seat] = True
        self.lap[seat] = None
        self.pile.extend(self.hands[seat])
        self.hands[seat] = []
        if len(self.alive()) == 1:
            self.winner = self.alive()[0]

    def lose_casino(self, seat: int, casino: int) -> None:
        lap = self.lap[seat]
        if lap is not None and casino in lap[1]:
            self.lap[seat] = None

    def auction(self, seller: int, casino: int) -> None:
        self.lose_casino(seller, casino)
        ceilings = []
        for s in self.alive():
            if s == seller:
                continue
            style = self.styles[s]
            if style is None:
                top = self.rng.choice([0, 100, self.chips[s] // 2])
            else:
                top = cp.bid_ceiling(self.table(s), casino, style, self.rng)
            top = min(top, self.chips[s]) // 10 * 10
            if top >= 100:
                ceilings.append((top, -((s - seller) % self.n), s))
        ceilings.sort(reverse=True)
        if not ceilings:
            self.owners[casino] = None
            paid = min(50, self.bank)
            self.bank -= paid
            self.chips[seller] += paid
            return
        price = 100 if len(ceilings) == 1 else min(ceilings[0][0], ceilings[1][0] + 10)
        buyer = ceilings[0][2]
        self.chips[buyer] -= price
        self.chips[seller] += price
        self.owners[casino] = buyer

    # -- bluffs -----------------------------------------------------------------------------------
    def bluff_round(
        self, loser: int, winner: int, game: str, at_stake: int, p_winner: float, guarded: int | None = None
    ) -> str:
        """After a loss: 'lost' (pay), 'won' (a matching card challenged), or 'replay'. `guarded`: the loser's
        casino that losing would cost (a Normal loser always lays a card to keep one of its combination)."""
        style = self.styles[loser]
        hand = self.hands[loser]
        if not hand:
            return "lost"
        if style is None:
            card = self.rng.choice([None, *hand])
        elif (
            guarded is not None
            and style.guard_lap
            and not style.read_judge
            and cp.in_combination(self.table(loser), guarded)
        ):
            card = cp.guard_card(hand, game)
        else:
            card = cp.lay_bluff(self.table(loser), game, at_stake, style, self.rng, p_winner, winner)
        if card is None:
            return "lost"
        held = len(hand)
        hand.remove(card)
        self.pile.append(card)
        wstyle = self.styles[winner]
        if wstyle is None:
            challenged = self.rng.random() < 0.5
        else:
            t = self.table(winner)
            t.bluff_counts[loser] = held
            if wstyle.read_judge:  # the bluffer is taken to bluff as Normal does at this stake
                rate = cm.mixed_bluff_rate(at_stake, self.chips[loser], cp.NORMAL.bluff_rate)
                if guarded is not None and cp.in_combination(self.table(loser), guarded):
                    rate = 1.0
                challenged = cm.challenge_decision(t.hand, held, game, p_winner, rate)
            else:
                challenged = cp.challenge(t, loser, game, p_winner, wstyle, self.rng)
        if not challenged:
            return "replay"
        return "won" if card == game else "lost"

    # -- fields -----------------------------------------------------------------------------------
    def visit(self, seat: int, casino: int) -> None:
        owner = self.owners[casino]
        assert owner is not None
        if self.chips[seat] < 10:
            self.collect(seat, 10)
            if self.out[seat]:
                return
            self.chips[seat] += 10
        game = TYPES[casino]
        style = self.styles[seat]
        keeps = False  # the visitor keeps its cards if it loses (Hard's `cards_for_laps`)
        if style is None:
            factor = self.rng.choice(cm.FACTORS[game])
            stake = 10 * self.rng.randint(1, self.chips[seat] // 10)
        else:
            t = self.table(seat)
            factor, stake = cp.visit_stake(t, casino, style, self.rng)
            stake = max(10, min(stake, self.chips[seat]))
            keeps = cp.keeps_cards_visiting(t, owner, style)
        p = cm.win_prob(factor, game)
        while True:
            visitor_won = self.wins_game(factor, game)
            if visitor_won:
                loser, winner, amount, pw = owner, seat, stake * factor, p
            else:
                loser, winner, amount, pw = seat, owner, stake, 1 - p
            guarded = casino if loser == owner and amount > self.chips[owner] else None
            bluffs = not (keeps and loser == seat)
            outcome = self.bluff_round(loser, winner, game, amount, pw, guarded) if bluffs else "lost"
            if outcome == "replay":
                continue
            if outcome == "won":
                visitor_won = not visitor_won
            break
        # Collect first: the auctions it may hold can change the creditor's chips too.
        if visitor_won:
            got = self.collect(owner, stake * factor, first=casino)
            self.chips[seat] += got
        else:
            got = self.collect(seat, stake)
            self.chips[owner] += got

    def takeover(self, seat: int, game: str) -> None:
        style = self.styles[seat]
        if style is None:
            mine = [c for c, o in enumerate(self.owners) if o == seat]
            theirs = [c for c, o in enumerate(self.owners) if o is not None and o != seat]
            if not mine or not theirs or self.chips[seat] < 100 or self.rng.random() < 0.5:
                return
            casino = self.rng.choice(theirs)
            rival = self.owners[casino]
        else:
            choice = cp.takeover_choice(self.table(seat), style, self.rng)
            if seat in self.searchers:
                choice = self.searchers[seat].takeover(self, seat, _takeover_options(self, seat, choice))
            if choice is None:
                return
            rival, casino = choice
        assert rival is not None
        self.chips[seat] -= 100
        self.pot += 100
        while True:
            won = self.rng.random() < 0.5
            loser, winner = (rival, seat) if won else (seat, rival)
            outcome = self.bluff_round(loser, winner, game, 300, 0.5, casino if loser == rival else None)
            if outcome == "replay":
                continue
            if outcome == "won":
                won = not won
            break
        if won:
            self.lose_casino(rival, casino)
            self.owners[casino] = seat
            return
        mine = [c for c, o in enumerate(self.owners) if o == seat]
        if not mine:
            return
        rstyle = self.styles[rival]
        pick = self.rng.choice(mine) if rstyle is None else cp.take_from(self.table(rival), seat)
        lap = self.lap[seat]
        if rstyle is not None and rstyle.guard_lap and lap is not None:  # break the challenger's final lap
            pick = max(lap[1], key=lambda c: (cm.casino_worth(c, rival, self.owners, _LINES[self.n]), -c))
        assert pick is not None
        self.lose_casino(seat, pick)
        self.owners[pick] = rival

    def all_play(self) -> None:
        players = self.alive()
        lowest = None
        while len(players) > 1:
            scores = {s: self.rng.randint(1, 36) for s in players}
            top = max(scores.values())
            if lowest is None:  # the lowest of the first play pays a short bank's difference
                lowest = min(players, key=lambda s: scores[s])
            best = [s for s in players if scores[s] == top]
            if len(best) == 1:
                winner = best[0]
                paid = min(500, self.bank)
                self.bank -= paid
                self.chips[winner] += paid
                if paid < 500 and lowest is not None:
                    got = self.collect(lowest, 500 - paid)
                    self.chips[winner] += got
                return
            players = best

    def grand_slam(self, seat: int) -> None:
        style = self.styles[seat]
        t = self.table(seat)
        play = self.rng.random() < 0.5 if style is None else cp.grand_slam_play(t)
        if not play:
            paid = min(100, self.bank)
        else:
            paid = 0
            for stage, amount in enumerate(cp.STAGES):
                if self.rng.random() >= 0.5:
                    paid = 0
                    self.turn_ended = True
                    break
                paid = min(amount, self.bank)
                go_on = self.rng.random() < 0.5 if style is None else cp.grand_slam_go_on(t, stage)
                if not go_on:
                    break
        self.bank -= paid
        self.chips[seat] += paid

    def resolve(self, seat: int, f: int, allow_move: bool = True) -> None:
        kind, detail = FIELDS[f]
        style = self.styles[seat]
        if kind == cp.CASH_RUN:
            if not allow_move or self.lap[seat] is not None:
                return
            targets = [i for i, (k, _) in enumerate(FIELDS) if k != cp.CASH_RUN]
            if style is None:
                target = self.rng.choice(targets)
            elif seat in self.searchers:
                target = self.searchers[seat].move(self, seat, targets)
            else:
                target = cp.cash_and_run_target(self.table(seat), FIELDS, targets, style, self.rng)
            self.pos[seat] = target
            self.resolve(seat, target, allow_move=False)
        elif kind == cp.CASINO:
            c = cp.casino_at(detail)
            owner = self.owners[c]
            if owner is None:
                if self.chips[seat] >= 100 and (
                    self.rng.random() < 0.5 if style is None else cp.buy_casino(self.table(seat), c, style, self.rng)
                ):
                    self.chips[seat] -= 100
                    self.pot += 100
                    self.owners[c] = seat
            elif owner == seat:
                self.landed_own = True
            else:
                self.visit(seat, c)
        elif kind == cp.BLUFF:
            if (
                self.chips[seat] >= 100
                and self.pile
                and (self.rng.random() < 0.5 if style is None else cp.buy_bluff(self.table(seat), style, self.rng))
            ):
                self.chips[seat] -= 100
                self.pot += 100
                self.hands[seat].append(self.pile.pop(0))
                if len(self.hands[seat]) > 3:
                    hand = self.hands[seat]
                    drop = self.rng.choice(hand) if style is None else cm.discard_choice(hand)
                    hand.remove(drop)
                    self.pile.append(drop)
        elif kind == cp.POT:
            if self.rng.random() < cp.POT_ODDS[str(detail)]:
                self.chips[seat] += self.pot
                self.pot = 0
        elif kind == cp.ALL_PLAY:
            self.all_play()
        elif kind == cp.GRAND_SLAM:
            self.grand_slam(seat)
        elif kind == cp.TAKEOVER:
            self.takeover(seat, str(detail))

    # -- turns ------------------------------------------------------------------------------------
    def turn(self, seat: int) -> None:
        style = self.styles[seat]
        while not self.out[seat] and self.winner is None:
            self.turns += 1
            if self.lap[seat] is None and cm.holds_combination(seat, self.owners, _LINES[self.n]):
                waits = self.rng.random() < 0.5 if style is None else not cp.start_final_lap(self.table(seat), style)
                if waits:
                    pass
                else:
                    if self.rng.randrange(4) == 0:  # spades: failed
                        return
                    line = next(m for m, need in _LINES[self.n] if sum(1 for c in m if self.owners[c] == seat) >= need)
                    combo = frozenset(c for c in line if self.owners[c] == seat)
                    nxt = min((f for f in CASH_RUN_FIELDS if f > self.pos[seat]), default=CASH_RUN_FIELDS[0])
                    self.pos[seat] = nxt
                    self.lap[seat] = (36, combo)
                    return
            a, b = self.rng.randint(1, 6), self.rng.randint(1, 6)
            self.pos[seat] = (self.pos[seat] + a + b) % 36
            lap = self.lap[seat]
            if lap is not None:
                left = lap[0] - a - b
                if left <= 0:
                    self.winner = seat
                    return
                self.lap[seat] = (left, lap[1])
            self.turn_ended = self.landed_own = False
            self.resolve(seat, self.pos[seat])
            if self.lap[seat] is not None or self.out[seat] or self.turn_ended:
                return
            if not (a == b or self.landed_own):
                return

    def play(self, first: int = 0, max_turns: int = 3000) -> int:
        """Play to the end; returns the winner (the richest by chips plus 100k a casino at the turn cap)."""
        seat = first
        while self.winner is None and self.turns < max_turns:
            if not self.out[seat]:
                self.turn(seat)
            seat = (seat + 1) % self.n
        if self.winner is None:
            worth = [
                -1 if self.out[s] else self.chips[s] + 100 * sum(1 for o in self.owners if o == s)
                for s in range(self.n)
            ]
            self.winner = max(range(self.n), key=lambda s: worth[s])
        return self.winner


def _takeover_options(sim: Sim, seat: int, normal: Takeover) -> list[Takeover]:
    """Normal's pick, declining, and the best target of each rival by worth (a short list for the search)."""
    t = sim.table(seat)
    options: list[Takeover] = [None]
    if normal is not None:
        options.append(normal)
    if not t.mine() or sim.chips[seat] < 100:
        return options
    for rival in t.rivals():
        theirs = t.mine(rival)
        if theirs:
            best = max(theirs, key=lambda c: (t.worth(c), -c))
            if (rival, best) not in options:
                options.append((rival, best))
    return options


_LINES = {n: cm.combination_lines(TYPES, COLOURS, n) for n in range(3, 7)}
