"""Pieces shared by every game's rules: errors, seeded chance, majority ranking, the game protocol."""
