package engine

import "sort"

// Score is a seat's result.
type Score struct {
	Hits, Sunken, Damage int
	// Alive: the ship has an intact cell (a seat with no ship counts as
	// alive).
	Alive bool
	Score int // Hits + 5*Sunken - Damage - 10 if dead
}

// Scores are every seat's results so far.
func (s *State) Scores() []Score {
	out := make([]Score, len(s.Ships))
	for i := range s.Ships {
		sh := &s.Ships[i]
		sc := Score{Hits: sh.Hits, Sunken: sh.Sunken, Damage: sh.Damage, Alive: sh.Class == 0 || sh.Alive()}
		sc.Score = sc.Hits + 5*sc.Sunken - sc.Damage
		if !sc.Alive {
			sc.Score -= 10
		}
		out[i] = sc
	}
	return out
}

// Ranking is the controller's final table: seats by score, then alive
// before dead, then more sunken, more hits, less damage; remaining ties
// in seat order.
func Ranking(sc []Score) []int {
	seats := make([]int, len(sc))
	for i := range seats {
		seats[i] = i
	}
	sort.SliceStable(seats, func(a, b int) bool {
		x, y := sc[seats[a]], sc[seats[b]]
		switch {
		case x.Score != y.Score:
			return x.Score > y.Score
		case x.Alive != y.Alive:
			return x.Alive
		case x.Sunken != y.Sunken:
			return x.Sunken > y.Sunken
		case x.Hits != y.Hits:
			return x.Hits > y.Hits
		}
		return x.Damage < y.Damage
	})
	return seats
}
