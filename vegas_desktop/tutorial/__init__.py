"""Guided first games: scripted lessons (what to look at, what to do, what happened) over a real match whose
chance is forced to the situations each lesson promises. No pygame here; the overlay is scenes/tutorial/."""
