package game

// Pos is a position on a game's board in the game's own terms: what its
// Drawable makes of the numbers a bot wrote in a drawing (package draw),
// and what its painter places on the screen (a square's column and row; a
// face, a row and a column of a cube).
type Pos [3]int

// Drawable is a Match or a Replay whose board bots draw on: it reads the
// positions of their drawing commands (package draw). A game writes it
// once, on a type of its board that its Match and its Replay both embed.
type Drawable interface {
	// PosArity is how many numbers a position is written with (2, or 3).
	PosArity() int
	// DrawPos is the position seat wrote as nums (PosArity numbers, as
	// the seat reads positions in its own input: its coordinates' order,
	// its own perspective), false when it lies off the board.
	DrawPos(seat int, nums []int) (Pos, bool)
}

// Wrapping is a Drawable whose board wraps round (a torus): a line is
// drawn the shorter way round.
type Wrapping interface {
	// Nearest is to moved by whole turns round the board so that it lies
	// nearest from (it may then lie off the board).
	Nearest(from, to Pos) Pos
}
