"""A compact, fast play-out of the rest of a Royale round, for the hard level's look-ahead.

The rules engine clones whole states and emits events: far too slow for hundreds of play-outs per decision.
Here a round is a few integer lists (dice counts per casino and owner, dice in hand, jetons, money won this
round) and every player places by a quick normal-like rule: the change of its share of the casino's two cards
(own minus the others' mean), plus a rough worth of the tile it activates, minus a price per die spent early.
Tiles that only pay are counted at their average reward. The ones that move dice or close a casino are played
out as Normal would choose: Knockout? here, Block It!, No Entry!, Handicap, Double Down and Prime Time in sim_tiles.py
(the play-outs stand in for Normal seats, and a flat worth for these hid what they do to the majorities). The
ones that score by counts at the end (High Five, Bad Luck, Black Box, Double Down) are scored.

Play-outs only read an observation (`observe(state, seat)`): they need nothing secret.
"""

from __future__ import annotations

import random

from vegas_desktop.royale.ai.odds import _SUMS, fifty_value
from vegas_desktop.royale.ai.sim_tiles import BOX_HALF, DICE_TILES, SLOTS, TOP_PRIZE, prime_time, ranking
from vegas_desktop.royale.model import (
    BIGGY,
    CASINO_COUNT,
    JACKPOT_TRACK,
    NICE_DICE_REWARDS,
    SMALL,
    RoyaleState,
)


def _fifty_start_value() -> float:
    """Expected Fifty Fifty reward played well, from the first throw."""
    return sum(p * fifty_value(1, t)[0] for t, p in _SUMS.items())


# Average worth (k) of activating a tile inside a play-out, for tiles not played out in detail.
STATIC_TILE = {
    "A1": 18.0,  # Lucky Punch at equilibrium (about 18.5k)
    "B2": 0.0,  # filled in lazily with the exact Fifty Fifty value
    "E1": 14.0,
    "F1": 10.0,
    "F2": 24.0,
    "G2": 12.0,
    "H1": 20.0,
    "H2": 30.0,
    "D2": 8.0,
}
_JACKPOT_P = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == 7 or a == b) / 36


