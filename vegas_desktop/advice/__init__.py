"""Advice for players: "what would Hard do?", the review after the game and the payout preview's shared pieces.

Pure code (no pygame). The hint and the review ask the game's judge (its descriptor's `judge`) on one seat's
observation (`rules.observe`), never the full state, so nothing they say can reveal another seat's secrets; each
game's words, preview and lesson live in its own folders and reach these through its descriptor.
"""
