"""Cash & Run's rules help and field tooltips tell the truth (issue 29, point 2): every rule a player meets is
explained in English and in German, in the help section or tooltip where it belongs, and the old false claim about
the board's order is gone. The turn prompt does not promise a second roll in the final lap."""

from __future__ import annotations

import pytest

from vegas_desktop import games, text

# what must be said -> (text key, words in English, words in German); each key is one the help or a tooltip shows
ITEMS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    "no voluntary auction during anyone's final lap": (
        "rules.cr_auction.body",
        ("never while anyone is on a final lap",),
        ("nie, solange jemand in seiner Schlussrunde ist",),
    ),
    "voluntary auctions at any decision of your own turn": (
        "rules.cr_turn.body",
        ("At any decision of your own during your turn", "before choosing a stake", "ends by itself"),
        ("Bei jeder eigenen Entscheidung in deinem Zug", "vor dem Einsatz", "endet von selbst"),
    ),
    "the C&R field during your own final lap": (
        "rules.cr_fields.body",
        ("In your own final lap you just stay",),
        ("In der eigenen Schlussrunde bleibst du einfach stehen",),
    ),
    "the C&R field tooltip": ("cashrun.rule.cash_run", ("own final lap: stay",), ("eigenen Schlussrunde: stehen",)),
    "All play when the bank is short": (
        "rules.cr_fields.body",
        ("When the bank is short, it pays what it has and the lowest player pays the rest",),
        ("Hat die Bank zu wenig, zahlt sie, was sie hat, und der Niedrigste zahlt den Rest",),
    ),
    "no bluffs at All play": ("rules.cr_fields.body", ("No bluff cards at All play",), ("Bei Alle spielen keine",)),
    "All play tooltip": ("cashrun.rule.all_play", ("lowest pays the rest", "No bluff"), ("Niedrigste", "Keine Bluff")),
    "Grand Slam when the bank is short": (
        "rules.cr_fields.body",
        ("When the bank is short it pays what it has; an empty bank: nothing happens",),
        ("Hat die Bank zu wenig, zahlt sie, was sie hat; ist sie leer, geschieht nichts",),
    ),
    "a lost Grand Slam stage ends the turn, even after a double": (
        "rules.cr_turn.body",
        ("A lost Grand Slam stage ends your turn at once, even after a double",),
        ("Eine verlorene Grand-Slam-Stufe beendet deinen Zug sofort, auch nach einem Pasch",),
    ),
    "Grand Slam tooltip": (
        "cashrun.rule.grand_slam",
        ("ends the turn", "pays what it has"),
        ("beendet den Zug", "zahlt sie, was sie hat"),
    ),
    "the takeover's call and its 100k to the pot": (
        "rules.cr_fields.body",
        ("pay $100,000 into the pot and make your call: odd or even", "red or black"),
        ("zahlt 100.000 $ in den Pot und sagt an: gerade oder ungerade", "rot oder schwarz"),
    ),
    "takeover tooltip": ("cashrun.rule.takeover", ("into the pot, call",), ("in den Pot, sag",)),
    "accepting a bluff replays with the same stake": (
        "rules.cr_bluff.body",
        ("Accept: the card goes under the pile unseen and the same game is played again with the same bet and stake",),
        ("Annehmen: Die Karte kommt ungesehen unter den Stapel", "mit derselben Wette und demselben Einsatz"),
    ),
    "challenging a bluff reveals it": (
        "rules.cr_bluff.body",
        ("Challenge: the card is turned over", "symbol of the game played"),
        ("Anzweifeln: Die Karte wird aufgedeckt", "Symbol des gespielten Spiels"),
    ),
    "the game types of the winning combinations": (
        "rules.cr_combos.body",
        (
            "roulette casinos are Montreal, Monte Carlo, Reno, Sun City and Venice",
            "dice casinos are Las Vegas",
            "card casinos are Atlantic City",
        ),
        (
            "Roulette-Casinos sind Montreal, Monte Carlo, Reno, Sun City und Venice",
            "Würfel-Casinos sind Las Vegas",
            "Karten-Casinos sind Atlantic City",
        ),
    ),  # fmt: skip
    "the colour groups of the winning combinations": (
        "rules.cr_combos.body",
        ("blue Montreal, Las Vegas, Atlantic City", "red Monte Carlo", "green Reno", "gold Sun City", "violet Venice"),
        ("blau Montreal, Las Vegas, Atlantic City", "rot Monte Carlo", "grün Reno", "gold Sun City", "violett Venice"),
    ),
    "the player count at the start sets the combination": (
        "rules.cr_combos.body",
        ("number of players at the start counts for the whole game",),
        ("Spielerzahl zu Beginn",),
    ),
    "no round limit by default, the limit a house rule": (
        "rules.cr_goal.body",
        ("There is no round limit", "house rule"),
        ("Es gibt kein Rundenlimit", "Hausregel"),
    ),
    "the end offer of an overlong game": (
        "rules.cr_house.body",
        ("longer than 99 of 100 games", "only if all of them agree"),
        ("länger als 99 von 100 Spielen", "nur, wenn alle zustimmen"),
    ),
    "no second turn in the final lap, and stay on C&R": (
        "rules.cr_final.body",
        ("no second turn", "on a Cash & Run field you just stay"),
        ("keinen weiteren Zug", "auf einem Cash-&-Run-Feld bleibst du stehen"),
    ),
}


@pytest.fixture
def language():
    before = text.language()
    yield text.set_language
    text.set_language(before)


@pytest.mark.parametrize("item", sorted(ITEMS))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_help_explains_each_rule_a_player_meets(item, lang, language):
    key, english, german = ITEMS[item]
    language(lang)
    said = text.t(key)
    assert said != key, f"{key} is missing in {lang}"
    for words in english if lang == "en" else german:
        assert words in said, f"{item}: {words!r} not in {lang} {key}"


def test_every_key_checked_is_shown_by_the_help_or_a_field_tooltip():
    sections = games.descriptor("cashrun").help_sections
    for key, _, _ in ITEMS.values():
        if key.startswith("rules."):
            assert key.removeprefix("rules.").removesuffix(".body") in sections
        else:
            assert key.startswith("cashrun.rule.")  # the field cards (scenes/cashrun/hints.py)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_false_rules_sheet_order_claim_is_gone(lang, language):
    language(lang)
    every = " ".join(text.t(f"rules.{s}.body") for s in games.descriptor("cashrun").help_sections)
    assert "order of the rules sheet" not in every and "Reihenfolge des Regelblatts" not in every
    assert "50 rounds unless changed" not in every and "50 Runden ohne Änderung" not in every


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_prompt_promises_a_second_roll_only_outside_the_final_lap(lang, language):
    from vegas_desktop.cashrun.model import Phase
    from vegas_desktop.cashrun.moves import Roll
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.cashrun.build import build_prompt

    language(lang)
    match = new_match("cashrun", ["human", "normal", "normal"], 3)
    match.run_agents()
    while match.view(0).phase is not Phase.TURN:
        match.play(0, match.legal(0)[0])
        match.run_agents()
    double = "a double rolls again" if lang == "en" else "ein Pasch darf noch einmal"
    assert double in build_prompt(match.view(0), match.legal(0), 0, ["A", "B", "C"]).body
    match.state.laps[0] = __import__("vegas_desktop.cashrun.model", fromlist=["Lap"]).Lap((0, 1, 2), 0)
    body = build_prompt(match.view(0), [Roll()], 0, ["A", "B", "C"]).body
    assert double not in body and ("no second turn" in body or "kein weiterer Zug" in body)
