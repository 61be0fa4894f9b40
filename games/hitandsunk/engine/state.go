package engine

// What a square of the board holds, besides a live ship's seat (>= 0).
const (
	Empty int8 = -1
	Mine  int8 = -2
	Wreck int8 = -3 // a dead ship's squares: they block like rock
)

// Ship is a seat's ship.
type Ship struct {
	Class     int   // 1 to 5; 0: the seat has no ship
	X, Y, Dir int   // head and direction
	Hull      uint8 // bit i set: cell i intact
	Mines     int
	Cooldown  int
	// Underwater: a submarine dived. Shield: a battleship's shield is up.
	// Scan: S was used last turn (the next argument shows 19x19).
	Underwater, Shield, Scan bool
	Hits, Sunken, Damage     int
	// SunkIn and SunkBy are the call the ship sank in and the seat that
	// sank it (its own seat for a ship that sank itself), once it has sunk.
	SunkIn, SunkBy int

	// Refused counts the letters of its answers the rules refused
	// (Step.Refused): a tally of floorfall's, not the controller's.
	Refused int

	// The turn's resources, set when the ship's turn begins.
	Token, Moves, Shots int
	Fired               bool
}

// Alive reports whether the ship has an intact cell (a seat with no ship
// has none).
func (s *Ship) Alive() bool { return s.Hull != 0 }

// Intact reports whether cell i is intact.
func (s *Ship) Intact(i int) bool { return s.Hull&(1<<i) != 0 }

// CanTurn reports whether the ship may still turn (C, K) this turn: with
// a move left, or always for a destroyer.
func (s *Ship) CanTurn() bool { return s.Moves > 0 || s.Class == Destroyer }

// ShotsLeft is the shots the ship may still fire this turn: a first F
// needs the action token, the next ones the shots left.
func (s *Ship) ShotsLeft() int {
	switch {
	case s.Token > 0:
		return max(1, s.Shots)
	case s.Fired:
		return max(0, s.Shots)
	}
	return 0
}

// Len is the ship's length.
func (s *Ship) Len() int { return Classes[s.Class].Len }

// Cell is the square of the ship's cell i.
func (s *Ship) Cell(i int) (int, int) { return Cell(s.X, s.Y, s.Dir, i) }

// State is a game in progress, between two bot calls.
type State struct {
	W, H      int
	RoundsMax int
	Ships     []Ship // by seat
	// Board is the board as the controller last drew it (row-major): it
	// is redrawn only after some actions (see redraw).
	Board []int8
	// Round is the round in play, from 1; 0 while the ships are chosen.
	Round int
	// Order is the round's order of play (seats with a ship).
	Order []int
	// Next is the next seat to choose its ship (round 0), or the index in
	// Order of the ship to play next.
	Next  int
	Calls int // bot calls played
	Over  bool
	// Reason is why the game ended: "last-ship" or "round-limit".
	Reason string

	plan *Setup // the recorded game's setup (shared, never changed), or nil
	rng  rng    // floorfall's own choices
	list []int  // the ships' list, shuffled in place at each round

	placed []SetupPlayer // each seat's ship as placed
	orders [][]int       // the orders of the rounds begun (shared: append only)
}

// New starts a game of seats players: with plan (a recorded game's setup,
// validated: see Setup.Check), the ships, their placement and the rounds'
// orders are the plan's, and rounds past its orders are shuffled from
// seed; without, the ships are placed and the orders drawn from seed.
func New(seats int, seed int64, plan *Setup) *State {
	side := Sea + seats
	s := &State{W: side, H: side, RoundsMax: RoundsMax, Ships: make([]Ship, seats),
		Board: make([]int8, side*side), plan: plan, rng: newRNG(seed), placed: make([]SetupPlayer, seats)}
	if plan != nil {
		s.RoundsMax = plan.RoundsMax
	}
	for i := range s.Board {
		s.Board[i] = Empty
	}
	return s
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	c.Ships = append([]Ship(nil), s.Ships...)
	c.Board = append([]int8(nil), s.Board...)
	c.Order = append([]int(nil), s.Order...)
	c.list = append([]int(nil), s.list...)
	c.placed = append([]SetupPlayer(nil), s.placed...)
	c.orders = s.orders[:len(s.orders):len(s.orders)]
	return &c
}

