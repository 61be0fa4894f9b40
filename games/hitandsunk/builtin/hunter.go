package builtin

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// hunter plays a submarine that dives at once and stays under water for
// good (the controller never brings it up): no shot or ram can touch it,
// and ships without a scan do not see it. It closes in to 3 to 5 squares
// of the nearest ship it sees (within its range of 5, where it sees
// without a scan) and fires at it every turn, keeping clear of mines; with
// no ship in sight it scans and sails a round of the middle of the sea.
func hunter(arg string, r *rand.Rand) string {
	if arg == "" {
		return "2"
	}
	v, ok := parse(arg)
	if !ok {
		return "W"
	}
	var b strings.Builder
	token := true
	if !v.Under && v.Cool == 0 {
		b.WriteByte('P')
		token = false
	}
	enemies := v.enemies()
	moves, hx, hy := v.bestMoves(enemies, r)
	b.WriteString(moves)
	targets := v.targets(enemies, hx, hy)
	if token && len(targets) > 0 {
		t := targets[0]
		b.WriteByte('F')
		offset(&b, t[0]-hx, t[1]-hy) // from the head after the moves
	} else if token {
		b.WriteByte('S')
	}
	return b.String()
}

// enemies are the squares of other ships on the surface (A, B).
func (v *view) enemies() [][2]int {
	var out [][2]int
	for dy := -9; dy <= 9; dy++ {
		for dx := -9; dx <= 9; dx++ {
			if c := v.at(dx, dy); c == 'A' || c == 'B' {
				out = append(out, [2]int{dx, dy})
			}
		}
	}
	return out
}

// waypoints are the hunter's round of the middle of the sea when it sees
// no ship, a leg every 12 rounds.
var waypoints = [][2]int{{10, 10}, {22, 10}, {22, 22}, {10, 22}}

// bestMoves is the best sequence of up to two moves (M, B, C, K) and the
// head's offset after it.
func (v *view) bestMoves(enemies [][2]int, r *rand.Rand) (string, int, int) {
	type pos struct{ x, y, d int }
	start := pos{0, 0, v.Dir}
	l := len(v.Hull)
	step := func(p pos, m byte) (pos, bool) {
		ux, uy := units[p.d][0], units[p.d][1]
		switch m {
		case 'M':
			return pos{p.x + ux, p.y + uy, p.d}, v.free(p.x+ux, p.y+uy)
		case 'B':
			return pos{p.x - ux, p.y - uy, p.d}, v.free(p.x-l*ux, p.y-l*uy)
		}
		d := (p.d + 3) & 3
		if m == 'K' {
			d = (p.d + 1) & 3
		}
		for i := 1; i < l; i++ {
			x, y := body(p.x, p.y, d, i)
			if !v.free(x, y) {
				return p, false
			}
		}
		return pos{p.x, p.y, d}, true
	}
	wp := waypoints[(v.Round/12)%len(waypoints)]
	cost := func(p pos) float64 {
		if len(enemies) == 0 {
			return float64(cheb(wp[0]-v.X-p.x, wp[1]-v.Y-p.y))
		}
		near := 99
		for _, e := range enemies {
			near = min(near, cheb(e[0]-p.x, e[1]-p.y))
		}
		return float64(abs(near - 4))
	}
	best, bestSeq := start, ""
	bc := cost(start) + r.Float64()*0.1
	for _, seq := range []string{"M", "B", "C", "K", "MM", "MC", "MK", "BB", "BC", "BK", "CM", "KM", "CB", "KB", "CC"} {
		p, ok := start, true
		for i := 0; i < len(seq) && ok; i++ {
			p, ok = step(p, seq[i])
		}
		if !ok {
			continue
		}
		if c := cost(p) + r.Float64()*0.1; c < bc {
			best, bestSeq, bc = p, seq, c
		}
	}
	return bestSeq, best.x, best.y
}

// free reports whether the square at offset (x, y) can be sailed into:
// open sea (or this ship) with no mine next to it.
func (v *view) free(x, y int) bool {
	if c := v.at(x, y); c != '.' && c != 'O' {
		return false
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if v.at(x+dx, y+dy) == 'M' {
				return false
			}
		}
	}
	return true
}

// targets are the intact enemy squares within range 5 (on each axis) of
// the head at offset (hx, hy): the most damaged ship's first, nearest
// first.
func (v *view) targets(enemies [][2]int, hx, hy int) [][2]int {
	damaged := func(e [2]int) int {
		n := 0 // damaged squares in line with it nearby: its ship's
		for _, f := range enemies {
			if v.at(f[0], f[1]) == 'B' && (f[0] == e[0] || f[1] == e[1]) && cheb(f[0]-e[0], f[1]-e[1]) <= 4 {
				n++
			}
		}
		return n
	}
	var out [][2]int
	for _, e := range enemies {
		if v.at(e[0], e[1]) == 'A' && cheb(e[0]-hx, e[1]-hy) <= 5 {
			out = append(out, e)
		}
	}
	slices.SortStableFunc(out, func(a, b [2]int) int {
		if da, db := damaged(a), damaged(b); da != db {
			return db - da
		}
		return cheb(a[0]-hx, a[1]-hy) - cheb(b[0]-hx, b[1]-hy)
	})
	return out
}
