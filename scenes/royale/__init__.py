"""Royale scenes."""
