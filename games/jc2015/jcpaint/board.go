package jcpaint

import (
	"math"

	"floorfall/games/jc2015/engine"
	"floorfall/games/jc2015/jcview"
	"floorfall/render"
)

// board paints the board of frame fr: the tray, the blocks, the attack wave
// and the players.
func board(p *render.Painter, fr *jcview.Frame) {
	l := p.Layout()
	q := l.Square
	side := l.Board.W
	pad := 0.3 * q
	p.RoundRect(l.Board.X-pad, l.Board.Y-pad, side+2*pad, side+2*pad, 0.4*q, render.ColVoid)
	p.StrokeRoundRect(l.Board.X-pad, l.Board.Y-pad, side+2*pad, side+2*pad, 0.4*q, math.Max(1, 0.04*q), render.ColLine)

	// Holes under everything, then the blocks, then their labels.
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			if k := fr.Blocks[y][x].Kind; k == jcview.Hole || k == jcview.Falling || k == jcview.Rising {
				hole(p, x, y, &fr.Blocks[y][x])
			}
		}
	}
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			if fr.Blocks[y][x].Kind != jcview.Hole {
				block(p, x, y, &fr.Blocks[y][x])
			}
		}
	}
	wave(p, &fr.Wave)
	p.Flush()
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			blockLabel(p, x, y, &fr.Blocks[y][x])
		}
	}
	for i := range fr.Tokens {
		token(p, i, &fr.Tokens[i])
	}
	p.Flush()
	for i := range fr.Tokens {
		tokenLabel(p, i, &fr.Tokens[i])
	}
	if !p.Covered() { // under the end banner: the banner tells the falls
		for k := range fr.NCallouts {
			callout(p, &fr.Callouts[k])
		}
	}
}

// callout tells a fall on the board: a label above the square the victim
// fell from, in its colour, naming who dropped it.
func callout(p *render.Painter, c *jcview.Callout) {
	if c.Alpha <= 0 {
		return
	}
	q, u := p.Layout().Square, p.Layout().U
	size := math.Max(14*u, 0.56*q)
	if p.Room() {
		size = math.Max(18*u, 0.75*q)
	}
	name := p.Fit(c.Name, size, 9*q)
	by := p.Fit(c.By2, size*0.75, 9*q)
	w := math.Max(p.Width(name, size), p.Width(by, size*0.75)) + 0.8*q
	h := size*2.2 + 0.3*q
	cx, cy := p.Layout().At(c.X, c.Y)
	// Above the square, kept inside the board.
	x := math.Max(p.Layout().Board.X, math.Min(cx-w/2, p.Layout().Board.X+p.Layout().Board.W-w))
	y := math.Max(p.Layout().Board.Y, cy-0.7*q-h)
	col := render.PlayerCol(c.Player)
	p.RoundRect(x, y, w, h, 0.25*q, render.Hex(0x0d0f13).Alpha(0.9*c.Alpha))
	p.StrokeRoundRect(x, y, w, h, 0.25*q, math.Max(1.5, 0.06*q), col.Alpha(c.Alpha))
	p.Line(cx, y+h, cx, cy-0.2*q, math.Max(1.5, 0.05*q), col.Alpha(c.Alpha))
	p.Flush()
	p.Bold(name, size, x+w/2, y+0.15*q+size*0.6, render.Center, col.Mix(render.ColWhite, 0.3).Alpha(c.Alpha))
	p.Text(by, size*0.75, x+w/2, y+0.15*q+size*1.6, render.Center, render.PlayerCol(c.By).Mix(render.ColWhite, 0.3).Alpha(c.Alpha))
}

// blockBox is where block (x, y) is drawn: its centre with the shake, and
// its side at scale 1.
func blockBox(p *render.Painter, x, y int, bv *jcview.BlockView) (cx, cy, s float64) {
	q := p.Layout().Square
	gap := math.Max(2, math.Round(0.1*q))
	cx, cy = p.Layout().At((float64(x)+0.5)*engine.BlockSize+bv.DX, (float64(y)+0.5)*engine.BlockSize+bv.DY)
	return cx, cy, engine.BlockSize*q - gap
}

