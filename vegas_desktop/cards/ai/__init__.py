"""The cards computer players and the search and simulators behind them."""
