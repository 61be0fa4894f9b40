package engine

// geometry holds the neighbourhoods of a map's squares, as offsets
// wrapped into [0, Rows) x [0, Cols).
type geometry struct {
	rows, cols int32
	inv        uint64 // 2^32/cols + 1, for rowCol
	// attack and gather are the engine's neighbourhood lists (0 < d2 <=
	// r2 over the raw offsets, so on a map smaller than the radius the
	// same square can come twice, and counts twice, as in the engine).
	attack, gather []off
	// view is the set of squares an ant sees (its own included); seeN,
	// seeE... the squares a move in each direction adds to and removes
	// from it.
	view       []off
	gain, lose [4][]off
	// viewAt, gainAt and loseAt are view, gain and lose as square
	// differences (dr*cols+dc, dr and dc signed), right for a square at
	// least reach rows and columns from the map's edges (reach is 0 when
	// the map is too small for them).
	viewAt         []int32
	gainAt, loseAt [4][]int32
	reach          int32
	// seenInAttack: an ant's view before a move (or a hold) holds every
	// square in attack range after it, so an ant in range of an enemy is
	// on a square that enemy's player saw at the start of the turn.
	seenInAttack bool
}

type off struct{ dr, dc int32 }

// Directions, in the engine's letters.
const dirs = "nesw"

var aim = [4][2]int32{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// dirIndex is the index of direction letter c in dirs, or -1.
func dirIndex(c byte) int {
	switch c {
	case 'n':
		return 0
	case 'e':
		return 1
	case 's':
		return 2
	case 'w':
		return 3
	}
	return -1
}

func newGeometry(rows, cols int, p Params) *geometry {
	g := &geometry{rows: int32(rows), cols: int32(cols), inv: 1<<32/uint64(cols) + 1}
	g.attack = g.neighbourhood(p.AttackRadius2)
	g.gather = g.neighbourhood(p.SpawnRadius2)
	set := make(map[off]bool)
	for _, o := range g.neighbourhood(p.ViewRadius2) {
		set[o] = true
	}
	set[off{}] = true
	for o := range set {
		g.view = append(g.view, o)
	}
	sortOffs(g.view)
	for d := range 4 {
		// The view before a move in direction d, relative to the square
		// after it.
		prev := make(map[off]bool, len(set))
		for o := range set {
			prev[g.wrap(o.dr-aim[d][0], o.dc-aim[d][1])] = true
		}
		for o := range set {
			if !prev[o] {
				g.gain[d] = append(g.gain[d], o)
			}
		}
		for o := range prev {
			if !set[o] {
				g.lose[d] = append(g.lose[d], o)
			}
		}
		sortOffs(g.gain[d])
		sortOffs(g.lose[d])
	}
	g.linear(isqrt(p.ViewRadius2) + 1)
	g.seenInAttack = true
	for _, o := range g.attack {
		for _, m := range [...][2]int32{{0, 0}, aim[0], aim[1], aim[2], aim[3]} {
			g.seenInAttack = g.seenInAttack && set[g.wrap(o.dr+m[0], o.dc+m[1])]
		}
	}
	return g
}

// linear sets the square differences of view, gain and lose, when the map
// is over twice r rows and columns (every offset of them within r of 0,
// so its signed value is the wrapped one taken back when over half the
// side).
func (g *geometry) linear(r int) {
	if g.rows <= 2*int32(r)+1 || g.cols <= 2*int32(r)+1 {
		return
	}
	g.reach = int32(r)
	at := func(offs []off) []int32 {
		d := make([]int32, len(offs))
		for i, o := range offs {
			dr, dc := o.dr, o.dc
			if dr > g.rows/2 {
				dr -= g.rows
			}
			if dc > g.cols/2 {
				dc -= g.cols
			}
			d[i] = dr*g.cols + dc
		}
		return d
	}
	g.viewAt = at(g.view)
	for d := range 4 {
		g.gainAt[d], g.loseAt[d] = at(g.gain[d]), at(g.lose[d])
	}
}

// inner reports whether square sq is at least reach rows and columns
// from the map's edges (its neighbourhoods do not wrap).
func (g *geometry) inner(sq int32) bool {
	if g.reach == 0 {
		return false
	}
	r, c := g.rowCol(sq)
	return r >= g.reach && r < g.rows-g.reach && c >= g.reach && c < g.cols-g.reach
}

// sortOffs orders offsets so that the tables do not depend on map order.
func sortOffs(o []off) {
	for i := 1; i < len(o); i++ {
		for j := i; j > 0 && (o[j].dr < o[j-1].dr || o[j].dr == o[j-1].dr && o[j].dc < o[j-1].dc); j-- {
			o[j], o[j-1] = o[j-1], o[j]
		}
	}
}

// neighbourhood is the engine's neighbourhood_offsets: every (dr, dc) with
// |dr|, |dc| <= isqrt(r2) and 0 < dr²+dc² <= r2, wrapped.
func (g *geometry) neighbourhood(r2 int) []off {
	mx := int32(isqrt(r2))
	var offs []off
	for dr := -mx; dr <= mx; dr++ {
		for dc := -mx; dc <= mx; dc++ {
			if d := int(dr*dr + dc*dc); d > 0 && d <= r2 {
				offs = append(offs, g.wrap(dr, dc))
			}
		}
	}
	return offs
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// wrap brings an offset into [0, rows) x [0, cols).
func (g *geometry) wrap(dr, dc int32) off {
	dr %= g.rows
	if dr < 0 {
		dr += g.rows
	}
	dc %= g.cols
	if dc < 0 {
		dc += g.cols
	}
	return off{dr, dc}
}

// at is the square at offset o from square sq.
func (g *geometry) at(sq int32, o off) int32 {
	r, c := g.rowCol(sq)
	return g.from(r, c, o)
}

// rowCol is square sq's row and column, sq/cols and sq%cols, by a
// multiplication instead of a division: exact for the squares of any map
// (sq*cols < 2^32; TestRowCol tries every one).
func (g *geometry) rowCol(sq int32) (int32, int32) {
	r := int32(uint64(uint32(sq)) * g.inv >> 32)
	return r, sq - r*g.cols
}

// from is the square at offset o from row r, col c.
func (g *geometry) from(r, c int32, o off) int32 {
	r, c = r+o.dr, c+o.dc
	if r >= g.rows {
		r -= g.rows
	}
	if c >= g.cols {
		c -= g.cols
	}
	return r*g.cols + c
}

// step is the square next to sq in direction d.
func (g *geometry) step(sq int32, d int) int32 {
	r, c := g.rowCol(sq)
	r, c = r+aim[d][0], c+aim[d][1]
	switch {
	case r < 0:
		r += g.rows
	case r >= g.rows:
		r -= g.rows
	}
	switch {
	case c < 0:
		c += g.cols
	case c >= g.cols:
		c -= g.cols
	}
	return r*g.cols + c
}

// dist2 is the squared distance between two squares on the wrapping map.
func (g *geometry) dist2(a, b int32) int {
	ra, ca := g.rowCol(a)
	rb, cb := g.rowCol(b)
	dr := abs32(ra - rb)
	dr = min(dr, g.rows-dr)
	dc := abs32(ca - cb)
	dc = min(dc, g.cols-dc)
	return int(dr*dr + dc*dc)
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
