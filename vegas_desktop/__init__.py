"""Vegas Desktop: the Las Vegas family of games. Rules live in pygame-free subpackages."""

__version__ = "0.1.0"
