package engine

// Class is a ship class.
type Class struct {
	Name  string
	Len   int // squares
	Moves int // moves a turn
	Shots int // shots a turn
	Range int // of a shot, on each axis
	Mines int // for the whole game
}

// The classes, by the number a bot chooses (1 to 5); Classes[0] is none.
var Classes = [6]Class{
	{},
	{"destroyer", 2, 3, 1, 9, 4},
	{"submarine", 3, 2, 1, 5, 4},
	{"cruiser", 3, 1, 2, 9, 2},
	{"battleship", 4, 1, 3, 7, 1},
	{"carrier", 5, 1, 1, 7, 3},
}

// The class numbers.
const (
	Destroyer  = 1
	Submarine  = 2
	Cruiser    = 3
	Battleship = 4
	Carrier    = 5
)

// Cooldowns of the abilities (one counter a ship).
const (
	CooldownShield = 3
	CooldownRepair = 3
	CooldownDive   = 3
)

// Limits of a game.
const (
	MinSeats  = 2
	MaxSeats  = 16
	RoundsMax = 100
	// Sea is the sea's side without the players: the side is Sea+seats.
	Sea = 30
	// View is the side of the map a ship is sent (19), centred on its head.
	View = 19
)

// dirs are the unit vectors of the directions: 0 up, 1 right, 2 down, 3 left.
var dirs = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// Unit is the unit vector of direction d.
func Unit(d int) (dx, dy int) { return dirs[d&3][0], dirs[d&3][1] }

// Cell is the square of cell i (0 the head) of a ship of head (x, y)
// facing d: the body trails behind the head.
func Cell(x, y, d, i int) (int, int) {
	dx, dy := Unit(d)
	return x - i*dx, y - i*dy
}
