"""Every decision of seeded games, as a fingerprint per game: for proving that a change leaves the computer players'
choices exactly as they were. Plays the games `simulate` plays (the same seeds, rotated seats, safety caps off) and
prints, per game, a hash of its whole action log, its length, the moves of the seats named `--count` and the
final money. Run it before and after a change and compare the outputs byte for byte:

    python tools/decision_trace.py --game lasvegas --seats hard,normal,normal,normal --games 20 --seed 5
"""

from __future__ import annotations

import argparse
import hashlib

from vegas_desktop.ai import search
from vegas_desktop.bench.tournament import game_seed
from vegas_desktop.games import descriptor, game_names, parse_options
from vegas_desktop.match import new_match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=game_names(), default="lasvegas")
    parser.add_argument("--seats", required=True, help="comma list of levels, e.g. hard,normal,normal,normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--options", default="")
    parser.add_argument("--count", default="hard", help="the level whose decisions are counted")
    args = parser.parse_args()
    search.set_safety_caps(False)  # the sample counts alone decide
    seats = args.seats.split(",")
    options = parse_options(args.game, args.options)
    n = len(seats)
    total = 0
    for index in range(max(0, args.games)):
        seated = [seats[(s - index) % n] for s in range(n)]  # player i sits at seat (i + index) % n
        match = new_match(
            args.game, seated, game_seed(args.seed, index), options, in_place=descriptor(args.game).step is not None
        )
        match.run_agents(max_steps=200_000)
        text = "\n".join(repr(entry) for entry in match.log)
        counted = sum(1 for seat, _action in match.log if seated[seat] == args.count)
        total += counted
        digest = hashlib.sha256(text.encode()).hexdigest()[:16]
        print(index, digest, len(match.log), counted, match.rules.money(match.state), flush=True)
    print(f"{args.count} moves", total)


if __name__ == "__main__":
    main()
