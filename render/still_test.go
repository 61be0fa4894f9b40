package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render/rendertest"
	"floorfall/view"
)

// stripes paints the board's background and a stripe every other unit,
// with soft edges off whole pixels.
func stripes(p *Painter, arg any) {
	l := p.Layout()
	n := arg.(int)
	p.Rect(l.Board.X, l.Board.Y, l.Board.W, l.Board.H, ColCard)
	for i := 0; i < n; i += 2 {
		x, y := l.At(float64(i)+0.3, 0.25)
		p.Rect(x, y, 0.6*l.Square, float64(n)*l.Square/2, PlayerCol(i%4))
	}
	p.StrokeRoundRect(l.Board.X-1, l.Board.Y-1, l.Board.W+2, l.Board.H+2, 0, 1, ColLine)
}

// A still part is painted again only when its key or the board changes,
// and looks as painted directly; zoomed in (the board larger than its
// view), it is painted directly every frame.
func TestStill(t *testing.T) {
	rendertest.InLoop(t, func() {
		p, err := NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		const w, h = 320, 200
		direct, cached := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
		defer direct.Deallocate()
		defer cached.Deallocate()
		p.l = view.Layout{W: w, H: h, U: 1, Board: view.Rect{X: 20.5, Y: 10, W: 200, H: 160}, Square: 10}
		p.l.View = p.l.Board
		p.b.dst = direct
		stripes(p, 16)
		p.flush()
		want := ReadImage(direct)
		p.b.dst = cached
		keyA, keyB := new(int), new(int)
		for i, c := range []struct {
			key     *int
			n       int
			painted bool
		}{{keyA, 16, true}, {keyA, 16, false}, {keyA, 16, false}, {keyB, 12, true}, {keyA, 16, true}} {
			cached.Clear()
			if got := p.Still(c.key, c.n, stripes); got != c.painted {
				t.Errorf("frame %d: painted anew %v, want %v", i, got, c.painted)
			}
			p.flush()
		}
		got := ReadImage(cached)
		for i := range want.Pix {
			if d := int(want.Pix[i]) - int(got.Pix[i]); d > 2 || d < -2 {
				t.Errorf("byte %d (pixel %d,%d): %d painted directly, %d from the still image", i, i/4%w, i/4/w, want.Pix[i], got.Pix[i])
				break
			}
		}
		// The board moved: painted anew; zoomed in: always painted.
		p.l.Board.X, p.l.View.X = 30, 30
		if !p.Still(keyA, 16, stripes) {
			t.Error("the board moved and the still part was not painted anew")
		}
		p.l.Board.W, p.l.Board.H = 2000, 1600
		for i := range 2 {
			if !p.Still(keyA, 16, stripes) {
				t.Errorf("zoomed in, frame %d: not painted directly", i)
			}
		}
		p.flush()
	})
}