// hole paints a fallen block's place: the void, a rim, and a ring filling
// up as it comes back.
func hole(p *render.Painter, x, y int, bv *jcview.BlockView) {
	q := p.Layout().Square
	cx, cy, s := blockBox(p, x, y, &jcview.BlockView{})
	r := 0.18 * q
	p.RoundRect(cx-s/2, cy-s/2, s, s, r, render.Hex(0x0b0d11))
	p.StrokeRoundRect(cx-s/2+0.5, cy-s/2+0.5, s-1, s-1, r, math.Max(1, 0.03*q), render.Hex(0x1a1e26))
	if bv.Kind != jcview.Hole {
		return
	}
	back := float64(-engine.FallenTimer-bv.Timer) / float64(-engine.FallenTimer)
	rr, w := 0.62*q, math.Max(1.5, 0.09*q)
	p.Ring(cx, cy, rr, w, render.Hex(0x181c24))
	p.Arc(cx, cy, rr, w, -math.Pi/2, -math.Pi/2+2*math.Pi*back, render.Hex(0x394150).Mix(render.Hex(0x6b7585), back))
}

// blockColours are the top face and side colours of a block.
func blockColours(bv *jcview.BlockView) (top, side render.RGBA) {
	top, side = render.ColTop, render.ColSide
	if bv.Owner >= 0 && (bv.Kind == jcview.Counting || bv.Kind == jcview.Falling) {
		pc := render.PlayerCol(bv.Owner)
		t := 0.42 + 0.4*bv.Glow
		top = top.Mix(pc, t)
		side = side.Mix(pc.Mix(render.ColInk, 0.35), t)
	}
	if bv.Wave > 0 {
		wc := render.PlayerCol(bv.WaveOwner).Mix(render.ColWhite, 0.3)
		top = top.Mix(wc, 0.55*bv.Wave)
	}
	if bv.Flash > 0 {
		top = top.Mix(render.ColWhite, 0.75*bv.Flash)
	}
	if bv.Dark > 0 {
		top = top.Mix(render.ColVoid, 0.85*bv.Dark)
		side = side.Mix(render.ColVoid, 0.85*bv.Dark)
	}
	return top.Alpha(bv.Alpha), side.Alpha(bv.Alpha)
}

// block paints a standing, counting, falling or rising block.
func block(p *render.Painter, x, y int, bv *jcview.BlockView) {
	q := p.Layout().Square
	cx, cy, s := blockBox(p, x, y, bv)
	s *= bv.Scale
	r := 0.18 * q * bv.Scale
	depth := math.Max(2, 0.14*q) * bv.Scale
	top, side := blockColours(bv)
	if bv.Kind == jcview.Counting && bv.Glow > 0 {
		g := 0.16 * q * bv.Glow
		p.RoundRect(cx-s/2-g, cy-s/2-g, s+2*g, s+2*g, r+g, render.PlayerCol(bv.Owner).Alpha(0.35*bv.Glow))
	}
	x0, y0 := cx-s/2, cy-s/2
	// The side shows only below the top face: draw just its lower part.
	p.RoundRect(x0, y0+s-depth-2*r, s, depth+2*r, r, side)
	p.RoundRect(x0, y0, s, s-depth, r, top)
	// Faint seams between the 9 squares.
	seam := render.ColSeam
	if bv.Owner >= 0 {
		seam = top.Mix(render.ColInk, 0.12)
	}
	seam = seam.Alpha(0.7 * bv.Alpha)
	w := math.Max(1, 0.035*q)
	third, h := s/3, s-depth
	for i := 1; i < 3; i++ {
		f := float64(i)
		p.Rect(x0+f*third-w/2, y0+0.12*s, w, h-0.24*s, seam)
		p.Rect(x0+0.12*s, y0+f*h/3-w/2, s-0.24*s, w, seam)
	}
}

// blockLabel writes a counting block's turns render.Left, or when a hole comes
// back.
func blockLabel(p *render.Painter, x, y int, bv *jcview.BlockView) {
	q := p.Layout().Square
	switch bv.Kind {
	case jcview.Counting, jcview.Falling:
		cx, cy, _ := blockBox(p, x, y, bv)
		depth := math.Max(2, 0.14*q) * bv.Scale
		size := 1.35 * q * bv.Scale
		if bv.Timer >= 10 {
			size = 1.15 * q * bv.Scale
		}
		p.Digits(render.Number(bv.Timer), size, cx, cy-depth/2, render.ColInk.Alpha(0.82*bv.LabelAlpha*bv.Alpha))
	case jcview.Hole:
		cx, cy, _ := blockBox(p, x, y, bv)
		back := float64(-engine.FallenTimer-bv.Timer) / float64(-engine.FallenTimer)
		p.DigitsThin(render.Number(bv.Timer), 0.55*q, cx, cy, render.Hex(0x4b5462).Mix(render.Hex(0x8c96a3), back))
	}
}

