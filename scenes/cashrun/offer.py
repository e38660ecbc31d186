"""The end offer of an overlong Cash & Run game (docs/rules.md#cr-game-end): past its player count's p99 length
without a round limit, each human at the table is asked once whether to end it now by the house rule. The card
says why it is asked, what ending means (the richest wins, chips plus $100,000 a casino), who leads now, and that
one "no" plays on for good. Built from the legal actions like every other prompt (the rules ask, `Match` decides
who answers: only human seats)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vegas_desktop.app import style
from vegas_desktop.cashrun.model import CASINO_PRICE, Phase
from vegas_desktop.cashrun.moves import AgreeEnd, EndAgreed, EndOffered, EndVoted, KeepPlaying
from vegas_desktop.cashrun.options import OFFER_AFTER_ROUNDS
from vegas_desktop.scenes.cashrun.prompts import Choice, Prompt
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.tween import Task
    from vegas_desktop.cashrun.narrator import CashRunNarrator
    from vegas_desktop.scenes.cashrun.cues import Cues
    from vegas_desktop.scenes.table.parts import EventHandler


def leaders(view: Any) -> tuple[list[int], int]:
    """The seats that would win if the game ended now (chips plus 100k a casino), and their worth."""
    worth = [view.chips[p] + CASINO_PRICE * sum(1 for o in view.owner if o == p) for p in range(view.players)]
    alive = [p for p in range(view.players) if view.alive[p]]
    best = max(worth[p] for p in alive)
    return [p for p in alive if worth[p] == best], best


class OfferPrompt(Prompt):
    """The end offer's card: the why and the what in the body, the leader in its info line."""

    def __init__(self, seat: int, title: str, body: str, choices: list[Choice], lead: str) -> None:
        super().__init__(seat, Phase.OFFER, title, body, choices)
        self.lead = lead

    def info(self) -> list[str]:
        return [self.lead]


def offer_prompt(view: Any, legal: list[Any], seat: int, names: list[str]) -> Prompt:
    """The card a human answers when the rules ask them whether to end the game now."""
    f = view.frame
    others = [names[s] for s in (f.order if f is not None else ()) if s != seat]
    body = t(
        "cashrun.offer.body",
        rounds=max(0, view.round - 1),
        p99=OFFER_AFTER_ROUNDS.get(view.players, 0),
        players=view.players,
    )
    if others:
        body += " " + t("cashrun.offer.others", names=", ".join(others))
    who, worth = leaders(view)
    lead = t("cashrun.offer.lead", names=", ".join(names[p] for p in who), amount=style.money(worth))
    choices = []
    if AgreeEnd() in legal:
        choices.append(Choice(t("cashrun.offer.yes"), AgreeEnd()))
    if KeepPlaying() in legal:
        choices.append(Choice(t("cashrun.offer.no"), KeepPlaying()))
    return OfferPrompt(seat, t("cashrun.offer.title"), body, choices, lead)


def offer_handlers(add: Callable[[Task], None], cues: Cues, tell: CashRunNarrator) -> dict[type, EventHandler]:
    """The offer in the log (who is asked, each answer) and the agreed end as a banner."""

    def offered(ev: Any) -> None:  # an EndOffered
        add(cues.log(tell.offered(ev)))

    def voted(ev: Any) -> None:  # an EndVoted
        add(cues.log(tell.voted(ev)))

    def agreed(ev: Any) -> None:  # an EndAgreed
        add(cues.banner(tell.agreed(ev), 1.2))

    return {EndOffered: offered, EndVoted: voted, EndAgreed: agreed}
