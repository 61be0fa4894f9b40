package render

import (
	"fmt"
	"reflect"
	"strings"
	"sync"

	"floorfall/game"
	"floorfall/view"
)

// BoardPainter paints one game's pictures: a frame of its board (the Board
// of a view.Frame, made by the game's view.Board), what a person deciding
// a turn is shown (view.Playable's Yours), and the legend under the panel.
// A game gives its painting as a Paint (see view.Register).
type BoardPainter interface {
	Board(p *Painter, fr any)
	Yours(p *Painter, yours any)
	// Legend paints the legend in r (at the bottom of the panel);
	// LegendH is the height it needs, 0 for none.
	Legend(p *Painter, r view.Rect)
	LegendH(u float64) float64
}

// Paint is a game's painting in the game's own types: F is the type of
// its frames (what its view.Board's Frame makes), Y the type of what a
// person deciding a turn is shown (its view.Playable's Yours; any for a
// game no person plays in the window). A game gives its Paint to
// view.Register, with its rules and its view: a Paint is a view.Painter.
type Paint[F, Y any] struct {
	// Board paints a frame of the board.
	Board func(p *Painter, f F)
	// Yours paints over the board what a person deciding a turn is
	// shown; nil for nothing.
	Yours func(p *Painter, y Y)
	// Legend paints the legend in r, at the bottom of the panel, and
	// LegendH is the height it needs in UI units (Layout().U); nil and 0
	// for none.
	Legend  func(p *Painter, r view.Rect)
	LegendH float64
	// Point is the screen point of board position pos in frame f and the
	// size of a square there (see BoardPointer); nil: bots' drawings are
	// not shown.
	Point func(p *Painter, f F, pos game.Pos) (x, y, unit float64, ok bool)
}

// Paints says why pt cannot paint frame (a frame of the game's board)
// and yours (what a person deciding a turn is shown; nil: nothing), nil
// if it can: pt is the game's view.Painter.
func (pt Paint[F, Y]) Paints(frame, yours any) error {
	if _, ok := frame.(F); !ok {
		return wrong[F]("frames", frame)
	}
	if _, ok := yours.(Y); !ok && yours != nil {
		return wrong[Y]("a person's turn", yours)
	}
	return nil
}

// wrong says that a painter of what as T was handed v.
func wrong[T any](what string, v any) error {
	return fmt.Errorf("its painter paints %s of type %s, not %T", what, reflect.TypeFor[T](), v)
}

// boardPainter is pt as package render paints with it.
func (pt Paint[F, Y]) boardPainter(name string) BoardPainter { return typed[F, Y]{pt, name} }

// typed is a Paint as a BoardPainter: it hands each part what is its. A
// frame, or what a person is shown, of another type is a mistake in the
// game's registration: its message is painted over the board, never an
// empty board (see wrongType).
type typed[F, Y any] struct {
	pt   Paint[F, Y]
	name string // the game's
}

func (t typed[F, Y]) Board(p *Painter, fr any) {
	f, ok := fr.(F)
	switch {
	case !ok:
		p.wrongType(t.name, wrong[F]("frames", fr))
	case t.pt.Board != nil:
		t.pt.Board(p, f)
	}
}

func (t typed[F, Y]) Yours(p *Painter, yours any) {
	y, ok := yours.(Y)
	switch {
	case !ok:
		p.wrongType(t.name, wrong[Y]("a person's turn", yours))
	case t.pt.Yours != nil:
		t.pt.Yours(p, y)
	}
}

func (t typed[F, Y]) Legend(p *Painter, r view.Rect) {
	if t.pt.Legend != nil {
		t.pt.Legend(p, r)
	}
}

func (t typed[F, Y]) Point(p *Painter, fr any, pos game.Pos) (x, y, unit float64, ok bool) {
	if f, is := fr.(F); is && t.pt.Point != nil {
		return t.pt.Point(p, f, pos)
	}
	return 0, 0, 0, false
}

func (t typed[F, Y]) LegendH(u float64) float64 {
	if t.pt.Legend == nil {
		return 0
	}
	return t.pt.LegendH * u
}

// wrongType paints, over the board, that game name's painter was handed
// what it does not paint (err).
func (p *Painter) wrongType(name string, err error) {
	b := p.l.Board
	u := p.l.U
	size := 16 * u
	msg := "cannot paint " + name + ": " + err.Error() + " (check its view.Register)"
	for k, line := range p.wrap(msg, size, b.W-20*u) {
		p.text(line, size, b.X+10*u, b.Y+20*u+float64(k)*1.4*size, left, ColAlert)
	}
}

// painterMaker is a view.Painter package render can paint with: a Paint.
type painterMaker interface {
	boardPainter(name string) BoardPainter
}

// painters caches each game's BoardPainter, by name.
var painters sync.Map

// boardPainter is the painter of game name's boards, nil if none.
func boardPainter(name string) BoardPainter {
	if bp, ok := painters.Load(name); ok {
		return bp.(BoardPainter)
	}
	pm, ok := view.PainterOf(name).(painterMaker)
	if !ok {
		return nil
	}
	bp, _ := painters.LoadOrStore(name, pm.boardPainter(name))
	return bp.(BoardPainter)
}

// CheckPainters says which game the viewer shows has no painter package
// render can paint with (its view.Register gave none, or not a Paint), nil
// when every one has: a build with the window paints every game it
// shows. NewPainter checks it, at the start of every window, screenshot
// and export.
func CheckPainters() error {
	var none []string
	for _, name := range view.Shown() {
		if boardPainter(name) == nil {
			none = append(none, name)
		}
	}
	if len(none) > 0 {
		return fmt.Errorf("render: no painter for %s: view.Register was given none (nil, or not a render.Paint)", strings.Join(none, ", "))
	}
	return nil
}
