package engine

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
)

// generator draws a game's random outcomes from floorfall's generator by
// the engine's rules ("symmetric" food): the map's symmetry (one
// orientation a player, found as the engine's get_map_symmetry finds
// them) splits its squares into sets of one square a player at the same
// place relative to each player's first hill; sets are taken in a random
// order, reshuffled each time all have been taken, and queued whole while
// the food due allows; queued food appears as soon as its square is free
// land. The start adds food_visible sets within sight of the hills, then
// land/food_start food in all.
type generator struct {
	r        rng
	symDone  bool
	sym      []orient // nil: the map is not symmetric (no food)
	symErr   error
	sets     cycle
	visible  cycle
	pending  []pend  // queued food, in the order first queued
	pendAt   []int32 // per square: its index in pending, -1
	extra    int     // food due and not yet queued, times FoodTurn
	setsDone bool
	visDone  bool
}

type pend struct {
	sq    int32
	count int
}

// cycle is a deque of food sets taken in a random order.
type cycle struct {
	sets  [][]int32
	order []int32 // a permutation of sets
	pos   int     // the next in order; len(order): reshuffle first
}

// orient is a player's first hill and the orientation of its part of the
// map (the engine's 8 aims).
type orient struct {
	sq  int32
	aim int
}

func newGenerator(seed int64) *generator { return &generator{r: newRNG(seed, 2)} }

func (g *generator) clone() chance {
	c := *g
	c.sets.order = slices.Clone(g.sets.order)
	c.visible.order = slices.Clone(g.visible.order)
	c.pending = slices.Clone(g.pending)
	c.pendAt = slices.Clone(g.pendAt)
	return &c
}

func (g *generator) diverged() string { return "" }

func (g *generator) foodErr() error { return g.symErr }

func (g *generator) spawnOrder(s *State, p int, hills []int32) []int32 {
	out := slices.Clone(hills)
	g.r.shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	slices.SortStableFunc(out, func(a, b int32) int { return int(s.Hills[a].LastTouched - s.Hills[b].LastTouched) })
	return out
}

// startFood is the engine's start_game: food_visible sets a player within
// sight, then land/food_start food in all.
func (g *generator) startFood(s *State, ev *Events) error {
	if s.P.FoodVisible > 0 {
		g.queue(s, &g.visible, true, s.P.FoodVisible*s.Players, ev)
	}
	start := 0
	if s.P.FoodStart > 0 {
		land := 0
		for _, w := range s.water {
			if !w {
				land++
			}
		}
		start = land/s.P.FoodStart - s.P.FoodVisible*s.Players
	}
	g.queue(s, &g.sets, false, start, ev)
	return nil
}

// turnFood queues the food due this turn: food_rate a player every
// food_turn turns, as a running fraction.
func (g *generator) turnFood(s *State, ev *Events) {
	g.extra += s.P.FoodRate * s.Players
	now := g.extra / s.P.FoodTurn
	left := g.queue(s, &g.sets, false, now, ev)
	g.extra -= (now - left) * s.P.FoodTurn
}

// queue queues whole sets while they fit in amount, places the queued food
// that can be, and returns what is left of amount.
func (g *generator) queue(s *State, c *cycle, starting bool, amount int, ev *Events) int {
	if !g.symDone {
		g.symDone = true
		g.sym, g.symErr = mapSymmetry(s, &g.r)
	}
	if starting && !g.visDone || !starting && !g.setsDone {
		c.sets = foodSets(s, g.sym, starting)
		c.order = make([]int32, len(c.sets))
		for i := range c.order {
			c.order[i] = int32(i)
		}
		c.pos = len(c.order)
		if starting {
			g.visDone = true
		} else {
			g.setsDone = true
		}
	}
	for len(c.sets) > 0 {
		if c.pos == len(c.order) {
			g.r.shuffle(len(c.order), func(i, j int) { c.order[i], c.order[j] = c.order[j], c.order[i] })
			c.pos = 0
		}
		set := c.sets[c.order[c.pos]]
		if len(set) > amount {
			break
		}
		amount -= len(set)
		c.pos++
		for _, sq := range set {
			g.enqueue(s, sq)
		}
	}
	g.place(s, ev)
	return amount
}

