package builtin

import (
	"strconv"
	"strings"
)

// view is a turn's argument, read.
type view struct {
	Round, ID                 int
	X, Y, Dir                 int
	Hull                      string
	Moves, Shots, Mines, Cool int
	Hits, Sunken, Damage      int
	Under, Shield, Scan       bool
	Map                       [19][19]byte // [dy+9][dx+9]
}

// parse reads an argument; false if it is not one.
func parse(arg string) (*view, bool) {
	f := strings.Split(arg, ";")
	if len(f) != 8 || len(f[7]) != 19*19 {
		return nil, false
	}
	ints := func(s string, n int) ([]int, bool) {
		p := strings.Split(s, ",")
		if len(p) != n {
			return nil, false
		}
		out := make([]int, n)
		for i, t := range p {
			v, err := strconv.Atoi(t)
			if err != nil {
				return nil, false
			}
			out[i] = v
		}
		return out, true
	}
	v := &view{Hull: f[3]}
	var ok [6]bool
	var a [6][]int
	a[0], ok[0] = ints(f[0], 1)
	a[1], ok[1] = ints(f[1], 1)
	a[2], ok[2] = ints(f[2], 3)
	a[3], ok[3] = ints(f[4], 4)
	a[4], ok[4] = ints(f[5], 3)
	a[5], ok[5] = ints(f[6], 3)
	for _, o := range ok {
		if !o {
			return nil, false
		}
	}
	if len(v.Hull) < 2 || len(v.Hull) > 5 || a[2][2] < 0 || a[2][2] > 3 {
		return nil, false
	}
	v.Round, v.ID = a[0][0], a[1][0]
	v.X, v.Y, v.Dir = a[2][0], a[2][1], a[2][2]
	v.Moves, v.Shots, v.Mines, v.Cool = a[3][0], a[3][1], a[3][2], a[3][3]
	v.Hits, v.Sunken, v.Damage = a[4][0], a[4][1], a[4][2]
	v.Under, v.Shield, v.Scan = a[5][0] == 1, a[5][1] == 1, a[5][2] == 1
	for i := range 19 {
		copy(v.Map[i][:], f[7][i*19:(i+1)*19])
	}
	return v, true
}

// at is what the map shows at offset (dx, dy) from the head; 'X' off the
// map.
func (v *view) at(dx, dy int) byte {
	if dx < -9 || dx > 9 || dy < -9 || dy > 9 {
		return 'X'
	}
	return v.Map[dy+9][dx+9]
}

var units = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// body is the offset of cell i of the ship with its head at offset (hx,
// hy) facing d.
func body(hx, hy, d, i int) (int, int) {
	return hx - i*units[d][0], hy - i*units[d][1]
}

// offset writes an F or N offset: "+3-2".
func offset(b *strings.Builder, dx, dy int) {
	for _, v := range []int{dx, dy} {
		if v >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
			v = -v
		}
		b.WriteByte(byte('0' + v))
	}
}

func cheb(dx, dy int) int { return max(abs(dx), abs(dy)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
