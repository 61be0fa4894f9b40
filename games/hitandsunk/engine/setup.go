package engine

import (
	"fmt"
	"slices"
)

// Setup is how a recorded game began (floorfall's spec, section 11): the
// grid, each seat's ship and placement, and each round's order of play.
type Setup struct {
	Width     int           `json:"width"`
	Height    int           `json:"height"`
	RoundsMax int           `json:"rounds_max"`
	Players   []SetupPlayer `json:"players"`
	// Orders are the orders of play of the rounds, from round 1: every
	// seat with a ship, dead ones included.
	Orders [][]int `json:"orders"`
}

// SetupPlayer is a seat's ship: Ship is the class (nil: the seat got no
// ship), (X, Y) its head and Dir its direction.
type SetupPlayer struct {
	ID   int  `json:"id"`
	Ship *int `json:"ship"`
	X    int  `json:"x"`
	Y    int  `json:"y"`
	Dir  int  `json:"dir"`
}

// FileError is a mistake in a file, at a place in it ("players[2].x").
type FileError struct {
	Where string
	Msg   string
}

func (e *FileError) Error() string {
	if e.Where == "" {
		return e.Msg
	}
	return e.Where + ": " + e.Msg
}

func fileErrorf(where, format string, args ...any) error {
	return &FileError{Where: where, Msg: fmt.Sprintf(format, args...)}
}

// Check checks a setup: seats within bounds, the grid's side 30 plus the
// seats, each ship on the grid and on no other, each order every seat with
// a ship once.
func (p *Setup) Check() error {
	n := len(p.Players)
	if n < MinSeats || n > MaxSeats {
		return fileErrorf("players", "%d players; a game has %d to %d", n, MinSeats, MaxSeats)
	}
	if p.Width != Sea+n {
		return fileErrorf("width", "%d for %d players; it is %d", p.Width, n, Sea+n)
	}
	if p.Height != Sea+n {
		return fileErrorf("height", "%d for %d players; it is %d", p.Height, n, Sea+n)
	}
	if p.RoundsMax < 1 || p.RoundsMax > 1000 {
		return fileErrorf("rounds_max", "%d is not a number of rounds from 1 to 1000", p.RoundsMax)
	}
	s := New(n, 0, nil)
	var ships []int
	for i, pl := range p.Players {
		where := fmt.Sprintf("players[%d]", i)
		if pl.ID != i {
			return fileErrorf(where+".id", "%d; players are listed by id from 0, so it is %d", pl.ID, i)
		}
		if pl.Ship == nil {
			continue
		}
		c := *pl.Ship
		if c < 1 || c > 5 {
			return fileErrorf(where+".ship", "%d is not a class from 1 to 5 (or null)", c)
		}
		if pl.Dir < 0 || pl.Dir > 3 {
			return fileErrorf(where+".dir", "%d is not a direction from 0 to 3", pl.Dir)
		}
		if !s.on(pl.X, pl.Y) {
			return fileErrorf(where, "head (%d, %d) is off the %dx%d grid", pl.X, pl.Y, s.W, s.H)
		}
		if !s.fits(c, pl.X, pl.Y, pl.Dir) {
			return fileErrorf(where, "a %s with head (%d, %d) facing %d is off the grid or on another ship", Classes[c].Name, pl.X, pl.Y, pl.Dir)
		}
		s.place(i, c, pl.X, pl.Y, pl.Dir)
		ships = append(ships, i)
	}
	for r, o := range p.Orders {
		where := fmt.Sprintf("orders[%d]", r)
		if r >= p.RoundsMax {
			return fileErrorf(where, "an order for round %d of a game of %d rounds", r+1, p.RoundsMax)
		}
		sorted := slices.Sorted(slices.Values(o))
		if !slices.Equal(sorted, ships) {
			return fileErrorf(where, "%v is not the seats with a ship %v, each once", o, ships)
		}
	}
	return nil
}

// Plan is the setup of the game so far, as played: the ships placed and
// the orders of the rounds begun. A game played from it again plays the
// same (it is what a replay keeps).
func (s *State) Plan() *Setup {
	p := &Setup{Width: s.W, Height: s.H, RoundsMax: s.RoundsMax, Players: make([]SetupPlayer, len(s.Ships))}
	for i := range s.Ships {
		p.Players[i] = SetupPlayer{ID: i}
		if s.plan != nil {
			p.Players[i] = s.plan.Players[i]
		} else if s.placed[i].Ship != nil {
			p.Players[i] = s.placed[i]
		}
	}
	p.Orders = s.orders[:len(s.orders):len(s.orders)]
	return p
}
