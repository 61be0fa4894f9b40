package tenkapaint

import (
	"math"

	"floorfall/games/tenka1/engine"
	"floorfall/games/tenka1/tenkaview"
	"floorfall/render"
)

// The cube's colours: the grout between cells, an unpainted cell, and how
// much of its owner's colour a half painted cell's middle takes.
var (
	grout    = render.Hex(0x0b0d11)
	cellBase = render.Hex(0x3a414e)
)

const (
	halfTint = 0.22
	gap      = 0.07 // of a cell, on each side
	halfIn   = 0.27 // a half painted cell's unpainted middle starts here
)

// board paints the faces as placed, then the agents far to near, then
// their numbers and the captions.
func board(p *render.Painter, f *tenkaview.Frame) {
	for i := range f.Placed() {
		face(p, f, &f.Faces[i])
	}
	// The pointers under every sphere (one beside another on its spot
	// crosses no number), the spheres, the numbers.
	for _, sphere := range [...]bool{false, true} {
		for _, a := range f.Order {
			for i := range f.Placed() {
				if pl := &f.Faces[i]; pl.Face == f.Agents[a].Face {
					agent(p, a, &f.Agents[a], pl, sphere)
				}
			}
		}
	}
	p.Flush()
	for _, a := range f.Order {
		for i := range f.Placed() {
			if pl := &f.Faces[i]; pl.Face == f.Agents[a].Face {
				agentLabel(p, a, &f.Agents[a], pl)
			}
		}
	}
	u := p.Layout().U
	for _, c := range f.Captions[:f.NCaptions] {
		x, y := p.Layout().At(c.At.X, c.At.Y)
		al := render.Left
		if c.Right {
			al = render.Right
		}
		p.Text(c.Text, 13*u, x, y, al, render.ColDim)
	}
	behind(p, f)
	legend(p, f.View)
}

// behind names the agents on the faces the cube hides, at the board's top
// left: a disc in each one's colour with its number, and how to see them.
func behind(p *render.Painter, f *tenkaview.Frame) {
	var buf [engine.Agents]int
	hidden := f.Hidden(buf[:0])
	if len(hidden) == 0 {
		return
	}
	l := p.Layout()
	u := l.U
	r := 9 * u
	x, y := l.Board.X+r, l.Board.Y+r+4*u
	p.Text("behind the cube:", 12*u, x-r, y, render.Left, render.ColDim)
	x += p.Width("behind the cube:", 12*u) + 2*u
	for k, a := range hidden {
		p.Circle(x+float64(k)*2.4*r, y, r, render.PlayerCol(a))
	}
	p.Flush()
	for k, a := range hidden {
		p.Digits(render.Number(a), 1.2*r, x+float64(k)*2.4*r, y, render.ColInk)
	}
	p.Text("drag to turn the cube · V: the net", 11*u, l.Board.X, y+r+10*u, render.Left, render.ColFaint)
}

// screen is board point v in pixels.
func screen(p *render.Painter, v tenkaview.Vec) (float64, float64) { return p.Layout().At(v.X, v.Y) }

// quad batches the part [j0, j1] x [k0, k1] of face pl.
func quad(p *render.Painter, pl *tenkaview.Placed, j0, k0, j1, k1 float64, c render.RGBA) {
	x0, y0 := screen(p, pl.At(j0, k0))
	x1, y1 := screen(p, pl.At(j1, k0))
	x2, y2 := screen(p, pl.At(j1, k1))
	x3, y3 := screen(p, pl.At(j0, k1))
	p.Quad(x0, y0, x1, y1, x2, y2, x3, y3, c)
}

// lit is c under light (0..1).
func lit(c render.RGBA, light float64) render.RGBA { return c.Mix(render.ColBlack, 0.85*(1-light)) }

// face paints a face's grout and cells.
func face(p *render.Painter, f *tenkaview.Frame, pl *tenkaview.Placed) {
	quad(p, pl, 0, 0, engine.N, engine.N, grout)
	for j := range engine.N {
		for k := range engine.N {
			cv := &f.Cells[pl.Face][j][k]
			fj, fk := float64(j), float64(k)
			if cv.Owner < 0 {
				quad(p, pl, fj+gap, fk+gap, fj+1-gap, fk+1-gap, flash(lit(cellBase, pl.Light), cv.Flash))
				continue
			}
			col := render.PlayerCol(int(cv.Owner))
			quad(p, pl, fj+gap, fk+gap, fj+1-gap, fk+1-gap, flash(lit(col, pl.Light), cv.Flash))
			if cv.Val == 1 {
				mid := flash(lit(cellBase.Mix(col, halfTint), pl.Light), cv.Flash)
				quad(p, pl, fj+halfIn, fk+halfIn, fj+1-halfIn, fk+1-halfIn, mid)
			}
		}
	}
}

// flash brightens a cell whose paint has just changed.
func flash(c render.RGBA, x float64) render.RGBA {
	if x <= 0 {
		return c
	}
	return c.Mix(render.ColWhite, 0.6*x)
}

