"""Measurement, kept out of the game: the headless tournament (`simulate`), the speed benchmarks (`bench`), the
machine's speed calibration and the timing of computer players' decisions.

Nothing in the game imports this package; it plays through the same driver (`Match`) as the app. Only the
benchmarks that run the real window (`frames`, `pace`, `app`) load pygame, and only when they run.
"""
