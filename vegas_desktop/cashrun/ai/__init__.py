"""The cashrun computer players and the search and simulators behind them."""
