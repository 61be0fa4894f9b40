package render

import (
	"math"

	"floorfall/games/jc2015/engine"
	"floorfall/view"
)

// board paints the board of frame fr: the tray, the blocks, the attack wave
// and the players.
func (p *Painter) board(fr *view.Frame) {
	l, b := &p.l, p.b
	q := l.Square
	side := l.Board.W
	pad := 0.3 * q
	b.roundRect(l.Board.X-pad, l.Board.Y-pad, side+2*pad, side+2*pad, 0.4*q, colVoid)
	b.strokeRoundRect(l.Board.X-pad, l.Board.Y-pad, side+2*pad, side+2*pad, 0.4*q, math.Max(1, 0.04*q), colLine)

	// Holes under everything, then the blocks, then their labels.
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			if k := fr.Blocks[y][x].Kind; k == view.Hole || k == view.Falling || k == view.Rising {
				p.hole(x, y, &fr.Blocks[y][x])
			}
		}
	}
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			if fr.Blocks[y][x].Kind != view.Hole {
				p.block(x, y, &fr.Blocks[y][x])
			}
		}
	}
	p.wave(&fr.Wave)
	p.flush()
	for y := range fr.Blocks {
		for x := range fr.Blocks[y] {
			p.blockLabel(x, y, &fr.Blocks[y][x])
		}
	}
	for i := range fr.Tokens {
		p.token(i, &fr.Tokens[i])
	}
	p.flush()
	for i := range fr.Tokens {
		p.tokenLabel(i, &fr.Tokens[i])
	}
	for k := range fr.NCallouts {
		p.callout(&fr.Callouts[k])
	}
}

// callout tells a fall on the board: a label above the square the victim
// fell from, in its colour, naming who dropped it.
func (p *Painter) callout(c *view.Callout) {
	if c.Alpha <= 0 {
		return
	}
	q, u := p.l.Square, p.l.U
	size := math.Max(14*u, 0.56*q)
	name := p.fit(c.Name, size, 9*q)
	by := p.fit(c.By2, size*0.75, 9*q)
	w := math.Max(p.width(name, size), p.width(by, size*0.75)) + 0.8*q
	h := size*2.2 + 0.3*q
	cx, cy := p.l.At(c.X, c.Y)
	// Above the square, kept inside the board.
	x := math.Max(p.l.Board.X, math.Min(cx-w/2, p.l.Board.X+p.l.Board.W-w))
	y := math.Max(p.l.Board.Y, cy-0.7*q-h)
	col := playerCol(c.Player)
	p.b.roundRect(x, y, w, h, 0.25*q, hex(0x0d0f13).alpha(0.9*c.Alpha))
	p.b.strokeRoundRect(x, y, w, h, 0.25*q, math.Max(1.5, 0.06*q), col.alpha(c.Alpha))
	p.b.line(cx, y+h, cx, cy-0.2*q, math.Max(1.5, 0.05*q), col.alpha(c.Alpha))
	p.flush()
	p.bold(name, size, x+w/2, y+0.15*q+size*0.6, center, col.mix(colWhite, 0.3).alpha(c.Alpha))
	p.text(by, size*0.75, x+w/2, y+0.15*q+size*1.6, center, playerCol(c.By).mix(colWhite, 0.3).alpha(c.Alpha))
}

// blockBox is where block (x, y) is drawn: its centre with the shake, and
// its side at scale 1.
func (p *Painter) blockBox(x, y int, bv *view.BlockView) (cx, cy, s float64) {
	q := p.l.Square
	gap := math.Max(2, math.Round(0.1*q))
	cx, cy = p.l.At((float64(x)+0.5)*engine.BlockSize+bv.DX, (float64(y)+0.5)*engine.BlockSize+bv.DY)
	return cx, cy, engine.BlockSize*q - gap
}