// agentR is agent av's radius on face pl, in pixels: the same on every
// face of a view, however it is turned (a few sizes of type); smaller
// beside others on its spot (AgentView.MaxR).
func agentR(p *render.Painter, av *tenkaview.AgentView, pl *tenkaview.Placed) float64 {
	cell := pl.Scale * p.Layout().Square
	r := 0.32 * cell
	if p.Room() {
		r = 0.38 * cell
	}
	if av.MaxR > 0 {
		r = min(r, av.MaxR*cell)
	}
	return r
}

// agent paints an agent: a pointer along its heading, in the face's
// plane, under a sphere (sphere: the sphere and its shadow, else the
// pointer).
func agent(p *render.Painter, a int, av *tenkaview.AgentView, pl *tenkaview.Placed, sphere bool) {
	alpha := av.Alpha
	if av.Idle {
		alpha *= 0.55
	}
	if alpha <= 0 {
		return
	}
	j, k := av.J+av.OJ, av.K+av.OK
	cx, cy := screen(p, pl.At(j, k))
	r := agentR(p, av, pl)
	col := render.PlayerCol(a)
	if sphere {
		p.Circle(cx+0.12*r, cy+0.18*r, r*1.05, render.ColBlack.Alpha(0.35*alpha))
		p.Circle(cx, cy, r, render.ColInk.Alpha(alpha))
		p.Circle(cx, cy, r-math.Max(1.5, 0.12*r), col.Alpha(alpha))
		p.Circle(cx-0.3*r, cy-0.32*r, 0.32*r, render.ColWhite.Alpha(0.3*alpha))
		return
	}
	// The pointer: from under the sphere to well past its rim, in the
	// face's plane, outlined.
	pj, pk := -av.DK, av.DJ
	tx, ty := screen(p, pl.At(j+0.78*av.DJ, k+0.78*av.DK))
	lx, ly := screen(p, pl.At(j+0.3*pj, k+0.3*pk))
	rx, ry := screen(p, pl.At(j-0.3*pj, k-0.3*pk))
	p.Triangle(tx, ty, lx, ly, rx, ry, render.ColInk.Alpha(0.9*alpha))
	ix, iy := screen(p, pl.At(j+0.68*av.DJ, k+0.68*av.DK))
	p.Triangle(ix, iy, (lx+cx)/2, (ly+cy)/2, (rx+cx)/2, (ry+cy)/2, col.Mix(render.ColWhite, 0.25).Alpha(alpha))
}

// agentLabel writes an agent's number on its sphere, when there is room.
func agentLabel(p *render.Painter, a int, av *tenkaview.AgentView, pl *tenkaview.Placed) {
	r := agentR(p, av, pl)
	alpha := av.Alpha
	if av.Idle {
		alpha *= 0.55
	}
	if r < 7 || alpha <= 0 {
		return
	}
	cx, cy := screen(p, pl.At(av.J+av.OJ, av.K+av.OK))
	p.Digits(render.Number(a), math.Round(1.2*r), cx, cy, render.ColInk.Alpha(alpha))
}

// yourTurn shows a person where each arrow key takes their agent: the
// cell outlined in their colour, the key's arrow on it, set aside in a
// corner (smaller) when an agent stands there (tenkaview.Frame.Glyphs).
func yourTurn(p *render.Painter, f *tenkaview.Frame, t *tenkaview.Turn) {
	col := render.PlayerCol(t.Player)
	gs := f.Glyphs(t)
	for _, g := range gs {
		if g.Face < 0 {
			continue
		}
		pl := &f.Faces[g.Face]
		j, k := float64(g.To.J), float64(g.To.K)
		w := 0.12
		quad(p, pl, j, k, j+1, k+w, col)
		quad(p, pl, j, k+1-w, j+1, k+1, col)
		quad(p, pl, j, k, j+w, k+1, col)
		quad(p, pl, j+1-w, k, j+1, k+1, col)
	}
	p.Flush()
	for _, g := range gs {
		if g.Face < 0 {
			continue
		}
		pl := &f.Faces[g.Face]
		x, y := screen(p, pl.At(g.J, g.K))
		cell := pl.Scale * p.Layout().Square
		size := math.Round(math.Max(12*p.Layout().U, 0.5*cell))
		if g.Small {
			size = math.Round(math.Max(10*p.Layout().U, 0.3*cell))
			p.Circle(x, y, 0.55*size, render.ColInk.Alpha(0.75)) // readable over paint and pointers
			p.Flush()
		}
		p.Bold(g.Arrow, size, x, y, render.Center, render.ColWhite)
	}
	// The numbers of the agents by those cells again, over the outlines
	// and the arrows (a sphere reaches past its cell's edge).
	p.Flush()
	for _, a := range f.Order {
		av := &f.Agents[a]
		for _, g := range gs {
			if g.Face >= 0 && f.Faces[g.Face].Face == av.Face &&
				math.Abs(av.J+av.OJ-float64(g.To.J)-0.5) < 1 && math.Abs(av.K+av.OK-float64(g.To.K)-0.5) < 1 {
				agentLabel(p, a, av, &f.Faces[g.Face])
				break
			}
		}
	}
}
