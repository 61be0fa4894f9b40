package builtin

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// State is what a bot knows: the game's parameters from the setup text,
// the water it was told of, and the latest turn's view, with what it
// remembers of hills and food out of sight. Squares are numbered row by
// row: sq = row*Cols + col.
type State struct {
	Rows, Cols                               int
	Turn, Turns                              int
	LoadTime, TurnTime                       int
	ViewRadius2, AttackRadius2, SpawnRadius2 int
	PlayerSeed                               int64

	Water []bool  // water it was told of
	Seen  []int32 // the last turn each square was in sight, -1 never
	// Owner is the owner of the ant on each square this turn (-1 none);
	// Food marks the food in sight.
	Owner []int8
	Food  []bool

	Mine    []int   // its ants' squares, in input order
	Enemies []Ant   // enemy ants in sight
	FoodSq  []int   // food in sight, then food remembered out of sight
	MyHills []int   // its hills not known razed
	Hills   []Ant   // enemy hills not known razed
	nb      []int32 // nb[4*sq+d]: the neighbour of sq in direction d
	view    []offset
	setUp   bool
}

// Ant is an ant or a hill of an owner (0 the bot itself).
type Ant struct {
	Sq    int
	Owner int
}

// offset is a square's offset from another.
type offset struct{ dr, dc int }

// Directions, in the protocol's letters and their row, col steps.
const dirLetters = "nesw"

var steps = [4]offset{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// errSetup: a turn text came before the setup text.
var errSetup = errors.New("a turn before the setup (turn 0)")

// Update reads one protocol text (the lines up to "ready" or "go", the
// last line optional): the setup sets the parameters and the map's size,
// a turn text the view of that turn.
func (s *State) Update(text string) error {
	lines := strings.Split(text, "\n")
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "turn ") {
		return fmt.Errorf("the text does not start with a turn line: %.40q", text)
	}
	turn, err := strconv.Atoi(strings.TrimSpace(lines[0][5:]))
	if err != nil {
		return fmt.Errorf("turn line %.40q", lines[0])
	}
	if turn == 0 {
		return s.setup(lines[1:])
	}
	if !s.setUp {
		return errSetup
	}
	s.Turn = turn
	return s.update(lines[1:])
}

// setup reads the setup text's key value lines.
func (s *State) setup(lines []string) error {
	ints := map[string]*int{"rows": &s.Rows, "cols": &s.Cols, "turns": &s.Turns, "loadtime": &s.LoadTime,
		"turntime": &s.TurnTime, "viewradius2": &s.ViewRadius2, "attackradius2": &s.AttackRadius2, "spawnradius2": &s.SpawnRadius2}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != 2 {
			continue
		}
		if f[0] == "player_seed" {
			s.PlayerSeed, _ = strconv.ParseInt(f[1], 10, 64)
		} else if p := ints[f[0]]; p != nil {
			n, err := strconv.Atoi(f[1])
			if err != nil {
				return fmt.Errorf("setup line %.40q", l)
			}
			*p = n
		}
	}
	if s.Rows < 1 || s.Cols < 1 || s.Rows > 1000 || s.Cols > 1000 {
		return fmt.Errorf("setup: a map of %d x %d", s.Rows, s.Cols)
	}
	n := s.Rows * s.Cols
	s.Water, s.Seen, s.Owner, s.Food = make([]bool, n), make([]int32, n), make([]int8, n), make([]bool, n)
	for i := range s.Seen {
		s.Seen[i], s.Owner[i] = -1, -1
	}
	s.nb = make([]int32, 4*n)
	for sq := range n {
		for d, st := range steps {
			s.nb[4*sq+d] = int32(s.Add(sq, st.dr, st.dc))
		}
	}
	s.view = disc(s.ViewRadius2)
	s.setUp = true
	return nil
}

// disc lists the offsets within squared radius r2, the centre included.
func disc(r2 int) []offset {
	var out []offset
	r := 0
	for (r+1)*(r+1) <= r2 {
		r++
	}
	for dr := -r; dr <= r; dr++ {
		for dc := -r; dc <= r; dc++ {
			if dr*dr+dc*dc <= r2 {
				out = append(out, offset{dr, dc})
			}
		}
	}
	return out
}

