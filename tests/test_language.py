"""English and German: the tables agree key for key, German is German, counts take the right form, and the
language is chosen by --lang, remembered in the settings and switched live."""

from __future__ import annotations

import json
import re
import string

import pytest

from vegas_desktop import cli, text
from vegas_desktop.app import settings
from vegas_desktop.resources import asset_path

LETTERS = re.compile(r"[A-Za-zÄÖÜäöüß]")
# German values that are rightly the English ones: names (casinos, tiles, people, the games, languages), words
# German uses as they are, and values that are codes rather than words.
SAME_IN_GERMAN = {
    "app.title",
    "menu.title",
    "menu.subtitle",
    "table.game_title",
    "royale.title",
    "royale.subtitle",
    "setup.game.lasvegas",
    "setup.game.royale",
    "colour.orange",
    "common.level.normal",
    "menu.speed.normal",
    "settings.language.en",  # a language is named in its own words
    "settings.language.de",
    "settings.speed.normal",
    "settings.computer_turns.normal",
    "cashrun_board.game.0",  # Roulette
    "cashrun_board.colour.3",  # Gold
    "settings.text_size.normal",
    "setup.col.name",
    "setup.seed",
    "setup.computer",
    "table.computer",
    "cards.computer",
    "results.computer",
    "setup.opt.biggy",
    "royale.kind_biggy",
    "table.bandit_short",
    "cards.confirm_key",
    "royale.power_marker",
    "royale.summary_fined",
    "royale.fine",
    "royale.short_jetons",
    "royale.short_money",
    "royale.payday_1",
    "royale.payday_2",
    "royale.payday_3",
    "royale.payday_6",
    "language.name.en",
    "language.name.de",
    "rules.sections.lasvegas",
    "rules.sections.royale",
    "rules.sections.cards",
    "rules.sections.cashrun",
    "setup.game.cashrun",
    "cashrun.pot",
    "cashrun.bank",
    "cashrun.results_casinos",
    "cashrun.prompt.grand_slam.title",
}
SAME_PREFIXES = ("common.casino.", "table.casino.", "common.default_name.", "royale.reason.")
SAME_SUFFIXES = (".name",)  # the Royale tiles keep their English names in the German rulebook
PROPER_NAMES = [
    *("Lucky Punch", "Jackpot", "Prime Time", "Fifty Fifty", "High Five", "Bad Luck", "Pay Day", "Power Play"),
    *("No Entry!", "Knockout?", "Block It!", "Handicap", "Black Box", "Double Down", "Nice Dice", "My Choice"),
    *("Gold Mine", "Bajazzo", "Miracle", "Oasis", "Sphinx", "Show Hall", "Emily", "Henry", "Alena", "Sandra"),
    *("Las Vegas", "Vegas Desktop", "English"),
]
ENGLISH_WORDS = {"the", "and", "of", "to", "is", "your", "you", "round", "bill", "bills", "turn", "player", "players"}
# keys only German has: it translates texts a game package keeps itself (royale.house_rules)
GERMAN_ONLY_PREFIX = "rules.royale.house."


@pytest.fixture(autouse=True)
def _english_after():
    yield
    text.set_language("en")


def _placeholders(value: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(value) if name is not None}


def _file_tables(code: str) -> dict[str, dict[str, str]]:
    folder = asset_path("lang", code)
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))}


def test_both_languages_have_the_same_files_and_keys():
    en, de = _file_tables("en"), _file_tables("de")
    assert set(en) == set(de)
    for name in en:
        german = {k for k in de[name] if not k.startswith(GERMAN_ONLY_PREFIX)}
        assert set(en[name]) == german, name


def test_every_key_has_the_same_placeholders_in_both_languages():
    en, de = text.keys("en"), text.keys("de")
    for key, value in en.items():
        assert _placeholders(value) == _placeholders(de[key]), key


def test_values_format_with_their_placeholders():
    for code in text.LANGUAGES:
        for value in text.keys(code).values():
            value.format(**{name: 1 for name in _placeholders(value)})  # no stray braces


