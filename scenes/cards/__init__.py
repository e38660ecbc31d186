"""Cards scenes."""
