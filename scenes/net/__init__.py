"""The network game's screens: host or join, the host's set-up, the join list, the lobby, and the game's end."""
