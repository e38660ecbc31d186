"""Cash & Run on screen: the 36-field board, pawns, roulette, cards, auctions and bluffs."""
