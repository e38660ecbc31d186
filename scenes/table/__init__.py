"""Shared table scenes."""
