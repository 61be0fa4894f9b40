package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/view"
)

// stillMax is the largest side (pixels) of a still image: a board zoomed
// in larger than that is painted directly.
const stillMax = 4096

// stillCache is a board's still part as last painted (see Still).
type stillCache struct {
	img    *ebiten.Image
	key    any
	board  view.Rect
	square float64
	ox, oy float64 // the image's top left on the screen
	op     ebiten.DrawImageOptions
}

// Still paints what paint paints (the part of the board that stays the
// same from frame to frame, such as a map's terrain) into an image of its
// own, again only when key (comparable) or the board's place or size
// changes, and draws that image (paint gets arg, so that it need not be
// a closure made every frame): a frame then costs one image instead of
// thousands of shapes. Inside paint the layout's board is moved into the
// image; paint paints with the Painter's methods as usual, within a few
// pixels of the board. A board larger than the view (zoomed in) or than an
// image may be is painted directly each frame. It reports whether the
// image was painted anew (for tests).
func (p *Painter) Still(key, arg any, paint func(p *Painter, arg any)) (painted bool) {
	l := p.l
	bd, v := l.Board, l.View
	pad := math.Ceil(4*l.U) + 2
	w, h := int(math.Ceil(bd.W+2*pad))+1, int(math.Ceil(bd.H+2*pad))+1
	inView := bd.X >= v.X-1 && bd.Y >= v.Y-1 && bd.X+bd.W <= v.X+v.W+1 && bd.Y+bd.H <= v.Y+v.H+1
	if !inView || w > stillMax || h > stillMax {
		paint(p, arg)
		return true
	}
	p.flush()
	sc := &p.still
	if sc.img == nil || sc.key != key || sc.board != bd || sc.square != l.Square {
		// The image's origin is on a whole pixel, so that the shapes'
		// edges fall on the screen's pixels as if painted there.
		sc.ox, sc.oy = math.Floor(bd.X)-pad, math.Floor(bd.Y)-pad
		sc.img = cleared(sc.img, w, h)
		dst := p.b.dst
		p.b.dst = sc.img
		p.l.Board.X, p.l.Board.Y = bd.X-sc.ox, bd.Y-sc.oy
		p.l.View.X, p.l.View.Y = v.X-sc.ox, v.Y-sc.oy
		paint(p, arg)
		p.flush()
		p.l = l
		p.b.dst = dst
		sc.key, sc.board, sc.square = key, bd, l.Square
		painted = true
	}
	sc.op.GeoM.Reset()
	sc.op.GeoM.Translate(sc.ox, sc.oy)
	p.b.dst.DrawImage(sc.img, &sc.op)
	return painted
}
