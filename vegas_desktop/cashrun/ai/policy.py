"""Normal's (and, with noise, Easy's) Cash & Run decisions over a plain snapshot of what one seat sees.

`Table` holds only public facts plus the seat's own bluff hand (others' hands as counts), so a policy built on
it cannot read hidden information. The agents translate an observation into a Table and a decision back
into one of the legal actions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from vegas_desktop.cashrun.ai import judgement as cm

# Field kinds of the 36-field loop (docs/rules.md#cr-board), as the policy understands them.
CASH_RUN, CASINO, BLUFF, POT, ALL_PLAY, GRAND_SLAM, TAKEOVER = "cr", "casino", "bluff", "pot", "all", "gs", "takeover"
ALL_PLAY_PRIZE = 500
GRAND_SLAM_FLAT = 100
STAGES = (250, 500, 1000)
CASINO_PRICE = 100
BLUFF_PRICE = 100
TAKEOVER_FEE = 100
# Chance to win the pot game of each field type: dozen, two die numbers, J/Q/K/A.
POT_ODDS = {"roulette": 1 / 3, "dice": 1 / 3, "cards": 16 / 52}
# A field of the loop: its kind and its detail (a casino field's casino index, the game of a pot, All Play or
# Takeover field, None for the others).
Detail = int | str | None
Field = tuple[str, Detail]


def casino_at(detail: Detail) -> int:
    """The casino a casino field's detail names."""
    if not isinstance(detail, int):
        raise TypeError(f"a casino field names its casino by index, not by {detail!r}")
    return detail


@dataclass
class Table:
    """One seat's view in plain numbers (chips in k)."""

    me: int
    players: int
    chips: list[int]
    owners: list[int | None]  # per casino: owning seat or None
    types: list[str]  # per casino: game type
    colours: list[str]  # per casino: colour
    hand: list[str]  # own bluff cards by symbol
    bluff_counts: list[int]  # every seat's number of bluff cards
    out: list[bool]  # bankrupt seats
    final_lap: list[bool]  # seats on their final lap
    bank: int = 30000
    pot: int = 0
    lines: list[cm.Line] = field(default_factory=list)
    laid: list[frozenset[int]] = field(default_factory=list)  # per seat: the casinos of its final lap

    def __post_init__(self) -> None:
        if not self.lines:
            self.lines = cm.combination_lines(self.types, self.colours, self.players)

    def worth(self, casino: int, seat: int | None = None) -> float:
        return cm.casino_worth(casino, self.me if seat is None else seat, self.owners, self.lines)

    def mine(self, seat: int | None = None) -> list[int]:
        s = self.me if seat is None else seat
        return [c for c, o in enumerate(self.owners) if o == s]

    def rivals(self) -> list[int]:
        return [s for s in range(self.players) if s != self.me and not self.out[s]]

    def lap_or_combination(self, seat: int | None = None) -> bool:
        """Is the seat on its final lap, or holding a winning combination (its lap can start next turn)?"""
        s = self.me if seat is None else seat
        return self.final_lap[s] or cm.holds_combination(s, self.owners, self.lines)

    def breaks_lap(self, casino: int, style: Style) -> bool:
        """Would taking `casino` from its owner end the owner's final lap? Hard knows only a laid casino
        does; Normal counts every casino of a player on the lap."""
        owner = self.owners[casino]
        if owner is None or not self.final_lap[owner]:
            return False
        if style.read_judge and self.laid:
            return casino in self.laid[owner]
        return True

    def threat(self, seat: int) -> float:
        """How dangerous a rival is: on the final lap, holding a combination, or close to one."""
        if self.final_lap[seat]:
            return 3.0
        if cm.holds_combination(seat, self.owners, self.lines):
            return 2.0
        return cm.seat_potential(seat, self.owners, self.lines)


ASSUMED_BLUFF_RATE = 0.65  # how often the others are taken to bluff with a card that does not match
LAP_BONUS = 1500.0  # k: breaking a rival's final lap, for takeovers and forcing
LAP_RISK = 0.1  # the variance price of a stake forcing a rival's final-lap casino (1 = as usual)


