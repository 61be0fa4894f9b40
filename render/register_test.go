package render

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"floorfall/render/rendertest"
	"floorfall/view"
)

type testFrame struct{ turn int }
type testTurn struct{ seat int }

// A game's Paint is handed its own frames and turns, typed; a part it
// leaves out paints nothing.
func TestPaintHandsEachPartItsOwn(t *testing.T) {
	var boards, yours []int
	var legends []view.Rect
	bp := Paint[*testFrame, *testTurn]{
		Board:   func(_ *Painter, f *testFrame) { boards = append(boards, f.turn) },
		Yours:   func(_ *Painter, y *testTurn) { yours = append(yours, y.seat) },
		Legend:  func(_ *Painter, r view.Rect) { legends = append(legends, r) },
		LegendH: 30,
	}.boardPainter("typed")
	bp.Board(nil, &testFrame{turn: 7})
	bp.Yours(nil, &testTurn{seat: 2})
	bp.Legend(nil, view.Rect{W: 5})
	if len(boards) != 1 || boards[0] != 7 || len(yours) != 1 || yours[0] != 2 || len(legends) != 1 || legends[0].W != 5 {
		t.Errorf("painted boards %v, yours %v, legends %v; want [7], [2], one of width 5", boards, yours, legends)
	}
	if h := bp.LegendH(1.5); h != 45 {
		t.Errorf("legend height at 1.5x: %v, want 45 (30 units)", h)
	}

	none := Paint[*testFrame, any]{Board: func(*Painter, *testFrame) {}}.boardPainter("bare")
	none.Yours(nil, &testTurn{}) // no Yours: nothing, and no panic
	none.Legend(nil, view.Rect{})
	if h := none.LegendH(2); h != 0 {
		t.Errorf("no legend: height %v, want 0", h)
	}
}

// Paints tells what a Paint cannot paint: a frame or a person's turn of
// another type than its own (nil is no turn).
func TestPaints(t *testing.T) {
	pt := Paint[*testFrame, *testTurn]{}
	if err := pt.Paints(&testFrame{}, nil); err != nil {
		t.Errorf("its own frame: %v", err)
	}
	if err := pt.Paints(&testFrame{}, &testTurn{}); err != nil {
		t.Errorf("its own frame and turn: %v", err)
	}
	for _, c := range []struct {
		frame, yours any
		want         string
	}{
		{testFrame{}, nil, "paints frames of type *render.testFrame, not render.testFrame"},
		{nil, nil, "paints frames of type *render.testFrame, not <nil>"},
		{&testFrame{}, 3, "paints a person's turn of type *render.testTurn, not int"},
	} {
		if err := pt.Paints(c.frame, c.yours); err == nil || err.Error() != "its painter "+c.want {
			t.Errorf("Paints(%T, %T): %v, want %q", c.frame, c.yours, err, c.want)
		}
	}
}

// screenFunc is a Screen that paints with f.
type screenFunc func(p *Painter)

func (f screenFunc) paint(p *Painter) { f(p) }

// A frame or a person's turn of another type than the painter's is a
// mistake in the game's registration: its message is painted over the
// board, never an empty board.
func TestWrongTypeIsPainted(t *testing.T) {
	bp := Paint[*testFrame, *testTurn]{
		Board: func(*Painter, *testFrame) { t.Error("painted a frame of another type") },
		Yours: func(*Painter, *testTurn) { t.Error("painted a turn of another type") },
	}.boardPainter("wrong-game")
	for _, c := range []struct {
		paint func(p *Painter)
		want  string
	}{
		{func(p *Painter) { bp.Board(p, testFrame{}) }, "frames of type *render.testFrame, not render.testFrame"},
		{func(p *Painter) { bp.Yours(p, 3) }, "a person's turn of type *render.testTurn, not int"},
	} {
		var texts []string
		rendertest.InLoop(t, func() {
			p, err := NewPainter()
			if err != nil {
				t.Error(err)
				return
			}
			dst := ebiten.NewImage(640, 360)
			defer dst.Deallocate()
			p.RecordTexts()
			p.Paint(dst, view.NewLayout(640, 360, 1, view.Shape{W: 8, H: 8, Seats: 2}), &Frame{Screen: screenFunc(c.paint)})
			for _, m := range p.Texts() {
				texts = append(texts, m.S)
			}
		})
		if all := strings.Join(texts, " "); !strings.Contains(all, "cannot paint wrong-game") || !strings.Contains(all, c.want) {
			t.Errorf("painted %q; want the mistake said: %q", all, c.want)
		}
	}
}
