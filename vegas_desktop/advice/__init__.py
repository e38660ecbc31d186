"""Advice for players: the payout preview, "what would Hard do?" and the review after the game (issue 32).

Pure code (no pygame): everything here reads one seat's observation (`rules.observe`), never the full state,
so nothing it says can reveal another seat's secrets.
"""
