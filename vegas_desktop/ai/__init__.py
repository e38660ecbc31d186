"""Computer players. They see only a seat's observation and answer with one legal action."""
