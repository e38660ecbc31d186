"""The menu of every Royale decision, keyed by its phase — the same keys as the rules' TileRule decisions and
the computer players' policies — so a tile's prompt sits beside its rule and its policy."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vegas_desktop.app import style
from vegas_desktop.royale.model import BIGGY, BLACK_BOX, FIFTY_REWARDS, HANDICAP_SLOTS, SMALL, Phase
from vegas_desktop.royale.moves import (
    AdjustPlace,
    AdjustTake,
    Decline,
    PowerPlay,
    Roll,
)
from vegas_desktop.scenes.royale.prompts import Choice
from vegas_desktop.scenes.royale.tiles import prize_text
from vegas_desktop.text import t, tn


def _casino(n: int) -> str:
    return t(f"table.casino.{n}")


def _kind(kind: str) -> str:
    return t("royale.kind_biggy") if kind == BIGGY else t("royale.kind_small")


def _group(choices: list[tuple[str, Choice]], labels: dict[str, str] | None = None, **extra: Any) -> list[Choice]:
    """Group (key, leaf) pairs into one sub-list per key, keeping order; a key with one leaf stays a leaf."""
    order: dict[str, list[Choice]] = {}
    for key, leaf in choices:
        order.setdefault(key, []).append(leaf)
    out = []
    for key, leaves in order.items():
        label = (labels or {}).get(key, key)
        out.append(Choice(label, None, leaves, **extra.get(key, {})))
    return out


def _turn_menus(actions: list[Any], key: str) -> list[Choice]:
    """Power Play / turn-a-die actions: one sub-list per die kind ("turn your small die" -> faces)."""
    out = []
    for kind in (SMALL, BIGGY):
        leaves = [
            Choice(t("royale.choice.turn_to", value=a.value, casino=_casino(a.value)), a, casino=a.value - 1)
            for a in actions
            if a.kind == kind
        ]
        if leaves:
            out.append(Choice(t(key, kind=_kind(kind)), None, leaves))
    return out


Menu = tuple[str | None, list[Choice]]  # (an explanation that replaces the default, choices)


def _roll(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    choices.append(Choice(t("royale.choice.throw"), Roll()))
    choices += _turn_menus([a for a in legal if isinstance(a, PowerPlay)], "royale.choice.power_play")
    return None, choices


def _lucky_count(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    return None, [Choice(tn("royale.choice.tokens", a.count), a, place=f"count:{a.count}") for a in legal]


def _lucky_guess(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    body = t("royale.prompt.lucky_guess.body", name=names[state.current])
    return body, [Choice(t("royale.choice.guess", n=a.guess), a, place=f"count:{a.guess}") for a in legal]


def _fifty(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    p = state.pieces
    reward = FIFTY_REWARDS[p.fifty_field]
    body = t("royale.prompt.fifty.body", sum=p.fifty_sum, field=p.fifty_field)
    labels = {
        "stop": t("royale.choice.stop", amount=style.money(reward)),
        "higher": t("royale.choice.higher", sum=p.fifty_sum),
        "lower": t("royale.choice.lower", sum=p.fifty_sum),
    }
    return body, [Choice(labels[a.call], a) for a in legal]


def _no_entry(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    for a in legal:
        if a.casino is None:
            choices.append(Choice(t("royale.choice.leave_plaque"), a))
        else:
            choices.append(Choice(_casino(a.casino), a, casino=a.casino - 1))
    return None, choices


def _knockout(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    return None, [Choice(_kind(a.kind), a, place="bar") for a in legal]


def _block_it(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    p = state.pieces
    pairs = [(str(a.group), Choice(_casino(a.casino), a, casino=a.casino - 1)) for a in legal]
    groups = {str(g): tn("royale.choice.block_group", size) for g, size in enumerate(p.block_groups)}
    extra = {str(g): {"place": f"block_it:{g}"} for g in range(len(p.block_groups))}
    return None, _group(pairs, groups, **extra)


def _handicap(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    slot_names = {s: t(f"royale.slot.{s}") for s in HANDICAP_SLOTS}
    pairs = []
    for a in legal:
        if isinstance(a, Decline):
            choices.append(Choice(t("royale.choice.decline"), a))
        else:
            leaf = Choice(slot_names[a.slot], a, casino=a.casino - 1, place=f"handicap:{a.slot}")
            pairs.append((str(a.casino), leaf))
    labels = {str(c): t("royale.choice.grey_from", casino=_casino(c)) for c in range(1, 7)}
    extra = {str(c): {"casino": c - 1} for c in range(1, 7)}
    choices += _group(pairs, labels, **extra)
    return None, choices


def _adjust(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    take = [a for a in legal if isinstance(a, AdjustTake)]
    choices += _turn_menus([a for a in legal if isinstance(a, AdjustPlace)], "royale.choice.adjust_place")
    if take:
        leaves = [
            Choice(t("royale.choice.take_back", kind=_kind(a.kind), casino=_casino(a.casino)), a, casino=a.casino - 1)
            for a in take
        ]
        choices.append(Choice(t("royale.choice.adjust_take"), None, leaves))
    return None, choices


def _double_down(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    for a in legal:
        if a.small == 0 and not a.biggy:
            label = t("royale.choice.dd_none")
        elif a.biggy:
            label = tn("royale.choice.dd_biggy", a.small) if a.small else t("royale.choice.dd_biggy_only")
        else:
            label = tn("royale.choice.dd_small", a.small)
        choices.append(Choice(label, a, place="double_down" if a.small or a.biggy else None))
    return None, choices


def _nice_dice(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    for a in legal:
        if isinstance(a, Decline):
            choices.append(Choice(t("royale.choice.decline"), a))
        else:
            key = "royale.choice.nice_hand" if a.source == "hand" else "royale.choice.nice_casino"
            choices.append(Choice(t(key, kind=_kind(a.kind), value=a.value), a, place=f"nice:{a.value}"))
    return None, choices


def _my_choice(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    return None, [Choice(t(f"royale.choice.black_{a.value}", value=a.value), a, place="black") for a in legal]


def _my_choice_tile(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    from vegas_desktop.scenes.royale.tiles import tile_name

    choices: list[Choice] = [
        Choice(
            t("royale.choice.activate", tile=tile_name(state.tiles[a.casino - 1]), casino=_casino(a.casino)),
            a,
            casino=a.casino - 1,
        )
        for a in legal
    ]
    return None, choices


def _golden(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    return None, [Choice(_kind(a.kind), a, place="golden") for a in legal]


def _prime_time(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    choices: list[Choice] = []
    for a in legal:
        if not a.values:
            choices.append(Choice(t("royale.choice.pt_none"), a))
        else:
            where = " + ".join(f"{v} → {_casino(v)}" for v in a.values)
            choices.append(Choice(where, a, casino=a.values[0] - 1 if len(a.values) == 1 else None))
    return None, choices


def _box_split(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    body = t("royale.prompt.box_split.body", name=names[state.box_winner])
    pairs = []
    for a in legal:
        size = len(a.group)
        leaf = Choice(" ".join(prize_text(BLACK_BOX[i]) for i in a.group), a)  # short enough for two columns
        pairs.append((str(size), leaf))
    labels = {str(n): t("royale.choice.split", a=n, b=len(BLACK_BOX) - n) for n in range(1, 6)}
    return body, _group(pairs, labels)


def _box_pick(legal: list[Any], state: Any, seat: int, names: list[str]) -> Menu:
    sizes = state.box_sizes or (0, 0)
    return None, [Choice(tn("royale.choice.box_group", sizes[a.group], group="AB"[a.group]), a) for a in legal]


# Every decision's menu, keyed by its phase: the same keys as the rules' TileRule decisions and the
# computer players' policies (vegas_desktop/ai/royale_tile_policies.py).
MENUS: dict[str, Callable[[list[Any], Any, int, list[str]], Menu]] = {
    Phase.ROLL: _roll,
    Phase.LUCKY_COUNT: _lucky_count,
    Phase.LUCKY_GUESS: _lucky_guess,
    Phase.FIFTY: _fifty,
    Phase.NO_ENTRY: _no_entry,
    Phase.KNOCKOUT: _knockout,
    Phase.BLOCK_IT: _block_it,
    Phase.HANDICAP: _handicap,
    Phase.ADJUST: _adjust,
    Phase.DOUBLE_DOWN: _double_down,
    Phase.NICE_DICE: _nice_dice,
    Phase.MY_CHOICE: _my_choice,
    Phase.MY_CHOICE_TILE: _my_choice_tile,
    Phase.GOLDEN: _golden,
    Phase.PRIME_TIME: _prime_time,
    Phase.BOX_SPLIT: _box_split,
    Phase.BOX_PICK: _box_pick,
}


def build_menu(phase: str, legal: list[Any], state: Any, seat: int, names: list[str]) -> tuple[str, str, list[Choice]]:
    """(title, explanation, choices) for `seat` deciding in `phase` with these legal actions."""
    title = t(f"royale.prompt.{phase}.title")
    body = t(f"royale.prompt.{phase}.body")
    menu = MENUS.get(phase)
    if menu is None:
        return title, body, [Choice(str(a), a) for a in legal]
    special, choices = menu(legal, state, seat, names)
    return title, special or body, choices
