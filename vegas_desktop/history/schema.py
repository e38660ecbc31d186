"""The history database's layout: the schema version, the columns each version has, and the migration steps
between versions (kept apart from db.py, which reads and writes the rows)."""

from __future__ import annotations

SCHEMA_VERSION = 5
_SEATS = {"game_id", "seat", "name", "kind", "colour", "money", "rank"}
_GAMES = {"id", "played", "game", "options", "seed", "actions", "log"}
COLUMNS = {  # the columns each schema version has (checked before migrating, so a wrong file is never changed)
    1: {"games": _GAMES, "seats": _SEATS},
    2: {"games": _GAMES | {"undo_used", "rounds"}, "seats": _SEATS},
    3: {"games": _GAMES | {"undo_used", "rounds", "key"}, "seats": _SEATS},
    4: {"games": _GAMES | {"undo_used", "rounds", "key", "hints"}, "seats": _SEATS},
}
COLUMNS[5] = COLUMNS[4]

# Each step takes the database from version i to i + 1 (index i); run in one transaction each.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        played TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        actions INTEGER NOT NULL,
        log TEXT NOT NULL
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        colour INTEGER NOT NULL,
        money INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_name ON seats(name);
    """,
    """
    ALTER TABLE games ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN rounds TEXT NOT NULL DEFAULT '[]';
    """,
    # the game's own id (its finished file's name): recording the same game again changes nothing
    """
    ALTER TABLE games ADD COLUMN key TEXT;
    CREATE UNIQUE INDEX games_by_key ON games(key);
    """,
    "ALTER TABLE games ADD COLUMN hints TEXT NOT NULL DEFAULT '[]';",  # seats that asked Hard for hints
    # Cash & Run games recorded before it had no round limit by default were played to 50 rounds: say so
    """
    UPDATE games SET options = CASE WHEN options = '' THEN 'rounds=50' ELSE 'rounds=50,' || options END
    WHERE game = 'cashrun' AND options NOT LIKE '%rounds=%';
    """,
]
