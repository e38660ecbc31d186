"""What the dice tables share (Las Vegas and Royale; the card table borrows the labels): the arena's geometry,
the throw simulation, the display model with its casino dice groups, and the drawing of arena dice and labels."""
