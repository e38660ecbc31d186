"""The Cash & Run table's side of issue 29's rules: the end offer of an overlong game as a card with a clear why and
a yes and a no (clicking yes at the table ends the game, richest first), and the voluntary auction offered beside
the phase's own choices (here the stake) without any extra step."""

from __future__ import annotations

from tests.cashrun.helpers import casino_field, land, own, table
from vegas_desktop.cashrun import RULES, Options
from vegas_desktop.cashrun.flow import _advance
from vegas_desktop.cashrun.model import Phase
from vegas_desktop.cashrun.moves import AgreeEnd, Auction, KeepPlaying
from vegas_desktop.cashrun.options import OFFER_AFTER_ROUNDS
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.cashrun.build import build_prompt, covered
from vegas_desktop.scenes.cashrun.input import CashRunInput
from vegas_desktop.scenes.table.story import shown
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t

NAMES = ["Ada", "Bo", "Cy", "Di"]


def _offer_match() -> Match:
    """Four seats, humans 0 and 2, the last seat ending the round past the p99 length: seat 0 is asked."""
    state = table(4)
    state.options = Options(voters=(0, 2))
    state.round = OFFER_AFTER_ROUNDS[4]
    state.chips = [1000, 2500, 1500, 3000]
    state.bank = 30000
    state.current = 3
    state.stack.clear()
    _advance(state, [])
    seats = [Seat(NAMES[s], None if s in (0, 2) else make_agent("cashrun", "easy", s), s) for s in range(4)]
    return Match("cashrun", RULES, seats, 1, state.options, state=state)


def test_the_end_offer_card_says_why_who_leads_and_offers_exactly_yes_and_no():
    match = _offer_match()
    assert match.view(0).phase is Phase.OFFER
    legal = match.legal(0)
    prompt = build_prompt(match.view(0), legal, 0, NAMES)
    assert covered(prompt) == set(legal) == {AgreeEnd(), KeepPlaying()}
    assert prompt.title == t("cashrun.offer.title")
    assert str(OFFER_AFTER_ROUNDS[4]) in prompt.body and "Cy" in prompt.body  # the p99, and the other human asked
    assert any("Di" in line for line in prompt.info())  # the richest now


def test_both_humans_clicking_yes_at_the_table_end_the_game_richest_first(app, drive):
    match = _offer_match()
    scene = table_scene(app, match)
    app.stack.push(scene)
    for seat in (0, 2):
        for _ in range(600):
            drive.frames(1)
            inp = scene.parts.input
            assert isinstance(inp, CashRunInput)
            if inp.prompt is not None and scene.human_seat() == seat and inp.prompt.rects:
                break
        prompt = scene.parts.input.prompt
        assert prompt is not None and prompt.phase is Phase.OFFER
        yes = next(i for i, c in enumerate(prompt.level) if c.action == AgreeEnd())
        scene.parts.input.click(prompt.rects[yes].center)  # the input's own click (a crafted game has no results)
        if seat == 0:
            drive.frames(30)
            log = [line for line, _ in shown(scene.parts.input.look.d)]
            assert t("cashrun.log.voted_yes", name="Ada") in log
    assert match.over and match.state.agreed_end and match.state.winners == (3,)


def test_the_stake_prompt_offers_a_voluntary_auction_beside_the_stakes():
    state = table(4)
    own(state, 0, 0)  # Montreal
    own(state, 1, 7)  # Lake Tahoe
    land(state, 0, casino_field(7))
    view = RULES.observe(state, 0)
    assert view.phase is Phase.STAKE
    prompt = build_prompt(view, RULES.legal_actions(state, 0), 0, NAMES)
    assert Auction(0) in covered(prompt)
    assert prompt.choices()[-1].label == t("cashrun.choice.auction")


def test_the_setup_shows_the_round_limit_off_first_and_a_table_knows_its_humans(app, drive, private_settings_home):
    from vegas_desktop.scenes.setup import SetupScene
    from vegas_desktop.scenes.setup_options import OptionsScene
    from vegas_desktop.scenes.table.base import TableScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    drive.click_widget(setup.game_buttons["cashrun"])
    drive.click_widget(setup.options_button)
    options = app.stack.top
    assert isinstance(options, OptionsScene)
    row = next(i for i, sw in enumerate(options.switches) if sw.key == "rounds")
    off = t("setup.opt.value", name=t("setup.opt.rounds"), value=t("setup.opt.rounds.0"))
    assert options.switch_buttons[row].text == off
    drive.click_widget(options.switch_buttons[row])  # the buttons are built again after a click
    on = t("setup.opt.value", name=t("setup.opt.rounds"), value=t("setup.opt.rounds.50"))
    assert options.switch_buttons[row].text == on
    drive.key(__import__("pygame").K_ESCAPE)
    drive.click_widget(setup.start_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.game == "cashrun"
    assert table.match.options.round_limit == 50
    humans = tuple(s for s, seat in enumerate(table.match.seats) if seat.is_human)
    assert humans and table.match.options.voters == humans


def test_a_player_short_of_the_price_is_told_to_auction_first_and_offered_no_buy_button():
    from vegas_desktop.cashrun.moves import Buy, Pass

    state = table(4)
    own(state, 0, 0)  # Montreal
    state.chips[0] = 60
    land(state, 0, casino_field(6))  # Reno, for sale
    legal = RULES.legal_actions(state, 0)
    prompt = build_prompt(RULES.observe(state, 0), legal, 0, NAMES)
    assert covered(prompt) == set(legal) == {Pass(), Auction(0)} and Buy() not in covered(prompt)
    assert prompt.body.endswith(t("cashrun.short", chips="$60,000"))


def test_a_double_in_the_final_lap_is_not_announced_as_a_second_roll(app, drive):
    from vegas_desktop.cashrun.model import Lap
    from vegas_desktop.cashrun.moves import DiceRolled

    state = table(4)
    own(state, 0, 0, 3, 6)
    state.laps[0] = Lap((0, 3, 6), 9)
    seats = [Seat(NAMES[s], None if s == 0 else make_agent("cashrun", "easy", s), s) for s in range(4)]
    match = Match("cashrun", RULES, seats, 1, state.options, state=state)
    scene = table_scene(app, match)
    app.stack.push(scene)
    drive.frames(2)
    handler = scene.parts.animations.handlers()[DiceRolled]

    def shown(event: DiceRolled) -> set[str]:
        handler(event)
        seen = set()
        for _ in range(90):
            drive.frames(1)
            seen.add(scene.parts.input.look.d.stage.result)
        return seen

    lap = shown(DiceRolled(0, (3, 3)))  # seat 0 is on its final lap
    assert any("6" in s for s in lap) and not any(t("cashrun.double", total=6) in s for s in lap)
    assert any(t("cashrun.double", total=4) in s for s in shown(DiceRolled(1, (2, 2))))
