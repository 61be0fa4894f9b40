package render

import (
	"bytes"
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
