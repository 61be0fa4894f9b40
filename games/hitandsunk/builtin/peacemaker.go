package builtin

import (
	"math/rand/v2"
	"strings"
)

// ring is the map's squares from the centre outwards (by Chebyshev
// distance, then row by row), PeaceMaker's order of fire.
var ring = func() [][2]int {
	var out [][2]int
	for d := 0; d <= 9; d++ {
		for dy := -9; dy <= 9; dy++ {
			for dx := -9; dx <= 9; dx++ {
				if cheb(dx, dy) == d {
					out = append(out, [2]int{dx, dy})
				}
			}
		}
	}
	return out
}()

// peacemaker plays as the post's PeaceMaker: a battleship firing its
// shots at every intact ship square it sees, nearest first, whatever the
// range; a shield when it sees ships but fired nothing, a scan when it
// sees none; then a move ahead, or back when ahead is blocked.
func peacemaker(arg string, _ *rand.Rand) string {
	if arg == "" {
		return "4"
	}
	v, ok := parse(arg)
	if !ok {
		return "W"
	}
	var b strings.Builder
	shots, sighted := v.Shots, 0
	for _, q := range ring {
		if v.at(q[0], q[1]) != 'A' {
			continue
		}
		sighted++
		if shots > 0 {
			shots--
			b.WriteByte('F')
			offset(&b, q[0], q[1])
		}
	}
	switch {
	case shots == v.Shots && sighted > 0:
		b.WriteByte('D')
	case shots == v.Shots:
		b.WriteByte('S')
	}
	ux, uy := units[v.Dir][0], units[v.Dir][1]
	l := len(v.Hull)
	switch {
	case v.at(ux, uy) == '.' && v.at(2*ux, 2*uy) != 'M':
		b.WriteByte('M')
	case v.at(-l*ux, -l*uy) == '.' && v.at(-(l+1)*ux, -(l+1)*uy) != 'M':
		b.WriteByte('B')
	}
	return b.String()
}
