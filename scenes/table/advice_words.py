"""Advice in words (issue 32): actions, figures, casinos, bets and the payout preview named for the player.

Shared by the table's advice overlay, the games' advice looks and the game review; everything goes through
`vegas_desktop.text`, so a language switch changes it all.
"""

from __future__ import annotations

from typing import Any

from vegas_desktop.advice import hint as hints
from vegas_desktop.advice import preview
from vegas_desktop.app import style
from vegas_desktop.text import has, t


def fit(content: str, size: int, width: int, bold: bool = False) -> str:
    """`content` cut with an ellipsis to `width` pixels."""
    f = style.font(size, bold)
    if f.size(content)[0] <= width:
        return content
    while content and f.size(content + "…")[0] > width:
        content = content[:-1]
    return content + "…"


def wrap(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`content` in lines of at most `width` pixels (by words)."""
    f = style.font(size, bold)
    lines: list[str] = []
    current = ""
    for word in content.split():
        attempt = f"{current} {word}".strip()
        if current and f.size(attempt)[0] > width:
            lines.append(current)
            current = word
        else:
            current = attempt
    return [*lines, current] if current else lines


def wrap_parts(content: str, size: int, width: int, joint: str = " · ") -> list[str]:
    """`content` in lines of at most `width` pixels, broken between its parts (`joint`), and between words only
    inside a part too wide alone (a long name); follow-on lines are indented."""
    f = style.font(size)
    indent = "   "
    lines: list[str] = []
    for part in content.split(joint):
        if lines and f.size(lines[-1] + joint + part)[0] <= width:
            lines[-1] += joint + part
            continue
        first = part if not lines else indent + part
        if f.size(first)[0] <= width:
            lines.append(first)
            continue
        pieces = wrap(part, size, width - f.size(indent)[0])
        lines += [piece if not lines and i == 0 else indent + piece for i, piece in enumerate(pieces)]
    return lines


def default_label(action: Any) -> str:
    """An action named by its kind, for games without a look (never empty)."""
    name = type(action).__name__
    key = f"advice.action.{name}"
    return t(key) if has(key) else name


def figure_text(value: float | None, chance: bool) -> str:
    if value is None:
        return ""
    if chance:
        return t("advice.figure.chance", value=round(value))
    return t("advice.figure.money", value=signed_k(round(value)))


def signed_k(amount: int) -> str:
    return f"+{amount}k" if amount > 0 else f"{amount}k" if amount < 0 else "±0"


def why_text(hint: hints.Hint, game: str = "") -> str:
    key, args = hint.why
    lead = args.get("lead")
    words = {k: v for k, v in args.items() if k != "lead"}
    if isinstance(words.get("casino"), int):
        words["casino"] = casino_name(game, words["casino"])
    sentence = t(key, **words) if has(key) else t("advice.why.plain")
    if isinstance(lead, int) and lead > 0 and key != "advice.why.odds":
        sentence += " " + t("advice.why.lead_chance" if hint.chance else "advice.why.lead_money", lead=lead)
    return sentence


def _who(owner: int, seat: int, names: list[str]) -> str:
    if owner == seat:
        return t("advice.you")
    if 0 <= owner < len(names):
        return names[owner]
    return t("advice.neutral")


def preview_lines(game: str, view: Any, action: Any, seat: int, names: list[str]) -> list[str]:
    """The preview in words: a title, then per casino who would get what, before → after."""
    if game == "cashrun":
        odds = preview.bet_odds(view, action)
        if not odds:
            return []
        lines = [t("advice.preview.odds_title")]
        for o in odds:
            lines.append(odds_line(o))
        return lines
    changes = preview.casino_changes(game, view, action)
    if not changes:
        return []
    lines = [t("advice.preview.title")]
    for change in changes:
        before, after = dict(_by_owner(change.before)), dict(_by_owner(change.after))
        owners = sorted(set(before) | set(after), key=lambda o: (o != seat, o))
        moved = [o for o in owners if before.get(o, 0) != after.get(o, 0)]
        casino = casino_name(game, change.casino)
        if not moved:
            held = [f"{_who(o, seat, names)} {after[o]}k" for o in owners if after.get(o)]
            lines.append(t("advice.preview.no_change", casino=casino, held=" · ".join(held) or "—"))
            continue
        parts = [
            t(
                "advice.preview.change",
                who=_who(o, seat, names),
                before=k_or_dash(before.get(o)),
                after=k_or_dash(after.get(o)),
            )
            for o in moved
        ]
        lines.append(f"{casino}: " + " · ".join(parts))
    return lines


def _by_owner(payouts: preview.Payouts) -> list[tuple[int, int]]:
    total: dict[int, int] = {}
    for owner, bill in payouts:
        total[owner] = total.get(owner, 0) + bill
    return list(total.items())


def k_or_dash(amount: int | None) -> str:
    return f"{amount}k" if amount else "—"


def casino_name(game: str, number: int) -> str:
    for key in (f"{game}.casino.{number}", f"table.casino.{number}"):
        if has(key):
            return t(key)
    return t("advice.casino", n=number)


def odds_line(o: preview.BetOdds) -> str:
    """'Dozen ×2: wins 12 of 36 → +80k' (a pot, a takeover, Grand Slam: what is won instead of a multiple)."""
    if o.what == "sure":
        return t(f"advice.preview.sure_{o.kind}", payout=o.payout)
    name = bet_name(o.kind, o.pick)
    if o.what == "bet" and o.factor:
        return t("advice.preview.odds", bet=name, factor=o.factor, wins=o.wins, of=o.of, payout=o.payout)
    if o.what == "pot":
        return t("advice.preview.odds_pot", bet=name, wins=o.wins, of=o.of, payout=o.payout)
    if o.what == "grand_slam":
        return t("advice.preview.odds_slam", bet=name, wins=o.wins, of=o.of, payout=o.payout)
    return t("advice.preview.odds_plain", bet=name, wins=o.wins, of=o.of)


def bet_name(kind: str, pick: tuple[int, ...]) -> str:
    key = f"advice.bet.{kind}"
    if not has(key) and kind != "one":
        return kind
    if kind == "dozen":
        return t(key, a=12 * pick[0] + 1, b=12 * pick[0] + 12) if pick else t("advice.bet.dozen_any")
    if kind == "six":
        return t(key, a=6 * pick[0] + 1, b=6 * pick[0] + 6) if pick else t("advice.bet.six_any")
    if kind == "two":
        return t(key, a=pick[0], b=pick[1]) if len(pick) == 2 else t("advice.bet.two_any")
    if kind == "one":
        return t("advice.bet.single", a=pick[0]) if pick else t("advice.bet.one_any")
    if kind == "suit":
        return t(f"advice.suit.{pick[0]}") if pick else t("advice.bet.suit_any")
    return t(key)