// Seats is the number of seats.
func (s *State) Seats() int { return len(s.Ships) }

// Seeded reports whether the game's random choices are floorfall's own
// (no recorded setup).
func (s *State) Seeded() bool { return s.plan == nil }

// Acting is the seat called next, -1 once the game is over.
func (s *State) Acting() int {
	switch {
	case s.Over:
		return -1
	case s.Round == 0:
		return s.Next
	}
	return s.Order[s.Next]
}

// on reports whether (x, y) is on the grid.
func (s *State) on(x, y int) bool { return x >= 0 && y >= 0 && x < s.W && y < s.H }

// At is what the drawn board holds at (x, y), which must be on the grid.
func (s *State) At(x, y int) int8 { return s.Board[y*s.W+x] }

func (s *State) set(x, y int, v int8) { s.Board[y*s.W+x] = v }

// redraw draws the board anew as the controller's updateMap does: every
// square holding a ship's seat is emptied, then each ship is drawn, live
// as its seat and dead as wreck. Wrecks once drawn stay; mines stay.
func (s *State) redraw() {
	for i, v := range s.Board {
		if v >= 0 {
			s.Board[i] = Empty
		}
	}
	for seat := range s.Ships {
		sh := &s.Ships[seat]
		if sh.Class == 0 {
			continue
		}
		v := int8(seat)
		if !sh.Alive() {
			v = Wreck
		}
		for i := range sh.Len() {
			x, y := sh.Cell(i)
			if s.on(x, y) {
				s.set(x, y, v)
			}
		}
	}
}

// fits reports whether a ship of class c with head (x, y) facing d lies on
// the grid on empty squares.
func (s *State) fits(c, x, y, d int) bool {
	for i := range Classes[c].Len {
		cx, cy := Cell(x, y, d, i)
		if !s.on(cx, cy) || s.At(cx, cy) != Empty {
			return false
		}
	}
	return true
}

// place gives seat a ship of class c with head (x, y) facing d.
func (s *State) place(seat, c, x, y, d int) {
	s.Ships[seat] = Ship{Class: c, X: x, Y: y, Dir: d, Hull: 1<<Classes[c].Len - 1, Mines: Classes[c].Mines}
	s.list = append(s.list, seat)
	s.placed[seat] = SetupPlayer{ID: seat, Ship: &c, X: x, Y: y, Dir: d}
	s.redraw()
}

// AliveShips is the number of ships alive.
func (s *State) AliveShips() int {
	n := 0
	for i := range s.Ships {
		if s.Ships[i].Alive() {
			n++
		}
	}
	return n
}

// ShipCount is the number of seats with a ship.
func (s *State) ShipCount() int { return len(s.list) }

// beginRound begins the next round, or ends the game: at most one ship
// alive, or the last round played.
func (s *State) beginRound() {
	if s.AliveShips() <= 1 {
		s.Over, s.Reason = true, "last-ship"
		return
	}
	if s.Round >= s.RoundsMax {
		s.Over, s.Reason = true, "round-limit"
		return
	}
	s.Round++
	if s.plan != nil && s.Round <= len(s.plan.Orders) {
		s.Order = append(s.Order[:0], s.plan.Orders[s.Round-1]...)
	} else {
		for i := len(s.list) - 1; i > 0; i-- {
			j := s.rng.Intn(i + 1)
			s.list[i], s.list[j] = s.list[j], s.list[i]
		}
		s.Order = append(s.Order[:0], s.list...)
	}
	s.orders = append(s.orders, append([]int(nil), s.Order...))
	s.Next = -1
	s.advance()
}

// advance goes on to the next live ship of the round (then begins its
// turn), or to the next round.
func (s *State) advance() {
	for {
		s.Next++
		if s.Next >= len(s.Order) {
			s.beginRound()
			return
		}
		if sh := &s.Ships[s.Order[s.Next]]; sh.Alive() {
			c := Classes[sh.Class]
			sh.Token, sh.Moves, sh.Shots, sh.Fired = 1, c.Moves, c.Shots, false
			sh.Cooldown = max(0, sh.Cooldown-1)
			return
		}
	}
}
