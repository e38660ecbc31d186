"""The record of finished games and each player's statistics (SQLite; no pygame here)."""