class RoundSim:
    """The round as seen by `me`, ready to be copied and played out many times."""

    __slots__ = (
        "n",
        "me",
        "cnt",
        "small",
        "big",
        "jet",
        "gain",
        "bills",
        "tiles",
        "closed",
        "bar",
        "hf_taken",
        "hf_owner",
        "jackpot",
        "tile_of",
        "worth0",
        "dd",
        "die_cost",
        "memo",
        "groups",
        "ne_marker",
        "slots",
    )
    # Declared for the type checker only: the slots hold them (set in `from_state` and `copy`).
    n: int
    me: int
    cnt: list[list[int]]  # dice weight per casino: one column per seat, then neutral (-1) and grey (-2)
    small: list[int]
    big: list[int]
    jet: list[int]
    gain: list[float]
    bills: list[tuple[int, ...]]
    tiles: list[str | None]
    closed: int | None
    bar: list[int]
    hf_taken: bool
    hf_owner: int | None
    jackpot: int
    tile_of: dict[str, int]
    worth0: list[float]
    dd: list[int]
    die_cost: float
    memo: dict[tuple[int, ...], float]
    groups: list[int]  # Block It!'s grey groups left on the tile (0 = taken)
    ne_marker: int  # No Entry!'s marker on its loop
    slots: list[int]  # Handicap's grey dice on each slot (jeton, money, special)

    def __init__(self) -> None:
        pass

    @classmethod
    def from_state(cls, state: RoyaleState, me: int, die_cost: float) -> RoundSim:
        s = cls()
        n = state.players
        s.n = n
        s.me = me
        s.cnt = []
        for c in range(CASINO_COUNT):
            row = [0] * (n + 2)
            for d in state.casinos[c]:
                o = d.owner
                row[o if o >= 0 else (n if o == -1 else n + 1)] += d.weight
            s.cnt.append(row)
        s.small = [sum(1 for k in state.supply[p] if k == SMALL) for p in range(n)]
        s.big = [sum(1 for k in state.supply[p] if k == BIGGY) for p in range(n)]
        s.jet = list(state.jetons)
        s.gain = [0.0] * n
        s.bills = list(state.bills)
        s.tiles = list(state.tiles)
        s.closed = state.closed
        s.bar = [0] * n
        for d in state.pieces.knockout_bar:
            s.bar[d.owner] += 1
        p = state.pieces
        s.hf_taken = p.high_five_taken
        s.hf_owner = p.high_five
        s.jackpot = p.jackpot_step
        s.tile_of = {t: c for c, t in enumerate(state.tiles) if t is not None}
        s.worth0 = [float(state.worth(q)) for q in range(n)]
        s.die_cost = die_cost
        s.memo = {}  # (casino, seat, weight, *dice row) -> change of the seat's share; bills are fixed all round
        # Prizes already sure to be paid at scoring (fields of Nice Dice, golden field).
        for face, held in enumerate(p.nice_dice, start=1):
            if held is not None:
                what, amount = NICE_DICE_REWARDS[face]
                s.gain[held.owner] += amount * (10 if what == "jetons" else 1)
        if p.golden is not None:
            s.gain[p.golden.owner] += 60
        dd = [0] * n
        for d in p.double_down:
            dd[d.owner] += d.weight
        s.dd = dd
        s.groups = list(p.block_groups)
        s.ne_marker = p.no_entry_marker
        s.slots = [p.handicap_slots.get(k, 0) for k in SLOTS]
        return s

    def copy(self) -> RoundSim:
        s = RoundSim()
        s.n = self.n
        s.me = self.me
        s.cnt = [list(r) for r in self.cnt]
        s.small = list(self.small)
        s.big = list(self.big)
        s.jet = list(self.jet)
        s.gain = list(self.gain)
        s.bills = self.bills
        s.tiles = self.tiles
        s.closed = self.closed
        s.bar = list(self.bar)
        s.hf_taken = self.hf_taken
        s.hf_owner = self.hf_owner
        s.jackpot = self.jackpot
        s.tile_of = self.tile_of
        s.worth0 = self.worth0
        s.dd = self.dd
        s.die_cost = self.die_cost
        s.memo = self.memo
        s.groups = list(self.groups)
        s.ne_marker = self.ne_marker
        s.slots = list(self.slots)
        return s

    # -- moves -------------------------------------------------------------------------------------------
    def place(self, p: int, value: int, small: int, big: int) -> None:
        """`p` puts `small` small dice and `big` Biggies on casino `value` and activates its tile."""
        c = value - 1
        self.small[p] -= small
        self.big[p] -= big
        self.cnt[c][p] += small + 2 * big
        tile = self.tiles[c]
        if tile is not None:
            self.gain[p] += self.activate(p, c, tile)

    def activate(self, p: int, c: int, tile: str) -> float:
        """Play a tile (roughly) for `p`; returns the money-worth it brings `p` directly."""
        if tile == "A2":
            v = JACKPOT_TRACK[self.jackpot] * _JACKPOT_P
            self.jackpot = min(self.jackpot + 1, len(JACKPOT_TRACK) - 1)
            return v
        if tile == "C1":
            if not self.hf_taken and self.cnt[c][p] >= 5:
                self.hf_taken = True
                self.hf_owner = p
            return 0.0
        if tile == "D1":
            return 10.0 * sum(1 for row in self.cnt if row[p])
        if tile == "E2":
            back = self.bar[p]
            if back:
                self.bar[p] = 0
                self.small[p] += back
            for q in range(self.n):
                if q != p and self.bar[q] < 2 and (self.small[q] or self.big[q]):
                    if self.small[q]:
                        self.small[q] -= 1
                    else:
                        self.big[q] -= 1
                    self.bar[q] += 1
            return 0.0
        # Block It!, No Entry!, Handicap, Double Down and Prime Time move dice or close a casino: played out by
        # Normal's own choices (a flat worth misjudges them)
        if tile in DICE_TILES:
            return DICE_TILES[tile](self, p, c)
        if tile == "B2":
            v = STATIC_TILE["B2"]
            if not v:
                v = STATIC_TILE["B2"] = _fifty_start_value()
            return v
        return STATIC_TILE.get(tile, 0.0)

    # -- scoring -------------------------------------------------------------------------------------------
    def share(self, p: int, row: list[int], bills: tuple[int, ...], top: float = 0.0) -> float:
        """`p`'s cards at a casino with dice `row`, minus the others' mean (neutral/grey wins count for nobody).

        `top` is an extra prize for the holder of the higher card (Black Box, Prime Time).
        """
        n = self.n
        vals = sorted(row, reverse=True)
        last = len(vals) - 1
        total = 0.0
        i = 0
        nb = len(bills)
        prev = -1
        for j, k in enumerate(vals):
            if k == 0:
                break
            if k == prev:
                continue
            prev = k
            if j < last and vals[j + 1] == k:
                continue  # a tie cancels
            o = row.index(k)
            prize = bills[i] + top if i == 0 else bills[i]
            if o == p:
                total += prize
            elif o < n:
                total -= prize / (n - 1)
            i += 1
            if i >= nb:
                break
        return total

    def finish(self) -> list[float]:
        """Each seat's worth at the end of the round (money so far included)."""
        n = self.n
        out = [self.worth0[q] + self.gain[q] for q in range(n)]
        for c in range(CASINO_COUNT):
            bills = self.bills[c]
            if not bills:
                continue
            paid = ranking(self.cnt[c])[: len(bills)]
            for o, bill in zip(paid, bills, strict=False):
                if o < n:
                    out[o] += bill
            first = paid[0] if paid else None
            tile = self.tiles[c]
            if first is not None and first < n and tile == "G1":
                out[first] += BOX_HALF
        if self.hf_owner is not None:
            out[self.hf_owner] += 100
        dd = self.dd
        if any(dd):
            groups = {}
            for o, k in enumerate(dd):
                if k:
                    groups[k] = -1 if k in groups else o
            winners = [groups[k] for k in sorted(groups, reverse=True) if groups[k] >= 0]
            for o, prize in zip(winners, (60, 30), strict=False):
                out[o] += prize
        bad = self.tile_of.get("C2")
        if bad is not None:
            row = self.cnt[bad]
            low = min(row[:n])
            for q in range(n):
                if row[q] == low:
                    out[q] -= 50
        return out

    # -- the quick policy ------------------------------------------------------------------------------------
    def turn(self, p: int, faces: list[int]) -> None:
        """`p` throws (small dice show faces[:small], the Biggy faces[7]) and places by the quick rule."""
        ns, nb = self.small[p], self.big[p]
        w = [0] * 7
        for i in range(ns):
            w[faces[i]] += 1
        bface = faces[7] if nb else 0
        if nb:
            w[bface] += 2
        dice = ns + nb
        factor = min(1.0, dice / 8 + 0.2)  # normal's: spending dice early costs more
        cost = self.die_cost * factor
        memo = self.memo
        best_v, best = -1e9, 0
        for v in range(1, 7):
            wv = w[v]
            if not wv or v - 1 == self.closed:
                continue
            c = v - 1
            row = self.cnt[c]
            key = (c, p, wv, *row)
            delta = memo.get(key)
            tile = self.tiles[c]
            if delta is None:
                bills = self.bills[c]
                top = TOP_PRIZE.get(tile, 0.0)
                before = self.share(p, row, bills, top) if bills else 0.0
                row[p] += wv
                after = self.share(p, row, bills, top) if bills else 0.0
                if tile == "C2":
                    after -= self.bad_luck(p, row)
                    row[p] -= wv
                    before -= self.bad_luck(p, row)
                else:
                    row[p] -= wv
                delta = memo[key] = after - before
            g = delta - cost * wv
            if tile is not None:
                g += self.tile_guess(p, c, tile, wv)
            if g > best_v:
                best_v, best = g, v
        if not best:
            return  # void throw
        if best_v < -14.0 and dice >= 3 and self.jet[p] > 0:
            self.jet[p] -= 1
            self.gain[p] -= 10
            return
        big = 1 if nb and bface == best else 0
        self.place(p, best, w[best] - 2 * big, big)

    def bad_luck(self, p: int, row: list[int]) -> float:
        """Normal's view of Bad Luck: 35k for each player with the fewest dice, own minus the others' mean."""
        n = self.n
        low = min(row[:n])
        total = 0.0
        for q in range(n):
            if row[q] == low:
                total += 35.0 if q == p else -35.0 / (n - 1)
        return total

    def tile_guess(self, p: int, c: int, tile: str, w: int) -> float:
        """Normal's rough worth of activating `tile` after placing `w` dice at casino `c`."""
        if tile == "D1":
            return 10.0 * sum(1 for i, row in enumerate(self.cnt) if row[p] or i == c)
        if tile == "C1":
            return 100.0 if not self.hf_taken and self.cnt[c][p] + w >= 5 else 0.0
        if tile == "A2":
            return JACKPOT_TRACK[self.jackpot] / 3
        if tile == "E2":
            return 6.0 * sum(1 for q in range(self.n) if q != p and self.small[q] + self.big[q]) + 7.0 * self.bar[p]
        return TILE_GUESS.get(tile, 0.0)

    def has_dice(self, p: int) -> bool:
        return self.small[p] + self.big[p] > 0

    def play_out(self, start: int, rolls: list[list[list[int]]]) -> list[float]:
        """Play turns from seat `start` until nobody has dice; rolls[p][t] are p's faces on its t-th throw."""
        n = self.n
        used = [0] * n
        p = start
        idle = 0
        while idle < n:
            if self.small[p] + self.big[p] > 0:
                idle = 0
                t = used[p]
                used[p] = t + 1
                seq = rolls[p]
                if t >= 3 * len(seq):  # a guard against endless void throws at a closed casino
                    self.small[p] = self.big[p] = 0
                else:
                    self.turn(p, seq[t % len(seq)])
            else:
                idle += 1
            p = (p + 1) % n
        if "B1" in self.tile_of:
            prime_time(self, rolls)
        return self.finish()


# What a tile adds to a placement's worth in the quick rule (the placer's view, before the details).
TILE_GUESS = {  # normal's flat worths; D1, C1, A2, E2 are worked out in RoundSim.tile_guess
    "A1": 18.0,
    "B2": 14.0,
    "D2": 8.0,
    "E1": 28.0,  # 12k plus the next field of the loop (about 16k on average)
    "F1": 10.0,
    "F2": 24.0,
    "G2": 12.0,
    "H1": 22.0,
    "H2": 30.0,
}


def make_rolls(rng: random.Random, players: int, turns: int = 12) -> list[list[list[int]]]:
    """Faces for every player's next `turns` throws (8 per throw: 7 small dice, then the Biggy)."""
    faces = rng.choices((1, 2, 3, 4, 5, 6), k=players * turns * 8)
    out = []
    i = 0
    for _ in range(players):
        seq = []
        for _ in range(turns):
            seq.append(faces[i : i + 8])
            i += 8
        out.append(seq)
    return out
