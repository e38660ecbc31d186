"""House rules this implementation decided beyond the rulebook (docs/rules.md#royale-house-rules; the rules help lists
them with the rulebook's)."""

from __future__ import annotations

# (key, English text): keys are stable so the UI can translate them through its own text area.
HOUSE_RULES: tuple[tuple[str, str], ...] = (
    ("start", "Round 1 starts with the first seat."),
    ("no_repeats", "With 'no repeats', a round gets fewer boards when fewer unused boards are left."),
    ("score", "Final score: money cards plus 10k per jeton; ties: more cards plus jetons, then shared."),
    ("void_throw", "A throw whose every value is a closed casino is void: the turn passes, no jeton is spent."),
    (
        "power_play",
        "Power Play: the marker stays with its holder while any player has a strict majority there; "
        "it returns only when no player does (a grey or neutral majority counts as nobody).",
    ),
    ("high_five", "High Five: checked when the tile is activated."),
    (
        "knockout",
        "Knockout?: a player holding only one kind of die has that die chosen for them; "
        "all choices are revealed together.",
    ),
    ("block_it", "Block It!: taking a group is compulsory while groups are left."),
    ("handicap", "Handicap: optional; its 'turn or take back' reward, like My Choice 5, must be used if possible."),
    (
        "nice_dice",
        "Nice Dice: the die may come from this turn's throw (still in hand) or from the dice just "
        "placed at this casino.",
    ),
    (
        "my_choice",
        "My Choice 4: a tile at a closed casino cannot be activated; Prime Time, Bad Luck and "
        "Black Box do nothing when activated.",
    ),
    ("fifty_fifty", "Fifty Fifty: on field 7 the reward is taken automatically."),
    ("prime_time", "Prime Time: only a player who would take the higher card throws; not the grey or neutral player."),
    (
        "bad_luck",
        "Bad Luck: cards are handed over automatically (the smallest card covering 50k, else the "
        "smallest cards upward), change comes back as one card; what cards and jetons cannot cover is forgiven.",
    ),
)
