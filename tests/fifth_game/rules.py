"""Pig & Bet, the fifth game: the rules (pure; chance from the RNG in the state; secrets served per seat).

Each round every player first lays a secret bet card naming who will bank the most this round (the cards are
turned over together once all are down). Then, from the round's start player on, each takes one turn: roll the
die as often as they like, adding its face to the pot; a 1 loses the pot and ends the turn; or bank the pot.
A right bet wins BET_PRIZE. The game ends after the round in which someone reaches the target (or MAX_ROUNDS).
Money is in thousands of dollars, like every game of the family.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.events import GameEnded, RoundEnded
from vegas_desktop.core.game import Event, Progress, RulesDefaults
from vegas_desktop.core.options import OptionSlots, Switch, option_words
from vegas_desktop.core.ranking import final_standings
from vegas_desktop.core.rng import clone_rng, make_rng

NAME = "pigbet"
SEATS = (2, 4)
BET_PRIZE = 5
MAX_ROUNDS = 12
TARGETS = (25, 40, 60)


@dataclass(frozen=True)
class Options:
    target: int = 40


@dataclass(frozen=True)
class Bet:
    on: int  # the seat this player thinks banks the most this round


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class Bank:
    pass


Action = Bet | Roll | Bank


@dataclass(frozen=True)
class RoundBegan:
    round: int
    start: int


@dataclass(frozen=True)
class BetMade:
    seat: int
    on: int | None  # None for everyone but the bettor


@dataclass(frozen=True)
class BetsRevealed:
    bets: tuple[int, ...]


@dataclass(frozen=True)
class DieRolled:
    seat: int
    face: int
    pot: int


@dataclass(frozen=True)
class Busted:
    seat: int


@dataclass(frozen=True)
class Banked:
    seat: int
    amount: int
    money: int


@dataclass(frozen=True)
class BetsPaid:
    best: tuple[int, ...]  # who banked the most
    winners: tuple[int, ...]  # who bet on one of them
    prize: int


@dataclass
class PigState:
    players: int
    options: Options
    rng: random.Random
    round: int = 1
    start: int = 0
    phase: str = "bet"  # "bet", "roll", "over"
    current: int = 0
    taken: int = 0  # turns taken this round
    pot: int = 0
    last_roll: int = 0
    bets: list[int | None] = field(default_factory=list)
    banked: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)  # per seat, the prizes of its right bets (the results list them)


@dataclass(frozen=True)
class PigView:
    seat: int
    players: int
    options: Options
    round: int
    start: int
    phase: str
    current: int
    pot: int
    last_roll: int
    bets: tuple[int | None, ...]  # own bet while betting; everyone's once revealed
    picked: tuple[bool, ...]
    banked: tuple[int, ...]
    money: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]


def parse_options(text: str) -> Options:
    slots = OptionSlots(NAME, "target=25, target=40, target=60")
    target = Options().target
    for word in option_words(text):
        value = word.removeprefix("target=")
        if not word.startswith("target=") or not value.isdigit() or int(value) not in TARGETS:
            raise ValueError(f"unknown option {word!r} for {NAME}; known: target=25, target=40, target=60")
        slots.take("target", word)
        target = int(value)
    return Options(target)


def format_options(options: Options) -> str:
    return "" if options.target == Options().target else f"target={options.target}"


SWITCHES = (Switch("pigbet_target", ("", "target=25", "target=60"), ("pigbet.t40", "pigbet.t25", "pigbet.t60")),)


class PigRules(RulesDefaults[PigState, Action]):
    name = NAME

    def new_game(self, seats: int, seed: int, options: Options | None = None) -> tuple[PigState, list[Event]]:
        if not SEATS[0] <= seats <= SEATS[1]:
            raise IllegalAction("setup: 2-4 players", f"got {seats}")
        rng = make_rng(seed)
        state = PigState(seats, options or Options(), rng, money=[0] * seats, won=[[] for _ in range(seats)])
        events: list[Event] = []
        _begin_round(state, 1, rng.randrange(seats), events)
        return state, events

    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> PigState:
        return self.new_game(seats, seed, options)[0]

    def to_act(self, state: PigState) -> tuple[int, ...]:
        if state.phase == "bet":
            return tuple(s for s in range(state.players) if state.bets[s] is None)
        return (state.current,) if state.phase == "roll" else ()

    def legal_actions(self, state: PigState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "bet":
            return [Bet(s) for s in range(state.players)]
        return [Roll(), Bank()] if state.pot else [Roll()]

    def apply(self, state: PigState, action: Action, seat: int) -> tuple[PigState, list[Event]]:
        if action not in self.legal_actions(state, seat):
            raise _refusal(state, action, seat)
        new = replace(state, rng=clone_rng(state.rng), bets=list(state.bets), banked=list(state.banked))
        new.money, new.won = list(state.money), [list(w) for w in state.won]
        events: list[Event] = []
        if isinstance(action, Bet):
            new.bets[seat] = action.on
            events.append(BetMade(seat, action.on))
            if all(b is not None for b in new.bets):
                events.append(BetsRevealed(tuple(b for b in new.bets if b is not None)))
                new.phase, new.current, new.taken, new.pot = "roll", new.start, 0, 0
        elif isinstance(action, Roll):
            new.last_roll = face = new.rng.randint(1, 6)
            new.pot = 0 if face == 1 else new.pot + face
            events.append(DieRolled(seat, face, new.pot))
            if face == 1:
                events.append(Busted(seat))
                _next_turn(new, events)
        else:
            new.money[seat] += new.pot
            new.banked[seat] = new.pot
            events.append(Banked(seat, new.pot, new.money[seat]))
            _next_turn(new, events)
        return new, events

    def observe(self, state: PigState, seat: int) -> PigView:
        betting = state.phase == "bet"
        bets = tuple(b if not betting or s == seat else None for s, b in enumerate(state.bets))
        return PigView(
            seat,
            state.players,
            state.options,
            state.round,
            state.start,
            state.phase,
            state.current,
            state.pot,
            state.last_roll,
            bets,
            tuple(b is not None for b in state.bets),
            tuple(state.banked),
            tuple(state.money),
            tuple(tuple(w) for w in state.won),
        )

    def visible(self, event: Event, seat: int) -> Event | None:
        if isinstance(event, BetMade) and event.seat != seat:
            return replace(event, on=None)
        return event

    def private_decision(self, state: PigState, seat: int) -> bool:
        return state.phase == "bet"

    def is_over(self, state: PigState) -> bool:
        return state.phase == "over"

    def money(self, state: PigState) -> list[int]:
        return list(state.money)

    def standings(self, state: PigState) -> list[list[int]]:
        return final_standings(list(state.money), [len(w) for w in state.won])  # then more right bets

    def progress(self, state: PigState | PigView) -> Progress:
        """Rounds run until someone reaches the target, at most MAX_ROUNDS."""
        return Progress(state.round, MAX_ROUNDS, state.current)

    def bills_won(self, state: PigState | PigView) -> Sequence[Sequence[int]]:
        return state.won


def _refusal(state: PigState, action: Action, seat: int) -> IllegalAction:
    if state.phase == "over":
        return IllegalAction("over: the game has ended", repr(action))
    if seat not in RULES.to_act(state):
        return IllegalAction("turn: not this player's turn", f"seat {seat}")
    if isinstance(action, Bet):
        if state.phase != "bet":
            return IllegalAction("bet: bets are laid before the dice roll", repr(action))
        return IllegalAction("bet: no such player", repr(action))
    if state.phase == "bet":
        return IllegalAction("roll: every bet is laid first", repr(action))
    if isinstance(action, Bank):
        return IllegalAction("bank: the pot is empty", repr(action))
    return IllegalAction("unknown action", repr(action))


def _begin_round(state: PigState, number: int, start: int, events: list[Event]) -> None:
    state.round, state.start, state.phase, state.current = number, start, "bet", start
    state.bets, state.banked, state.pot, state.last_roll = [None] * state.players, [0] * state.players, 0, 0
    events.append(RoundBegan(number, start))


def _next_turn(state: PigState, events: list[Event]) -> None:
    state.taken += 1
    state.pot = 0
    if state.taken < state.players:
        state.current = (state.current + 1) % state.players
        return
    top = max(state.banked)
    best = tuple(s for s in range(state.players) if top and state.banked[s] == top)
    winners = tuple(s for s in range(state.players) if state.bets[s] in best)
    for s in winners:
        state.money[s] += BET_PRIZE
        state.won[s].append(BET_PRIZE)
    events.append(BetsPaid(best, winners, BET_PRIZE))
    events.append(RoundEnded(state.round, tuple(state.money)))
    if max(state.money) >= state.options.target or state.round >= MAX_ROUNDS:
        state.phase = "over"
        events.append(GameEnded(tuple(tuple(g) for g in RULES.standings(state)), tuple(state.money)))
        return
    _begin_round(state, state.round + 1, (state.start + 1) % state.players, events)


RULES = PigRules()