// hole paints a fallen block's place: the void, a rim, and a ring filling
// up as it comes back.
func (p *Painter) hole(x, y int, bv *view.BlockView) {
	b, q := p.b, p.l.Square
	cx, cy, s := p.blockBox(x, y, &view.BlockView{})
	r := 0.18 * q
	b.roundRect(cx-s/2, cy-s/2, s, s, r, hex(0x0b0d11))
	b.strokeRoundRect(cx-s/2+0.5, cy-s/2+0.5, s-1, s-1, r, math.Max(1, 0.03*q), hex(0x1a1e26))
	if bv.Kind != view.Hole {
		return
	}
	back := float64(-engine.FallenTimer-bv.Timer) / float64(-engine.FallenTimer)
	rr, w := 0.62*q, math.Max(1.5, 0.09*q)
	b.ring(cx, cy, rr, w, hex(0x181c24))
	b.arc(cx, cy, rr, w, -math.Pi/2, -math.Pi/2+2*math.Pi*back, hex(0x394150).mix(hex(0x6b7585), back))
}

// blockColours are the top face and side colours of a block.
func blockColours(bv *view.BlockView) (top, side rgba) {
	top, side = colTop, colSide
	if bv.Owner >= 0 && (bv.Kind == view.Counting || bv.Kind == view.Falling) {
		pc := playerCol(bv.Owner)
		t := 0.42 + 0.4*bv.Glow
		top = top.mix(pc, t)
		side = side.mix(pc.mix(colInk, 0.35), t)
	}
	if bv.Wave > 0 {
		wc := playerCol(bv.WaveOwner).mix(colWhite, 0.3)
		top = top.mix(wc, 0.55*bv.Wave)
	}
	if bv.Flash > 0 {
		top = top.mix(colWhite, 0.75*bv.Flash)
	}
	if bv.Dark > 0 {
		top = top.mix(colVoid, 0.85*bv.Dark)
		side = side.mix(colVoid, 0.85*bv.Dark)
	}
	return top.alpha(bv.Alpha), side.alpha(bv.Alpha)
}

// block paints a standing, counting, falling or rising block.
func (p *Painter) block(x, y int, bv *view.BlockView) {
	b, q := p.b, p.l.Square
	cx, cy, s := p.blockBox(x, y, bv)
	s *= bv.Scale
	r := 0.18 * q * bv.Scale
	depth := math.Max(2, 0.14*q) * bv.Scale
	top, side := blockColours(bv)
	if bv.Kind == view.Counting && bv.Glow > 0 {
		g := 0.16 * q * bv.Glow
		b.roundRect(cx-s/2-g, cy-s/2-g, s+2*g, s+2*g, r+g, playerCol(bv.Owner).alpha(0.35*bv.Glow))
	}
	x0, y0 := cx-s/2, cy-s/2
	// The side shows only below the top face: draw just its lower part.
	b.roundRect(x0, y0+s-depth-2*r, s, depth+2*r, r, side)
	b.roundRect(x0, y0, s, s-depth, r, top)
	// Faint seams between the 9 squares.
	seam := colSeam
	if bv.Owner >= 0 {
		seam = top.mix(colInk, 0.12)
	}
	seam = seam.alpha(0.7 * bv.Alpha)
	w := math.Max(1, 0.035*q)
	third, h := s/3, s-depth
	for i := 1; i < 3; i++ {
		f := float64(i)
		b.rect(x0+f*third-w/2, y0+0.12*s, w, h-0.24*s, seam)
		b.rect(x0+0.12*s, y0+f*h/3-w/2, s-0.24*s, w, seam)
	}
}

// blockLabel writes a counting block's turns left, or when a hole comes
// back.
func (p *Painter) blockLabel(x, y int, bv *view.BlockView) {
	q := p.l.Square
	switch bv.Kind {
	case view.Counting, view.Falling:
		cx, cy, _ := p.blockBox(x, y, bv)
		depth := math.Max(2, 0.14*q) * bv.Scale
		size := 1.35 * q * bv.Scale
		if bv.Timer >= 10 {
			size = 1.15 * q * bv.Scale
		}
		p.digits(number(bv.Timer), size, cx, cy-depth/2, colInk.alpha(0.82*bv.LabelAlpha*bv.Alpha))
	case view.Hole:
		cx, cy, _ := p.blockBox(x, y, bv)
		back := float64(-engine.FallenTimer-bv.Timer) / float64(-engine.FallenTimer)
		p.digitsThin(number(bv.Timer), 0.55*q, cx, cy, hex(0x4b5462).mix(hex(0x8c96a3), back))
	}
}

