"""Game-free judgement behind the Cash & Run computer players (docs/rules.md#cash-and-run).

Everything here works on plain numbers and lists (casino owners by index, chips in k, hands as symbol counts),
so each rule of thumb is testable without a game and the agents only translate observations and actions.
Casinos are indices 0..14, each with a game type ("roulette", "dice", "cards") and a colour; an owner is a
seat number or None (unowned). Bluff cards are symbols: the three game types or "blank".
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence

GAME_TYPES = ("roulette", "dice", "cards")
BLANK = "blank"
# The bluff deck's make-up (docs/rules.md#cr-bluff).
BLUFF_DECK = {"roulette": 6, "dice": 6, "cards": 6, BLANK: 7}
# Payout factors of a casino visit by game type; a win pays stake x factor.
FACTORS = {"roulette": (1, 2, 5), "dice": (1, 2, 5), "cards": (1, 2, 3)}

# Cost, in "steps", of getting a casino still missing from a combination: a free one is bought on landing
# (or via Cash & Run), one owned by another player needs a takeover or an auction.
FREE_STEP = 1.0
OWNED_STEP = 2.6
# How fast a line's value falls with its distance, and k of chips a unit of potential is worth.
DECAY = 0.42
POTENTIAL_K = 1600.0

Line = tuple[frozenset[int], int]  # (casinos of the line, how many of them complete a combination)


def combination_lines(types: Sequence[str], colours: Sequence[str], players: int) -> list[Line]:
    """The winning combinations: 3 players need 4 of one game type; 4-6 need 3 of one type or of one colour."""
    lines: list[Line] = []
    for kind in sorted(set(types)):
        members = frozenset(i for i, t in enumerate(types) if t == kind)
        lines.append((members, 4 if players == 3 else 3))
    if players >= 4:
        for colour in sorted(set(colours)):
            members = frozenset(i for i, c in enumerate(colours) if c == colour)
            lines.append((members, 3))
    return lines


def line_distance(mine: int, free: int, need: int) -> float:
    """Steps still needed to complete a line of which `mine` casinos are owned and `free` are unowned."""
    missing = max(0, need - mine)
    from_free = min(missing, free)
    return from_free * FREE_STEP + (missing - from_free) * OWNED_STEP


def distances(seat: int, owners: Sequence[int | None], lines: Sequence[Line]) -> list[float]:
    out = []
    for members, need in lines:
        mine = sum(1 for c in members if owners[c] == seat)
        free = sum(1 for c in members if owners[c] is None)
        out.append(line_distance(mine, free, need))
    return out


def potential(dists: Sequence[float]) -> float:
    """How close a player is to some winning combination (1 = holds one), from the lines' distances.

    The best line counts most; the second adds a little (two chances are better than one)."""
    vals = sorted((DECAY**d for d in dists), reverse=True)
    if not vals:
        return 0.0
    return vals[0] + 0.25 * (vals[1] if len(vals) > 1 else 0.0)


def seat_potential(seat: int, owners: Sequence[int | None], lines: Sequence[Line]) -> float:
    return _seat_potential(seat, tuple(owners), tuple(lines))


@functools.lru_cache(maxsize=1 << 14)
def _seat_potential(seat: int, owners: tuple[int | None, ...], lines: tuple[Line, ...]) -> float:
    # Memoized: the computer players ask for the same few tables thousands of times a game (play-outs too).
    return potential(distances(seat, owners, lines))


def holds_combination(seat: int, owners: Sequence[int | None], lines: Sequence[Line]) -> bool:
    return any(sum(1 for c in members if owners[c] == seat) >= need for members, need in lines)


def casino_worth(casino: int, seat: int, owners: Sequence[int | None], lines: Sequence[Line]) -> float:
    """What owning `casino` is worth to `seat` in k: its own progress plus keeping it from its current owner
    (or, if unowned, from the player it would help most), beyond the 100k a casino counts as plain money."""
    current = owners[casino]
    with_me = list(owners)
    with_me[casino] = seat
    if current == seat:
        without = list(owners)
        without[casino] = None
        gain = seat_potential(seat, owners, lines) - seat_potential(seat, without, lines)
    else:
        gain = seat_potential(seat, with_me, lines) - seat_potential(seat, owners, lines)
    denial = 0.0
    others = {o for o in owners if o is not None and o != seat}
    if current is not None and current != seat:
        denial = seat_potential(current, owners, lines) - seat_potential(current, with_me, lines)
    elif current is None:
        for other in others:
            helped = list(owners)
            helped[casino] = other
            denial = max(denial, seat_potential(other, helped, lines) - seat_potential(other, owners, lines))
        denial *= 0.5  # the others may never land there
    return 100.0 + POTENTIAL_K * (gain + 0.6 * denial)


# -- bluff cards ------------------------------------------------------------------------------------------


def unknown_pool(own_hand: Sequence[str]) -> dict[str, int]:
    """The bluff cards this player cannot place: the deck minus its own hand."""
    pool = dict(BLUFF_DECK)
    for card in own_hand:
        if pool.get(card, 0) > 0:
            pool[card] -= 1
    return pool


def match_prior(unknown_match: int, unknown_total: int, hand: int) -> float:
    """Chance that a hand of `hand` cards drawn from the unknown pool holds at least one matching card."""
    if hand <= 0 or unknown_total <= 0:
        return 0.0
    hand = min(hand, unknown_total)
    other = unknown_total - unknown_match
    if other < hand:
        return 1.0
    return 1.0 - math.comb(other, hand) / math.comb(unknown_total, hand)


def match_posterior(prior: float, bluff_rate: float) -> float:
    """Chance the laid card matches, if players holding a match always lay it and others bluff at `bluff_rate`."""
    laid = prior + (1.0 - prior) * bluff_rate
    return prior / laid if laid > 0 else 0.0


def should_challenge(q_match: float, p_replay_win: float) -> bool:
    """Challenge iff the card matches less often than the replay would be lost.

    Accepting replays the game (the winner wins again with p); challenging wins unless the card matches (q).
    Challenge value (1-q)G - qL beats accept value pG - (1-p)L exactly when q < 1 - p."""
    return q_match < 1.0 - p_replay_win


def challenge_decision(
    own_hand: Sequence[str], bluffer_cards: int, game_type: str, p_replay_win: float, assumed_bluff_rate: float
) -> bool:
    """The winner's choice from the deck's make-up, its own hand and the bluffer's hand size (before laying)."""
    pool = unknown_pool(own_hand)
    return challenges(pool[game_type], sum(pool.values()), bluffer_cards, p_replay_win, assumed_bluff_rate)


