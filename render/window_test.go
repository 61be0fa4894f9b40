package render

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render/rendertest"
	"floorfall/view"
)

// Japanese names are drawn with real glyphs, not the missing-glyph box.
func TestJapaneseGlyphs(t *testing.T) {
	var ink, tofu []byte
	rendertest.InLoop(t, func() {
		p, err := NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		draw := func(s string) []byte {
			dst := ebiten.NewImage(200, 60)
			defer dst.Deallocate()
			p.begin(dst, view.NewLayout(200, 60, 1, view.NoBoard))
			p.text(s, 30, 10, 30, left, ColWhite)
			return ReadImage(dst).Pix
		}
		ink, tofu = draw("ボブ太郎"), draw("\U000F0000\U000F0001\U000F0002\U000F0003")
	})
	if bytes.Equal(ink, tofu) {
		t.Fatal("Japanese renders like missing glyphs")
	}
	n := 0
	for i := 3; i < len(ink); i += 4 {
		if ink[i] > 128 {
			n++
		}
	}
	if n < 200 {
		t.Fatalf("Japanese text has too little ink: %d pixels", n)
	}
}

// A line drawn in pieces (its digits one by one) looks as the line drawn
// whole, allocates nothing once its pieces are known, and is cut to its
// width with an ellipsis.
func TestTextRuns(t *testing.T) {
	var whole, runs, cut []byte
	var allocs, cached float64
	rendertest.InLoop(t, func() {
		p, err := NewPainter()
		if err != nil {
			t.Error(err)
			return
		}
		draw := func(f func()) []byte {
			dst := ebiten.NewImage(400, 40)
			defer dst.Deallocate()
			p.begin(dst, view.NewLayout(400, 40, 1, view.NoBoard))
			f()
			p.flush()
			return ReadImage(dst).Pix
		}
		const s = "score 1173 (4th) · area 22"
		whole = draw(func() { p.text(s, 20, 10, 20, left, ColWhite) })
		runs = draw(func() { p.textRuns(s, 20, 10, 20, 380, ColWhite) })
		cut = draw(func() { p.textRuns(s, 20, 10, 20, 120, ColWhite) })
		dst := ebiten.NewImage(400, 40)
		defer dst.Deallocate()
		p.begin(dst, view.NewLayout(400, 40, 1, view.NoBoard))
		n := 0
		var lines []string // every one new to the painter
		for i := range 50 {
			lines = append(lines, "score "+strconv.Itoa(1173+i*7)+" (4th) · area "+strconv.Itoa(i))
		}
		p.textRuns("score 0123456789 (4th) · area ", 20, 10, 20, 380, ColWhite) // the pieces
		allocs = testing.AllocsPerRun(20, func() {
			p.textRuns(lines[n], 20, 10, 20, 380, ColWhite)
			n++
		})
		n = 0
		for _, l := range lines[:20] {
			p.text(l, 20, 10, 20, left, ColWhite)
		}
		// Drawing glyphs allocates in Ebitengine's command queue: what a
		// line laid out once costs when it is drawn again.
		cached = testing.AllocsPerRun(20, func() {
			p.text(lines[n%20], 20, 10, 20, left, ColWhite)
			n++
		})
	})
	ink := func(pix []byte, x0, x1 int) (n int) {
		for y := 0; y < 40; y++ {
			for x := x0; x < x1; x++ {
				if pix[(y*400+x)*4+3] > 100 {
					n++
				}
			}
		}
		return n
	}
	a, b := ink(whole, 0, 400), ink(runs, 0, 400)
	if a < 200 || b < a*9/10 || b > a*11/10 {
		t.Errorf("inked pixels: %d drawn whole, %d in pieces", a, b)
	}
	if n := ink(cut, 131, 400); n > 0 {
		t.Errorf("cut to 120 pixels from x 10, %d pixels inked past x 130", n)
	}
	if ink(cut, 10, 130) < 50 {
		t.Error("nothing drawn of the cut line")
	}
	t.Logf("allocations a line: %.1f in pieces, new each time; %.1f laid out before", allocs, cached)
	if allocs > cached+2 {
		t.Errorf("%.1f allocations a line whose numbers change, %.1f for lines laid out before", allocs, cached)
	}
}