// update reads a turn's lines into the view and the memory.
func (s *State) update(lines []string) error {
	for _, sq := range s.Mine {
		s.Owner[sq] = -1
	}
	for _, a := range s.Enemies {
		s.Owner[a.Sq] = -1
	}
	s.Mine, s.Enemies = s.Mine[:0], s.Enemies[:0]
	var food []int
	seenHill := map[int]int{}
	for _, l := range lines {
		if l == "go" || l == "" {
			continue
		}
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		r, err1 := strconv.Atoi(f[1])
		c, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil || r < 0 || c < 0 || r >= s.Rows || c >= s.Cols {
			return fmt.Errorf("turn %d: line %.40q", s.Turn, l)
		}
		sq := r*s.Cols + c
		owner := 0
		if len(f) > 3 {
			if owner, err1 = strconv.Atoi(f[3]); err1 != nil || owner < 0 || owner > 100 {
				return fmt.Errorf("turn %d: line %.40q", s.Turn, l)
			}
		}
		switch f[0] {
		case "w":
			s.Water[sq] = true
		case "f":
			food = append(food, sq)
		case "h":
			seenHill[sq] = owner
		case "a":
			s.Owner[sq] = int8(owner)
			if owner == 0 {
				s.Mine = append(s.Mine, sq)
			} else {
				s.Enemies = append(s.Enemies, Ant{sq, owner})
			}
		}
	}
	s.see()
	s.remember(food, seenHill)
	return nil
}

// see marks the squares its ants see this turn.
func (s *State) see() {
	t := int32(s.Turn)
	for _, a := range s.Mine {
		r, c := a/s.Cols, a%s.Cols
		for _, o := range s.view {
			s.Seen[s.wrap(r+o.dr, c+o.dc)] = t
		}
	}
}

// remember keeps food and hills out of sight as last seen, and forgets
// those in sight that are gone.
func (s *State) remember(food []int, hills map[int]int) {
	t := int32(s.Turn)
	for _, sq := range s.FoodSq {
		s.Food[sq] = false
	}
	old := s.FoodSq
	s.FoodSq = append([]int(nil), food...)
	for _, sq := range food {
		s.Food[sq] = true
	}
	for _, sq := range old {
		if s.Seen[sq] != t && !s.Food[sq] {
			s.Food[sq] = true
			s.FoodSq = append(s.FoodSq, sq)
		}
	}
	var mine []int
	for _, sq := range s.MyHills {
		if s.Seen[sq] != t {
			mine = append(mine, sq)
		}
	}
	var enemy []Ant
	for _, h := range s.Hills {
		if s.Seen[h.Sq] != t {
			enemy = append(enemy, h)
		}
	}
	for sq, o := range hills {
		if o == 0 {
			mine = append(mine, sq)
		} else {
			enemy = append(enemy, Ant{sq, o})
		}
	}
	slices.Sort(mine)
	slices.SortFunc(enemy, func(a, b Ant) int { return a.Sq - b.Sq })
	s.MyHills, s.Hills = mine, enemy
}

// wrap is the square at row r, col c, wrapped onto the map.
func (s *State) wrap(r, c int) int {
	r %= s.Rows
	if r < 0 {
		r += s.Rows
	}
	c %= s.Cols
	if c < 0 {
		c += s.Cols
	}
	return r*s.Cols + c
}

// Add is the square dr rows and dc cols from sq.
func (s *State) Add(sq, dr, dc int) int { return s.wrap(sq/s.Cols+dr, sq%s.Cols+dc) }

// Next is the neighbour of sq in direction d (0 n, 1 e, 2 s, 3 w).
func (s *State) Next(sq, d int) int { return int(s.nb[4*sq+d]) }

// Manhattan is the number of steps between two squares, water ignored.
func (s *State) Manhattan(a, b int) int {
	dr, dc := s.delta(a, b)
	return dr + dc
}

// delta is the absolute row and col distance between two squares.
func (s *State) delta(a, b int) (int, int) {
	dr := abs(a/s.Cols - b/s.Cols)
	dc := abs(a%s.Cols - b%s.Cols)
	return min(dr, s.Rows-dr), min(dc, s.Cols-dc)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
