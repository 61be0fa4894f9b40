package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// batch collects filled shapes as triangles and draws them in one
// DrawTriangles call. Convex shapes get a one-pixel alpha fringe, so edges
// are smooth without a multisampled buffer. Its slices are kept from frame
// to frame.
type batch struct {
	vs    []ebiten.Vertex
	is    []uint16
	pts   []pt
	norms []pt
	white *ebiten.Image
	opts  ebiten.DrawTrianglesOptions
	dst   *ebiten.Image // where flush draws
}

type pt struct{ x, y float64 }

func newBatch() *batch {
	img := ebiten.NewImage(3, 3)
	img.Fill(ColWhite.color())
	return &batch{white: img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// flush draws what was collected onto b.dst and empties the batch.
func (b *batch) flush() {
	if len(b.is) > 0 {
		b.dst.DrawTriangles(b.vs, b.is, b.white, &b.opts)
	}
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// room makes sure n more vertices fit the 16-bit indices.
func (b *batch) room(n int) {
	if len(b.vs)+n > math.MaxUint16 {
		b.flush()
	}
}

func (b *batch) vertex(x, y float64, c RGBA) {
	b.vs = append(b.vs, ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5, ColorR: c.r, ColorG: c.g, ColorB: c.b, ColorA: c.a})
}

// poly fills the convex polygon b.pts (either winding), with a fringe.
func (b *batch) poly(c RGBA) {
	n := len(b.pts)
	if n < 3 || c.a <= 0 {
		b.pts = b.pts[:0]
		return
	}
	area := 0.0
	for i, p := range b.pts {
		q := b.pts[(i+1)%n]
		area += p.x*q.y - q.x*p.y
	}
	sign := 1.0
	if area < 0 {
		sign = -1
	}
	// Outward normal of each edge i (p[i] -> p[i+1]).
	b.norms = b.norms[:0]
	for i, p := range b.pts {
		q := b.pts[(i+1)%n]
		dx, dy := q.x-p.x, q.y-p.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			b.norms = append(b.norms, pt{})
			continue
		}
		b.norms = append(b.norms, pt{sign * dy / l, -sign * dx / l})
	}
	b.room(2 * n)
	base := uint16(len(b.vs))
	clear := c.Alpha(0)
	for i, p := range b.pts {
		n0, n1 := b.norms[(i+n-1)%n], b.norms[i]
		mx, my := (n0.x+n1.x)/2, (n0.y+n1.y)/2
		if d := mx*mx + my*my; d > 1e-6 {
			k := math.Min(1/d, 4) * 0.5
			mx, my = mx*k, my*k
		}
		b.vertex(p.x-mx, p.y-my, c)
		b.vertex(p.x+mx, p.y+my, clear)
	}
	for i := 2; i < n; i++ {
		b.is = append(b.is, base, base+uint16(2*(i-1)), base+uint16(2*i))
	}
	for i := range n {
		j := (i + 1) % n
		in0, out0 := base+uint16(2*i), base+uint16(2*i+1)
		in1, out1 := base+uint16(2*j), base+uint16(2*j+1)
		b.is = append(b.is, in0, in1, out1, in0, out1, out0)
	}
	b.pts = b.pts[:0]
}

func (b *batch) add(x, y float64) { b.pts = append(b.pts, pt{x, y}) }

// rect fills an axis-aligned rectangle: what poly makes of its four
// corners (a half-pixel fringe each side), without poly's general work —
// maps of tens of thousands of squares are painted with it.
func (b *batch) rect(x, y, w, h float64, c RGBA) {
	if w <= 0 || h <= 0 || c.a <= 0 {
		return
	}
	b.room(8)
	base := uint16(len(b.vs))
	clear := c.Alpha(0)
	// Corners clockwise on screen, each with its outward diagonal.
	for _, k := range [4][4]float64{{x, y, -0.5, -0.5}, {x + w, y, 0.5, -0.5}, {x + w, y + h, 0.5, 0.5}, {x, y + h, -0.5, 0.5}} {
		b.vertex(k[0]-k[2], k[1]-k[3], c)
		b.vertex(k[0]+k[2], k[1]+k[3], clear)
	}
	b.is = append(b.is, base, base+2, base+4, base, base+4, base+6)
	for i := range uint16(4) {
		j := (i + 1) % 4
		in0, out0, in1, out1 := base+2*i, base+2*i+1, base+2*j, base+2*j+1
		b.is = append(b.is, in0, in1, out1, in0, out1, out0)
	}
}

// segments is how many segments a curve of radius r gets.
func segments(r, sweep float64) int {
	n := int(math.Ceil(math.Sqrt(math.Max(r, 1)) * 2.2 * sweep / (2 * math.Pi) * 4))
	return max(2, min(n, 64))
}

// roundRect fills a rectangle with corners of radius r. It is cut into a
// centre, four sides and four corner fans rather than one fan: software
// rasterizers are much slower with long thin triangles.
func (b *batch) roundRect(x, y, w, h, r float64, c RGBA) {
	r = math.Min(r, math.Min(w, h)/2)
	if r < 1 || c.a <= 0 {
		b.rect(x, y, w, h, c)
		return
	}
	n := segments(r, math.Pi/2)
	b.room(4*(2*(n+1)+1) + 4)
	clear := c.Alpha(0)
	base := uint16(len(b.vs))
	centres := [4]pt{{x + w - r, y + r}, {x + w - r, y + h - r}, {x + r, y + h - r}, {x + r, y + r}}
	// Per corner: its centre, then n+1 pairs (inner, outer) along the arc.
	per := uint16(1 + 2*(n+1))
	for k, cc := range centres {
		b.vertex(cc.x, cc.y, c)
		a0 := -math.Pi/2 + float64(k)*math.Pi/2
		for i := 0; i <= n; i++ {
			a := a0 + float64(i)/float64(n)*math.Pi/2
			cs, sn := math.Cos(a), math.Sin(a)
			b.vertex(cc.x+(r-0.5)*cs, cc.y+(r-0.5)*sn, c)
			b.vertex(cc.x+(r+0.5)*cs, cc.y+(r+0.5)*sn, clear)
		}
	}
	for k := range uint16(4) {
		cb := base + k*per
		for i := range uint16(n) {
			in0, out0 := cb+1+2*i, cb+2+2*i
			in1, out1 := in0+2, out0+2
			b.is = append(b.is, cb, in0, in1, in0, in1, out1, in0, out1, out0)
		}
		// The side to the next corner: fill and fringe.
		nb := base + ((k+1)%4)*per
		lastIn, lastOut := cb+1+2*uint16(n), cb+2+2*uint16(n)
		firstIn, firstOut := nb+1, nb+2
		b.is = append(b.is, cb, lastIn, firstIn, cb, firstIn, nb,
			lastIn, firstIn, firstOut, lastIn, firstOut, lastOut)
	}
	b.is = append(b.is, base, base+per, base+2*per, base, base+2*per, base+3*per)
}

// circle fills a disc.
func (b *batch) circle(cx, cy, r float64, c RGBA) {
	if r <= 0 {
		return
	}
	n := segments(r, 2*math.Pi)
	for i := range n {
		a := float64(i) / float64(n) * 2 * math.Pi
		b.add(cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	b.poly(c)
}

// line strokes a segment of width w.
func (b *batch) line(x0, y0, x1, y1, w float64, c RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	b.add(x0+nx, y0+ny)
	b.add(x1+nx, y1+ny)
	b.add(x1-nx, y1-ny)
	b.add(x0-nx, y0-ny)
	b.poly(c)
}

// arc strokes an arc of radius r and width w from angle a0 to a1, as a band
// of small convex pieces with a fringe on both rims.
func (b *batch) arc(cx, cy, r, w, a0, a1 float64, c RGBA) {
	if a1 <= a0 || c.a <= 0 {
		return
	}
	n := segments(r, a1-a0)
	ri, ro := r-w/2, r+w/2
	const f = 0.5 // fringe half-width in pixels
	clear := c.Alpha(0)
	b.room(4 * (n + 1))
	base := uint16(len(b.vs))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		cs, sn := math.Cos(a), math.Sin(a)
		b.vertex(cx+(ri-f)*cs, cy+(ri-f)*sn, clear)
		b.vertex(cx+(ri+f)*cs, cy+(ri+f)*sn, c)
		b.vertex(cx+(ro-f)*cs, cy+(ro-f)*sn, c)
		b.vertex(cx+(ro+f)*cs, cy+(ro+f)*sn, clear)
	}
	for i := range n {
		k := base + uint16(4*i)
		for j := uint16(0); j < 3; j++ {
			a, bb, cc, d := k+j, k+j+1, k+4+j+1, k+4+j
			b.is = append(b.is, a, bb, cc, a, cc, d)
		}
	}
}

// ring strokes a whole circle.
func (b *batch) ring(cx, cy, r, w float64, c RGBA) { b.arc(cx, cy, r, w, 0, 2*math.Pi, c) }

// strokeRoundRect outlines a rounded rectangle with a line of width w
// (drawn as four sides and four corner arcs).
func (b *batch) strokeRoundRect(x, y, w, h, r, lw float64, c RGBA) {
	r = math.Min(r, math.Min(w, h)/2)
	b.rect(x+r, y-lw/2, w-2*r, lw, c)
	b.rect(x+r, y+h-lw/2, w-2*r, lw, c)
	b.rect(x-lw/2, y+r, lw, h-2*r, c)
	b.rect(x+w-lw/2, y+r, lw, h-2*r, c)
	if r > 0 {
		b.arc(x+w-r, y+r, r, lw, -math.Pi/2, 0, c)
		b.arc(x+w-r, y+h-r, r, lw, 0, math.Pi/2, c)
		b.arc(x+r, y+h-r, r, lw, math.Pi/2, math.Pi, c)
		b.arc(x+r, y+r, r, lw, math.Pi, 1.5*math.Pi, c)
	}
}

// triangle fills a triangle.
func (b *batch) triangle(x0, y0, x1, y1, x2, y2 float64, c RGBA) {
	b.add(x0, y0)
	b.add(x1, y1)
	b.add(x2, y2)
	b.poly(c)
}
