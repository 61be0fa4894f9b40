package engine

import (
	"math/bits"
	"slices"
)

// updateVision brings each player's vision up to date with its ants, as
// the engine's update_vision does: an ant born sees its whole view, an
// ant that moved gains and loses the edges of it, a dead ant loses the
// view it had before the turn. Squares newly in view are kept for
// updateRevealed.
func (s *State) updateVision() {
	g := s.geo
	for _, a := range s.live {
		ant := &s.Ants[a]
		p := ant.Owner
		switch {
		case ant.Prev < 0:
			s.seeAt(p, ant.Sq, g.view, g.viewAt, 1)
		case ant.Sq != ant.Prev:
			d := dirIndex(ant.Orders[len(ant.Orders)-1])
			s.seeAt(p, ant.Sq, g.gain[d], g.gainAt[d], 1)
			s.seeAt(p, ant.Sq, g.lose[d], g.loseAt[d], -1)
		}
	}
	for _, a := range s.dead {
		ant := &s.Ants[a]
		s.seeAt(ant.Owner, ant.Prev, g.view, g.viewAt, -1)
	}
}

// seeAt is see with diffs, offs as square differences (see
// geometry.inner), used away from the map's edges.
func (s *State) seeAt(p int8, sq int32, offs []off, diffs []int32, delta int) {
	if !s.geo.inner(sq) {
		s.see(p, sq, offs, delta)
		return
	}
	v, seen, bit := s.vision[p], s.seenBy, uint16(1)<<p
	if delta < 0 {
		for _, d := range diffs {
			t := sq + d
			if v[t]--; v[t] == 0 {
				seen[t] &^= bit
			}
		}
		return
	}
	if s.cand == nil {
		s.cand = make([][]int32, s.Players)
	}
	rev, cand := s.revealed, s.cand[p]
	for _, d := range diffs {
		t := sq + d
		if v[t] == 0 {
			if rev[t]&bit == 0 {
				cand = append(cand, t)
			}
			seen[t] |= bit
		}
		v[t]++
	}
	s.cand[p] = cand
}

// see adds delta to player p's vision of the squares at offsets offs from
// sq; squares that come into view are noted in s.cand.
// It keeps s.seenBy's bit of p set on the squares in view.
func (s *State) see(p int8, sq int32, offs []off, delta int) {
	v, seen, bit := s.vision[p], s.seenBy, uint16(1)<<p
	g := s.geo
	r, c := g.rowCol(sq)
	if delta < 0 {
		for _, o := range offs {
			t := g.from(r, c, o)
			if v[t]--; v[t] == 0 {
				seen[t] &^= bit
			}
		}
		return
	}
	if s.cand == nil {
		s.cand = make([][]int32, s.Players)
	}
	rev, cand := s.revealed, s.cand[p]
	for _, o := range offs {
		t := g.from(r, c, o)
		if v[t] == 0 {
			if rev[t]&bit == 0 {
				cand = append(cand, t)
			}
			seen[t] |= bit
		}
		v[t]++
	}
	s.cand[p] = cand
}

// updateRevealed is the engine's update_revealed: squares in view for the
// first time are revealed, their water kept to be sent (row by row), and
// each enemy whose ant a player sees for the first time gets the player's
// next number (scanning the squares row by row).
func (s *State) updateRevealed() {
	var counting uint16 // the players that have not numbered everyone
	for p := range s.Players {
		water := s.newWater[p][:0]
		if s.cand != nil {
			rev, v, bit := s.revealed, s.vision[p], uint16(1)<<p
			for _, sq := range s.cand[p] {
				if v[sq] > 0 && rev[sq]&bit == 0 {
					rev[sq] |= bit
					if s.water[sq] {
						water = append(water, sq)
					}
				}
			}
			s.cand[p] = s.cand[p][:0]
		}
		slices.Sort(water)
		s.newWater[p] = water
		if s.numbered[p] < s.Players {
			counting |= 1 << p
		}
	}
	if counting == 0 {
		return
	}
	// Ant by ant, each player seeing it in turn: each player's numbers are
	// given in the order of the ants, as scanning them player by player.
	for _, a := range s.live {
		ant := &s.Ants[a]
		for m := s.seenBy[ant.Sq] & counting; m != 0; m &= m - 1 {
			p := bits.TrailingZeros16(m)
			if rl := s.relabel[p]; rl[ant.Owner] < 0 {
				rl[ant.Owner] = int8(s.numbered[p])
				s.numbered[p]++
			}
		}
	}
}

// Sight returns seen (its memory reused) sized Rows*Cols, set for every
// square an ant on one of squares sees: the view radius around it, over
// the map's edges, as a player's vision counts them (what its bot is told
// of the board is what its ants see).
func (s *State) Sight(seen []bool, squares []int32) []bool {
	n := s.Rows * s.Cols
	if cap(seen) < n {
		seen = make([]bool, n)
	}
	seen = seen[:n]
	clear(seen)
	g := s.geo
	for _, sq := range squares {
		r, c := g.rowCol(sq)
		for _, o := range g.view {
			seen[g.from(r, c, o)] = true
		}
	}
	return seen
}