def challenges(
    unknown_match: int, unknown_total: int, bluffer_cards: int, p_replay_win: float, assumed_bluff_rate: float
) -> bool:
    """`challenge_decision` on the judge's counts of the cards it cannot place (matching and all)."""
    prior = match_prior(unknown_match, unknown_total, bluffer_cards)
    return should_challenge(match_posterior(prior, assumed_bluff_rate), p_replay_win)


def mixed_bluff_rate(at_stake: float, my_chips: float, rate: float) -> float:
    """How often `bluff_card` lays a card that does not match: more when the loss hurts, never for a trifle."""
    if at_stake < 30:
        return 0.0
    hurt = at_stake / max(1.0, my_chips + at_stake)
    return min(1.0, rate * (0.6 + hurt))


def bluff_card(
    hand: Sequence[str], game_type: str, at_stake: float, my_chips: float, rng: random.Random, rate: float
) -> str | None:
    """The card to lay after a loss, or None. A matching card is always laid; otherwise a bluff at a mixed
    rate (higher when the loss hurts), sacrificing a blank first, so a laid card never tells which it is."""
    if not hand:
        return None
    if game_type in hand:
        return game_type
    rate = mixed_bluff_rate(at_stake, my_chips, rate)
    if rate <= 0.0 or rng.random() >= rate:  # no draw for a trifle: a seeded game stays the same
        return None
    if BLANK in hand:
        return BLANK
    # The symbol held most often is the least missed.
    return max(hand, key=lambda c: (hand.count(c), c))


def accept_chance(
    bluffer_hand: Sequence[str], judge_cards: int, game_type: str, p_judge_replay: float, judge_rate: float
) -> float:
    """Chance that a judge deciding by `challenge_decision` (as Normal does) accepts a card laid by a player
    holding `bluffer_hand`. The judge's answer rests on its own hand, which the bluffer cannot see: only how
    many matching cards it holds matters, and those are dealt from the cards the bluffer cannot place."""
    unseen = unknown_pool(bluffer_hand)
    n = sum(unseen.values())
    k = max(0, min(judge_cards, n))
    matching = unseen[game_type]
    deck = sum(BLUFF_DECK.values())
    chance = 0.0
    for m in range(min(k, matching) + 1):  # the judge holds m matching cards of its k
        if not challenges(BLUFF_DECK[game_type] - m, deck - k, len(bluffer_hand), p_judge_replay, judge_rate):
            chance += math.comb(matching, m) * math.comb(n - matching, k - m) / math.comb(n, k)
    return chance


