package tenkaview

import (
	"math"

	"floorfall/games/tenka1/engine"
)

// ArrowGlyphs are the arrows of the keys of the moves 0 to 3 (ArrowKeys).
var ArrowGlyphs = [4]string{"↑", "←", "↓", "→"}

// Glyph is where a person's key is shown on the board: the key's arrow on
// the cell its move takes the agent to (the rules' own step, relative to
// the agent's heading: ahead, turn left, turn back, turn right).
type Glyph struct {
	Move  int          // the move, 0 to 3
	Arrow string       // the key's arrow
	To    engine.Agent // where the move takes the agent
	// Face is the index in the frame's Placed of the face To is on, -1
	// when no face drawn shows it (behind the cube). The arrow's middle is
	// at face point (J, K): the cell's middle, or a corner of it, Small,
	// when an agent on the cell would be under it.
	Face  int
	J, K  float64
	Small bool
}

// glyphAside is how far from a cell's middle, along each axis, an arrow
// moves aside from an agent on the cell.
const glyphAside = 0.3

// Glyphs are where frame fr shows the keys of turn t.
func (fr *Frame) Glyphs(t *Turn) [4]Glyph {
	var gs [4]Glyph
	for v, to := range t.To {
		g := Glyph{Move: v, Arrow: ArrowGlyphs[v], To: to, Face: -1}
		for i := range fr.Placed() {
			if fr.Faces[i].Face == int(to.I) {
				g.Face = i
				break
			}
		}
		g.J, g.K = float64(to.J)+0.5, float64(to.K)+0.5
		// Away from the agents on the cell: the corner farthest from them.
		near := func(j, k float64) float64 {
			d := math.Inf(1)
			for a := range fr.Agents {
				av := &fr.Agents[a]
				if av.Face == int(to.I) && av.Alpha > 0 {
					d = math.Min(d, math.Hypot(av.J+av.OJ-j, av.K+av.OK-k))
				}
			}
			return d
		}
		if near(g.J, g.K) < 0.5 {
			best, bj, bk := -1.0, g.J, g.K
			for _, c := range [4][2]float64{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
				j, k := g.J+c[0]*glyphAside, g.K+c[1]*glyphAside
				if d := near(j, k); d > best {
					best, bj, bk = d, j, k
				}
			}
			g.J, g.K, g.Small = bj, bk, true
		}
		gs[v] = g
	}
	return gs
}
