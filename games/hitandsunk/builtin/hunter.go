package builtin

import (
	"math/rand/v2"
	"slices"
	"strings"
)

// hunter plays a cruiser (two shots of range 9, repairs): it repairs when
// it can, makes the one move that best keeps it 8 or 9 squares from the
// nearest ship it sees (out of reach of range-7 guns, within its own),
// clear of mines and walls, then fires both shots at the intact squares
// in range of the most damaged ship, nearest first; seeing no target, it
// scans to see 19x19 next turn.
func hunter(arg string, r *rand.Rand) string {
	if arg == "" {
		return "3"
	}
	v, ok := parse(arg)
	if !ok {
		return "W"
	}
	var b strings.Builder
	if v.Cool == 0 && strings.Contains(v.Hull, "0") {
		b.WriteByte('R')
		if v.Hull[0] == '0' && strings.Count(v.Hull, "0") > 1 {
			b.WriteByte('R') // a head repair starts no cooldown
		}
	}
	enemies := v.enemies()
	mv, hx, hy := v.bestMove(enemies, r)
	if mv != 0 {
		b.WriteByte(mv)
	}
	targets := v.targets(enemies, hx, hy)
	for _, t := range targets[:min(len(targets), v.Shots)] {
		b.WriteByte('F')
		offset(&b, t[0]-hx, t[1]-hy)
	}
	if len(targets) == 0 {
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

// bestMove is the letter of the move to make (0: none) and the head's
// offset after it.
func (v *view) bestMove(enemies [][2]int, r *rand.Rand) (byte, int, int) {
	type option struct {
		letter byte
		hx, hy int
		d      int
	}
	ux, uy := units[v.Dir][0], units[v.Dir][1]
	l := len(v.Hull)
	opts := []option{{0, 0, 0, v.Dir}}
	if v.clear(ux, uy) {
		opts = append(opts, option{'M', ux, uy, v.Dir})
	}
	if v.clear(-l*ux, -l*uy) {
		opts = append(opts, option{'B', -ux, -uy, v.Dir})
	}
	for _, turn := range []struct {
		letter byte
		d      int
	}{{'C', (v.Dir + 3) & 3}, {'K', (v.Dir + 1) & 3}} {
		ok := true
		for i := 1; i < l; i++ {
			x, y := body(0, 0, turn.d, i)
			if c := v.at(x, y); c != 'O' && !v.clear(x, y) {
				ok = false
			}
		}
		if ok {
			opts = append(opts, option{turn.letter, 0, 0, turn.d})
		}
	}
	cost := func(o option) float64 {
		c := 0.0
		// Walls near the bow pen a ship in: keep room ahead.
		for k := 1; k <= 3; k++ {
			if v.at(o.hx+k*units[o.d][0], o.hy+k*units[o.d][1]) == 'X' {
				c += float64(4 - k)
			}
		}
		if len(enemies) == 0 {
			if o.letter == 'M' {
				c -= 1 // explore
			}
			return c
		}
		near := 99
		for _, e := range enemies {
			near = min(near, cheb(e[0]-o.hx, e[1]-o.hy))
		}
		switch {
		case near < 8:
			c += float64(8-near) * 10
		case near > 9:
			c += float64(near-9) * 3
		}
		return c
	}
	best := opts[0]
	bc := cost(best) + r.Float64()*0.1
	for _, o := range opts[1:] {
		if oc := cost(o) + r.Float64()*0.1; oc < bc {
			best, bc = o, oc
		}
	}
	return best.letter, best.hx, best.hy
}

// clear reports whether the square at offset (x, y) is open sea away from
// mines.
func (v *view) clear(x, y int) bool {
	if v.at(x, y) != '.' {
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

// targets are the intact enemy squares within range 9 of the head at
// (hx, hy): the most damaged ship's first, nearest first.
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
		if v.at(e[0], e[1]) == 'A' && cheb(e[0]-hx, e[1]-hy) <= 9 && abs(e[0]-hx) <= 9 && abs(e[1]-hy) <= 9 {
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
