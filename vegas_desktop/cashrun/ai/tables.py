"""A Cash & Run seat's view in the computer players' terms: the plain `Table` of public facts and the seat's own
cards, and the play-out model of it with the hidden cards left to be dealt."""

from __future__ import annotations

import random

from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai.sim import Sim
from vegas_desktop.cashrun.model import BOARD, CASINOS, COLOURS, GAMES, CashRunView, Kind

TYPES = [GAMES[g] for _, _, g in CASINOS]
CASINO_COLOURS = [COLOURS[c] for _, c, _ in CASINOS]
_KIND = {
    Kind.CASH_RUN: cp.CASH_RUN,
    Kind.CASINO: cp.CASINO,
    Kind.BLUFF: cp.BLUFF,
    Kind.POT: cp.POT,
    Kind.ALL_PLAY: cp.ALL_PLAY,
    Kind.GRAND_SLAM: cp.GRAND_SLAM,
    Kind.TAKEOVER: cp.TAKEOVER,
}
FIELDS: list[cp.Field] = [
    (_KIND[f.kind], f.arg if f.kind is Kind.CASINO else (GAMES[f.arg] if f.arg >= 0 else None)) for f in BOARD
]
_LINES = {n: cm.combination_lines(TYPES, CASINO_COLOURS, n) for n in range(3, 7)}
TAKEOVER_AT_STAKE = 300  # k: what losing a takeover roughly costs, for the loser's bluff
LAP_AT_STAKE = 2000  # k: what Hard counts for its own final lap when a laid casino may go


def symbol(card: int) -> str:
    return GAMES[card] if 0 <= card < len(GAMES) else cm.BLANK


def table_of(view: CashRunView, me: int | None = None) -> cp.Table:
    """The plain table of `view` (nothing the seat may not see), from `me`'s side (the viewer by default; the
    hand is always the viewer's)."""
    in_lap = {p for p, *_ in view.laps}
    return cp.Table(
        me=view.seat if me is None else me,
        players=view.players,
        chips=list(view.chips),
        owners=[o if o >= 0 else None for o in view.owner],
        types=TYPES,
        colours=CASINO_COLOURS,
        hand=[symbol(c) for c in view.hand],
        bluff_counts=list(view.hand_counts),
        out=[not a for a in view.alive],
        final_lap=[p in in_lap for p in range(view.players)],
        bank=view.bank,
        pot=view.pot,
        lines=_LINES[view.players],
        laid=[next((frozenset(c) for p, c, *_ in view.laps if p == s), frozenset()) for s in range(view.players)],
    )


def sim_of(view: CashRunView, rng: random.Random, style: cp.Style = cp.NORMAL) -> Sim:
    """A play-out model of the table in `view`; the others' hands and the pile are dealt from the unseen cards."""
    t = table_of(view)
    styles: list[cp.Style | None] = [cp.NORMAL] * view.players
    styles[view.seat] = style  # the searcher plays on with its own rule, the others with Normal's
    sim = Sim(view.players, rng, styles)
    sim.chips = list(view.chips)
    sim.owners = list(t.owners)
    sim.pos = list(view.pos)
    sim.out = list(t.out)
    sim.lap = [None] * view.players
    for p, combo, _start, travelled in view.laps:
        sim.lap[p] = (max(1, 36 - travelled), frozenset(combo))
    sim.bank, sim.pot = view.bank, view.pot
    sim.hands = [[] for _ in range(view.players)]
    sim.hands[view.seat] = list(t.hand)
    sim.pile = []  # filled by the searcher's own deal of the unseen cards
    for p in range(view.players):
        if p != view.seat:
            sim.hands[p] = [cm.BLANK] * view.hand_counts[p]
    return sim


def aimed_at(t: cp.Table) -> list[int]:
    """Our casinos the rivals' takeovers aim at: a Normal challenger goes for the one worth most to it."""
    mine = t.mine()
    return [
        max(mine, key=lambda c: (t.worth(c, r), -c)) for r in t.rivals() if t.mine(r) and t.chips[r] >= cp.TAKEOVER_FEE
    ]