def read_bluff(
    hand: Sequence[str],
    game_type: str,
    at_stake: float,
    p_judge_replay: float,
    judge_rate: float,
    card_value: float = 60.0,
    judge_cards: int = 0,
) -> str | None:
    """The card to lay after a loss against a judge who decides by `challenge_decision` (as Normal does).

    The judge sees how many cards we hold; its answer also rests on its own `judge_cards` cards, so we know
    it as a chance (`accept_chance`). Any laid card is gone. Accepted, it buys a replay, won with the judge's
    loss chance, turning the loss into the win (`at_stake`); challenged, only a matching card wins. We lay
    the card worth most by that reckoning, a non-matching one first (a blank first) on a tie, and keep our
    cards when neither beats the card's own worth."""
    if not hand:
        return None
    accept = accept_chance(hand, judge_cards, game_type, p_judge_replay, judge_rate)
    replay = accept * (1.0 - p_judge_replay) * at_stake
    others = [c for c in hand if c != game_type]
    best, card = card_value, None
    if others and replay > best:
        best, card = replay, (BLANK if BLANK in others else max(others, key=lambda c: (hand.count(c), c)))
    if game_type in hand and replay + (1.0 - accept) * at_stake > best:
        card = game_type
    return card


def discard_choice(hand: Sequence[str]) -> str:
    """Over the hand limit: drop a blank, else a duplicated symbol, else any."""
    if BLANK in hand:
        return BLANK
    return max(hand, key=lambda c: (hand.count(c), c))


# -- stakes, Grand Slam, auctions, takeovers --------------------------------------------------------------


def win_prob(factor: int, game_type: str) -> float:
    """Chance a bet with payout `factor` wins (every bet of the board is fair except J/Q/K/A at cards)."""
    if game_type == "cards" and factor == 2:
        return 16 / 52
    return 1.0 / (factor + 1)


def round_up10(amount: float) -> int:
    return int(math.ceil(amount / 10.0) * 10)


def choose_stake(
    game_type: str, my_chips: int, owner_chips: int, force_value: float, risk: float = 1.0
) -> tuple[int, int]:
    """(factor, stake) for a casino visit. The bets are fair in money, so the stake only buys the chance of
    forcing the owner to auction this casino (worth `force_value` k to us): a win of stake x factor above the
    owner's chips. Each option's gain is p x force_value minus a variance price that grows with the stake
    relative to our chips; without a worthwhile forcing option, the minimum stake on an even bet."""
    best = (0.0, 1, 10)
    if force_value > 0 and my_chips >= 10:
        for factor in FACTORS[game_type]:
            stake = round_up10(owner_chips / factor + 1)
            stake = max(10, stake)
            if stake > my_chips:
                continue
            p = win_prob(factor, game_type)
            ev_money = p * factor * stake - (1 - p) * stake
            var_price = risk * stake * stake / max(200.0, my_chips) * 0.5
            gain = p * force_value + ev_money - var_price
            if gain > best[0]:
                best = (gain, factor, stake)
    return best[1], min(best[2], max(10, my_chips))


def grand_slam_go_on(won: int, next_amount: int, bank: int, my_chips: int) -> bool:
    """Play the next stage (a fair 50/50 on the next sum; a loss loses what was won) or stop and take `won`.
    The bank pays what it has. Equal odds: stop, unless short of chips (then the bigger sum is needed)."""
    stop = min(won, bank)
    go = 0.5 * min(next_amount, bank)
    if go > stop + 1e-9:
        return True
    return go >= stop - 1e-9 and my_chips < 300


def bid_limit(worth: float, my_chips: int, reserve: int) -> int:
    """The highest bid worth making: the casino's worth, but never below a reserve of chips."""
    return int(min(worth, my_chips - reserve))


def takeover_value(target_worth: float, my_loss: float, fee: int = 100, p_win: float = 0.5) -> float:
    """Expected k of a takeover: a 50/50 game (better with replays bought by bluff cards) to win the target or
    lose the casino the other picks from ours."""
    return p_win * target_worth - (1.0 - p_win) * my_loss - fee


def replay_win_chance(
    hand_size: int, judge_rate: float, p: float = 0.5, card_value: float = 60.0, judge_cards: int = 0
) -> float:
    """Our chance in an even game when each loss may be laid a card that a Normal judge holding `judge_cards`
    accepts (a replay) with `accept_chance`; `card_value` k is charged, as chance, for each card expected to go."""
    cards = [BLANK] * hand_size
    win, reach, spent = 0.0, 1.0, 0.0
    while True:  # ends: each pass lays a card or stops
        win += reach * p
        reach *= 1.0 - p
        accept = accept_chance(cards, judge_cards, "dice", 1.0 - p, judge_rate) if cards else 0.0
        if accept <= 0.0:
            break
        cards.pop()
        spent += reach
        reach *= accept
    return win - spent * card_value / 1000.0