// wave paints an attack's front running along its line.
func wave(p *render.Painter, w *jcview.Wave) {
	if w.Alpha <= 0 || w.Len == 0 {
		return
	}
	q := p.Layout().Square
	pc := render.PlayerCol(w.Owner).Mix(render.ColWhite, 0.25)
	ox, oy := (float64(w.X)+0.5)*engine.BlockSize, (float64(w.Y)+0.5)*engine.BlockSize
	front := math.Min(w.Front, float64(w.Len)+0.45)
	fx, fy := ox+float64(w.DX)*front*engine.BlockSize, oy+float64(w.DY)*front*engine.BlockSize
	x0, y0 := p.Layout().At(ox+float64(w.DX)*1.5, oy+float64(w.DY)*1.5)
	x1, y1 := p.Layout().At(fx, fy)
	if front > 0.5 {
		if p.Room() { // a beam seen from the back of a room
			p.Line(x0, y0, x1, y1, 0.32*q, pc.Alpha(0.85*w.Alpha))
		} else {
			p.Line(x0, y0, x1, y1, 0.12*q, pc.Alpha(0.55*w.Alpha))
		}
	}
	// The front: a glowing bar across the line.
	half := 1.3 * q
	nx, ny := float64(w.DY)*half, float64(w.DX)*half
	p.Line(x1-nx, y1-ny, x1+nx, y1+ny, 0.6*q, pc.Alpha(0.25*w.Alpha))
	p.Line(x1-nx, y1-ny, x1+nx, y1+ny, 0.22*q, pc.Alpha(0.9*w.Alpha))
	p.Line(x1-nx*0.9, y1-ny*0.9, x1+nx*0.9, y1+ny*0.9, 0.07*q, render.ColWhite.Alpha(0.8*w.Alpha))
}

// token paints a player: highlight, wait ring, shadow, and the body, a
// drop shape pointing where the player faces.
func token(p *render.Painter, i int, tk *jcview.Token) {
	if !tk.Visible || tk.Alpha <= 0 {
		return
	}
	q := p.Layout().Square
	cx, cy := p.Layout().At(tk.X, tk.Y)
	r := tokenR(p) * tk.Scale
	pc := render.PlayerCol(i)
	a := tk.Alpha
	if tk.Acting > 0 {
		p.Circle(cx, cy, r*2, pc.Alpha(0.3*tk.Acting*a))
		p.Ring(cx, cy, r*2, math.Max(1.5, 0.06*q), pc.Alpha(0.9*tk.Acting*a))
	}
	if tk.Wait > 0 {
		p.WaitRing(cx, cy, r*1.32, math.Max(1.5, 0.1*q), tk.Wait, render.ColInk.Alpha(0.85*a))
	}
	ang := tk.Angle + tk.Spin
	drop(p, cx+0.05*q, cy+0.09*q, r*1.06, ang, render.ColBlack.Alpha(0.3*a))
	drop(p, cx, cy, r, ang, render.ColInk.Alpha(0.92*a))
	drop(p, cx, cy, r-math.Max(1.5, 0.07*q), ang, pc.Alpha(a))
}

// drop fills a circle of radius r with a point towards angle ang.
func drop(p *render.Painter, cx, cy, r, ang float64, c render.RGBA) {
	p.Circle(cx, cy, r, c)
	cs, sn := math.Cos(ang), math.Sin(ang)
	// The point's sides are tangent to the circle: from a tip at distance
	// d, the tangent points are at r²/d from the centre.
	d := r * 1.6
	k := r * r / d
	h := math.Sqrt(r*r - k*k)
	p.Triangle(cx+cs*d, cy+sn*d, cx+cs*k-sn*h, cy+sn*k+cs*h, cx+cs*k+sn*h, cy+sn*k-cs*h, c)
}

// tokenLabel writes a player's id on its token.
func tokenLabel(p *render.Painter, i int, tk *jcview.Token) {
	if !tk.Visible || tk.Alpha <= 0 {
		return
	}
	cx, cy := p.Layout().At(tk.X, tk.Y)
	p.Digits(render.Number(i), 1.25*tokenR(p)*tk.Scale, cx, cy, render.ColInk.Alpha(tk.Alpha))
}

// tokenR is a token's radius: larger for a room.
func tokenR(p *render.Painter) float64 {
	if p.Room() {
		return 0.55 * p.Layout().Square
	}
	return 0.4 * p.Layout().Square
}
