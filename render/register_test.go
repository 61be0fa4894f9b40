package render

import (
	"strings"
	"testing"

	"floorfall/view"
)

type nopPainter struct{}

func (nopPainter) Board(*Painter, any)        {}
func (nopPainter) Yours(*Painter, any)        {}
func (nopPainter) Legend(*Painter, view.Rect) {}
func (nopPainter) LegendH(float64) float64    { return 0 }

// A game's painter registered twice panics, as game.Register and
// view.Register do; the first stays.
func TestRegisterBoardTwicePanics(t *testing.T) {
	const name = "register-test-game"
	first := nopPainter{}
	RegisterBoard(name, first)
	t.Cleanup(func() {
		paintersMu.Lock()
		delete(painters, name)
		paintersMu.Unlock()
	})
	defer func() {
		r := recover()
		if s, ok := r.(string); !ok || !strings.Contains(s, "registered twice") {
			t.Fatalf("a second registration: recovered %v", r)
		}
		if boardPainter(name) != BoardPainter(first) {
			t.Error("the first painter is gone")
		}
	}()
	RegisterBoard(name, nopPainter{})
}
