package engine

// Board geometry.
const (
	Size       = 18 // squares per side
	BlockSize  = 3  // squares per block side
	Blocks     = 6  // blocks per side
	NumPlayers = 4

	// FallenTimer is the timer a block takes when it falls: it stands again
	// 19 turn ends later.
	FallenTimer = -19
	// TurnsPerBlock is the delay per block of distance when an attack
	// schedules a block: the k-th block away falls in 4k turns.
	TurnsPerBlock = 4
	// AttackWait is the wait count an attack sets (before the decrement of
	// the same turn).
	AttackWait = 3
	// DefaultTurnLimit is the official turn limit.
	DefaultTurnLimit = 1000
	// MinDistance: alive players are always at Manhattan distance > MinDistance.
	MinDistance = 3
)

// Dir is a facing or move direction: 'U', 'D', 'L' or 'R'.
type Dir byte

// The four directions.
const (
	Up    Dir = 'U'
	Down  Dir = 'D'
	Left  Dir = 'L'
	Right Dir = 'R'
)

// Valid reports whether d is one of U, D, L, R.
func (d Dir) Valid() bool { return d == Up || d == Down || d == Left || d == Right }

// Delta is the change of (x, y) for one step in direction d.
func (d Dir) Delta() (dx, dy int) {
	switch d {
	case Up:
		return 0, -1
	case Down:
		return 0, 1
	case Left:
		return -1, 0
	case Right:
		return 1, 0
	}
	return 0, 0
}

func (d Dir) String() string {
	if !d.Valid() {
		return "?"
	}
	return string(rune(d))
}

// Square is a square of the board: X is the column, Y the row.
type Square struct{ X, Y int }

// On reports whether the square is on the board.
func (s Square) On() bool { return s.X >= 0 && s.X < Size && s.Y >= 0 && s.Y < Size }

// Block is the block the square belongs to.
func (s Square) Block() Block { return Block{s.X / BlockSize, s.Y / BlockSize} }

// Dist is the Manhattan distance between two squares.
func Dist(a, b Square) int { return abs(a.X-b.X) + abs(a.Y-b.Y) }

// Block is a block of 3x3 squares: X is its column (0..5), Y its row.
type Block struct{ X, Y int }

// On reports whether the block is on the board.
func (b Block) On() bool { return b.X >= 0 && b.X < Blocks && b.Y >= 0 && b.Y < Blocks }

// Contains reports whether square s lies in block b.
func (b Block) Contains(s Square) bool { return s.Block() == b }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