func (g *generator) enqueue(s *State, sq int32) {
	if g.pendAt == nil {
		g.pendAt = fill(make([]int32, len(s.water)), -1)
	}
	if i := g.pendAt[sq]; i >= 0 {
		g.pending[i].count++
		return
	}
	g.pendAt[sq] = int32(len(g.pending))
	g.pending = append(g.pending, pend{sq, 1})
}

// place puts queued food on the squares that are free land, one a square.
func (g *generator) place(s *State, ev *Events) {
	n := 0
	for _, p := range g.pending {
		if s.free(p.sq) {
			id := s.addFood(p.sq)
			if ev != nil {
				ev.Appeared = append(ev.Appeared, id)
			}
			p.count--
		}
		if p.count == 0 {
			g.pendAt[p.sq] = -1
			continue
		}
		g.pendAt[p.sq] = int32(n)
		g.pending[n] = p
		n++
	}
	g.pending = g.pending[:n]
}

// offsetAim turns an offset into orientation aim (the engine's
// offset_aim).
func offsetAim(r, c int32, aim int) (int32, int32) {
	switch aim {
	case 1:
		return -r, c
	case 2:
		return r, -c
	case 3:
		return -r, -c
	case 4:
		return c, r
	case 5:
		return -c, r
	case 6:
		return c, -r
	case 7:
		return -c, -r
	}
	return r, c
}

// offset is the square at (dr, dc) from sq, wrapped.
func (s *State) offset(sq, dr, dc int32) int32 {
	return s.geo.at(sq, s.geo.wrap(dr, dc))
}

// foodSets is the engine's get_symmetric_food_sets: for each square in
// row order not yet in a set and not a hill (within sight of the hills
// when starting), the squares at its offset from player 0's first hill,
// turned into each player's orientation; dropped when two of them touch,
// or (starting) when some coincide. Water squares make sets too, whose
// food never appears, as in the engine.
func foodSets(s *State, sym []orient, starting bool) [][]int32 {
	if sym == nil {
		return nil
	}
	var sight []bool
	if starting {
		sight = initialSight(s)
	}
	visited := make([]bool, len(s.water))
	ant0 := sym[0].sq
	cols := int32(s.Cols)
	// The sets' squares one after another in all (ends: where each set
	// ends), cut into sets at the end: one allocation, not one a set.
	var all, ends []int32
	if !starting {
		all = make([]int32, 0, len(s.water))
		ends = make([]int32, 0, len(s.water)/len(sym)+1)
	}
	for sq := range int32(len(s.water)) {
		if visited[sq] || s.hillAt[sq] >= 0 || starting && !sight[sq] {
			continue
		}
		or, oc := sq/cols-ant0/cols, sq%cols-ant0%cols
		from := len(all)
		for _, o := range sym {
			dr, dc := offsetAim(or, oc, o.aim)
			if t := s.offset(o.sq, dr, dc); !slices.Contains(all[from:], t) {
				all = append(all, t)
			}
		}
		set := all[from:]
		close := false
		for _, t := range set[1:] {
			if s.geo.dist2(set[0], t) == 1 {
				close = true
				break
			}
		}
		if close || starting && len(set) != s.Players {
			all = all[:from]
			continue
		}
		for _, t := range set {
			visited[t] = true
		}
		ends = append(ends, int32(len(all)))
	}
	sets := make([][]int32, len(ends))
	from := int32(0)
	for i, end := range ends {
		sets[i] = all[from:end:end]
		from = end
	}
	return sets
}

// initialSight is the land reachable from each hill through land within
// its view radius (the engine's get_initial_vision_squares).
func initialSight(s *State) []bool {
	seen := make([]bool, len(s.water))
	queued := make([]int32, len(s.water)) // per square: 1 + the last hill that queued it
	var queue []int32
	for i, h := range s.Hills {
		mark := int32(i) + 1
		queue = append(queue[:0], h.Sq)
		queued[h.Sq] = mark
		for head := 0; head < len(queue); head++ {
			c := queue[head]
			seen[c] = true
			for d := range 4 {
				n := s.geo.step(c, d)
				if !seen[n] && queued[n] != mark && !s.water[n] && s.geo.dist2(h.Sq, n) <= s.P.ViewRadius2 {
					queued[n] = mark
					queue = append(queue, n)
				}
			}
		}
	}
	return seen
}

