"""Which prompt each Cash & Run phase shows: its title, what is at stake, and its legal choices as buttons."""

from __future__ import annotations

from typing import Any

from vegas_desktop.app import style
from vegas_desktop.cashrun import narrator
from vegas_desktop.cashrun.flow import GRAND_SLAM_BETS
from vegas_desktop.cashrun.model import (
    BLANK,
    BOARD,
    CASINO_PRICE,
    CASINOS,
    FACTORS,
    GRAND_SLAM_SAFE,
    GRAND_SLAM_STAGES,
    TAKEOVER_FEE,
    Bet,
    Kind,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Auction,
    Buy,
    Challenge,
    GoTo,
    LayBluff,
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
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun.offer import offer_prompt
from vegas_desktop.scenes.cashrun.prompts import BidPrompt, Choice, Prompt, StakePrompt, casino_field
from vegas_desktop.scenes.cashrun.view import field_title
from vegas_desktop.scenes.table.choice_tree import reachable_actions
from vegas_desktop.scenes.table.story import quiet_paint
from vegas_desktop.text import t

KEY_OF = {"one": "single"}  # text keys ending in ".one" would read as plural forms


def bet_label(bet: Bet) -> str:
    """A bet in words, as the move log says it: 'Red', 'Dozen 13–24', '2 or 5', 'J, Q, K or A', 'Hearts ♥'."""
    return quiet_paint().text(narrator.bet(bet))


def _bet_choices(legal: list[Any], stake: int | None) -> list[Choice]:
    """Bets grouped by kind (one button per kind; kinds with several picks open a sub-list), with factors."""
    groups: dict[str, list[PlaceBet]] = {}
    for a in legal:
        if isinstance(a, PlaceBet):
            groups.setdefault(a.bet.kind, []).append(a)
    out = []
    for kind, acts in groups.items():
        factor = FACTORS[kind]
        win = t("cashrun.wins", amount=style.money(stake * factor)) if stake else ""
        suffix = f"  ×{factor}" + (f" · {win}" if win else "")
        if len(acts) == 1:
            out.append(Choice(bet_label(acts[0].bet) + suffix, acts[0]))
        else:
            leaves = [Choice(bet_label(a.bet), a) for a in acts]
            out.append(Choice(t(f"cashrun.bet_group.{KEY_OF.get(kind, kind)}") + suffix, None, leaves))
    return out


def _casino_choice(casino: int, action: Any, extra: str = "") -> Choice:
    label = art.casino_name(casino) + f" · {art.game_name(CASINOS[casino][2])}" + (f" · {extra}" if extra else "")
    return Choice(label, action, fields=casino_field(casino))


def _symbol(card: int) -> str:
    return t("cashrun.blank") if card == BLANK else t("cashrun.symbol", game=art.game_name(card))


def build_prompt(view: Any, legal: list[Any], seat: int, names: list[str]) -> Prompt:
    """The prompt for `seat` deciding in the view's phase with these legal actions; where the rules let the player
    auction a casino of their own will (at the decisions of their turn), one more button opens those auctions."""
    if view.phase is Phase.OFFER:
        return offer_prompt(view, legal, seat, names)
    if view.phase in (Phase.TURN, Phase.AUCTION_CHOICE):  # the turn's and a debtor's prompt list them already
        return _phase_prompt(view, legal, seat, names)
    prompt = _phase_prompt(view, [a for a in legal if not isinstance(a, Auction)], seat, names)
    sales = [_casino_choice(a.casino, a) for a in legal if isinstance(a, Auction)]
    if sales:
        prompt.extra.append(Choice(t("cashrun.choice.auction"), None, sales))
        short = Buy() not in legal if view.phase in (Phase.BUY_CASINO, Phase.BUY_BLUFF) else False
        if view.phase is Phase.TAKEOVER and not any(isinstance(a, TakeoverFor) for a in legal):
            short = True
        if short:  # the price is out of reach unless a casino is auctioned first
            prompt.body += " " + t("cashrun.short", chips=style.money(view.chips[seat]))
    return prompt


def _phase_prompt(view: Any, legal: list[Any], seat: int, names: list[str]) -> Prompt:
    phase: Phase = view.phase
    f = view.frame
    key = f"cashrun.prompt.{phase.value}"
    title, body = t(f"{key}.title"), t(f"{key}.body")
    choices: list[Choice] = []
    if phase is Phase.START:
        choices = [_casino_choice(a.casino, a) for a in legal if isinstance(a, StartAt)]
    elif phase is Phase.TURN:
        on_lap = any(p == seat for p, *_ in view.laps)  # in the final lap a double does not roll again
        body = t(f"{key}.body_lap" if on_lap else f"{key}.body", round=view.round)
        choices.append(Choice(t("cashrun.choice.roll"), Roll()))
        if StartFinalLap() in legal:
            choices.append(Choice(t("cashrun.choice.final_lap"), StartFinalLap()))
        sales = [_casino_choice(a.casino, a) for a in legal if isinstance(a, Auction)]
        if sales:
            choices.append(Choice(t("cashrun.choice.auction"), None, sales))
    elif phase is Phase.COMBO:
        for a in legal:
            combo = f.choices[a.index]
            fields = tuple(casino_field(c)[0] for c in combo)
            choices.append(Choice(" + ".join(art.casino_name(c) for c in combo), a, fields=fields))
    elif phase is Phase.CASH_RUN:
        groups: dict[Kind, list[Choice]] = {}
        for a in legal:
            if isinstance(a, GoTo):
                fk = BOARD[a.field]
                extra = ""
                if fk.kind is Kind.CASINO:
                    o = view.owner[fk.arg]
                    extra = t("cashrun.for_sale") if o < 0 else (t("cashrun.yours") if o == seat else names[o])
                label = t("cashrun.field_no", name=field_title(a.field), n=a.field) + (f" · {extra}" if extra else "")
                groups.setdefault(fk.kind, []).append(Choice(label, a, fields=(a.field,)))
        for kind, leaves in groups.items():
            choices.append(Choice(t(f"cashrun.field.{kind.value}.group"), None, leaves))
    elif phase is Phase.BUY_CASINO:
        name = art.casino_name(f.casino)
        body = t(f"{key}.body", casino=name, price=style.money(CASINO_PRICE))
        choices = [
            Choice(
                t("cashrun.choice.buy_casino", price=style.money(CASINO_PRICE)), Buy(), fields=casino_field(f.casino)
            ),
            Choice(t("cashrun.choice.no_buy"), Pass()),
        ]
        choices = [c for c in choices if c.action in legal]  # short of the price: no Buy (an auction may raise it)
    elif phase is Phase.BUY_BLUFF:
        choices = [
            Choice(t("cashrun.choice.buy_bluff", price=style.money(CASINO_PRICE)), Buy()),
            Choice(t("cashrun.choice.no_buy"), Pass()),
        ]
        choices = [c for c in choices if c.action in legal]
    elif phase is Phase.DISCARD:
        choices = [Choice(t("cashrun.choice.discard", card=_symbol(view.hand[a.index])), a) for a in legal]
    elif phase is Phase.STAKE:
        return _stake_prompt(view, legal, seat, names, title)
    elif phase is Phase.BET:
        owner = names[f.other]
        body = t(f"{key}.body", stake=style.money(f.stake), casino=art.casino_name(f.casino), owner=owner)
        choices = _bet_choices(legal, f.stake)
    elif phase is Phase.BLUFF:
        winner = f.other if f.loser == f.party else f.party
        body = t(f"{key}.body", name=names[winner], game=art.game_name(f.game))
        choices = [Choice(t("cashrun.choice.no_bluff"), Pass())]
        choices += [Choice(t("cashrun.choice.lay", card=_symbol(view.hand[a.index])), a) for a in legal
                    if isinstance(a, LayBluff)]  # fmt: skip
    elif phase is Phase.JUDGE:
        body = t(f"{key}.body", name=names[f.loser], game=art.game_name(f.game))
        choices = [Choice(t("cashrun.choice.accept"), Accept()), Choice(t("cashrun.choice.challenge"), Challenge())]
    elif phase is Phase.POT:
        body = t(f"{key}.body", pot=style.money(view.pot), game=art.game_name(f.game))
        choices = _bet_choices(legal, None)
    elif phase is Phase.GRAND_SLAM:
        stage = f.stage
        game, bet = GRAND_SLAM_BETS[min(stage, 2)]
        nxt = t("cashrun.choice.play_stage", n=stage + 1, bet=t(f"cashrun.gs_bet.{stage}"),
                amount=style.money(GRAND_SLAM_STAGES[min(stage, 2)]))  # fmt: skip
        if stage == 0:
            body = t(f"{key}.body0", safe=style.money(GRAND_SLAM_SAFE))
            choices = [Choice(t("cashrun.choice.take_safe", amount=style.money(GRAND_SLAM_SAFE)), TakeSafe())]
        else:
            won = style.money(GRAND_SLAM_STAGES[stage - 1])
            body = t(f"{key}.body", won=won, n=stage)
            choices = [Choice(t("cashrun.choice.stop", amount=won), Stop())]
        if PlayOn() in legal:
            choices.append(Choice(nxt, PlayOn()))
    elif phase is Phase.TAKEOVER:
        body = t(f"{key}.body", fee=style.money(TAKEOVER_FEE), game=art.game_name(f.game))
        choices = [Choice(t("cashrun.choice.no_takeover"), Pass())]
        by_owner: dict[int, list[Choice]] = {}
        for a in legal:
            if isinstance(a, TakeoverFor):
                by_owner.setdefault(view.owner[a.casino], []).append(_casino_choice(a.casino, a))
        for o, leaves in sorted(by_owner.items()):
            choices.append(Choice(t("cashrun.choice.challenge_player", name=names[o]), None, leaves))
    elif phase is Phase.TAKEOVER_PICK:
        body = t(f"{key}.body", casino=art.casino_name(f.casino), name=names[f.other], game=art.game_name(f.game))
        choices = _bet_choices(legal, None)
    elif phase is Phase.GIVE_UP:
        body = t(f"{key}.body", name=names[f.other])
        choices = [_casino_choice(a.casino, a) for a in legal if isinstance(a, TakeCasino)]
    elif phase is Phase.AUCTION_CHOICE:
        owed = next((d[2] for d in view.debts if d[0] == seat), 0)
        body = t(f"{key}.body", amount=style.money(owed))
        choices = [_casino_choice(a.casino, a) for a in legal if isinstance(a, Auction)]
    elif phase is Phase.BID:
        body = t(f"{key}.body", casino=art.casino_name(f.casino), name=names[f.seller])
        return BidPrompt(seat, phase, title, body, legal, lambda k, **v: t(f"cashrun.choice.{k}", **v))
    else:  # pragma: no cover - every phase is listed above
        choices = [Choice(type(a).__name__, a) for a in legal]
    return Prompt(seat, phase, title, body, choices)


def _stake_prompt(view: Any, legal: list[Any], seat: int, names: list[str], title: str) -> StakePrompt:
    f = view.frame
    owner = f.other
    stakes = [a.amount for a in legal if isinstance(a, Stake)]
    body = t("cashrun.prompt.stake.body", casino=art.casino_name(f.casino), owner=names[owner],
             game=art.game_name(f.game), chips=style.money(view.chips[owner]))  # fmt: skip
    top = max(FACTORS[b] for b in FACTORS if _fits(b, f.game))

    def labels(value: int) -> tuple[str, list[str]]:
        lines = [t("cashrun.stake_risk", lose=style.money(value), win=style.money(value * top), factor=top)]
        if value * top > view.chips[owner]:
            lines.append(t("cashrun.stake_forces", owner=names[owner]))
        return t("cashrun.choice.stake", amount=style.money(value)), lines

    steps = {k: t(f"cashrun.choice.{k}") for k in ("up10", "down10", "up100", "down100", "max", "min")}
    return StakePrompt(seat, Phase.STAKE, title, body, stakes, labels, steps)


def _fits(kind: str, game: int) -> bool:
    from vegas_desktop.cashrun.model import bets_for

    return any(b.kind == kind for b in bets_for(game))


def covered(prompt: Prompt) -> set[Any]:
    """Every action reachable through the prompt's tree (tests check it equals the legal list)."""
    return reachable_actions(prompt.choices())