def test_german_is_not_english():
    en, de = text.keys("en"), text.keys("de")
    same = []
    for key, value in en.items():
        if de[key] != value or key in SAME_IN_GERMAN or value in PROPER_NAMES:
            continue
        if key.startswith(SAME_PREFIXES) or key.endswith(SAME_SUFFIXES):
            continue
        words = string.Formatter().parse(value)
        bare = "".join(literal for literal, *_ in words)
        if LETTERS.search(bare):
            same.append(key)
    assert same == []


def test_no_english_words_left_in_german_sentences():
    left = []
    for key, value in text.keys("de").items():
        if key.startswith("rules.sections."):
            continue
        bare = re.sub(r"\{\w*\}|<[^>]+>", " ", value)
        for name in PROPER_NAMES:
            bare = bare.replace(name, " ")
        words = {w.lower() for w in re.findall(r"[A-Za-zÄÖÜäöüß]+", bare)}
        if words & ENGLISH_WORDS:
            left.append((key, sorted(words & ENGLISH_WORDS)))
    assert left == []


def test_royale_house_rules_are_translated():
    from vegas_desktop.royale.house_rules import HOUSE_RULES

    de = text.keys("de")
    assert {f"{GERMAN_ONLY_PREFIX}{key}" for key, _ in HOUSE_RULES} <= set(de)


# -- plurals ------------------------------------------------------------------------------------------------


def test_plural_forms_come_in_pairs_in_both_languages():
    for code in text.LANGUAGES:
        table = text.keys(code)
        for key in table:
            if key.endswith(".one"):
                assert key[: -len(".one")] + ".other" in table, (code, key)


@pytest.mark.parametrize(
    ("code", "key", "values", "expected"),
    [
        ("en", "table.bills", {}, ("0 bills", "1 bill", "2 bills")),
        ("de", "table.bills", {}, ("0 Scheine", "1 Schein", "2 Scheine")),
        ("en", "royale.choice.tokens", {}, ("0 tokens", "1 token", "2 tokens")),
        ("de", "royale.summary_jetons", {}, ("+0 Jetons", "+1 Jeton", "+2 Jetons")),
        ("en", "cards.tie", {}, ("tie at 0 dice!", "tie at 1 die!", "tie at 2 dice!")),
        (
            "de",
            "cards.tie",
            {},
            ("Gleichstand bei 0 Würfeln!", "Gleichstand bei 1 Würfel!", "Gleichstand bei 2 Würfeln!"),
        ),
        (
            "de",
            "royale.choice.dd_biggy",
            {},
            ("Biggy + 0 kleine versetzen", "Biggy + 1 kleinen versetzen", "Biggy + 2 kleine versetzen"),
        ),
        (
            "en",
            "table.log_returned",
            {"casino": "Oasis"},
            ("Oasis: 0 bills back to the pile", "Oasis: 1 bill back to the pile", "Oasis: 2 bills back to the pile"),
        ),
        (
            "de",
            "royale.log_returned",
            {"casino": "Oasis"},
            (
                "Oasis: 0 Geldkarten zurück unter den Stapel",
                "Oasis: 1 Geldkarte zurück unter den Stapel",
                "Oasis: 2 Geldkarten zurück unter den Stapel",
            ),
        ),
    ],
)
def test_counts_take_their_plural_form(code, key, values, expected):
    text.set_language(code)
    assert tuple(text.tn(key, n, **values) for n in (0, 1, 2)) == expected


def test_every_plural_text_says_its_count():
    for code in text.LANGUAGES:
        text.set_language(code)
        for key in text.keys(code):
            if key.endswith(".other"):
                base = key[: -len(".other")]
                names = _placeholders(text.keys(code)[key]) - {"n"}
                for n in (0, 1, 2, 11):
                    shown = text.tn(base, n, **{name: "X" for name in names})
                    assert "{" not in shown
                    if "n" in _placeholders(text.keys(code)[key]):
                        assert str(n) in shown, (code, key, n)


