"""Guided first games on screen: the coach overlay composed with a game's table, and the screens that open them."""
