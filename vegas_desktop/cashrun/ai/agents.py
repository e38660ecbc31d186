"""Cash & Run computer players (Easy, Normal, Hard) on the rules' `CashRunView`: they see only their own seat.

Each decision is translated into a plain `cashrun_policy.Table` (public facts, the own bluff hand, the others'
as counts) and decided there:
- Normal: casinos valued by the winning combinations they feed (own and rivals'), stakes sized to force an
  owner into auctioning a wanted casino (above all one of a final lap), mixed-rate bluffs, accept/challenge from
  the deck's make-up minus the own hand and the bluffer's hand size, bids up to a casino's worth, the final lap
  as soon as it can.
  Normal and Hard guard a combination they hold (no takeovers of their own on the final lap except against a
  rival's lap, a bluff card always laid when losing would cost one of its casinos) and go for the others' final
  laps (a Takeover field from the Cash & Run field, stakes that force an auction, their own lap held back).
- Easy: the same judgement with noise, random small stakes, a coin for challenges, no guarding.
- Hard: Normal's judgement, but it reads Normal's bluff rules (`cp.HARD`): it knows the chance that a Normal
  judge accepts a laid card (a replay) from the judge's rule and the number of cards the judge holds, lays the
  card worth most by that chance (a matching one wins if challenged), judges a laid card by Normal's real bluff
  rate at that stake, and counts the replays its cards buy when weighing takeovers. Cash &
  Run moves and takeovers are chosen by play-outs (`cashrun_search`) in the play-out model `cashrun_sim`, with
  the hidden bluff cards dealt again from what the seat cannot see. A sample count decides, never the clock.
  A card is laid for the whole swing of a replay (the loss undone and the win gained, with the lap or the
  forced auction it brings), and a free casino that completes a combination is taken without searching.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from vegas_desktop.ai.appraisal import Appraisal
from vegas_desktop.ai.base import checked, only
from vegas_desktop.cashrun.ai import judge
from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai.search import HARD_SEARCH, Searcher, SearchParams
from vegas_desktop.cashrun.ai.sim import Takeover
from vegas_desktop.cashrun.ai.tables import (
    FIELDS,
    LAP_AT_STAKE,
    TAKEOVER_AT_STAKE,
    aimed_at,
    sim_of,
    symbol,
    table_of,
)
from vegas_desktop.cashrun.model import (
    FACTORS,
    CashRunState,
    CashRunView,
    Frame,
    Options,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    AgreeEnd,
    Auction,
    Bid,
    Buy,
    Challenge,
    Discard,
    GoTo,
    KeepPlaying,
    LayBluff,
    LayCombo,
    Pass,
    PlaceBet,
    PlayOn,
    Roll,
    Stake,
    StartAt,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
    TakeSafe,
)
from vegas_desktop.core.game import GameRules

GAME = "cashrun"
Rules = GameRules[CashRunState, Action, CashRunView, Options]


@dataclass(frozen=True)
class Level:
    """One computer level's settings: its rules of thumb and, for Hard, the play-outs of its searched choices."""

    name: str
    style: cp.Style
    search: SearchParams | None = None


EASY = Level("easy", cp.EASY)
NORMAL = Level("normal", cp.NORMAL)
HARD = Level("hard", cp.HARD, HARD_SEARCH)