// wave paints an attack's front running along its line.
func (p *Painter) wave(w *view.Wave) {
	if w.Alpha <= 0 || w.Len == 0 {
		return
	}
	q := p.l.Square
	pc := playerCol(w.Owner).mix(colWhite, 0.25)
	ox, oy := (float64(w.X)+0.5)*engine.BlockSize, (float64(w.Y)+0.5)*engine.BlockSize
	front := math.Min(w.Front, float64(w.Len)+0.45)
	fx, fy := ox+float64(w.DX)*front*engine.BlockSize, oy+float64(w.DY)*front*engine.BlockSize
	x0, y0 := p.l.At(ox+float64(w.DX)*1.5, oy+float64(w.DY)*1.5)
	x1, y1 := p.l.At(fx, fy)
	if front > 0.5 {
		p.b.line(x0, y0, x1, y1, 0.12*q, pc.alpha(0.55*w.Alpha))
	}
	// The front: a glowing bar across the line.
	half := 1.3 * q
	nx, ny := float64(w.DY)*half, float64(w.DX)*half
	p.b.line(x1-nx, y1-ny, x1+nx, y1+ny, 0.6*q, pc.alpha(0.25*w.Alpha))
	p.b.line(x1-nx, y1-ny, x1+nx, y1+ny, 0.22*q, pc.alpha(0.9*w.Alpha))
	p.b.line(x1-nx*0.9, y1-ny*0.9, x1+nx*0.9, y1+ny*0.9, 0.07*q, colWhite.alpha(0.8*w.Alpha))
}

// token paints a player: highlight, wait ring, shadow, and the body, a
// drop shape pointing where the player faces.
func (p *Painter) token(i int, tk *view.Token) {
	if !tk.Visible || tk.Alpha <= 0 {
		return
	}
	b, q := p.b, p.l.Square
	cx, cy := p.l.At(tk.X, tk.Y)
	r := 0.4 * q * tk.Scale
	pc := playerCol(i)
	a := tk.Alpha
	if tk.Acting > 0 {
		b.circle(cx, cy, r*2, pc.alpha(0.3*tk.Acting*a))
		b.ring(cx, cy, r*2, math.Max(1.5, 0.06*q), pc.alpha(0.9*tk.Acting*a))
	}
	if tk.Wait > 0 {
		p.waitRing(cx, cy, r*1.32, math.Max(1.5, 0.1*q), tk.Wait, colInk.alpha(0.85*a))
	}
	ang := tk.Angle + tk.Spin
	p.drop(cx+0.05*q, cy+0.09*q, r*1.06, ang, colBlack.alpha(0.3*a))
	p.drop(cx, cy, r, ang, colInk.alpha(0.92*a))
	p.drop(cx, cy, r-math.Max(1.5, 0.07*q), ang, pc.alpha(a))
}

// drop fills a circle of radius r with a point towards angle ang.
func (p *Painter) drop(cx, cy, r, ang float64, c rgba) {
	p.b.circle(cx, cy, r, c)
	cs, sn := math.Cos(ang), math.Sin(ang)
	// The point's sides are tangent to the circle: from a tip at distance
	// d, the tangent points are at r²/d from the centre.
	d := r * 1.6
	k := r * r / d
	h := math.Sqrt(r*r - k*k)
	p.b.triangle(cx+cs*d, cy+sn*d, cx+cs*k-sn*h, cy+sn*k+cs*h, cx+cs*k+sn*h, cy+sn*k-cs*h, c)
}

// tokenLabel writes a player's id on its token.
func (p *Painter) tokenLabel(i int, tk *view.Token) {
	if !tk.Visible || tk.Alpha <= 0 {
		return
	}
	cx, cy := p.l.At(tk.X, tk.Y)
	p.digits(number(i), 0.5*p.l.Square*tk.Scale, cx, cy, colInk.alpha(tk.Alpha))
}