@dataclass(frozen=True)
class Style:
    """One computer level's settings: what separates Easy, Normal and Hard (noise, stakes, bluffing, guarding)."""

    noise: float = 0.0  # relative noise on worths
    forcing: bool = True  # stakes sized to force auctions
    bluff_rate: float = 0.65  # bluffing with a non-matching card, scaled by the loss
    challenge_coin: float | None = None  # Easy: challenge with this fixed chance
    reserve: int = 150  # chips kept back when buying and bidding
    bid_scale: float = 1.0  # bids go up to this times a casino's worth
    takeover_margin: float = 0.0  # k: a takeover must be worth more than this
    bluff_floor: int = 300  # chips kept when buying a bluff card
    read_judge: bool = False  # bluff by what a Normal judge will answer (cashrun_math.read_bluff)
    keep_cards: float = 60.0  # k a bluff card is worth while we hold a combination (read_judge bluffs)
    guard_lap: bool = True  # no takeovers of our own on the final lap; always bluff to keep a combination
    # Bluff cards kept for the final laps: a lost visit gets no card unless the owner holds a combination or is on
    # its lap, and a Cash & Run move goes for a card while holding at most one.
    cards_for_laps: bool = False


NORMAL = Style()
# Hard reads Normal's bluff rules: it bluffs when a Normal judge will accept, judges by Normal's real bluff
# rate, counts the replays its cards buy in takeovers, and so keeps a fuller hand.
# It also keeps its cards for the laps (`cards_for_laps`).
HARD = Style(
    read_judge=True, bluff_floor=100, keep_cards=400.0, takeover_margin=-150.0, bid_scale=1.3, cards_for_laps=True
)
EASY = Style(noise=1.0, forcing=False, bluff_rate=0.3, challenge_coin=0.5, reserve=0, guard_lap=False)


def _noisy(value: float, style: Style, rng: random.Random) -> float:
    if style.noise <= 0:
        return value
    return value * (1.0 + style.noise * (2.0 * rng.random() - 1.0))


def buy_casino(t: Table, casino: int, style: Style, rng: random.Random) -> bool:
    """Buy when it is affordable with a reserve, or when it completes or blocks a combination."""
    if t.chips[t.me] < CASINO_PRICE:
        return False
    worth = _noisy(t.worth(casino), style, rng)
    spare = t.chips[t.me] - CASINO_PRICE
    return spare >= style.reserve or worth > 400


def buy_bluff(t: Table, style: Style, rng: random.Random) -> bool:
    floor = max(style.reserve, style.bluff_floor)
    if style.guard_lap and t.lap_or_combination():
        floor = 0  # cards to keep the combination through takeovers
    if t.chips[t.me] - BLUFF_PRICE < floor:
        return False
    if len(t.hand) >= 3:
        return cm.BLANK in t.hand and t.chips[t.me] > 1200  # upgrade a blank when rich
    return True


def discard(t: Table) -> str:
    return cm.discard_choice(t.hand)


def start_final_lap(t: Table, style: Style = NORMAL) -> bool:
    can_challenge = t.chips[t.me] >= TAKEOVER_FEE and len(t.mine()) > 0
    if style.guard_lap and can_challenge and any(t.final_lap[r] for r in t.rivals()):
        return False  # on our own lap the Cash & Run fields no longer lead to a takeover of theirs
    return cm.holds_combination(t.me, t.owners, t.lines)


def grand_slam_play(t: Table) -> bool:
    """Play rather than take 100k: 125k expected from stage 1 alone, if the bank can pay it."""
    return 0.5 * min(STAGES[0], t.bank) > min(GRAND_SLAM_FLAT, t.bank)


def grand_slam_go_on(t: Table, stage_won: int) -> bool:
    """After winning stage `stage_won` (0-based), play the next one?"""
    if stage_won + 1 >= len(STAGES):
        return False
    return cm.grand_slam_go_on(STAGES[stage_won], STAGES[stage_won + 1], t.bank, t.chips[t.me])


def force_value(t: Table, casino: int, style: Style = NORMAL) -> float:
    """What forcing the owner to auction `casino` is worth to us: a chance to buy it and, above all, breaking
    a rival's combination or final lap."""
    owner = t.owners[casino]
    if owner is None or owner == t.me:
        return 0.0
    value = max(0.0, t.worth(casino) - 100.0) * 0.6
    if t.breaks_lap(casino, style):
        value += LAP_BONUS
    elif cm.holds_combination(owner, t.owners, t.lines):
        value += 0.4 * LAP_BONUS
    return value