class CashRunAgent:
    """One level of play; with a search it is Hard, the judge behind the hints (`appraise`)."""

    needs_observation = True  # it reads the table

    def __init__(self, level: Level, seed: int) -> None:
        self.name = level.name
        self.style = level.style
        self.rng = random.Random(seed)
        self.searcher = Searcher(seed * 7 + 1, level.search) if level.search is not None else None

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)
        if self.searcher is not None:
            self.searcher.reseed(seed * 7 + 1)

    def choose(self, rules: Rules, observation: CashRunView, legal: list[Action], seat: int) -> Action:
        if self.searcher is None:  # Easy and Normal: their rules alone, no figures
            return checked(GAME, seat, self._decide(observation, legal), legal)
        return checked(GAME, seat, self.appraise(rules, observation, legal, seat).best.action, legal)

    def appraise(self, rules: Rules, observation: CashRunView, legal: list[Action], seat: int) -> Appraisal[Action]:
        """Every legal choice valued by what decides it: the play-outs' chance to win for the Cash & Run move and
        takeovers, else the deciding rule's own reckoning in money (k); the choice made is on top."""
        choice = checked(GAME, seat, self._decide(observation, legal), legal)
        return judge.appraisal(self, observation, legal, choice)

    def _decide(self, v: CashRunView, legal: list[Action]) -> Action:
        if self.searcher is not None:
            self.searcher.last = None
        f = v.frame
        phase = v.phase
        if phase is not Phase.AUCTION_CHOICE:  # no voluntary auctions (legal at most decisions of one's own turn)
            legal = [a for a in legal if not isinstance(a, Auction)] or legal
        t = table_of(v)
        rng, style = self.rng, self.style
        if phase is Phase.TURN:
            if StartFinalLap() in legal and cp.start_final_lap(t, style):
                return StartFinalLap()
            return Roll()
        if phase is Phase.START:
            starts = [a for a in legal if isinstance(a, StartAt)]
            return max(starts, key=lambda a: (t.worth(a.casino), -a.casino)) if starts else legal[0]
        if phase is Phase.COMBO and style.read_judge and f is not None:
            return LayCombo(self._quiet_combo(t, f.choices))
        if phase is Phase.OFFER:  # (humans only are asked: this answers their hint)
            return AgreeEnd() if judge.leads_alone(t) else KeepPlaying()
        if phase is Phase.COMBO or f is None:
            return legal[0]
        if phase is Phase.CASH_RUN:
            targets = [a.field for a in legal if isinstance(a, GoTo)]
            lap_target = self._lap_breaker(t, targets)
            if lap_target is not None:
                return GoTo(lap_target)
            completing = self._completing(t, targets)
            if completing is not None:
                return GoTo(completing)
            card_field = self._card_field(t, targets)
            if card_field is not None:
                return GoTo(card_field)
            if self.searcher is not None:
                return GoTo(self.searcher.move(sim_of(v, rng, style), v.seat, targets))
            return GoTo(cp.cash_and_run_target(t, FIELDS, targets, style, rng))
        if phase is Phase.BUY_CASINO:  # (short of chips, Buy is not offered: the choice is only Pass)
            return Buy() if Buy() in legal and cp.buy_casino(t, f.casino, style, rng) else Pass()
        if phase is Phase.BUY_BLUFF:
            return Buy() if Buy() in legal and cp.buy_bluff(t, style, rng) else Pass()
        if phase is Phase.DISCARD:
            return Discard(t.hand.index(cp.discard(t)))
        if phase is Phase.STAKE:
            stake = cp.visit_stake(t, f.casino, style, rng)[1]
            stakes = only(Stake, legal)
            top = max(a.amount for a in stakes)
            return min(stakes, key=lambda a: abs(a.amount - min(stake, top)))
        if phase in (Phase.BET, Phase.POT, Phase.TAKEOVER_PICK):
            bets = [a for a in legal if isinstance(a, PlaceBet)]
            fitting: list[PlaceBet] = []
            if phase is Phase.BET:
                factor = self._factor(t, f)
                fitting = [a for a in bets if FACTORS.get(a.bet.kind, 1) == factor]
            return rng.choice(fitting or bets)
        if phase is Phase.BLUFF:
            return self._bluff(v, t, f)
        if phase is Phase.JUDGE:
            return self._judge(v, t, f)
        if phase is Phase.GRAND_SLAM:
            if f.stage == 0:
                return PlayOn() if cp.grand_slam_play(t) else TakeSafe()
            return PlayOn() if cp.grand_slam_go_on(t, f.stage - 1) else Stop()
        if phase is Phase.TAKEOVER:
            if legal == [Pass()]:  # short of the fee: only the auction it could raise it by was offered
                return Pass()
            return self._takeover(v, t, legal)
        if phase is Phase.GIVE_UP:
            lap = t.laid[f.other]
            if self.style.guard_lap and lap:  # the loser is on its final lap: take a casino of the combination
                return TakeCasino(max(lap, key=lambda c: (t.worth(c), -c)))
            pick = cp.take_from(t, f.other)
            return TakeCasino(pick) if pick is not None else legal[0]
        if phase is Phase.AUCTION_CHOICE:
            cands = [a.casino for a in only(Auction, legal)]
            laid = t.laid[t.me]
            if style.read_judge and any(c not in laid for c in cands):  # the lap lives while its casinos stay
                cands = [c for c in cands if c not in laid]
            return Auction(cp.sell_first(t, cands))
        if phase is Phase.BID:
            ceiling = cp.bid_ceiling(t, f.casino, style, rng)
            if style.read_judge:  # a Normal rival who will outbid us anyway pays its own ceiling
                ceiling = max(ceiling, self.push_to(v, f) - 10)
            bids = [a for a in legal if isinstance(a, Bid) and a.amount <= ceiling]
            return min(bids, key=lambda a: a.amount) if bids else Pass()
        return legal[0]

    def _factor(self, t: cp.Table, f: Frame) -> int:
        """The payout factor of the bet that follows our stake, worked out again from the table (kept from the
        stake's decision, it would be lost with a save and wound back wrong by undo). Placing the stake changes
        nothing the stake was sized on, so Normal's and Hard's factor is the one they chose it for; Easy's
        factor, a draw of its own beside a random stake, is drawn here."""
        return cp.visit_stake(t, f.casino, self.style, self.rng)[0]

    def push_to(self, v: CashRunView, f: Frame) -> int:
        """The highest ceiling among the other bidders still in, bidding as Normal does."""
        top = 0
        for s in f.order:
            if s in (v.seat, f.seller) or s in f.passed or not v.alive[s]:
                continue
            top = max(top, cp.bid_ceiling(table_of(v, s), f.casino, cp.NORMAL, self.rng))
        return min(top, v.chips[v.seat])

    def _lap_breaker(self, t: cp.Table, targets: list[int]) -> int | None:
        """A takeover field when a rival is on its final lap and we can challenge for its casinos."""
        if not self.style.guard_lap or not any(t.final_lap[r] for r in t.rivals()):
            return None
        if cp.takeover_choice(t, self.style, self.rng) is None:
            return None
        fields = [f for f in targets if FIELDS[f][0] == cp.TAKEOVER]
        if not fields:
            return None
        if self.style.read_judge:  # a card of the field's game wins a challenged bluff after a lost takeover
            return min(fields, key=lambda f: (FIELDS[f][1] not in t.hand, f))
        return min(fields)

    def _completing(self, t: cp.Table, targets: list[int]) -> int | None:
        """Hard: a free casino that completes a winning combination (the final lap can start next turn) is
        bought without searching; the play-outs' few samples let a rich pot or a takeover outscore it."""
        if not self.style.read_judge or t.chips[t.me] < cp.CASINO_PRICE:
            return None
        if cm.holds_combination(t.me, t.owners, t.lines):
            return None
        for f in sorted(targets):
            kind, casino = FIELDS[f]
            if kind == cp.CASINO and isinstance(casino, int) and t.owners[casino] is None:
                owners = list(t.owners)
                owners[casino] = t.me
                if cm.holds_combination(t.me, owners, t.lines):
                    return f
        return None

    def _card_field(self, t: cp.Table, targets: list[int]) -> int | None:
        """Hard: a Bluff field while it holds at most one card, before any searched move."""
        if not cp.wants_card_field(t, self.style, self.rng):
            return None
        fields = [f for f in targets if FIELDS[f][0] == cp.BLUFF]
        return min(fields) if fields else None

    def bluff_terms(self, v: CashRunView, t: cp.Table, f: Frame) -> tuple[float, float, bool]:
        """A lost game's bluff as this level weighs it: (money at stake, the judge's chance in a replay, whether
        losing costs a casino of ours)."""
        game = symbol(f.game)
        p_judge = 0.5
        if f.then == "visit" and f.bet is not None:
            factor = FACTORS.get(f.bet.kind, 1)
            at_stake: float = f.stake * factor if v.seat == f.other else f.stake
            p_party = cm.win_prob(factor, game)
            p_judge = p_party if v.seat == f.other else 1.0 - p_party
            forces = f.stake * factor > v.chips[f.other]  # paying would make the owner auction this casino
            at_risk = v.seat == f.other and forces
            if self.style.read_judge:  # a replay won turns the loss into the win: the whole swing is at stake
                at_stake = f.stake * (factor + 1)
                if at_risk and f.casino in t.laid[t.me]:
                    at_stake += LAP_AT_STAKE
                elif v.seat != f.other and forces:
                    at_stake += int(cp.force_value(t, f.casino, self.style))
        else:
            at_stake = self._takeover_stake(t, f)
            at_risk = v.seat == f.other  # defending: the casino goes to the challenger
        return at_stake, p_judge, at_risk

    def _bluff(self, v: CashRunView, t: cp.Table, f: Frame) -> Action:
        game = symbol(f.game)
        at_stake, p_judge, at_risk = self.bluff_terms(v, t, f)
        guard = self.style.guard_lap and not self.style.read_judge
        if guard and at_risk and f.casino >= 0 and cp.in_combination(t, f.casino):
            card = cp.guard_card(t.hand, game)
            return Pass() if card is None else LayBluff(t.hand.index(card))
        if f.then == "visit" and v.seat != f.other and cp.keeps_cards_visiting(t, f.other, self.style):
            return Pass()
        judge = f.party if v.seat == f.other else f.other
        card = cp.lay_bluff(t, game, at_stake, self.style, self.rng, p_judge, judge)
        return Pass() if card is None else LayBluff(t.hand.index(card))

    def _quiet_combo(self, t: cp.Table, choices: tuple[tuple[int, ...], ...]) -> int:
        """The combination the rivals' takeovers aim at least: a Normal challenger goes for the casino of ours
        worth most to it, laid or not, so a lap survives a lost takeover of a casino it does not hold."""
        targets = aimed_at(t)
        return min(range(len(choices)), key=lambda i: (sum(c in choices[i] for c in targets), i))

    def _takeover_stake(self, t: cp.Table, f: Frame) -> float:
        """What a replay of this takeover is worth laying a card for (k): the casino we would lose (the one
        challenged for, or the one the winner would take) plus the one we would win."""
        if not self.style.read_judge:
            return TAKEOVER_AT_STAKE
        # A replay won turns the loss into the win: what we would lose plus what we would win is at stake.
        if t.me == f.other:  # defending: the casino challenged for (the lap lives on without one not laid)
            value = t.worth(f.casino)
            if f.casino in t.laid[t.me]:
                value += LAP_AT_STAKE
            elif not t.final_lap[t.me]:  # on our lap the cards are kept for the laid casinos
                value += max((t.worth(c) for c in t.mine(f.party)), default=0.0)
        else:  # challenging: the winner takes the casino of ours worth most to them
            mine = t.mine()
            value = max((t.worth(c) for c in mine), default=0.0) + (LAP_AT_STAKE if t.final_lap[t.me] else 0.0)
            value += t.worth(f.casino) + (cp.LAP_BONUS if t.breaks_lap(f.casino, self.style) else 0.0)
        return max(value, float(TAKEOVER_AT_STAKE))

    def judge_terms(self, v: CashRunView, t: cp.Table, f: Frame) -> tuple[float, float, int]:
        """Hard's reading of a laid card: (our chance in a replay, the rate the bluffer lays a card that does not
        match, the bluffer's hand before laying)."""
        game = symbol(f.game)
        p = 0.5
        if f.bet is not None:
            p_party = cm.win_prob(FACTORS.get(f.bet.kind, 1), game)
            p = p_party if v.seat == f.party else 1.0 - p_party
        held = v.hand_counts[f.loser] + 1  # the hand before the card was laid
        # the bluffer is taken to bluff as Normal does at this stake
        if f.then == "visit" and f.bet is not None:
            at_stake = f.stake * FACTORS.get(f.bet.kind, 1) if f.loser == f.other else f.stake
        else:
            at_stake = TAKEOVER_AT_STAKE
        rate = cm.mixed_bluff_rate(at_stake, v.chips[f.loser], cp.NORMAL.bluff_rate)
        at_risk = f.loser == f.other and (f.then != "visit" or at_stake > v.chips[f.loser])
        if at_risk and f.casino >= 0 and cp.in_combination(table_of(v, f.loser), f.casino):
            rate = 1.0  # a Normal loser keeping a casino of its combination lays any card it holds
        return p, rate, held

    def _judge(self, v: CashRunView, t: cp.Table, f: Frame) -> Action:
        game = symbol(f.game)
        if self.style.read_judge:
            p, rate, held = self.judge_terms(v, t, f)
            return Challenge() if cm.challenge_decision(t.hand, held, game, p, rate) else Accept()
        p = 0.5
        if f.bet is not None:
            p_party = cm.win_prob(FACTORS.get(f.bet.kind, 1), game)
            p = p_party if v.seat == f.party else 1.0 - p_party
        t.bluff_counts[f.loser] = v.hand_counts[f.loser] + 1  # the hand before the card was laid
        return Challenge() if cp.challenge(t, f.loser, game, p, self.style, self.rng) else Accept()

    def _takeover(self, v: CashRunView, t: cp.Table, legal: list[Action]) -> Action:
        choice = cp.takeover_choice(t, self.style, self.rng)
        breaks_lap = choice is not None and self.style.guard_lap and t.breaks_lap(choice[1], self.style)
        if breaks_lap:  # a rival's final lap: no play-out is needed to see that it must be stopped
            pass
        elif self.searcher is not None and not (self.style.guard_lap and t.final_lap[t.me] and choice is None):
            options: list[Takeover] = [None]
            if choice is not None:
                options.append(choice)
            for rival in t.rivals():
                theirs = t.mine(rival)
                if theirs:
                    best = max(theirs, key=lambda c: (t.worth(c), -c))
                    if (rival, best) not in options:
                        options.append((rival, best))
            choice = self.searcher.takeover(sim_of(v, self.rng, self.style), v.seat, options)
        if choice is None:
            return Pass()
        return TakeoverFor(choice[1])


# The computer levels by name, each made from a seed (the game's descriptor lists them).
def hard(seed: int) -> CashRunAgent:
    """Hard from a seed: the game's judge."""
    return CashRunAgent(HARD, seed)


LEVELS: dict[str, Callable[[int], CashRunAgent]] = {
    EASY.name: lambda seed: CashRunAgent(EASY, seed),
    NORMAL.name: lambda seed: CashRunAgent(NORMAL, seed),
    HARD.name: hard,
}