// The things the symmetry test compares, as the engine's map holds them
// at the start: ants (their owner, on the hills), land, water, and the
// food it puts as markers; a player's hill is its number. Kept as bytes
// (the int8 values -2, -3, -4 and 0 to 9) so that similar compares rows
// of them as byte strings.
const (
	ilkLand  = 0xfe
	ilkFood  = 0xfd
	ilkWater = 0xfc
)

// mapSymmetry is the engine's get_map_symmetry, with one valid set of
// orientations chosen at random: for each player, a hill and one of 8
// orientations under which the map (water, land, hills) looks from it as
// from player 0's first hill; a set is valid when a marker placed in
// each player's orientation looks the same from every player.
func mapSymmetry(s *State, r *rng) ([]orient, error) {
	ilk := make([]byte, len(s.water))
	for sq := range ilk {
		ilk[sq] = ilkLand
		if s.water[sq] {
			ilk[sq] = ilkWater
		}
	}
	hills := make([][]int32, s.Players)
	for _, h := range s.Hills {
		ilk[h.Sq] = byte(h.Owner)
		hills[h.Owner] = append(hills[h.Owner], h.Sq)
	}
	home := hills[0][0]
	// The engine tries every set; a budget of squares compared bounds the
	// work on maps with many hills or many near-symmetries.
	budget := symmetryBudget
	look := func(a2 int32, aim int, player int8) ([]int8, bool) {
		if budget -= len(ilk); budget < 0 {
			return nil, false
		}
		return similar(s, ilk, home, a2, aim, player), true
	}
	tooMuch := errors.New("the map is not symmetric, or too costly to check (too many hills)")
	type cand struct {
		o     orient
		enemy []int8 // enemy[q]: the player that q stands for
	}
	cands := make([][]cand, s.Players)
	cands[0] = []cand{{orient{home, 0}, identity(s.Players)}}
	for p := 1; p < s.Players; p++ {
		if len(hills[p]) != len(hills[0]) {
			return nil, fmt.Errorf("the map is not symmetric: player 0 has %d hills, player %d has %d", len(hills[0]), p, len(hills[p]))
		}
		for _, h := range hills[p] {
			for aim := range 8 {
				em, ok := look(h, aim, int8(p))
				if !ok {
					return nil, tooMuch
				}
				if em != nil {
					cands[p] = append(cands[p], cand{orient{h, aim}, em})
				}
			}
		}
		if len(cands[p]) == 0 {
			return nil, fmt.Errorf("the map is not symmetric: no orientation of player %d's part matches player 0's", p)
		}
		r.shuffle(len(cands[p]), func(i, j int) { cands[p][i], cands[p][j] = cands[p][j], cands[p][i] })
	}
	// Try sets of orientations in a random order until one is valid.
	pick := make([]int, s.Players)
	for {
		saved := make([]byte, 0, s.Players)
		marks := make([]int32, 0, s.Players)
		for p, i := range pick {
			o := cands[p][i].o
			dr, dc := offsetAim(1, 2, o.aim)
			m := s.offset(o.sq, dr, dc)
			marks = append(marks, m)
			saved = append(saved, ilk[m])
			ilk[m] = ilkFood
		}
		valid, within := true, true
		for p, i := range pick {
			c := cands[p][i]
			em, ok := look(c.o.sq, c.o.aim, c.enemy[0])
			if !ok {
				within = false
				break
			}
			if em == nil {
				valid = false
				break
			}
		}
		for i := len(marks) - 1; i >= 0; i-- {
			ilk[marks[i]] = saved[i]
		}
		if !within {
			return nil, tooMuch
		}
		if valid {
			out := make([]orient, s.Players)
			for p, i := range pick {
				out[p] = cands[p][i].o
			}
			return out, nil
		}
		// The next set: count through the choices.
		p := s.Players - 1
		for ; p > 0; p-- {
			if pick[p]++; pick[p] < len(cands[p]) {
				break
			}
			pick[p] = 0
		}
		if p == 0 {
			break
		}
	}
	return nil, errors.New("the map is not symmetric: no valid set of orientations")
}

