"""Lasvegas scenes."""
