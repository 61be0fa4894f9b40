package render

import (
	"strings"
	"testing"

	"floorfall/view"
)

// register registers pt under name for the test, and takes it away after.
func register[F, Y any](t *testing.T, name string, pt Paint[F, Y]) BoardPainter {
	t.Helper()
	Register(name, pt)
	t.Cleanup(func() { painters.Remove(name) })
	return boardPainter(name)
}

// A game's painter registered twice panics, as game.Register and
// view.Register do; the first stays.
func TestRegisterTwicePanics(t *testing.T) {
	const name = "register-test-game"
	register(t, name, Paint[int, any]{LegendH: 1, Legend: func(*Painter, view.Rect) {}})
	defer func() {
		r := recover()
		if s, ok := r.(string); !ok || !strings.Contains(s, "registered twice") {
			t.Fatalf("a second registration: recovered %v", r)
		}
		if boardPainter(name).LegendH(1) != 1 { // the second has no legend
			t.Error("the first painter is gone")
		}
	}()
	Register(name, Paint[int, any]{})
}

// A game's Paint is handed its own frames and turns, typed; anything
// else is not painted, and a part it leaves out paints nothing.
func TestRegisterHandsEachPartItsOwn(t *testing.T) {
	type frame struct{ turn int }
	type turn struct{ seat int }
	var boards, yours []int
	var legends []view.Rect
	bp := register(t, "register-test-typed", Paint[*frame, *turn]{
		Board:   func(_ *Painter, f *frame) { boards = append(boards, f.turn) },
		Yours:   func(_ *Painter, y *turn) { yours = append(yours, y.seat) },
		Legend:  func(_ *Painter, r view.Rect) { legends = append(legends, r) },
		LegendH: 30,
	})
	bp.Board(nil, &frame{turn: 7})
	bp.Board(nil, frame{turn: 8}) // not its frame's type
	bp.Board(nil, nil)
	bp.Yours(nil, &turn{seat: 2})
	bp.Yours(nil, &frame{turn: 9})
	bp.Legend(nil, view.Rect{W: 5})
	if len(boards) != 1 || boards[0] != 7 || len(yours) != 1 || yours[0] != 2 || len(legends) != 1 || legends[0].W != 5 {
		t.Errorf("painted boards %v, yours %v, legends %v; want [7], [2], one of width 5", boards, yours, legends)
	}
	if h := bp.LegendH(1.5); h != 45 {
		t.Errorf("legend height at 1.5x: %v, want 45 (30 units)", h)
	}

	none := register(t, "register-test-bare", Paint[*frame, any]{Board: func(*Painter, *frame) {}})
	none.Yours(nil, &turn{}) // no Yours: nothing, and no panic
	none.Legend(nil, view.Rect{})
	if h := none.LegendH(2); h != 0 {
		t.Errorf("no legend: height %v, want 0", h)
	}
}