// symmetryBudget is how many squares the symmetry test compares at most
// (about 0.1 s; a 200x200 map for 10 players with one hill each takes
// about 3.3 million).
const symmetryBudget = 50_000_000

// alike compares a square seen from two hills, i0 from the first and i1
// from the second (the ilk: land, water or a player's hill), as
// map_similar does: player 0's hill must be player's, another player's hill
// must be a third player's (whom it stands for goes in enemy), land and
// water must be the same.
func alike(enemy []int8, i0, i1, player int8) bool {
	switch {
	case i0 == 0 && i1 != player,
		i0 > 0 && (i1 < 0 || i1 == player),
		i0 < 0 && i1 != i0:
		return false
	}
	if i0 >= 0 {
		enemy[i0] = i1
	}
	return true
}

func identity(n int) []int8 {
	m := make([]int8, n)
	for i := range m {
		m[i] = int8(i)
	}
	return m
}

// similar is the engine's map_similar: whether the map seen from a1 (as
// is) looks as seen from a2 turned by aim, with player 0's ants where
// player's are; it returns which player each one stands for, or nil.
//
// It walks both views row by row instead of working out every square
// anew: the same squares as offset(a1, r, c) and offset(a2, offsetAim(r,
// c, aim)). Along a row of the first view the second one steps by a fixed
// index (a column or a row, either way), so a row is a few runs without a
// wrap, each compared by two indexes stepped, or at once as byte strings
// when both step along a row and the row has no hill (a 10-player map's
// symmetry is most of what a match does before its bots start).
func similar(s *State, ilk []byte, a1, a2 int32, aim int, player int8) []int8 {
	enemy := make([]int8, s.Players)
	for i := range enemy {
		enemy[i] = -1
	}
	rows, cols := int32(s.Rows), int32(s.Cols)
	// offsetAim(r, c, aim) = (rr*r + rc*c, cr*r + cc*c): (rr, cr) is
	// the turned step of a row, (rc, cc) of a column.
	rr, cr := offsetAim(1, 0, aim)
	rc, cc := offsetAim(0, 1, aim)
	mod := func(x, n int32) int32 {
		if x %= n; x < 0 {
			x += n
		}
		return x
	}
	r1, c1 := a1/cols, a1%cols
	r2, c2 := a2/cols, a2%cols
	// d2 is the second view's step in its index along a row; span is the
	// length of the line it steps along (a row or a column).
	d2, span := cc, cols
	if rc != 0 {
		d2, span = rc*cols, rows
	}
	// The rows of the map with a hill (the only squares of ilk that are a
	// player's).
	var hillRows [MaxSide]bool
	hillRow := hillRows[:rows]
	for _, h := range s.Hills {
		hillRow[h.Sq/cols] = true
	}
	for r := range rows {
		i := mod(r1+r, rows)*cols + c1
		left1 := cols - c1 // squares until the first view wraps
		// The square of (r, 0) turned.
		pr, pc := mod(r2+rr*r, rows), mod(c2+cr*r, cols)
		j := pr*cols + pc
		var left2 int32 // squares until the second view wraps
		switch {
		case d2 == 1:
			left2 = cols - pc
		case d2 == -1:
			left2 = pc + 1
		case d2 > 0:
			left2 = rows - pr
		default:
			left2 = pr + 1
		}
		plain := !hillRow[i/cols] // no hill in this row of the first view
		for n := cols; n > 0; {
			k := min(n, left1, left2)
			if plain && d2 == 1 && bytes.Equal(ilk[i:i+k], ilk[j:j+k]) {
				// The same land, water and markers: alike all through.
				i, j = i+k, j+k
			} else {
				for range k {
					if a, b := ilk[i], ilk[j]; (a != b || a < 0x80) && !alike(enemy, int8(a), int8(b), player) {
						return nil
					}
					i, j = i+1, j+d2
				}
			}
			n, left1, left2 = n-k, left1-k, left2-k
			if left1 == 0 {
				i, left1 = i-cols, cols
			}
			if left2 == 0 {
				j, left2 = j-d2*span, span
			}
		}
	}
	return enemy
}