def test_plural_categories_and_fallbacks():
    assert [text.plural_category(n, "en") for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]
    assert [text.plural_category(n, "de") for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]
    assert text.tn("royale.moved.handicap", 1) == text.t("royale.moved.handicap")  # no plural forms: the key
    assert text.tn("no.such.key", 3) == "no.such.key"


def test_no_scene_builds_plurals_by_hand_any_more():
    """The counted texts go through tn: no more 'x_one if n == 1 else x' choices or '(s)' in the tables."""
    from pathlib import Path

    scenes = Path(asset_path("lang", "en")).parents[2] / "scenes"
    for path in scenes.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r'_one"\)? if [^\n]*== 1 else', source), path.name
        assert not re.search(r'_one" if ', source), path.name


# -- choosing the language -------------------------------------------------------------------------------------


def test_set_language_switches_and_counts_versions():
    seen: list[str] = []
    remove = text.on_language_changed(seen.append)
    try:
        before = text.version()
        assert text.set_language("de") is True
        assert text.t("menu.new_game") == "Neues Spiel"
        assert text.set_language("de") is False  # no change, no bump
        assert text.set_language("EN") is True
        assert text.t("menu.new_game") == "New game"
        assert text.version() == before + 2
        assert seen == ["de", "en"]
        with pytest.raises(ValueError):
            text.set_language("fr")
        assert text.language() == "en"
    finally:
        remove()


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_AT"}, "de"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANG": "nonsense"}, "en"),
        ({}, "en"),
    ],
)
def test_system_language(env, expected):
    assert text.system_language(env) == expected


def test_normalise_takes_the_usual_spellings():
    assert text.normalise("German_Germany") == "de"
    assert text.normalise("de-DE") == "de"
    assert text.normalise("de_DE.UTF-8@euro") == "de"
    assert text.normalise("English_United States") == "en"
    assert text.normalise("xx") is None
    assert text.normalise(None) is None


def test_the_first_default_follows_the_system(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert settings.Settings().language == "de"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert settings.Settings().language == "en"


def test_language_is_saved_and_loaded(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.ENV_HOME, str(tmp_path))
    s = settings.Settings()
    s.language = "de"
    assert settings.save(s)
    assert json.loads(settings.settings_path().read_text())["language"] == "de"
    assert settings.load().language == "de"
    assert settings.saved_language() == "de"


@pytest.mark.parametrize("bad", ["fr", 7, None, ["de"], ""])
def test_a_broken_language_falls_back_with_a_notice(tmp_path, monkeypatch, bad):
    monkeypatch.setenv(settings.ENV_HOME, str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    settings.settings_path().write_text(json.dumps({"speed": "fast", "language": bad}))
    loaded = settings.load()
    assert loaded.language == "en" and loaded.speed == "fast"
    (notice,) = settings.take_notices()
    assert "language" in notice
    assert settings.saved_language() == "en"


def test_settings_notices_are_worded_in_the_language_shown(tmp_path, monkeypatch):
    """The file is read before its language is applied: notices are worded when they are shown."""
    monkeypatch.setenv(settings.ENV_HOME, str(tmp_path))
    settings.settings_path().write_text(json.dumps({"language": "de", "speed": "warp"}))
    loaded = settings.load()
    text.set_language(loaded.language)
    (notice,) = settings.take_notices()
    assert notice.startswith("Einige Einstellungen")


# -- the command line --------------------------------------------------------------------------------------------


def _run(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize("bad", ["fr", "german", "", "de_DE"])
def test_bad_lang_exits_2_with_one_clear_line(bad, capsys):
    assert _run(["--autoplay", "--lang", bad]) == 2
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if "error" in line]
    assert len(lines) == 1 and "--lang" in lines[0] and "en, de" in lines[0]
    assert "Traceback" not in err


def test_lang_before_a_subcommand_is_refused(capsys):
    assert _run(["--lang", "de", "bench"]) == 2
    assert "would be ignored" in capsys.readouterr().err


def test_lang_is_parsed():
    args = cli.build_parser().parse_args(["--lang", "DE"])
    assert args.lang == "de"
    assert cli.build_parser().parse_args([]).lang is None
