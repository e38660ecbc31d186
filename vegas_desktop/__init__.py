"""Vegas Desktop: the Las Vegas family of games. Rules live in pygame-free subpackages."""

import os

# pygame prints a banner on import unless told not to; it must be set before any module imports pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