def visit_stake(t: Table, casino: int, style: Style, rng: random.Random) -> tuple[int, int]:
    """(payout factor, stake) for a visit to a rival's casino."""
    owner = t.owners[casino]
    game = t.types[casino]
    if style.read_judge and owner is not None and t.final_lap[t.me] and not t.breaks_lap(casino, style):
        return 1, 10  # on our own lap our chips keep richer rivals from forcing the lap's casinos
    if owner is None or not style.forcing:
        factor = rng.choice(cm.FACTORS[game]) if style.noise > 0 else 1
        top = max(10, min(t.chips[t.me] // 10, 100))
        stake = 10 * rng.randint(1, top // 10) if style.noise > 0 else 10
        return factor, min(stake, max(10, t.chips[t.me]))
    # Against a final lap the game is at stake, not the chips: the variance of a big stake matters less.
    danger = t.breaks_lap(casino, style) or cm.holds_combination(owner, t.owners, t.lines)
    risk = LAP_RISK if style.guard_lap and danger else 1.0
    return cm.choose_stake(game, t.chips[t.me], t.chips[owner], force_value(t, casino, style), risk)


def lay_bluff(
    t: Table, game: str, at_stake: float, style: Style, rng: random.Random, p_judge: float, judge: int
) -> str | None:
    """The card to lay after losing to `judge` (`p_judge`: its chance in a replay), or None."""
    if style.read_judge:
        held = t.lap_or_combination()
        value = style.keep_cards if held else 60.0  # cards kept for the takeovers against the final lap
        rate = ASSUMED_BLUFF_RATE
        return cm.read_bluff(t.hand, game, at_stake, p_judge, rate, value, t.bluff_counts[judge])
    return cm.bluff_card(t.hand, game, at_stake, t.chips[t.me], rng, style.bluff_rate)


def keeps_cards_visiting(t: Table, owner: int, style: Style) -> bool:
    """Lost a visit to `owner`'s casino: keep the cards rather than buy a replay? Cards are what keep our own
    final lap alive later (a lap begun without a card is rarely completed), so Hard spends none on a visit
    unless the owner is on its lap or holds a combination."""
    if not style.cards_for_laps:
        return False
    return not t.lap_or_combination(owner)


def wants_card_field(t: Table, style: Style, rng: random.Random) -> bool:
    """From a Cash & Run field, go for a bluff card while holding at most one (and `buy_bluff` would buy it there)?
    The same reason as `keeps_cards_visiting`; the play-outs, which score chips and casinos, never see it."""
    return style.cards_for_laps and len(t.hand) <= 1 and buy_bluff(t, style, rng)


def guard_card(hand: list[str], game: str) -> str | None:
    """The card to lay when losing would cost a casino of a combination we hold: any card is a chance to keep
    it (a matching one wins if challenged, any one buys a replay if accepted), so one is always laid."""
    if not hand:
        return None
    if game in hand:
        return game
    if cm.BLANK in hand:
        return cm.BLANK
    return max(hand, key=lambda c: (hand.count(c), c))


def in_combination(t: Table, casino: int) -> bool:
    """Is `casino` (ours) part of a winning combination we hold?"""
    return any(
        casino in members and sum(1 for c in members if t.owners[c] == t.me) >= need for members, need in t.lines
    )


def challenge(t: Table, bluffer: int, game: str, p_replay_win: float, style: Style, rng: random.Random) -> bool:
    """Challenge the card `bluffer` laid after losing a game of type `game`; `bluff_counts` is taken to be
    the bluffer's hand before laying it."""
    if style.challenge_coin is not None:
        return rng.random() < style.challenge_coin
    held = max(1, t.bluff_counts[bluffer])
    return cm.challenge_decision(t.hand, held, game, p_replay_win, ASSUMED_BLUFF_RATE)


def bid_ceiling(t: Table, casino: int, style: Style, rng: random.Random) -> int:
    """The most we pay for `casino` at auction (the seller's loss counts as denial in `worth`)."""
    worth = _noisy(t.worth(casino), style, rng)
    return cm.bid_limit(style.bid_scale * worth, t.chips[t.me], style.reserve)


def sell_first(t: Table, candidates: list[int]) -> int:
    """A forced sale: part with the casino we miss least."""
    return min(candidates, key=lambda c: (t.worth(c), c))


def give_up(t: Table, candidates: list[int]) -> int:
    """After a lost takeover the winner picks; when we pick for them, the same as a sale."""
    return sell_first(t, candidates)


def take_from(t: Table, loser: int) -> int | None:
    """Won a takeover defence: the casino of `loser` worth most to us."""
    theirs = t.mine(loser)
    if not theirs:
        return None
    return max(theirs, key=lambda c: (t.worth(c), -c))


def takeover_chance(t: Table, style: Style, rival: int) -> float:
    """Our chance to win a takeover against `rival`: 50/50, or better when we read the judge (the rival, with
    the cards it holds) and hold cards for replays."""
    if not style.read_judge:
        return 0.5
    return cm.replay_win_chance(len(t.hand), ASSUMED_BLUFF_RATE, judge_cards=t.bluff_counts[rival])


def takeover_choice(t: Table, style: Style, rng: random.Random) -> tuple[int, int] | None:
    """(rival, casino) to challenge, or None. The loser of the 50/50 game may bluff, which we ignore."""
    mine = t.mine()
    if not mine or t.chips[t.me] < TAKEOVER_FEE:
        return None
    guarding = style.guard_lap and t.final_lap[t.me]  # a lost takeover may hand over a casino of the combination
    best: tuple[float, int, int] | None = None
    for rival in t.rivals():
        theirs = t.mine(rival)
        if not theirs or (guarding and not t.final_lap[rival]):  # on our lap, only to break a rival's lap
            continue
        # They would take our casino that is worth most to them.
        loss = max(t.worth(c) + 0.5 * cm.casino_worth(c, rival, t.owners, t.lines) for c in mine)
        chance = takeover_chance(t, style, rival)  # the rival judges our bluffs, whichever casino is at stake
        for c in theirs:
            gain = _noisy(t.worth(c), style, rng)
            if t.breaks_lap(c, style):
                gain += LAP_BONUS
            value = cm.takeover_value(gain, loss, TAKEOVER_FEE, chance)
            if best is None or value > best[0]:
                best = (value, rival, c)
    if best is None or best[0] <= style.takeover_margin:
        return None
    return best[1], best[2]


def field_value(t: Table, kind: str, detail: Detail, style: Style, rng: random.Random) -> float:
    """Rough worth in k of landing on a field (for the Cash & Run move)."""
    chips = t.chips[t.me]
    if kind == CASINO:
        casino = casino_at(detail)
        owner = t.owners[casino]
        if owner is None:
            return t.worth(casino) - CASINO_PRICE if chips >= CASINO_PRICE else -1.0
        if owner == t.me:
            return 60.0  # another turn
        return 0.25 * force_value(t, casino, style) - 5.0
    if kind == BLUFF:
        return 60.0 if buy_bluff(t, style, rng) else 0.0
    if kind == POT:
        return POT_ODDS.get(str(detail), 1 / 3) * t.pot
    if kind == ALL_PLAY:
        return min(ALL_PLAY_PRIZE, t.bank) / max(1, t.players - sum(t.out))
    if kind == GRAND_SLAM:
        return max(min(GRAND_SLAM_FLAT, t.bank), 0.5 * min(STAGES[0], t.bank))
    if kind == TAKEOVER:
        choice = takeover_choice(t, style if style.read_judge else NORMAL, rng)
        if choice is None:
            return 0.0
        rival, casino = choice
        if style.guard_lap and t.breaks_lap(casino, style):
            return 2.0 * LAP_BONUS  # a rival's final lap is the game: the best chance to break it
        loss = max(t.worth(c) for c in t.mine())
        gain = t.worth(casino) + (LAP_BONUS if t.breaks_lap(casino, style) else 0.0)
        return cm.takeover_value(gain, loss, TAKEOVER_FEE, takeover_chance(t, style, rival))
    return 0.0


def cash_and_run_target(t: Table, fields: list[Field], candidates: list[int], style: Style, rng: random.Random) -> int:
    """The field (index into `fields`, one of `candidates`) worth most to move to."""
    return max(candidates, key=lambda f: (_noisy(field_value(t, *fields[f], style, rng), style, rng), -f))
