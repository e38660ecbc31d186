"""Playing across machines: one host runs each table's `Match` and serves every seat its own view over a
WebSocket; clients send only their seat's actions. No pygame here (the screens are in `scenes/net/`)."""
