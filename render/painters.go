package render

import (
	"floorfall/game"
	"floorfall/internal/registry"
	"floorfall/view"
)

// BoardPainter paints one game's pictures: a frame of its board (the Board
// of a view.Frame, made by the game's view.Board), what a person deciding
// a turn is shown (view.Playable's Yours), and the legend under the panel.
// A game gives its painting as a Paint (see Register).
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
// game no person plays in the window).
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

// Register makes pt paint the pictures of the game named name: a frame,
// or what a person is shown, of another type than pt's is not painted. A
// game's painting package calls it from init; a game registered twice
// panics.
func Register[F, Y any](name string, pt Paint[F, Y]) {
	registerBoard(name, typed[F, Y]{pt})
}

// typed is a Paint as a BoardPainter: it hands each part what is its.
type typed[F, Y any] struct{ pt Paint[F, Y] }

func (t typed[F, Y]) Board(p *Painter, fr any) {
	if f, ok := fr.(F); ok && t.pt.Board != nil {
		t.pt.Board(p, f)
	}
}

func (t typed[F, Y]) Yours(p *Painter, yours any) {
	if y, ok := yours.(Y); ok && t.pt.Yours != nil {
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

var painters registry.Registry[BoardPainter]

// registerBoard makes bp paint the boards of the game named name; a game
// registered twice panics.
func registerBoard(name string, bp BoardPainter) {
	painters.Add("render: game", name, bp)
}

// boardPainter is the painter of game name's boards, nil if none.
func boardPainter(name string) BoardPainter {
	bp, _ := painters.Get(name)
	return bp
}
